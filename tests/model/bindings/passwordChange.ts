import type { AnyMachineSnapshot } from 'xstate';
import {
  type PasswordChangeForm,
  type PasswordChangeProblem,
  passwordChangeMachine,
} from '../../../machines/settings/passwordChangeMachine.ts';
import { callPath, releaseCalls } from '../calls.ts';
import type { Driver, FlowBinding, FlowSpec } from '../driver.ts';
import { arrangeSave, FAULT, PASSWORD, settingsAccount, verifyWithFundPassword } from './settingsSteps.ts';

const NEW = 'NewPass456';
const submit = (oldPasswd: string, passwd: string, confirm: string) => ({
  type: 'password.submit' as const,
  form: { oldPasswd, passwd, confirm },
});

/**
 * Changing the login password on the settings page: the rules keep the form with what was typed; a valid
 * change passes the security verification (the account's fund password) and the new password logs in; a
 * fault leaves the form with its message.
 */
export const spec: FlowSpec<typeof passwordChangeMachine> = {
  machine: passwordChangeMachine,
  input: { passwordSet: true },
  events: {
    'password.submit': [
      submit('', NEW, NEW),
      submit(PASSWORD, 'short', 'short'),
      submit(PASSWORD, PASSWORD, PASSWORD),
      submit(PASSWORD, NEW, `${NEW}x`),
      submit(PASSWORD, NEW, NEW),
    ],
  },
  errors: { save: [new Error(FAULT)] },
  stateKey: (s) => JSON.stringify([s.value, s.context.problem, s.context.failure !== null, s.context.saved]),
};

const MESSAGES: Record<PasswordChangeProblem, string> = {
  oldRequired: 'Enter your current password',
  passwordRule: '8 to 20 characters with at least one letter and one digit; symbols ~!@#$%^&* allowed',
  samePassword: 'The new password must differ from the current one',
  mismatch: 'The two passwords do not match',
};

let account = '';
/** The account's password now, and what the form holds. */
let current = PASSWORD;
let typed: PasswordChangeForm = { oldPasswd: '', passwd: '', confirm: '' };
let changes = 0;

/** The sample as the path's account types it: its real current password, a new one never used before. */
function realForm(sample: PasswordChangeForm): PasswordChangeForm {
  const oldPasswd = sample.oldPasswd === '' ? '' : current;
  let passwd = sample.passwd;
  if (sample.passwd === sample.oldPasswd) passwd = current;
  else if (sample.passwd === NEW) passwd = `Fresh${changes + 1}pass`;
  const confirm = sample.confirm === sample.passwd ? passwd : `${passwd}x`;
  return { oldPasswd, passwd, confirm };
}

async function logsIn(d: Driver, password: string): Promise<void> {
  const reply = await d.sandbox<{ code: number }>('POST', callPath('loginByEmail'), {
    email: account,
    passwd: password,
  });
  if (reply.code !== 0) throw new Error(`${account} does not log in with ${password}`);
}

export const binding: FlowBinding<typeof passwordChangeMachine> = {
  start: async (d) => {
    current = PASSWORD;
    changes = 0;
    typed = { oldPasswd: '', passwd: '', confirm: '' };
    account = await settingsAccount(d, 'password', { fundPassword: true });
  },
  states: {
    closed: async (d, s: AnyMachineSnapshot) => {
      await d.expectVisible('button', 'Change password');
      await d.expectHidden('form', 'Change the login password');
      if (s.context.saved) {
        await d.expectText('Your login password was saved. Use it the next time you log in.');
        await logsIn(d, current);
      }
    },
    editing: async (d, s: AnyMachineSnapshot) => {
      await d.expectVisible('form', 'Change the login password');
      await d.expectValue('Current password', typed.oldPasswd);
      await d.expectValue('New password', typed.passwd);
      await d.expectValue('Confirm new password', typed.confirm);
      const { problem, failure } = s.context as { problem: PasswordChangeProblem | null; failure: unknown };
      if (problem) await d.expectText(MESSAGES[problem]);
      else if (failure) await d.expectText(FAULT);
      else await d.expectHidden('alert');
    },
    saving: (d) => d.expectEnabled('button', 'Saving…', false),
  },
  events: {
    'password.open': async (d) => {
      await d.click('button', 'Change password');
      typed = { oldPasswd: '', passwd: '', confirm: '' };
    },
    'password.cancel': (d) => d.click('button', 'Cancel'),
    'password.submit': async (d, { event, after, upcoming }) => {
      typed = realForm(event.form as PasswordChangeForm);
      await d.fill('Current password', typed.oldPasswd);
      await d.fill('New password', typed.passwd);
      await d.fill('Confirm new password', typed.confirm);
      if (after.matches('saving')) await arrangeSave(d, 'changePassword', 'save', upcoming[0]);
      await d.click('button', 'Save');
    },
    'xstate.done.actor.save': async (d) => {
      await releaseCalls(d);
      await verifyWithFundPassword(d);
      current = typed.passwd;
      changes += 1;
    },
    'xstate.error.actor.save': releaseCalls,
  },
};
