import Big from 'big.js';
import { planPrice } from './plans.ts';

/**
 * The checkout's price (product research, section 1): the plan's fees for the quantity and the
 * service-fee days, less the invited friend's discount (a percentage of the hashrate fee while it lasts),
 * a coupon (off what is left of the hashrate fee, when its rules hold) and points (1 point = 1 USD, at
 * most what is left). Cents throughout, as the orders keep them, so the preview the form
 * shows is the total the server charges.
 */

export interface CouponTerms {
  couponId: string;
  amountUsd: string;
  minSpendUsd: string;
  goodsTypes: number[];
  /** ISO 8601. */
  expireAt: string;
}

export interface CheckoutPlan {
  goodsType: number;
  hashrateTh: number;
  durationDays: number;
  hashrateFeePerThDay: string;
  serviceFeePerThDay: string;
  allInclusive: boolean;
  minServiceFeeDays: number;
}

export interface CheckoutChoice {
  quantity: number;
  /** Full plans: the first service-fee days; ignored on all-inclusive plans. */
  serviceFeeDays: number;
  coupon: CouponTerms | null;
  /** Points to use in USD as typed (a decimal with at most 2 places), or '' for none. */
  pointsUsd: string;
}

/** The invite programme's discount for an invited friend: this percent off hashrate fees until `until` (ISO 8601). */
export interface InviteeDiscount {
  percent: number;
  until: string;
}

export interface CheckoutPrice {
  hashrateFeeCents: number;
  serviceFeeCents: number;
  /** The invitee discount: whole cents, rounded down. */
  discountCents: number;
  couponCents: number;
  pointsCents: number;
  totalCents: number;
}

/** USD decimal string to cents; anything but a non-negative amount with at most 2 decimals is null. */
export function centsOf(usd: string): number | null {
  const value = usd.trim();
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(value)) return null;
  return Number(new Big(value).times(100).toFixed(0));
}

/** Why a coupon does not apply to an order (null: it does). */
export type CouponProblem = 'expired' | 'goodsType' | 'minSpend';

export function couponProblem(
  coupon: CouponTerms,
  goodsType: number,
  hashrateFeeCents: number,
  now: number,
): CouponProblem | null {
  if (Date.parse(coupon.expireAt) <= now) return 'expired';
  if (!coupon.goodsTypes.includes(goodsType)) return 'goodsType';
  if (hashrateFeeCents < (centsOf(coupon.minSpendUsd) ?? Number.POSITIVE_INFINITY)) return 'minSpend';
  return null;
}

/** The invitee discount on a hashrate fee at `now`: whole cents, rounded down; 0 without one or once it has ended. */
export function inviteeDiscountCents(discount: InviteeDiscount | null, hashrateFeeCents: number, now: number): number {
  if (!discount || Date.parse(discount.until) <= now) return 0;
  return Math.floor((hashrateFeeCents * discount.percent) / 100);
}

/** The service-fee days a full plan's first payment may cover: the plan's minimum up to its term. */
export function feeDaysRange(plan: CheckoutPlan): { min: number; max: number } {
  if (plan.allInclusive) return { min: 0, max: 0 };
  return { min: Math.min(plan.minServiceFeeDays, plan.durationDays), max: plan.durationDays };
}

/**
 * The price of a choice. A coupon that does not apply, or points beyond what is left, count as 0 here;
 * the form says why beside the field, and the server refuses such an order anyway.
 */
export function checkoutPrice(
  plan: CheckoutPlan,
  choice: CheckoutChoice,
  now: number,
  discount: InviteeDiscount | null = null,
): CheckoutPrice {
  const feeDays = plan.allInclusive ? 0 : choice.serviceFeeDays;
  const base = planPrice({
    hashrateTh: plan.hashrateTh,
    quantity: choice.quantity,
    durationDays: plan.durationDays,
    hashrateFeePerThDay: plan.hashrateFeePerThDay,
    serviceFeePerThDay: plan.serviceFeePerThDay,
    serviceFeeDays: feeDays,
  });
  const discountCents = inviteeDiscountCents(discount, base.hashrateFeeCents, now);
  // The coupon's minimum spend is on the hashrate fee before the discount; it covers what the discount left.
  const applies = choice.coupon && couponProblem(choice.coupon, plan.goodsType, base.hashrateFeeCents, now) === null;
  const couponCents =
    applies && choice.coupon
      ? Math.min(centsOf(choice.coupon.amountUsd) ?? 0, base.hashrateFeeCents - discountCents)
      : 0;
  const left = base.hashrateFeeCents + base.serviceFeeCents - discountCents - couponCents;
  const wanted = choice.pointsUsd.trim() === '' ? 0 : (centsOf(choice.pointsUsd) ?? 0);
  const pointsCents = Math.min(wanted, left);
  return {
    hashrateFeeCents: base.hashrateFeeCents,
    serviceFeeCents: base.serviceFeeCents,
    discountCents,
    couponCents,
    pointsCents,
    totalCents: left - pointsCents,
  };
}
