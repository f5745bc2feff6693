import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { usePageParams } from '../../runtime/router/tree.tsx';
import type { LayoutProps } from '../pageProps.ts';
import { useSession } from '../session/sessionContext.tsx';
import { AppGuideBanner, PageExtras, ServerCookieNotice, useAppGuide } from '../shell/pageExtras.tsx';
import { ShellServicesProvider } from '../shell/shellServices.tsx';
import { SiteFooter } from '../shell/siteFooter.tsx';
import { SiteHeader } from '../shell/siteHeader.tsx';
import { useAfterFirstPaint } from '../ui/afterPaint.ts';

// The tour and the right guide are for signed-in users only: they load with the first sign-in, not
// with an anonymous visitor's page (issue #14), and after the page's first paint (decision 119). Both
// float over the page and start hidden.
const GuidedTour = lazy(() =>
  import('../flows/tour/guidedTour.tsx').then((module) => ({ default: module.GuidedTour })),
);
const RightGuide = lazy(() =>
  import('../flows/rightGuide/rightGuide.tsx').then((module) => ({ default: module.RightGuide })),
);

/** True from the first render with a signed-in user on (kept after a logout, as their flows' states are). */
function useSignedInOnce(): boolean {
  const { loggedIn } = useSession();
  const [seen, setSeen] = useState(loggedIn);
  if (loggedIn && !seen) setSeen(true);
  return seen || loggedIn;
}

/**
 * The storefront frame (layouts default and transparentNav): header, page, footer, and what
 * floats around the page. transparentNav pages get the dark header; the header is see-through
 * over the hero on home, investors, coop and bitmain.
 */
const onServer = typeof window === 'undefined';

export default function SiteLayout({ route, children }: LayoutProps) {
  const params = usePageParams();
  const appGuide = useAppGuide();
  const signedIn = useSignedInOnce();
  const painted = useAfterFirstPaint();
  return (
    <ShellServicesProvider locale={route.locale}>
      <div className={`layout layout-${route.layout}${appGuide ? ' has-app-banner' : ''}`}>
        <a className="skip-link" href="#main">
          <Trans>Skip to content</Trans>
        </a>
        {appGuide && <AppGuideBanner route={route} params={params} />}
        <SiteHeader route={route} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter route={route} />
        {/* Floating offers are not page content: the server renders only the cookie notice, for previews. */}
        {onServer ? <ServerCookieNotice /> : <PageExtras route={route} />}
        {/* What floats over a signed-in user's page (the security modals are app-wide, views/app.tsx). */}
        {signedIn && painted && (
          <Suspense fallback={null}>
            <GuidedTour route={route} />
            <RightGuide />
          </Suspense>
        )}
      </div>
    </ShellServicesProvider>
  );
}
