import { assign, fromPromise, setup } from 'xstate';
import { isPayoutAddress } from '../../runtime/domain/addresses.ts';
import { centsOf } from '../../runtime/domain/checkout.ts';
import { minerOrderPrice, unitsOf } from '../../runtime/domain/minerCheckout.ts';
import type { CheckoutError, MinerCheckoutInfo } from '../../runtime/http/contract/checkout.ts';
import { errorText } from '../../runtime/http/errorText.ts';
import { type CreatedOrder, checkoutErrorOf } from './checkoutMachine.ts';

/** The miners' output is paid in BTC. */
export const MINER_PAYOUT_COIN = 'BTC';

/** What the miner checkout form holds, as typed. */
export interface MinerCheckoutValues {
  quantity: string;
  /** A saved address, or '' for the typed new one. */
  savedAddress: string;
  newAddress: string;
  saveAddress: boolean;
  agreed: boolean;
}

/** Where a refusal is shown: at a field, or (account: KYC, a closed batch) above the form. */
export type MinerCheckoutField = 'quantity' | 'address' | 'agreement' | 'account';
export type MinerCheckoutFieldErrors = Partial<Record<MinerCheckoutField, CheckoutError>>;

const FIELD_OF: Partial<Record<CheckoutError, MinerCheckoutField>> = {
  quantity: 'quantity',
  stock: 'quantity',
  address: 'address',
  agreement: 'agreement',
  kyc: 'account',
  kycLimit: 'account',
  batchClosed: 'account',
};

/** How many miners may be ordered now: the batch's minimum up to its maximum or what is left. */
export function minerQuantityRange(batch: MinerCheckoutInfo['batch']): { min: number; max: number; soldOut: boolean } {
  const max = Math.min(batch.maxQuantity, batch.stock);
  return { min: batch.minQuantity, max: Math.max(max, batch.minQuantity), soldOut: batch.stock < batch.minQuantity };
}

/** The first values: the batch's minimum (or the URL's quantity within range), the default BTC address. */
export function initialMinerValues(info: MinerCheckoutInfo, quantity?: number): MinerCheckoutValues {
  const { min, max } = minerQuantityRange(info.batch);
  const saved = info.addresses.find((a) => a.isDefault) ?? info.addresses[0];
  return {
    quantity: String(Math.min(Math.max(quantity ?? min, min), max)),
    savedAddress: saved?.address ?? '',
    newAddress: '',
    saveAddress: info.addresses.length === 0,
    agreed: false,
  };
}

export const chosenMinerAddress = (values: MinerCheckoutValues) => (values.savedAddress || values.newAddress).trim();

/** The order's price preview in cents (the server's rule, runtime/domain/minerCheckout.ts). */
export function minerPreview(batch: MinerCheckoutInfo['batch'], quantity: number) {
  return minerOrderPrice({
    unitPriceCents: unitsOf(batch.unitPriceUsd, 2) ?? 0,
    quantity,
    powerW: batch.powerW,
    electricityE4: unitsOf(batch.electricityUsdPerKwh, 4) ?? 0,
    prepaidElectricity: batch.electricityBilling === 'prepaidMonthly',
  });
}

/** The server's rules for a new miner order, checked before it is sent: every broken field with its refusal. */
export function minerCheckoutProblems(
  values: MinerCheckoutValues,
  info: MinerCheckoutInfo,
  now: number,
): MinerCheckoutFieldErrors {
  const { batch } = info;
  const errors: MinerCheckoutFieldErrors = {};
  const quantity = /^\d{1,6}$/.test(values.quantity.trim()) ? Number(values.quantity) : Number.NaN;
  if (!(quantity >= batch.minQuantity && quantity <= batch.maxQuantity)) errors.quantity = 'quantity';
  else if (quantity > batch.stock) errors.quantity = 'stock';
  if (!isPayoutAddress(MINER_PAYOUT_COIN, chosenMinerAddress(values))) errors.address = 'address';
  if (!values.agreed) errors.agreement = 'agreement';
  if (batch.status === 'closed' || now >= Date.parse(batch.paymentDeadline)) errors.account = 'batchClosed';
  else if (info.kycLevel < 1) errors.account = 'kyc';
  else if (!errors.quantity && minerPreview(batch, quantity).totalCents > (centsOf(info.kycRemainingUsd) ?? 0)) {
    errors.account = 'kycLimit';
  }
  return errors;
}

export interface CreateMinerOrderInput {
  values: MinerCheckoutValues;
  requestId: string;
}

const newRequestId = () => globalThis.crypto.randomUUID();
const sameValues = (a: MinerCheckoutValues, b: MinerCheckoutValues | null) =>
  b !== null && JSON.stringify(a) === JSON.stringify(b);

/**
 * The checkout form of a miner sale batch (`/pay/minerSale/{id}`, decision 102), shaped like the plans'
 * checkoutMachine: broken fields stay in editing with their refusals; a valid submit places the order;
 * a refusal of the server that belongs to a field goes back to it; any other failure offers a retry of
 * the same request id, so a lost answer never makes two orders. Placed, the view opens the cashier.
 */
export const minerCheckoutMachine = setup({
  types: {
    input: {} as { info: MinerCheckoutInfo; now: () => number },
    context: {} as {
      info: MinerCheckoutInfo;
      now: () => number;
      values: MinerCheckoutValues | null;
      requestId: string | null;
      fieldErrors: MinerCheckoutFieldErrors;
      error: string | null;
      order: CreatedOrder | null;
    },
    events: {} as
      | { type: 'minerCheckout.submit'; values: MinerCheckoutValues }
      | { type: 'minerCheckout.retry' }
      | { type: 'minerCheckout.edit' },
  },
  actors: {
    createOrder: fromPromise<CreatedOrder, CreateMinerOrderInput>(async () => {
      throw new Error('createOrder must be provided');
    }),
  },
  actions: {
    showOrder: () => {},
  },
  guards: {
    valid: ({ context, event }) =>
      event.type === 'minerCheckout.submit' &&
      Object.keys(minerCheckoutProblems(event.values, context.info, context.now())).length === 0,
    refusedAtField: ({ event }) => {
      const refusal = checkoutErrorOf((event as { error?: unknown }).error);
      return refusal !== null && FIELD_OF[refusal] !== undefined;
    },
  },
}).createMachine({
  id: 'minerCheckout',
  context: ({ input }) => ({
    info: input.info,
    now: input.now,
    values: null,
    requestId: null,
    fieldErrors: {},
    error: null,
    order: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'minerCheckout.submit': [
          {
            guard: 'valid',
            target: 'creating',
            actions: assign({
              requestId: ({ context, event }) =>
                sameValues(event.values, context.values) && context.requestId ? context.requestId : newRequestId(),
              values: ({ event }) => event.values,
              fieldErrors: {},
              error: null,
            }),
          },
          {
            target: 'editing',
            actions: assign({
              values: ({ event }) => event.values,
              fieldErrors: ({ context, event }) => minerCheckoutProblems(event.values, context.info, context.now()),
              error: null,
            }),
          },
        ],
      },
    },
    creating: {
      invoke: {
        id: 'createOrder',
        src: 'createOrder',
        input: ({ context }) => ({
          values: context.values as MinerCheckoutValues,
          requestId: context.requestId ?? '',
        }),
        onDone: { target: 'created', actions: assign({ order: ({ event }) => event.output }) },
        onError: [
          {
            guard: 'refusedAtField',
            target: 'editing',
            actions: assign({
              fieldErrors: ({ event }) => {
                const refusal = checkoutErrorOf(event.error) as CheckoutError;
                return { [FIELD_OF[refusal] as MinerCheckoutField]: refusal };
              },
              requestId: null,
            }),
          },
          { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) ?? '' }) },
        ],
      },
    },
    failed: {
      on: {
        'minerCheckout.retry': { target: 'creating', actions: assign({ error: null }) },
        'minerCheckout.edit': { target: 'editing', actions: assign({ error: null }) },
      },
    },
    created: { type: 'final', entry: 'showOrder' },
  },
});
