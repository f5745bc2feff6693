import { parse as parseCookies } from 'cookie';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../manifest/locales.ts';
import { COOKIES } from '../session/cookies.ts';
import { GUARD_RULES, localeDetection } from './rules.ts';
import {
  fail,
  type Guard,
  type GuardContext,
  type GuardEffect,
  type GuardName,
  type GuardResult,
  type SessionSummary,
} from './types.ts';
import { isApp } from './userAgent.ts';

export * from './rules.ts';
export * from './safeRedirect.ts';
export * from './types.ts';
export * from './userAgent.ts';

/**
 * The guards every request passes before route matching, in this order: a blocked country first,
 * then URL rewrites (hk->sg, mobile prefix, root locale), then marks (crawler, CAS ticket, page view).
 */
export const GLOBAL_GUARDS: readonly Guard[] = [
  GUARD_RULES.geolocationBlocklist,
  GUARD_RULES.replaceLang,
  GUARD_RULES.mobileLang,
  localeDetection,
  GUARD_RULES.seoSsr,
  GUARD_RULES.cas,
  GUARD_RULES.routeChange,
];

/**
 * The global guards a page's router runs (in the browser, and in the edge's crawler render): all but
 * `seoSsr`. Marking a crawler for a server render is the edge's decision, made before any router runs;
 * in a router its mark means nothing, and the browser is spared compiling the crawler list's pattern on
 * its first navigation (7-14 ms at 4x CPU).
 */
export const ROUTER_GLOBAL_GUARDS: readonly Guard[] = GLOBAL_GUARDS.filter((guard) => guard !== GUARD_RULES.seoSsr);

/** Runs guards in order: the first redirect or error wins; effects of the guards that continued add up. */
export function runGuards(guards: readonly Guard[], context: GuardContext): GuardResult {
  const effects: GuardEffect[] = [];
  for (const guard of guards) {
    const result = guard(context);
    if (result.kind === 'error') return result;
    effects.push(...result.effects);
    if (result.kind === 'redirect') return { ...result, effects };
  }
  return { kind: 'continue', effects };
}

/** The detail of a 500 for a guard name no rule answers to (an "unknown middleware", spec section 8). */
export const DETAIL_UNKNOWN_GUARD = 500;

/**
 * The route's own guards, by the names the manifest gives, in manifest order. A name with no rule (a
 * manifest from another build, a typo a cast let through) is a 500, never a crash.
 */
export function runRouteGuards(names: readonly GuardName[], context: GuardContext): GuardResult {
  return runGuards(
    names.map(
      (name): Guard => (Object.hasOwn(GUARD_RULES, name) ? GUARD_RULES[name] : () => fail(500, DETAIL_UNKNOWN_GUARD)),
    ),
    context,
  );
}

export interface RequestFacts {
  /** Pathname plus search, for example `/ja/list?x=1`. */
  url: string;
  cookieHeader?: string;
  userAgent?: string;
  country?: string;
  acceptLanguage?: string;
  session: SessionSummary;
}

/** Builds a guard context from what a request (edge) or the browser (client) knows. */
export function guardContext(facts: RequestFacts): GuardContext {
  const url = new URL(facts.url, 'http://local.invalid');
  const prefix = url.pathname.split('/')[1] ?? '';
  const locale: Locale = isLocale(prefix) ? prefix : DEFAULT_LOCALE;
  const userAgent = facts.userAgent ?? '';
  return {
    path: url.pathname,
    locale,
    unprefixed: !isLocale(prefix),
    query: Object.fromEntries(url.searchParams),
    cookies: parseCookies(facts.cookieHeader ?? ''),
    userAgent,
    country: facts.country ?? '',
    acceptLanguage: facts.acceptLanguage ?? '',
    session: facts.session,
    app: isApp(userAgent),
  };
}

/** The session as far as cookies tell: the `auth` cookie means signed in; the route list comes later. */
export function sessionFromCookies(cookieHeader: string): SessionSummary {
  return { loggedIn: Boolean(parseCookies(cookieHeader)[COOKIES.auth.name]), routerList: [] };
}
