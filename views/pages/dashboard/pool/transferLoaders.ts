import { pageRead } from '../../../../runtime/query/index.ts';
import type { SearchOf } from '../../../../runtime/router/links.ts';
import {
  subAccountListQuery,
  TRANSFER_NOT_FOUND_STATUS,
  transferDetailQuery,
  transferListQuery,
  transferRunsQuery,
} from '../../../features/pool/poolQueries.ts';
import type { PageLoader } from '../../../pageProps.ts';

export const transferLoader: PageLoader = async (context) => {
  const { tab, page } = context.search as SearchOf<'dashboard.pool.transfer'>;
  await Promise.all([pageRead(context, transferListQuery(tab, page)), pageRead(context, subAccountListQuery())]);
  return undefined;
};

export const transferDetailLoader: PageLoader = async (context) => {
  const { id } = context.search as SearchOf<'dashboard.pool.transferDetail'>;
  if (id === undefined) return undefined;
  await Promise.all([
    pageRead(context, transferDetailQuery(id), TRANSFER_NOT_FOUND_STATUS),
    pageRead(context, transferRunsQuery(id)),
  ]);
  return undefined;
};
