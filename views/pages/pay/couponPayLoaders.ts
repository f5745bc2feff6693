import { COUPON_ORDER_PATTERN, DELEGATE_ID_PATTERN } from '../../../runtime/http/contract/minerCouponsValues.ts';
import { pageRead } from '../../../runtime/query/index.ts';
import type { SearchOf } from '../../../runtime/router/links.ts';
import { CASHIER_NOT_FOUND_STATUS, cashierQuery } from '../../features/checkout/checkoutQueries.ts';
import {
  couponOrderPrepareQuery,
  couponPurchaseOrderQuery,
  MINER_COUPON_NOT_FOUND_STATUS,
} from '../../features/minerCoupons/minerCouponQueries.ts';
import type { PageLoader } from '../../pageProps.ts';

/** `/pay/coupons/{couponId}`: the listing and the account's funds. */
export const couponPayLoader: PageLoader = async (context) => {
  const id = context.params.couponId ?? '';
  if (DELEGATE_ID_PATTERN.test(id)) await pageRead(context, couponOrderPrepareQuery(id), MINER_COUPON_NOT_FOUND_STATUS);
  return undefined;
};

/** `/pay/confirm/coupons/{orderNo}`: the order as the cashier sees it. */
export const couponCashierLoader: PageLoader = async (context) => {
  const orderNo = context.params.orderNo ?? '';
  if (COUPON_ORDER_PATTERN.test(orderNo)) await pageRead(context, cashierQuery(orderNo), CASHIER_NOT_FOUND_STATUS);
  return undefined;
};

/** `/pay/coupons/purchaseOrder?orderNo=`: the purchase order. */
export const couponPurchaseOrderLoader: PageLoader = async (context) => {
  const orderNo = (context.search as SearchOf<'pay.coupons.purchaseOrder'>).orderNo ?? '';
  if (COUPON_ORDER_PATTERN.test(orderNo))
    await pageRead(context, couponPurchaseOrderQuery(orderNo), MINER_COUPON_NOT_FOUND_STATUS);
  return undefined;
};
