import { apiQuery } from '../../../runtime/query/index.ts';

/** The VIP table: public, in the request's language. */
export const vipLevelsQuery = () => apiQuery('vipLevels', {});
/** The signed-in account's level and its gap to the next one (private: dropped when the session ends). */
export const vipStandingQuery = () => apiQuery('vipStanding', {});
/** The signed-in account's points balance and latest movements. */
export const pointsSummaryQuery = (limit = 10) => apiQuery('pointsSummary', { limit });
