import Big from 'big.js';

/**
 * The price of service-fee days paid after the purchase: the order's TH × the fee per TH per day × the
 * days, rounded half up to the cent once per order (as the server charges it), so the total the page
 * shows is the total the ledger moves.
 */

export interface FeeLine {
  /** The order's whole hashrate, a decimal string ("200.00"). */
  hashrateTh: string;
  /** USD per TH per day, up to 4 decimals ("0.0499"). */
  serviceFeePerThDayUsd: string;
  days: number;
}

/** One order's days in cents. */
export function feeDaysCents(line: FeeLine): number {
  if (!Number.isInteger(line.days) || line.days < 0) throw new RangeError(`not a whole number of days: ${line.days}`);
  const usd = new Big(line.hashrateTh).times(line.serviceFeePerThDayUsd).times(line.days);
  return Number(usd.times(100).round(0, Big.roundHalfUp).toString());
}

/** Several orders' days in cents: each rounded on its own, then added. */
export function feeTotalCents(lines: FeeLine[]): number {
  return lines.reduce((sum, line) => sum + feeDaysCents(line), 0);
}

/** Days as typed, within 1 and `max`; NaN or fewer become 1, more become `max`. */
export function clampDays(days: number, max: number): number {
  if (!Number.isFinite(days) || days < 1) return Math.min(1, max);
  return Math.min(Math.floor(days), max);
}
