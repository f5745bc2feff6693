import { routeUrl } from '../calls.ts';
import type { PageLifecycle } from '../pageLifecycle.ts';

/**
 * `/easy/detail/{id}` (and the other plan kinds' URLs, the same view): one plan on sale. An id that names
 * no plan on sale never reaches this read: the `detailCheck` guard answers the 404 page before the page
 * loads (tests/unit/planDetailPage.test.tsx covers it), so the read has no not-found outcome of its own.
 */
export const planDetail: PageLifecycle = {
  route: 'easy.detail',
  read: 'goodsDetail',
  region: 'Plan',
  outcomes: ['loaded'],
  prepare: async () => routeUrl('easy.detail', { id: 'g-easy-s21-180' }),
  loaded: async (d) => {
    await d.expectVisible('heading', 'S21 Easy 180 days');
    await d.expectVisible('table', 'Fee breakdown');
    await d.expectVisible('link', 'Buy now');
  },
};
