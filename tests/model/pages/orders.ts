import { freshEmail, registerByApi } from '../bindings/accountSteps.ts';
import { routeUrl, signIn } from '../calls.ts';
import type { Driver } from '../driver.ts';
import type { PageLifecycle, ReadOutcome } from '../pageLifecycle.ts';

const PASSWORD = 'Lifecycle2026';
/** The order the path's own account was given (one account per path: browser tests share the sandbox). */
let orderNo = '';

/** A fresh signed-in account with one running order, or none for the empty outcome. */
async function accountWithOrders(d: Driver, outcome: ReadOutcome): Promise<void> {
  const email = freshEmail('orders');
  await registerByApi(d, email, PASSWORD);
  await signIn(d, email, PASSWORD);
  await d.sandbox('POST', '/__sandbox/orders', { account: email, clear: true });
  orderNo = '';
  if (outcome === 'empty') return;
  const reply = await d.sandbox<{ orderNos: string[] }>('POST', '/__sandbox/orders', {
    account: email,
    orders: [{ goodsId: 'g-full-s21-360', quantity: 2, state: 'running', serviceFeeDaysLeft: 12 }],
  });
  orderNo = reply.orderNos[0] ?? '';
}

/** `/dashboard/order`: the account's orders; none yet is the empty state with a way to the plans. */
export const orderList: PageLifecycle = {
  route: 'dashboard.order',
  read: 'orderList',
  region: 'Orders: All',
  outcomes: ['loaded', 'empty'],
  prepare: async (d, outcome) => {
    await accountWithOrders(d, outcome);
    return routeUrl('dashboard.order', {});
  },
  loaded: async (d) => {
    await d.expectVisible('table', /Orders/);
    await d.expectVisible('row', new RegExp(orderNo));
  },
  empty: async (d) => {
    await d.expectText('You have no orders yet. Pick a plan to start mining.');
    await d.expectVisible('link', 'See plans');
  },
};

/** `/dashboard/order/detail/{orderNo}`: one order; a number the account does not have is the 404 page. */
export const orderDetail: PageLifecycle = {
  route: 'dashboard.order.detail',
  read: 'orderDetail',
  region: 'Order details',
  outcomes: ['loaded', 'notFound'],
  prepare: async (d, outcome) => {
    await accountWithOrders(d, 'loaded');
    return routeUrl('dashboard.order.detail', { orderNo: outcome === 'notFound' ? 'NO-SUCH-ORDER' : orderNo });
  },
  loaded: async (d) => {
    await d.expectVisible('heading', new RegExp(orderNo));
    await d.expectVisible('region', 'Service fee');
    await d.expectVisible('region', 'Price breakdown');
  },
};

/** `/pay/serviceFee`: the running order's days left and their price, ready to pay. */
export const serviceFeePayPage: PageLifecycle = {
  route: 'pay.serviceFee',
  read: 'serviceFeeInfo',
  region: 'Service fee payment',
  outcomes: ['loaded'],
  prepare: async (d) => {
    await accountWithOrders(d, 'loaded');
    return routeUrl('pay.serviceFee', {}, { search: { orders: orderNo } });
  },
  loaded: async (d) => {
    await d.expectVisible('link', orderNo);
    await d.expectText(/^12 days/);
    // 2 units of 200 TH at 0.0499 USD per TH per day, 30 days.
    await d.expectVisible('button', 'Pay $598.80');
  },
};

/** `/dashboard/serviceFee`: the orders taking days; none is the empty table. */
export const serviceFeesPage: PageLifecycle = {
  route: 'dashboard.serviceFee',
  read: 'serviceFeeInfo',
  region: 'Service-fee orders',
  outcomes: ['loaded'],
  prepare: async (d) => {
    await accountWithOrders(d, 'loaded');
    return routeUrl('dashboard.serviceFee', {});
  },
  loaded: async (d) => {
    await d.expectVisible('link', orderNo);
    await d.expectVisible('button', 'Pay for the chosen orders (0)');
  },
};
