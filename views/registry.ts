import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { LocalizedRoute } from '../manifest/expand.ts';
import type { routes } from '../manifest/routes.ts';
import type { RouteEntry } from '../manifest/schema.ts';

export interface PageProps {
  route: LocalizedRoute;
  params: Record<string, string>;
}

type ViewName = (typeof routes)[number]['view'];
type LayoutName = RouteEntry['layout'];

/** Every view the manifest names, loaded lazily; a view missing here is a compile error. */
export const views: Record<ViewName, LazyExoticComponent<ComponentType<PageProps>>> = {
  accountLogin: lazy(() => import('./account/loginPage.tsx')),
  accountPassword: lazy(() => import('./account/passwordPage.tsx')),
  accountSignUp: lazy(() => import('./account/signUpPage.tsx')),
  home: lazy(() => import('./pages/homePage.tsx')),
  list: lazy(() => import('./pages/listPage.tsx')),
  placeholder: lazy(() => import('./pages/placeholderPage.tsx')),
};

export interface LayoutProps {
  route: LocalizedRoute;
  children: React.ReactNode;
}

/** Every layout of the manifest schema; the shell's contents grow in later work. */
export const layouts: Record<LayoutName, LazyExoticComponent<ComponentType<LayoutProps>>> = {
  default: lazy(() => import('./layouts/siteLayout.tsx')),
  transparentNav: lazy(() => import('./layouts/siteLayout.tsx')),
  activity: lazy(() => import('./layouts/activityLayout.tsx')),
  app: lazy(() => import('./layouts/appLayout.tsx')),
  empty: lazy(() => import('./layouts/emptyLayout.tsx')),
  h5_invite: lazy(() => import('./layouts/h5InviteLayout.tsx')),
  login: lazy(() => import('./layouts/loginLayout.tsx')),
};
