import type { HashrateRange, TransferDirection } from '../../../runtime/http/contract/pool.ts';
import { apiQuery } from '../../../runtime/query/index.ts';

/** The API's status for a sub-account name that is not one of this user's. */
export const SUB_ACCOUNT_NOT_FOUND_STATUS = 404;
/** The worker list is read whole (thousands of rows) and filtered and sorted in the browser. */
export const ALL_WORKERS = 5000;
export const EARNINGS_PAGE_SIZE = 10;
/** Every settled day, for the CSV export. */
export const EARNINGS_EXPORT_SIZE = 400;

export const subAccountListQuery = () => apiQuery('poolSubAccountList', {});
export const poolSummaryQuery = (subAccount: string) => apiQuery('poolSummary', { subAccount });
export const poolHashQuery = (subAccount: string, range: HashrateRange) => apiQuery('poolHash', { subAccount, range });
export const poolWorkersQuery = (subAccount: string) =>
  apiQuery('poolWorkers', { subAccount, pageSize: ALL_WORKERS, pageNo: 1, sort: 'name', order: 'asc' });
export const poolEarningsQuery = (subAccount: string, pageSize = EARNINGS_EXPORT_SIZE) =>
  apiQuery('poolEarnings', { subAccount, pageNo: 1, pageSize });
export const poolInfoQuery = () => apiQuery('poolInfo', {});
/** The whole pool's figures move every 10 minutes; the public page reads them again each minute. */
export const POOL_STATS_REFRESH_MS = 60_000;
export const poolStatsQuery = () => ({ ...apiQuery('poolStats', {}), refetchInterval: POOL_STATS_REFRESH_MS });

export const observerLinksQuery = (subAccount: string) => apiQuery('poolObserverLinks', { subAccount });
/** The public observer view: what the link permits; an unknown, expired or deleted token is 404. */
export const OBSERVER_NOT_FOUND_STATUS = 404;
export const observerSummaryQuery = (token: string) => apiQuery('poolObserverSummary', { token });
export const observerWorkersQuery = (token: string) =>
  apiQuery('poolObserverWorkers', { token, pageNo: 1, pageSize: ALL_WORKERS });
export const OBSERVER_EARNINGS_SIZE = 30;
export const observerEarningsQuery = (token: string) =>
  apiQuery('poolObserverEarnings', { token, pageNo: 1, pageSize: OBSERVER_EARNINGS_SIZE });
export const poolAddressListQuery = () => apiQuery('poolAddressList', {});
export const alarmConfigQuery = (subAccount: string) => apiQuery('poolWarningConfig', { subAccount });

/** Hashrate transfers: a page of one direction, one transfer, its run list (every settled day for the export). */
export const TRANSFER_PAGE_SIZE = 20;
export const TRANSFER_RUNS_SIZE = 400;
/** The API's status for a transfer id that is not one of this user's. */
export const TRANSFER_NOT_FOUND_STATUS = 404;
export const transferListQuery = (direction: TransferDirection, pageNo: number) =>
  apiQuery('poolTransferList', { direction, pageNo, pageSize: TRANSFER_PAGE_SIZE });
export const transferDetailQuery = (id: number) => apiQuery('poolTransferDetail', { id });
export const transferRunsQuery = (id: number) =>
  apiQuery('poolTransferRuns', { id, pageNo: 1, pageSize: TRANSFER_RUNS_SIZE });
export const transferAssignInfoQuery = (subAccount: string) => apiQuery('poolTransferAssignInfo', { subAccount });
/** Every transfer read (after an add, a pause, a resume or a cancel). */
export const TRANSFER_KEYS = ['poolTransferList', 'poolTransferDetail', 'poolTransferRuns', 'poolTransferAssignInfo'];
