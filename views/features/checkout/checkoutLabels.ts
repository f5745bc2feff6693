import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CheckoutError, PaymentState } from '../../../runtime/http/contract/checkout.ts';

/** Every refusal of checkout and the cashier, as the customer reads it. */
export const CHECKOUT_ERROR_LABELS: Record<CheckoutError, MessageDescriptor> = {
  quantity: msg`Choose a quantity within the plan's limits.`,
  stock: msg`Not enough of this plan is left in stock for that quantity.`,
  pool: msg`Choose Antpool or F2Pool.`,
  address: msg`This is not a valid address for this coin. Check it and try again.`,
  feeDays: msg`Choose a number of service-fee days between the plan's minimum and its term.`,
  coupon: msg`This coupon does not apply to this order.`,
  points: msg`You do not have that many points, or they are more than the order costs.`,
  agreement: msg`Read and accept the purchase agreement to continue.`,
  kyc: msg`Verify your identity before you buy a plan.`,
  kycLimit: msg`This order is above what your verification level allows. Raise your level to buy it.`,
  fundPassword: msg`Set a fund password first to pay from your balance or points.`,
  balance: msg`Your balance is not enough for this order. Top up your wallet or pay in crypto.`,
  notFound: msg`We cannot find this order.`,
  expired: msg`This order expired before it was paid.`,
  cancelled: msg`This order was cancelled.`,
  paid: msg`This order is already paid.`,
  received: msg`A payment in another coin was already received for this order, so the coin cannot change.`,
  noRemain: msg`There is nothing left to settle on this order.`,
  trialClaimed: msg`This account has already claimed its free trial.`,
  trialAccountAge: msg`The free trial is only for accounts in their first days after registering.`,
  batchClosed: msg`This batch's payment deadline has passed: it is no longer on sale.`,
  pointsForPoints: msg`Points are bought with your wallet balance or crypto, not with points.`,
  pointsPackage: msg`This points package is no longer offered. Choose another one.`,
  couponPoints: msg`Miner coupons are paid from your wallet balance or in crypto, not with points.`,
};

export const PAYMENT_STATE_LABELS: Record<PaymentState, MessageDescriptor> = {
  awaiting: msg`Awaiting payment`,
  underpaid: msg`Partly paid`,
  paid: msg`Paid`,
  expired: msg`Expired`,
  cancelled: msg`Cancelled`,
};

export const PAYMENT_STATE_TONES: Record<PaymentState, 'info' | 'warning' | 'success' | 'neutral' | 'danger'> = {
  awaiting: 'info',
  underpaid: 'warning',
  paid: 'success',
  expired: 'neutral',
  cancelled: 'neutral',
};
