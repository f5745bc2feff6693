import { apiQuery } from '../../../runtime/query/index.ts';

/** The orders that take more service-fee days (these numbers, or all of them) and what the account can pay with. */
export const serviceFeeInfoQuery = (orderNos?: string) => apiQuery('serviceFeeInfo', orderNos ? { orderNos } : {});

/** The account's service-fee payments. */
export const serviceFeeRecordsQuery = () => apiQuery('serviceFeeRecords', {});
