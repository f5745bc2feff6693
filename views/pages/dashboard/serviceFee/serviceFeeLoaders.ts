import { pageRead } from '../../../../runtime/query/index.ts';
import { serviceFeeInfoQuery, serviceFeeRecordsQuery } from '../../../features/serviceFee/serviceFeeQueries.ts';
import type { PageLoader } from '../../../pageProps.ts';

/** `/dashboard/serviceFee`: the orders that take service-fee days; the payment records start alongside. */
export const serviceFeesLoader: PageLoader = async (context) => {
  void context.client.prefetchQuery(serviceFeeRecordsQuery());
  await pageRead(context, serviceFeeInfoQuery());
  return undefined;
};
