import { pageRead } from '../../../../runtime/query/index.ts';
import { GOODS_TYPE, networkStatsQuery, plansByTypeQuery } from '../../../features/plans/planQueries.ts';
import type { PageLoader } from '../../../pageProps.ts';

/** `/easy`: the easy plans on sale and today's network figures (their estimates) start with the page's chunk. */
export const easyLoader: PageLoader = async (context) => {
  await Promise.all([pageRead(context, plansByTypeQuery(GOODS_TYPE.easy)), pageRead(context, networkStatsQuery())]);
  return undefined;
};
