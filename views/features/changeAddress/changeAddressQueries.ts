import { apiQuery } from '../../../runtime/query/index.ts';

/** The account's orders with their payout addresses, the saved addresses, the change history and the payout hold. */
export const changeAddressInfoQuery = () => apiQuery('changeAddressOrderList', {});
