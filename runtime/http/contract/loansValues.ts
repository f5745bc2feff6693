/** The service-fee loan's values the pages use too, without zod (the call schemas are in loans.ts). */

/** The loan's rules: who may borrow, when it pays and what it costs. */
export const LOAN_RULES = {
  /** Eligibility: at least this many TH per unit (the order's TH counts as its unit's hashrate). */
  minThPerUnit: 2_000,
  /** Eligibility: the plan has run at least this many UTC days. */
  minDaysRunning: 30,
  /** Eligibility: at least this many paid service-fee days left when the loan is turned on. */
  minPrepaidDays: 10,
  /** The loan pays when fewer than this many paid days are left at a day's start. */
  thresholdDays: 3,
  /** ...and pays exactly this many days (at most to the plan's end). */
  payDays: 3,
  /** Turning the loan on again waits this long after it was turned off. */
  reenableWaitHours: 24,
  /** Monthly interest = principal × this rate (basis points per `rateDays` days: 1%), accrued daily. */
  monthlyRateBp: 100,
  rateDays: 30,
} as const;

/** Why an order cannot take a loan now, each rule named. */
export const LOAN_INELIGIBLE_REASONS = ['notRunning', 'hashrate', 'daysRunning', 'prepaidDays'] as const;
export type LoanIneligibleReason = (typeof LOAN_INELIGIBLE_REASONS)[number];

/** The `message` of every refusal (statuses in LOAN_ERROR_STATUS). */
export const LOAN_ERRORS = {
  notFound: 'no such order',
  noLoan: 'no such loan',
  notEligible: 'this order is not eligible for a service-fee loan',
  wait: 'the loan can be turned on again 24 hours after it was turned off',
  amount: 'the amount must be more than 0',
  exceeds: 'repayment exceeds the amount owed',
  nothingOwed: 'nothing is owed on this loan',
  balance: 'insufficient balance',
  points: 'not enough points',
  fundPassword: 'fund password not set',
  requestId: 'requestId: used for another repayment',
} as const;
export type LoanError = keyof typeof LOAN_ERRORS;

/** The envelope status of each refusal: 400 input, 403 the account may not, 404 unknown, 409 the loan's state. */
export const LOAN_ERROR_STATUS: Record<LoanError, 400 | 403 | 404 | 409> = {
  notFound: 404,
  noLoan: 404,
  notEligible: 409,
  wait: 409,
  amount: 400,
  exceeds: 400,
  nothingOwed: 409,
  balance: 400,
  points: 400,
  fundPassword: 403,
  requestId: 400,
};
