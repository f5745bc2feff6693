import { type AnyRoute, createRootRoute, createRoute, createRouter, type RouterHistory } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { expandRoutes, type LocalizedRoute } from '../../manifest/expand.ts';

export interface AppRouterOptions {
  /** Renders one localized route: its layout around its view. */
  RouteComponent: ComponentType<{ route: LocalizedRoute }>;
  NotFound: () => React.ReactNode;
  /** Runs before a route renders, for example to load its locale's catalog. */
  prepare?: (route: LocalizedRoute) => Promise<void>;
  history?: RouterHistory;
}

/** `{name}` segments become TanStack's `$name`, optional ones `{-$name}`. */
export function toRouterPath(route: LocalizedRoute): string {
  return route.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    route.params.find((p) => p.name === name)?.optional ? `{-$${name}}` : `$${name}`,
  );
}

/** The TanStack Router tree, expanded from the manifest: one route per locale variant. */
export function createAppRouter(options: AppRouterOptions) {
  const { RouteComponent, NotFound, prepare } = options;
  const rootRoute = createRootRoute({ notFoundComponent: NotFound });
  const children: AnyRoute[] = expandRoutes().map((localized) =>
    createRoute({
      getParentRoute: () => rootRoute,
      path: toRouterPath(localized),
      staticData: { localized },
      beforeLoad: prepare ? () => prepare(localized) : undefined,
      component: () => <RouteComponent route={localized} />,
    }),
  );
  return createRouter({
    routeTree: rootRoute.addChildren(children),
    history: options.history,
    defaultNotFoundComponent: NotFound,
  });
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    localized?: LocalizedRoute;
  }
}
