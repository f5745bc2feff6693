import { COUPON_PASSWORD, couponAccount, freshCouponId, sellerWithListing } from '../bindings/couponSteps.ts';
import { routeUrl, signIn } from '../calls.ts';
import type { Driver } from '../driver.ts';
import type { PageLifecycle } from '../pageLifecycle.ts';

/** A listing id no listing has. */
const NO_LISTING = 'D99999999';

/** `/coupons`: the market's asks (seeded); a model no coupon applies to finds none (empty, with a way back). */
export const couponMarketPage: PageLifecycle = {
  route: 'coupons',
  read: 'bmMarketList',
  region: 'Coupons for sale',
  outcomes: ['loaded', 'empty'],
  prepare: async (_d, outcome) =>
    routeUrl('coupons', {}, outcome === 'empty' ? { search: { model: 'Antminer Z15' } } : {}),
  loaded: async (d) => {
    await d.expectVisible('table', 'Coupons for sale');
    await d.expectText('Antminer T21 $100 coupon');
  },
  empty: async (d) => {
    await d.expectText('No coupon on the market matches these filters.');
    await d.expectVisible('link', 'See all coupons');
  },
};

/** `/coupons/detail/{couponId}`: one listing (the path's own); an unknown id is the 404 page. */
export const couponDetailPage: PageLifecycle = {
  route: 'coupons.detail',
  read: 'bmMarketDetail',
  region: 'Coupon listing',
  outcomes: ['loaded', 'notFound'],
  prepare: async (d, outcome) => {
    const { delegateId } = await sellerWithListing(d);
    const buyer = await couponAccount(d, 'coupon-detail');
    await signIn(d, buyer, COUPON_PASSWORD);
    return routeUrl('coupons.detail', { couponId: outcome === 'notFound' ? NO_LISTING : delegateId });
  },
  loaded: async (d) => {
    await d.expectVisible('heading', 'Antminer S21 test coupon');
    await d.expectText('3 listed · 0 sold · 0 reserved by unpaid orders · 3 available');
    await d.expectVisible('link', 'Buy 1');
  },
};

/** `/coupons/buy`: the buyer's guide with the best asks (the seeded market has some). */
export const couponBuyPage: PageLifecycle = {
  route: 'coupons.buy',
  read: 'bmBestAsks',
  region: 'Best asks',
  outcomes: ['loaded'],
  prepare: async (d) => {
    await signIn(d, await couponAccount(d, 'coupon-guide'), COUPON_PASSWORD);
    return routeUrl('coupons.buy', {});
  },
  loaded: async (d) => {
    await d.expectVisible('heading', 'How it works');
    await d.expectVisible('heading', 'Best asks now');
    // Each ask with its discount to face value (which ones depends on what else is on the shared market).
    await d.expectText(/% below \$[\d,.]+ face value$/);
  },
};

/** `/coupons/sale`: the coupons the account can list; a fresh account holds none (empty: import them). */
export const couponSalePage: PageLifecycle = {
  route: 'coupons.sale',
  read: 'bmSellPrepare',
  region: 'Coupons to sell',
  outcomes: ['loaded', 'empty'],
  prepare: async (d, outcome) => {
    const email = await couponAccount(d, 'coupon-sale');
    if (outcome === 'loaded') {
      const couponId = freshCouponId();
      await d.sandbox('POST', '/__sandbox/minerCoupons', {
        account: email,
        coupon: { couponId, name: 'Antminer S21 sale coupon', faceValueUsd: '300.00' },
        grant: [{ couponId, quantity: 4 }],
      });
    }
    await signIn(d, email, COUPON_PASSWORD);
    return routeUrl('coupons.sale', {});
  },
  loaded: async (d) => {
    await d.expectVisible('form', 'New listing');
    await d.expectText('You hold 4 of this coupon.');
    await d.expectVisible('button', 'Review the listing');
  },
  empty: async (d) => {
    await d.expectText(/You hold no coupon that can be listed/);
    await d.expectVisible('link', 'Import coupons from Bitmain');
  },
};

/** `/coupons/tradingHistory`: the market's trades (seeded), newest first. */
export const couponTradesPage: PageLifecycle = {
  route: 'coupons.tradingHistory',
  read: 'bmTradeHistory',
  region: 'Coupon trades',
  outcomes: ['loaded'],
  prepare: async (d) => {
    await signIn(d, await couponAccount(d, 'coupon-trades'), COUPON_PASSWORD);
    return routeUrl('coupons.tradingHistory', {});
  },
  loaded: async (d) => {
    await d.expectVisible('table', 'Coupon trades');
    await d.expectText('Time (UTC)');
  },
};

/** `/pay/coupons/{couponId}`: ordering coupons of a listing (the path's own); an unknown one is the 404 page. */
export const couponPayPage: PageLifecycle = {
  route: 'pay.coupons',
  read: 'bmOrderPrepare',
  region: 'Coupon order',
  outcomes: ['loaded', 'notFound'],
  prepare: async (d, outcome) => {
    const { delegateId } = await sellerWithListing(d);
    await signIn(d, await couponAccount(d, 'coupon-pay'), COUPON_PASSWORD);
    return routeUrl('pay.coupons', { couponId: outcome === 'notFound' ? NO_LISTING : delegateId });
  },
  loaded: async (d) => {
    await d.expectVisible('form', 'Coupon order');
    await d.expectText('$150.00 (25% below face value)');
    await d.expectVisible('button', 'Place order');
  },
};

/** An unpaid order of the path's own buyer for one coupon of a fresh listing. */
async function unpaidOrder(d: Driver): Promise<{ buyer: string; orderNo: string }> {
  const { delegateId } = await sellerWithListing(d);
  const buyer = await couponAccount(d, 'coupon-buyer');
  const { orderNo } = await d.sandbox<{ orderNo: string }>('POST', '/__sandbox/minerCoupons/order', {
    account: buyer,
    delegateId,
    quantity: 2,
  });
  return { buyer, orderNo };
}

/** `/pay/confirm/coupons/{orderNo}`: the cashier of the buyer's coupon order; another number is the 404 page. */
export const couponCashierPage: PageLifecycle = {
  route: 'pay.confirm.coupons',
  read: 'orderCashier',
  region: 'Cashier',
  outcomes: ['loaded', 'notFound'],
  prepare: async (d, outcome) => {
    const { buyer, orderNo } = await unpaidOrder(d);
    await signIn(d, buyer, COUPON_PASSWORD);
    return routeUrl('pay.confirm.coupons', { orderNo: outcome === 'notFound' ? 'C20000101999999' : orderNo });
  },
  loaded: async (d) => {
    await d.expectText(/^2 × Antminer S21 test coupon \(\$200\.00 face value\), listing D\d+$/);
    await d.expectVisible('radio', /^Wallet balance/);
    await d.expectVisible('button', 'Cancel order');
  },
};

/** `/pay/coupons/purchaseOrder?orderNo=`: the buyer's purchase order; another number is the 404 page. */
export const couponPurchaseOrderPage: PageLifecycle = {
  route: 'pay.coupons.purchaseOrder',
  read: 'bmPurchaseOrderDetail',
  region: 'Purchase order',
  outcomes: ['loaded', 'notFound'],
  prepare: async (d, outcome) => {
    const { buyer, orderNo } = await unpaidOrder(d);
    await signIn(d, buyer, COUPON_PASSWORD);
    return routeUrl(
      'pay.coupons.purchaseOrder',
      {},
      {
        search: { orderNo: outcome === 'notFound' ? 'C20000101999999' : orderNo },
      },
    );
  },
  loaded: async (d) => {
    await d.expectText('Awaiting payment');
    await d.expectVisible('link', 'Go to the cashier');
  },
};
