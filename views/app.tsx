import { I18nProvider } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RouterHistory, RouterProvider } from '@tanstack/react-router';
import { type ReactNode, StrictMode, useCallback, useEffect, useState } from 'react';
import type { LocalizedRoute } from '../manifest/expand.ts';
import { captureAttribution } from '../runtime/attribution/index.ts';
import type { AppClock } from '../runtime/clock.ts';
import { systemClock } from '../runtime/clock.ts';
import { http } from '../runtime/config.ts';
import { activateLocale, i18n } from '../runtime/i18n/index.ts';
import { apiQuery, createQueryClient, PRIVATE_QUERIES } from '../runtime/query/index.ts';
import { createAppRouter } from '../runtime/router/tree.tsx';
import { ClockContext } from './clock.tsx';
import { AccountModalsProvider } from './flows/account/accountModals.tsx';
import { ChallengeOutlet } from './flows/challenges/challengeOutlet.tsx';
import { SecurityModalsHost } from './flows/security/securityModals.tsx';
import type { PageHead } from './pageProps.ts';
import RouterErrorPage from './pages/errorPage.tsx';
import NotFoundPage from './pages/notFoundPage.tsx';
import { preloadLayout } from './registry.ts';
import { pageOf, RouteView } from './routeView.tsx';
import { performRouteEffects } from './session/routeEffects.ts';
import { SessionProvider } from './session/sessionContext.tsx';
import { createSessionActor, type SessionActor, sessionSummary } from './session/sessionService.ts';

export interface AppOptions {
  /** Browser history by default; tests pass a memory history. */
  history?: RouterHistory;
  clock?: AppClock;
}

/** Each router's session: its guards read the same actor the views render. */
const sessions = new WeakMap<object, SessionActor>();

function sessionFor(router: StorefrontRouter, clock: AppClock): SessionActor {
  let actor = sessions.get(router);
  if (!actor) {
    const client = queryClientOf(router);
    actor = createSessionActor(clock, {
      // In every language: the keys up to the call name.
      routeConfig: () => void client.invalidateQueries({ queryKey: apiQuery('config', {}).queryKey.slice(0, 2) }),
      recommendedGoods: () =>
        void client.invalidateQueries({ queryKey: apiQuery('exclusiveRecommendGoods', {}).queryKey.slice(0, 2) }),
    });
    sessions.set(router, actor);
    actor.start();
  }
  return actor;
}

/** Each router's query cache: page reads are route data (decision 090). */
const queryClients = new WeakMap<object, QueryClient>();

export function queryClientOf(router: StorefrontRouter): QueryClient {
  const client = queryClients.get(router);
  // Impossible state: every storefront router is made by createStorefrontRouter, which attaches one.
  if (!client) throw new Error('a storefront router without its query cache');
  return client;
}

/** Runs a route's page loader in `client`; the view's chunk and the page's reads travel together. */
export function routeLoader(client: QueryClient, server = false) {
  return async (route: LocalizedRoute, params: Record<string, string>, search: Record<string, unknown>) => {
    const page = pageOf(route);
    const load = async () => (await page.loader?.())?.({ client, route, params, search, server });
    // The page's reads start as soon as its loader has loaded; its view and layout load beside them
    // (decision 125: the layout is not left for React to ask for when it renders, after the reads).
    const [head] = await Promise.all([load(), page.preload(), preloadLayout(route.layout)]);
    return (head ?? undefined) as PageHead | undefined;
  };
}

export function attachQueryClient(router: object, client: QueryClient): void {
  queryClients.set(router, client);
}

/**
 * Gives the router a session made elsewhere: the crawler renderer's one anonymous session serves every
 * page it renders (a session per page cost each render a machine and its actor, ~1 ms).
 */
export function attachSession(router: object, session: SessionActor): void {
  sessions.set(router, session);
}

/** Resolves once the router's session knows who is there (the crawler renderer renders after it). */
export function settleSession(router: StorefrontRouter, clock: AppClock): Promise<void> {
  const session = sessionFor(router, clock);
  return new Promise((resolve) => {
    if (!session.getSnapshot().matches('loading')) return resolve();
    const subscription = session.subscribe((s) => {
      if (s.matches('loading')) return;
      subscription.unsubscribe();
      resolve();
    });
  });
}

/**
 * The router with the storefront's guards' data sources wired in. Its loaders start each page's reads
 * in the given cache (a fresh one by default; the crawler renderer passes its own per request).
 */
export function createStorefrontRouter(history?: RouterHistory, client: QueryClient = createQueryClient()) {
  const router = createAppRouter({
    RouteComponent: RouteView,
    NotFound: NotFoundPage,
    ErrorComponent: RouterErrorPage,
    // The session machine's user and combined info (route list for coupon pages); the cookie until it has loaded.
    sessionSummary: () => sessionSummary(sessions.get(router)),
    goodsInfo: async (goodsId) => {
      try {
        const { goodsStatus, supportPlatform } = await http.call('goodsInfo', { goodsId });
        return { goodsId, goodsStatus, supportPlatform };
      } catch {
        return null; // spec section 8: a failed goods lookup is the discontinued page
      }
    },
    onEffects: (effects) =>
      performRouteEffects(effects, {
        session: () => sessions.get(router),
        href: () => router.latestLocation.href,
        replace: (href) => void router.navigate({ href, replace: true }),
      }),
    prepare: (route) => activateLocale(route.locale),
    loadRoute: routeLoader(client),
    history,
  });
  attachQueryClient(router, client);
  // Spec section 4 (attribution): each URL's invite code or utm values are stored before its page renders,
  // so the register form (campaign invite codes) and the login and register calls find them.
  router.subscribe('onBeforeLoad', ({ toLocation }) => {
    try {
      captureAttribution(new URL(toLocation.href, window.location.origin), localStorage);
    } catch {
      // Storage refused (private mode): there is nothing to remember the channel in.
    }
  });
  return router;
}

export type StorefrontRouter = ReturnType<typeof createStorefrontRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: StorefrontRouter;
  }
}

/**
 * Inside the router, around every layout: the account modals, the challenge host (with the toasts)
 * and the security modals once for the app (a challenge dialog may open bindEmail, fundReset or bindGa
 * on any layout). Each loads its code when first opened, not with the page.
 */
function RouterInner({ children }: { children: ReactNode }) {
  return (
    <AccountModalsProvider>
      {children}
      <ChallengeOutlet />
      <SecurityModalsHost />
    </AccountModalsProvider>
  );
}

/**
 * The whole storefront: providers around the router. Mounted by main.tsx, rendered by the jsdom test
 * driver. The router waits for the session to load, so the first navigation's guards see the real
 * user and route list; the account modals sit inside the router, around every layout.
 */
export function App({
  router,
  clock = systemClock,
  strict = true,
}: {
  router: StorefrontRouter;
  clock?: AppClock;
  /** StrictMode's doubled effects (and so doubled requests) are a development aid; the jsdom driver renders as production does. */
  strict?: boolean;
}) {
  const [session] = useState(() => sessionFor(router, clock));
  // On-site moves of the session's flows (home after a logout) go through this router.
  const navigate = useCallback((href: string) => void router.navigate({ href }), [router]);
  const queryClient = queryClientOf(router);
  useEffect(() => {
    // What one account read must never show to the next: private reads go when the user changes or leaves.
    // A new account's (a login in place, the app's native login) are reset instead: the reads on screen,
    // some perhaps still in flight for the previous token, load again for it (a removed query's fetch is
    // cancelled silently, and its section would wait forever).
    let uid = session.getSnapshot().context.user?.uid ?? null;
    const subscription = session.subscribe((s) => {
      const next = s.context.user?.uid ?? null;
      if (next !== uid) {
        if (next === null) queryClient.removeQueries(PRIVATE_QUERIES);
        else void queryClient.resetQueries(PRIVATE_QUERIES);
      }
      uid = next;
    });
    return () => subscription.unsubscribe();
  }, [session, queryClient]);
  const [ready, setReady] = useState(() => !session.getSnapshot().matches('loading'));
  useEffect(() => {
    if (ready) return;
    const subscription = session.subscribe((s) => {
      if (!s.matches('loading')) setReady(true);
    });
    if (!session.getSnapshot().matches('loading')) setReady(true);
    return () => subscription.unsubscribe();
  }, [session, ready]);
  const app = (
    <ClockContext.Provider value={clock}>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <SessionProvider actor={session} navigate={navigate}>
            {ready ? (
              <RouterProvider router={router} InnerWrap={RouterInner} />
            ) : (
              // A returning visitor's user loads before any page shows; say so instead of a blank page.
              <p role="status" className="app-loading">
                <Trans>Loading…</Trans>
              </p>
            )}
          </SessionProvider>
        </QueryClientProvider>
      </I18nProvider>
    </ClockContext.Provider>
  );
  return strict ? <StrictMode>{app}</StrictMode> : app;
}
