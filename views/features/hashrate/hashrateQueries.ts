import { type DashboardCurrency, DEFAULT_CURRENCY } from '../../../runtime/domain/currencies.ts';
import type { OutputRange } from '../../../runtime/http/contract/hashrate.ts';
import { apiQuery } from '../../../runtime/query/index.ts';

/** The output table reads every day of its filter at once (a year is 365 rows): it pages and exports in the browser. */
export const ALL_OUTPUT_DAYS = 5000;
/** Rows per page of the output table. */
export const OUTPUT_PAGE_SIZE = 30;
/** The API's status for an order filter that names no order of this user. */
export const HASHRATE_ORDER_NOT_FOUND_STATUS = 404;

export interface OutputFilter {
  currency: DashboardCurrency;
  orderNo?: string;
  from?: string;
  to?: string;
}

/** The dashboard's coin in a link: left out when it is the default (BTC), so plain links stay plain. */
export const coinSearch = (currency: DashboardCurrency | undefined): { currency?: DashboardCurrency } =>
  currency === undefined || currency === DEFAULT_CURRENCY ? {} : { currency };

/** Every read is of one coin (BTC, ETH or FIL: the dashboard's currency tabs). */
export const hashrateCountQuery = (currency: DashboardCurrency) => apiQuery('hashrateCount', { currency });
export const hashrateListQuery = (currency: DashboardCurrency) => apiQuery('hashrateList', { currency });
export const hashrateProfitQuery = (currency: DashboardCurrency, range: OutputRange) =>
  apiQuery('hashrateProfitList', { currency, range });
export const hashrateEverydayQuery = ({ currency, orderNo, from, to }: OutputFilter) =>
  apiQuery('hashrateEverydayList', {
    currency,
    ...(orderNo ? { orderNo } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    pageNo: 1,
    pageSize: ALL_OUTPUT_DAYS,
  });

/** The account's free hashrate (the free trial and campaign grants) and what it mined. */
export const freeHashrateQuery = () => apiQuery('freeHashrateList', {});
