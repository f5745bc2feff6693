import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PRODUCT_TYPE } from '../../../runtime/domain/products.ts';
import type {
  CouponKind,
  CouponStatus,
  PointsDirection,
  PointsKind,
  PointsSource,
} from '../../../runtime/http/contract/loyalty.ts';
import type { Tone } from '../../ui/statusBadge.tsx';

/** What a points movement was, by the ledger's kind. */
export const POINTS_KIND_LABELS: Record<PointsKind, MessageDescriptor> = {
  adjustment: msg`Adjustment`,
  hold: msg`Held by an unpaid order`,
  release: msg`Released from an order`,
  payment: msg`Order payment`,
  crypto: msg`Crypto received`,
  refund: msg`Refund`,
  convert: msg`Converted from remain funds`,
  reward: msg`Reward`,
  pointsPurchase: msg`Points bought`,
};

/** How a reference reads: an order number as it is; the sandbox's own set-ups by name. */
export const POINTS_REFERENCE_LABELS: Record<string, MessageDescriptor> = {
  seed: msg`Opening balance`,
  fixture: msg`Balance set by support`,
};

/** Where a points movement came from (the dashboard's history). */
export const POINTS_SOURCE_LABELS: Record<PointsSource, MessageDescriptor> = {
  mission: msg`Mission reward`,
  checkIn: msg`Daily check-in`,
  invite: msg`Invite rewards`,
  order: msg`Order`,
  refund: msg`Refund`,
  crypto: msg`Crypto received`,
  adjustment: msg`Adjustment`,
  expiry: msg`Expired points`,
  purchase: msg`Points bought`,
  serviceFee: msg`Service fee`,
  loanRepayment: msg`Loan repayment`,
};

export const POINTS_DIRECTION_LABELS: Record<PointsDirection, MessageDescriptor> = {
  earned: msg`Earned`,
  spent: msg`Spent`,
  expired: msg`Expired`,
};
export const POINTS_DIRECTION_TONES: Record<PointsDirection, Tone> = {
  earned: 'success',
  spent: 'neutral',
  expired: 'warning',
};

export const COUPON_STATUS_LABELS: Record<CouponStatus, MessageDescriptor> = {
  usable: msg`Usable`,
  used: msg`Used`,
  expired: msg`Expired`,
};
export const COUPON_STATUS_TONES: Record<CouponStatus, Tone> = {
  usable: 'success',
  used: 'neutral',
  expired: 'warning',
};

export const COUPON_KIND_LABELS: Record<CouponKind, MessageDescriptor> = {
  hashrate: msg`Hashrate coupon`,
  serviceFee: msg`Service-fee coupon`,
};

/** Plan kinds by product type (runtime/domain/products.ts), as a coupon names where it applies. */
export const GOODS_TYPE_LABELS: Record<number, MessageDescriptor> = {
  [PRODUCT_TYPE.full]: msg`Full plans`,
  [PRODUCT_TYPE.easy]: msg`Easy plans`,
  [PRODUCT_TYPE.floating]: msg`Stable plans`,
};
