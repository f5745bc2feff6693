import { pageRead } from '../../../../runtime/query/index.ts';
import { networkStatsQuery } from '../../../features/plans/planQueries.ts';
import type { PageLoader } from '../../../pageProps.ts';

/** The explainer's worked example uses today's network figures. */
export const cloudMiningTopicLoader: PageLoader = async (context) => {
  await pageRead(context, networkStatsQuery());
  return undefined;
};
