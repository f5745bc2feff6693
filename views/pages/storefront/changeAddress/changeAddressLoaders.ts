import { pageRead } from '../../../../runtime/query/index.ts';
import { changeAddressInfoQuery } from '../../../features/changeAddress/changeAddressQueries.ts';
import type { PageLoader } from '../../../pageProps.ts';

/** `/changeAddress` and `/app/changeAddress`: the orders and their payout addresses. */
export const changeAddressLoader: PageLoader = async (context) => {
  await pageRead(context, changeAddressInfoQuery());
  return undefined;
};
