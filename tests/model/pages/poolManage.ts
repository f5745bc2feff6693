import { freshEmail, registerByApi } from '../bindings/accountSteps.ts';
import { routeUrl, signIn } from '../calls.ts';
import type { Driver } from '../driver.ts';
import type { PageLifecycle } from '../pageLifecycle.ts';

const PASSWORD = 'Lifecycle2026';
/** The path's own account and its sub-account (one account per path: browser tests share the sandbox). */
let email = '';
let subAccount = '';

/** A fresh signed-in account, with a sub-account of a few workers unless none is wanted. */
async function poolAccount(d: Driver, withSub: boolean): Promise<void> {
  email = freshEmail('poolmanage');
  await registerByApi(d, email, PASSWORD);
  await signIn(d, email, PASSWORD);
  subAccount = '';
  if (!withSub) return;
  subAccount = (await d.sandbox<{ name: string }>('POST', '/__sandbox/pool', { account: email, workers: 4 })).name;
}

/** `/dashboard/pool/poolManage`: the sub-accounts with fee info; none yet is the empty state (the add form stays). */
export const poolManagePage: PageLifecycle = {
  route: 'dashboard.pool.poolManage',
  read: 'poolSubAccountList',
  region: 'Sub-accounts',
  outcomes: ['loaded', 'empty'],
  prepare: async (d, outcome) => {
    await poolAccount(d, outcome !== 'empty');
    return routeUrl('dashboard.pool.poolManage', {});
  },
  loaded: async (d) => {
    await d.expectVisible('table', 'Your sub-accounts');
    await d.expectVisible('link', subAccount);
    await d.expectText(/FPPS, 2\.5%/);
  },
  empty: async (d) => {
    await d.expectText('You have no sub-account yet. Add one above, then point your miners at the pool.');
    await d.expectVisible('form', 'Add a sub-account');
  },
};

/** `/dashboard/pool/observerUrl`: the observer links of the sub-account; none yet is the empty state. */
export const observerUrlPage: PageLifecycle = {
  route: 'dashboard.pool.observerUrl',
  read: 'poolObserverLinks',
  region: 'Observer links',
  outcomes: ['loaded', 'empty'],
  prepare: async (d, outcome) => {
    await poolAccount(d, true);
    if (outcome !== 'empty') {
      await d.sandbox('POST', '/__sandbox/pool', { account: email, subAccount, observerLinks: 2 });
    }
    return routeUrl('dashboard.pool.observerUrl', {}, { search: { sub: subAccount } });
  },
  loaded: async (d) => {
    await d.expectVisible('listitem', 'Observer link 2');
    await d.expectText(/2 of 3 links in use/);
    await d.expectVisible('button', 'Delete link 1');
  },
  empty: async (d) => {
    await d.expectText('No observer links for this sub-account yet.');
    await d.expectVisible('form', 'Create an observer link');
  },
};

/** `/observer/{token}`: the public observer view, signed out; a token that is not (or no longer) a link is the 404 page. */
export const observerPage: PageLifecycle = {
  route: 'observer',
  read: 'poolObserverSummary',
  region: 'Observer view',
  outcomes: ['loaded', 'notFound'],
  prepare: async (d, outcome) => {
    await poolAccount(d, true);
    const { tokens } = await d.sandbox<{ tokens: string[] }>('POST', '/__sandbox/pool', {
      account: email,
      subAccount,
      observerLinks: outcome === 'notFound' ? 0 : 1,
    });
    // The observer has no login.
    await d.setCookie('auth', '');
    return routeUrl('observer', { token: tokens[0] ?? 'f'.repeat(32) });
  },
  loaded: async (d) => {
    await d.expectVisible('heading', `Sub-account ${subAccount} (read-only)`);
    await d.expectText(/Workers online/);
    // A dashboard-only link shows no workers and no earnings.
    await d.expectHidden('region', 'Workers');
    await d.expectHidden('region', 'Earnings');
  },
};

/** `/dashboard/pool/walletList`: the payout address of each sub-account; no sub-account yet is the empty state. */
export const walletListPage: PageLifecycle = {
  route: 'dashboard.pool.walletList',
  read: 'poolAddressList',
  region: 'Payout addresses',
  outcomes: ['loaded', 'empty'],
  prepare: async (d, outcome) => {
    await poolAccount(d, outcome !== 'empty');
    return routeUrl('dashboard.pool.walletList', {});
  },
  loaded: async (d) => {
    await d.expectVisible('table', 'Payout address of each sub-account');
    await d.expectVisible('button', `Copy the address of ${subAccount}`);
    await d.expectVisible('form', 'Bind a payout address');
  },
  empty: async (d) => {
    await d.expectText('You have no pool sub-account yet. Add one to connect your miners.');
    await d.expectVisible('link', 'Add a sub-account');
  },
};

/** `/dashboard/pool/alarm`: the alarm settings of the sub-account (defaults until saved). */
export const alarmPage: PageLifecycle = {
  route: 'dashboard.pool.alarm',
  read: 'poolWarningConfig',
  region: 'Alarm settings',
  outcomes: ['loaded'],
  prepare: async (d) => {
    await poolAccount(d, true);
    return routeUrl('dashboard.pool.alarm', {}, { search: { sub: subAccount } });
  },
  loaded: async (d) => {
    await d.expectVisible('heading', `Alarm settings of ${subAccount}`);
    await d.expectValue('Offline after (minutes)', '10');
    await d.expectVisible('button', 'Save alarm settings');
  },
};
