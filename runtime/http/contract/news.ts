import { z } from 'zod';
import { statusEnvelope } from './envelopes.ts';
import { NEWS_CATEGORIES } from './newsValues.ts';

export * from './newsValues.ts';

/** The CMS news (spec section 7, "CMS news, announcements and banners"): public, answered in `Current-Language`. */

export const newsSummary = z.object({
  id: z.number().int().min(1),
  category: z.enum(NEWS_CATEGORIES),
  title: z.string().min(1),
  summary: z.string(),
  /** ISO 8601 in UTC (`2026-11-02T06:00:00.000Z`). */
  publishedAt: z.string(),
  pinned: z.boolean(),
});
export type NewsSummary = z.infer<typeof newsSummary>;

export const newsArticle = newsSummary.extend({
  /** HTML from the CMS editor: the client sanitizes it before showing it. */
  body: z.string(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  /** Up to 3 other articles, same category first, newest first. */
  related: z.array(newsSummary).max(3),
});
export type NewsArticle = z.infer<typeof newsArticle>;

export const newsCalls = {
  /** Newest first, pinned articles ahead; one category or all. */
  newsList: {
    method: 'GET',
    path: '/v1/app/common/cms/news/list',
    query: z.object({
      category: z.enum(NEWS_CATEGORIES).optional(),
      pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
      pageSize: z.coerce.number().int().min(1).max(50).default(10),
    }),
    response: statusEnvelope(
      z.object({
        data: z.array(newsSummary),
        pageNo: z.number().int(),
        pageSize: z.number().int(),
        totalCount: z.number().int(),
      }),
    ),
  },
  newsDetail: {
    method: 'GET',
    path: '/v1/app/common/cms/news/detail',
    query: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
    response: statusEnvelope(newsArticle),
  },
} as const;
