import type { StockOp } from '../../../../runtime/http/contract/minerCoupons.ts';
import { apiQuery } from '../../../../runtime/query/index.ts';

/**
 * The customer's coupon pages (`/dashboard/coupons/*`) read through the market's queries
 * (views/features/minerCoupons/minerCouponQueries.ts); the stock log's filtered read is theirs alone.
 */
export {
  couponHoldingsQuery,
  couponListingsQuery,
  couponProceedsQuery,
  couponPurchaseOrderQuery,
  couponPurchaseOrdersQuery,
  couponSalesQuery,
  couponSoldOrderQuery,
  heldCouponQuery,
  MINER_COUPON_NOT_FOUND_STATUS,
} from '../../../features/minerCoupons/minerCouponQueries.ts';

/** Rows per page of the tabs of `/dashboard/coupons` (cards). */
export const COUPON_PAGE_SIZE = 10;
/** Rows per page of the stock log and the sale proceeds (tables). */
export const RECORD_PAGE_SIZE = 20;

/** The stock log's filters as the page's URL holds them (`op` all: every operation; days are UTC, inclusive). */
export interface StockLogFilter {
  coupon?: string;
  op: 'all' | StockOp;
  from?: string;
  to?: string;
  page: number;
}

/** What keeps a filter's days from being asked for (the API answers either with a 400), and which field it is. */
export type StockLogDaysProblem = { field: 'from' | 'to'; reason: 'notADay' | 'beforeFrom' };

/** A `YYYY-MM-DD` that is a day of the calendar (the URL only checks the format: 2026-02-30 passes it). */
function isUtcDay(day: string): boolean {
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().startsWith(day);
}

/** An impossible day, or `to` before `from`; undefined when the days can be asked for. */
export function stockLogDaysProblem({
  from,
  to,
}: Pick<StockLogFilter, 'from' | 'to'>): StockLogDaysProblem | undefined {
  if (from && !isUtcDay(from)) return { field: 'from', reason: 'notADay' };
  if (to && !isUtcDay(to)) return { field: 'to', reason: 'notADay' };
  if (from && to && to < from) return { field: 'to', reason: 'beforeFrom' };
  return undefined;
}

/**
 * The stock log's page for a filter: `bmStockLog` filters by coupon issue, operation and UTC days (both included)
 * before paging, so `totalCount` is the filter's. All operations is no `op`. Ask only when stockLogDaysProblem has
 * none.
 */
export const stockLogQuery = ({ coupon, op, from, to, page }: StockLogFilter) =>
  apiQuery('bmStockLog', {
    ...(coupon ? { couponId: coupon } : {}),
    ...(op !== 'all' ? { op } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    pageNo: page,
    pageSize: RECORD_PAGE_SIZE,
  });
