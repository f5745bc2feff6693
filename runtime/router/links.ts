import { localizePath } from '../../manifest/expand.ts';
import { DEFAULT_LOCALE, type Locale } from '../../manifest/locales.ts';
import { type RouteId, routes } from '../../manifest/routes.ts';
import type { SearchInput, SearchOutput, SearchSchema } from '../../manifest/searchFields.ts';

type Entry<I extends RouteId> = Extract<(typeof routes)[number], { id: I }>;
type ParamOf<I extends RouteId> = Entry<I>['params'][number];

/** The params a route takes: required ones must be given, optional ones may be. */
export type RouteParams<I extends RouteId> = {
  [P in ParamOf<I> as P extends { optional: false } ? P['name'] : never]: string | number;
} & {
  [P in ParamOf<I> as P extends { optional: true } ? P['name'] : never]?: string | number;
};

/** The search params a route's manifest schema accepts (none for a route without one). */
export type RouteSearch<I extends RouteId> =
  Entry<I> extends { search: SearchSchema } ? SearchInput<Entry<I>['search']> : never;

/** The search params a page receives: its manifest schema's output, every field present (defaults filled). */
export type SearchOf<I extends RouteId> =
  Entry<I> extends { search: SearchSchema } ? SearchOutput<Entry<I>['search']> : never;

export interface LinkExtras<I extends RouteId> {
  search?: RouteSearch<I>;
  /** The fragment, without `#` (`goodType3`). */
  hash?: string;
}

/** Where a link is built: the current locale, and whether English is being served unprefixed. */
export interface LinkContext {
  locale: Locale;
  unprefixed?: boolean;
}

/** Builds a localized href; an unknown route id or a missing required param is a compile error. */
export function hrefFor<I extends RouteId>(
  id: I,
  params: RouteParams<I>,
  at: LinkContext,
  extras: LinkExtras<I> = {},
): string {
  const entry = routes.find((r) => r.id === id);
  if (!entry) throw new Error(`unknown route id ${id}`);
  const values = params as Record<string, string | number | undefined>;
  const path = entry.path.replace(/\/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name];
    return value === undefined ? '' : `/${encodeURIComponent(String(value))}`;
  });
  // Only English has an unprefixed form; any other locale always keeps its prefix.
  const href = localizePath(path || '/', at.locale, at.locale === DEFAULT_LOCALE && at.unprefixed === true);
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries((extras.search ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  const search = query.size > 0 ? `?${query}` : '';
  return `${href}${search}${extras.hash ? `#${encodeURIComponent(extras.hash)}` : ''}`;
}
