import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales.ts';
import { routes } from './routes.ts';
import type { RouteEntry } from './schema.ts';

/** One route in one language, as `npm run routes` prints it. */
export interface LocalizedRoute {
  id: string;
  locale: Locale;
  /** The URL pattern with `{param}` segments, for example `/ja/news/{id}`. */
  path: string;
  params: RouteEntry['params'];
  guards: RouteEntry['guards'];
  layout: RouteEntry['layout'];
  pageCode: string | null;
  /** True for the unprefixed English variant. */
  unprefixed: boolean;
}

/** The prefix a locale's URLs carry; English also lives at the empty prefix. */
export function localePrefix(locale: Locale, unprefixed = false): string {
  return unprefixed ? '' : `/${locale}`;
}

export function localizePath(path: string, locale: Locale, unprefixed = false): string {
  const prefix = localePrefix(locale, unprefixed);
  if (path === '/') return prefix || '/';
  return `${prefix}${path}`;
}

/** Every route under the 8 prefixes plus the unprefixed English variant. */
export function expandRoutes(entries: readonly RouteEntry[] = routes): LocalizedRoute[] {
  const variants: Array<{ locale: Locale; unprefixed: boolean }> = [
    { locale: DEFAULT_LOCALE, unprefixed: true },
    ...LOCALES.map((locale) => ({ locale, unprefixed: false })),
  ];
  return entries.flatMap((entry) =>
    variants.map(({ locale, unprefixed }) => ({
      id: entry.id,
      locale,
      path: localizePath(entry.path, locale, unprefixed),
      params: entry.params,
      guards: entry.guards,
      layout: entry.layout,
      pageCode: entry.pageCode ?? null,
      unprefixed,
    })),
  );
}
