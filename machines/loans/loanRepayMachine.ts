import { assign, fromPromise, setup } from 'xstate';
import { TaskCancelledError } from '../../runtime/captcha/taskInbox.ts';
import type { LoanError, LoanPayMethod, LoanRepayInfo, LoanRepayment } from '../../runtime/http/contract/loans.ts';
import { errorText } from '../../runtime/http/errorText.ts';
import { loanErrorOf } from './loanErrors.ts';

/** What the form checks before review: not an amount, more than owed, more than the chosen funds hold. */
export type RepayFormError = 'amount' | 'exceeds' | 'funds';

export interface RepayInput {
  orderNo: string;
  amountUsd: string;
  payMethod: LoanPayMethod;
  requestId: string;
}

export interface RepayResult {
  repayment: LoanRepayment;
  owedUsd: string;
  collateralReleased: boolean;
}

interface Context {
  info: LoanRepayInfo;
  /** The amount as typed (kept whatever happens, so nothing typed is lost). */
  amount: string;
  method: LoanPayMethod;
  requestId: string | null;
  error: RepayFormError | LoanError | null;
  message: string | null;
  result: RepayResult | null;
}

/** USD with up to 2 decimals, as typed, in cents; undefined for anything else (or more than the API takes). */
export function centsOfAmount(text: string): number | undefined {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const centsOf = (usd: string) => centsOfAmount(usd) ?? 0;
const available = (context: Context) =>
  centsOf(context.method === 'balance' ? context.info.balanceUsd : context.info.pointsBalance);

const refusal = (event: unknown) => loanErrorOf((event as { error?: unknown }).error);

/**
 * Repaying a service-fee loan (`/dashboard/loanService/repayDetail/{orderNo}`, issue #18): an amount up to what
 * is owed (Max fills it in), from the balance or points, a review, then the repayment, confirmed by the server's
 * pay verification (the http client shows the task; cancelling it goes back to the review). A refusal comes back
 * to the form with what was typed; an answer that was lost is never shown as repaid or not: a retry sends the same
 * request id, which the server never charges twice. Repaid, a new repayment starts from fresh figures.
 */
export const loanRepayMachine = setup({
  types: {
    context: {} as Context,
    input: {} as { info: LoanRepayInfo },
    events: {} as
      | { type: 'repay.amount'; value: string }
      | { type: 'repay.max' }
      | { type: 'repay.method'; method: LoanPayMethod }
      | { type: 'repay.review' }
      | { type: 'repay.back' }
      | { type: 'repay.confirm' }
      | { type: 'repay.retry' }
      | { type: 'repay.again' },
  },
  actors: {
    loadInfo: fromPromise<LoanRepayInfo>(async () => {
      throw new Error('loadInfo must be provided');
    }),
    repay: fromPromise<RepayResult, RepayInput>(async () => {
      throw new Error('repay must be provided');
    }),
  },
  actions: {
    /** The loan's figures and the balances follow the repayment (the view refreshes its reads). */
    repaid: () => {},
  },
  guards: {
    notAnAmount: ({ context }) => (centsOfAmount(context.amount) ?? 0) <= 0,
    overOwed: ({ context }) => (centsOfAmount(context.amount) ?? 0) > centsOf(context.info.owedUsd),
    overFunds: ({ context }) => (centsOfAmount(context.amount) ?? 0) > available(context),
    verificationCancelled: ({ event }) => (event as { error?: unknown }).error instanceof TaskCancelledError,
    refused: ({ event }) => refusal(event) !== null,
  },
}).createMachine({
  id: 'loanRepay',
  context: ({ input }) => ({
    info: input.info,
    amount: '',
    method: 'balance',
    requestId: null,
    error: null,
    message: null,
    result: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'repay.amount': { actions: assign({ amount: ({ event }) => event.value, error: null }) },
        'repay.max': { actions: assign({ amount: ({ context }) => context.info.owedUsd, error: null }) },
        'repay.method': { actions: assign({ method: ({ event }) => event.method, error: null }) },
        'repay.review': [
          { guard: 'notAnAmount', actions: assign({ error: 'amount' }) },
          { guard: 'overOwed', actions: assign({ error: 'exceeds' }) },
          { guard: 'overFunds', actions: assign({ error: 'funds' }) },
          { target: 'reviewing', actions: assign({ error: null, message: null }) },
        ],
      },
    },
    reviewing: {
      on: {
        'repay.back': 'editing',
        // A new attempt gets a new key; a retry of this one (from unknown) keeps it.
        'repay.confirm': { target: 'repaying', actions: assign({ requestId: () => globalThis.crypto.randomUUID() }) },
      },
    },
    repaying: {
      invoke: {
        id: 'repay',
        src: 'repay',
        input: ({ context }) => ({
          orderNo: context.info.orderNo,
          amountUsd: context.amount.trim(),
          payMethod: context.method,
          requestId: context.requestId ?? '',
        }),
        onDone: { target: 'repaid', actions: [assign({ result: ({ event }) => event.output }), 'repaid'] },
        onError: [
          // The verification was not given: nothing was charged.
          { guard: 'verificationCancelled', target: 'reviewing' },
          { guard: 'refused', target: 'editing', actions: assign({ error: ({ event }) => refusal(event) }) },
          // No answer, or a server failure: the repayment may have gone through. Never shown as done or not.
          { target: 'unknown', actions: assign({ message: ({ event }) => errorText(event.error) ?? '' }) },
        ],
      },
    },
    unknown: {
      on: { 'repay.retry': { target: 'repaying', actions: assign({ message: null }) } },
    },
    repaid: {
      on: { 'repay.again': { target: 'reloading', actions: assign({ message: null }) } },
    },
    reloading: {
      invoke: {
        id: 'reload',
        src: 'loadInfo',
        onDone: {
          target: 'editing',
          actions: assign({
            info: ({ event }) => event.output,
            amount: '',
            result: null,
            requestId: null,
          }),
        },
        onError: { target: 'repaid', actions: assign({ message: ({ event }) => errorText(event.error) ?? '' }) },
      },
    },
  },
});
