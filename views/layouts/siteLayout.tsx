import { Trans } from '@lingui/react/macro';
import { useParams } from '@tanstack/react-router';
import { AccountOverlays } from '../modals/accountOverlays.tsx';
import type { LayoutProps } from '../registry.ts';
import { PageExtras } from '../shell/pageExtras.tsx';
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
  return (
    <ShellServicesProvider locale={route.locale}>
      <div className={`layout layout-${route.layout}`}>
        <a className="skip-link" href="#main">
          <Trans>Skip to content</Trans>
        </a>
        <SiteHeader route={route} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter route={route} />
        <PageExtras route={route} params={params} />
        <AccountOverlays route={route} />
      </div>
    </ShellServicesProvider>
  );
}
