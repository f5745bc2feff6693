import { assign, fromPromise, setup } from 'xstate';
import { TaskCancelledError } from '../../runtime/captcha/taskInbox.ts';
import type { LoanError, LoanOrder } from '../../runtime/http/contract/loans.ts';
import { errorText } from '../../runtime/http/errorText.ts';
import { loanErrorOf } from './loanErrors.ts';

export type LoanToggleAction = 'enable' | 'disable';

interface Context {
  /** The order whose loan is being turned on or off. */
  orderNo: string | null;
  action: LoanToggleAction | null;
  /** A refusal the server gave (the 24 h wait, not eligible, no fund password). */
  error: LoanError | null;
  /** What a failure without a known refusal said (a lost answer, a server failure). */
  message: string | null;
  /** The change just made, for the view's confirmation. */
  done: { orderNo: string; action: LoanToggleAction } | null;
}

const refusal = (event: unknown) => loanErrorOf((event as { error?: unknown }).error);

/**
 * Turning a full plan's service-fee loan on or off (`/dashboard/loanService`, issue #18): the customer picks an
 * order's switch, reads what it does and confirms. Turning it on borrows, so the server asks for the pay
 * verification (the http client shows the task; cancelling it changes nothing); turning it off does not, and the
 * view says that turning it on again waits 24 h. A refusal (inside the wait, not eligible, no fund password) is
 * shown on the list; a failure without an answer may be retried: both calls answer a repeat as it is.
 */
export const loanToggleMachine = setup({
  types: {
    context: {} as Context,
    events: {} as
      | { type: 'loan.enable'; orderNo: string }
      | { type: 'loan.disable'; orderNo: string }
      | { type: 'loan.confirm' }
      | { type: 'loan.cancel' }
      | { type: 'loan.retry' },
  },
  actors: {
    enableLoan: fromPromise<LoanOrder, { orderNo: string }>(async () => {
      throw new Error('enableLoan must be provided');
    }),
    disableLoan: fromPromise<LoanOrder, { orderNo: string }>(async () => {
      throw new Error('disableLoan must be provided');
    }),
  },
  actions: {
    /** The loan list follows the change (the view refreshes its reads). */
    changed: () => {},
  },
  guards: {
    enabling: ({ context }) => context.action === 'enable',
    verificationCancelled: ({ event }) => (event as { error?: unknown }).error instanceof TaskCancelledError,
    refused: ({ event }) => refusal(event) !== null,
  },
}).createMachine({
  id: 'loanToggle',
  context: { orderNo: null, action: null, error: null, message: null, done: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'loan.enable': {
          target: 'confirming',
          actions: assign({
            orderNo: ({ event }) => event.orderNo,
            action: 'enable',
            error: null,
            message: null,
            done: null,
          }),
        },
        'loan.disable': {
          target: 'confirming',
          actions: assign({
            orderNo: ({ event }) => event.orderNo,
            action: 'disable',
            error: null,
            message: null,
            done: null,
          }),
        },
      },
    },
    confirming: {
      on: {
        'loan.confirm': [{ guard: 'enabling', target: 'enabling' }, { target: 'disabling' }],
        'loan.cancel': { target: 'idle', actions: assign({ orderNo: null, action: null }) },
      },
    },
    enabling: {
      invoke: {
        id: 'enableLoan',
        src: 'enableLoan',
        input: ({ context }) => ({ orderNo: context.orderNo ?? '' }),
        onDone: {
          target: 'idle',
          actions: [
            assign({ done: ({ context }) => ({ orderNo: context.orderNo ?? '', action: 'enable' as const }) }),
            'changed',
          ],
        },
        onError: [
          // The verification was not given: nothing was turned on.
          { guard: 'verificationCancelled', target: 'idle' },
          { guard: 'refused', target: 'idle', actions: [assign({ error: ({ event }) => refusal(event) }), 'changed'] },
          { target: 'failed', actions: assign({ message: ({ event }) => errorText(event.error) ?? '' }) },
        ],
      },
    },
    disabling: {
      invoke: {
        id: 'disableLoan',
        src: 'disableLoan',
        input: ({ context }) => ({ orderNo: context.orderNo ?? '' }),
        onDone: {
          target: 'idle',
          actions: [
            assign({ done: ({ context }) => ({ orderNo: context.orderNo ?? '', action: 'disable' as const }) }),
            'changed',
          ],
        },
        onError: { target: 'failed', actions: assign({ message: ({ event }) => errorText(event.error) ?? '' }) },
      },
    },
    failed: {
      on: {
        'loan.retry': [
          { guard: 'enabling', target: 'enabling', actions: assign({ message: null }) },
          { target: 'disabling', actions: assign({ message: null }) },
        ],
        'loan.cancel': { target: 'idle', actions: assign({ orderNo: null, action: null, message: null }) },
      },
    },
  },
});
