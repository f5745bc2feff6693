import { t } from '@lingui/core/macro';
import { pageRead } from '../../../../runtime/query/index.ts';
import { GOODS_TYPE, plansByTypeQuery } from '../../../features/plans/planQueries.ts';
import type { PageLoader } from '../../../pageProps.ts';

/** `/mobile/marketing`: the featured plans come from the plan list's read (the easy plans, the entry to mining). */
export const marketingLoader: PageLoader = async (context) => {
  await pageRead(context, plansByTypeQuery(GOODS_TYPE.easy));
  return {
    title: t`Bitcoin cloud mining on your phone`,
    description: t`Rent hashrate from efficient miners, receive the output every day and follow it in the FuFu app. Sign up in a minute.`,
  };
};
