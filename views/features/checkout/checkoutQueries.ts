import { apiQuery } from '../../../runtime/query/index.ts';

/** The checkout form's read: the plan, balances, addresses, coupons and pools of the signed-in account. */
export const checkoutInfoQuery = (goodsId: string) => apiQuery('checkoutInfo', { goodsId });

/** One order as the cashier shows it. */
export const cashierQuery = (orderNo: string) => apiQuery('orderCashier', { orderNo });

/** The API's status for an order number that names no order of this user, and for a plan not on sale. */
export const CASHIER_NOT_FOUND_STATUS = 404;
