import type { AnyMachineSnapshot } from 'xstate';
import { sendCodeMachine } from '../../../machines/account/sendCodeMachine.ts';
import type { Driver, FlowBinding, FlowSpec } from '../driver.ts';
import { failNext, freshEmail, holdNext, noChallenges, sandboxLater } from './accountSteps.ts';

/**
 * The send-code button on the login page's code step. Vertices include the seconds left, so the
 * countdown is walked tick by tick to `ready`; a recent send remembered across a reload (restore)
 * and one the server reports (sent: false) both continue the countdown with the time left.
 */
export const spec: FlowSpec<typeof sendCodeMachine> = {
  machine: sendCodeMachine,
  input: { type: 'login', account: 'user@example.com' },
  outputs: {
    restore: [0, 42],
    send: [
      { sent: true, remainingSeconds: 60 },
      { sent: false, remainingSeconds: 42 },
    ],
  },
  errors: { send: [new Error('unknown error, please retry')] },
  stateKey: (s) => JSON.stringify([s.value, s.matches('counting') ? s.context.remaining : null]),
  maxSteps: 70,
};

const SEND = '/user-api/common/sendMailCode';
let email = '';

/** The login page's code step for the path's address. */
async function openCodeStep(d: Driver): Promise<void> {
  await d.visit('/en/accounts/login/email');
  await d.fill('Email', email);
  await d.check(/I have read and agree/);
  await d.click('button', 'Next');
  await d.expectVisible('textbox', 'Verification code');
}

const remaining = (s: AnyMachineSnapshot) => (s.context as { remaining: number }).remaining;

export const binding: FlowBinding<typeof sendCodeMachine> = {
  start: async (d, { path }) => {
    email = freshEmail('send');
    await noChallenges(d, email);
    await openCodeStep(d);
    const first = path[0] as { type: string; output?: number } | undefined;
    if (first?.type === 'xstate.done.actor.restore' && first.output) {
      // A code sent 18 s ago on this device, before a reload.
      await d.click('button', 'Send code');
      await d.expectText(/^Resend in \d+ s$/);
      await d.advance(60_000 - first.output * 1000);
      await openCodeStep(d);
    }
  },
  states: {
    restoring: (d) => d.expectVisible('button', /^(Send code|Resend in \d+ s)$/),
    idle: (d) => d.expectEnabled('button', 'Send code'),
    sending: (d) => d.expectVisible('button', 'Sending…'),
    counting: async (d, s) => {
      await d.expectEnabled('button', `Resend in ${remaining(s)} s`, false);
    },
    ready: (d) => d.expectEnabled('button', 'Resend code'),
    failed: async (d) => {
      await d.expectEnabled('button', 'Send code');
      await d.expectText('The code could not be sent. Please try again.');
    },
  },
  events: {
    'xstate.done.actor.restore': async () => {},
    'code.send': async (d, { upcoming, before }) => {
      const next = upcoming[0] as { type: string; output?: { sent: boolean; remainingSeconds: number } } | undefined;
      if (next?.type === 'xstate.error.actor.send') await failNext(d, SEND, 500, 400, email);
      else {
        if (next?.output?.sent === false) {
          // Another device sent a code 18 s ago: the server refuses a new one and says what is left.
          await d.sandbox('POST', SEND, { email, type: 'login' });
          await sandboxLater(d, 60 - next.output.remainingSeconds);
        } else if (before.matches('ready')) {
          await sandboxLater(d, 1);
        }
        await holdNext(d, SEND, 400, email);
      }
      await d.click('button', before.matches('ready') ? 'Resend code' : 'Send code');
    },
    'xstate.done.actor.send': async () => {},
    'xstate.error.actor.send': async () => {},
    'xstate.after.tick.sendCode.counting': (d) => d.advance(1000),
  },
};
