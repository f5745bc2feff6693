import type { ObserverSummary } from '../../../../runtime/http/contract/pool.ts';
import { OBSERVER_TOKEN } from '../../../../runtime/http/contract/poolValues.ts';
import { pageRead } from '../../../../runtime/query/index.ts';
import {
  OBSERVER_NOT_FOUND_STATUS,
  observerEarningsQuery,
  observerSummaryQuery,
  observerWorkersQuery,
} from '../../../features/pool/poolQueries.ts';
import type { PageLoader } from '../../../pageProps.ts';

/** The observer view's summary says what the link permits; the crawler renderer reads those parts too. */
export const observerLoader: PageLoader = async (context) => {
  const token = context.params.token ?? '';
  if (!OBSERVER_TOKEN.test(token)) return undefined;
  const summary = await pageRead<ObserverSummary>(context, observerSummaryQuery(token), OBSERVER_NOT_FOUND_STATUS);
  if (summary) {
    await Promise.all([
      ...(summary.permissions.includes('workers') ? [pageRead(context, observerWorkersQuery(token))] : []),
      ...(summary.permissions.includes('earnings') ? [pageRead(context, observerEarningsQuery(token))] : []),
    ]);
  }
  return undefined;
};
