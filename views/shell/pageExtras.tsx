import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { bottomAdMachine } from '../../machines/shell/bottomAdMachine.ts';
import { cookieNoticeMachine } from '../../machines/shell/cookieNoticeMachine.ts';
import { openAppMachine } from '../../machines/shell/openAppMachine.ts';
import type { LocalizedRoute } from '../../manifest/expand.ts';
import { localizePath } from '../../manifest/expand.ts';
import { cookies, http, runtimeServices } from '../../runtime/config.ts';
import { hrefFor } from '../../runtime/router/links.ts';
import { COOKIES } from '../../runtime/session/cookies.ts';
import { STORAGE_KEYS } from '../../runtime/session/storageKeys.ts';
import { classifyLink } from '../../runtime/validation/links.ts';
import { useClock } from '../clock.tsx';
import { appLinksOf, appLinksQuery } from '../features/services/serviceQueries.ts';
import { useAccountModals } from '../flows/account/accountModalsContext.ts';
import { useSession } from '../session/sessionContext.tsx';
import { RightBar } from './rightBar.tsx';
import {
  appDeepLink,
  appGuideAllowed,
  bottomAdOffset,
  cookieNoticeAllowed,
  goodsIdOf,
  hidesPromotions,
  storeUrlFor,
} from './shellRules.ts';
import { useShellServices } from './shellServices.tsx';

const cookieNotice = cookieNoticeMachine.provide({
  actions: {
    rememberDismissal: () => cookies.set(COOKIES.cookieNoticeHidden.name, '1', COOKIES.cookieNoticeHidden.maxAge),
  },
});

const bottomAd = bottomAdMachine.provide({
  actors: {
    loadBanner: fromPromise(async () => {
      const reply = await http.call('bannerQuery', { advertisingId: 'WEB_BOTTOM_ADV' }, { showError: false });
      // Spec section 2: the ad is result.modules[0].data.banners[0].
      return reply.modules[0]?.data.banners[0] ?? null;
    }),
  },
});

/**
 * What floats around a storefront page: right bar, bottom ad, cookie notice and the mobile app
 * banner, each shown by its own rule (spec section 2).
 */
export function PageExtras({ route }: { route: LocalizedRoute }) {
  const path = useRouterState({ select: (s) => s.location.pathname });
  const { loggedIn } = useSession();
  const promotions = !hidesPromotions(path);
  const [notice, sendNotice] = useMachine(cookieNotice, {
    input: { dismissedBefore: cookies.get(COOKIES.cookieNoticeHidden.name) !== null },
  });
  const noticeVisible = notice.matches('visible') && cookieNoticeAllowed(path);
  return (
    <>
      {promotions && <RightBar route={route} path={path} />}
      {promotions && !loggedIn && <BottomAd route={route} offset={bottomAdOffset(noticeVisible)} />}
      {noticeVisible && <CookieNotice onDismiss={() => sendNotice({ type: 'notice.dismiss' })} />}
      {/* Room under the footer, so the fixed notice never hides the page's last lines. */}
      {noticeVisible && <div className="cookie-notice-spacer" aria-hidden="true" />}
    </>
  );
}

/**
 * The cookie notice as the server renders it into a page (decision 094), where the app shows it: the edge
 * takes it out for crawlers and for visitors who dismissed it (`server/cookieNotice.ts`), so a visitor's
 * preview shows it from the first paint instead of it appearing once the app has loaded. Inert, like the
 * rest of the preview, until the app takes its place.
 */
export function ServerCookieNotice() {
  const path = useRouterState({ select: (s) => s.location.pathname });
  if (!cookieNoticeAllowed(path)) return null;
  return (
    <>
      <CookieNotice onDismiss={() => undefined} />
      <div className="cookie-notice-spacer" aria-hidden="true" />
    </>
  );
}

function BottomAd({ route, offset }: { route: LocalizedRoute; offset: number }) {
  const { t } = useLingui();
  const router = useRouter();
  const modals = useAccountModals();
  const [state, send] = useMachine(bottomAd, { clock: useClock() });
  const banner = state.context.banner;
  if (!state.matches('shown') || !banner) return null;
  const open = () => {
    if (!banner.router) {
      modals.openRegister();
      return;
    }
    const target = classifyLink(banner.router);
    if (target.kind === 'direct') window.open(target.href, '_blank', 'noopener');
    else void router.navigate({ href: localizePath(target.path, route.locale, route.unprefixed) });
  };
  return (
    <aside className="bottom-ad" aria-label={t`Offer`} style={{ bottom: `${offset}px` }} data-offset={offset}>
      <button type="button" className="bottom-ad-open" onClick={open}>
        <img src={banner.imageUrl} alt={t`Start mining with a newcomer offer`} width={640} height={200} />
      </button>
      <button
        type="button"
        className="bottom-ad-close"
        aria-label={t`Close offer`}
        onClick={() => send({ type: 'ad.close' })}
      >
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}

function CookieNotice({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useLingui();
  const { openPolicy } = useShellServices();
  return (
    <section className="cookie-notice" aria-label={t`Cookies`}>
      <p>
        <Trans>
          We use cookies to keep you signed in, remember your language and improve the site. Read our{' '}
          <button type="button" className="link-button" onClick={() => openPolicy('privacy')}>
            privacy policy
          </button>
          .
        </Trans>
      </p>
      <button type="button" className="button button-primary" onClick={onDismiss}>
        <Trans>Accept</Trans>
      </button>
    </section>
  );
}

/** Whether this visit gets the mobile app banner (spec section 2): mobile browsers, outside the app, not on the download page. */
export function useAppGuide(): boolean {
  const path = useRouterState({ select: (s) => s.location.pathname });
  return useMemo(
    () => typeof navigator !== 'undefined' && appGuideAllowed(path, navigator.userAgent, runtimeServices().inApp),
    [path],
  );
}

/** The open-app strip above the header; on product detail pages it deep-links to that goods. */
export function AppGuideBanner({ route, params }: { route: LocalizedRoute; params: Record<string, string> }) {
  return <OpenAppBanner route={route} goodsId={goodsIdOf(route.id, params)} />;
}

/** What the visit's landing stored: the channel, the campaign and the invite code (spec section 3). */
function storedAttribution() {
  const read = (key: string) => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  return {
    channel: read(STORAGE_KEYS.utmSource),
    campaign: read(STORAGE_KEYS.utmCampaign),
    inviteCode: read(STORAGE_KEYS.inviteCode),
  };
}

function OpenAppBanner({ route, goodsId }: { route: LocalizedRoute; goodsId: string | null }) {
  const { t } = useLingui();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [state, send] = useMachine(
    openAppMachine.provide({
      actions: {
        launchApp: () => {
          window.location.href = appDeepLink(goodsId, storedAttribution());
        },
        // Spec section 9: no app after 3 s means it is not installed, so the device's store opens (the
        // dictionary's addresses, which the header has read); without one, our download page lists them.
        openStore: () => {
          void queryClient
            .fetchQuery(appLinksQuery())
            .then((dictionary) => storeUrlFor(navigator.userAgent, appLinksOf(dictionary)))
            .catch(() => null)
            .then((store) => {
              if (store) window.location.assign(store);
              else void router.navigate({ href: hrefFor('download', {}, route) });
            });
        },
      },
    }),
    { clock: useClock() },
  );
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') send({ type: 'page.hidden' });
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [send]);
  if (state.matches('dismissed')) return null;
  return (
    <aside className="app-banner" aria-label={t`FuFu app`}>
      <span className="app-banner-mark" aria-hidden="true">
        F
      </span>
      <p className="app-banner-text">
        <strong>
          <Trans>FuFu app</Trans>
        </strong>
        <span>
          <Trans>Track output and plans on the go</Trans>
        </span>
      </p>
      <button
        type="button"
        className="button button-primary app-banner-open"
        disabled={state.matches('opening')}
        onClick={() => send({ type: 'app.open' })}
      >
        {state.matches('opening') ? <Trans>Opening…</Trans> : <Trans>Open app</Trans>}
      </button>
      <button
        type="button"
        className="app-banner-close"
        aria-label={t`Close`}
        onClick={() => send({ type: 'banner.close' })}
      >
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
