import { t } from '@lingui/core/macro';
import type { GoodsDetail } from '../../../../runtime/http/contract/plans.ts';
import { GOODS_DISCONTINUED } from '../../../../runtime/http/contract/plansValues.ts';
import { pageRead } from '../../../../runtime/query/index.ts';
import { goodsDetailQuery, networkStatsQuery } from '../../../features/plans/planQueries.ts';
import type { PageLoader } from '../../../pageProps.ts';

/**
 * A plan's detail page: the plan and today's network figures start together; crawlers get the plan's
 * own title and description, and a plan that is not on sale is the 404 page (the guard's rule too).
 */
export const planDetailLoader: PageLoader = async (context) => {
  const goodsId = context.params.id;
  if (!goodsId) return undefined;
  const [plan] = await Promise.all([
    pageRead<GoodsDetail>(context, goodsDetailQuery(goodsId), GOODS_DISCONTINUED),
    pageRead(context, networkStatsQuery()),
  ]);
  if (!plan) return undefined;
  const { goodsName: name, minerModel: miner, hashrateTh: th, durationDays: days, pool } = plan;
  return {
    title: name,
    description: t`${name}: ${th} TH/s of ${miner} hashrate for ${days} days, mined at ${pool}. Prices, fees, rules and an estimate of the daily output.`,
  };
};
