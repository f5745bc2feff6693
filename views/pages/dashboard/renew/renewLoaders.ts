import { pageRead } from '../../../../runtime/query/index.ts';
import {
  elecWithholdListQuery,
  RENEW_NOT_FOUND_STATUS,
  renewInfoQuery,
  renewListQuery,
} from '../../../features/renew/renewQueries.ts';
import type { PageLoader } from '../../../pageProps.ts';

export const renewLoader: PageLoader = async (context) => {
  await pageRead(context, renewListQuery());
  return undefined;
};

/** An order number the account does not have is the 404 page. */
export const renewDetailLoader: PageLoader = async (context) => {
  if (context.params.orderNo) await pageRead(context, renewInfoQuery(context.params.orderNo), RENEW_NOT_FOUND_STATUS);
  return undefined;
};

export const elecWithholdLoader: PageLoader = async (context) => {
  await pageRead(context, elecWithholdListQuery());
  return undefined;
};
