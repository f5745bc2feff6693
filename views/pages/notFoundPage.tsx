import { Trans } from '@lingui/react/macro';

/** Unknown paths and bad parameters: the spec's 404 text, localized. */
export default function NotFoundPage() {
  return (
    <section className="error-page" data-status="404">
      <h1>404</h1>
      <p>
        <Trans>This page could not be found</Trans>
      </p>
    </section>
  );
}
