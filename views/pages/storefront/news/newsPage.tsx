import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { NEWS_CATEGORIES } from '../../../../runtime/http/contract/news.ts';
import { hrefFor, type SearchOf } from '../../../../runtime/router/links.ts';
import { NewsItems, NewsItemsSkeleton } from '../../../features/news/newsItems.tsx';
import { NEWS_CATEGORY_LABELS } from '../../../features/news/newsLabels.ts';
import { NEWS_PAGE_SIZE, newsListQuery } from '../../../features/news/newsQueries.ts';
import type { PageProps } from '../../../pageProps.ts';
import { SiteLink } from '../../../shell/siteLink.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { ReadSection } from '../../../ui/readSection.tsx';

/** `/news`: announcements, maintenance notices, activities and industry news, newest first, by category and page. */
export default function NewsPage({ route, search }: PageProps) {
  const { t, i18n } = useLingui();
  const { category, page } = search as SearchOf<'news'>;
  const list = useQuery(newsListQuery(category, page));
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
      <ReadSection
        query={list}
        label={t`Articles`}
        isEmpty={(result) => result.data.length === 0}
        skeleton={<NewsItemsSkeleton />}
        empty={
          <div className="empty-state">
            <p>
              <Trans>No articles here yet.</Trans>
            </p>
            {(category || page > 1) && (
              <SiteLink className="button button-outline" href={hrefFor('news', {}, route)}>
                <Trans>See all news</Trans>
              </SiteLink>
            )}
          </div>
        }
      >
        {(result) => (
          <>
            <NewsItems
              items={result.data}
              label={t`Articles`}
              hrefOf={(id) => hrefFor('news.article', { id }, route)}
            />
            <Pager
              page={page}
              pageCount={Math.ceil(result.totalCount / NEWS_PAGE_SIZE)}
              hrefFor={(p) => hrefFor('news', {}, route, { search: { category, page: p } })}
              renderLink={(props) => <SiteLink {...props} />}
            />
          </>
        )}
      </ReadSection>
    </div>
  );
}
