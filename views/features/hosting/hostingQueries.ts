import { apiQuery } from '../../../runtime/query/index.ts';

/** The account's hosted miners now and their totals. */
export const hostingMinersQuery = () => apiQuery('hostingMiners', {});

/** The last 24 h of one miner's hashrate, or of the whole fleet (no miner). */
export const hostingSeriesQuery = (minerId?: string) => apiQuery('hostingSeries', minerId ? { minerId } : {});

/** The account's hosting fee invoices, its balance and whether it has a fund password. */
export const hostingInvoicesQuery = () => apiQuery('hostingInvoices', {});
