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

/** `/app/vip`, signed in, inside the app: a new account's standing (no level yet, VIP 1 next) and its links. */
export const appVipPage: PageLifecycle = {
  route: 'app.vip',
  read: 'vipStanding',
  region: 'Your VIP level',
  outcomes: ['loaded'],
  device: 'app',
  prepare: async (d) => {
    const email = freshEmail('app-vip');
    await registerByApi(d, email, PASSWORD);
    await signIn(d, email, PASSWORD);
    return routeUrl('app.vip', {});
  },
  loaded: async (d) => {
    await d.expectText('You have no VIP level yet.');
    await d.expectText(/to reach VIP 1/);
    await d.expectVisible('link', 'Your level history');
    await d.expectNativeCall('setTitle', { title: 'VIP levels' });
  },
};

/**
 * `/app/vip/record`, signed in, inside the app: vip1's seeded step up (it has at most four evaluations, so the
 * step stays on the first page however far the shared clock has moved); a new account has none (empty).
 */
export const appVipRecordPage: PageLifecycle = {
  route: 'app.vip.record',
  read: 'vipRecord',
  region: 'Level changes',
  outcomes: ['loaded', 'empty'],
  device: 'app',
  prepare: async (d, outcome) => {
    if (outcome === 'loaded') await signIn(d, 'vip1@example.com', 'VipLevel1');
    else {
      const email = freshEmail('app-vip-record');
      await registerByApi(d, email, PASSWORD);
      await signIn(d, email, PASSWORD);
    }
    return routeUrl('app.vip.record', {});
  },
  loaded: async (d) => {
    await d.expectText('Raised: your paid orders met the requirement of VIP 1.');
    await d.expectNativeCall('setTitle', { title: 'VIP level history' });
  },
  empty: async (d) => {
    await d.expectText(/No evaluation has changed your level yet\./);
    await d.expectVisible('link', 'How levels are evaluated');
  },
};

/** `/app/vip/rules`, inside the app, signed out: the evaluation rules and the levels table. */
export const appVipRulesPage: PageLifecycle = {
  route: 'app.vip.rules',
  read: 'vipLevels',
  region: 'VIP levels',
  outcomes: ['loaded'],
  device: 'app',
  prepare: async () => routeUrl('app.vip.rules', {}),
  loaded: async (d) => {
    await d.expectVisible('heading', 'How levels are evaluated');
    await d.expectText(/kept for at least 3 months/);
    await d.expectVisible('table', 'Benefits by level');
    await d.expectNativeCall('setTitle', { title: 'VIP rules' });
  },
};
