import type { CouponFilter, PointsFilter } from '../../../runtime/http/contract/loyalty.ts';
import { apiQuery } from '../../../runtime/query/index.ts';

/** The VIP table: public, in the request's language. */
export const vipLevelsQuery = () => apiQuery('vipLevels', {});
/** The signed-in account's level and its gap to the next one (private: dropped when the session ends). */
export const vipStandingQuery = () => apiQuery('vipStanding', {});
/** The signed-in account's level changes by the monthly evaluation, newest first, a page of them. */
export const vipRecordQuery = (page: number, pageSize = VIP_RECORD_PAGE_SIZE) =>
  apiQuery('vipRecord', { pageNo: page, pageSize });
export const VIP_RECORD_PAGE_SIZE = 10;
/** The signed-in account's points balance and latest movements. */
export const pointsSummaryQuery = (limit = 10) => apiQuery('pointsSummary', { limit });
/** The account's points history, a page of it, filtered by direction. */
export const pointsHistoryQuery = (type: PointsFilter, page: number, pageSize = POINTS_PAGE_SIZE) =>
  apiQuery('pointsHistory', { type, pageNo: page, pageSize });
export const POINTS_PAGE_SIZE = 10;
/** The account's coupons with their status now. */
export const couponListQuery = (status: CouponFilter) => apiQuery('couponList', { status });
/** The account's full plans with their auto-deduct switch. */
/** The points packages on sale (buying points on `/dashboard/points`). */
export const pointsPackagesQuery = () => apiQuery('pointsPackages', {});

export const autoDeductOrdersQuery = () => apiQuery('autoDeductOrders', {});
