import { pageRead } from '../../../../runtime/query/index.ts';
import type { SearchOf } from '../../../../runtime/router/links.ts';
import {
  freeHashrateQuery,
  HASHRATE_ORDER_NOT_FOUND_STATUS,
  hashrateCountQuery,
  hashrateEverydayQuery,
  hashrateListQuery,
  hashrateProfitQuery,
} from '../../../features/hashrate/hashrateQueries.ts';
import type { PageLoader } from '../../../pageProps.ts';

export const hashrateLoader: PageLoader = async (context) => {
  const { currency, range } = context.search as SearchOf<'dashboard.hashrate'>;
  await Promise.all([
    pageRead(context, hashrateCountQuery(currency)),
    pageRead(context, hashrateListQuery(currency)),
    pageRead(context, hashrateProfitQuery(currency, range)),
  ]);
  return undefined;
};

export const hashrateOutputLoader: PageLoader = async (context) => {
  const { currency, order, from, to } = context.search as SearchOf<'dashboard.hashrate.output'>;
  const reads = [pageRead(context, hashrateListQuery(currency))];
  // A reversed range is not asked for: the page says what is wrong with it.
  if (!(from && to && to < from)) {
    reads.push(
      pageRead(context, hashrateEverydayQuery({ currency, orderNo: order, from, to }), HASHRATE_ORDER_NOT_FOUND_STATUS),
    );
  }
  await Promise.all(reads);
  return undefined;
};

export const freeHashrateLoader: PageLoader = async (context) => {
  await pageRead(context, freeHashrateQuery());
  return undefined;
};
