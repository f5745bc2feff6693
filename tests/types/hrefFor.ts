/**
 * Type-level tests for the link helper, checked by `tsc -p .` (npm run typecheck, part of npm test).
 * Each `@ts-expect-error` must meet an error: if a wrong call ever compiles, tsc fails on the unused directive.
 */
import { hrefFor } from '../../runtime/router/links.ts';

const at = { locale: 'ja' } as const;

export const typeChecks = [
  // Well-formed links compile.
  hrefFor('home', {}, at),
  hrefFor('news.article', { id: 5 }, at),
  hrefFor('pay', { id: 'g-1', num: 2 }, at),
  hrefFor('dashboard.order.detail', {}, at),
  hrefFor('dashboard.order.detail', { orderNo: 'O1' }, at),

  // @ts-expect-error an unknown route id
  hrefFor('no-such-route', {}, at),
  // @ts-expect-error news.article needs its required id
  hrefFor('news.article', {}, at),
  // @ts-expect-error pay needs both id and num
  hrefFor('pay', { id: 'g-1' }, at),
  // @ts-expect-error content.article needs articleId
  hrefFor('content.article', {}, at),
  // @ts-expect-error a locale that does not exist
  hrefFor('home', {}, { locale: 'hk' }),
];
