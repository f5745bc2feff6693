import { freshEmail, tokenByApi } from '../bindings/accountSteps.ts';
import { routeUrl } from '../calls.ts';
import type { Driver } from '../driver.ts';
import type { PageLifecycle, ReadOutcome } from '../pageLifecycle.ts';

/** What the path's own account was given (one account per path: browser tests share the sandbox). */
let delegateId = '';
/** The purchase order of the path's trade (`trade`). */
let orderNo = '';

/**
 * A fresh signed-in account holding three of the seeded S21 coupon with two of them listed, or nothing for the
 * empty outcome (the sandbox clock is left alone: browser tests share it).
 */
async function couponAccount(d: Driver, outcome: ReadOutcome): Promise<void> {
  const account = freshEmail('coupons');
  await d.setCookie('auth', await tokenByApi(d, account));
  delegateId = '';
  if (outcome === 'empty') return;
  const made = await d.sandbox<{ delegateIds: string[] }>('POST', '/__sandbox/minerCoupons', {
    account,
    grant: [{ couponId: 'BMC100001', quantity: 3 }],
    listings: [{ couponId: 'BMC100001', quantity: 2, unitPriceUsd: '420.00' }],
  });
  delegateId = made.delegateIds[0] ?? '';
}

/** `/dashboard/coupons`: the coupons held (the holdings tab); holding none is the empty state with the market. */
export const minerCouponsHoldings: PageLifecycle = {
  route: 'dashboard.coupons',
  read: 'bmHoldings',
  region: 'Coupon holdings',
  outcomes: ['loaded', 'empty'],
  prepare: async (d, outcome) => {
    await couponAccount(d, outcome);
    return routeUrl('dashboard.coupons', {});
  },
  loaded: async (d) => {
    await d.expectVisible('heading', 'Antminer S21 series $500 coupon');
    await d.expectText('2 on sale · 0 used');
    await d.expectVisible('link', 'List for sale');
  },
  empty: async (d) => {
    await d.expectText(/You hold no miner coupons yet/);
    await d.expectVisible('link', 'Buy coupons on the market');
  },
};

/** `/dashboard/coupons/stocksOpLog`: the operations on the holdings (the grant, the listing); none is the empty log. */
export const minerCouponsStockLog: PageLifecycle = {
  route: 'dashboard.coupons.stocksOpLog',
  read: 'bmStockLog',
  region: 'Stock operations',
  outcomes: ['loaded', 'empty'],
  prepare: async (d, outcome) => {
    await couponAccount(d, outcome);
    return routeUrl('dashboard.coupons.stocksOpLog', {});
  },
  loaded: async (d) => {
    await d.expectVisible('row', /Listed for sale/);
    await d.expectVisible('row', /Imported/);
  },
  empty: async (d) => {
    await d.expectText('No coupon has entered or left your holdings yet.');
  },
};

/** `/dashboard/coupons/couponDetail/{couponId}`: a coupon held; one never held is the 404 page. */
export const minerCouponsHoldingDetail: PageLifecycle = {
  route: 'dashboard.coupons.couponDetail',
  read: 'bmCouponDetail',
  region: 'Coupon details',
  outcomes: ['loaded', 'notFound'],
  prepare: async (d, outcome) => {
    await couponAccount(d, 'loaded');
    // The seeded Hydro coupon is on the market but this account never held one.
    return routeUrl('dashboard.coupons.couponDetail', { couponId: outcome === 'notFound' ? 'BMC100004' : 'BMC100001' });
  },
  loaded: async (d) => {
    await d.expectVisible('heading', 'Antminer S21 series $500 coupon');
    await d.expectVisible('link', delegateId);
    await d.expectVisible('button', `Cancel listing ${delegateId}`);
  },
};

/** `/dashboard/coupons/soldOrderDetail/{delegateId}`: the account's listing with its sale; another seller's is the 404 page. */
export const minerCouponsSoldDetail: PageLifecycle = {
  route: 'dashboard.coupons.soldOrderDetail',
  read: 'bmSoldOrderDetail',
  region: 'Listing details',
  outcomes: ['loaded', 'notFound'],
  prepare: async (d, outcome) => {
    await trade(d, 'seller');
    // D00000001 is a seeded trader's listing.
    return routeUrl('dashboard.coupons.soldOrderDetail', {
      delegateId: outcome === 'notFound' ? 'D00000001' : delegateId,
    });
  },
  loaded: async (d) => {
    await d.expectVisible('heading', `Listing ${delegateId}`);
    await d.expectText('Partially sold');
    await d.expectVisible('row', new RegExp(orderNo));
  },
};

/**
 * A fresh seller (signed in) whose listing a fresh buyer ordered one coupon of and paid in crypto: the seller has a
 * sale and its proceeds, the buyer a paid purchase. `signInAs` picks whose browser it is.
 */
async function trade(d: Driver, signInAs: 'seller' | 'buyer'): Promise<void> {
  const buyer = freshEmail('coupon-buyer');
  const buyerToken = await tokenByApi(d, buyer);
  await couponAccount(d, 'loaded');
  const { orderNo: placed } = await d.sandbox<{ orderNo: string }>('POST', '/__sandbox/minerCoupons/order', {
    account: buyer,
    delegateId,
    quantity: 1,
  });
  await d.sandbox('POST', '/__sandbox/chain/pay', { orderNo: placed, part: 'full' });
  orderNo = placed;
  if (signInAs === 'buyer') await d.setCookie('auth', buyerToken);
}

/** `/dashboard/coupons/purchaseOrderDetail/{orderNo}`: the buyer's paid order; the seller's view of it is the 404 page. */
export const minerCouponsPurchaseDetail: PageLifecycle = {
  route: 'dashboard.coupons.purchaseOrderDetail',
  read: 'bmPurchaseOrderDetail',
  region: 'Purchase order details',
  outcomes: ['loaded', 'notFound'],
  prepare: async (d, outcome) => {
    // The order is the buyer's: its seller may not open it.
    await trade(d, outcome === 'notFound' ? 'seller' : 'buyer');
    return routeUrl('dashboard.coupons.purchaseOrderDetail', { orderNo });
  },
  loaded: async (d) => {
    await d.expectVisible('heading', `Coupon order ${orderNo}`);
    await d.expectText('1 × Antminer S21 series $500 coupon');
    await d.expectText(/The coupons are in your holdings\./);
  },
};

/** `/dashboard/coupons/withdrawRecord`: the seller's proceeds of a paid sale; none sold is the empty record. */
export const minerCouponsProceeds: PageLifecycle = {
  route: 'dashboard.coupons.withdrawRecord',
  read: 'bmProceedsRecords',
  region: 'Sale proceeds records',
  outcomes: ['loaded', 'empty'],
  prepare: async (d, outcome) => {
    if (outcome === 'empty') await couponAccount(d, 'loaded');
    else await trade(d, 'seller');
    return routeUrl('dashboard.coupons.withdrawRecord', {});
  },
  loaded: async (d) => {
    // $420.00 less the 2% fee.
    await d.expectVisible('row', new RegExp(`${delegateId}.*\\$420\\.00.*−\\$8\\.40.*\\$411\\.60`));
    await d.expectText('$411.60');
  },
  empty: async (d) => {
    await d.expectText(/No sale proceeds yet/);
  },
};
