import { z } from 'zod';
import { ACADEMY_CATEGORIES, ACADEMY_ID_MAX, ACADEMY_ID_PATTERN, ACADEMY_PAGE_SIZE } from './academyValues.ts';
import { statusEnvelope } from './envelopes.ts';

export * from './academyValues.ts';

/**
 * The mining academy (spec: `/content`, page code `miningAcademy`; the CMS "content channel"): long-form
 * articles by category, answered in `Current-Language`. Public calls.
 */

export const academySummary = z.object({
  id: z.string().regex(ACADEMY_ID_PATTERN).max(ACADEMY_ID_MAX),
  category: z.enum(ACADEMY_CATEGORIES),
  title: z.string().min(1),
  summary: z.string(),
  /** The cover image (an image URL; the sandbox serves SVG data URLs). */
  coverUrl: z.string(),
  /** Minutes to read the body, rounded up, at least 1. */
  readingMinutes: z.number().int().min(1),
  /** ISO 8601 in UTC. */
  publishedAt: z.string(),
  /** ISO 8601 in UTC: the last revision (the publication when never revised). */
  updatedAt: z.string(),
});
export type AcademySummary = z.infer<typeof academySummary>;

export const academyArticle = academySummary.extend({
  /** HTML from the CMS editor, its `<h2>`s carrying the anchors of `headings`: the client sanitizes it. */
  body: z.string(),
  /** The body's sections (its `<h2>`s) in order, for a table of contents. */
  headings: z.array(z.object({ anchor: z.string().regex(/^section-\d+$/), text: z.string() })),
  seoTitle: z.string(),
  seoDescription: z.string(),
  /** Up to 3 other articles: the same category first, newest first. */
  related: z.array(academySummary).max(3),
});
export type AcademyArticle = z.infer<typeof academyArticle>;

export const academyCalls = {
  /** Newest first; one category or all. */
  academyList: {
    method: 'GET',
    path: '/v1/app/common/cms/academy/list',
    query: z.object({
      category: z.enum(ACADEMY_CATEGORIES).optional(),
      pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
      pageSize: z.coerce.number().int().min(1).max(50).default(ACADEMY_PAGE_SIZE),
    }),
    response: statusEnvelope(
      z.object({
        data: z.array(academySummary),
        pageNo: z.number().int(),
        pageSize: z.number().int(),
        totalCount: z.number().int(),
      }),
    ),
  },
  academyDetail: {
    method: 'GET',
    path: '/v1/app/common/cms/academy/detail',
    query: z.object({
      articleId: z.string().max(ACADEMY_ID_MAX).regex(ACADEMY_ID_PATTERN, 'is not an article id'),
    }),
    response: statusEnvelope(academyArticle),
  },
} as const;
