import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { routes } from '../manifest/routes.ts';
import type { RouteEntry } from '../manifest/schema.ts';
import type { LayoutProps, PageLoader, PageProps } from './pageProps.ts';
import { orderDetailLoader, ordersLoader } from './pages/dashboard/order/orderLoaders.ts';
import { poolAccountLoader, poolDetailLoader, poolLoader } from './pages/dashboard/pool/poolLoaders.ts';
import { aboutUsLoader } from './pages/storefront/aboutus/aboutUsLoaders.ts';
import { minerOsLoader } from './pages/storefront/FuFuMinerOS/minerOsLoaders.ts';
import { investorsLoader } from './pages/storefront/investors/investorsLoaders.ts';
import { newsArticleLoader, newsH5Loader, newsLoader } from './pages/storefront/news/newsLoaders.ts';
import { planDetailLoader } from './pages/storefront/plans/planDetailLoaders.ts';
import { poolPublicLoader } from './pages/storefront/pool/poolPublicLoaders.ts';
import { calculatorLoader, homeLoader, listLoader } from './pages/storefront/storefrontLoaders.ts';

type ViewName = (typeof routes)[number]['view'];
type LayoutName = RouteEntry['layout'];

type ViewModule = Promise<{ default: ComponentType<PageProps> }>;

/** A page: its view, loaded lazily, and its loader, which starts the page's reads while the view's chunk loads. */
export interface PageModule {
  view: LazyExoticComponent<ComponentType<PageProps>>;
  preload: () => ViewModule;
  loader?: PageLoader;
}

function page(load: () => ViewModule, loader?: PageLoader): PageModule {
  return { view: lazy(load), preload: load, loader };
}

/** Every view the manifest names; a view missing here is a compile error. */
export const pages: Record<ViewName, PageModule> = {
  aboutUs: page(() => import('./pages/storefront/aboutus/aboutUsPage.tsx'), aboutUsLoader),
  coop: page(() => import('./pages/storefront/coop/coopPage.tsx')),
  investors: page(() => import('./pages/storefront/investors/investorsPage.tsx'), investorsLoader),
  minerOs: page(() => import('./pages/storefront/FuFuMinerOS/minerOsPage.tsx'), minerOsLoader),
  poolPublic: page(() => import('./pages/storefront/pool/poolPublicPage.tsx'), poolPublicLoader),
  accountLogin: page(() => import('./flows/account/loginPage.tsx')),
  accountPassword: page(() => import('./flows/account/passwordPage.tsx')),
  accountSignUp: page(() => import('./flows/account/signUpPage.tsx')),
  calculator: page(() => import('./pages/storefront/calculatorPage.tsx'), calculatorLoader),
  home: page(() => import('./pages/storefront/homePage.tsx'), homeLoader),
  list: page(() => import('./pages/storefront/listPage.tsx'), listLoader),
  news: page(() => import('./pages/storefront/news/newsPage.tsx'), newsLoader),
  newsArticle: page(() => import('./pages/storefront/news/newsArticlePage.tsx'), newsArticleLoader),
  newsH5: page(() => import('./pages/storefront/news/newsH5Page.tsx'), newsH5Loader),
  orders: page(() => import('./pages/dashboard/order/ordersPage.tsx'), ordersLoader),
  orderDetail: page(() => import('./pages/dashboard/order/orderDetailPage.tsx'), orderDetailLoader),
  planDetail: page(() => import('./pages/storefront/plans/planDetailPage.tsx'), planDetailLoader),
  placeholder: page(() => import('./pages/placeholderPage.tsx')),
  pool: page(() => import('./pages/dashboard/pool/poolPage.tsx'), poolLoader),
  poolDetail: page(() => import('./pages/dashboard/pool/poolDetailPage.tsx'), poolDetailLoader),
  poolAccount: page(() => import('./pages/dashboard/pool/poolAccountPage.tsx'), poolAccountLoader),
};

/** Every layout of the manifest schema. */
export const layouts: Record<LayoutName, LazyExoticComponent<ComponentType<LayoutProps>>> = {
  default: lazy(() => import('./layouts/siteLayout.tsx')),
  transparentNav: lazy(() => import('./layouts/siteLayout.tsx')),
  activity: lazy(() => import('./layouts/activityLayout.tsx')),
  app: lazy(() => import('./layouts/appLayout.tsx')),
  empty: lazy(() => import('./layouts/emptyLayout.tsx')),
  h5_invite: lazy(() => import('./layouts/h5InviteLayout.tsx')),
  login: lazy(() => import('./layouts/loginLayout.tsx')),
};
