import type { AnyMachineSnapshot } from 'xstate';
import {
  type FundPasswordContext,
  type FundPasswordForm,
  type FundPasswordProblem,
  fundPasswordMachine,
} from '../../../machines/security/fundPasswordMachine.ts';
import { MODAL_ANIMATION_MS } from '../../../machines/shell/modalMachine.ts';
import type { FlowBinding, FlowSpec, PathEvent } from '../driver.ts';
import {
  closeWithDone,
  holdOrFail,
  openFromDialog,
  STATUS_PATH,
  securityOf,
  signInFreshPhone,
} from './securitySteps.ts';
import { SECURE, signInSecure } from './verification.ts';

const submit = (oldPin: string, pin: string, confirm: string) => ({
  type: 'form.submit' as const,
  form: { oldPin, pin, confirm },
});

/**
 * The fund-password modal, opened by a dialog task's action: an account without a fund password
 * sets its first one (a fresh phone account), one with a fund password resets it with the current
 * one (the seeded secure account). The PIN rules keep the form with what was typed; a save refused
 * by the server (a wrong current password, or a server failure) shows its message under the form.
 */
export const spec: FlowSpec<typeof fundPasswordMachine> = {
  machine: fundPasswordMachine,
  events: {
    'form.submit': [
      // Too short (and, when resetting, no current password yet).
      submit('', '1357', ''),
      submit(SECURE.fundPassword, '888888', '888888'),
      submit(SECURE.fundPassword, '234567', '234567'),
      submit(SECURE.fundPassword, '135792', '135790'),
      submit(SECURE.fundPassword, '246802', '246802'),
    ],
  },
  outputs: { loadStatus: [{ fundPasswordSet: false }, { fundPasswordSet: true }] },
  // The message the path's refusal shows (see `refusal` below); the assertion reads the screen for it.
  errors: { save: [new Error('refused by the server')] },
  // Which form is offered (add or reset) decides what a submit does.
  stateKey: (s) => JSON.stringify([s.status, s.value, s.context.mode]),
};

const SAVE_PATHS = { add: '/user-api/fundPassword/add', reset: '/user-api/fundPassword/reset' };
/** What the server answers a refused save with: a wrong current password, or (first password) a failure. */
const refusal = { reset: 'the current fund password is incorrect', add: 'injected fault: HTTP 502' };
const WRONG_CURRENT = '000001';

const MESSAGES: Record<FundPasswordProblem, string> = {
  oldRequired: 'Enter your current 6-digit fund password',
  pinLength: 'Enter a 6-digit fund password',
  pinSame: 'The fund password cannot be one digit repeated',
  pinRun: 'The fund password cannot be consecutive digits like 123456',
  mismatch: 'The two fund passwords do not match',
};

/** The path's account and what was typed last (the form keeps it through refusals). */
let account = '';
let typed: FundPasswordForm = { oldPin: '', pin: '', confirm: '' };

const ctx = (s: AnyMachineSnapshot) => s.context as FundPasswordContext;
const TITLE = 'Fund password';

/** Whether the path's account has a fund password: the first status the path loads says. */
function hasFundPassword(path: PathEvent[]): boolean {
  const loaded = path.find((e) => e.type === 'xstate.done.actor.loadStatus');
  return (loaded?.output as { fundPasswordSet: boolean } | undefined)?.fundPasswordSet ?? false;
}

export const binding: FlowBinding<typeof fundPasswordMachine> = {
  start: async (d, { path }) => {
    typed = { oldPin: '', pin: '', confirm: '' };
    if (hasFundPassword(path)) {
      await signInSecure(d);
      account = SECURE.email;
    } else {
      account = await signInFreshPhone(d);
    }
    await openFromDialog(d, 'fundResetModal', TITLE, () =>
      holdOrFail(d, STATUS_PATH, path[0]?.type === 'xstate.error.actor.loadStatus'),
    );
  },
  states: {
    loading: async (d) => {
      await d.expectText('Checking your account…');
      await d.expectHidden('button', 'Confirm');
    },
    loadFailed: async (d) => {
      await d.expectText('Your security settings could not be loaded.');
      await d.expectVisible('button', 'Try again');
    },
    editing: async (d, s) => {
      const { mode, problem, serverError } = ctx(s);
      await d.expectVisible('dialog', TITLE);
      await d.expectEnabled('button', 'Confirm');
      if (mode === 'add') {
        await d.expectText('Set a 6-digit fund password to confirm withdrawals and payments.');
        await d.expectNoText('Current fund password');
      } else {
        await d.expectText('Enter your current fund password, then choose a new one.');
        await d.expectValue('Current fund password', typed.oldPin);
      }
      // Nothing typed is lost, a refusal included.
      await d.expectValue('New fund password', typed.pin);
      await d.expectValue('Confirm fund password', typed.confirm);
      if (problem) await d.expectText(MESSAGES[problem]);
      else if (serverError) await d.expectText(refusal[mode]);
      else await d.expectHidden('alert');
    },
    saving: (d) => d.expectEnabled('button', 'Saving…', false),
    saved: async (d, s) => {
      const { mode } = ctx(s);
      await d.expectText(mode === 'add' ? 'Your fund password is set.' : 'Your fund password was changed.');
      // The account's fund password is the new one now.
      if (!(await securityOf(d, account, typed.pin)).fundPasswordIs) {
        throw new Error(`the fund password of ${account} is not ${typed.pin}`);
      }
      await closeWithDone(d, TITLE);
    },
  },
  events: {
    // The status call answers by itself; the dialog task's notice finishes animating out meanwhile.
    'xstate.done.actor.loadStatus': (d) => d.advance(MODAL_ANIMATION_MS),
    'xstate.error.actor.loadStatus': (d) => d.advance(MODAL_ANIMATION_MS),
    'status.retry': async (d, { upcoming }) => {
      await holdOrFail(d, STATUS_PATH, upcoming[0]?.type === 'xstate.error.actor.loadStatus');
      await d.click('button', 'Try again');
    },
    'form.submit': async (d, { event, before, after, upcoming }) => {
      const mode = ctx(before).mode;
      const form = event.form as FundPasswordForm;
      const refused = upcoming[0]?.type === 'xstate.error.actor.save';
      // A refused reset is a wrong current password (still six digits, so the form lets it go).
      typed = { ...form, oldPin: mode === 'reset' && refused ? WRONG_CURRENT : form.oldPin };
      // The first password's form has no current-password field: its form goes without one.
      if (mode === 'add') typed.oldPin = '';
      else await d.fill('Current fund password', typed.oldPin);
      await d.fill('New fund password', typed.pin);
      await d.fill('Confirm fund password', typed.confirm);
      if (after.matches('saving')) await holdOrFail(d, SAVE_PATHS[mode], refused && mode === 'add');
      await d.click('button', 'Confirm');
    },
    'xstate.done.actor.save': async () => {},
    'xstate.error.actor.save': async () => {},
  },
};
