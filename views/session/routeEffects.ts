import { track } from '../../runtime/analytics/index.ts';
import { bridge, cookies } from '../../runtime/config.ts';
import type { GuardEffect } from '../../runtime/guards/index.ts';
import { completeCasLogin } from './casLogin.ts';
import type { SessionActor } from './sessionService.ts';

export interface RouteEffectHost {
  session: () => SessionActor | undefined;
  /** The router's current address (path and query). */
  href: () => string;
  /** Replaces the address without a new history entry. */
  replace: (href: string) => void;
}

/** The native app's login (authenticatedH5 inside the app): its token then signs the page in. */
async function nativeLogin(session: SessionActor | undefined): Promise<void> {
  try {
    await bridge.call('login');
    const token = await bridge.call<string>('getToken');
    if (token) session?.send({ type: 'session.set', token });
  } catch (error) {
    console.warn('native login failed', error);
  }
}

/**
 * What the guards ask for while a navigation continues (runtime/guards `GuardEffect`), performed in
 * the browser: cookies, the CAS ticket exchange, the native login, page views. `serverRender` is the
 * edge server's (crawler pages) and means nothing here.
 */
export function performRouteEffects(effects: readonly GuardEffect[], host: RouteEffectHost): void {
  for (const effect of effects) {
    switch (effect.type) {
      case 'setCookie':
        cookies.set(effect.name, effect.value, effect.maxAgeSeconds);
        break;
      case 'casLogin':
        void completeCasLogin({
          ticket: effect.ticket,
          href: host.href(),
          session: host.session(),
          replace: host.replace,
        });
        break;
      case 'nativeLogin':
        void nativeLogin(host.session());
        break;
      case 'pageView':
        track('page_view', { path: effect.path });
        break;
      case 'serverRender':
        break;
    }
  }
}
