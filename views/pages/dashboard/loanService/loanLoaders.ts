import { pageRead } from '../../../../runtime/query/index.ts';
import {
  LOAN_NOT_FOUND_STATUS,
  loanDetailQuery,
  loanListQuery,
  loanLtvQuery,
  loanRepayInfoQuery,
} from '../../../features/loans/loanQueries.ts';
import type { PageLoader } from '../../../pageProps.ts';

/** `/dashboard/loanService`: the full plans with their loan eligibility and loans. */
export const loanServiceLoader: PageLoader = async (context) => {
  await pageRead(context, loanListQuery());
  return undefined;
};

/** `/dashboard/loanService/LTV`: the LTV widget and its history. */
export const loanLtvLoader: PageLoader = async (context) => {
  await pageRead(context, loanLtvQuery());
  return undefined;
};

/** `/dashboard/loanService/loanDetail/{loanId}`: one loan; another account's or an unknown one is the 404 page. */
export const loanDetailLoader: PageLoader = async (context) => {
  if (context.params.loanId) await pageRead(context, loanDetailQuery(context.params.loanId), LOAN_NOT_FOUND_STATUS);
  return undefined;
};

/** `/dashboard/loanService/repayDetail/{orderNo}`: what the order's loan owes; no such loan is the 404 page. */
export const loanRepayLoader: PageLoader = async (context) => {
  if (context.params.orderNo)
    await pageRead(context, loanRepayInfoQuery(context.params.orderNo), LOAN_NOT_FOUND_STATUS);
  return undefined;
};
