import { couponPurchaseMachine } from '../../../machines/minerCoupons/couponPurchaseMachine.ts';
import { failCall, holdCall, releaseCalls, signIn, visitRoute } from '../calls.ts';
import type { Driver, FlowBinding, FlowSpec, PathEvent } from '../driver.ts';
import { COUPON_PASSWORD, couponAccount, sellerWithListing } from './couponSteps.ts';

/** Held until the waiting state is seen, then released (`releaseCalls`): under the client's 10 s timeout. */
const HOLD_MS = 8000;
const FAULT = 'injected fault: HTTP 503';
const QUANTITY = 'Quantity';
const RANGE = 'Choose between 1 and 3 coupons.';

/** The path's own listing (3 coupons at $150.00) and what was typed last. */
let delegateId = '';
let typed = '';

/**
 * Buying coupons of a listing on `/pay/coupons/{couponId}` (a fresh seller and buyer per path): a quantity out of
 * range is refused at the field, a good one places the order and the cashier opens; no answer shows the message
 * with a retry of the same order, or the quantity is changed.
 */
export const spec: FlowSpec<typeof couponPurchaseMachine> = {
  machine: couponPurchaseMachine,
  events: {
    'purchase.submit': [
      { type: 'purchase.submit', delegateId: 'D00000001', quantity: '2', remaining: 3 },
      { type: 'purchase.submit', delegateId: 'D00000001', quantity: '9', remaining: 3 },
    ],
  },
  outputs: { order: [{ orderNo: 'C20260301000001' }] },
  errors: { order: [new Error(FAULT)] },
  stateKey: (s) => JSON.stringify([s.value, s.context.problem]),
  maxSteps: 8,
};

async function arrange(d: Driver, next: PathEvent | undefined): Promise<void> {
  if (next?.type === 'xstate.error.actor.order') await failCall(d, 'bmOrderCreate', { status: 503, ms: HOLD_MS });
  // Succeeding next, or the path ends while it waits: held so the waiting state shows.
  else await holdCall(d, 'bmOrderCreate', HOLD_MS);
}

export const binding: FlowBinding<typeof couponPurchaseMachine> = {
  start: async (d) => {
    ({ delegateId } = await sellerWithListing(d));
    const buyer = await couponAccount(d, 'coupon-purchase');
    await signIn(d, buyer, COUPON_PASSWORD);
    await visitRoute(d, 'pay.coupons', { couponId: delegateId });
    await d.expectRead('Coupon order', 'loaded');
    typed = '1';
  },
  states: {
    choosing: async (d, snapshot) => {
      await d.expectEnabled('button', 'Place order', true);
      if (snapshot.context.problem) await d.expectText(RANGE);
      else await d.expectNoText(RANGE);
      await d.expectNoText(FAULT);
      // What was typed stays.
      await d.expectValue(QUANTITY, typed);
    },
    ordering: async (d) => {
      await d.expectEnabled('button', 'Placing the order…', false);
    },
    failed: async (d) => {
      await d.expectVisible('alert');
      await d.expectText(FAULT);
      await d.expectVisible('button', 'Try again');
      await d.expectValue(QUANTITY, typed);
    },
    toCashier: async (d) => {
      await d.expectRead('Cashier', 'loaded');
      await d.expectText(/^2 × Antminer S21 test coupon \(\$200\.00 face value\), listing D\d+$/);
      if (!/\/pay\/confirm\/coupons\/C\d{14}$/.test(await d.url()))
        throw new Error(`not the cashier: ${await d.url()}`);
    },
  },
  events: {
    'purchase.submit': async (d, { event, upcoming }) => {
      typed = String(event.quantity);
      await d.fill(QUANTITY, typed);
      if (typed === '2') await arrange(d, upcoming[0]);
      await d.click('button', 'Place order');
    },
    'purchase.retry': async (d, { upcoming }) => {
      await arrange(d, upcoming[0]);
      await d.click('button', 'Try again');
    },
    'purchase.edit': async (d) => {
      await d.click('button', 'Change the quantity');
    },
    'xstate.done.actor.order': releaseCalls,
    'xstate.error.actor.order': releaseCalls,
  },
};
