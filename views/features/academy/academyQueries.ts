import { ACADEMY_PAGE_SIZE, type AcademyCategory } from '../../../runtime/http/contract/academyValues.ts';
import { apiQuery } from '../../../runtime/query/index.ts';

export const academyListQuery = (category: AcademyCategory | undefined, page: number) =>
  apiQuery('academyList', { ...(category ? { category } : {}), pageNo: page, pageSize: ACADEMY_PAGE_SIZE });

export const academyArticleQuery = (articleId: string) => apiQuery('academyDetail', { articleId });
