import { notFound } from '@tanstack/react-router';
import type { AcademyArticle } from '../../../../runtime/http/contract/academy.ts';
import { isAcademyArticleId } from '../../../../runtime/http/contract/academyValues.ts';
import { pageRead } from '../../../../runtime/query/index.ts';
import type { SearchOf } from '../../../../runtime/router/links.ts';
import { academyArticleQuery, academyListQuery } from '../../../features/academy/academyQueries.ts';
import type { LoaderContext, PageLoader } from '../../../pageProps.ts';

/** The API's status for an id that names no published article. */
export const ACADEMY_NOT_FOUND_STATUS = 404;

export const academyLoader: PageLoader = async (context) => {
  const { category, page } = context.search as SearchOf<'content'>;
  await pageRead(context, academyListQuery(category, page));
  return undefined;
};

/**
 * The article is the page: crawlers get its own title and description, an unknown id the 404 page.
 * An id that cannot be a slug is never asked for: the page shows the 404 (the crawler gets its status).
 */
export const academyArticleLoader: PageLoader = async (context) => {
  const id = context.params.articleId;
  if (!isAcademyArticleId(id)) return notFoundHere(context);
  const article = await pageRead<AcademyArticle>(context, academyArticleQuery(id), ACADEMY_NOT_FOUND_STATUS);
  return article ? { title: article.seoTitle || article.title, description: article.seoDescription } : undefined;
};

/** The app's webview: an article when the URL names one, the list otherwise. */
export const academyH5Loader: PageLoader = (context) =>
  context.params.articleId ? academyArticleLoader(context) : academyLoader(context);

function notFoundHere(context: LoaderContext): undefined {
  if (context.server) throw notFound();
  return undefined;
}
