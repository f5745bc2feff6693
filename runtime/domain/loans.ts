/**
 * The service-fee loan's math (issue #18, product research sections 7 and 10), pure and exact, shared by the
 * sandbox (which lends, accrues and refuses by it) and the pages (which show it): the LTV thresholds, the LTV
 * itself, its level, the liquidation price, the collateral's worth and the daily interest. Integers all the way
 * (USD cents, satoshis, basis points); products that outgrow 2^53 are taken in BigInt, so nothing drifts.
 *
 * LTV = (principal + interest) ÷ collateral value, where the collateral value is the collateral's BTC × the
 * day's BTC price. In basis points: owed cents × 10^8 × 10^4 ÷ (collateral sats × price in cents per BTC).
 */

/** Basis points in a whole: 6500 bp is 65%. */
export const LTV_BASIS_POINTS = 10_000;

/** The loan's LTV thresholds, in basis points. */
export const LTV_THRESHOLDS = {
  /** A disbursement needs the LTV below this (65%). */
  initialBp: 6_500,
  /** From here the customer is asked to repay or add collateral (80%). */
  marginCallBp: 8_000,
  /** The liquidation level (90%): the liquidation price is the BTC price at which the LTV reaches it. */
  liquidationBp: 9_000,
} as const;

/**
 * Where a loan's LTV stands: nothing owed (`none`), below 65% (`healthy`), from 65% (`warning`: no further
 * disbursement), from 80% (`marginCall`), from 90% (`liquidation`). Owed with no collateral at all is `liquidation`.
 */
export const LTV_LEVELS = ['none', 'healthy', 'warning', 'marginCall', 'liquidation'] as const;
export type LtvLevel = (typeof LTV_LEVELS)[number];

const SATS_PER_BTC = 100_000_000n;
const BP = BigInt(LTV_BASIS_POINTS);

function whole(value: number, name: string): bigint {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${name} must be a whole, non-negative number: ${value}`);
  return BigInt(value);
}

/** What collateral is worth in whole USD cents (rounded down) at a BTC price in cents per BTC. */
export function collateralValueCents(collateralSats: number, btcPriceCents: number): number {
  return Number((whole(collateralSats, 'collateral') * whole(btcPriceCents, 'BTC price')) / SATS_PER_BTC);
}

/** The highest LTV told apart (10,000,000%): one past it reads as it, far beyond liquidation either way. */
export const LTV_MAX_BP = 1_000_000_000;

/**
 * The LTV in whole basis points, rounded down (at most LTV_MAX_BP); 0 when nothing is owed, null when something is
 * owed and the collateral is worth nothing (no collateral yet, or a price of 0): above every threshold.
 */
export function ltvBp(owedCents: number, collateralSats: number, btcPriceCents: number): number | null {
  const owed = whole(owedCents, 'owed');
  if (owed === 0n) return 0;
  const value = whole(collateralSats, 'collateral') * whole(btcPriceCents, 'BTC price');
  if (value === 0n) return null;
  const bp = (owed * SATS_PER_BTC * BP) / value;
  return bp > BigInt(LTV_MAX_BP) ? LTV_MAX_BP : Number(bp);
}

/** Whether the exact LTV (not rounded) is at or above a threshold in basis points. Nothing owed never is. */
export function ltvAtLeast(
  owedCents: number,
  collateralSats: number,
  btcPriceCents: number,
  thresholdBp: number,
): boolean {
  const owed = whole(owedCents, 'owed');
  if (owed === 0n) return false;
  const value = whole(collateralSats, 'collateral') * whole(btcPriceCents, 'BTC price');
  return owed * SATS_PER_BTC * BP >= whole(thresholdBp, 'threshold') * value;
}

/** A disbursement is allowed while the LTV is below the initial 65% (nothing owed: 0%). */
export function canDisburse(owedCents: number, collateralSats: number, btcPriceCents: number): boolean {
  return !ltvAtLeast(owedCents, collateralSats, btcPriceCents, LTV_THRESHOLDS.initialBp);
}

export function ltvLevel(owedCents: number, collateralSats: number, btcPriceCents: number): LtvLevel {
  if (owedCents === 0) return 'none';
  const at = (bp: number) => ltvAtLeast(owedCents, collateralSats, btcPriceCents, bp);
  if (at(LTV_THRESHOLDS.liquidationBp)) return 'liquidation';
  if (at(LTV_THRESHOLDS.marginCallBp)) return 'marginCall';
  if (at(LTV_THRESHOLDS.initialBp)) return 'warning';
  return 'healthy';
}

/**
 * The liquidation price in USD cents per BTC: the highest whole-cent price at which the LTV reaches the
 * liquidation level (at one cent more it is below it). Null when nothing is owed or there is no collateral
 * (or the price would be under a cent).
 */
export function liquidationPriceCents(owedCents: number, collateralSats: number): number | null {
  const owed = whole(owedCents, 'owed');
  const sats = whole(collateralSats, 'collateral');
  if (owed === 0n || sats === 0n) return null;
  const price = (owed * SATS_PER_BTC * BP) / (sats * BigInt(LTV_THRESHOLDS.liquidationBp));
  return price === 0n ? null : Number(price);
}

/** Basis points as a percent with 2 decimals, exactly: 6512 → "65.12". */
export function bpPercent(bp: number): string {
  const value = whole(bp, 'basis points');
  return `${value / 100n}.${String(value % 100n).padStart(2, '0')}`;
}

/**
 * Interest accrued in whole cents on a principal held for some days, as a total: principal-cent-days × the
 * monthly rate (basis points per `rateDays` days), rounded down once. A loan keeps the running sum of its
 * principal-cent-days, so each day's interest is the difference of two totals and the sum of the days never
 * drifts from the exact figure by a cent or more.
 */
export function accruedInterestCents(principalCentDays: number, monthlyRateBp: number, rateDays: number): number {
  const units = whole(principalCentDays, 'principal-cent-days');
  return Number((units * whole(monthlyRateBp, 'rate')) / (BP * whole(rateDays, 'rate days')));
}

/** One day's interest in cents on `principalCents`, after `centDaysBefore` principal-cent-days accrued. */
export function dayInterestCents(
  centDaysBefore: number,
  principalCents: number,
  monthlyRateBp: number,
  rateDays: number,
): number {
  whole(principalCents, 'principal');
  return (
    accruedInterestCents(centDaysBefore + principalCents, monthlyRateBp, rateDays) -
    accruedInterestCents(centDaysBefore, monthlyRateBp, rateDays)
  );
}
