import { assign, fromPromise, setup } from 'xstate';
import { errorText } from '../../runtime/http/errorText.ts';

/** One attempt to place a renewal: the same `requestId` is sent again on a retry, so it never places two. */
export interface RenewRequest {
  orderNo: string;
  days: number;
  requestId: string;
}

/**
 * Renewing a plan (`/dashboard/renew/detail/{orderNo}`): buying a term places a renewal order (one call) and the
 * renewal goes to the checkout's cashier, where it is paid like any order, and back to the plan extended. A failure
 * (a refusal of the renewal rule, or no answer) shows the server's message under the terms with a retry of the same
 * renewal, a dismissal, or another term to buy.
 */
export const renewPurchaseMachine = setup({
  types: {
    context: {} as { request: RenewRequest | null; error: string | null; renewNo: string | null },
    events: {} as
      | { type: 'renew.buy'; orderNo: string; days: number; requestId: string }
      | { type: 'renew.retry' }
      | { type: 'renew.dismiss' },
    output: {} as { renewNo: string | null },
  },
  actors: {
    place: fromPromise<{ orderNo: string }, RenewRequest>(async () => {
      throw new Error('place must be provided');
    }),
  },
}).createMachine({
  id: 'renewPurchase',
  context: { request: null, error: null, renewNo: null },
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        'renew.buy': {
          target: 'placing',
          actions: assign({
            request: ({ event }) => ({ orderNo: event.orderNo, days: event.days, requestId: event.requestId }),
            error: null,
          }),
        },
      },
    },
    placing: {
      invoke: {
        id: 'place',
        src: 'place',
        input: ({ context }) => context.request ?? { orderNo: '', days: 0, requestId: '' },
        onDone: { target: 'toCashier', actions: assign({ renewNo: ({ event }) => event.output.orderNo }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) ?? '' }) },
      },
    },
    failed: {
      on: {
        'renew.retry': 'placing',
        'renew.dismiss': { target: 'choosing', actions: assign({ request: null, error: null }) },
        'renew.buy': {
          target: 'placing',
          actions: assign({
            request: ({ event }) => ({ orderNo: event.orderNo, days: event.days, requestId: event.requestId }),
            error: null,
          }),
        },
      },
    },
    /** The renewal order exists: the page opens its cashier. */
    toCashier: { type: 'final' },
  },
  output: ({ context }) => ({ renewNo: context.renewNo }),
});
