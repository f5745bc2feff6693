import { apiQuery } from '../../../runtime/query/index.ts';

/** Everything the settings page shows about the signed-in account (private: dropped when the session ends). */
export const settingsOverviewQuery = () => apiQuery('settingsOverview', {});
