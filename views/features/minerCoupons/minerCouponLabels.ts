import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  type HOLDING_STATES,
  type ListingState,
  MINER_COUPON_ERRORS,
  type MinerCouponError,
  type PurchaseState,
  type StockOp,
  type ValidityFilter,
} from '../../../runtime/http/contract/minerCouponsValues.ts';
import type { Tone } from '../../ui/statusBadge.tsx';

/** What each refusal of the market means to the user (MINER_COUPON_ERRORS), in their language. */
export const MINER_COUPON_ERROR_LABELS: Record<MinerCouponError, MessageDescriptor> = {
  notFound: msg`This listing does not exist.`,
  couponNotFound: msg`You do not hold this coupon.`,
  orderNotFound: msg`This coupon order does not exist.`,
  price: msg`The price per coupon must be at least 10% of its face value (and at least $1.00) and at most its face value.`,
  quantity: msg`Choose a quantity within what is available.`,
  soldOut: msg`Sold out: another buyer has just taken the coupons left on this listing. Nothing was charged.`,
  expired: msg`This coupon has expired: it can no longer be sold or used.`,
  cancelled: msg`The seller has cancelled this listing. Nothing was charged.`,
  own: msg`This is your own listing: you cannot buy it.`,
  notTransferable: msg`This coupon cannot be transferred, so it cannot be sold.`,
  reserved: msg`A buyer is paying for part of this listing. Cancel it once that order is paid or has expired (within 30 minutes).`,
  ended: msg`This listing has already ended.`,
  importCode: msg`This import code is unknown or has been used already.`,
  requestReused: msg`That request was already used for something else. Try again.`,
};

/** The market refusal a server message is, if it is one. */
export function minerCouponRefusal(message: string | null | undefined): MinerCouponError | undefined {
  return (Object.entries(MINER_COUPON_ERRORS) as Array<[MinerCouponError, string]>).find(
    ([, text]) => text === message,
  )?.[0];
}

export const LISTING_STATE_LABELS: Record<ListingState, MessageDescriptor> = {
  listed: msg`Listed`,
  partiallySold: msg`Partially sold`,
  sold: msg`Sold`,
  cancelled: msg`Cancelled`,
  expired: msg`Expired`,
};
export const LISTING_STATE_TONES: Record<ListingState, Tone> = {
  listed: 'info',
  partiallySold: 'warning',
  sold: 'success',
  cancelled: 'neutral',
  expired: 'neutral',
};

export const PURCHASE_STATE_LABELS: Record<PurchaseState, MessageDescriptor> = {
  awaiting: msg`Awaiting payment`,
  underpaid: msg`Partly paid`,
  paid: msg`Paid`,
  expired: msg`Expired`,
  cancelled: msg`Cancelled`,
};
export const PURCHASE_STATE_TONES: Record<PurchaseState, Tone> = {
  awaiting: 'info',
  underpaid: 'warning',
  paid: 'success',
  expired: 'neutral',
  cancelled: 'neutral',
};

export const HOLDING_STATE_LABELS: Record<(typeof HOLDING_STATES)[number], MessageDescriptor> = {
  usable: msg`Usable`,
  expired: msg`Expired`,
};

export const STOCK_OP_LABELS: Record<StockOp, MessageDescriptor> = {
  import: msg`Imported`,
  buy: msg`Bought`,
  list: msg`Listed for sale`,
  unlist: msg`Back from a cancelled listing`,
  sell: msg`Sold`,
  use: msg`Used for a miner order`,
};

export const VALIDITY_LABELS: Record<ValidityFilter, MessageDescriptor> = {
  all: msg`Any validity`,
  under30: msg`Under 30 days left`,
  '30to90': msg`30 to 90 days left`,
  over90: msg`Over 90 days left`,
};
