import { NEWS_NOT_FOUND } from '../../../../runtime/http/contract/newsValues.ts';
import { pageRead } from '../../../../runtime/query/index.ts';
import type { SearchOf } from '../../../../runtime/router/links.ts';
import { newsArticleQuery, newsListQuery } from '../../../features/news/newsQueries.ts';
import type { PageLoader } from '../../../pageProps.ts';

/** The API's status for an id that names no published article. */
export const NEWS_NOT_FOUND_STATUS = 404;
export { NEWS_NOT_FOUND };

export const newsLoader: PageLoader = async (context) => {
  const { category, page } = context.search as SearchOf<'news'>;
  await pageRead(context, newsListQuery(category, page));
  return undefined;
};

/** The article is the page: crawlers get its own title and description, an unknown id the 404 page. */
export const newsArticleLoader: PageLoader = async (context) => {
  const article = await pageRead<{ seoTitle: string; seoDescription: string; title: string }>(
    context,
    newsArticleQuery(Number(context.params.id)),
    NEWS_NOT_FOUND_STATUS,
  );
  return article ? { title: article.seoTitle || article.title, description: article.seoDescription } : undefined;
};

/** The app's webview: an article when the URL names one, the list otherwise. */
export const newsH5Loader: PageLoader = (context) =>
  context.params.id ? newsArticleLoader(context) : newsLoader(context);
