import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { isStatus } from '../../../../runtime/query/index.ts';
import { hrefFor } from '../../../../runtime/router/links.ts';
import { usePageHeadFromData } from '../../../documentHead.tsx';
import { NotFoundView } from '../../../features/errors/errorView.tsx';
import { NewsArticleSkeleton, NewsArticleView } from '../../../features/news/newsArticleView.tsx';
import { newsArticleQuery } from '../../../features/news/newsQueries.ts';
import type { PageProps } from '../../../pageProps.ts';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { NEWS_NOT_FOUND_STATUS } from './newsLoaders.ts';

/** `/news/{id}`: one article; an id the CMS does not know is the 404 page. */
export default function NewsArticlePage({ route, params }: PageProps) {
  const { t } = useLingui();
  const article = useQuery(newsArticleQuery(Number(params.id)));
  usePageHeadFromData(
    article.data && { title: article.data.seoTitle || article.data.title, description: article.data.seoDescription },
  );
  if (isStatus(article.error, NEWS_NOT_FOUND_STATUS)) {
    return <NotFoundView locale={route.locale} />;
  }
  return (
    <div className="news-article-page page-narrow">
      <nav aria-label={t`Breadcrumb`} className="ui-breadcrumbs">
        <ol>
          <li>
            <SiteLink href={hrefFor('news', {}, route)}>
              <Trans>News</Trans>
            </SiteLink>
          </li>
          <li aria-current="page">{article.data?.title ?? t`Article`}</li>
        </ol>
      </nav>
      <ReadSection query={article} label={t`Article`} skeleton={<NewsArticleSkeleton />}>
        {(data) => <NewsArticleView article={data} hrefOf={(id) => hrefFor('news.article', { id }, route)} />}
      </ReadSection>
    </div>
  );
}
