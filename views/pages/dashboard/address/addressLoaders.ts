import { pageRead } from '../../../../runtime/query/index.ts';
import { changeAddressInfoQuery } from '../../../features/changeAddress/changeAddressQueries.ts';
import type { PageLoader } from '../../../pageProps.ts';

/** `/dashboard/address`: the orders and their payout addresses, the saved ones, the history and the hold. */
export const addressLoader: PageLoader = async (context) => {
  await pageRead(context, changeAddressInfoQuery());
  return undefined;
};
