import { Trans, useLingui } from '@lingui/react/macro';
import type { PageProps } from '../pageProps.ts';
import { pageTitle, SITE_TITLE } from '../pageTitles.ts';
import '../styles/pages/placeholder.css';

/** Stands in for every page not built yet (listed in the README): its localized title and a notice. */
export default function PlaceholderPage({ route }: PageProps) {
  const { i18n } = useLingui();
  const title = pageTitle(route.id);
  return (
    <section className="placeholder-page" data-route-id={route.id}>
      <h1>{i18n._(title ?? SITE_TITLE)}</h1>
      <p>
        <Trans>This page is being built.</Trans>
      </p>
    </section>
  );
}
