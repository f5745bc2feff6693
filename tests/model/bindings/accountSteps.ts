import type { EventObject } from 'xstate';
import type { Driver } from '../driver.ts';

/** Shared steps of the account-flow bindings (login, register, send code, forgot password). */

/** A fresh address per path: the Chromium sandbox is shared and never reset between tests. */
export function freshEmail(prefix = 'model'): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * Tests that send codes repeatedly keep clear of the default slider (README). In jsdom the sandbox is
 * the file's own, so its rules go; Chromium shares one sandbox, so only the path's own account is
 * exempted (without one, the path stays under three sends per fresh account instead).
 */
export async function noChallenges(d: Driver, account?: string): Promise<void> {
  if (d.env === 'jsdom') await d.sandbox('POST', '/__sandbox/challenges', { rules: [] });
  else if (account) await d.sandbox('POST', '/__sandbox/challenges', { exempt: [account] });
}

/**
 * Holds the next reply of a call back, so its loading state is on screen long enough to be seen;
 * `contains` (the path's own account) keeps another test's request in the shared Chromium sandbox from taking it.
 */
export async function holdNext(d: Driver, path: string, ms = 400, contains?: string): Promise<void> {
  await d.sandbox('POST', '/__sandbox/faults', {
    path,
    kind: 'latency',
    ms,
    count: 1,
    ...(contains ? { contains } : {}),
  });
}

/**
 * How long a waiting state's reply is held when the binding releases it itself (`releaseCalls` once the
 * state is seen): long enough for a loaded machine, never a timing margin the test relies on.
 */
export const HELD_MS = 8000;

/**
 * Holds the next reply of a call for this browser (`d.scope`) until `releaseCalls`, failing it with `status`
 * when given: the waiting state is seen however slow the machine is.
 */
export async function holdUntilReleased(d: Driver, path: string, contains: string, status?: number): Promise<void> {
  await d.sandbox('POST', '/__sandbox/faults', {
    path,
    kind: status ? 'status' : 'latency',
    ...(status ? { status } : {}),
    ms: HELD_MS,
    count: 1,
    contains,
    ...(d.scope ? { scope: d.scope } : {}),
  });
}

/** Makes the next reply of a call fail with a server error (after `ms`, so the loading state shows). */
export async function failNext(d: Driver, path: string, status = 500, ms = 0, contains?: string): Promise<void> {
  await d.sandbox('POST', '/__sandbox/faults', {
    path,
    kind: 'status',
    status,
    count: 1,
    ...(ms ? { ms } : {}),
    ...(contains ? { contains } : {}),
  });
}

/** The newest code the sandbox "sent" to an address. */
export async function outboxCode(d: Driver, to: string): Promise<string> {
  const reply = await d.sandbox<{ code?: string }>('GET', `/__sandbox/outbox?to=${encodeURIComponent(to)}`);
  if (!reply.code) throw new Error(`no code in the outbox for ${to}`);
  return reply.code;
}

/** Moves only the sandbox's clock (its 60 s resend rule), not the page's. */
export async function sandboxLater(d: Driver, seconds: number): Promise<void> {
  await d.sandbox('POST', '/__sandbox/clock', { advanceSeconds: seconds });
}

/**
 * A token for an account, as an earlier visit would have left in the cookie: by password, or without
 * one by a login code (which creates an address the sandbox does not know).
 */
export async function tokenByApi(d: Driver, email: string, passwd?: string): Promise<string> {
  let credentials: Record<string, string> = { email, passwd: passwd ?? '' };
  if (!passwd) {
    await d.sandbox('POST', '/user-api/common/sendMailCode', { email, type: 'login' });
    credentials = { email, smsCode: await outboxCode(d, email) };
  }
  const reply = await d.sandbox<{ data: { authToken: string } }>('POST', '/user-api/login/email', credentials);
  return reply.data.authToken;
}

/** Waits until the address is exactly this path and query. */
export async function expectExactUrl(d: Driver, expected: string): Promise<void> {
  for (let i = 0; i < 200 && (await d.url()) !== expected; i++) await new Promise((r) => setTimeout(r, 25));
  if ((await d.url()) !== expected) throw new Error(`the URL is ${await d.url()}, not ${expected}`);
}

/** Registers a code-only account through the API, as an earlier visitor would have. */
export async function registerByApi(d: Driver, email: string, passwd?: string): Promise<void> {
  await d.sandbox('POST', '/user-api/common/sendMailCode', { email, type: 'register' });
  const emailCode = await outboxCode(d, email);
  const reply = await d.sandbox<{ code: number; msg?: string }>('POST', '/user-api/register/email', {
    email,
    emailCode,
    ...(passwd ? { passwd } : {}),
  });
  if (reply.code !== 0) throw new Error(`could not register ${email}: ${reply.msg}`);
  // The sandbox's 60 s rule is per address: the page's own first send must not be refused.
  await sandboxLater(d, 61);
}

/** Waits (without timing anything) until the page's URL contains a fragment. */
export async function expectUrl(d: Driver, fragment: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if ((await d.url()).includes(fragment)) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`the URL ${await d.url()} never contained ${fragment}`);
}

/** The first upcoming event of one of these types, or undefined. */
export function nextOf(upcoming: EventObject[], ...types: string[]): EventObject | undefined {
  return upcoming.find((e) => types.includes(e.type));
}
