import { apiQuery } from '../../../runtime/query/index.ts';

/** The checkout form's read: the plan, balances, addresses, coupons and pools of the signed-in account. */
export const checkoutInfoQuery = (goodsId: string) => apiQuery('checkoutInfo', { goodsId });

/** One order as the cashier shows it. */
export const cashierQuery = (orderNo: string) => apiQuery('orderCashier', { orderNo });

/** The API's status for an order number that names no order of this user, and for a plan not on sale. */
export const CASHIER_NOT_FOUND_STATUS = 404;

/** The miner checkout form's read: the sale batch and the signed-in account's facts. */
export const minerCheckoutInfoQuery = (batchId: string) => apiQuery('minerCheckoutInfo', { batchId });

/** The API's status for a batch id that names no sale batch. */
export const MINER_BATCH_NOT_FOUND_STATUS = 404;
