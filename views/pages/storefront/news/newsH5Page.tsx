import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { isStatus } from '../../../../runtime/query/index.ts';
import { hrefFor, type SearchOf } from '../../../../runtime/router/links.ts';
import { NotFoundView } from '../../../features/errors/errorView.tsx';
import { NewsArticleSkeleton, NewsArticleView } from '../../../features/news/newsArticleView.tsx';
import { NewsListSection } from '../../../features/news/newsItems.tsx';
import { newsArticleQuery } from '../../../features/news/newsQueries.ts';
import type { PageProps } from '../../../pageProps.ts';
import { ReadSection } from '../../../ui/readSection.tsx';
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
    return <NotFoundView locale={route.locale} />;
  }
  return (
    <ReadSection query={article} label={t`Article`} skeleton={<NewsArticleSkeleton />}>
      {(data) => <NewsArticleView article={data} hrefOf={(other) => hrefFor('news.h5', { id: other }, route)} />}
    </ReadSection>
  );
}

function H5List({ route, search }: { route: PageProps['route']; search: PageProps['search'] }) {
  const { category, page } = search as SearchOf<'news.h5'>;
  return (
    <NewsListSection
      category={category}
      page={page}
      articleHref={(id) => hrefFor('news.h5', { id }, route)}
      listHref={(next) => hrefFor('news.h5', {}, route, { search: next })}
    />
  );
}
