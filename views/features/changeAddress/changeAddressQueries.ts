import { apiQuery, quietApiQuery } from '../../../runtime/query/index.ts';

/** The account's orders with their payout addresses, the saved addresses, the change history and the payout hold. */
export const changeAddressInfoQuery = () => apiQuery('changeAddressOrderList', {});
/** Home's check for signed-in users: a plan pays to an address that needs changing; a failure is silent (null). */
export const addressChangeCheckQuery = () => quietApiQuery('addressChangeCheck', {});
