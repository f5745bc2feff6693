import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import type { Locale } from '../../../manifest/locales.ts';
import { hrefFor } from '../../../runtime/router/links.ts';
import { SITE_TITLE } from '../../pageTitles.ts';
import { LazyQrSvg } from '../../ui/lazyQr.tsx';

/**
 * The error page's view (spec section 2), shared by the router's error and not-found pages, the crawler
 * renderer and the pages whose read found nothing.
 */

/** Detail codes of the spec's error page. */
export const DETAIL_APP_ONLY = 0;
export const DETAIL_DISCONTINUED = 2001;

export interface ErrorPageProps {
  status: number;
  /** Undefined when the error carries no detail code. */
  detail?: number;
  locale: Locale;
  /** The page's own URL, for the app-download QR code (detail 0). */
  pageUrl: string;
}

/**
 * Spec section 2, error page: title is status plus site title; detail 0 asks to download the app with a
 * 160 px QR code to the product page; detail 2001 (a 404 from the goods check) is the discontinued notice
 * with a button to the list; any other 404 is 'This page could not be found'; everything else a server error.
 */
export function ErrorPage({ status, detail, locale, pageUrl }: ErrorPageProps) {
  const { i18n } = useLingui();
  const siteTitle = i18n._(SITE_TITLE);
  useEffect(() => {
    document.title = `${status} - ${siteTitle}`;
  }, [status, siteTitle]);
  return (
    <section className="error-page" data-status={status} data-detail={detail}>
      <h1>{status}</h1>
      <ErrorBody status={status} detail={detail} locale={locale} pageUrl={pageUrl} />
    </section>
  );
}

/** The 404 page inside a page whose read answered "no such item" (on the server the loader throws it instead); `detail` as the error page's. */
export function NotFoundView({ locale, detail }: { locale: Locale; detail?: number }) {
  return (
    <ErrorPage
      status={404}
      detail={detail}
      locale={locale}
      pageUrl={typeof window === 'undefined' ? '' : window.location.href}
    />
  );
}

function ErrorBody({ status, detail, locale, pageUrl }: ErrorPageProps) {
  const { t } = useLingui();
  if (detail === DETAIL_APP_ONLY) {
    return (
      <div className="app-download">
        <p>
          <Trans>This product is available in the FuFu app. Scan the code to open it there.</Trans>
        </p>
        <LazyQrSvg value={pageUrl} size={160} role="img" aria-label={t`QR code to open this product in the app`} />
      </div>
    );
  }
  if (detail === DETAIL_DISCONTINUED) {
    return (
      <div className="discontinued">
        <p>
          <Trans>This product has been discontinued.</Trans>
        </p>
        <a className="button" href={hrefFor('list', {}, { locale })}>
          <Trans>See the plans on sale</Trans>
        </a>
      </div>
    );
  }
  if (status === 404) {
    return (
      <p>
        <Trans>This page could not be found</Trans>
      </p>
    );
  }
  return (
    <p>
      <Trans>Something went wrong on our side. Please try again later.</Trans>
    </p>
  );
}
