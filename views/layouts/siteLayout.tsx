import { Trans, useLingui } from '@lingui/react/macro';
import { LOCALES } from '../../manifest/locales.ts';
import { hrefFor } from '../../runtime/router/links.ts';
import type { LayoutProps } from '../registry.ts';

const LANGUAGE_NAMES: Record<(typeof LOCALES)[number], string> = {
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fr: 'Français',
  ja: '日本語',
  ko: '한국어',
  sg: '繁體中文',
  zh: '简体中文',
};

/** The site frame: header with the home link and language switcher, then the page. */
export default function SiteLayout({ route, children }: LayoutProps) {
  const { t } = useLingui();
  const transparent = route.layout === 'transparentNav';
  return (
    <div className={`layout layout-${route.layout}`}>
      <header className={transparent ? 'site-header site-header-transparent' : 'site-header'}>
        <a className="site-logo" href={hrefFor('home', {}, route)}>
          <Trans>FuFu Cloud Mining</Trans>
        </a>
        <nav aria-label={t`Language`}>
          <ul className="language-switcher">
            {LOCALES.map((locale) => (
              <li key={locale}>
                <a
                  href={hrefFor('home', {}, { locale })}
                  hrefLang={locale}
                  aria-current={locale === route.locale ? 'true' : undefined}
                >
                  {LANGUAGE_NAMES[locale]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main">{children}</main>
    </div>
  );
}
