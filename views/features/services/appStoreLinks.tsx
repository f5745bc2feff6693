import { Trans, useLingui } from '@lingui/react/macro';
import { QrCode } from '../../ui/qrCode.tsx';
import type { AppLinks } from './serviceQueries.ts';

/**
 * The app's store links (Android package, Google Play, App Store) from the dictionary, and a QR code of
 * the Android address for a phone's camera (the header's Download App shows the same code).
 */
export function AppStoreLinks({ links, qr = true }: { links: AppLinks; qr?: boolean }) {
  const { t } = useLingui();
  return (
    <div className="services-stores">
      <ul className="services-store-links">
        {links.androidUrl && (
          <li>
            <a className="button button-primary" href={links.androidUrl} rel="noopener">
              <Trans>Download for Android</Trans>
            </a>
          </li>
        )}
        {links.googlePlayUrl && (
          <li>
            <a className="button" href={links.googlePlayUrl} rel="noopener" target="_blank">
              <Trans>Get it on Google Play</Trans>
            </a>
          </li>
        )}
        {links.iosUrl && (
          <li>
            <a className="button" href={links.iosUrl} rel="noopener" target="_blank">
              <Trans>Download on the App Store</Trans>
            </a>
          </li>
        )}
      </ul>
      {qr && links.androidUrl && (
        <QrCode
          value={links.androidUrl}
          label={t`QR code of the Android download`}
          caption={<Trans>Scan with your phone's camera to download the Android app.</Trans>}
        />
      )}
    </div>
  );
}
