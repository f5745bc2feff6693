import { type Actor, createActor, fromPromise } from 'xstate';
import { logoutMachine } from '../../machines/account/logoutMachine.ts';
import { type CombinedInfo, type SessionSnapshot, sessionMachine } from '../../machines/account/sessionMachine.ts';
import type { AppClock } from '../../runtime/clock.ts';
import { cookies, http, runtimeServices } from '../../runtime/config.ts';
import type { SessionSummary } from '../../runtime/guards/index.ts';
import { COOKIES } from '../../runtime/session/cookies.ts';
import { createSession } from '../../runtime/session/session.ts';
import { EXTERNAL_LINKS } from '../shell/externalLinks.ts';

export type SessionActor = Actor<typeof sessionMachine>;

/** The `routerList` entry of the coupon market (`/dashboard/coupons`; the coupon pages' guard asks for it). */
const COUPON_MARKET_ROUTE = 'coupons';

async function combinedInfo(): Promise<CombinedInfo | null> {
  try {
    const combined = await http.call('combinedInfo', {}, { showError: false });
    return { ...combined, unpaidCouponOrders: await unpaidCouponOrders(combined.routerList) };
  } catch (error) {
    // Spec section 8: user-info style calls fail silently with a warning.
    console.warn('combined info could not be loaded', error);
    return null;
  }
}

/** The unpaid coupon orders (spec section 3) of an account with the coupon market's route; 0 without it. */
async function unpaidCouponOrders(routerList: CombinedInfo['routerList']): Promise<number> {
  if (!routerList.some((entry) => entry.name === COUPON_MARKET_ROUTE)) return 0;
  try {
    return (await http.call('bmUnpaidCount', {}, { showError: false })).count;
  } catch (error) {
    console.warn('unpaid coupon orders could not be counted', error);
    return 0;
  }
}

/**
 * The session runtime (cookie, user info, push id) driven by the session machine. One per app;
 * the router's guards read its summary.
 */
export function createSessionActor(
  clock: AppClock,
  /** The page reads that depend on who is signed in, reloaded once the session is cleared. */
  reloadReads: { routeConfig?: () => void; recommendedGoods?: () => void } = {},
): SessionActor {
  const services = runtimeServices();
  // The route whitelist is the app's from its first page on; clearing the session loads it again.
  // (The crawler renderer has no visitor to send anywhere.)
  if (typeof document !== 'undefined') void services.routeConfig.reload();
  const runtime = createSession({
    http,
    cookies,
    reloadRouteConfig: async () => {
      reloadReads.routeConfig?.();
      await services.routeConfig.reload();
    },
    reloadRecommendedGoods: reloadReads.recommendedGoods,
    setTimer: (fn, ms) => clock.setTimeout(fn, ms),
    // The push service is the app's (its bridge gives the device's push id); the web has none configured.
    pushService: services.inApp
      ? async () => (await services.bridge.call<string | null>('getPushId').catch(() => null)) || null
      : undefined,
  });
  const snapshot = async (): Promise<SessionSnapshot> => {
    const { userInfo } = runtime.get();
    if (!userInfo) return { user: null, combined: null };
    return { user: userInfo, combined: await combinedInfo() };
  };
  const machine = sessionMachine.provide({
    actors: {
      loadSession: fromPromise(async () => {
        await runtime.load();
        return snapshot();
      }),
      setToken: fromPromise(async ({ input }) => {
        const user = await runtime.setToken(input.token, input.maxAge);
        return { user, combined: await combinedInfo() };
      }),
    },
    actions: {
      resetFrozenFlag: () => runtime.acknowledgeFrozen(),
      clearSession: () => runtime.clear(),
    },
  });
  const actor = createActor(machine, { clock });
  // A read of a public page found the token ended (decision 048): the visitor stays there, signed out.
  const stopListening = services.onSessionEnded(() => {
    if (actor.getSnapshot().matches('signedIn')) actor.send({ type: 'session.clear' });
  });
  // The listener goes with the actor: the crawler renderer makes and stops one per page.
  actor.subscribe({ complete: stopListening });
  return actor;
}

/** The guards' view of the session: signed in once a user is known (the cookie until loading ends). */
export function sessionSummary(actor: SessionActor | undefined): SessionSummary {
  if (!actor) return { loggedIn: Boolean(cookies.get(COOKIES.auth.name)), routerList: [] };
  const state = actor.getSnapshot();
  if (state.matches('loading')) return { loggedIn: Boolean(cookies.get(COOKIES.auth.name)), routerList: [] };
  const { user, combined } = state.context;
  return { loggedIn: user !== null, routerList: combined?.routerList.map((entry) => entry.path) ?? [] };
}

/** The chat widget's session reset (the live chat is the shell's; absent, nothing happens). */
function resetChat(): void {
  const crisp = (window as { $crisp?: unknown[] }).$crisp;
  if (Array.isArray(crisp)) crisp.push(['do', 'session:reset']);
}

/** Where a logout sends the browser: home through the app's router, the SSO logout as a document. */
export interface LogoutNavigation {
  homeHref: () => string;
  /** An on-site move (the router's navigate in the app). */
  go: (href: string) => void;
}

/** A logout run: the call, then local state cleared and the browser sent on (spec section 4, Logout). */
export function createLogoutActor(session: SessionActor, clock: AppClock, { homeHref, go }: LogoutNavigation) {
  const machine = logoutMachine.provide({
    actors: {
      // The answer is unused (spec): who leaves through the SSO logout is known from the user.
      logout: fromPromise<unknown>(async () => {
        await http.call('logout', {}, { showError: false });
      }),
    },
    actions: {
      clearState: () => {
        session.send({ type: 'session.clear' });
      },
      forgetVisit: () => {
        cookies.set(COOKIES.homeModalHide.name, '1', COOKIES.homeModalHide.maxAge);
        resetChat();
      },
      goHome: () => go(homeHref()),
      goToSsoLogout: () => {
        // The SSO server sends the browser back to the site's home when it is done.
        const target = new URL(EXTERNAL_LINKS.ssoLogout, window.location.origin);
        target.searchParams.set('service', new URL(homeHref(), window.location.origin).toString());
        window.location.assign(target.toString());
      },
    },
  });
  const user = session.getSnapshot().context.user;
  return createActor(machine, { clock, input: { sso: user?.logoutUrl === 'BM' } });
}
