import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { isStatus } from '../../../../runtime/query/index.ts';
import { hrefFor, type SearchOf } from '../../../../runtime/router/links.ts';
import { NewsArticleSkeleton, NewsArticleView } from '../../../features/news/newsArticleView.tsx';
import { NewsItems, NewsItemsSkeleton } from '../../../features/news/newsItems.tsx';
import { NEWS_PAGE_SIZE, newsArticleQuery, newsListQuery } from '../../../features/news/newsQueries.ts';
import type { PageProps } from '../../../pageProps.ts';
import { SiteLink } from '../../../shell/siteLink.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { ReadSection } from '../../../ui/readSection.tsx';
import { ErrorPage } from '../../errorPage.tsx';
import { NEWS_NOT_FOUND_STATUS } from './newsLoaders.ts';

/** `/news/h5[/{id}]`: the news for the app's webview, without the site's header and footer. */
export default function NewsH5Page({ route, params, search }: PageProps) {
  return (
    <main className="news-h5">
      {params.id ? <H5Article route={route} id={Number(params.id)} /> : <H5List route={route} search={search} />}
    </main>
  );
}

function H5Article({ route, id }: { route: PageProps['route']; id: number }) {
  const { t } = useLingui();
  const article = useQuery(newsArticleQuery(id));
  if (isStatus(article.error, NEWS_NOT_FOUND_STATUS)) {
    return (
      <ErrorPage
        status={404}
        locale={route.locale}
        pageUrl={typeof window === 'undefined' ? '' : window.location.href}
      />
    );
  }
  return (
    <ReadSection query={article} label={t`Article`} skeleton={<NewsArticleSkeleton />}>
      {(data) => <NewsArticleView article={data} hrefOf={(other) => hrefFor('news.h5', { id: other }, route)} />}
    </ReadSection>
  );
}

function H5List({ route, search }: { route: PageProps['route']; search: PageProps['search'] }) {
  const { t } = useLingui();
  const { category, page } = search as SearchOf<'news.h5'>;
  const list = useQuery(newsListQuery(category, page));
  return (
    <ReadSection
      query={list}
      label={t`Articles`}
      isEmpty={(result) => result.data.length === 0}
      skeleton={<NewsItemsSkeleton />}
      empty={<p className="empty-state">{t`No articles here yet.`}</p>}
    >
      {(result) => (
        <>
          <NewsItems items={result.data} label={t`Articles`} hrefOf={(id) => hrefFor('news.h5', { id }, route)} />
          <Pager
            page={page}
            pageCount={Math.ceil(result.totalCount / NEWS_PAGE_SIZE)}
            hrefFor={(p) => hrefFor('news.h5', {}, route, { search: { category, page: p } })}
            renderLink={(props) => <SiteLink {...props} />}
          />
        </>
      )}
    </ReadSection>
  );
}
