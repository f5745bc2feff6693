import type { RouteId } from '../../manifest/routes.ts';
import { NATIVE_ACTIONS } from '../../runtime/bridge/appActions.ts';
import { bridge } from '../../runtime/config.ts';
import { createMatcher } from '../../runtime/router/match.ts';
import type { NativePageOpener } from '../ui/nativeApp.tsx';

/**
 * The app's own screens for the site's pages (the app's `openPage` names), with the route's params passed on:
 * a plan's detail opens the app's plan screen for the same id. Pages missing here open as web pages.
 */
export const NATIVE_PAGES: Partial<Record<RouteId, string>> = {
  home: 'home',
  list: 'goodsList',
  easy: 'goodsList',
  detail: 'goodsDetail',
  'dashboard.hashrate': 'myHashrate',
  'dashboard.order': 'orderList',
  'dashboard.order.detail': 'orderDetail',
  'dashboard.wallet': 'wallet',
  'dashboard.points': 'points',
  'dashboard.invite': 'invite',
  'dashboard.kyc': 'kyc',
  'dashboard.setting': 'settings',
};

let resolve: ReturnType<typeof createMatcher> | null = null;

/** The app page opener: the route behind an in-site address, then the app's screen for it over the bridge. */
export const openNativePage: NativePageOpener = async (href) => {
  resolve ??= createMatcher();
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin) return false;
  const match = resolve(url.pathname);
  const page = match ? NATIVE_PAGES[match.route.id as RouteId] : undefined;
  if (!match || !page) return false;
  try {
    await bridge.call(NATIVE_ACTIONS.openPage, { page, params: match.params });
    return true;
  } catch {
    return false;
  }
};
