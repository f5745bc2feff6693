import { freshEmail, registerByApi } from '../bindings/accountSteps.ts';
import { routeUrl, signIn } from '../calls.ts';
import type { Driver } from '../driver.ts';
import type { PageLifecycle, ReadOutcome } from '../pageLifecycle.ts';

const PASSWORD = 'Lifecycle2026';
/** The running order the path's own account was given (one account per path: browser tests share the sandbox). */
let orderNo = '';

/** A fresh signed-in account with one running plan, or no order at all for the empty outcome. */
async function accountWithPlan(d: Driver, outcome: ReadOutcome): Promise<void> {
  const email = freshEmail('address');
  await registerByApi(d, email, PASSWORD);
  await signIn(d, email, PASSWORD);
  orderNo = '';
  if (outcome === 'empty') return;
  const reply = await d.sandbox<{ orderNos: string[] }>('POST', '/__sandbox/orders', {
    account: email,
    orders: [{ goodsId: 'g-full-s21-360', state: 'running', serviceFeeDaysLeft: 12 }],
  });
  orderNo = reply.orderNos[0] ?? '';
}

/** `/dashboard/address`: the addresses the orders pay to; no order and no saved address is the empty state. */
export const payoutAddressesPage: PageLifecycle = {
  route: 'dashboard.address',
  read: 'changeAddressOrderList',
  region: 'Payout addresses',
  outcomes: ['loaded', 'empty'],
  prepare: async (d, outcome) => {
    await accountWithPlan(d, outcome);
    return routeUrl('dashboard.address', {});
  },
  loaded: async (d) => {
    await d.expectVisible('heading', 'BTC payout addresses');
    await d.expectVisible('link', orderNo);
    await d.expectText('No payout address has been changed yet.');
  },
  empty: async (d) => {
    await d.expectText("No payout addresses yet: a plan's payout address is set when you buy it.");
    await d.expectVisible('link', 'See mining plans');
  },
};

/** `/changeAddress`: the change form with the running order to choose. */
export const changeAddressPage: PageLifecycle = {
  route: 'changeAddress',
  read: 'changeAddressOrderList',
  region: 'Change payout address',
  outcomes: ['loaded'],
  prepare: async (d) => {
    await accountWithPlan(d, 'loaded');
    return routeUrl('changeAddress', {}, { search: { orders: orderNo } });
  },
  loaded: async (d) => {
    await d.expectVisible('checkbox', new RegExp(orderNo));
    await d.expectText('1 chosen');
    await d.expectVisible('button', 'Change payout address');
  },
};

/** `/app/changeAddress`: the same form inside the app. */
export const appChangeAddressPage: PageLifecycle = {
  ...changeAddressPage,
  route: 'app.changeAddress',
  device: 'app',
  prepare: async (d) => {
    await accountWithPlan(d, 'loaded');
    return routeUrl('app.changeAddress', {});
  },
  loaded: async (d) => {
    await d.expectVisible('checkbox', new RegExp(orderNo));
    await d.expectText('0 chosen');
    await d.expectNativeCall('setTitle', { title: 'Change payout address' });
  },
};
