import { freshEmail, registerByApi } from '../bindings/accountSteps.ts';
import { routeUrl, signIn } from '../calls.ts';
import type { Driver } from '../driver.ts';
import type { PageLifecycle } from '../pageLifecycle.ts';

const PASSWORD = 'Lifecycle2026';
/** The order the path's own account was given (one account per path: browser tests share the sandbox). */
let orderNo = '';

/** A fresh signed-in account; with `order`, one full plan (200 TH) that ends in `daysLeft` UTC days. */
async function renewAccount(d: Driver, order?: { daysLeft: number }): Promise<string> {
  const email = freshEmail('renew');
  await registerByApi(d, email, PASSWORD);
  await signIn(d, email, PASSWORD);
  orderNo = '';
  if (order) {
    const reply = await d.sandbox<{ orderNos: string[] }>('POST', '/__sandbox/renew/orders', {
      account: email,
      orders: [{ goodsId: 'g-full-s21-360', daysLeft: order.daysLeft }],
    });
    orderNo = reply.orderNos[0] ?? '';
  }
  return email;
}

/** `/dashboard/renew`: plans in their last 7 days; an account with none is the empty state. */
export const renewListPage: PageLifecycle = {
  route: 'dashboard.renew',
  read: 'renewList',
  region: 'Plans near their end',
  outcomes: ['loaded', 'empty'],
  prepare: async (d, outcome) => {
    await renewAccount(d, outcome === 'loaded' ? { daysLeft: 3 } : undefined);
    return routeUrl('dashboard.renew', {});
  },
  loaded: async (d) => {
    await d.expectVisible('table', 'Renewals');
    await d.expectVisible('link', `Renew ${orderNo}`);
    await d.expectText('How renewal works');
  },
  empty: async (d) => {
    await d.expectText(/None of your plans ends within the next 7 days/);
    await d.expectVisible('link', 'See your orders');
  },
};

/** `/dashboard/renew/detail/{orderNo}`: one plan's renewal; a number the account does not have is the 404 page. */
export const renewDetailPage: PageLifecycle = {
  route: 'dashboard.renew.detail',
  read: 'renewInfo',
  region: 'Renewal',
  outcomes: ['loaded', 'notFound'],
  prepare: async (d, outcome) => {
    await renewAccount(d, { daysLeft: 3 });
    return routeUrl('dashboard.renew.detail', { orderNo: outcome === 'notFound' ? 'P20990101000001' : orderNo });
  },
  loaded: async (d) => {
    await d.expectVisible('heading', 'Renew this plan');
    await d.expectVisible('table', 'Fee breakdown');
    await d.expectEnabled('button', 'Buy 30 days', true);
  },
};

/** `/dashboard/renew/elecWithhold`: full plans with their withholding switch; none is the empty state. */
export const elecWithholdPage: PageLifecycle = {
  route: 'dashboard.renew.elecWithhold',
  read: 'elecWithholdList',
  region: 'Plans with electricity withholding',
  outcomes: ['loaded', 'empty'],
  prepare: async (d, outcome) => {
    await renewAccount(d, outcome === 'loaded' ? { daysLeft: 100 } : undefined);
    return routeUrl('dashboard.renew.elecWithhold', {});
  },
  loaded: async (d) => {
    await d.expectVisible('switch', `Electricity withholding for ${orderNo}`);
    await d.expectText('Withholding off');
    await d.expectText('How electricity withholding works');
  },
  empty: async (d) => {
    await d.expectText(/You have no running full plans/);
    await d.expectVisible('link', 'See plans');
  },
};
