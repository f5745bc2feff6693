import { SUB_ACCOUNT_NAME } from '../../../../runtime/http/contract/poolValues.ts';
import { pageRead } from '../../../../runtime/query/index.ts';
import type { SearchOf } from '../../../../runtime/router/links.ts';
import {
  poolEarningsQuery,
  poolHashQuery,
  poolSummaryQuery,
  poolWorkersQuery,
  SUB_ACCOUNT_NOT_FOUND_STATUS,
  subAccountListQuery,
} from '../../../features/pool/poolQueries.ts';
import type { PageLoader } from '../../../pageProps.ts';

export const poolLoader: PageLoader = async (context) => {
  const { sub, range } = context.search as SearchOf<'dashboard.pool'>;
  const reads = [pageRead(context, subAccountListQuery())];
  if (sub) {
    reads.push(pageRead(context, poolSummaryQuery(sub)), pageRead(context, poolHashQuery(sub, range)));
    reads.push(pageRead(context, poolEarningsQuery(sub)));
  }
  await Promise.all(reads);
  return undefined;
};

export const poolDetailLoader: PageLoader = async (context) => {
  const { sub } = context.search as SearchOf<'dashboard.pool.detail'>;
  await Promise.all([
    pageRead(context, subAccountListQuery()),
    ...(sub ? [pageRead(context, poolWorkersQuery(sub))] : []),
  ]);
  return undefined;
};

export const poolAccountLoader: PageLoader = async (context) => {
  const name = context.params.subAccountName;
  const { range } = context.search as SearchOf<'dashboard.pool.account'>;
  if (!name || !SUB_ACCOUNT_NAME.test(name)) return undefined;
  await Promise.all([
    pageRead(context, poolSummaryQuery(name), SUB_ACCOUNT_NOT_FOUND_STATUS),
    pageRead(context, poolHashQuery(name, range)),
    pageRead(context, poolEarningsQuery(name)),
  ]);
  return undefined;
};
