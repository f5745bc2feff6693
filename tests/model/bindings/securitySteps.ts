import { MODAL_ANIMATION_MS } from '../../../machines/shell/modalMachine.ts';
import type { Driver } from '../driver.ts';
import { outboxCode } from './accountSteps.ts';

/** Shared steps of the account-security modal bindings (fund password, authenticator, set email). */

/** The security settings call both the fund-password and the authenticator modal start with. */
export const STATUS_PATH = '/user-api/user/security/status';

/** Long enough for the UI to show a call in flight. */
export const HOLD_MS = 600;

/** What the sandbox tells about an account's security settings (`GET /__sandbox/security`). */
export interface SecurityView {
  email: string | null;
  fundPasswordSet: boolean;
  fundPasswordIs?: boolean;
  gaBound: boolean;
  /** The authenticator key the modal shows while binding. */
  gaPending: string | null;
}

export async function securityOf(d: Driver, account: string, fundPassword?: string): Promise<SecurityView> {
  const query = `account=${encodeURIComponent(account)}${fundPassword ? `&fundPassword=${fundPassword}` : ''}`;
  return d.sandbox<SecurityView>('GET', `/__sandbox/security?${query}`);
}

async function signIn(d: Driver, reply: { code: number; msg?: string; data?: { authToken: string } }) {
  if (reply.code !== 0 || !reply.data) throw new Error(`could not sign in: ${reply.msg}`);
  await d.setCookie('auth', reply.data.authToken);
}

/**
 * Signs a new phone account in (a login code for an unknown number creates it): no email, no fund
 * password, no authenticator. Returns its address (`+<code><number>`).
 */
export async function signInFreshPhone(d: Driver): Promise<string> {
  const phoneNumber = `77${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await d.sandbox('POST', '/user-api/common/sendSmsCode', { phoneCode: '+44', phoneNumber, type: 'login' });
  const address = `+44${phoneNumber}`;
  const smsCode = await outboxCode(d, address);
  await signIn(d, await d.sandbox('POST', '/user-api/login/phone', { phoneCode: '+44', phoneNumber, smsCode }));
  return address;
}

/**
 * Opens a security modal the way the product does: the signed-in home page's plan list meets the
 * server's dialog task, whose OK button's action is `/self-dialog?show=<name>`. `beforeOk` readies
 * what the modal's first call answers.
 */
export async function openFromDialog(
  d: Driver,
  show: 'fundResetModal' | 'bindGa' | 'bindEmail',
  title: string,
  beforeOk: () => Promise<void> = async () => {},
): Promise<void> {
  await d.sandbox('POST', '/__sandbox/challenges', {
    rules: [{ calls: ['floatGoodsList'], task: 'dialog', times: 1, action: `/self-dialog?show=${show}` }],
  });
  await d.visit('/en');
  await d.expectVisible('dialog', 'Security notice');
  await beforeOk();
  await d.click('button', 'OK');
  await d.expectVisible('dialog', title);
}

/** Holds the next call to a path (the loading state stays on screen), or fails it after the hold. */
export async function holdOrFail(d: Driver, path: string, fail: boolean): Promise<void> {
  await d.sandbox('POST', '/__sandbox/faults', {
    path,
    kind: fail ? 'status' : 'latency',
    ...(fail ? { status: 502 } : {}),
    ms: HOLD_MS,
    count: 1,
  });
}

/** The finished modal's Done button closes it (after the shared modal's animation). */
export async function closeWithDone(d: Driver, title: string): Promise<void> {
  await d.click('button', 'Done');
  await d.advance(MODAL_ANIMATION_MS);
  await d.expectHidden('dialog', title);
}
