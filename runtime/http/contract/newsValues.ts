/** The news' values the pages use too, without zod (the call schemas are in news.ts). */

export const NEWS_CATEGORIES = ['announcement', 'maintenance', 'activity', 'industry'] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

/** `status` 404 with this message when an id names no published article (the page shows its 404). */
export const NEWS_NOT_FOUND = 'no such article';
