import { freshEmail, registerByApi } from '../bindings/accountSteps.ts';
import { routeUrl, signIn } from '../calls.ts';
import type { Driver } from '../driver.ts';
import type { PageLifecycle, ReadOutcome } from '../pageLifecycle.ts';

const PASSWORD = 'Lifecycle2026';
/** The sub-account the path's own account was given (one account per path: browser tests share the sandbox). */
let subAccount = '';

/** A fresh signed-in account, with a sub-account of `workers` workers unless none is wanted. */
async function poolAccount(d: Driver, workers: number | null): Promise<void> {
  const email = freshEmail('pool');
  await registerByApi(d, email, PASSWORD);
  await signIn(d, email, PASSWORD);
  subAccount = '';
  if (workers === null) return;
  const reply = await d.sandbox<{ name: string }>('POST', '/__sandbox/pool', { account: email, workers, daysAgo: 35 });
  subAccount = reply.name;
}

/** `/dashboard/pool`: the dashboard of the first sub-account; none yet is the empty state. */
export const poolDashboard: PageLifecycle = {
  route: 'dashboard.pool',
  read: 'poolSubAccountList',
  region: 'Pool',
  outcomes: ['loaded', 'empty'],
  prepare: async (d, outcome) => {
    await poolAccount(d, outcome === 'empty' ? null : 6);
    return routeUrl('dashboard.pool', {});
  },
  loaded: async (d) => {
    await d.expectRead('Summary', 'loaded');
    await d.expectText(/Hashrate \(24 h\)/);
    await d.expectVisible('combobox', 'Sub-account');
  },
  empty: async (d) => {
    await d.expectText('You have no pool sub-account yet. Add one to connect your miners.');
    await d.expectVisible('link', 'Add a sub-account');
  },
};

/** `/dashboard/pool/detail`: the workers of the sub-account; a sub-account without workers is the empty state. */
export const poolDetail: PageLifecycle = {
  route: 'dashboard.pool.detail',
  read: 'poolWorkers',
  region: 'Workers',
  outcomes: ['loaded', 'empty'],
  prepare: async (d, outcome: ReadOutcome) => {
    await poolAccount(d, outcome === 'empty' ? 0 : 6);
    return routeUrl('dashboard.pool.detail', {}, { search: { sub: subAccount } });
  },
  loaded: async (d) => {
    await d.expectVisible('table', /Workers/);
    // Sorted by name: the first worker's row is in view.
    await d.expectVisible('row', new RegExp(`^${subAccount}\\.[a-z0-9]+-0001`));
  },
  empty: async (d) => {
    await d.expectText('This sub-account has no workers yet.');
  },
};

/** `/dashboard/pool/account/{subAccountName}`: one sub-account's dashboard; a name the account does not have is the 404 page. */
export const poolAccountPage: PageLifecycle = {
  route: 'dashboard.pool.account',
  read: 'poolSummary',
  region: 'Summary',
  outcomes: ['loaded', 'notFound'],
  prepare: async (d, outcome) => {
    await poolAccount(d, 6);
    return routeUrl('dashboard.pool.account', { subAccountName: outcome === 'notFound' ? 'nosuchsub' : subAccount });
  },
  loaded: async (d) => {
    await d.expectVisible('heading', new RegExp(subAccount));
    await d.expectText(/Workers online/);
  },
};
