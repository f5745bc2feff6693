import { BATCH_ID_PATTERN } from '../../../runtime/http/contract/minersValues.ts';
import { pageRead } from '../../../runtime/query/index.ts';
import {
  CASHIER_NOT_FOUND_STATUS,
  cashierQuery,
  checkoutInfoQuery,
  MINER_BATCH_NOT_FOUND_STATUS,
  minerCheckoutInfoQuery,
} from '../../features/checkout/checkoutQueries.ts';
import { serviceFeeInfoQuery } from '../../features/serviceFee/serviceFeeQueries.ts';
import type { PageLoader } from '../../pageProps.ts';

/** `/pay/{id}/{num}`: the plan and the account's checkout facts. */
export const checkoutLoader: PageLoader = async (context) => {
  if (context.params.id) await pageRead(context, checkoutInfoQuery(context.params.id));
  return undefined;
};

/** `/pay/confirm/{orderNo}` and `/pay/detail/{orderNo}`: the order as the cashier sees it. */
export const cashierLoader: PageLoader = async (context) => {
  if (context.params.orderNo) await pageRead(context, cashierQuery(context.params.orderNo), CASHIER_NOT_FOUND_STATUS);
  return undefined;
};

/** `/pay/serviceFee`: the orders that take more service-fee days (those of `?orders=`, or all) and the funds. */
export const serviceFeeLoader: PageLoader = async (context) => {
  await pageRead(context, serviceFeeInfoQuery(context.search.orders as string | undefined));
  return undefined;
};

/** `/pay/minerSale/{id}`: the sale batch and the account's checkout facts; an id that is no batch id is the 404. */
export const minerCheckoutLoader: PageLoader = async (context) => {
  const id = context.params.id ?? '';
  if (BATCH_ID_PATTERN.test(id)) await pageRead(context, minerCheckoutInfoQuery(id), MINER_BATCH_NOT_FOUND_STATUS);
  return undefined;
};
