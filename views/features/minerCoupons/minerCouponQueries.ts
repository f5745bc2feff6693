import type { ListingFilter, MarketSort, ValidityFilter } from '../../../runtime/http/contract/minerCoupons.ts';
import { apiQuery } from '../../../runtime/query/index.ts';

/**
 * The miner coupon market's reads (runtime/http/contract/minerCoupons.ts), one query per call: the market pages
 * (`/coupons/*`, `/pay/coupons/*`) and the account's coupon pages (`/dashboard/coupons/*`) share them.
 */

/** The API's status for a listing, coupon or order that is unknown (or not the account's). */
export const MINER_COUPON_NOT_FOUND_STATUS = 404;
export const MARKET_PAGE_SIZE = 20;
export const TRADES_PAGE_SIZE = 20;

export interface MarketQuery {
  model?: string;
  validity: ValidityFilter;
  sort: MarketSort;
  dir?: 'asc' | 'desc';
  page: number;
}

/** The market's asks, filtered and sorted on the server, a page of them. */
export const couponMarketQuery = ({ model, validity, sort, dir, page }: MarketQuery) =>
  apiQuery('bmMarketList', {
    ...(model ? { model } : {}),
    validity,
    sort,
    ...(dir ? { dir } : {}),
    pageNo: page,
    pageSize: MARKET_PAGE_SIZE,
  });
/** One listing in any state. */
export const couponListingQuery = (delegateId: string) => apiQuery('bmMarketDetail', { delegateId });
/** The best asks against face value (the buyer's guide). */
export const bestAsksQuery = (limit = 5) => apiQuery('bmBestAsks', { limit });
/** Recent trades of the market. */
export const couponTradesQuery = (page: number) =>
  apiQuery('bmTradeHistory', { pageNo: page, pageSize: TRADES_PAGE_SIZE });

/** The buy page's read: the listing and the account's funds. */
export const couponOrderPrepareQuery = (delegateId: string) => apiQuery('bmOrderPrepare', { delegateId });
/** The account's purchase orders. */
export const couponPurchaseOrdersQuery = (
  filter: 'all' | 'unpaid' | 'paid' | 'closed' = 'all',
  page = 1,
  pageSize = 20,
) => apiQuery('bmPurchaseOrders', { filter, pageNo: page, pageSize });
/** One purchase order of the account. */
export const couponPurchaseOrderQuery = (orderNo: string) => apiQuery('bmPurchaseOrderDetail', { orderNo });
/** The account's unpaid coupon orders (session state, spec section 3). */
export const couponUnpaidCountQuery = () => apiQuery('bmUnpaidCount', {});

/** The coupons the account holds. */
export const couponHoldingsQuery = () => apiQuery('bmHoldings', {});
/** One coupon issue the account holds, with its listings. */
export const heldCouponQuery = (couponId: string) => apiQuery('bmCouponDetail', { couponId });
/** The sale form's read: listable holdings, the fee, the price rule. */
export const couponSellPrepareQuery = () => apiQuery('bmSellPrepare', {});
/** The account's listings. */
export const couponListingsQuery = (filter: ListingFilter = 'all', page = 1, pageSize = 20) =>
  apiQuery('bmDelegates', { filter, pageNo: page, pageSize });
/** The sales of the account's listings. */
export const couponSalesQuery = (page = 1, pageSize = 20) => apiQuery('bmSoldOrders', { pageNo: page, pageSize });
/** One listing of the account with its sales. */
export const couponSoldOrderQuery = (delegateId: string) => apiQuery('bmSoldOrderDetail', { delegateId });
/** The account's stock operations. */
export const couponStockLogQuery = (page = 1, couponId?: string, pageSize = 20) =>
  apiQuery('bmStockLog', { ...(couponId ? { couponId } : {}), pageNo: page, pageSize });
/** Sale proceeds credited to the wallet. */
export const couponProceedsQuery = (page = 1, pageSize = 20) =>
  apiQuery('bmProceedsRecords', { pageNo: page, pageSize });
