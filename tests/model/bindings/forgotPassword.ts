import type { AnyMachineSnapshot } from 'xstate';
import {
  type ForgotFields,
  forgotErrors,
  forgotPasswordMachine,
} from '../../../machines/account/forgotPasswordMachine.ts';
import type { Driver, FlowBinding, FlowSpec } from '../driver.ts';
import { holdNext, noChallenges, outboxCode } from './accountSteps.ts';

/**
 * Forgot password in the modal (from the login modal's password step) for alice: the form is
 * filled field by field, refused while incomplete, sent with the real code from the outbox (or a
 * wrong one, which the server refuses), and the new password then logs in.
 */
export const spec: FlowSpec<typeof forgotPasswordMachine> = {
  machine: forgotPasswordMachine,
  input: {},
  events: {
    'field.change': [
      { type: 'field.change', field: 'email', value: 'not-an-email' },
      { type: 'field.change', field: 'email', value: 'alice@example.com' },
      { type: 'field.change', field: 'code', value: '123456' },
      { type: 'field.change', field: 'password', value: 'NewAlice2024' },
      { type: 'field.change', field: 'repeatPassword', value: 'NewAlice2024' },
    ],
    // The form opens on email; choosing the email tab again is still a switch the machine hears.
    'accountType.switch': [{ type: 'accountType.switch', accountType: 'email' }],
  },
  errors: { reset: [new Error('the verification code is incorrect or expired')] },
  // What the guard reads: which fields are complete (each field's own check).
  stateKey: (s) => {
    const c = s.context as unknown as ForgotFields;
    const e = forgotErrors(c);
    return JSON.stringify([s.status, s.value, !e.email, !e.code, !e.password, !e.repeatPassword]);
  },
};

const RESET = '/user-api/password/forget/email';
const EMAIL = 'alice@example.com';
const NEW_PASSWORD = 'NewAlice2024';
/** Whether a code was requested on this path (the button counts down afterwards). */
let sent = false;

async function realCode(d: Driver): Promise<string> {
  if (!sent) {
    await d.click('button', 'Send code');
    await d.expectText(/^Resend in \d+ s$/);
    sent = true;
  }
  return outboxCode(d, EMAIL);
}

const ctx = (s: AnyMachineSnapshot) =>
  s.context as unknown as ForgotFields & { serverError: string | null; errors: Record<string, string> };

/** The section-5 messages under the fields, as the form shows them in English. */
const FIELD_MESSAGES: Record<string, string> = {
  required: 'This field is required',
  email_format_error: 'Please enter a valid email address',
  code_format_error: 'Please enter the 6-digit verification code',
  pwd_empty_tip: 'Please set a password',
  pwd_format_error_tip: '8 to 20 characters with at least one letter and one digit; symbols allowed: ~!@#$%^&*',
  confirm_pwd_error: 'The two passwords do not match',
};

/** Each field's message is under it (a message two fields share is checked by the count of alerts only). */
async function fieldErrors(d: Driver, errors: Record<string, string>): Promise<void> {
  const keys = Object.values(errors);
  if (keys.length === 0) {
    await d.expectHidden('alert');
    return;
  }
  for (const key of keys) {
    if (keys.filter((k) => k === key).length === 1) await d.expectText(FIELD_MESSAGES[key] ?? key);
  }
}

export const binding: FlowBinding<typeof forgotPasswordMachine> = {
  start: async (d) => {
    sent = false;
    await noChallenges(d);
    await d.visit(`/en/?redirect=${encodeURIComponent('/en/dashboard/hashrate')}`);
    await d.fill('Email', EMAIL);
    await d.check(/I have read and agree/);
    await d.click('button', 'Next');
    await d.expectVisible('button', 'Forgot password?');
    await d.click('button', 'Forgot password?');
    // The lazily loaded modal reveals on React's Suspense timer, which runs on the page's clock.
    await d.advance(300);
    await d.expectVisible('dialog', 'Reset password');
  },
  states: {
    editing: async (d, s) => {
      const c = ctx(s);
      await d.expectVisible('dialog', 'Reset password');
      await d.expectEnabled('button', 'Reset password');
      // Nothing typed is lost, a failure included.
      await d.expectValue('Email', c.email);
      await d.expectValue('New password', c.password);
      if (c.serverError) await d.expectText(c.serverError);
      else await fieldErrors(d, c.errors);
    },
    submitting: (d) => d.expectEnabled('button', 'Saving…', false),
    done: async (d) => {
      await d.expectText('Your password has been reset. Please log in.');
      await d.advance(300);
      await d.expectHidden('dialog', 'Reset password');
      // The new password is the account's now.
      const reply = await d.sandbox<{ code: number }>('POST', '/user-api/login/email', {
        email: EMAIL,
        passwd: NEW_PASSWORD,
      });
      if (reply.code !== 0) throw new Error(`the new password does not log in (code ${reply.code})`);
    },
  },
  events: {
    'field.change': async (d, { event, before }) => {
      const labels: Record<string, string> = {
        email: 'Email',
        code: 'Verification code',
        password: 'New password',
        repeatPassword: 'Repeat new password',
      };
      const label = labels[event.field] as string;
      // Typing the same text again is an edit only if it was removed first (the form hears no change otherwise).
      if ((ctx(before) as unknown as Record<string, string>)[event.field] === event.value) await d.fill(label, '');
      await d.fill(label, event.value);
    },
    'accountType.switch': (d) => d.click('tab', 'Email'),
    'xstate.after.debounce.forgotPassword.editing': (d) => d.advance(600),
    'form.submit': async (d, { after, upcoming }) => {
      if (after.matches('submitting')) {
        // The code typed is the one the sandbox sent, or one digit off when the path has it refused.
        const real = await realCode(d);
        const wrong = `${real.slice(0, 5)}${(Number(real[5]) + 1) % 10}`;
        await d.fill('Verification code', upcoming[0]?.type === 'xstate.error.actor.reset' ? wrong : real);
        await holdNext(d, RESET);
      }
      await d.click('button', 'Reset password');
    },
    'xstate.done.actor.reset': (d) => d.expectHidden('button', 'Saving…'),
    'xstate.error.actor.reset': (d) => d.expectText('the verification code is incorrect or expired'),
  },
};
