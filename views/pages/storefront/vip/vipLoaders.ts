import { t } from '@lingui/core/macro';
import { pageRead } from '../../../../runtime/query/index.ts';
import { vipLevelsQuery } from '../../../features/loyalty/loyaltyQueries.ts';
import type { PageLoader } from '../../../pageProps.ts';

/** The VIP table is public (crawlers get it); the account's standing is read by the page when signed in. */
export const vipLoader: PageLoader = async (context) => {
  await pageRead(context, vipLevelsQuery());
  return {
    title: t`VIP levels`,
    description: t`VIP 1 to 5: the paid orders each level needs over 12 months, its invitation bonus, rebate and service-fee discount, and how levels are evaluated.`,
  };
};
