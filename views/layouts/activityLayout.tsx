import { Trans } from '@lingui/react/macro';
import { hrefFor } from '../../runtime/router/links.ts';
import type { LayoutProps } from '../registry.ts';

/** Campaign pages: a slim bar with the logo back to the site, then the full-width page. */
export default function ActivityLayout({ route, children }: LayoutProps) {
  return (
    <div className="layout layout-activity">
      <header className="activity-header">
        <a className="site-logo" href={hrefFor('home', {}, route)}>
          <Trans>FuFu Cloud Mining</Trans>
        </a>
      </header>
      <main id="main">{children}</main>
    </div>
  );
}
