import type { OutputRange } from '../../../runtime/http/contract/hashrate.ts';
import { apiQuery } from '../../../runtime/query/index.ts';

/** The output table reads every day of its filter at once (a year is 365 rows): it pages and exports in the browser. */
export const ALL_OUTPUT_DAYS = 5000;
/** Rows per page of the output table. */
export const OUTPUT_PAGE_SIZE = 30;
/** The API's status for an order filter that names no order of this user. */
export const HASHRATE_ORDER_NOT_FOUND_STATUS = 404;

export interface OutputFilter {
  orderNo?: string;
  from?: string;
  to?: string;
}

export const hashrateCountQuery = () => apiQuery('hashrateCount', {});
export const hashrateListQuery = () => apiQuery('hashrateList', {});
export const hashrateProfitQuery = (range: OutputRange) => apiQuery('hashrateProfitList', { range });
export const hashrateEverydayQuery = ({ orderNo, from, to }: OutputFilter) =>
  apiQuery('hashrateEverydayList', {
    ...(orderNo ? { orderNo } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    pageNo: 1,
    pageSize: ALL_OUTPUT_DAYS,
  });
