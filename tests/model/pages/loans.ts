import { freshEmail, registerByApi } from '../bindings/accountSteps.ts';
import { routeUrl, signIn } from '../calls.ts';
import type { Driver } from '../driver.ts';
import type { PageLifecycle, ReadOutcome } from '../pageLifecycle.ts';

const PASSWORD = 'Lifecycle2026';
/** The path's own account's loan order and loan (one account per path: browser tests share the sandbox). */
let orderNo = '';
let loanId = '';

/**
 * A fresh signed-in account; for `loaded`, one full plan of 2,000 TH: eligible and off (`withLoan` false), or with
 * a loan on for 20 days that has paid service-fee days and holds collateral. No clock moves (Chromium shares it).
 */
async function loanAccount(d: Driver, outcome: ReadOutcome, withLoan: boolean): Promise<void> {
  const email = freshEmail('loans');
  await registerByApi(d, email, PASSWORD);
  await signIn(d, email, PASSWORD);
  orderNo = '';
  loanId = '';
  if (outcome === 'empty') return;
  const placed = await d.sandbox<{ orderNo: string; loanId: string | null }>('POST', '/__sandbox/loans', {
    account: email,
    ...(withLoan ? { daysRun: 45, paidDays: 35, loanOnDaysAgo: 20 } : {}),
  });
  orderNo = placed.orderNo;
  loanId = placed.loanId ?? '';
}

/** `/dashboard/loanService`: the plans with their eligibility and the switch; no full plan is the empty state. */
export const loanServicePage: PageLifecycle = {
  route: 'dashboard.loanService',
  read: 'loanList',
  region: 'Loan orders',
  outcomes: ['loaded', 'empty'],
  prepare: async (d, outcome) => {
    await loanAccount(d, outcome, false);
    return routeUrl('dashboard.loanService', {});
  },
  loaded: async (d) => {
    await d.expectVisible('link', orderNo);
    await d.expectText('Eligible');
    await d.expectEnabled('button', 'Turn on the loan');
  },
  empty: async (d) => {
    await d.expectText(/You have no full plan running/);
    await d.expectVisible('link', 'See plans');
  },
};

/** `/dashboard/loanService/LTV`: the LTV meter, figures and history; no loan is the empty state. */
export const loanLtvPage: PageLifecycle = {
  route: 'dashboard.loanService.LTV',
  read: 'loanLtv',
  region: 'Loan-to-value',
  outcomes: ['loaded', 'empty'],
  prepare: async (d, outcome) => {
    await loanAccount(d, outcome, true);
    return routeUrl('dashboard.loanService.LTV', {});
  },
  loaded: async (d) => {
    // The meter's marks.
    await d.expectText('Margin call 80%');
    await d.expectVisible('row', new RegExp(loanId));
    await d.expectVisible('table', 'LTV history');
  },
  empty: async (d) => {
    await d.expectText(/You have no service-fee loan yet/);
    await d.expectVisible('link', 'See which plans can take a loan');
  },
};

/** `/dashboard/loanService/loanDetail/{loanId}`: one loan; an id the account does not have is the 404 page. */
export const loanDetailPage: PageLifecycle = {
  route: 'dashboard.loanService.loanDetail',
  read: 'loanDetail',
  region: 'Loan details',
  outcomes: ['loaded', 'notFound'],
  prepare: async (d, outcome) => {
    await loanAccount(d, 'loaded', true);
    // Not found: a loan id that is not this account's.
    return routeUrl('dashboard.loanService.loanDetail', {
      loanId: outcome === 'notFound' ? 'L00000000000000' : loanId,
    });
  },
  loaded: async (d) => {
    await d.expectVisible('heading', `Loan ${loanId}`);
    await d.expectVisible('table', 'Disbursements');
    await d.expectVisible('link', 'Repay');
  },
};
/** `/dashboard/loanService/repayDetail/{orderNo}`: the repayment form; an order without a loan is the 404 page. */
export const loanRepayPage: PageLifecycle = {
  route: 'dashboard.loanService.repayDetail',
  read: 'loanRepayInfo',
  region: 'Loan repayment',
  outcomes: ['loaded', 'notFound'],
  prepare: async (d, outcome) => {
    await loanAccount(d, 'loaded', outcome === 'loaded');
    return routeUrl('dashboard.loanService.repayDetail', { orderNo });
  },
  loaded: async (d) => {
    await d.expectVisible('button', 'Max');
    await d.expectVisible('button', 'Review the repayment');
    await d.expectText(/Total owed/);
  },
};
