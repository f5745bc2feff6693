import { Trans, useLingui } from '@lingui/react/macro';
import { NEWS_CATEGORIES } from '../../../../runtime/http/contract/newsValues.ts';
import { hrefFor, type SearchOf } from '../../../../runtime/router/links.ts';
import { NewsListSection } from '../../../features/news/newsItems.tsx';
import { NEWS_CATEGORY_LABELS } from '../../../features/news/newsLabels.ts';
import type { PageProps } from '../../../pageProps.ts';
import { SiteLink } from '../../../ui/siteLink.tsx';

/** `/news`: announcements, maintenance notices, activities and industry news, newest first, by category and page. */
export default function NewsPage({ route, search }: PageProps) {
  const { t, i18n } = useLingui();
  const { category, page } = search as SearchOf<'news'>;
  const tabs = [
    { id: 'all', label: t`All news`, category: undefined },
    ...NEWS_CATEGORIES.map((c) => ({ id: c, label: i18n._(NEWS_CATEGORY_LABELS[c]), category: c })),
  ];
  return (
    <div className="news-page page-narrow">
      <header className="page-head">
        <h1>
          <Trans>News</Trans>
        </h1>
        <p>
          <Trans>Announcements, maintenance notices, campaigns and what moves the mining industry.</Trans>
        </p>
      </header>
      <nav className="news-tabs" aria-label={t`News categories`}>
        <ul>
          {tabs.map((tab) => (
            <li key={tab.id}>
              <SiteLink
                href={hrefFor('news', {}, route, { search: { category: tab.category } })}
                aria-current={tab.category === category ? 'page' : undefined}
              >
                {tab.label}
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
      <NewsListSection
        category={category}
        page={page}
        articleHref={(id) => hrefFor('news.article', { id }, route)}
        listHref={(next) => hrefFor('news', {}, route, { search: next })}
      />
    </div>
  );
}
