import { z } from 'zod';
import { LTV_LEVELS } from '../../domain/loans.ts';
import { statusEnvelope } from './envelopes.ts';
import { LOAN_INELIGIBLE_REASONS } from './loansValues.ts';
import { decimalString, ORDER_STATUSES } from './orders.ts';
import { btcString } from './pool.ts';

export * from './loansValues.ts';

/**
 * The service-fee loan (spec: the "electricity pledge and loans" group; issue #18; product research sections 7
 * and 10). A full plan's loan, once turned on, pays the plan's service fee when fewer than 3 paid days are left
 * at a day's start and auto-deduct did not pay: exactly 3 days (at most to the plan's end), as principal added to
 * the loan, while the LTV is below 65%. While the loan is on, and while anything is owed, the plan's output is
 * held as collateral instead of being paid out; repaying everything releases it. Interest accrues daily on the
 * principal. Turning the loan on moves money (it borrows), so it asks for the pay verification like a payment;
 * turning it off does not, and turning it on again waits 24 hours. The LTV math is `runtime/domain/loans.ts`.
 */

const orderNo = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/);
const loanId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/);
const requestId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters, digits, - or _');
const isoTime = z.iso.datetime();

/** What a loan (or all of an account's loans) stands at now, at today's BTC price. */
export const loanFigures = z.object({
  principalUsd: decimalString,
  /** Interest accrued and not yet repaid. */
  interestUsd: decimalString,
  /** Principal + interest. */
  owedUsd: decimalString,
  collateralBtc: btcString,
  /** The collateral at today's BTC price, rounded down to the cent. */
  collateralUsd: decimalString,
  /** Basis points, rounded down; null when something is owed and there is no collateral yet. */
  ltvBp: z.number().int().min(0).nullable(),
  level: z.enum(LTV_LEVELS),
  /** The BTC price at which the LTV reaches the liquidation level; null with nothing owed or no collateral. */
  liquidationPriceUsd: decimalString.nullable(),
});
export type LoanFigures = z.infer<typeof loanFigures>;

export const loanSummary = loanFigures.extend({
  loanId,
  orderNo,
  enabled: z.boolean(),
  /** When turning it on again is allowed (the 24 h wait after turning it off); null when it is not waiting. */
  enableAfter: isoTime.nullable(),
  /** Everything disbursed and repaid so far. */
  disbursedUsd: decimalString,
  repaidUsd: decimalString,
  disbursements: z.number().int().min(0),
  lastDisbursementAt: isoTime.nullable(),
  /**
   * While it is on and the plan runs: 00:00 UTC of the day the loan pays next (the first that starts with fewer
   * than 3 paid days), if the LTV is still below 65% then; null otherwise.
   */
  nextDisbursementAt: isoTime.nullable(),
});
export type LoanSummary = z.infer<typeof loanSummary>;

/** A full plan on the loan page: its eligibility with the reasons, and its loan if it ever had one. */
export const loanOrder = z.object({
  orderNo,
  goodsName: z.string(),
  hashrateTh: z.number().positive(),
  quantity: z.number().int().positive(),
  status: z.enum(ORDER_STATUSES),
  suspended: z.boolean(),
  /** Whole UTC days the plan has run. */
  daysRunning: z.number().int().min(0),
  serviceFeeDaysLeft: z.number().int().min(0),
  endAt: isoTime,
  eligible: z.boolean(),
  reasons: z.array(z.enum(LOAN_INELIGIBLE_REASONS)),
  loan: loanSummary.nullable(),
});
export type LoanOrder = z.infer<typeof loanOrder>;

/** One day of the account's loans as settled: what was owed, the collateral and the LTV at that day's price. */
export const ltvDay = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  principalUsd: decimalString,
  interestUsd: decimalString,
  collateralBtc: btcString,
  btcPriceUsd: decimalString,
  ltvBp: z.number().int().min(0).nullable(),
  level: z.enum(LTV_LEVELS),
});
export type LtvDay = z.infer<typeof ltvDay>;

export const loanDisbursement = z.object({
  disbursementNo: z.string(),
  /** The UTC day whose start it paid from. */
  date: z.string(),
  at: isoTime,
  days: z.number().int().positive(),
  amountUsd: decimalString,
  /** The LTV just before it (which allowed it). */
  ltvBp: z.number().int().min(0).nullable(),
});
export type LoanDisbursement = z.infer<typeof loanDisbursement>;

export const LOAN_PAY_METHODS = ['balance', 'points'] as const;
export type LoanPayMethod = (typeof LOAN_PAY_METHODS)[number];

export const loanRepayment = z.object({
  repaymentNo: z.string(),
  orderNo,
  loanId,
  at: isoTime,
  payMethod: z.enum(LOAN_PAY_METHODS),
  amountUsd: decimalString,
  /** How the amount was applied: interest first, then principal. */
  interestUsd: decimalString,
  principalUsd: decimalString,
});
export type LoanRepayment = z.infer<typeof loanRepayment>;

const loanRepayInfo = z.object({
  orderNo,
  loanId,
  goodsName: z.string(),
  principalUsd: decimalString,
  interestUsd: decimalString,
  owedUsd: decimalString,
  balanceUsd: decimalString,
  pointsBalance: decimalString,
  fundPasswordSet: z.boolean(),
});
export type LoanRepayInfo = z.infer<typeof loanRepayInfo>;

const LOAN_API = '/v1/app/auth/loan';

export const loanCalls = {
  /** The account's full plans with eligibility and their loans, and the totals at today's price. */
  loanList: {
    method: 'GET',
    path: `${LOAN_API}/list`,
    private: true,
    query: z.object({}),
    response: statusEnvelope(
      z.object({
        asOf: isoTime,
        btcPriceUsd: decimalString,
        orders: z.array(loanOrder),
        totals: loanFigures,
      }),
    ),
  },
  /** The LTV widget: the account's loans together, the thresholds, each loan's LTV and the history by UTC day. */
  loanLtv: {
    method: 'GET',
    path: `${LOAN_API}/ltv`,
    private: true,
    query: z.object({}),
    response: statusEnvelope(
      z.object({
        asOf: isoTime,
        btcPriceUsd: decimalString,
        figures: loanFigures,
        thresholds: z.object({
          initialBp: z.number().int(),
          marginCallBp: z.number().int(),
          liquidationBp: z.number().int(),
        }),
        loans: z.array(loanSummary),
        /** Settled days since the first loan was turned on, oldest first (today is not settled yet). */
        history: z.array(ltvDay),
      }),
    ),
  },
  /** One loan: its order, figures, disbursements, repayments and on/off changes. 404 for another account's. */
  loanDetail: {
    method: 'GET',
    path: `${LOAN_API}/detail`,
    private: true,
    query: z.object({ loanId }),
    response: statusEnvelope(
      z.object({
        asOf: isoTime,
        btcPriceUsd: decimalString,
        loan: loanSummary,
        goodsName: z.string(),
        hashrateTh: z.number().positive(),
        orderStatus: z.enum(ORDER_STATUSES),
        disbursements: z.array(loanDisbursement),
        repayments: z.array(loanRepayment),
        toggles: z.array(z.object({ enabled: z.boolean(), at: isoTime })),
      }),
    ),
  },
  /** What the loan of an order owes and what the account can repay it with. 404 without a loan. */
  loanRepayInfo: {
    method: 'GET',
    path: `${LOAN_API}/repay/info`,
    private: true,
    query: z.object({ orderNo }),
    response: statusEnvelope(loanRepayInfo),
  },
  /** Turns an eligible order's loan on (behind the pay verification task). Already on: answered as it is. */
  loanEnable: {
    method: 'POST',
    path: `${LOAN_API}/enable`,
    private: true,
    query: z.object({}),
    body: z.object({ orderNo }),
    response: statusEnvelope(loanOrder),
  },
  /** Turns an order's loan off: no more disbursements; what is owed stays owed. Already off: answered as it is. */
  loanDisable: {
    method: 'POST',
    path: `${LOAN_API}/disable`,
    private: true,
    query: z.object({}),
    body: z.object({ orderNo }),
    response: statusEnvelope(loanOrder),
  },
  /**
   * Repays part or all of an order's loan from the balance or points (behind the pay verification task), never
   * more than owed. The same requestId answers the same repayment and never charges twice.
   */
  loanRepay: {
    method: 'POST',
    path: `${LOAN_API}/repay`,
    private: true,
    query: z.object({}),
    body: z.object({
      orderNo,
      amountUsd: z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, 'is not an amount in USD with up to 2 decimals'),
      payMethod: z.enum(LOAN_PAY_METHODS),
      requestId,
    }),
    response: statusEnvelope(
      z.object({
        repayment: loanRepayment,
        /** What the loan owes after it. */
        owedUsd: decimalString,
        /** Everything was repaid and the collateral went back to the normal payouts. */
        collateralReleased: z.boolean(),
      }),
    ),
  },
} as const;
