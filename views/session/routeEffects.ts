import { isLocale } from '../../manifest/locales.ts';
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

/**
 * The native app's login (authenticatedH5 inside the app): its token then signs the page in. When the app
 * cannot (no bridge within 1 s, state -1, no token after its login), the web login takes over as the
 * `authenticated` guard would send it: the localized home with the page as its `redirect`.
 */
async function nativeLogin(session: SessionActor | undefined, host: RouteEffectHost): Promise<void> {
  try {
    await bridge.call('login');
    const token = await bridge.call<string | null>('getToken');
    if (token) {
      session?.send({ type: 'session.set', token });
      return;
    }
    console.warn('native login gave no token');
  } catch (error) {
    console.warn('native login failed', error);
  }
  const target = host.href();
  const first = target.split('/')[1]?.split('?')[0] ?? '';
  const home = isLocale(first) ? `/${first}` : '/';
  host.replace(`${home}?${new URLSearchParams({ redirect: target })}`);
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
        void nativeLogin(host.session(), host);
        break;
      case 'pageView':
        track('page_view', { path: effect.path });
        break;
      case 'serverRender':
        break;
    }
  }
}
