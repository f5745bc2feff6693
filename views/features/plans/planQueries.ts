import { apiQuery } from '../../../runtime/query/index.ts';

/** Goods types of the API: 5 easy, 3 full, 7 stable (the free trial, 1, is claimed, never listed: FREE_TRIAL_TYPE). */
export const GOODS_TYPE = { easy: 5, full: 3, stable: 7 } as const;

/** The float (stable) plans: the home page's list and the header's Stable entry read the same cache (spec section 9: 50, page 1, BTC). */
export const floatPlansQuery = () => apiQuery('floatGoodsList', { pageSize: 50, pageNo: 1, currency: 'BTC' });

/** One section of the plan list, with each plan's estimated output for the term. */
export const plansByTypeQuery = (goodsType: (typeof GOODS_TYPE)[keyof typeof GOODS_TYPE]) =>
  apiQuery('goodsList', { goodsType, currency: 'BTC' });

/** One plan's detail page read; a plan not on sale answers GOODS_DISCONTINUED (the discontinued page). */
export const goodsDetailQuery = (goodsId: string) => apiQuery('goodsDetail', { goodsId });

/** Today's network figures, for every estimate on the page; they change once a day. */
/** The plans recommended to the signed-in account (home's "Picked for you"). */
export const recommendedPlansQuery = () => apiQuery('exclusiveRecommendGoods', {});
export const networkStatsQuery = () => ({ ...apiQuery('networkStats', {}), staleTime: 10 * 60_000 });

/** Whether the signed-in account may claim a free trial goods, and its trial order once claimed. */
export const freeTrialStatusQuery = (goodsId: string) => apiQuery('freeTrialStatus', { goodsId });
