import { I18nProvider } from '@lingui/react';
import { type RouterHistory, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import type { AppClock } from '../runtime/clock.ts';
import { systemClock } from '../runtime/clock.ts';
import { http } from '../runtime/config.ts';
import { sessionFromCookies } from '../runtime/guards/index.ts';
import { activateLocale, i18n } from '../runtime/i18n/index.ts';
import { createAppRouter } from '../runtime/router/tree.tsx';
import { ClockContext } from './clock.tsx';
import RouterErrorPage from './pages/errorPage.tsx';
import NotFoundPage from './pages/notFoundPage.tsx';
import { RouteView } from './routeView.tsx';

export interface AppOptions {
  /** Browser history by default; tests pass a memory history. */
  history?: RouterHistory;
  clock?: AppClock;
}

/** The router with the storefront's guards' data sources wired in. */
export function createStorefrontRouter(history?: RouterHistory) {
  return createAppRouter({
    RouteComponent: RouteView,
    NotFound: NotFoundPage,
    ErrorComponent: RouterErrorPage,
    // Until the session runtime provides the full summary, the `auth` cookie tells who is signed in.
    sessionSummary: () => sessionFromCookies(document.cookie),
    goodsInfo: async (goodsId) => {
      try {
        const { goodsStatus, supportPlatform } = await http.call('goodsInfo', { goodsId });
        return { goodsId, goodsStatus, supportPlatform };
      } catch {
        return null; // spec section 8: a failed goods lookup is the discontinued page
      }
    },
    onEffects: (effects) => {
      for (const effect of effects) {
        if (effect.type === 'setCookie') {
          // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari
          document.cookie = `${effect.name}=${encodeURIComponent(effect.value)}; Max-Age=${effect.maxAgeSeconds}; Path=/; SameSite=Lax`;
        }
      }
    },
    prepare: (route) => activateLocale(route.locale),
    history,
  });
}

export type StorefrontRouter = ReturnType<typeof createStorefrontRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: StorefrontRouter;
  }
}

/** The whole storefront: providers around the router. Mounted by main.tsx, rendered by the jsdom test driver. */
export function App({ router, clock = systemClock }: { router: StorefrontRouter; clock?: AppClock }) {
  return (
    <StrictMode>
      <ClockContext.Provider value={clock}>
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nProvider>
      </ClockContext.Provider>
    </StrictMode>
  );
}
