import { pageRead } from '../../../../runtime/query/index.ts';
import type { SearchOf } from '../../../../runtime/router/links.ts';
import {
  addressBookQuery,
  type HistoryFilter,
  walletBalancesQuery,
  walletHistoryQuery,
} from '../../../features/wallet/walletQueries.ts';
import type { PageLoader } from '../../../pageProps.ts';

/** `/dashboard/wallet`: the balances (and networks); the address book starts alongside. */
export const walletLoader: PageLoader = async (context) => {
  void context.client.prefetchQuery(addressBookQuery());
  await pageRead(context, walletBalancesQuery());
  return undefined;
};

/** The filter of `/dashboard/wallet/history`'s search, as the call takes it ('all' is no filter). */
export function historyFilter(search: SearchOf<'dashboard.wallet.history'>): HistoryFilter {
  return {
    ...(search.type === 'all' ? {} : { type: search.type }),
    ...(search.coin === 'all' ? {} : { coin: search.coin }),
    ...(search.status === 'all' ? {} : { status: search.status }),
  };
}

export const walletHistoryLoader: PageLoader = async (context) => {
  await pageRead(context, walletHistoryQuery(historyFilter(context.search as SearchOf<'dashboard.wallet.history'>)));
  return undefined;
};
