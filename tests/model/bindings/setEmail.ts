import type { AnyMachineSnapshot } from 'xstate';
import {
  type SetEmailForm,
  type SetEmailProblem,
  setEmailMachine,
} from '../../../machines/security/setEmailMachine.ts';
import { MODAL_ANIMATION_MS } from '../../../machines/shell/modalMachine.ts';
import type { Driver, FlowBinding, FlowSpec } from '../driver.ts';
import { freshEmail, holdNext, outboxCode } from './accountSteps.ts';
import { openFromDialog, securityOf, signInFreshPhone } from './securitySteps.ts';

/** The address the samples bind; each path binds a fresh one in its place. */
const ADDRESS = 'new.address@example.com';
const submit = (email: string, code: string) => ({ type: 'form.submit' as const, form: { email, code } });

/**
 * The set-email modal, opened by a dialog task's action for a fresh phone account (no email): the
 * form is refused while incomplete with each field's message, then sent with the code the send-code
 * button had the sandbox send to the address (or a wrong one, which the server refuses).
 */
export const spec: FlowSpec<typeof setEmailMachine> = {
  machine: setEmailMachine,
  events: {
    'form.submit': [
      submit('', ''),
      submit('not-an-email', ''),
      submit(ADDRESS, ''),
      submit(ADDRESS, '12'),
      submit(ADDRESS, '123456'),
    ],
  },
  errors: { bind: [new Error('the verification code is incorrect or expired')] },
};

const BIND_PATH = '/user-api/email/bind';
const TITLE = 'Bind email';

const MESSAGES: Record<SetEmailProblem, string> = {
  emailRequired: 'Enter your email address',
  emailInvalid: 'Enter a valid email address',
  codeRequired: 'Enter the verification code',
  codeInvalid: 'The verification code has 6 digits',
};

/** The path's account, the address it binds, what was typed last, and whether a code was sent. */
let account = '';
let address = '';
let typed: SetEmailForm = { email: '', code: '' };
let sent = false;

const ctx = (s: AnyMachineSnapshot) => s.context as { problem: SetEmailProblem | null; serverError: string | null };

/** The code the sandbox sent to the address (the send-code button pressed once per path). */
async function sentCode(d: Driver): Promise<string> {
  if (!sent) {
    await d.expectEnabled('button', 'Send code');
    await d.click('button', 'Send code');
    await d.expectText(/^Resend in \d+ s$/);
    sent = true;
  }
  return outboxCode(d, address);
}

export const binding: FlowBinding<typeof setEmailMachine> = {
  start: async (d) => {
    typed = { email: '', code: '' };
    sent = false;
    address = freshEmail('bind');
    account = await signInFreshPhone(d);
    await openFromDialog(d, 'bindEmail', TITLE);
    // The dialog task's notice finishes animating out.
    await d.advance(MODAL_ANIMATION_MS);
  },
  states: {
    editing: async (d, s) => {
      const { problem, serverError } = ctx(s);
      await d.expectVisible('dialog', TITLE);
      await d.expectText('Bind an email address to receive security codes and notices.');
      await d.expectEnabled('button', 'Bind email');
      // Nothing typed is lost, a refusal included.
      await d.expectValue('Email address', typed.email);
      await d.expectValue('Verification code', typed.code);
      if (problem) await d.expectText(MESSAGES[problem]);
      else if (serverError) await d.expectText(serverError);
      else await d.expectHidden('alert');
    },
    binding: (d) => d.expectEnabled('button', 'Binding…', false),
    bound: async (d) => {
      await d.expectText(`Your email address ${address} is now bound.`);
      if ((await securityOf(d, account)).email !== address) throw new Error(`${address} is not bound to ${account}`);
      await d.click('button', 'Done');
      await d.advance(MODAL_ANIMATION_MS);
      await d.expectHidden('dialog', TITLE);
    },
  },
  events: {
    'form.submit': async (d, { event, after, upcoming }) => {
      const form = event.form as SetEmailForm;
      typed = { email: form.email === ADDRESS ? address : form.email, code: form.code };
      await d.fill('Email address', typed.email);
      if (after.matches('binding')) {
        // The code sent to the address, or (the path has it refused) one digit off it.
        const real = await sentCode(d);
        const refused = upcoming[0]?.type === 'xstate.error.actor.bind';
        typed.code = refused ? `${real.slice(0, 5)}${(Number(real[5]) + 1) % 10}` : real;
        await holdNext(d, BIND_PATH, 600);
      }
      await d.fill('Verification code', typed.code);
      await d.click('button', 'Bind email');
    },
    'xstate.done.actor.bind': async () => {},
    'xstate.error.actor.bind': async () => {},
  },
};
