import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { hrefFor } from '../../../../runtime/router/links.ts';
import { AppFeatureList } from '../../../features/services/appFeatures.tsx';
import { AppStoreLinks } from '../../../features/services/appStoreLinks.tsx';
import { type AppLinks, appLinksOf, appLinksQuery, noAppLinks } from '../../../features/services/serviceQueries.ts';
import type { PageProps } from '../../../pageProps.ts';
import { storeUrlFor } from '../../../shell/shellRules.ts';
import { SiteLogo } from '../../../shell/siteLogo.tsx';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import '../../../styles/pages/mobile.css';

/**
 * `/mobile/branding-download` (the app download page the web `/download` sends phones to, with the brand's
 * welcome) and `/mobile/download`: the store of the visitor's phone first (App Store on iPhone and iPad, else
 * Google Play or the package, as the open-app strip picks it), the other addresses under it, all from the
 * dictionary (spec section 7: `web.config.url`). No QR code: the visitor is on the phone already. The `empty`
 * layout draws no app banner, and the shell's rule keeps it off `/mobile/branding-download` anyway.
 */
export default function MobileDownloadPage({ route }: PageProps) {
  const { t } = useLingui();
  const links = useQuery(appLinksQuery());
  const branding = route.id === 'mobile.branding-download';
  return (
    <div className="mobile-page">
      <header className={branding ? 'mobile-hero mobile-hero-brand' : 'mobile-hero'}>
        <SiteLogo at={route} />
        {branding && (
          <p className="mobile-eyebrow">
            <Trans>Bitcoin cloud mining, made simple</Trans>
          </p>
        )}
        <h1>
          <Trans>Download the FuFu app</Trans>
        </h1>
        <p>
          <Trans>
            Your plans, daily output, pool workers and wallet in your pocket, with an alert when something needs you.
          </Trans>
        </p>
      </header>
      <ReadSection
        query={links}
        label={t`App downloads`}
        className="mobile-card"
        skeleton={<Skeleton height="120px" />}
        isEmpty={noAppLinks}
        empty={
          <p>
            <Trans>The download links are not available right now. Please try again later.</Trans>
          </p>
        }
      >
        {(data) => <PhoneStores links={appLinksOf(data)} />}
      </ReadSection>
      <section className="mobile-section" aria-labelledby="mobile-app-features">
        <h2 id="mobile-app-features">
          <Trans>What the app does</Trans>
        </h2>
        <AppFeatureList className="mobile-list" />
      </section>
      <p className="mobile-footer-link">
        <SiteLink href={hrefFor('home', {}, route)}>
          <Trans>Continue on the website</Trans>
        </SiteLink>
      </p>
    </div>
  );
}

/** The phone's own store as the main button, the other addresses below it. */
function PhoneStores({ links }: { links: AppLinks }) {
  const userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  const store = storeUrlFor(userAgent, links) ?? links.androidUrl ?? links.googlePlayUrl ?? links.iosUrl;
  const ios = store !== null && store === links.iosUrl;
  const others: AppLinks = {
    androidUrl: links.androidUrl === store ? null : links.androidUrl,
    googlePlayUrl: links.googlePlayUrl === store ? null : links.googlePlayUrl,
    iosUrl: links.iosUrl === store ? null : links.iosUrl,
  };
  return (
    <>
      <h2>
        <Trans>Get the app</Trans>
      </h2>
      {store && (
        <p className="mobile-store">
          <a
            className="button button-primary button-large mobile-store-main"
            href={store}
            rel="noopener"
            target={store === links.androidUrl ? undefined : '_blank'}
          >
            {ios ? (
              <Trans>Download on the App Store</Trans>
            ) : store === links.googlePlayUrl ? (
              <Trans>Get it on Google Play</Trans>
            ) : (
              <Trans>Download for Android</Trans>
            )}
          </a>
          <span className="mobile-note">
            {ios ? <Trans>iOS 14 or later</Trans> : <Trans>Android 8.0 or later</Trans>}
          </span>
        </p>
      )}
      {(others.androidUrl || others.googlePlayUrl || others.iosUrl) && (
        <div className="mobile-other-stores">
          <h3>
            <Trans>Other downloads</Trans>
          </h3>
          <AppStoreLinks links={others} qr={false} />
        </div>
      )}
      <p className="mobile-note">
        <Trans>
          Download the app only from these links or the official stores. We never send the app by email or chat.
        </Trans>
      </p>
    </>
  );
}
