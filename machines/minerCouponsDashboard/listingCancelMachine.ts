import { assign, fromPromise, setup } from 'xstate';
import { errorText } from '../../runtime/http/errorText.ts';

/** What cancelling a listing gave back: its state and the unsold coupons returned to the holdings. */
export interface ListingCancelled {
  delegateId: string;
  returnedQuantity: number;
}

/**
 * Cancelling one of the account's listings (`/dashboard/coupons`, my listings; `soldOrderDetail/{delegateId}`):
 * the cancel button asks for a confirmation that says what happens (the unsold coupons go back to the holdings,
 * what was sold stays sold); confirming cancels it (`bmDelegateCancel`), keeping it leaves it on the market. The
 * result names the coupons returned until dismissed or another listing is cancelled; a refusal (a buyer's unpaid
 * order holds part of it, or it ended meanwhile) or an outage shows its message with a retry, or is dismissed.
 */
export const listingCancelMachine = setup({
  types: {
    context: {} as { delegateId: string | null; error: string | null; cancelled: ListingCancelled | null },
    events: {} as
      | { type: 'listing.cancel'; delegateId: string }
      | { type: 'listing.confirm' }
      | { type: 'listing.keep' }
      | { type: 'listing.retry' }
      | { type: 'listing.dismiss' },
  },
  actors: {
    cancelListing: fromPromise<ListingCancelled, { delegateId: string }>(async () => {
      throw new Error('cancelListing must be provided');
    }),
  },
}).createMachine({
  id: 'listingCancel',
  context: { delegateId: null, error: null, cancelled: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'listing.cancel': {
          target: 'confirming',
          actions: assign({ delegateId: ({ event }) => event.delegateId, error: null, cancelled: null }),
        },
      },
    },
    confirming: {
      on: {
        'listing.confirm': 'cancelling',
        'listing.keep': { target: 'idle', actions: assign({ delegateId: null }) },
      },
    },
    cancelling: {
      invoke: {
        id: 'cancelListing',
        src: 'cancelListing',
        input: ({ context }) => ({ delegateId: context.delegateId ?? '' }),
        onDone: { target: 'cancelled', actions: assign({ cancelled: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) ?? '' }) },
      },
    },
    cancelled: {
      on: {
        'listing.dismiss': { target: 'idle', actions: assign({ cancelled: null, delegateId: null }) },
        'listing.cancel': {
          target: 'confirming',
          actions: assign({ delegateId: ({ event }) => event.delegateId, cancelled: null }),
        },
      },
    },
    failed: {
      on: {
        'listing.retry': { target: 'cancelling', actions: assign({ error: null }) },
        'listing.dismiss': { target: 'idle', actions: assign({ error: null, delegateId: null }) },
      },
    },
  },
});
