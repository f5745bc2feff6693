import {
  type AnyRoute,
  createRootRoute,
  createRoute,
  createRouter,
  type ErrorRouteComponent,
  notFound,
  type RouterHistory,
  redirect,
  stripSearchParams,
  useParams,
} from '@tanstack/react-router';
import { type ComponentType, useMemo } from 'react';
import { expandRoutes, type LocalizedRoute } from '../../manifest/expand.ts';
import { routes } from '../../manifest/routes.ts';
import type { SearchSchema } from '../../manifest/searchFields.ts';
import {
  type GoodsInfo,
  type GuardContext,
  type GuardEffect,
  type GuardResult,
  guardContext,
  type RequestFacts,
  ROUTER_GLOBAL_GUARDS,
  runGuards,
  runRouteGuards,
  type SessionSummary,
} from '../guards/index.ts';
import { createMatcher } from './match.ts';

/** A guard's `error(status, detail)`, thrown through the router to the error page. */
export class RouteError extends Error {
  constructor(
    readonly status: number,
    readonly detail: number,
  ) {
    super(`route error ${status} (detail ${detail})`);
    this.name = 'RouteError';
  }
}

/** What the browser knows about the request, besides the URL; injectable for tests. */
export type BrowserFacts = () => Omit<RequestFacts, 'url' | 'session'>;

export interface AppRouterOptions {
  /** Renders one localized route: its layout around its view. */
  RouteComponent: ComponentType<{ route: LocalizedRoute }>;
  NotFound: () => React.ReactNode;
  /** Guard errors (RouteError) and anything a route throws. */
  ErrorComponent: ErrorRouteComponent;
  /** The session as the guards see it; the session runtime provides it (by default from the `auth` cookie). */
  sessionSummary: () => SessionSummary;
  browserFacts?: BrowserFacts;
  /** Looks up goods for `detailCheck`; null when the lookup fails. */
  goodsInfo?: (goodsId: string) => Promise<GoodsInfo | null>;
  /** Performs what guards ask for while continuing (CAS login, native login, page views, cookies). */
  onEffects?: (effects: GuardEffect[]) => void;
  /** Runs before a route renders, for example to load its locale's catalog. */
  prepare?: (route: LocalizedRoute) => Promise<void>;
  /**
   * The route's loader (decision 090): starts the page's reads and its view's chunk together; what it
   * resolves with is the route's loader data (a page head from the page's own data, for example).
   */
  loadRoute?: (
    route: LocalizedRoute,
    params: Record<string, string>,
    search: Record<string, unknown>,
  ) => Promise<unknown>;
  history?: RouterHistory;
}

/** The router's name for the optional locale segment every route starts with. */
export const LOCALE_PARAM = 'localePrefix';

function variantKey(id: string, locale: string | undefined): string {
  return `${id}|${locale ?? ''}`;
}

/** A route's params as its page sees them: without the locale segment. */
export function pageParams(params: Record<string, string>): Record<string, string> {
  if (!(LOCALE_PARAM in params)) return params;
  const { [LOCALE_PARAM]: _locale, ...rest } = params;
  return rest;
}

/**
 * The current route's params without the locale segment, one object while they stay the same (pages
 * use them in effects' and queries' dependencies).
 */
export function usePageParams(): Record<string, string> {
  const key = JSON.stringify(useParams({ strict: false }));
  return useMemo(() => pageParams(JSON.parse(key) as Record<string, string>), [key]);
}

/** `{name}` segments become TanStack's `$name`, optional ones `{-$name}`. */
export function toRouterPath(route: Pick<LocalizedRoute, 'path' | 'params'>): string {
  return route.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    route.params.find((p) => p.name === name)?.optional ? `{-$${name}}` : `$${name}`,
  );
}

function browserDefaults(): Omit<RequestFacts, 'url' | 'session'> {
  return {
    cookieHeader: document.cookie,
    userAgent: navigator.userAgent,
    // The browser's language list, in Accept-Language form, with falling weights.
    acceptLanguage: navigator.languages.map((l, i) => `${l};q=${Math.max(0.1, 1 - i * 0.1).toFixed(1)}`).join(','),
    country: '',
  };
}

/**
 * The TanStack Router tree from the manifest: one route per entry, the locale an optional first segment
 * that the manifest's matcher resolves (decision 094).
 * The root runs the global guards on every navigation (hk->sg, mobile prefix, root locale, ...);
 * each route checks its params against their patterns (a miss is the 404 page) and runs its own
 * guards, the same pure functions the edge server runs.
 */
export function createAppRouter(options: AppRouterOptions, routeTree: AnyRoute = createRouteTree(options)) {
  return createRouter({
    routeTree,
    history: options.history,
    defaultNotFoundComponent: options.NotFound,
    defaultErrorComponent: options.ErrorComponent,
  });
}

/**
 * The route tree alone (every option but `history`). A server builds it once and gives it to each
 * request's router: TanStack keeps the processed tree of a route tree it has seen (decision 092).
 */
export function createRouteTree(options: Omit<AppRouterOptions, 'history'>): AnyRoute {
  const { RouteComponent, NotFound, ErrorComponent, prepare } = options;
  const facts = options.browserFacts ?? browserDefaults;
  const resolve = createMatcher();
  const contextFor = (url: string): GuardContext =>
    guardContext({ url, ...facts(), session: options.sessionSummary() });

  const apply = (result: GuardResult) => {
    if (result.kind === 'error') throw new RouteError(result.status, result.detail);
    options.onEffects?.(result.effects);
    if (result.kind === 'redirect') {
      // Paths outside the manifest (/forbid.html) are documents, not routes.
      throw redirect({
        href: result.to,
        statusCode: result.status,
        reloadDocument: !resolve(result.to.split('?')[0] ?? ''),
      });
    }
  };

  const rootRoute = createRootRoute({
    notFoundComponent: NotFound,
    errorComponent: ErrorComponent,
    beforeLoad: ({ location }) =>
      apply(runGuards(ROUTER_GLOBAL_GUARDS, contextFor(location.pathname + location.searchStr))),
  });
  // One TanStack route per manifest entry, its locale an optional first segment (decision 094): the
  // manifest's matcher names the localized route, so 137 routes stand for 1,233 (building the tree
  // for each was a fifth of the first load's blocking time).
  const variants = new Map<string, LocalizedRoute>(
    expandRoutes().map((r) => [variantKey(r.id, r.unprefixed ? undefined : r.locale), r]),
  );
  const variantOf = (id: string, params: Record<string, string>): LocalizedRoute => {
    const found = variants.get(variantKey(id, params[LOCALE_PARAM]));
    if (!found) throw notFound();
    return found;
  };
  const children: AnyRoute[] = routes.map((entry) => {
    const shape = toRouterPath(entry);
    return createRoute({
      getParentRoute: () => rootRoute,
      path: `/{-$${LOCALE_PARAM}}${shape === '/' ? '' : shape}`,
      staticData: { routeId: entry.id },
      validateSearch: searchParser(entry.id),
      // A default (page 1, the first tab) is never written into the address: links stay short and canonical.
      search: { middlewares: [stripSearchParams(searchDefaults(entry.id) as never)] },
      loaderDeps: ({ search }) => ({ search }),
      loader: ({ params, deps }) => {
        const all = params as Record<string, string>;
        return options.loadRoute?.(variantOf(entry.id, all), pageParams(all), deps.search as Record<string, unknown>);
      },
      beforeLoad: async ({ location }) => {
        // TanStack matched the shape; the manifest decides the locale and whether the params fit their patterns.
        const match = resolve(location.pathname);
        if (!match || match.route.id !== entry.id) throw notFound();
        const localized = match.route;
        const context: GuardContext = {
          ...contextFor(location.pathname + location.searchStr),
          locale: localized.locale,
          unprefixed: localized.unprefixed,
          route: { id: localized.id, params: match.params },
        };
        if (localized.guards.includes('detailCheck') && match.params.id && options.goodsInfo) {
          context.goods = await options.goodsInfo(match.params.id);
        }
        apply(runRouteGuards(localized.guards, context));
        await prepare?.(localized);
      },
      component: function EntryRoute() {
        const localized = variantOf(entry.id, useParams({ strict: false }) as Record<string, string>);
        // Keyed by the localized path: another language of the same page mounts afresh, as another page does.
        return <RouteComponent key={localized.path} route={localized} />;
      },
    });
  });
  return rootRoute.addChildren(children);
}

/**
 * The manifest entry's search schema, applied once per navigation. Keys it does not name (utm values,
 * `redirect`, `from`) are kept as they came; a value it rejects falls back to the field's default.
 */
export function searchParser(id: string): (raw: Record<string, unknown>) => Record<string, unknown> {
  let parser = parsers.get(id);
  if (!parser) {
    const schema = searchSchemaOf(id);
    parser = schema ? (raw) => ({ ...raw, ...schema.read(raw) }) : (raw) => raw;
    parsers.set(id, parser);
  }
  return parser;
}

// Per manifest entry, not per localized route: the tree asks for them nine times each (once per locale).
const parsers = new Map<string, (raw: Record<string, unknown>) => Record<string, unknown>>();
const defaultsById = new Map<string, Record<string, unknown>>();

/** The values a route's search fields take when the URL leaves them out. */
export function searchDefaults(id: string): Record<string, unknown> {
  let defaults = defaultsById.get(id);
  if (!defaults) {
    const read: Record<string, unknown> = searchSchemaOf(id)?.read({}) ?? {};
    defaults = Object.fromEntries(Object.entries(read).filter(([, value]) => value !== undefined));
    defaultsById.set(id, defaults);
  }
  return defaults;
}

const schemas = new Map<string, SearchSchema | undefined>(
  routes.map((r) => [r.id, (r as { search?: SearchSchema }).search]),
);
function searchSchemaOf(id: string): SearchSchema | undefined {
  return schemas.get(id);
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The manifest entry's id; its locale is the route's `localePrefix` param. */
    routeId?: string;
  }
}
