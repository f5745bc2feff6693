import { notFound } from '@tanstack/react-router';
import {
  COUPON_ID_PATTERN,
  COUPON_ORDER_PATTERN,
  DELEGATE_ID_PATTERN,
} from '../../../../runtime/http/contract/minerCouponsValues.ts';
import { pageRead } from '../../../../runtime/query/index.ts';
import type { SearchOf } from '../../../../runtime/router/links.ts';
import type { PageLoader } from '../../../pageProps.ts';
import {
  COUPON_PAGE_SIZE,
  couponHoldingsQuery,
  couponListingsQuery,
  couponProceedsQuery,
  couponPurchaseOrderQuery,
  couponPurchaseOrdersQuery,
  couponSalesQuery,
  couponSoldOrderQuery,
  heldCouponQuery,
  MINER_COUPON_NOT_FOUND_STATUS,
  RECORD_PAGE_SIZE,
  stockLogDaysProblem,
  stockLogQuery,
} from './couponsQueries.ts';

/** `/dashboard/coupons`: the open tab's read. */
export const minerCouponsDashboardLoader: PageLoader = async (context) => {
  const search = context.search as SearchOf<'dashboard.coupons'>;
  if (search.tab === 'listings')
    await pageRead(context, couponListingsQuery(search.listing, search.page, COUPON_PAGE_SIZE));
  else if (search.tab === 'purchases')
    await pageRead(context, couponPurchaseOrdersQuery(search.purchase, search.page, COUPON_PAGE_SIZE));
  else if (search.tab === 'sold') await pageRead(context, couponSalesQuery(search.page, COUPON_PAGE_SIZE));
  else await pageRead(context, couponHoldingsQuery());
  return undefined;
};

/** The stock log's page for its filters; days the API would refuse (the page says what is wrong) are not asked for. */
export const couponStockLogLoader: PageLoader = async (context) => {
  const filter = context.search as SearchOf<'dashboard.coupons.stocksOpLog'>;
  if (!stockLogDaysProblem(filter)) await pageRead(context, stockLogQuery(filter));
  return undefined;
};

/**
 * A detail page's id (a slug to the router) that misses the contract's pattern is the 404 page without a read: its
 * status on the server, the page's NotFoundView in the browser.
 */
function wellFormed(id: string | undefined, pattern: RegExp, server: boolean): id is string {
  if (id !== undefined && pattern.test(id)) return true;
  if (server) throw notFound();
  return false;
}

export const couponProceedsLoader: PageLoader = async (context) => {
  const { page } = context.search as SearchOf<'dashboard.coupons.withdrawRecord'>;
  await pageRead(context, couponProceedsQuery(page, RECORD_PAGE_SIZE));
  return undefined;
};

export const couponHoldingDetailLoader: PageLoader = async (context) => {
  const { couponId } = context.params;
  if (wellFormed(couponId, COUPON_ID_PATTERN, context.server))
    await pageRead(context, heldCouponQuery(couponId), MINER_COUPON_NOT_FOUND_STATUS);
  return undefined;
};

export const couponPurchaseDetailLoader: PageLoader = async (context) => {
  const { orderNo } = context.params;
  if (wellFormed(orderNo, COUPON_ORDER_PATTERN, context.server))
    await pageRead(context, couponPurchaseOrderQuery(orderNo), MINER_COUPON_NOT_FOUND_STATUS);
  return undefined;
};

export const couponSoldDetailLoader: PageLoader = async (context) => {
  const { delegateId } = context.params;
  if (wellFormed(delegateId, DELEGATE_ID_PATTERN, context.server))
    await pageRead(context, couponSoldOrderQuery(delegateId), MINER_COUPON_NOT_FOUND_STATUS);
  return undefined;
};
