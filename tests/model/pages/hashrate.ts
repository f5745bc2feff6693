import { freshEmail, registerByApi } from '../bindings/accountSteps.ts';
import { routeUrl, signIn } from '../calls.ts';
import type { Driver } from '../driver.ts';
import type { PageLifecycle, ReadOutcome } from '../pageLifecycle.ts';

const PASSWORD = 'Lifecycle2026';
/** The order the path's own account was given (one account per path: browser tests share the sandbox). */
let orderNo = '';

/**
 * A fresh signed-in account with one full plan running for 5 days (5 settled days of output), or none for
 * the empty outcome. The sandbox clock is left alone: browser tests share it.
 */
async function miningAccount(d: Driver, outcome: ReadOutcome): Promise<void> {
  const email = freshEmail('hashrate');
  await registerByApi(d, email, PASSWORD);
  await signIn(d, email, PASSWORD);
  orderNo = '';
  if (outcome === 'empty') return;
  const reply = await d.sandbox<{ orderNos: string[] }>('POST', '/__sandbox/orders', {
    account: email,
    orders: [{ goodsId: 'g-full-s21-360', quantity: 2, state: 'running', serviceFeeDaysLeft: 12 }],
  });
  orderNo = reply.orderNos[0] ?? '';
}

/** `/dashboard/hashrate`: the summary of what the plans mine; an account without hashrate is the empty state. */
export const hashrateDashboard: PageLifecycle = {
  route: 'dashboard.hashrate',
  read: 'hashrateCount',
  region: 'Summary',
  outcomes: ['loaded', 'empty'],
  prepare: async (d, outcome) => {
    await miningAccount(d, outcome);
    return routeUrl('dashboard.hashrate', {});
  },
  loaded: async (d) => {
    await d.expectText('running plans, now');
    await d.expectText(/Estimate since 00:00 UTC, partial/);
    await d.expectVisible('table', 'Mining orders');
    await d.expectVisible('row', new RegExp(orderNo));
  },
  empty: async (d) => {
    await d.expectText('You have no hashrate yet. Pick a plan to start mining.');
    await d.expectVisible('link', 'See plans');
  },
};

/** `/dashboard/hashrate/output`: one row per settled day; none yet is the empty state; an unknown order filter is the 404 page. */
export const hashrateOutput: PageLifecycle = {
  route: 'dashboard.hashrate.output',
  read: 'hashrateEverydayList',
  region: 'Daily output',
  outcomes: ['loaded', 'empty', 'notFound'],
  prepare: async (d, outcome) => {
    await miningAccount(d, outcome === 'empty' ? 'empty' : 'loaded');
    const order = outcome === 'notFound' ? 'P20990101999999' : undefined;
    return routeUrl('dashboard.hashrate.output', {}, { search: { order } });
  },
  loaded: async (d) => {
    await d.expectVisible('table', 'Daily output');
    await d.expectText(/5 days, total/);
    await d.expectVisible('button', 'Export CSV');
  },
  empty: async (d) => {
    await d.expectText("No settled day yet: a plan's first day is settled at 00:00 UTC the next day.");
  },
};

/** `/dashboard/freeHashrate`: the free trial's grant; an account without free hashrate is the empty state. */
export const freeHashrate: PageLifecycle = {
  route: 'dashboard.freeHashrate',
  read: 'freeHashrateList',
  region: 'Free hashrate',
  outcomes: ['loaded', 'empty'],
  prepare: async (d, outcome) => {
    const email = freshEmail('free-hashrate');
    await registerByApi(d, email, PASSWORD);
    await signIn(d, email, PASSWORD);
    if (outcome === 'loaded') {
      await d.sandbox('POST', '/__sandbox/orders', {
        account: email,
        orders: [{ goodsId: 'g-free-trial', state: 'running' }],
      });
    }
    return routeUrl('dashboard.freeHashrate', {});
  },
  loaded: async (d) => {
    await d.expectText('Free trial plan');
    await d.expectVisible('link', 'Daily output');
  },
  empty: async (d) => {
    await d.expectText(/You have no free hashrate yet/);
    await d.expectVisible('link', 'See rewards');
  },
};
