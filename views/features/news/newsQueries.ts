import type { NewsCategory } from '../../../runtime/http/contract/news.ts';
import { apiQuery } from '../../../runtime/query/index.ts';

/** Articles on one page of the news list. */
export const NEWS_PAGE_SIZE = 10;

export const newsListQuery = (category: NewsCategory | undefined, page: number) =>
  apiQuery('newsList', { ...(category ? { category } : {}), pageNo: page, pageSize: NEWS_PAGE_SIZE });

export const newsArticleQuery = (id: number) => apiQuery('newsDetail', { id });
