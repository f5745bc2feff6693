import { assign, fromPromise, setup } from 'xstate';
import { errorText } from '../../runtime/http/errorText.ts';

/** One attempt to order a package: the same `requestId` is sent again on a retry, so it never makes two orders. */
export interface PointsOrderRequest {
  packageId: string;
  requestId: string;
}

/**
 * Buying points (`/dashboard/points`): choosing a package orders it (one call) and the order goes to the
 * checkout's cashier, where it is paid like any order; a failure shows the server's message under the
 * packages with a retry of the same order, or another package is chosen.
 */
export const pointsPurchaseMachine = setup({
  types: {
    context: {} as { request: PointsOrderRequest | null; error: string | null; orderNo: string | null },
    events: {} as
      | { type: 'points.buy'; packageId: string; requestId: string }
      | { type: 'points.retry' }
      | { type: 'points.dismiss' },
    output: {} as { orderNo: string | null },
  },
  actors: {
    order: fromPromise<{ orderNo: string }, PointsOrderRequest>(async () => {
      throw new Error('order must be provided');
    }),
  },
}).createMachine({
  id: 'pointsPurchase',
  context: { request: null, error: null, orderNo: null },
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        'points.buy': {
          target: 'ordering',
          actions: assign({
            request: ({ event }) => ({ packageId: event.packageId, requestId: event.requestId }),
            error: null,
          }),
        },
      },
    },
    ordering: {
      invoke: {
        id: 'order',
        src: 'order',
        input: ({ context }) => context.request ?? { packageId: '', requestId: '' },
        onDone: { target: 'toCashier', actions: assign({ orderNo: ({ event }) => event.output.orderNo }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) ?? '' }) },
      },
    },
    failed: {
      on: {
        'points.retry': 'ordering',
        'points.dismiss': { target: 'choosing', actions: assign({ request: null, error: null }) },
        'points.buy': {
          target: 'ordering',
          actions: assign({
            request: ({ event }) => ({ packageId: event.packageId, requestId: event.requestId }),
            error: null,
          }),
        },
      },
    },
    /** The order exists: the page opens its cashier. */
    toCashier: { type: 'final' },
  },
  output: ({ context }) => ({ orderNo: context.orderNo }),
});
