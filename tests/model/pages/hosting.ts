import { freshEmail, registerByApi } from '../bindings/accountSteps.ts';
import { routeUrl, signIn } from '../calls.ts';
import type { PageLifecycle } from '../pageLifecycle.ts';

const PASSWORD = 'Lifecycle2026';

/**
 * `/dashboard/hosting`: a fresh account's hosted miners (a paid order of 2 S21 online for 40 days, so one
 * invoice is issued); an account without miner orders is the empty state with a way to the marketplace.
 */
export const hostingPage: PageLifecycle = {
  route: 'dashboard.hosting',
  read: 'hostingMiners',
  region: 'Hosted miners',
  outcomes: ['loaded', 'empty'],
  prepare: async (d, outcome) => {
    const email = freshEmail('hosting');
    await registerByApi(d, email, PASSWORD);
    await signIn(d, email, PASSWORD);
    if (outcome === 'loaded') {
      await d.sandbox('POST', '/__sandbox/hosting', { account: email, quantity: 2, onlineDaysAgo: 40 });
    }
    return routeUrl('dashboard.hosting', {});
  },
  loaded: async (d) => {
    await d.expectVisible('table', 'Miners: All');
    await d.expectVisible('link', /^Chart of M\d{14}-01$/);
    await d.expectVisible('heading', 'Hosting fee invoices');
    await d.expectVisible('heading', 'Hosting rules');
  },
  empty: async (d) => {
    await d.expectText(/You have no hosted miners yet/);
    await d.expectVisible('link', 'Browse miners for sale');
  },
};
