import { pageRead } from '../../../../runtime/query/index.ts';
import type { SearchOf } from '../../../../runtime/router/links.ts';
import {
  autoDeductOrdersQuery,
  pointsHistoryQuery,
  pointsPackagesQuery,
} from '../../../features/loyalty/loyaltyQueries.ts';
import type { PageLoader } from '../../../pageProps.ts';

export const pointsLoader: PageLoader = async (context) => {
  const { type, page } = context.search as SearchOf<'dashboard.points'>;
  await Promise.all([pageRead(context, pointsHistoryQuery(type, page)), pageRead(context, pointsPackagesQuery())]);
  return undefined;
};

export const pointsPlanLoader: PageLoader = async (context) => {
  await pageRead(context, autoDeductOrdersQuery());
  return undefined;
};
