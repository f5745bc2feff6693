import type { LocalizedRoute } from '../../manifest/expand.ts';
import type { Locale } from '../../manifest/locales.ts';
import { hrefFor } from '../../runtime/router/links.ts';
import type { LayoutProps } from '../registry.ts';

/** The h5 invite pages switch only between the three languages the campaign is written in (spec: zh, sg, en). */
const H5_LOCALES: Array<{ locale: Locale; name: string }> = [
  { locale: 'en', name: 'English' },
  { locale: 'sg', name: '繁體中文' },
  { locale: 'zh', name: '简体中文' },
];

export default function H5InviteLayout({ route, children }: LayoutProps) {
  return (
    <div className="layout layout-h5_invite">
      <header className="h5-header">
        <ul className="language-switcher">
          {H5_LOCALES.map(({ locale, name }) => (
            <li key={locale}>
              <a
                href={samePageIn(route, locale)}
                hrefLang={locale}
                aria-current={locale === route.locale ? 'true' : undefined}
              >
                {name}
              </a>
            </li>
          ))}
        </ul>
      </header>
      <main id="main">{children}</main>
    </div>
  );
}

function samePageIn(route: LocalizedRoute, locale: Locale): string {
  // These pages take no parameters, so the static path carries over; only the prefix changes.
  const bare = route.unprefixed ? route.path : route.path.slice(route.locale.length + 1) || '/';
  return bare === '/' ? hrefFor('home', {}, { locale }) : `/${locale}${bare}`;
}
