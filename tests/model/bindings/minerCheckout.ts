import { type MinerCheckoutValues, minerCheckoutMachine } from '../../../machines/checkout/minerCheckoutMachine.ts';
import { ApiError } from '../../../runtime/http/client.ts';
import { CHECKOUT_ERRORS, type MinerCheckoutInfo } from '../../../runtime/http/contract/checkout.ts';
import { sandboxPayoutAddress } from '../../../sandbox/features/orders/bech32.ts';
import { failCall, holdCall, releaseCalls, routeUrl } from '../calls.ts';
import type { Driver, FlowBinding, FlowSpec, PathEvent } from '../driver.ts';
import { expectUrl, freshEmail, tokenByApi } from './accountSteps.ts';

/** The batch every path buys from: Antminer T21, one miner at least, deducted electricity. */
export const MINER_BATCH = '800000000607';
const ADDRESS = sandboxPayoutAddress('model/minerCheckout');

const VALID: MinerCheckoutValues = {
  quantity: '1',
  savedAddress: '',
  newAddress: ADDRESS,
  saveAddress: true,
  agreed: true,
};
const INVALID: MinerCheckoutValues = { ...VALID, newAddress: 'bc1qnot-an-address', agreed: false };

/** What the page loads for the path's account, as the planner reads it (the real page reads the sandbox). */
const INFO: MinerCheckoutInfo = {
  batch: {
    id: MINER_BATCH,
    modelId: 't21',
    modelName: 'Antminer T21',
    hashrateTh: 190,
    powerW: 3610,
    efficiencyJt: 19,
    condition: 'new',
    unitPriceUsd: '2850.00',
    pricePerThUsd: '15.00',
    pool: 'F2Pool',
    site: { name: 'Bahir Dar, Ethiopia', country: 'ET' },
    estimatedStartOn: '2099-02-10',
    electricityUsdPerKwh: '0.0400',
    electricityBilling: 'deductedDaily',
    managementFee: { rule: 'fromStart', percent: '15.00' },
    warrantyMonths: 12,
    minQuantity: 1,
    maxQuantity: 50,
    stock: 97,
    totalUnits: 250,
    paymentDeadline: '2099-01-01T16:00:00.000Z',
    status: 'onSale',
  },
  balanceUsd: '500.00',
  pointsBalance: '0.00',
  fundPasswordSet: false,
  kycLevel: 1,
  kycRemainingUsd: '100000.00',
  addresses: [],
  payWindowMinutes: 30,
};

/**
 * The miner checkout form: broken fields stay with their messages, a valid order is placed and the cashier
 * opens; a refusal the form could not foresee (the account's verification withdrawn meanwhile) comes back
 * above the form; a server failure offers a retry that never places a second order.
 */
export const spec: FlowSpec<typeof minerCheckoutMachine> = {
  machine: minerCheckoutMachine,
  input: { info: INFO, now: () => Date.now() },
  events: {
    'minerCheckout.submit': [
      { type: 'minerCheckout.submit', values: VALID },
      { type: 'minerCheckout.submit', values: INVALID },
    ],
  },
  outputs: { createOrder: [{ orderNo: 'M20261123000001', totalUsd: '2850.00', zero: false }] },
  errors: {
    createOrder: [new ApiError(CHECKOUT_ERRORS.kyc, 403, 'minerOrderCreate'), new Error('injected fault: HTTP 503')],
  },
  stateKey: (s) => JSON.stringify([s.value, Object.keys(s.context.fieldErrors)]),
};

/** Held until the waiting state is seen, then released (`releaseCalls`): under the client's 10 s timeout. */
const HOLD_MS = 8000;
const ADDRESS_LABEL = 'New BTC address';
const AGREEMENT = /I have read and accept the/;

/** The account the path signed in with. */
let account = '';

/** Readies what the order call answers next: held, refused (verification withdrawn), or failed. */
async function arrangeCreate(d: Driver, next: PathEvent | undefined): Promise<void> {
  if (next?.type === 'xstate.done.actor.createOrder') {
    await d.sandbox('POST', '/__sandbox/wallet', { account, kycLevel: 1 });
    await holdCall(d, 'minerOrderCreate', HOLD_MS);
  } else if (next?.type === 'xstate.error.actor.createOrder') {
    if (next.error instanceof ApiError) {
      await d.sandbox('POST', '/__sandbox/wallet', { account, kycLevel: 0 });
      await holdCall(d, 'minerOrderCreate', HOLD_MS);
    } else await failCall(d, 'minerOrderCreate', { status: 503, ms: HOLD_MS });
  }
}

async function ordersOfAccount(d: Driver): Promise<number> {
  const { orders } = await d.sandbox<{ orders: unknown[] }>(
    'GET',
    `/__sandbox/miners/orders?account=${encodeURIComponent(account)}`,
  );
  return orders.length;
}

export const binding: FlowBinding<typeof minerCheckoutMachine> = {
  start: async (d) => {
    account = freshEmail('minercheckout');
    await d.setCookie('auth', await tokenByApi(d, account));
    await d.sandbox('POST', '/__sandbox/wallet', { account, balanceUsd: '500.00', kycLevel: 1 });
    await d.visit(routeUrl('pay.minerSale', { id: MINER_BATCH }));
    await d.expectVisible('form', 'Miner checkout');
  },
  states: {
    editing: async (d, snapshot) => {
      await d.expectEnabled('button', 'Place order');
      const broken = snapshot.context.fieldErrors;
      if (Object.keys(broken).length === 0) return;
      const values = snapshot.context.values as MinerCheckoutValues;
      await d.expectValue(ADDRESS_LABEL, values.newAddress);
      if (broken.address) {
        await d.expectText('This is not a valid address for this coin. Check it and try again.');
        await d.expectText('Read and accept the purchase agreement to continue.');
      }
      if (broken.account) await d.expectText('Verify your identity before you buy a plan.');
      if ((await ordersOfAccount(d)) !== 0) throw new Error('a refused miner checkout placed an order');
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
      await expectUrl(d, '/pay/confirm/M');
      await d.expectVisible('heading', /^Pay order M\d+/);
      if ((await ordersOfAccount(d)) !== 1) throw new Error('the miner checkout did not place exactly one order');
    },
  },
  events: {
    'minerCheckout.submit': async (d, { event, upcoming }) => {
      const values = event.values as MinerCheckoutValues;
      await d.fill(ADDRESS_LABEL, values.newAddress);
      await d.check(AGREEMENT, values.agreed);
      await arrangeCreate(d, upcoming[0]);
      await d.click('button', 'Place order');
    },
    'minerCheckout.retry': async (d, { upcoming }) => {
      await arrangeCreate(d, upcoming[0]);
      await d.click('button', 'Try again');
    },
    // Changing a choice after a failure goes back to the form (the alert goes).
    'minerCheckout.edit': async (d) => {
      await d.check(AGREEMENT, false);
      await d.check(AGREEMENT, true);
    },
    'xstate.done.actor.createOrder': releaseCalls,
    'xstate.error.actor.createOrder': releaseCalls,
  },
};
