import { type CheckoutValues, checkoutMachine } from '../../../machines/checkout/checkoutMachine.ts';
import { ApiError } from '../../../runtime/http/client.ts';
import { CHECKOUT_ERRORS, type CheckoutInfo } from '../../../runtime/http/contract/checkout.ts';
import { sandboxPayoutAddress } from '../../../sandbox/features/orders/bech32.ts';
import { failCall, holdCall, releaseCalls, routeUrl } from '../calls.ts';
import type { Driver, FlowBinding, FlowSpec, PathEvent } from '../driver.ts';
import { expectUrl, freshEmail, tokenByApi } from './accountSteps.ts';

/** The plan every path buys: all-inclusive, 20 TH for 30 days at $0.068 per TH per day: $40.80 a unit. */
export const CHECKOUT_PLAN = 'g-stable-s21-30';
const ADDRESS = sandboxPayoutAddress('model/checkout');

/** A fresh account per path (the Chromium sandbox is shared): verified, with points and a balance. */
export async function checkoutAccount(d: Driver, wallet: Record<string, unknown> = {}): Promise<string> {
  const email = freshEmail('checkout');
  await d.setCookie('auth', await tokenByApi(d, email));
  await d.sandbox('POST', '/__sandbox/wallet', {
    account: email,
    balanceUsd: '500.00',
    points: '100.00',
    kycLevel: 1,
    ...wallet,
  });
  return email;
}

const VALID: CheckoutValues = {
  quantity: '1',
  pool: 'F2Pool',
  savedAddress: '',
  newAddress: ADDRESS,
  saveAddress: true,
  serviceFeeDays: '0',
  couponId: '',
  pointsUsd: '1.00',
  agreed: true,
};
const INVALID: CheckoutValues = { ...VALID, newAddress: 'bc1qnot-an-address', agreed: false };

/** What the page loads for the path's account, as the planner reads it (the real page reads the sandbox). */
const INFO: CheckoutInfo = {
  goods: {
    goodsId: CHECKOUT_PLAN,
    goodsName: 'S21 Stable 30 days',
    goodsType: 7,
    goodsStatus: 1,
    currency: 'BTC',
    minerModel: 'Antminer S21',
    efficiencyJt: 17.5,
    hashrateTh: 20,
    durationDays: 30,
    hashrateFeePerThDay: '0.0680',
    serviceFeePerThDay: '0.0499',
    allInclusive: true,
    minServiceFeeDays: 0,
    pool: 'F2Pool',
    poolFeePercent: '3.00',
    stock: 12,
    minQuantity: 1,
    maxQuantity: 12,
    startWithinHours: 24,
    supportPlatform: ['WEB'],
  },
  balanceUsd: '500.00',
  pointsBalance: '100.00',
  fundPasswordSet: false,
  kycLevel: 1,
  kycRemainingUsd: '100000.00',
  addresses: [],
  coupons: [],
  inviteeDiscount: null,
  pools: [
    { pool: 'Antpool', feePercent: '2.50' },
    { pool: 'F2Pool', feePercent: '3.00' },
  ],
};

/**
 * The checkout form of a plan: broken fields stay with their messages, a valid order is created and
 * the cashier opens; a refusal the form could not foresee (the points were spent meanwhile) comes back
 * to its field; a server failure offers a retry that never makes a second order.
 */
export const spec: FlowSpec<typeof checkoutMachine> = {
  machine: checkoutMachine,
  input: { info: INFO, now: () => Date.now() },
  events: {
    'checkout.submit': [
      { type: 'checkout.submit', values: VALID },
      { type: 'checkout.submit', values: INVALID },
    ],
  },
  outputs: { createOrder: [{ orderNo: 'P20261123000013', totalUsd: '39.80', zero: false }] },
  errors: {
    createOrder: [new ApiError(CHECKOUT_ERRORS.points, 400, 'orderCreate'), new Error('injected fault: HTTP 503')],
  },
  stateKey: (s) => JSON.stringify([s.value, Object.keys(s.context.fieldErrors)]),
};

/** Held until the waiting state is seen, then released (`releaseCalls`): under the client's 10 s timeout. */
const HOLD_MS = 8000;
const ADDRESS_LABEL = 'New BTC address';
const AGREEMENT = /I have read and accept the/;
const POINTS = 'Points to use (1 point = 1 USD)';

/** The account the path signed in with. */
let account = '';

/** Readies what the order call answers next: held, refused (the points gone), or failed. */
async function arrangeCreate(d: Driver, next: PathEvent | undefined): Promise<void> {
  if (next?.type === 'xstate.done.actor.createOrder') {
    // The points may have been spent by an earlier refusal on the path: the account has them again.
    await d.sandbox('POST', '/__sandbox/wallet', { account, points: '100.00' });
    await holdCall(d, 'orderCreate', HOLD_MS);
  } else if (next?.type === 'xstate.error.actor.createOrder') {
    if (next.error instanceof ApiError) {
      // The points are spent elsewhere after the page loaded: the server refuses what the form allowed.
      await d.sandbox('POST', '/__sandbox/wallet', { account, points: '0.00' });
      await holdCall(d, 'orderCreate', HOLD_MS);
    } else await failCall(d, 'orderCreate', { status: 503, ms: HOLD_MS });
  }
}

async function ordersOfAccount(d: Driver): Promise<number> {
  const { orders } = await d.sandbox<{ orders: unknown[] }>(
    'GET',
    `/__sandbox/orders?account=${encodeURIComponent(account)}`,
  );
  return orders.length;
}

export const binding: FlowBinding<typeof checkoutMachine> = {
  start: async (d) => {
    account = await checkoutAccount(d);
    await d.visit(routeUrl('pay', { id: CHECKOUT_PLAN, num: '1' }));
    await d.expectVisible('form', 'Checkout');
  },
  states: {
    editing: async (d, snapshot) => {
      await d.expectEnabled('button', 'Place order');
      const broken = Object.keys(snapshot.context.fieldErrors);
      if (broken.length === 0) return;
      const values = snapshot.context.values as CheckoutValues;
      // What was typed stays beside the messages.
      await d.expectValue(ADDRESS_LABEL, values.newAddress);
      if (snapshot.context.fieldErrors.address) {
        await d.expectText('This is not a valid address for this coin. Check it and try again.');
        await d.expectText('Read and accept the purchase agreement to continue.');
      }
      if (snapshot.context.fieldErrors.points) {
        await d.expectText('You do not have that many points, or they are more than the order costs.');
        await d.expectValue(POINTS, values.pointsUsd);
      }
      // Nothing was ordered.
      if ((await ordersOfAccount(d)) !== 0) throw new Error('a refused checkout made an order');
    },
    creating: async (d) => {
      await d.expectEnabled('button', 'Placing the order…', false);
    },
    failed: async (d) => {
      await d.expectVisible('alert');
      await d.expectText('injected fault: HTTP 503');
      await d.expectVisible('button', 'Try again');
      await d.expectValue(ADDRESS_LABEL, VALID.newAddress);
    },
    created: async (d) => {
      await expectUrl(d, '/pay/confirm/P');
      await d.expectVisible('heading', /^Pay order P\d+/);
      // One order, whatever was retried on the way.
      if ((await ordersOfAccount(d)) !== 1) throw new Error('the checkout did not make exactly one order');
    },
  },
  events: {
    'checkout.submit': async (d, { event, upcoming }) => {
      const values = event.values as CheckoutValues;
      await d.click('radio', values.pool === 'F2Pool' ? /^F2Pool/ : /^Antpool/);
      await d.fill(ADDRESS_LABEL, values.newAddress);
      await d.fill(POINTS, values.pointsUsd);
      await d.check(AGREEMENT, values.agreed);
      await arrangeCreate(d, upcoming[0]);
      await d.click('button', 'Place order');
    },
    'checkout.retry': async (d, { upcoming }) => {
      await arrangeCreate(d, upcoming[0]);
      await d.click('button', 'Try again');
    },
    // Changing a choice after a failure goes back to the form (the alert goes).
    'checkout.edit': async (d) => {
      await d.click('radio', /^Antpool/);
      await d.click('radio', /^F2Pool/);
    },
    'xstate.done.actor.createOrder': releaseCalls,
    'xstate.error.actor.createOrder': releaseCalls,
  },
};
