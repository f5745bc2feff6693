import { pageRead } from '../../../../runtime/query/index.ts';
import { rewardsCatalogueQuery } from '../../../features/rewards/rewardsQueries.ts';
import type { PageLoader } from '../../../pageProps.ts';

/** The catalogue is the page's read; the account's progress loads in the page once the session is known. */
export const taskLoader: PageLoader = async (context) => {
  await pageRead(context, rewardsCatalogueQuery());
  return undefined;
};
