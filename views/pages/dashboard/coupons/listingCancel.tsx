import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { listingCancelMachine } from '../../../../machines/minerCouponsDashboard/listingCancelMachine.ts';
import { http } from '../../../../runtime/config.ts';
import type { MyListing } from '../../../../runtime/http/contract/minerCoupons.ts';
import { PRIVATE_QUERIES } from '../../../../runtime/query/index.ts';
import { couponFailureText } from './couponsLabels.ts';

const machine = listingCancelMachine.provide({
  actors: {
    cancelListing: fromPromise(async ({ input }: { input: { delegateId: string } }) => {
      const reply = await http.call('bmDelegateCancel', { delegateId: input.delegateId }, { showError: false });
      return { delegateId: reply.delegateId, returnedQuantity: reply.returnedQuantity };
    }),
  },
});

/** The cancel-listing flow (machines/minerCouponsDashboard/listingCancelMachine.ts); the account's reads reload after it. */
export function useListingCancel() {
  const [state, send] = useMachine(machine);
  const queryClient = useQueryClient();
  const cancelled = state.matches('cancelled');
  useEffect(() => {
    // Holdings, listings and the stock log all changed.
    if (cancelled) void queryClient.invalidateQueries(PRIVATE_QUERIES);
  }, [cancelled, queryClient]);
  return {
    state,
    /** Whether a listing's cancel button may start the flow now (not while another one is asked or sent). */
    canStart: state.can({ type: 'listing.cancel', delegateId: '' }),
    cancel: (delegateId: string) => send({ type: 'listing.cancel', delegateId }),
    confirm: () => send({ type: 'listing.confirm' }),
    keep: () => send({ type: 'listing.keep' }),
    retry: () => send({ type: 'listing.retry' }),
    dismiss: () => send({ type: 'listing.dismiss' }),
  };
}
export type ListingCancelFlow = ReturnType<typeof useListingCancel>;

/** Only listings still on the market can be cancelled. */
export function cancellable(listing: Pick<MyListing, 'state'>): boolean {
  return listing.state === 'listed' || listing.state === 'partiallySold';
}

/** The cancel button of one listing. */
export function CancelListingButton({ flow, listing }: { flow: ListingCancelFlow; listing: MyListing }) {
  const { t } = useLingui();
  if (!cancellable(listing)) return null;
  return (
    <button
      type="button"
      className="button button-outline"
      disabled={!flow.canStart}
      aria-label={t`Cancel listing ${listing.delegateId}`}
      onClick={() => flow.cancel(listing.delegateId)}
    >
      <Trans>Cancel listing</Trans>
    </button>
  );
}

/** The flow at one listing, under it: the confirmation (what comes back, what stays sold), then cancelling. */
export function ListingCancelPanel({ flow, listing }: { flow: ListingCancelFlow; listing: MyListing }) {
  const { t } = useLingui();
  const { state } = flow;
  if (state.context.delegateId !== listing.delegateId) return null;
  const unsold = listing.quantity - listing.soldQuantity;

  if (state.matches('confirming')) {
    return (
      <fieldset className="mc-confirm" aria-label={t`Confirm cancelling ${listing.delegateId}`}>
        <p>
          {listing.soldQuantity > 0 ? (
            <Trans>
              Cancel listing {listing.delegateId}? Its {unsold} unsold coupons go back to your holdings; the{' '}
              {listing.soldQuantity} sold stay sold.
            </Trans>
          ) : (
            <Trans>
              Cancel listing {listing.delegateId}? Its {unsold} coupons go back to your holdings.
            </Trans>
          )}
        </p>
        <button type="button" className="button button-primary" onClick={flow.confirm}>
          <Trans>Yes, cancel it</Trans>
        </button>
        <button type="button" className="button button-outline" onClick={flow.keep}>
          <Trans>Keep it on sale</Trans>
        </button>
      </fieldset>
    );
  }
  if (state.matches('cancelling')) {
    return (
      <p className="mc-status" role="status">
        <Trans>Cancelling the listing…</Trans>
      </p>
    );
  }
  return null;
}

/**
 * How the cancel ended, above the listings (a cancelled listing may leave the list it was in): the coupons
 * returned, or the market's reason with a retry.
 */
export function ListingCancelResult({ flow }: { flow: ListingCancelFlow }) {
  const { t, i18n } = useLingui();
  const { state } = flow;
  const delegateId = state.context.delegateId ?? '';
  if (state.matches('cancelled') && state.context.cancelled) {
    const returned = state.context.cancelled.returnedQuantity;
    return (
      <div className="mc-status" role="status">
        <p>
          <Trans>
            Listing {delegateId} is cancelled: {returned} coupons are back in your holdings.
          </Trans>
        </p>
        <button type="button" className="button button-outline" onClick={flow.dismiss}>
          <Trans>Close</Trans>
        </button>
      </div>
    );
  }
  if (state.matches('failed')) {
    return (
      <div className="page-alert" role="alert">
        <p>
          <Trans>Listing {delegateId} was not cancelled:</Trans>{' '}
          {couponFailureText(i18n, state.context.error ?? '', t`The listing could not be cancelled. Please try again.`)}
        </p>
        <button type="button" className="button button-primary" onClick={flow.retry}>
          <Trans>Try again</Trans>
        </button>
        <button type="button" className="button button-outline" onClick={flow.dismiss}>
          <Trans>Dismiss</Trans>
        </button>
      </div>
    );
  }
  return null;
}
