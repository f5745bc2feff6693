import { assign, fromPromise, setup } from 'xstate';
import { isPayoutAddress } from '../../runtime/domain/addresses.ts';
import { centsOf, checkoutPrice, couponProblem, feeDaysRange } from '../../runtime/domain/checkout.ts';
import { quantityRange } from '../../runtime/domain/plans.ts';
import type { CheckoutInfo, PoolName } from '../../runtime/http/contract/checkout.ts';
import { CHECKOUT_ERRORS, type CheckoutError } from '../../runtime/http/contract/checkoutValues.ts';
import { errorText } from '../../runtime/http/errorText.ts';

/** What the checkout form holds, as typed: the view keeps it, the machine gets it on submit. */
export interface CheckoutValues {
  quantity: string;
  pool: PoolName;
  /** A saved address, or '' for the typed new one. */
  savedAddress: string;
  newAddress: string;
  saveAddress: boolean;
  serviceFeeDays: string;
  /** '' for no coupon. */
  couponId: string;
  /** Points to use, in USD; '' for none. */
  pointsUsd: string;
  agreed: boolean;
}

/** Where a refusal is shown: at a field, or (account) above the form. */
export type CheckoutField = 'quantity' | 'pool' | 'address' | 'feeDays' | 'coupon' | 'points' | 'agreement' | 'account';
export type CheckoutFieldErrors = Partial<Record<CheckoutField, CheckoutError>>;

const FIELD_OF: Partial<Record<CheckoutError, CheckoutField>> = {
  quantity: 'quantity',
  stock: 'quantity',
  pool: 'pool',
  address: 'address',
  feeDays: 'feeDays',
  coupon: 'coupon',
  points: 'points',
  agreement: 'agreement',
  kyc: 'account',
  kycLimit: 'account',
};

/** The refusal a server message names (CHECKOUT_ERRORS), if it is one. */
export function checkoutErrorOf(error: unknown): CheckoutError | null {
  const said = errorText(error);
  const entry = Object.entries(CHECKOUT_ERRORS).find(([, message]) => message === said);
  return entry ? (entry[0] as CheckoutError) : null;
}

/** The first values of the form: the plan's minimum (or the quantity from the URL), the default address. */
export function initialCheckoutValues(info: CheckoutInfo, quantity: number): CheckoutValues {
  const { min, max } = quantityRange(info.goods);
  const saved = info.addresses.find((a) => a.isDefault) ?? info.addresses[0];
  return {
    quantity: String(Math.min(Math.max(quantity, min), max)),
    pool: (info.pools[0]?.pool ?? 'Antpool') as PoolName,
    savedAddress: saved?.address ?? '',
    newAddress: '',
    saveAddress: info.addresses.length === 0,
    serviceFeeDays: String(feeDaysRange(info.goods).min),
    couponId: '',
    pointsUsd: '',
    agreed: false,
  };
}

/** The payout address the values choose. */
export const chosenAddress = (values: CheckoutValues) => (values.savedAddress || values.newAddress).trim();

/**
 * The rules the server applies to a new order, checked before it is sent (the server checks them again):
 * every broken field with its refusal.
 */
export function checkoutProblems(values: CheckoutValues, info: CheckoutInfo, now: number): CheckoutFieldErrors {
  const plan = info.goods;
  const errors: CheckoutFieldErrors = {};
  const range = quantityRange(plan);
  const quantity = /^\d{1,6}$/.test(values.quantity.trim()) ? Number(values.quantity) : Number.NaN;
  if (range.soldOut) errors.quantity = 'stock';
  else if (!(quantity >= range.min && quantity <= plan.maxQuantity)) errors.quantity = 'quantity';
  else if (quantity > plan.stock) errors.quantity = 'stock';
  if (!info.pools.some((p) => p.pool === values.pool)) errors.pool = 'pool';
  if (!isPayoutAddress(plan.currency, chosenAddress(values))) errors.address = 'address';
  const days = feeDaysRange(plan);
  const feeDays = /^\d{1,4}$/.test(values.serviceFeeDays.trim()) ? Number(values.serviceFeeDays) : Number.NaN;
  if (!plan.allInclusive && !(feeDays >= days.min && feeDays <= days.max)) errors.feeDays = 'feeDays';
  if (!values.agreed) errors.agreement = 'agreement';
  if (info.kycLevel < 1) errors.account = 'kyc';
  if (errors.quantity || errors.feeDays) return errors;

  const coupon = info.coupons.find((c) => c.couponId === values.couponId) ?? null;
  if (values.couponId && !coupon) errors.coupon = 'coupon';
  const price = checkoutPrice(
    plan,
    { quantity, serviceFeeDays: plan.allInclusive ? 0 : feeDays, coupon, pointsUsd: '' },
    now,
    info.inviteeDiscount,
  );
  if (coupon && couponProblem(coupon, plan.goodsType, price.hashrateFeeCents, now)) errors.coupon = 'coupon';
  if (values.pointsUsd.trim() !== '') {
    const points = centsOf(values.pointsUsd);
    const balance = centsOf(info.pointsBalance) ?? 0;
    if (points === null || points > balance || points > price.totalCents) errors.points = 'points';
  }
  const total = checkoutPrice(
    plan,
    { quantity, serviceFeeDays: feeDays, coupon, pointsUsd: values.pointsUsd },
    now,
    info.inviteeDiscount,
  );
  if (!errors.account && total.totalCents > (centsOf(info.kycRemainingUsd) ?? 0)) errors.account = 'kycLimit';
  return errors;
}

/** What the order call is sent. */
export interface CreateOrderInput {
  values: CheckoutValues;
  requestId: string;
}

export interface CreatedOrder {
  orderNo: string;
  totalUsd: string;
  zero: boolean;
}

const newRequestId = () => globalThis.crypto.randomUUID();
const sameValues = (a: CheckoutValues, b: CheckoutValues | null) =>
  b !== null && JSON.stringify(a) === JSON.stringify(b);

/**
 * The checkout form of one plan (`/pay/{id}/{num}`, issue #17): a submit with broken fields stays in
 * editing with a refusal at each field; a valid one creates the order. A refusal of the server that
 * belongs to a field goes back to the form with it; any other failure offers a retry of the same
 * request (the same request id, so a retry after a lost answer never creates a second order).
 * Created, the view moves on to the cashier (or, when nothing is left to pay, to the result).
 */
export const checkoutMachine = setup({
  types: {
    input: {} as { info: CheckoutInfo; now: () => number },
    context: {} as {
      info: CheckoutInfo;
      now: () => number;
      values: CheckoutValues | null;
      requestId: string | null;
      fieldErrors: CheckoutFieldErrors;
      error: string | null;
      order: CreatedOrder | null;
    },
    events: {} as
      | { type: 'checkout.submit'; values: CheckoutValues }
      | { type: 'checkout.retry' }
      | { type: 'checkout.edit' },
  },
  actors: {
    createOrder: fromPromise<CreatedOrder, CreateOrderInput>(async () => {
      throw new Error('createOrder must be provided');
    }),
  },
  actions: {
    showOrder: () => {},
  },
  guards: {
    valid: ({ context, event }) =>
      event.type === 'checkout.submit' &&
      Object.keys(checkoutProblems(event.values, context.info, context.now())).length === 0,
    refusedAtField: ({ event }) => {
      const refusal = checkoutErrorOf((event as { error?: unknown }).error);
      return refusal !== null && FIELD_OF[refusal] !== undefined;
    },
  },
}).createMachine({
  id: 'checkout',
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
        'checkout.submit': [
          {
            guard: 'valid',
            target: 'creating',
            actions: assign({
              // The same values keep their request id: the server answers the order it made for it.
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
              fieldErrors: ({ context, event }) => checkoutProblems(event.values, context.info, context.now()),
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
        input: ({ context }) => ({ values: context.values as CheckoutValues, requestId: context.requestId ?? '' }),
        onDone: { target: 'created', actions: assign({ order: ({ event }) => event.output }) },
        onError: [
          {
            guard: 'refusedAtField',
            target: 'editing',
            actions: assign({
              fieldErrors: ({ event }) => {
                const refusal = checkoutErrorOf(event.error) as CheckoutError;
                return { [FIELD_OF[refusal] as CheckoutField]: refusal };
              },
              // A refused order was not made: the next submit is a new request.
              requestId: null,
            }),
          },
          { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) ?? '' }) },
        ],
      },
    },
    failed: {
      on: {
        'checkout.retry': { target: 'creating', actions: assign({ error: null }) },
        'checkout.edit': { target: 'editing', actions: assign({ error: null }) },
      },
    },
    created: { type: 'final', entry: 'showOrder' },
  },
});
