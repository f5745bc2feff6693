import type { HttpClient } from '../http/client.ts';
import type { UserInfo } from '../http/contract.ts';
import { COOKIES, type CookieJar } from './cookies.ts';

/** Push id registration waits this long after the push service has loaded (spec section 9). */
export const PUSH_ID_DELAY_MS = 3000;

export interface SessionState {
  token: string | null;
  userInfo: UserInfo | null;
  /** freezeStatus non-zero: the blocking frozen-account modal shows until acknowledged. */
  frozen: boolean;
}

export interface SessionEffects {
  http: Pick<HttpClient, 'call'>;
  cookies: CookieJar;
  /** Resolves with the device's push id once the push service has loaded (null when there is none). */
  pushService?: () => Promise<string | null>;
  /** Clearing the session reloads what depends on it. */
  reloadRouteConfig?: () => Promise<void> | void;
  reloadRecommendedGoods?: () => Promise<void> | void;
  setTimer?: (fn: () => void, ms: number) => unknown;
  log?: (message: string, error: unknown) => void;
}

/**
 * The auth token and the user behind it (spec section 4, Auth): read from the cookie on load; set
 * for 7 days (or the CAS lifetime), then user info is fetched and the push id registered 3 s after the
 * push service loads; cleared, which removes cookie and user info and reloads route config and
 * recommended goods. User-info failures are logged and rejected; the session machine decides what they
 * mean (spec section 8: nobody signed in on load, the known user kept on a reload).
 */
export function createSession(effects: SessionEffects) {
  const log = effects.log ?? console.warn;
  const setTimer = effects.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  let state: SessionState = { token: effects.cookies.get(COOKIES.auth.name), userInfo: null, frozen: false };
  const listeners = new Set<(state: SessionState) => void>();
  const update = (next: Partial<SessionState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener(state);
  };

  /**
   * The token's user. A token the server no longer knows (401) means nobody: it is forgotten and null
   * comes back. Any other failure is logged and rethrown, so the caller decides what it means.
   */
  async function fetchUserInfo(): Promise<UserInfo | null> {
    try {
      const info = await effects.http.call('userInfo', {}, { showError: false });
      update({ userInfo: info, frozen: info.freezeStatus !== 0 });
      return info;
    } catch (error) {
      if ((error as { status?: unknown }).status === 401) {
        effects.cookies.remove(COOKIES.auth.name);
        update({ token: null, userInfo: null, frozen: false });
        return null;
      }
      log('user info could not be loaded', error);
      throw error;
    }
  }

  function registerPushId(): void {
    const push = effects.pushService;
    if (!push) return;
    void push()
      .then((pushId) => {
        if (!pushId) return;
        setTimer(() => {
          if (!state.token) return;
          effects.http.call('pushId', { pushId }, { showError: false }).catch((error) => log('push id failed', error));
        }, PUSH_ID_DELAY_MS);
      })
      .catch((error) => log('push service failed', error));
  }

  return {
    get: () => state,
    subscribe(listener: (state: SessionState) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /**
     * On page load and on a reload of the user: the cookie is read again (another tab may have signed
     * out or in), and a token brings its user info. No token, or one the server no longer knows:
     * nobody. Rejects when the user info cannot be had.
     */
    async load(): Promise<SessionState> {
      const token = effects.cookies.get(COOKIES.auth.name);
      if (!token) {
        update({ token: null, userInfo: null, frozen: false });
        return state;
      }
      update({ token });
      await fetchUserInfo();
      return state;
    },
    /**
     * Stores the token (7 days, or the CAS lifetime) and loads its user. Rejects when that fails (a
     * token refused at once is forgotten; any other failure keeps it for the next page load).
     */
    async setToken(token: string, maxAge: number = COOKIES.auth.maxAge): Promise<UserInfo> {
      effects.cookies.set(COOKIES.auth.name, token, maxAge);
      update({ token, userInfo: null, frozen: false });
      const info = await fetchUserInfo();
      if (!info) throw new Error('the server refused the new token');
      registerPushId();
      return info;
    },
    /**
     * Forgets the token and user at once (nothing here can fail); what depends on them reloads in the
     * background, its failures only logged.
     */
    clear(): void {
      effects.cookies.remove(COOKIES.auth.name);
      update({ token: null, userInfo: null, frozen: false });
      for (const reload of [effects.reloadRouteConfig, effects.reloadRecommendedGoods]) {
        if (!reload) continue;
        Promise.resolve()
          .then(reload)
          .catch((error) => log('reload after sign-out failed', error));
      }
    },
    /** The frozen modal's one OK button: the flag goes back to 0. */
    acknowledgeFrozen(): void {
      update({ frozen: false });
    },
  };
}

export type Session = ReturnType<typeof createSession>;
