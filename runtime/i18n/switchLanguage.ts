import { type LocalizedRoute, localizePath } from '../../manifest/expand.ts';
import type { Locale } from '../../manifest/locales.ts';
import type { RouteMatch } from '../router/match.ts';
import { COOKIES, type CookieJar } from '../session/cookies.ts';
import { activateLocale, mergeOverTheAir } from './index.ts';

/** The same page in another language: the matched route's pattern with its params, under the new prefix. */
export function pathInLocale(match: RouteMatch | null, locale: Locale, search = ''): string {
  if (!match) return localizePath('/', locale, false);
  const base = stripLocale(match.route);
  const path = base.replace(/\/\{([^}]+)\}/g, (_, name: string) => {
    const value = match.params[name];
    return value === undefined ? '' : `/${encodeURIComponent(value)}`;
  });
  return `${localizePath(path || '/', locale, false)}${search}`;
}

function stripLocale(route: LocalizedRoute): string {
  if (route.unprefixed) return route.path;
  const rest = route.path.slice(route.locale.length + 1);
  return rest === '' ? '/' : rest;
}

export interface LanguageSwitchEffects {
  cookies: CookieJar;
  /** The route the visitor is on (from the router's matcher). */
  currentMatch: () => RouteMatch | null;
  currentSearch: () => string;
  /** Replaces the current history entry (no new back-button step). */
  replace: (path: string) => void | Promise<void>;
  fetchTranslations: (locale: Locale) => Promise<Record<string, string>>;
  reloadUserInfo: () => Promise<void>;
  clearPhoneCodes: () => void;
}

/**
 * Switching language (spec section 2): changes locale, reloads translations and user info, clears
 * cached phone codes, replaces the route with the same page in the new language, writes the locale cookie.
 * `signal` ends a switch no longer wanted before it writes or navigates.
 */
export async function switchLanguage(
  locale: Locale,
  effects: LanguageSwitchEffects,
  signal?: AbortSignal,
): Promise<string> {
  await activateLocale(locale);
  await mergeOverTheAir(locale, effects.fetchTranslations);
  // A switch whose page has gone (its header unmounted while a catalog loaded) changes nothing more.
  signal?.throwIfAborted();
  effects.cookies.set(COOKIES.locale.name, locale, COOKIES.locale.maxAge);
  // Root locale detection reads i18n_redirected: without it, `/` would send the visitor back to the old language.
  effects.cookies.set(COOKIES.i18nRedirected.name, locale, COOKIES.i18nRedirected.maxAge);
  effects.clearPhoneCodes();
  const target = pathInLocale(effects.currentMatch(), locale, effects.currentSearch());
  await effects.replace(target);
  // User info comes back in the new language; a failure is not the switch's failure.
  await effects.reloadUserInfo().catch(() => undefined);
  return target;
}
