import { apiQuery, quietApiQuery } from '../../../runtime/query/index.ts';

/** The missions and check-in rewards (public, in the visitor's language). */
export const rewardsCatalogueQuery = () => apiQuery('rewardsCatalogue', {});
/** The signed-in account's progress, streak and points (private: dropped when the session ends). */
export const rewardsStatusQuery = () => apiQuery('rewardsStatus', {});
/**
 * The vouchers the account's missions hold (`voucherAmount1`, spec: mission summary), shown beside the
 * register and task promotions; a failure is silent (null), like the other user-info reads.
 */
export const missionSumQuery = () => quietApiQuery('missionSum', {});
