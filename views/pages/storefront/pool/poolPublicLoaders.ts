import { pageRead } from '../../../../runtime/query/index.ts';
import { poolInfoQuery, poolStatsQuery } from '../../../features/pool/poolQueries.ts';
import type { PageLoader } from '../../../pageProps.ts';

export const poolPublicLoader: PageLoader = async (context) => {
  await Promise.all([pageRead(context, poolStatsQuery()), pageRead(context, poolInfoQuery())]);
  return undefined;
};
