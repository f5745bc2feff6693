import { assign, fromPromise, setup } from 'xstate';
import { TaskCancelledError } from '../../runtime/captcha/taskInbox.ts';
import { clampDays, feeTotalCents } from '../../runtime/domain/serviceFee.ts';
import type { ServiceFeeInfo, ServiceFeePayment } from '../../runtime/http/contract/serviceFee.ts';
import { SERVICE_FEE_ERRORS, type ServiceFeeError } from '../../runtime/http/contract/serviceFeeValues.ts';
import { errorText } from '../../runtime/http/errorText.ts';

export type FeeMethod = 'balance' | 'points';

/** What the form checks before sending: nothing chosen, or more than the chosen funds hold. */
export type FeeFormError = 'nothingChosen' | 'funds';

export interface FeePayInput {
  items: { orderNo: string; days: number }[];
  payMethod: FeeMethod;
  requestId: string;
  /** The service-fee coupon the page offered, taken off when the days reach its minimum spend. */
  couponId?: string;
}

interface Context {
  info: ServiceFeeInfo;
  /** Days to add per chosen order (an order left out is not in the map). */
  chosen: Record<string, number>;
  method: FeeMethod;
  requestId: string | null;
  error: FeeFormError | ServiceFeeError | null;
  /** What a failure without a known refusal said (a lost answer, a server failure). */
  message: string | null;
  payment: ServiceFeePayment | null;
}

/** The days of the chosen orders, in the order the page lists them. */
export function chosenItems(context: Pick<Context, 'info' | 'chosen'>) {
  return context.info.orders
    .filter((order) => context.chosen[order.orderNo] !== undefined)
    .map((order) => ({ order, days: context.chosen[order.orderNo] as number }));
}

/** The chosen days' fee in cents, before any coupon. */
export function chosenFeeCents(context: Pick<Context, 'info' | 'chosen'>): number {
  return feeTotalCents(chosenItems(context).map(({ order, days }) => ({ ...order, days })));
}

const centsOfUsd = (usd: string) => Math.round(Number(usd) * 100);

/** What the offered service-fee coupon takes off the chosen days: nothing below its minimum spend. */
export function couponCents(context: Pick<Context, 'info' | 'chosen'>): number {
  const coupon = context.info.coupon;
  const fee = chosenFeeCents(context);
  if (!coupon || fee === 0 || fee < centsOfUsd(coupon.minSpendUsd)) return 0;
  return Math.min(centsOfUsd(coupon.amountUsd), fee);
}

/** The total of the chosen days in cents, as the server charges it: the fee less the coupon. */
export function chosenTotalCents(context: Pick<Context, 'info' | 'chosen'>): number {
  return chosenFeeCents(context) - couponCents(context);
}

const availableCents = (context: Context) =>
  Math.round(Number(context.method === 'balance' ? context.info.balanceUsd : context.info.pointsBalance) * 100);

export function serviceFeeErrorOf(error: unknown): ServiceFeeError | null {
  const said = errorText(error);
  const entry = Object.entries(SERVICE_FEE_ERRORS).find(([, message]) => message === said);
  return entry ? (entry[0] as ServiceFeeError) : null;
}
const refusal = (event: unknown) => serviceFeeErrorOf((event as { error?: unknown }).error);

/** Every order of the list starts chosen with `days` (the URL's, or 30), within what each can take. */
export function initialChoice(info: ServiceFeeInfo, days: number): Record<string, number> {
  return Object.fromEntries(info.orders.map((order) => [order.orderNo, clampDays(days, order.maxDays)]));
}

/**
 * Paying service-fee days for one order or several (`/pay/serviceFee`, issue #17): choose the orders and
 * their days, the balance or points, then pay. The fund password is asked by the server's verification
 * task (the http client shows it); without one set, the view offers to set it and checks again. A payment
 * whose answer was lost is never shown as paid: a retry sends the same request id, which the server never
 * charges twice. Paid, the page shows the payment, and a new payment starts from fresh figures.
 */
export const serviceFeePayMachine = setup({
  types: {
    context: {} as Context,
    input: {} as { info: ServiceFeeInfo; days: number },
    events: {} as
      | { type: 'fee.days'; orderNo: string; days: number }
      | { type: 'fee.toggle'; orderNo: string }
      | { type: 'fee.method'; method: FeeMethod }
      | { type: 'fee.pay' }
      | { type: 'fee.recheck' }
      | { type: 'fee.back' }
      | { type: 'fee.retry' }
      | { type: 'fee.again' },
  },
  actors: {
    loadInfo: fromPromise<ServiceFeeInfo>(async () => {
      throw new Error('loadInfo must be provided');
    }),
    payFees: fromPromise<ServiceFeePayment, FeePayInput>(async () => {
      throw new Error('payFees must be provided');
    }),
  },
  actions: {
    /** Balances and the orders' days follow the payment (the view refreshes its reads). */
    paid: () => {},
  },
  guards: {
    nothingChosen: ({ context }) => chosenItems(context).length === 0,
    overFunds: ({ context }) => chosenTotalCents(context) > availableCents(context),
    fundPasswordSet: ({ context }) => context.info.fundPasswordSet,
    loadedFundPassword: ({ event }) => (event as unknown as { output: ServiceFeeInfo }).output.fundPasswordSet,
    verificationCancelled: ({ event }) => (event as { error?: unknown }).error instanceof TaskCancelledError,
    refused: ({ event }) => refusal(event) !== null,
  },
}).createMachine({
  id: 'serviceFeePay',
  context: ({ input }) => ({
    info: input.info,
    chosen: initialChoice(input.info, input.days),
    method: 'balance',
    requestId: null,
    error: null,
    message: null,
    payment: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'fee.days': {
          actions: assign({
            chosen: ({ context, event }) => {
              const order = context.info.orders.find((o) => o.orderNo === event.orderNo);
              if (!order || context.chosen[event.orderNo] === undefined) return context.chosen;
              return { ...context.chosen, [event.orderNo]: clampDays(event.days, order.maxDays) };
            },
            error: null,
          }),
        },
        'fee.toggle': {
          actions: assign({
            chosen: ({ context, event }) => {
              const { [event.orderNo]: was, ...rest } = context.chosen;
              if (was !== undefined) return rest;
              const order = context.info.orders.find((o) => o.orderNo === event.orderNo);
              return order ? { ...context.chosen, [event.orderNo]: clampDays(30, order.maxDays) } : context.chosen;
            },
            error: null,
          }),
        },
        'fee.method': { actions: assign({ method: ({ event }) => event.method, error: null }) },
        'fee.pay': [
          { guard: 'nothingChosen', actions: assign({ error: 'nothingChosen' }) },
          { guard: 'overFunds', actions: assign({ error: 'funds' }) },
          {
            guard: 'fundPasswordSet',
            target: 'paying',
            // A new attempt gets a new key; a retry of this one (from unknown) keeps it.
            actions: assign({ requestId: () => globalThis.crypto.randomUUID(), error: null, message: null }),
          },
          { target: 'fundPassword', actions: assign({ error: null }) },
        ],
      },
    },
    fundPassword: {
      on: {
        'fee.recheck': 'rechecking',
        'fee.back': 'editing',
      },
    },
    rechecking: {
      invoke: {
        id: 'recheck',
        src: 'loadInfo',
        onDone: [
          {
            guard: 'loadedFundPassword',
            target: 'editing',
            actions: assign({ info: ({ event }) => event.output }),
          },
          { target: 'fundPassword', actions: assign({ error: 'fundPassword' }) },
        ],
        onError: {
          target: 'fundPassword',
          actions: assign({ message: ({ event }) => errorText(event.error) ?? null }),
        },
      },
    },
    paying: {
      invoke: {
        id: 'payFees',
        src: 'payFees',
        input: ({ context }) => ({
          items: chosenItems(context).map(({ order, days }) => ({ orderNo: order.orderNo, days })),
          payMethod: context.method,
          requestId: context.requestId ?? '',
          ...(couponCents(context) > 0 && context.info.coupon ? { couponId: context.info.coupon.couponId } : {}),
        }),
        onDone: { target: 'paid', actions: [assign({ payment: ({ event }) => event.output }), 'paid'] },
        onError: [
          // The fund password was not given: nothing was charged.
          { guard: 'verificationCancelled', target: 'editing' },
          { guard: 'refused', target: 'editing', actions: assign({ error: ({ event }) => refusal(event) }) },
          // No answer, or a server failure: the payment may have gone through. Never shown as paid or not.
          { target: 'unknown', actions: assign({ message: ({ event }) => errorText(event.error) ?? null }) },
        ],
      },
    },
    unknown: {
      on: {
        'fee.retry': { target: 'paying', actions: assign({ message: null }) },
      },
    },
    paid: {
      on: { 'fee.again': 'reloading' },
    },
    reloading: {
      invoke: {
        id: 'reload',
        src: 'loadInfo',
        onDone: {
          target: 'editing',
          actions: assign({
            info: ({ event }) => event.output,
            chosen: ({ event }) => initialChoice(event.output, 30),
            payment: null,
            requestId: null,
          }),
        },
        onError: { target: 'paid', actions: assign({ message: ({ event }) => errorText(event.error) ?? null }) },
      },
    },
  },
});
