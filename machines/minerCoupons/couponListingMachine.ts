import { assign, fromPromise, setup } from 'xstate';
import { TaskCancelledError } from '../../runtime/captcha/taskInbox.ts';
import { centsOfUsd, priceInRange } from '../../runtime/domain/minerCoupons.ts';
import { MINER_COUPON_ERRORS } from '../../runtime/http/contract/minerCouponsValues.ts';
import { errorText } from '../../runtime/http/errorText.ts';

/** The sale form as typed: the coupon picked, how many, the price per coupon; with what the page read of it. */
export interface ListingDraft {
  couponId: string;
  quantity: string;
  price: string;
  /** The picked coupon's face value and how many the account holds (0 when none is picked). */
  faceValueUsd: string;
  held: number;
}

/** What the API gets. */
export interface ListingRequest {
  couponId: string;
  quantity: number;
  unitPriceUsd: string;
  requestId: string;
}

/** Why a field cannot be used, said at the field. */
export interface ListingProblems {
  coupon?: 'missing';
  quantity?: 'range';
  price?: 'format' | 'range';
}

/** The form's own checks (the server checks the same, and what it alone knows: the coupon still held, unexpired). */
export function listingProblems(draft: ListingDraft): ListingProblems {
  const problems: ListingProblems = {};
  if (draft.couponId === '' || draft.held <= 0) problems.coupon = 'missing';
  const quantity = /^\s*\d{1,4}\s*$/.test(draft.quantity) ? Number(draft.quantity) : Number.NaN;
  if (!(quantity >= 1 && quantity <= draft.held)) problems.quantity = 'range';
  const price = centsOfUsd(draft.price);
  if (Number.isNaN(price)) problems.price = 'format';
  else if (!priceInRange(centsOfUsd(draft.faceValueUsd), price)) problems.price = 'range';
  return problems;
}

/** The field a server refusal belongs to, or null when it is no field's. */
function refusalProblems(error: unknown): ListingProblems | null {
  const message = errorText(error);
  if (message === MINER_COUPON_ERRORS.price) return { price: 'range' };
  if (message === MINER_COUPON_ERRORS.quantity) return { quantity: 'range' };
  return null;
}
const problemsOf = (event: unknown) => refusalProblems((event as { error?: unknown }).error);

/**
 * Listing held coupons on the market (`/coupons/sale`): the form's own checks at the fields (no call), a review
 * of the listing (face value, price, the discount to face value, the market's fee and the net proceeds), then the
 * listing is made behind the security verification the server asks for (the http client's task dialog).
 * Cancelling the verification goes back to the review; a refusal of the price or quantity goes back to the form
 * with the field's message; another failure (the coupon expired meanwhile, no answer) shows its message with a
 * retry that sends the same requestId, so a listing whose answer was lost is never made twice.
 */
export const couponListingMachine = setup({
  types: {
    context: {} as {
      draft: ListingDraft | null;
      problems: ListingProblems;
      requestId: string | null;
      error: string | null;
      delegateId: string | null;
    },
    events: {} as
      | { type: 'listing.review'; draft: ListingDraft }
      | { type: 'listing.confirm' }
      | { type: 'listing.back' }
      | { type: 'listing.retry' }
      | { type: 'listing.edit' }
      | { type: 'listing.again' },
  },
  actors: {
    createListing: fromPromise<{ delegateId: string }, ListingRequest>(async () => {
      throw new Error('createListing must be provided');
    }),
  },
  guards: {
    draftValid: ({ event }) =>
      event.type === 'listing.review' && Object.keys(listingProblems(event.draft)).length === 0,
    fieldRefusal: ({ event }) => problemsOf(event) !== null,
    verificationCancelled: ({ event }) => (event as { error?: unknown }).error instanceof TaskCancelledError,
  },
}).createMachine({
  id: 'couponListing',
  context: { draft: null, problems: {}, requestId: null, error: null, delegateId: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'listing.review': [
          {
            guard: 'draftValid',
            target: 'reviewing',
            actions: assign({
              draft: ({ event }) => ({ ...event.draft, price: event.draft.price.trim() }),
              problems: {},
              error: null,
              // A new draft is a new request; a retry of the same one keeps it.
              requestId: () => `list-${globalThis.crypto.randomUUID()}`,
            }),
          },
          {
            target: 'editing',
            actions: assign({
              draft: ({ event }) => event.draft,
              problems: ({ event }) => listingProblems(event.draft),
            }),
          },
        ],
      },
    },
    reviewing: {
      on: {
        'listing.confirm': 'submitting',
        'listing.back': 'editing',
      },
    },
    submitting: {
      invoke: {
        id: 'createListing',
        src: 'createListing',
        input: ({ context }) => ({
          couponId: context.draft?.couponId ?? '',
          quantity: Number(context.draft?.quantity ?? 0),
          unitPriceUsd: context.draft?.price ?? '',
          requestId: context.requestId ?? '',
        }),
        onDone: { target: 'listed', actions: assign({ delegateId: ({ event }) => event.output.delegateId }) },
        onError: [
          { guard: 'verificationCancelled', target: 'reviewing' },
          {
            guard: 'fieldRefusal',
            target: 'editing',
            actions: assign({ problems: ({ event }) => problemsOf(event) ?? {} }),
          },
          { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) ?? '' }) },
        ],
      },
    },
    failed: {
      on: {
        'listing.retry': { target: 'submitting', actions: assign({ error: null }) },
        'listing.edit': { target: 'editing', actions: assign({ error: null }) },
      },
    },
    listed: {
      on: {
        'listing.again': {
          target: 'editing',
          actions: assign({ draft: null, problems: {}, requestId: null, error: null, delegateId: null }),
        },
      },
    },
  },
});
