import { Trans } from '@lingui/react/macro';
import { useParams } from '@tanstack/react-router';
import { RightGuide } from '../flows/rightGuide/rightGuide.tsx';
import { GuidedTour } from '../flows/tour/guidedTour.tsx';
import type { LayoutProps } from '../pageProps.ts';
import { AppGuideBanner, PageExtras, useAppGuide } from '../shell/pageExtras.tsx';
import { ShellServicesProvider } from '../shell/shellServices.tsx';
import { SiteFooter } from '../shell/siteFooter.tsx';
import { SiteHeader } from '../shell/siteHeader.tsx';

/**
 * The storefront frame (layouts default and transparentNav): header, page, footer, and what
 * floats around the page. transparentNav pages get the dark header; the header is see-through
 * over the hero on home, investors, coop and bitmain.
 */
export default function SiteLayout({ route, children }: LayoutProps) {
  const params = useParams({ strict: false }) as Record<string, string>;
  const appGuide = useAppGuide();
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
        <PageExtras route={route} />
        {/* What floats over a signed-in user's page (the security modals are app-wide, views/app.tsx). */}
        <GuidedTour route={route} />
        <RightGuide />
      </div>
    </ShellServicesProvider>
  );
}
