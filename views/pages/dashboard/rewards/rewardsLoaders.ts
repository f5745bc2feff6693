import { pageRead } from '../../../../runtime/query/index.ts';
import { inviteSummaryQuery } from '../../../features/invites/inviteQueries.ts';
import { rewardsCatalogueQuery, rewardsStatusQuery } from '../../../features/rewards/rewardsQueries.ts';
import type { PageLoader } from '../../../pageProps.ts';

export const rewardsLoader: PageLoader = async (context) => {
  await Promise.all([
    pageRead(context, rewardsStatusQuery()),
    pageRead(context, rewardsCatalogueQuery()),
    pageRead(context, inviteSummaryQuery()),
  ]);
  return undefined;
};
