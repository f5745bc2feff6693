import { assign, fromPromise, setup } from 'xstate';
import { errorText } from '../../runtime/http/errorText.ts';

/** The switch asked for: an order's auto-deduct on or off. */
export interface AutoDeductChange {
  orderNo: string;
  enabled: boolean;
}

/**
 * The auto-deduct switch of a full plan (`/dashboard/points/plan`): flipping it asks for a confirmation that says
 * what will happen (points charged for the service fee when few days are left, or the plan suspended when the
 * days run out); confirming saves it (one call), cancelling leaves it as it was. A saved change is named until the
 * next one or a dismissal; a failure shows the server's message with a retry of the same change, or is dismissed.
 */
export const autoDeductMachine = setup({
  types: {
    context: {} as { change: AutoDeductChange | null; error: string | null; saved: AutoDeductChange | null },
    events: {} as
      | { type: 'autoDeduct.toggle'; orderNo: string; enabled: boolean }
      | { type: 'autoDeduct.confirm' }
      | { type: 'autoDeduct.cancel' }
      | { type: 'autoDeduct.retry' }
      | { type: 'autoDeduct.dismiss' },
  },
  actors: {
    save: fromPromise<{ orderNo: string; autoDeduct: boolean }, AutoDeductChange>(async () => {
      throw new Error('save must be provided');
    }),
  },
}).createMachine({
  id: 'autoDeduct',
  context: { change: null, error: null, saved: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'autoDeduct.toggle': {
          target: 'confirming',
          actions: assign({
            change: ({ event }) => ({ orderNo: event.orderNo, enabled: event.enabled }),
            saved: null,
            error: null,
          }),
        },
      },
    },
    confirming: {
      on: {
        'autoDeduct.confirm': 'saving',
        'autoDeduct.cancel': { target: 'idle', actions: assign({ change: null }) },
      },
    },
    saving: {
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => context.change ?? { orderNo: '', enabled: false },
        onDone: {
          target: 'saved',
          actions: assign({
            saved: ({ event }) => ({ orderNo: event.output.orderNo, enabled: event.output.autoDeduct }),
            change: null,
          }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) ?? '' }) },
      },
    },
    saved: {
      on: {
        'autoDeduct.toggle': {
          target: 'confirming',
          actions: assign({
            change: ({ event }) => ({ orderNo: event.orderNo, enabled: event.enabled }),
            saved: null,
            error: null,
          }),
        },
        'autoDeduct.dismiss': { target: 'idle', actions: assign({ saved: null }) },
      },
    },
    failed: {
      on: {
        'autoDeduct.retry': { target: 'saving', actions: assign({ error: null }) },
        'autoDeduct.dismiss': { target: 'idle', actions: assign({ error: null, change: null }) },
      },
    },
  },
});
