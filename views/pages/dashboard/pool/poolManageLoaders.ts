import { pageRead } from '../../../../runtime/query/index.ts';
import type { SearchOf } from '../../../../runtime/router/links.ts';
import {
  alarmConfigQuery,
  observerLinksQuery,
  poolAddressListQuery,
  poolInfoQuery,
  subAccountListQuery,
} from '../../../features/pool/poolQueries.ts';
import type { PageLoader } from '../../../pageProps.ts';

export const poolManageLoader: PageLoader = async (context) => {
  await Promise.all([pageRead(context, subAccountListQuery()), pageRead(context, poolInfoQuery())]);
  return undefined;
};

export const observerUrlLoader: PageLoader = async (context) => {
  const { sub } = context.search as SearchOf<'dashboard.pool.observerUrl'>;
  await Promise.all([
    pageRead(context, subAccountListQuery()),
    ...(sub ? [pageRead(context, observerLinksQuery(sub))] : []),
  ]);
  return undefined;
};

export const walletListLoader: PageLoader = async (context) => {
  await pageRead(context, poolAddressListQuery());
  return undefined;
};

export const alarmLoader: PageLoader = async (context) => {
  const { sub } = context.search as SearchOf<'dashboard.pool.alarm'>;
  await Promise.all([
    pageRead(context, subAccountListQuery()),
    ...(sub ? [pageRead(context, alarmConfigQuery(sub))] : []),
  ]);
  return undefined;
};
