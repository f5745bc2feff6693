import { apiQuery } from '../../../runtime/query/index.ts';

/** The account's full plans with their loan eligibility and loans. */
export const loanListQuery = () => apiQuery('loanList', {});

/** The LTV widget: all loans together, the thresholds and the history by UTC day. */
export const loanLtvQuery = () => apiQuery('loanLtv', {});

/** One loan with its disbursements and repayments. */
export const loanDetailQuery = (loanId: string) => apiQuery('loanDetail', { loanId });

/** What an order's loan owes and what the account can repay it with. */
export const loanRepayInfoQuery = (orderNo: string) => apiQuery('loanRepayInfo', { orderNo });

/** The API's status for a loan (or an order's loan) that is not this account's. */
export const LOAN_NOT_FOUND_STATUS = 404;
