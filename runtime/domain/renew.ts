/**
 * Renewals and electricity withholding (issue #18), pure and exact, shared by the sandbox and the pages.
 *
 * Renewal: a running plan (suspended ones too) within its last `RENEW_WINDOW_DAYS` UTC days can be extended by
 * one of the renewal terms its goods offer, at the goods' current hashrate fee per TH per day; the term is added
 * to the same order's end. Ended plans, the free trial and goods no longer sold are not renewed. The renewal buys
 * hashrate days only: a full plan keeps paying its service fee by the day (prepaid days, auto-deduct or
 * electricity withholding), as before.
 *
 * Electricity withholding: on a UTC day a full plan starts without a prepaid service-fee day, the day's fee is
 * converted to satoshis at that day's BTC price and taken off that day's output, which pays the day. A day whose
 * output is smaller than its fee is not withheld: the plan is suspended that day as without withholding.
 */

export const DAY_MS = 86_400_000;

/** A plan can be renewed from this many UTC days before its end (its last 7 days, today included). */
export const RENEW_WINDOW_DAYS = 7;

/** The renewal terms on offer; a plan is offered those no longer than its own term. */
export const RENEW_DAY_OPTIONS = [30, 60, 90, 180, 360] as const;

/** Goods type of the free trial (runtime/domain/products.ts), which is never renewed. */
const FREE_TRIAL_TYPE = 1;

/** The renewal terms of a plan of `termDays`: the options up to its term, or its own term when it is shorter. */
export function renewalDayOptions(termDays: number): number[] {
  if (!Number.isInteger(termDays) || termDays < 1) throw new RangeError(`not a plan term: ${termDays}`);
  const options = RENEW_DAY_OPTIONS.filter((days) => days <= termDays);
  return options.length > 0 ? options : [termDays];
}

/** UTC days left to mine at `now`: today (partial) up to the day before the end (00:00 UTC); 0 once it ended. */
export function daysLeft(endAt: number, now: number): number {
  return Math.max(0, Math.floor(endAt / DAY_MS) - Math.floor(now / DAY_MS));
}

/** Why a plan order cannot be renewed now. */
export type RenewRefusal = 'unpaid' | 'notStarted' | 'window' | 'ended' | 'freeTrial' | 'discontinued';

export interface RenewCase {
  goodsType: number;
  /** The goods are still on sale (their price is what a renewal pays). */
  goodsOnSale: boolean;
  status: 'unpaid' | 'pendingStart' | 'running' | 'ended' | 'cancelled';
  endAt: number | null;
  now: number;
}

/** The renewal rule: null when the order can be renewed now, else why not (the first reason that applies). */
export function renewRefusal(order: RenewCase): RenewRefusal | null {
  if (order.goodsType === FREE_TRIAL_TYPE) return 'freeTrial';
  if (order.status === 'unpaid' || order.status === 'cancelled') return 'unpaid';
  if (order.status === 'ended' || order.endAt === null || order.endAt <= order.now) return 'ended';
  if (order.status === 'pendingStart') return 'notStarted';
  if (!order.goodsOnSale) return 'discontinued';
  if (daysLeft(order.endAt, order.now) > RENEW_WINDOW_DAYS) return 'window';
  return null;
}

/** When renewal opens: 00:00 UTC of the first of the plan's last `RENEW_WINDOW_DAYS` days. */
export function renewOpensAt(endAt: number): number {
  return (Math.floor(endAt / DAY_MS) - RENEW_WINDOW_DAYS) * DAY_MS;
}

function whole(value: number, name: string): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name}: not a whole, non-negative number`);
  return value;
}

/**
 * A renewal's price in cents: TH (hundredths) × hashrate fee (1/10000 USD per TH per day) × days, rounded half up
 * to the cent once, as orders are priced (sandbox/features/orders/money.ts).
 */
export function renewalCents(thHundredths: number, feePerThDayE4: number, days: number): number {
  const micros = BigInt(whole(thHundredths, 'TH')) * BigInt(whole(feePerThDayE4, 'fee')) * BigInt(whole(days, 'days'));
  return Number((micros + 5_000n) / 10_000n);
}

/** USD cents in satoshis at a BTC price (cents per BTC), rounded half up: the fee a withheld day takes. */
export function satsOfUsdCents(cents: number, btcPriceCents: number): number {
  whole(cents, 'cents');
  if (!Number.isSafeInteger(btcPriceCents) || btcPriceCents <= 0) throw new RangeError('BTC price must be positive');
  const price = BigInt(btcPriceCents);
  return Number((BigInt(cents) * 100_000_000n * 2n + price) / (2n * price));
}

/** One day under withholding: the fee comes off the output when the output covers it, else nothing is taken. */
export function withholdDay(outputSats: number, feeSats: number): { withheld: boolean; netSats: number } {
  whole(outputSats, 'output');
  whole(feeSats, 'fee');
  return outputSats >= feeSats
    ? { withheld: true, netSats: outputSats - feeSats }
    : { withheld: false, netSats: outputSats };
}
