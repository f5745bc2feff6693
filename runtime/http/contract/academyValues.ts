/** The academy's values the pages use too, without zod (the call schemas are in academy.ts). */

export const ACADEMY_CATEGORIES = ['beginner', 'basics', 'hardware', 'economics', 'security', 'guides'] as const;
export type AcademyCategory = (typeof ACADEMY_CATEGORIES)[number];

/** An article id is its slug: lower-case words joined by `-` (`bitcoin-halving-2024`). */
export const ACADEMY_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const ACADEMY_ID_MAX = 80;
export const isAcademyArticleId = (id: string | undefined): id is string =>
  id !== undefined && id.length <= ACADEMY_ID_MAX && ACADEMY_ID_PATTERN.test(id);

/** `status` 404 with this message when an id names no published article (the page shows its 404). */
export const ACADEMY_NOT_FOUND = 'no such academy article';
/** Articles on one page of the academy list. */
export const ACADEMY_PAGE_SIZE = 9;
