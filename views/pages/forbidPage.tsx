import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';

/** The forbid page's title, before the site title. */
export const FORBID_TITLE = msg`Not available in your region`;

/**
 * `/forbid.html` (spec section 2: requests from CN go here unless they come from the product's app).
 * Rendered by the edge server in the visitor's language; it runs no script.
 */
export default function ForbidPage() {
  return (
    <main className="forbid-page" id="main">
      <h1>
        <Trans>Not available in your region</Trans>
      </h1>
      <p>
        <Trans>
          FuFu Cloud Mining does not offer its services in your country or region. We are sorry for the inconvenience.
        </Trans>
      </p>
      <p>
        <Trans>
          If you already use the FuFu app, you can keep managing your plans there. If you think you are seeing this page
          by mistake, contact support@fufu.example.
        </Trans>
      </p>
    </main>
  );
}
