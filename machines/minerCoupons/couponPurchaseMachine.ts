import { assign, fromPromise, setup } from 'xstate';
import { MINER_COUPON_MAX_QUANTITY } from '../../runtime/http/contract/minerCouponsValues.ts';
import { errorText } from '../../runtime/http/errorText.ts';

/** One attempt to order coupons of a listing: a retry sends the same `requestId`, so it never makes two orders. */
export interface CouponOrderRequest {
  delegateId: string;
  quantity: number;
  requestId: string;
}

/** What the buyer typed, checked against what is left on the listing when the page read it. */
export function quantityProblem(text: string, remaining: number): 'quantity' | null {
  if (!/^\s*\d{1,4}\s*$/.test(text)) return 'quantity';
  const quantity = Number(text);
  return quantity >= 1 && quantity <= Math.min(remaining, MINER_COUPON_MAX_QUANTITY) ? null : 'quantity';
}

/**
 * Buying coupons of a market listing (`/pay/coupons/{couponId}`): the quantity is checked against what is left
 * (at the field, no call), then the order is placed (the coupons are reserved for it) and the checkout's cashier
 * takes over (`/pay/confirm/coupons/{orderNo}`). A refusal (sold out meanwhile, cancelled, expired, your own) or no
 * answer shows its message with a retry of the same order, or the quantity is changed.
 */
export const couponPurchaseMachine = setup({
  types: {
    context: {} as {
      request: CouponOrderRequest | null;
      problem: 'quantity' | null;
      error: string | null;
      orderNo: string | null;
    },
    events: {} as
      | { type: 'purchase.submit'; delegateId: string; quantity: string; remaining: number }
      | { type: 'purchase.retry' }
      | { type: 'purchase.edit' },
    output: {} as { orderNo: string | null },
  },
  actors: {
    order: fromPromise<{ orderNo: string }, CouponOrderRequest>(async () => {
      throw new Error('order must be provided');
    }),
  },
  guards: {
    quantityValid: ({ event }) =>
      event.type === 'purchase.submit' && quantityProblem(event.quantity, event.remaining) === null,
  },
}).createMachine({
  id: 'couponPurchase',
  context: { request: null, problem: null, error: null, orderNo: null },
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        'purchase.submit': [
          {
            guard: 'quantityValid',
            target: 'ordering',
            actions: assign({
              request: ({ event }) => ({
                delegateId: event.delegateId,
                quantity: Number(event.quantity),
                // A new order is a new request; a retry of the same one keeps it.
                requestId: `bm-${globalThis.crypto.randomUUID()}`,
              }),
              problem: null,
              error: null,
            }),
          },
          { target: 'choosing', actions: assign({ problem: 'quantity' }) },
        ],
      },
    },
    ordering: {
      invoke: {
        id: 'order',
        src: 'order',
        input: ({ context }) => context.request ?? { delegateId: '', quantity: 0, requestId: '' },
        onDone: { target: 'toCashier', actions: assign({ orderNo: ({ event }) => event.output.orderNo }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) ?? '' }) },
      },
    },
    failed: {
      on: {
        'purchase.retry': { target: 'ordering', actions: assign({ error: null }) },
        'purchase.edit': { target: 'choosing', actions: assign({ error: null, request: null }) },
      },
    },
    /** The order exists: the page opens its cashier. */
    toCashier: { type: 'final' },
  },
  output: ({ context }) => ({ orderNo: context.orderNo }),
});
