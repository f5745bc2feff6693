import { FREE_TRIAL_GOODS_ID } from '../../../sandbox/features/plans/seed.ts';
import { routeUrl } from '../calls.ts';
import type { PageLifecycle } from '../pageLifecycle.ts';

/**
 * `/easy`: the easy plans explained, with the easy plans on sale. Its empty state (no easy plan on sale) is
 * covered in tests/unit/easyFreePages.test.tsx: taking every plan off sale would disturb the shared
 * Chromium sandbox.
 */
export const easyPlans: PageLifecycle = {
  route: 'easy',
  read: 'goodsList',
  region: 'Easy plans on sale',
  outcomes: ['loaded'],
  prepare: async () => routeUrl('easy', {}),
  loaded: async (d) => {
    await d.expectVisible('heading', 'Easy mining plans');
    await d.expectVisible('link', /S21 Easy 180 days/);
    await d.expectVisible('table', 'Easy and full plans compared');
  },
};

/**
 * `/free/detail/{id}`: the free trial plan; a visitor sees it with the sign-up prompt (the claim is the
 * freeTrialClaim flow's binding). Goods that are not a trial are the 404 page (easyFreePages.test.tsx).
 */
export const freeTrial: PageLifecycle = {
  route: 'free.detail',
  read: 'goodsDetail',
  region: 'Free trial plan',
  outcomes: ['loaded'],
  prepare: async () => routeUrl('free.detail', { id: FREE_TRIAL_GOODS_ID }),
  loaded: async (d) => {
    await d.expectVisible('heading', 'Free trial: 1 TH/s for 3 days');
    await d.expectVisible('region', 'Trial rules');
    await d.expectVisible('button', 'Sign up to claim');
  },
};
