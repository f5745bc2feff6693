import { isLocale } from '../manifest/locales.ts';
import { track } from './analytics/index.ts';
import { appVersion, createBridge } from './bridge/index.ts';
import { createTaskInbox } from './captcha/taskInbox.ts';
import { createHttpClient } from './http/client.ts';
import { currentLocale } from './i18n/index.ts';
import { createNotifier } from './notify.ts';
import { COOKIES, createCookieJar, isLocalHost } from './session/cookies.ts';

/** The browser's services, wired once: cookies, toasts, the native bridge and the API client. */
const browser = typeof document !== 'undefined';

export const cookies = createCookieJar(browser ? document : { cookie: '' }, {
  secure: browser ? !isLocalHost(window.location.hostname) : true,
});
export const notifications = createNotifier();
export const bridge = createBridge(browser ? (window as never) : {});
export const inApp = browser && appVersion(navigator.userAgent) !== null;
/** Server-issued tasks on their way to the challenge host (views/challenges), one at a time. */
export const taskInbox = createTaskInbox();

/**
 * 401 (spec section 8): local state resets and the user goes to login, the current page remembered.
 * Inside the app, the native login runs instead and the request is retried with the new token.
 */
async function onUnauthorized(): Promise<'retry' | 'stop'> {
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
  if (browser) {
    const first = window.location.pathname.split('/')[1] ?? '';
    // The localized home opens the login modal for a `redirect` target (the authenticated guard's rule).
    const prefix = isLocale(first) ? `/${first}` : '';
    const target = `${window.location.pathname}${window.location.search}`;
    window.location.assign(`${prefix}/?redirect=${encodeURIComponent(target)}`);
  }
  return 'stop';
}

export const http = createHttpClient({
  baseURL: import.meta.env.VITE_API_BASE_URL ?? '',
  language: currentLocale,
  token: () => cookies.get(COOKIES.auth.name),
  notify: (message, kind) => notifications.show(message, kind),
  onUnauthorized,
  onTask: (task) => taskInbox.handle(task),
  track,
  validate: import.meta.env.DEV || import.meta.env.MODE === 'test' || import.meta.env.VITE_VALIDATE_API === 'true',
});
