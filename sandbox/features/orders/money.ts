/**
 * Money of the orders, kept in integers: USD in cents (2 decimals) and per-TH-per-day fees in
 * 1/10000 USD (4 decimals), so sums are exact; the API's decimal strings are formatted from them.
 */
export const USD_DECIMALS = 2;
export const FEE_DECIMALS = 4;

/** An integer count of minor units as a decimal string: (4999, 2) → "49.99", (499, 4) → "0.0499". */
export function formatMinor(amount: number, decimals: number): string {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`not a whole, non-negative amount: ${amount}`);
  if (decimals === 0) return String(amount);
  const digits = String(amount).padStart(decimals + 1, '0');
  return `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** A value the goods table keeps as REAL (0.0595) in integer minor units (595 with 4 decimals). */
export function toMinor(value: number, decimals: number): number {
  return Math.round(value * 10 ** decimals);
}

export interface PriceInput {
  /** Hashrate of the whole order in hundredths of a TH (plans may have fractional TH). */
  thHundredths: number;
  /** Both fees in 1/10000 USD per TH per day. */
  hashrateFeePerThDay: number;
  serviceFeePerThDay: number;
  durationDays: number;
  /** Prepaid service-fee days (0 for all-inclusive plans). */
  serviceFeeDays: number;
  /** The invited friend's discount, percent off the hashrate fee (0 without one). */
  discountPercent?: number;
  couponCents: number;
  pointsCents: number;
}

export interface Price {
  hashrateFeeCents: number;
  serviceFeeCents: number;
  discountCents: number;
  couponCents: number;
  pointsCents: number;
  totalCents: number;
}

/**
 * hashrate fee = TH × fee × days, service fee = TH × fee × prepaid days, each rounded half up to the
 * cent; total = hashrate + service − discount − coupon − points. The invitee discount is a percentage of the
 * hashrate fee rounded down to the cent, the coupon covers at most what is left of the hashrate fee and points
 * at most what is left, so the total is never below 0 and the breakdown always adds up (as the client's
 * checkoutPrice in runtime/domain/checkout.ts).
 */
export function orderPrice(input: PriceInput): Price {
  const hashrateFeeCents = feeCents(input.thHundredths, input.hashrateFeePerThDay, input.durationDays);
  const serviceFeeCents = feeCents(input.thHundredths, input.serviceFeePerThDay, input.serviceFeeDays);
  const discountCents = Math.floor((hashrateFeeCents * (input.discountPercent ?? 0)) / 100);
  const couponCents = Math.min(input.couponCents, hashrateFeeCents - discountCents);
  const pointsCents = Math.min(input.pointsCents, hashrateFeeCents + serviceFeeCents - discountCents - couponCents);
  return {
    hashrateFeeCents,
    serviceFeeCents,
    discountCents,
    couponCents,
    pointsCents,
    totalCents: hashrateFeeCents + serviceFeeCents - discountCents - couponCents - pointsCents,
  };
}

/** TH/100 × (fee/10000 USD) × days, in cents: the product is in 1/10^6 USD, so divide by 10^4. */
export function feeCents(thHundredths: number, feePerThDay: number, days: number): number {
  for (const value of [thHundredths, feePerThDay, days]) {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`not a whole, non-negative number: ${value}`);
  }
  const micros = thHundredths * feePerThDay * days;
  if (!Number.isSafeInteger(micros)) throw new RangeError('fee too large to compute exactly');
  return Math.floor((micros + 5_000) / 10_000);
}

/** A decimal string in integer minor units ("49.9", 2 → 4990), or undefined with more decimals than that. */
export function parseMinor(text: string, decimals: number): number | undefined {
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(text);
  if (!match) return undefined;
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return undefined;
  const amount = Number(`${match[1]}${fraction.padEnd(decimals, '0')}`);
  return Number.isSafeInteger(amount) ? amount : undefined;
}

/** A signed amount of minor units as a decimal string: (-4999, 2) → "-49.99". */
export function formatSigned(amount: number, decimals: number): string {
  return amount < 0 ? `-${formatMinor(-amount, decimals)}` : formatMinor(amount, decimals);
}
