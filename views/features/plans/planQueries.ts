import { PRODUCT_TYPE } from '../../../runtime/domain/products.ts';
import { apiQuery } from '../../../runtime/query/index.ts';

/** The listed plan kinds by product type (runtime/domain/products.ts; the free trial is claimed, never listed). */
export const GOODS_TYPE = { easy: PRODUCT_TYPE.easy, full: PRODUCT_TYPE.full, stable: PRODUCT_TYPE.floating } as const;

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
