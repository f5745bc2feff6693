import { assign, fromPromise, setup } from 'xstate';
import { TaskCancelledError } from '../../runtime/captcha/taskInbox.ts';
import { errorText } from '../../runtime/http/errorText.ts';

/** The switch asked for: an order's electricity withholding on or off. */
export interface WithholdChange {
  orderNo: string;
  enabled: boolean;
}

/**
 * The electricity-withholding switch of a full plan (`/dashboard/renew/elecWithhold`): flipping it asks for a
 * confirmation that says what will happen (the day's fee taken from the day's output when no prepaid day is left, or
 * the plan suspended again when its days run out); confirming saves it (one call, which the server first answers
 * with the security verification task: a money setting). Cancelling the verification goes back to the
 * confirmation, nothing changed; cancelling the confirmation leaves the switch as it was. A saved change is named
 * until the next one or a dismissal; a failure shows the server's message with a retry of the same change.
 */
export const elecWithholdMachine = setup({
  types: {
    context: {} as { change: WithholdChange | null; error: string | null; saved: WithholdChange | null },
    events: {} as
      | { type: 'withhold.toggle'; orderNo: string; enabled: boolean }
      | { type: 'withhold.confirm' }
      | { type: 'withhold.cancel' }
      | { type: 'withhold.retry' }
      | { type: 'withhold.dismiss' },
  },
  actors: {
    save: fromPromise<{ orderNo: string; enabled: boolean }, WithholdChange>(async () => {
      throw new Error('save must be provided');
    }),
  },
  guards: {
    verificationCancelled: ({ event }) => (event as { error?: unknown }).error instanceof TaskCancelledError,
  },
}).createMachine({
  id: 'elecWithhold',
  context: { change: null, error: null, saved: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'withhold.toggle': {
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
        'withhold.confirm': 'saving',
        'withhold.cancel': { target: 'idle', actions: assign({ change: null }) },
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
            saved: ({ event }) => ({ orderNo: event.output.orderNo, enabled: event.output.enabled }),
            change: null,
          }),
        },
        onError: [
          { guard: 'verificationCancelled', target: 'confirming' },
          { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) ?? '' }) },
        ],
      },
    },
    saved: {
      on: {
        'withhold.toggle': {
          target: 'confirming',
          actions: assign({
            change: ({ event }) => ({ orderNo: event.orderNo, enabled: event.enabled }),
            saved: null,
            error: null,
          }),
        },
        'withhold.dismiss': { target: 'idle', actions: assign({ saved: null }) },
      },
    },
    failed: {
      on: {
        'withhold.retry': { target: 'saving', actions: assign({ error: null }) },
        'withhold.dismiss': { target: 'idle', actions: assign({ error: null, change: null }) },
      },
    },
  },
});
