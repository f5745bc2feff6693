import { t } from '@lingui/core/macro';
import type { GoodsDetail } from '../../../../runtime/http/contract/plans.ts';
import { GOODS_DISCONTINUED } from '../../../../runtime/http/contract/plansValues.ts';
import { pageRead } from '../../../../runtime/query/index.ts';
import { goodsDetailQuery, networkStatsQuery } from '../../../features/plans/planQueries.ts';
import type { PageLoader } from '../../../pageProps.ts';

/**
 * `/free/detail/{id}`: the trial plan and today's network figures start together (the account's trial status
 * is private and read by the page); crawlers get the trial's own title and description.
 */
export const freeTrialLoader: PageLoader = async (context) => {
  const goodsId = context.params.id;
  if (!goodsId) return undefined;
  const [plan] = await Promise.all([
    pageRead<GoodsDetail>(context, goodsDetailQuery(goodsId), GOODS_DISCONTINUED),
    pageRead(context, networkStatsQuery()),
  ]);
  if (!plan) return undefined;
  const { hashrateTh: th, durationDays: days, minerModel: miner } = plan;
  return {
    title: t`Free cloud mining trial: ${th} TH/s for ${days} days`,
    description: t`New accounts claim ${th} TH/s of ${miner} hashrate for ${days} days at no cost, with no identity verification. The output is paid to your BTC address like any plan.`,
  };
};
