import {
  MINER_COUPON_FEE_BP,
  MINER_COUPON_PRICE_RANGE,
  type ValidityFilter,
} from '../http/contract/minerCouponsValues.ts';

/**
 * The miner coupon market's arithmetic, shared by the sandbox and the pages (runtime/http/contract/minerCoupons.ts):
 * money in integer cents, percentages in hundredths of a percent.
 */

const DAY_MS = 86_400_000;

/** The lowest and highest price per coupon a listing may ask for a coupon of this face value, in cents. */
export function priceRangeCents(faceCents: number): { min: number; max: number } {
  const minUsdCents = Math.round(Number(MINER_COUPON_PRICE_RANGE.minUsd) * 100);
  const min = Math.max(minUsdCents, Math.ceil((faceCents * MINER_COUPON_PRICE_RANGE.minPercentOfFace) / 100));
  const max = Math.floor((faceCents * MINER_COUPON_PRICE_RANGE.maxPercentOfFace) / 100);
  return { min, max };
}

/** Whether a price per coupon is inside the listing rule. */
export function priceInRange(faceCents: number, priceCents: number): boolean {
  const { min, max } = priceRangeCents(faceCents);
  return Number.isSafeInteger(priceCents) && priceCents >= min && priceCents <= max;
}

/** The discount to face value in hundredths of a percent, rounded half up: (face − price) / face. */
export function discountHundredths(faceCents: number, priceCents: number): number {
  if (faceCents <= 0) return 0;
  return Math.round(((faceCents - priceCents) * 10_000) / faceCents);
}

/** Hundredths of a percent as the contract's percent string: 1250 → "12.50" (never below 0). */
export function percentString(hundredths: number): string {
  const value = Math.max(0, hundredths);
  return `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`;
}

/** The discount to face value as the contract's percent string. */
export function discountPercent(faceCents: number, priceCents: number): string {
  return percentString(discountHundredths(faceCents, priceCents));
}

/** The market's fee on a sale of `grossCents`: MINER_COUPON_FEE_BP of it, rounded half up to the cent. */
export function saleFeeCents(grossCents: number): number {
  return Math.floor((grossCents * MINER_COUPON_FEE_BP + 5_000) / 10_000);
}

/** What a sale brings the seller: the buyer's payment, the fee, and the rest (credited to the wallet). */
export function saleProceeds(unitPriceCents: number, quantity: number) {
  const grossCents = unitPriceCents * quantity;
  const feeCents = saleFeeCents(grossCents);
  return { grossCents, feeCents, netCents: grossCents - feeCents };
}

/** Whole days of validity left at `now` (0 once expired). */
export function remainingDays(expireAt: number, now: number): number {
  return Math.max(0, Math.floor((expireAt - now) / DAY_MS));
}

/** Whether a coupon with `days` of validity left passes the market's validity filter. */
export function matchesValidity(days: number, filter: ValidityFilter): boolean {
  if (filter === 'under30') return days < 30;
  if (filter === '30to90') return days >= 30 && days <= 90;
  if (filter === 'over90') return days > 90;
  return true;
}

/** A USD decimal string ("450.00", "12.5") in cents; NaN when it is not one. */
export function centsOfUsd(usd: string): number {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(usd.trim());
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Cents as the contract's USD string: 45000 → "450.00". */
export function usdOfCents(cents: number): string {
  const whole = Math.floor(cents / 100);
  return `${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/** A price per coupon times a quantity, exactly. */
export function multiplyUsd(usd: string, quantity: number): string {
  return usdOfCents(centsOfUsd(usd) * quantity);
}
