import { assign, fromPromise, setup } from 'xstate';
import { TaskCancelledError } from '../../runtime/captcha/taskInbox.ts';
import type { Cashier, CashierAddress, CashierCoin, CheckoutError } from '../../runtime/http/contract/checkout.ts';
import { errorText } from '../../runtime/http/errorText.ts';
import { checkoutErrorOf } from './checkoutMachine.ts';

/** How often the cashier asks whether the crypto payment arrived. */
export const POLL_MS = 5_000;

export type FundsMethod = 'balance' | 'points';

export interface PayInput {
  orderNo: string;
  method: FundsMethod;
  requestId: string;
}

/** Paid, or closed for good (expired or cancelled): nothing more to do in the cashier. */
const isPaid = (cashier: Cashier) => cashier.state === 'paid';
const isClosed = (cashier: Cashier) => cashier.state === 'expired' || cashier.state === 'cancelled';
const received = (cashier: Cashier) => cashier.paidUsd !== '0.00' && Number(cashier.paidUsd) > 0;
const refusal = (event: unknown): CheckoutError | null => checkoutErrorOf((event as { error?: unknown }).error);
const outputOf = (event: unknown) => (event as { output: Cashier }).output;

/**
 * The cashier of one unpaid order (`/pay/confirm/{orderNo}`, issue #17). From balance or points: the
 * fund password is asked by the server's verification task (the http client shows it), and a payment
 * whose answer was lost is never called paid: the view says it is unknown, and a retry sends the same
 * request id, which the server never charges twice. In crypto: one address for the chosen coin and
 * network, then the cashier waits, asking every few seconds (and when the order's validity ends)
 * whether the payment arrived: an underpayment stays waiting for the rest, until it is paid or the
 * server says the order expired.
 */
export const cashierMachine = setup({
  types: {
    input: {} as { cashier: Cashier; now: () => number },
    context: {} as {
      cashier: Cashier;
      now: () => number;
      method: FundsMethod | null;
      requestId: string | null;
      /** A refusal or failure to show at the step; null when there is none. */
      error: CheckoutError | 'failed' | null;
      /** The server's own words for a failure that is no refusal. */
      message: string | null;
      /** The last check for the payment failed: the view says the status may be behind. */
      offline: boolean;
    },
    events: {} as
      | { type: 'cashier.loaded'; cashier: Cashier }
      | { type: 'cashier.payFunds'; method: FundsMethod }
      | { type: 'cashier.crypto'; coin: CashierCoin; network: string }
      | { type: 'cashier.changeCoin' }
      | { type: 'cashier.recheck' }
      | { type: 'cashier.retry' }
      | { type: 'cashier.check' }
      | { type: 'cashier.cancel' }
      | { type: 'cashier.confirmCancel' }
      | { type: 'cashier.back' },
  },
  actors: {
    loadCashier: fromPromise<Cashier, { orderNo: string }>(async () => {
      throw new Error('loadCashier must be provided');
    }),
    payOrder: fromPromise<Cashier, PayInput>(async () => {
      throw new Error('payOrder must be provided');
    }),
    openAddress: fromPromise<CashierAddress, { orderNo: string; coin: CashierCoin; network: string }>(async () => {
      throw new Error('openAddress must be provided');
    }),
    cancelOrder: fromPromise<Cashier, { orderNo: string }>(async () => {
      throw new Error('cancelOrder must be provided');
    }),
  },
  actions: {
    showResult: () => {},
  },
  delays: {
    // Every few seconds, and once more the moment the order's validity ends: the server, not the
    // clock, then says whether it expired.
    nextCheck: ({ context }) => Math.max(0, Math.min(POLL_MS, Date.parse(context.cashier.payExpireAt) - context.now())),
  },
  guards: {
    cryptoOpen: ({ context }) => context.cashier.crypto !== null,
    loadedCryptoOpen: ({ event }) => (event as { cashier?: Cashier }).cashier?.crypto != null,
    fundPasswordSet: ({ context }) => context.cashier.fundPasswordSet,
    nothingReceived: ({ context }) => !received(context.cashier),
    loadedPaid: ({ event }) => isPaid(outputOf(event)),
    loadedClosed: ({ event }) => isClosed(outputOf(event)),
    loadedFundPassword: ({ event }) => outputOf(event).fundPasswordSet,
    verificationCancelled: ({ event }) => (event as { error?: unknown }).error instanceof TaskCancelledError,
    refusedPaid: ({ event }) => refusal(event) === 'paid',
    refusedClosed: ({ event }) => refusal(event) === 'expired' || refusal(event) === 'cancelled',
    refused: ({ event }) => refusal(event) !== null,
  },
}).createMachine({
  id: 'cashier',
  context: ({ input }) => ({
    cashier: input.cashier,
    now: input.now,
    method: null,
    requestId: null,
    error: null,
    message: null,
    offline: false,
  }),
  initial: 'start',
  states: {
    // The page hands over the order as it loaded (or as it stands after a step that went back):
    // an address opened before is waited on, otherwise a way to pay is chosen.
    start: {
      on: {
        'cashier.loaded': [
          {
            guard: 'loadedCryptoOpen',
            target: 'waiting',
            actions: assign({ cashier: ({ event }) => event.cashier }),
          },
          { target: 'choosing', actions: assign({ cashier: ({ event }) => event.cashier }) },
        ],
      },
    },
    // Back from a step: to the address being waited on, if one is open, else to the choice.
    resume: {
      always: [{ guard: 'cryptoOpen', target: 'waiting' }, { target: 'choosing' }],
    },
    choosing: {
      on: {
        'cashier.payFunds': [
          {
            guard: 'fundPasswordSet',
            target: 'paying',
            // A new attempt gets a new key; a retry of this one (from unknown) keeps it.
            actions: assign({
              method: ({ event }) => event.method,
              requestId: () => globalThis.crypto.randomUUID(),
              error: null,
              message: null,
            }),
          },
          { target: 'fundPassword', actions: assign({ method: ({ event }) => event.method, error: null }) },
        ],
        'cashier.crypto': { target: 'opening', actions: assign({ error: null, message: null }) },
        'cashier.cancel': { target: 'confirmingCancel', actions: assign({ error: null }) },
      },
    },
    fundPassword: {
      on: {
        'cashier.recheck': 'rechecking',
        'cashier.back': 'choosing',
      },
    },
    rechecking: {
      invoke: {
        id: 'recheck',
        src: 'loadCashier',
        input: ({ context }) => ({ orderNo: context.cashier.orderNo }),
        onDone: [
          {
            guard: 'loadedFundPassword',
            target: 'paying',
            actions: assign({
              cashier: ({ event }) => event.output,
              requestId: () => globalThis.crypto.randomUUID(),
              error: null,
            }),
          },
          { target: 'fundPassword', actions: assign({ cashier: ({ event }) => event.output, error: 'fundPassword' }) },
        ],
        onError: { target: 'fundPassword', actions: assign({ error: 'failed' }) },
      },
    },
    paying: {
      invoke: {
        id: 'payOrder',
        src: 'payOrder',
        input: ({ context }) => ({
          orderNo: context.cashier.orderNo,
          method: context.method ?? 'balance',
          requestId: context.requestId ?? '',
        }),
        onDone: { target: 'paid', actions: assign({ cashier: ({ event }) => event.output }) },
        onError: [
          // The fund password was not given: nothing was charged.
          { guard: 'verificationCancelled', target: 'choosing' },
          // Paid meanwhile (another tab, another attempt), or closed: the server said so; the result page shows it.
          { guard: 'refusedPaid', target: 'paid' },
          { guard: 'refusedClosed', target: 'closed' },
          { guard: 'refused', target: 'choosing', actions: assign({ error: ({ event }) => refusal(event) }) },
          // No answer, or a server failure: the payment may have gone through. Never shown as paid or not.
          { target: 'unknown', actions: assign({ message: ({ event }) => errorText(event.error) ?? null }) },
        ],
      },
    },
    unknown: {
      on: {
        'cashier.retry': { target: 'paying', actions: assign({ message: null }) },
        'cashier.check': { target: 'checking', actions: assign({ message: null }) },
      },
    },
    checking: {
      invoke: {
        id: 'check',
        src: 'loadCashier',
        input: ({ context }) => ({ orderNo: context.cashier.orderNo }),
        onDone: [
          { guard: 'loadedPaid', target: 'paid', actions: assign({ cashier: ({ event }) => event.output }) },
          { guard: 'loadedClosed', target: 'closed', actions: assign({ cashier: ({ event }) => event.output }) },
          { target: 'resume', actions: assign({ cashier: ({ event }) => event.output }) },
        ],
        onError: { target: 'unknown', actions: assign({ message: ({ event }) => errorText(event.error) ?? null }) },
      },
    },
    opening: {
      invoke: {
        id: 'openAddress',
        src: 'openAddress',
        input: ({ context, event }) => {
          const { coin, network } = event as { coin: CashierCoin; network: string };
          return { orderNo: context.cashier.orderNo, coin, network };
        },
        onDone: {
          target: 'waiting',
          actions: assign({ cashier: ({ context, event }) => ({ ...context.cashier, crypto: event.output }) }),
        },
        onError: {
          target: 'choosing',
          actions: assign({
            error: ({ event }) => refusal(event) ?? 'failed',
            message: ({ event }) => errorText(event.error) ?? null,
          }),
        },
      },
    },
    waiting: {
      after: { nextCheck: 'polling' },
      on: {
        'cashier.changeCoin': {
          guard: 'nothingReceived',
          target: 'choosing',
          actions: assign({ cashier: ({ context }) => ({ ...context.cashier, crypto: null }) }),
        },
        'cashier.cancel': 'confirmingCancel',
      },
    },
    polling: {
      invoke: {
        id: 'poll',
        src: 'loadCashier',
        input: ({ context }) => ({ orderNo: context.cashier.orderNo }),
        onDone: [
          { guard: 'loadedPaid', target: 'paid', actions: assign({ cashier: ({ event }) => event.output }) },
          { guard: 'loadedClosed', target: 'closed', actions: assign({ cashier: ({ event }) => event.output }) },
          { target: 'waiting', actions: assign({ cashier: ({ event }) => event.output, offline: false }) },
        ],
        onError: { target: 'waiting', actions: assign({ offline: true }) },
      },
    },
    confirmingCancel: {
      on: {
        'cashier.confirmCancel': 'cancelling',
        'cashier.back': 'resume',
      },
    },
    cancelling: {
      invoke: {
        id: 'cancelOrder',
        src: 'cancelOrder',
        input: ({ context }) => ({ orderNo: context.cashier.orderNo }),
        onDone: { target: 'closed', actions: assign({ cashier: ({ event }) => event.output }) },
        onError: {
          target: 'resume',
          actions: assign({
            error: ({ event }) => refusal(event) ?? 'failed',
            message: ({ event }) => errorText(event.error) ?? null,
          }),
        },
      },
    },
    paid: { type: 'final', entry: 'showResult' },
    closed: { type: 'final', entry: 'showResult' },
  },
});
