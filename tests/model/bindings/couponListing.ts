import { couponListingMachine, type ListingDraft } from '../../../machines/minerCoupons/couponListingMachine.ts';
import { MODAL_ANIMATION_MS } from '../../../machines/shell/modalMachine.ts';
import { TaskCancelledError } from '../../../runtime/captcha/taskInbox.ts';
import { ApiError } from '../../../runtime/http/client.ts';
import { MINER_COUPON_ERRORS } from '../../../runtime/http/contract/minerCoupons.ts';
import { failCall, releaseCalls, signIn, visitRoute } from '../calls.ts';
import type { Driver, FlowBinding, FlowSpec, PathEvent } from '../driver.ts';
import { COUPON_PASSWORD, couponAccount, freshCouponId } from './couponSteps.ts';
import { FUND_PASSWORD, HOLD_MS, verifyWithFundPassword } from './settingsSteps.ts';

const FAULT = 'injected fault: HTTP 503';
const HELD = 5;
const VALID: ListingDraft = { couponId: 'BMC100001', quantity: '2', price: '150', faceValueUsd: '200.00', held: HELD };
const INVALID: ListingDraft = { ...VALID, price: '500' };
const quantityGone = new ApiError(MINER_COUPON_ERRORS.quantity, 400, 'bmDelegateCreate');

const PRICE_FIELD = 'Price per coupon (USD)';
const MESSAGES = {
  price: 'Between $20.00 and $200.00 per coupon (10% to 100% of the face value).',
  // What is held when the form last read it: fewer after each listing.
  quantity: /^Choose between 1 and \d+ coupons\.$/,
};

/** The path's own seller and coupon, and the price typed last. */
let seller = '';
let couponId = '';
let typedPrice = '';
/** Coupons a refusal's arrangement took away, given back after it. */
let taken = 0;

const errorOf = (event: PathEvent | undefined) => (event as { error?: unknown } | undefined)?.error;

/**
 * Listing held coupons on `/coupons/sale` (a fresh seller per path, with a fund password as its strongest factor):
 * the price checked at the field, a review with the fee and the net, the security verification given or
 * cancelled (the review stays), a refusal after it (the coupons listed elsewhere meanwhile: at the quantity), a
 * failure with retry or editing, and listing more.
 */
export const spec: FlowSpec<typeof couponListingMachine> = {
  machine: couponListingMachine,
  events: {
    'listing.review': [
      { type: 'listing.review', draft: VALID },
      { type: 'listing.review', draft: INVALID },
    ],
  },
  outputs: { createListing: [{ delegateId: 'D00000100' }] },
  errors: { createListing: [new TaskCancelledError('auth'), quantityGone, new Error(FAULT)] },
  stateKey: (s) => JSON.stringify([s.value, s.context.problems]),
  maxSteps: 10,
};

/** The next add fails (held, so "Listing…" is seen first) unless it is a refusal or a cancelled verification. */
async function arrangeCreate(d: Driver, next: PathEvent | undefined): Promise<void> {
  const error = errorOf(next);
  if (error instanceof ApiError) {
    // Another listing takes all but one of the coupons between the review and the verification.
    const { holdings } = await d.sandbox<{ holdings: Array<{ couponId: string; quantity: number }> }>(
      'GET',
      `/__sandbox/minerCoupons?account=${encodeURIComponent(seller)}`,
    );
    taken = (holdings.find((row) => row.couponId === couponId)?.quantity ?? 1) - 1;
    await d.sandbox('POST', '/__sandbox/minerCoupons', {
      account: seller,
      listings: [{ couponId, quantity: taken, unitPriceUsd: '150.00' }],
    });
  } else if (error && !(error instanceof TaskCancelledError)) {
    await failCall(d, 'bmDelegateCreate', { status: 503, ms: HOLD_MS });
  }
}

export const binding: FlowBinding<typeof couponListingMachine> = {
  start: async (d) => {
    seller = await couponAccount(d, 'coupon-listing');
    couponId = freshCouponId();
    // The fund password is the strongest factor the seller has: it verifies the listing.
    await d.sandbox('POST', '/__sandbox/wallet', { account: seller, fundPassword: FUND_PASSWORD });
    await d.sandbox('POST', '/__sandbox/minerCoupons', {
      account: seller,
      coupon: { couponId, name: 'Antminer S21 listing coupon', faceValueUsd: '200.00' },
      grant: [{ couponId, quantity: HELD }],
    });
    await signIn(d, seller, COUPON_PASSWORD);
    typedPrice = '';
    await visitRoute(d, 'coupons.sale', {});
    await d.expectRead('Coupons to sell', 'loaded');
    await d.expectVisible('form', 'New listing');
  },
  states: {
    editing: async (d, snapshot) => {
      await d.expectEnabled('button', 'Review the listing');
      const { price, quantity } = snapshot.context.problems;
      if (price) await d.expectText(MESSAGES.price);
      else await d.expectNoText(MESSAGES.price);
      if (quantity) await d.expectText(MESSAGES.quantity);
      else await d.expectNoText(MESSAGES.quantity);
      await d.expectValue(PRICE_FIELD, typedPrice);
    },
    reviewing: async (d) => {
      await d.expectVisible('heading', 'Confirm the listing');
      await d.expectEnabled('button', 'Confirm and list');
      // 2 × 150.00: 6.00 fee, 294.00 to the wallet, 25% below face value.
      await d.expectText('$294.00');
      await d.expectText('25%');
    },
    submitting: async (d) => {
      await d.expectText('Listing… complete the security verification when asked.');
    },
    failed: async (d) => {
      await d.expectVisible('alert');
      await d.expectText(FAULT);
      await d.expectVisible('button', 'Try again');
    },
    listed: async (d) => {
      await d.expectVisible('heading', 'Your coupons are on the market');
      await d.expectVisible('link', 'View the listing');
      await d.expectVisible('button', 'List more coupons');
    },
  },
  events: {
    'listing.review': async (d, { event }) => {
      const draft = event.draft as ListingDraft;
      typedPrice = draft.price;
      await d.fill('Quantity', draft.quantity);
      await d.fill(PRICE_FIELD, typedPrice);
      await d.click('button', 'Review the listing');
    },
    'listing.confirm': async (d, { upcoming }) => {
      await arrangeCreate(d, upcoming[0]);
      await d.click('button', 'Confirm and list');
    },
    'listing.back': async (d) => {
      await d.click('button', 'Change it');
    },
    'listing.retry': async (d, { upcoming }) => {
      await arrangeCreate(d, upcoming[0]);
      await d.click('button', 'Try again');
    },
    'listing.edit': async (d) => {
      await d.click('button', 'Change it');
    },
    'listing.again': async (d) => {
      await d.click('button', 'List more coupons');
      typedPrice = '';
      await d.expectRead('Coupons to sell', 'loaded');
    },
    // The server asks for the verification; the fund password passes it.
    'xstate.done.actor.createListing': verifyWithFundPassword,
    'xstate.error.actor.createListing': async (d, { event }) => {
      const error = errorOf(event);
      if (error instanceof TaskCancelledError) {
        await d.expectVisible('dialog', 'Security verification');
        await d.click('button', 'Cancel');
        await d.advance(MODAL_ANIMATION_MS);
      } else if (error instanceof ApiError) {
        await verifyWithFundPassword(d);
        // The coupons come back for the rest of the path (the form's read has not changed).
        await d.sandbox('POST', '/__sandbox/minerCoupons', { account: seller, grant: [{ couponId, quantity: taken }] });
      } else {
        // The fault answers (once released) before any verification.
        await releaseCalls(d);
      }
    },
  },
};
