import { isLocale } from '../manifest/locales.ts';
import { track } from './analytics/index.ts';
import { appVersion, type Bridge, createBridge } from './bridge/index.ts';
import { createTaskInbox, type TaskInbox } from './captcha/taskInbox.ts';
import { createHttpClient, type HttpClient } from './http/client.ts';
import type { CallName } from './http/contract.ts';
import { currentLocale } from './i18n/index.ts';
import { createNotifier, type Notifier } from './notify.ts';
import { createMatcher } from './router/match.ts';
import { COOKIES, type CookieJar, createCookieJar, ensureDeviceId, isLocalHost } from './session/cookies.ts';

/** The services machines' actors and views stand on: cookies, toasts, the native bridge and the API client. */
export interface RuntimeServices {
  cookies: CookieJar;
  notifications: Notifier;
  bridge: Bridge;
  /** The page runs inside the product's app (its user agent says so). */
  inApp: boolean;
  /** Server-issued tasks on their way to the challenge host (views/flows/challenges), one at a time. */
  taskInbox: TaskInbox;
  http: HttpClient;
  /** Tells the session its token ended without a trip to login (a read on a public page was refused). */
  onSessionEnded: (listener: () => void) => () => void;
  /** The visitor's country, as the last successful reply that carried one said (session state, spec section 3). */
  countryCode: () => string | null;
  /**
   * The server's route configuration: the whitelist of pages where a read refused with 401 ends the
   * session in place, never sending the visitor to login. Loaded with the app and again whenever the
   * session is cleared (spec section 4); until then, and when it cannot be had, the list is empty.
   */
  routeConfig: { whitelist: () => readonly string[]; reload: () => Promise<void> };
}

/** Guards of the pages that need a signed-in user: a 401 there sends the user to login. */
const LOGIN_GUARDS = new Set(['authenticated', 'authenticatedH5']);
let matcher: ReturnType<typeof createMatcher> | undefined;

/** Whether the page at this path needs login (an unknown path does not). */
export function pageNeedsLogin(pathname: string): boolean {
  matcher ??= createMatcher();
  return matcher(pathname)?.route.guards.some((guard) => LOGIN_GUARDS.has(guard)) ?? false;
}

/**
 * Which 401 sends the user to login (decision 048): a call the user made (any POST but the logout,
 * whose answer is unused) or any call of a page that needs login. A read of a public page (the session's
 * own user info among them) ends the session in place: the visitor stays, signed out.
 */
export function unauthorizedNeedsLogin(
  call: { name: CallName; method: 'GET' | 'POST' },
  pathname: string,
  whitelist: readonly string[] = [],
): boolean {
  if (call.name === 'logout') return false;
  return call.method === 'POST' || (pageNeedsLogin(pathname) && !onRouteWhitelist(pathname, whitelist));
}

/**
 * Whether the server's route whitelist (`config`: routerConfig.checkWhiteListRouters, spec section 3)
 * names this page: an entry covers its own path and the pages under it in every language ('/' only home).
 */
export function onRouteWhitelist(pathname: string, whitelist: readonly string[]): boolean {
  const first = pathname.split('/')[1] ?? '';
  const path = (isLocale(first) ? pathname.slice(first.length + 1) : pathname).replace(/\/+$/, '') || '/';
  return whitelist.some((entry) => {
    const page = entry.replace(/\/+$/, '') || '/';
    return page === '/' ? path === '/' : path === page || path.startsWith(`${page}/`);
  });
}

export interface RuntimeOptions {
  /** Where the API lives; the build's `VITE_API_BASE_URL` (the crawler bundle's is the edge server's), else same-origin. */
  baseURL?: string;
}

/** Builds the services, each wired to the others; nothing global changes until configureRuntime() keeps them. */
export function createServices({
  baseURL = import.meta.env.VITE_API_BASE_URL ?? '',
}: RuntimeOptions = {}): RuntimeServices {
  const browser = typeof document !== 'undefined';
  const cookies = createCookieJar(browser ? document : { cookie: '' }, {
    secure: browser ? !isLocalHost(window.location.hostname) : true,
  });
  // Spec section 6: the device id is generated on the first visit and kept a year.
  if (browser) ensureDeviceId(cookies);
  const notifications = createNotifier();
  const bridge = createBridge(browser ? (window as never) : {});
  const inApp = browser && appVersion(navigator.userAgent) !== null;
  const taskInbox = createTaskInbox();
  const sessionEnded = new Set<() => void>();
  let countryCode: string | null = null;
  let whitelist: readonly string[] = [];

  /**
   * 401 (spec section 8): local state resets and, where the call calls for it, the user goes to login
   * with the current page remembered; otherwise the session ends in place (`unauthorizedNeedsLogin`).
   * Inside the app, the native login runs instead and the request is retried with the new token.
   */
  async function onUnauthorized(call: { name: CallName; method: 'GET' | 'POST' }): Promise<'retry' | 'stop'> {
    cookies.remove(COOKIES.auth.name);
    if (inApp) {
      try {
        await bridge.call('login');
        const token = await bridge.call<string>('getToken');
        if (token) {
          cookies.set(COOKIES.auth.name, token, COOKIES.auth.maxAge);
          return 'retry';
        }
      } catch {
        // The bridge failed: fall through to the web login.
      }
    }
    if (browser && !unauthorizedNeedsLogin(call, window.location.pathname, whitelist)) {
      for (const listener of sessionEnded) listener();
      return 'stop';
    }
    if (browser) {
      const first = window.location.pathname.split('/')[1] ?? '';
      // The localized home opens the login modal for a `redirect` target (the authenticated guard's rule).
      const prefix = isLocale(first) ? `/${first}` : '';
      const target = `${window.location.pathname}${window.location.search}`;
      window.location.assign(`${prefix}/?redirect=${encodeURIComponent(target)}`);
    }
    return 'stop';
  }

  const http = createHttpClient({
    baseURL,
    language: currentLocale,
    token: () => cookies.get(COOKIES.auth.name),
    notify: (message, kind) => notifications.show(message, kind),
    onUnauthorized,
    onTask: (task) => taskInbox.handle(task),
    // Spec section 8: a status-200 reply's countryCode is kept in the session.
    onCountryCode: (code) => {
      if (/^[A-Za-z]{2}$/.test(code)) countryCode = code.toUpperCase();
    },
    track,
    validate: import.meta.env.DEV || import.meta.env.MODE === 'test' || import.meta.env.VITE_VALIDATE_API === 'true',
  });
  const onSessionEnded = (listener: () => void) => {
    sessionEnded.add(listener);
    return () => sessionEnded.delete(listener);
  };
  const routeConfig = {
    whitelist: () => whitelist,
    // A failure keeps the list it had and is only logged (spec section 8: silent reads warn).
    reload: async () => {
      try {
        const config = await http.call('config', {}, { showError: false });
        whitelist = config.routerConfig.checkWhiteListRouters;
      } catch (error) {
        console.warn('route configuration could not be loaded', error);
      }
    },
  };
  return {
    cookies,
    notifications,
    bridge,
    inApp,
    taskInbox,
    http,
    onSessionEnded,
    countryCode: () => countryCode,
    routeConfig,
  };
}

let configured: RuntimeServices | null = null;

/**
 * Wires the services for the page, once, before anything renders: views/main.tsx in the browser,
 * server/ssr/entry.tsx for the crawler renderer. Importing this module wires nothing.
 */
export function configureRuntime(options?: RuntimeOptions): RuntimeServices {
  configured = createServices(options);
  return configured;
}

/**
 * The wired services. A test that renders views without an entry point gets the defaults, made on
 * first use (so an env stubbed before the first render applies).
 */
export function runtimeServices(): RuntimeServices {
  configured ??= createServices();
  return configured;
}

/** A stable handle on one wired service, so modules import `http` or `cookies` by name at no cost. */
function handle<K extends Exclude<keyof RuntimeServices, 'inApp' | 'onSessionEnded' | 'countryCode'>>(
  key: K,
): RuntimeServices[K] {
  return new Proxy({} as RuntimeServices[K], {
    get: (_target, property) => Reflect.get(runtimeServices()[key], property),
  });
}

export const cookies = handle('cookies');
export const notifications = handle('notifications');
export const bridge = handle('bridge');
export const taskInbox = handle('taskInbox');
export const http = handle('http');
