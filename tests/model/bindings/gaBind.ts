import * as OTPAuth from 'otpauth';
import type { AnyMachineSnapshot } from 'xstate';
import { type GaBindContext, gaBindMachine } from '../../../machines/security/gaBindMachine.ts';
import { MODAL_ANIMATION_MS } from '../../../machines/shell/modalMachine.ts';
import type { Driver, FlowBinding, FlowSpec, PathEvent } from '../driver.ts';
import { holdNext } from './accountSteps.ts';
import {
  closeWithDone,
  holdOrFail,
  openFromDialog,
  STATUS_PATH,
  securityOf,
  signInFreshPhone,
} from './securitySteps.ts';
import { SECURE, signInSecure } from './verification.ts';

/**
 * The authenticator modal, opened by a dialog task's action: a fresh phone account is shown a new
 * key (as text and a QR code) and binds it with the code an authenticator computes from that key
 * now (or a wrong code, which the server refuses); the seeded secure account is told it has one.
 */
export const spec: FlowSpec<typeof gaBindMachine> = {
  machine: gaBindMachine,
  events: {
    'code.submit': [
      { type: 'code.submit', code: '12' },
      { type: 'code.submit', code: '123456' },
    ],
  },
  outputs: {
    prepare: [
      { bound: true },
      // The real key is random; the binding reads the one the sandbox keeps pending for the account.
      { bound: false, secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/sample?secret=JBSWY3DPEHPK3PXP' },
    ],
  },
  errors: { bind: [new Error('the authenticator code is incorrect')] },
};

const BIND_PATH = '/user-api/ga/bind';
const TITLE = 'Bind Google Authenticator';

/** The path's account and the code typed last (kept in the field through a refusal). */
let account = '';
let typed = '';

const ctx = (s: AnyMachineSnapshot) => s.context as GaBindContext;

/** Whether the path's account has an authenticator already: what the path's preparation finds. */
function alreadyBound(path: PathEvent[]): boolean {
  const prepared = path.find((e) => e.type === 'xstate.done.actor.prepare');
  return (prepared?.output as { bound: boolean } | undefined)?.bound ?? false;
}

/** The key the modal shows, as the account's owner reads it off the screen. */
async function pendingKey(d: Driver): Promise<string> {
  const key = (await securityOf(d, account)).gaPending;
  if (!key) throw new Error(`no authenticator key is pending for ${account}`);
  return key;
}

/** What an authenticator app shows for the key at the sandbox's time; or a code off by half the range. */
async function codeFor(d: Driver, key: string, wrong: boolean): Promise<string> {
  const { now } = await d.sandbox<{ now: string }>('POST', '/__sandbox/clock', { advanceSeconds: 0 });
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key), digits: 6, period: 30 });
  const code = totp.generate({ timestamp: Date.parse(now) });
  return wrong ? String((Number(code) + 500_000) % 1_000_000).padStart(6, '0') : code;
}

export const binding: FlowBinding<typeof gaBindMachine> = {
  start: async (d, { path }) => {
    typed = '';
    if (alreadyBound(path)) {
      await signInSecure(d);
      account = SECURE.email;
    } else {
      account = await signInFreshPhone(d);
    }
    await openFromDialog(d, 'bindGa', TITLE, () =>
      holdOrFail(d, STATUS_PATH, path[0]?.type === 'xstate.error.actor.prepare'),
    );
  },
  states: {
    loading: async (d) => {
      await d.expectText('Preparing your authenticator key…');
      await d.expectHidden('button', 'Bind');
    },
    loadFailed: async (d) => {
      await d.expectText('The authenticator key could not be prepared.');
      await d.expectVisible('button', 'Try again');
    },
    alreadyBound: async (d) => {
      await d.expectText('Google Authenticator is already bound to your account.');
      await d.expectHidden('img', 'Authenticator QR code');
      await closeWithDone(d, TITLE);
    },
    entering: async (d, s) => {
      const { invalid, serverError } = ctx(s);
      await d.expectVisible('dialog', TITLE);
      await d.expectVisible('img', 'Authenticator QR code');
      await d.expectEnabled('button', 'Bind');
      // The key pending for the account is the one shown beside the QR code.
      await d.expectText(await pendingKey(d));
      await d.expectValue('Authenticator code', typed);
      if (invalid) await d.expectText('Enter the 6-digit code from the app');
      else if (serverError) await d.expectText(serverError);
      else await d.expectHidden('alert');
    },
    binding: (d) => d.expectEnabled('button', 'Binding…', false),
    bound: async (d) => {
      await d.expectText('Google Authenticator is now bound to your account.');
      const view = await securityOf(d, account);
      if (!view.gaBound || view.gaPending) throw new Error(`the key shown is not bound to ${account}`);
      await closeWithDone(d, TITLE);
    },
  },
  events: {
    // The preparation answers by itself; the dialog task's notice finishes animating out meanwhile.
    'xstate.done.actor.prepare': (d) => d.advance(MODAL_ANIMATION_MS),
    'xstate.error.actor.prepare': (d) => d.advance(MODAL_ANIMATION_MS),
    'status.retry': async (d, { upcoming }) => {
      await holdOrFail(d, STATUS_PATH, upcoming[0]?.type === 'xstate.error.actor.prepare');
      await d.click('button', 'Try again');
    },
    'code.submit': async (d, { event, after, upcoming }) => {
      typed = event.code as string;
      if (after.matches('binding')) {
        // A six-digit code from the key shown: the current one, or a wrong one the path has refused.
        typed = await codeFor(d, await pendingKey(d), upcoming[0]?.type === 'xstate.error.actor.bind');
        await holdNext(d, BIND_PATH, 600);
      }
      await d.fill('Authenticator code', typed);
      await d.click('button', 'Bind');
    },
    'xstate.done.actor.bind': async () => {},
    'xstate.error.actor.bind': async () => {},
  },
};
