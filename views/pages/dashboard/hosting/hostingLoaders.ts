import { pageRead } from '../../../../runtime/query/index.ts';
import {
  hostingInvoicesQuery,
  hostingMinersQuery,
  hostingSeriesQuery,
} from '../../../features/hosting/hostingQueries.ts';
import type { PageLoader } from '../../../pageProps.ts';

/** The miners are the page's main read; the chart and the invoices load beside it. */
export const hostingLoader: PageLoader = async (context) => {
  const miner = context.search.miner as string | undefined;
  await Promise.all([
    pageRead(context, hostingMinersQuery()),
    pageRead(context, hostingSeriesQuery(miner)),
    pageRead(context, hostingInvoicesQuery()),
  ]);
  return undefined;
};
