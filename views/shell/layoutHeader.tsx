import { Trans } from '@lingui/react/macro';
import type { LocalizedRoute } from '../../manifest/expand.ts';
import type { Locale } from '../../manifest/locales.ts';
import { hrefFor } from '../../runtime/router/links.ts';
import { SiteLink } from '../ui/siteLink.tsx';
import { LanguageSwitcher } from './languageSwitcher.tsx';
import { SiteLogo } from './siteLogo.tsx';

/** The page-level switcher offers only the languages these pages are written in (spec section 2). */
export const LAYOUT_HEADER_LOCALES: readonly Locale[] = ['zh', 'sg', 'en'];

/** The slim header of campaign and invite pages: logo, a button back to the web home, the switcher. */
export function LayoutHeader({ route, switcher = true }: { route: LocalizedRoute; switcher?: boolean }) {
  return (
    <header className="layout-header">
      <SiteLogo at={route} />
      <div className="layout-header-actions">
        {switcher && <LanguageSwitcher route={route} locales={LAYOUT_HEADER_LOCALES} />}
        <SiteLink className="button button-ghost" href={hrefFor('home', {}, route)}>
          <Trans>Go to website</Trans>
        </SiteLink>
      </div>
    </header>
  );
}
