import { apiQuery } from '../../../runtime/query/index.ts';

/** The missions and check-in rewards (public, in the visitor's language). */
export const rewardsCatalogueQuery = () => apiQuery('rewardsCatalogue', {});
/** The signed-in account's progress, streak and points (private: dropped when the session ends). */
export const rewardsStatusQuery = () => apiQuery('rewardsStatus', {});
