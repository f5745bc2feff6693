import { freshEmail, registerByApi } from '../bindings/accountSteps.ts';
import { routeUrl, signIn } from '../calls.ts';
import type { PageLifecycle } from '../pageLifecycle.ts';

const PASSWORD = 'Lifecycle2026';

/** `/points`, signed in: the account's balance and latest movements; a fresh account has none (empty). */
export const pointsPage: PageLifecycle = {
  route: 'points',
  read: 'pointsSummary',
  region: 'Your points',
  outcomes: ['loaded', 'empty'],
  prepare: async (d, outcome) => {
    // One account per path: browser tests share the sandbox.
    const email = freshEmail('points');
    await registerByApi(d, email, PASSWORD);
    await signIn(d, email, PASSWORD);
    if (outcome === 'loaded') await d.sandbox('POST', '/__sandbox/wallet', { account: email, points: '120.50' });
    return routeUrl('points', {});
  },
  loaded: async (d) => {
    await d.expectText('120.50 points');
    await d.expectVisible('table', 'Latest movements');
    await d.expectVisible('link', 'See all movements in the dashboard');
  },
  empty: async (d) => {
    await d.expectText(/You have no points yet\./);
  },
};

/** `/vip`: the public table of levels 1 to 5 with their benefits and criteria. */
export const vipPage: PageLifecycle = {
  route: 'vip',
  read: 'vipLevels',
  region: 'VIP levels',
  outcomes: ['loaded'],
  prepare: async () => routeUrl('vip', {}),
  loaded: async (d) => {
    await d.expectVisible('heading', 'Benefits by level');
    await d.expectVisible('img', 'VIP 5 badge');
    await d.expectVisible('heading', 'VIP 3 · Foreman');
  },
};
