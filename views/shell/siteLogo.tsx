import { Trans } from '@lingui/react/macro';
import { hrefFor, type LinkContext } from '../../runtime/router/links.ts';
import { SiteLink } from '../ui/siteLink.tsx';

/** The brand mark and name, linking to the localized home (the footer shows it without the link). */
export function SiteLogo({ at, link = true }: { at: LinkContext; link?: boolean }) {
  const content = (
    <>
      <svg className="site-logo-mark" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#f7931a" />
        <path d="M10 8h12v4h-8v3h7v4h-7v5h-4z" fill="#fff" />
      </svg>
      <span className="site-logo-name">
        <Trans>FuFu Cloud Mining</Trans>
      </span>
    </>
  );
  if (!link) return <span className="site-logo">{content}</span>;
  return (
    <SiteLink className="site-logo" href={hrefFor('home', {}, at)}>
      {content}
    </SiteLink>
  );
}
