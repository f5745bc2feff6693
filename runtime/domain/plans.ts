import Big from 'big.js';
import type { DecimalInput } from './mining.ts';

/**
 * What a plan costs for a quantity (product research, sections 1 and 4), in the same integers the
 * orders keep: the hashrate of the order in hundredths of a TH, fees per TH per day in 1/10000 USD,
 * each fee rounded half up to the cent once per order. So the detail page's total is the checkout's.
 */

export interface PlanPriceInput {
  /** Hashrate of one unit of the plan. */
  hashrateTh: DecimalInput;
  quantity: number;
  durationDays: number;
  /** USD per TH per day (4 decimals). */
  hashrateFeePerThDay: DecimalInput;
  serviceFeePerThDay: DecimalInput;
  /** Service-fee days paid with the order: 0 on all-inclusive plans, at least the plan's minimum on full ones. */
  serviceFeeDays: number;
}

export interface PlanPrice {
  /** Hashrate of the whole order. */
  totalTh: Big;
  /** Hashrate fee of the whole term: TH × fee × days. */
  hashrateFeeCents: number;
  /** The service fee of one day for the whole order, in USD (exact, before rounding). */
  serviceFeePerDayUsd: Big;
  /** The service fee paid with the order: TH × fee × the paid days. */
  serviceFeeCents: number;
  totalCents: number;
}

function whole(value: number, name: string, min = 0): number {
  if (!Number.isSafeInteger(value) || value < min)
    throw new RangeError(`${name} must be a whole number ≥ ${min}: ${value}`);
  return value;
}

/** A decimal in integer minor units; more decimals than the unit has is an error, not a silent rounding. */
function minor(value: DecimalInput, decimals: number, name: string): bigint {
  const scaled = new Big(value).times(new Big(10).pow(decimals));
  if (scaled.lt(0) || !scaled.eq(scaled.round(0))) {
    throw new RangeError(`${name} must be a non-negative amount with at most ${decimals} decimals: ${String(value)}`);
  }
  return BigInt(scaled.toFixed(0));
}

/** TH/100 × (fee/10000 USD) × days is in 1/10^6 USD: to cents, half up. */
function feeCents(thHundredths: bigint, feePerThDay: bigint, days: number): number {
  const micros = thHundredths * feePerThDay * BigInt(days);
  return Number((micros + 5_000n) / 10_000n);
}

export function planPrice(input: PlanPriceInput): PlanPrice {
  const quantity = whole(input.quantity, 'quantity', 1);
  const days = whole(input.durationDays, 'duration', 1);
  const feeDays = whole(input.serviceFeeDays, 'service-fee days');
  const thHundredths = minor(input.hashrateTh, 2, 'hashrate') * BigInt(quantity);
  const hashrateFee = minor(input.hashrateFeePerThDay, 4, 'hashrate fee');
  const serviceFee = minor(input.serviceFeePerThDay, 4, 'service fee');
  const hashrateFeeCents = feeCents(thHundredths, hashrateFee, days);
  const serviceFeeCents = feeCents(thHundredths, serviceFee, feeDays);
  return {
    totalTh: new Big(thHundredths.toString()).div(100),
    hashrateFeeCents,
    serviceFeePerDayUsd: new Big((thHundredths * serviceFee).toString()).div(1_000_000),
    serviceFeeCents,
    totalCents: hashrateFeeCents + serviceFeeCents,
  };
}

/** Cents as a decimal string for the formatters: 123456 → "1234.56". */
export function usdOfCents(cents: number): string {
  return new Big(whole(cents, 'cents')).div(100).toFixed(2);
}

/** The quantities a customer may pick: the plan's limits, and never more than is in stock. */
export function quantityRange(plan: { minQuantity: number; maxQuantity: number; stock: number }): {
  min: number;
  max: number;
  soldOut: boolean;
} {
  const max = Math.min(plan.maxQuantity, plan.stock);
  return { min: plan.minQuantity, max: Math.max(max, plan.minQuantity), soldOut: max < plan.minQuantity };
}
