import { listingCancelMachine } from '../../../machines/minerCouponsDashboard/listingCancelMachine.ts';
import { failCall, holdCall, releaseCalls, visitRoute } from '../calls.ts';
import type { Driver, FlowBinding, FlowSpec, PathEvent } from '../driver.ts';
import { freshEmail, tokenByApi } from './accountSteps.ts';

/** Held until the waiting state is seen, then released (`releaseCalls`): under the client's 10 s timeout. */
const HOLD_MS = 8000;
const FAULT = 'injected fault: HTTP 503';
/** Coupons in each of the path's listings (all come back when one is cancelled: nothing of them sold). */
const PER_LISTING = 2;

/** The path's own account (fresh per path: the Chromium sandbox is shared), its listings still on sale, the one asked. */
let account = '';
let onSale: string[] = [];
let asked = '';

/**
 * Cancelling a listing on `/dashboard/coupons` (my listings, all states): the path's account lists three times two
 * of the seeded S21 coupon; the cancel button asks first (kept: it stays on sale), confirming cancels it in the
 * sandbox and names the coupons returned, a failure retries the same listing or is dismissed, and another listing
 * can be cancelled straight after one was.
 */
export const spec: FlowSpec<typeof listingCancelMachine> = {
  machine: listingCancelMachine,
  events: { 'listing.cancel': [{ type: 'listing.cancel', delegateId: 'the-listing' }] },
  outputs: { cancelListing: [{ delegateId: 'the-listing', returnedQuantity: PER_LISTING }] },
  errors: { cancelListing: [new Error(FAULT)] },
  maxSteps: 8,
};

async function arrange(d: Driver, next: PathEvent | undefined): Promise<void> {
  if (next?.type === 'xstate.error.actor.cancelListing') {
    await failCall(d, 'bmDelegateCancel', { status: 503, ms: HOLD_MS });
  } else {
    // Succeeding next, or the path ends while it waits: held so the waiting state shows.
    await holdCall(d, 'bmDelegateCancel', HOLD_MS);
  }
}

export const binding: FlowBinding<typeof listingCancelMachine> = {
  start: async (d) => {
    account = freshEmail('listing-cancel');
    asked = '';
    await d.setCookie('auth', await tokenByApi(d, account));
    const listing = { couponId: 'BMC100001', quantity: PER_LISTING, unitPriceUsd: '400.00' };
    const made = await d.sandbox<{ delegateIds: string[] }>('POST', '/__sandbox/minerCoupons', {
      account,
      grant: [{ couponId: 'BMC100001', quantity: 3 * PER_LISTING }],
      listings: [listing, listing, listing],
    });
    onSale = [...made.delegateIds];
    await visitRoute(d, 'dashboard.coupons', {}, { search: { tab: 'listings' } });
    await d.expectRead('My listings', 'loaded');
  },
  states: {
    idle: async (d) => {
      await d.expectHidden('group', /^Confirm cancelling/);
      await d.expectHidden('alert');
      await d.expectNoText(/is cancelled:/);
      const next = onSale[0];
      if (next) await d.expectEnabled('button', `Cancel listing ${next}`, true);
    },
    confirming: async (d) => {
      await d.expectVisible('group', `Confirm cancelling ${asked}`);
      await d.expectText(`Cancel listing ${asked}? Its ${PER_LISTING} coupons go back to your holdings.`);
      await d.expectVisible('button', 'Yes, cancel it');
      await d.expectVisible('button', 'Keep it on sale');
    },
    cancelling: async (d) => {
      await d.expectText('Cancelling the listing…');
    },
    cancelled: async (d) => {
      await d.expectText(`Listing ${asked} is cancelled: ${PER_LISTING} coupons are back in your holdings.`);
      await d.expectVisible('button', 'Close');
      await d.expectHidden('button', `Cancel listing ${asked}`);
    },
    failed: async (d) => {
      await d.expectVisible('alert');
      await d.expectText(`Listing ${asked} was not cancelled: ${FAULT}`);
      await d.expectVisible('button', 'Try again');
      await d.expectVisible('button', 'Dismiss');
    },
  },
  events: {
    'listing.cancel': async (d) => {
      asked = onSale[0] ?? '';
      await d.click('button', `Cancel listing ${asked}`);
    },
    'listing.confirm': async (d, { upcoming }) => {
      await arrange(d, upcoming[0]);
      await d.click('button', 'Yes, cancel it');
    },
    'listing.keep': async (d) => {
      await d.click('button', 'Keep it on sale');
    },
    'listing.retry': async (d, { upcoming }) => {
      await arrange(d, upcoming[0]);
      await d.click('button', 'Try again');
    },
    'listing.dismiss': async (d, { before }) => {
      await d.click('button', before.matches('failed') ? 'Dismiss' : 'Close');
    },
    'xstate.done.actor.cancelListing': async (d) => {
      await releaseCalls(d);
      onSale = onSale.filter((id) => id !== asked);
    },
    'xstate.error.actor.cancelListing': releaseCalls,
  },
};
