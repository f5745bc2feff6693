import type { Locale } from '../../manifest/locales.ts';
import type { RouteId } from '../../manifest/routes.ts';
import { type CallName, contract } from '../../runtime/http/contract.ts';
import { hrefFor, type RouteParams, type RouteSearch } from '../../runtime/router/links.ts';
import type { Driver } from './driver.ts';

/**
 * Typed test helpers (issue #14): tests name routes by manifest id and calls by contract name, so a
 * renamed path or call is a compile error in the tests too, never a silently dead string.
 */

/** The URL of a route, built by the app's own `hrefFor` (English unprefixed unless a locale is given). */
export function routeUrl<I extends RouteId>(
  id: I,
  params: RouteParams<I>,
  options: { locale?: Locale; search?: RouteSearch<I>; hash?: string } = {},
): string {
  const at = options.locale ? { locale: options.locale } : { locale: 'en' as const, unprefixed: true };
  return hrefFor(id, params, at, { search: options.search, hash: options.hash });
}

/** Opens a route by id, like typing its URL. */
export async function visitRoute<I extends RouteId>(
  d: Driver,
  id: I,
  params: RouteParams<I>,
  options: { locale?: Locale; search?: RouteSearch<I>; hash?: string } = {},
): Promise<void> {
  await d.visit(routeUrl(id, params, options));
}

/** The sandbox path of a contract call. */
export function callPath(name: CallName): string {
  return contract[name].path;
}

/**
 * The next reply of a call fails with this HTTP status (the envelope carries it too), after `ms` so the
 * loading state shows first. Scoped to the driver's own browser where the sandbox is shared.
 */
export async function failCall(d: Driver, name: CallName, options: { status?: number; ms?: number } = {}) {
  await d.sandbox('POST', '/__sandbox/faults', {
    path: callPath(name),
    method: contract[name].method,
    kind: 'status',
    status: options.status ?? 500,
    count: 1,
    ...(options.ms ? { ms: options.ms } : {}),
    ...(d.scope ? { scope: d.scope } : {}),
  });
}

/** Holds the next reply of a call back for `ms`, so what the page shows while it waits can be seen. */
export async function holdCall(d: Driver, name: CallName, ms = 600): Promise<void> {
  await d.sandbox('POST', '/__sandbox/faults', {
    path: callPath(name),
    method: contract[name].method,
    kind: 'latency',
    ms,
    count: 1,
    ...(d.scope ? { scope: d.scope } : {}),
  });
}

/**
 * Lets this browser's held replies go on now: a test holds a call long (so a loaded machine never
 * misses the waiting state) and releases it once it has seen that state. The call may still be on its
 * way to the sandbox (the page has other work first), so while a fault of this browser is still
 * untaken and nothing is held yet, this waits a moment for the request to arrive.
 */
export async function releaseCalls(d: Driver): Promise<void> {
  const scope = d.scope ? `?scope=${d.scope}` : '';
  // Up to 8 s: a loaded machine may take that long to send it (a fault never taken costs the wait).
  for (let i = 0; i < 160; i++) {
    const { held, faults } = await d.sandbox<{ held: number; faults: { scope?: string }[] }>(
      'GET',
      `/__sandbox/faults${scope}`,
    );
    if (held > 0 || !faults.some((fault) => fault.scope === d.scope)) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await d.sandbox('POST', '/__sandbox/faults', { release: true, ...(d.scope ? { scope: d.scope } : {}) });
}

/** Signs the browser in as an account, as an earlier visit would have: the auth cookie from a real login. */
export async function signIn(d: Driver, email: string, passwd: string): Promise<void> {
  const reply = await d.sandbox<{ code: number; msg?: string; data: { authToken: string } | null }>(
    'POST',
    callPath('loginByEmail'),
    { email, passwd },
  );
  if (!reply.data) throw new Error(`could not sign in as ${email}: ${reply.msg}`);
  await d.setCookie('auth', reply.data.authToken);
}
