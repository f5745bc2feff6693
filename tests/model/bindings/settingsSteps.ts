import { MODAL_ANIMATION_MS } from '../../../machines/shell/modalMachine.ts';
import type { CallName } from '../../../runtime/http/contract.ts';
import { failCall, holdCall, signIn, visitRoute } from '../calls.ts';
import type { Driver, PathEvent } from '../driver.ts';
import { freshEmail, noChallenges, outboxCode, registerByApi } from './accountSteps.ts';

/** Shared steps of the settings-page bindings (machines/settings/). */

/** Held until the waiting state is seen, then released (`releaseCalls`): under the client's 10 s timeout. */
export const HOLD_MS = 8000;
export const FAULT = 'injected fault: HTTP 503';
export const PASSWORD = 'Settings2026';
export const FUND_PASSWORD = '135790';

/**
 * A fresh email account (browser tests share the sandbox), signed in, on the settings page. With
 * `fundPassword` its settings changes are verified by the fund password (the strongest factor it has);
 * without, by an email code.
 */
export async function settingsAccount(
  d: Driver,
  prefix: string,
  options: { fundPassword?: boolean; thirdParty?: string[] } = {},
): Promise<string> {
  const account = freshEmail(prefix);
  await registerByApi(d, account, PASSWORD);
  await noChallenges(d, account);
  if (options.fundPassword) await d.sandbox('POST', '/__sandbox/wallet', { account, fundPassword: FUND_PASSWORD });
  if (options.thirdParty) await d.sandbox('POST', '/__sandbox/settings', { account, thirdParty: options.thirdParty });
  await signIn(d, account, PASSWORD);
  await visitRoute(d, 'dashboard.setting', {});
  await d.expectRead('Your settings', 'loaded');
  return account;
}

/** The next reply of a change: held so the waiting state shows, or failed by a fault when the path says so. */
export async function arrangeSave(d: Driver, call: CallName, actor: string, next: PathEvent | undefined) {
  if (next?.type === `xstate.error.actor.${actor}`) await failCall(d, call, { status: 503, ms: HOLD_MS });
  // Held also when the path ends waiting: the verification the reply asks for would cover the page first.
  else await holdCall(d, call, HOLD_MS);
}

/** Answers the security verification the server asked for with the fund password (six digits submit it). */
export async function verifyWithFundPassword(d: Driver): Promise<void> {
  await d.expectVisible('dialog', 'Security verification');
  await d.fill('Fund password', FUND_PASSWORD);
  await d.expectHidden('button', 'Verifying…');
  await d.advance(MODAL_ANIMATION_MS);
}

/** Answers the security verification with an email code sent to the account. */
export async function verifyWithEmailCode(d: Driver, account: string): Promise<void> {
  await d.expectVisible('dialog', 'Security verification');
  // One code per address a minute (the registration's, or the last verification's, went out just before):
  // the page's countdown and the sandbox's rule both move on.
  await d.advance(61_000);
  await d.click('button', 'Send code');
  await d.expectVisible('button', /Resend in/);
  await d.fill('Email code', await outboxCode(d, account));
  await d.click('button', 'Confirm');
  await d.expectHidden('button', 'Verifying…');
  await d.advance(MODAL_ANIMATION_MS);
}

/** What the sandbox holds for an account's settings (`GET /__sandbox/settings`). */
export interface SettingsView {
  noticeLanguage: string;
  withdrawAuth: string[];
  payAuth: string[];
  availableAuth: string[];
  partner: { partnerId: string; partnerName: string } | null;
  thirdParty: string[];
}

export function settingsOf(d: Driver, account: string): Promise<SettingsView> {
  return d.sandbox<SettingsView>('GET', `/__sandbox/settings?account=${encodeURIComponent(account)}`);
}
