import { t } from '@lingui/core/macro';
import { pageRead } from '../../../../runtime/query/index.ts';
import { firmwareReleasesQuery } from '../../../features/company/companyQueries.ts';
import { GOODS_TYPE, networkStatsQuery, plansByTypeQuery } from '../../../features/plans/planQueries.ts';
import { poolStatsQuery } from '../../../features/pool/poolQueries.ts';
import type { PageLoader } from '../../../pageProps.ts';

/** The network figures (the main read) and the cards' live figures start together; crawlers get them all. */
export const miningServicesLoader: PageLoader = async (context) => {
  await Promise.all([
    pageRead(context, networkStatsQuery()),
    ...Object.values(GOODS_TYPE).map((type) => pageRead(context, plansByTypeQuery(type))),
    pageRead(context, poolStatsQuery()),
    pageRead(context, firmwareReleasesQuery()),
  ]);
  return {
    title: t`Mining services`,
    description: t`Cloud-mining plans, miners for sale and rent, hosting, the FuFu pool and FuFuMinerOS, with today's network difficulty and BTC price.`,
  };
};
