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
 * recommended goods. User-info failures are only logged (spec section 8).
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

  async function fetchUserInfo(): Promise<UserInfo | null> {
    if (!state.token) return null;
    try {
      const info = await effects.http.call('userInfo', {}, { showError: false });
      update({ userInfo: info, frozen: info.freezeStatus !== 0 });
      return info;
    } catch (error) {
      log('user info could not be loaded', error);
      return null;
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
    /** On page load: a token in the cookie brings its user info. */
    async load(): Promise<SessionState> {
      if (state.token) await fetchUserInfo();
      return state;
    },
    async setToken(token: string, maxAge: number = COOKIES.auth.maxAge): Promise<UserInfo | null> {
      effects.cookies.set(COOKIES.auth.name, token, maxAge);
      update({ token });
      const info = await fetchUserInfo();
      registerPushId();
      return info;
    },
    async clear(): Promise<void> {
      effects.cookies.remove(COOKIES.auth.name);
      update({ token: null, userInfo: null, frozen: false });
      await Promise.all([effects.reloadRouteConfig?.(), effects.reloadRecommendedGoods?.()]);
    },
    refreshUserInfo: fetchUserInfo,
    /** The frozen modal's one OK button: the flag goes back to 0. */
    acknowledgeFrozen(): void {
      update({ frozen: false });
    },
  };
}

export type Session = ReturnType<typeof createSession>;
