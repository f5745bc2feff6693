import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/**
 * Server pagination as links (the page number lives in the URL, so back, forward and shared links
 * work): Previous, "Page N of M", Next. Renders nothing for a single page.
 */
export function Pager({
  page,
  pageCount,
  hrefFor,
  renderLink,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  /** The app's in-site link (moves without reloading); a plain anchor by default. */
  renderLink?: (props: { href: string; className: string; rel: string; children: ReactNode }) => ReactNode;
}) {
  const { t } = useLingui();
  if (pageCount <= 1) return null;
  const link = renderLink ?? ((props) => <a {...props} />);
  return (
    <nav className="ui-pager" aria-label={t`Pages`}>
      {page > 1 ? (
        link({ href: hrefFor(page - 1), className: 'ui-pager-link', rel: 'prev', children: <Trans>Previous</Trans> })
      ) : (
        <span className="ui-pager-link" aria-disabled="true">
          <Trans>Previous</Trans>
        </span>
      )}
      <span className="ui-pager-status" aria-current="page">
        <Trans>
          Page {page} of {pageCount}
        </Trans>
      </span>
      {page < pageCount ? (
        link({ href: hrefFor(page + 1), className: 'ui-pager-link', rel: 'next', children: <Trans>Next</Trans> })
      ) : (
        <span className="ui-pager-link" aria-disabled="true">
          <Trans>Next</Trans>
        </span>
      )}
    </nav>
  );
}
