import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { AppFeatureList } from '../../../features/services/appFeatures.tsx';
import { AppStoreLinks } from '../../../features/services/appStoreLinks.tsx';
import { appLinksOf, appLinksQuery, noAppLinks } from '../../../features/services/serviceQueries.ts';
import { ReadSection } from '../../../ui/readSection.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import '../../../features/services/services.css';

/**
 * `/download`: the app's store links and a QR code of the Android address, both from the dictionary
 * (spec section 7: `web.config.url`), what the app does and what it needs. Mobile browsers never see
 * it: the `toDownload` guard sends them to the app download page.
 */
export default function DownloadPage() {
  const { t } = useLingui();
  const links = useQuery(appLinksQuery());
  return (
    <div className="services-page">
      <header className="services-hero">
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
        className="services-card"
        skeleton={<Skeleton height="192px" />}
        isEmpty={noAppLinks}
        empty={
          <p>
            <Trans>The download links are not available right now. Please try again later.</Trans>
          </p>
        }
      >
        {(data) => (
          <>
            <h2>
              <Trans>Get the app</Trans>
            </h2>
            <AppStoreLinks links={appLinksOf(data)} />
            <p className="services-note">
              <Trans>
                Download the app only from these links or the official stores. We never send the app by email or chat.
              </Trans>
            </p>
          </>
        )}
      </ReadSection>
      <section aria-labelledby="download-features">
        <h2 id="download-features">
          <Trans>What the app does</Trans>
        </h2>
        <AppFeatureList />
      </section>
      <section className="services-card" aria-labelledby="download-requirements">
        <h2 id="download-requirements">
          <Trans>System requirements</Trans>
        </h2>
        <dl className="services-facts">
          <div>
            <dt>Android</dt>
            <dd>
              <Trans>Android 8.0 or later</Trans>
            </dd>
          </div>
          <div>
            <dt>iPhone</dt>
            <dd>
              <Trans>iOS 14 or later</Trans>
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Storage</Trans>
            </dt>
            <dd>
              <Trans>About 150 MB free</Trans>
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Languages</Trans>
            </dt>
            <dd>English, Deutsch, Español, Français, 日本語, 한국어, 简体中文, 繁體中文</dd>
          </div>
        </dl>
        <p className="services-note">
          <Trans>
            On Android, allow installs from your browser when you download the package directly; Google Play updates the
            app by itself.
          </Trans>
        </p>
      </section>
    </div>
  );
}
