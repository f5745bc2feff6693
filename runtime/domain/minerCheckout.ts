/**
 * The price of buying hosted miners from a sale batch (`/pay/minerSale/{id}`), in integer USD cents, as the
 * sandbox charges it and the form previews it: the miners (unit price × quantity) and, for batches whose
 * electricity is prepaid monthly, the first month of electricity (30 days × 24 h of the unit's wall power at
 * the site's rate), rounded half up to the cent per order. Batches that deduct electricity from the daily
 * output prepay nothing.
 */
export const PREPAID_ELECTRICITY_DAYS = 30;

export interface MinerPriceInput {
  unitPriceCents: number;
  quantity: number;
  powerW: number;
  /** USD per kWh in ten-thousandths (0.072 → 720). */
  electricityE4: number;
  prepaidElectricity: boolean;
}

export interface MinerPrice {
  minersCents: number;
  electricityCents: number;
  totalCents: number;
}

export function minerOrderPrice(input: MinerPriceInput): MinerPrice {
  for (const value of [input.unitPriceCents, input.quantity, input.powerW, input.electricityE4]) {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`not a whole, non-negative number: ${value}`);
  }
  const minersCents = input.unitPriceCents * input.quantity;
  // W × h × (USD/kWh × 10^4) = 10^-7 USD = 10^-5 cents; half up to the cent.
  const hundredThousandths = input.prepaidElectricity
    ? input.powerW * PREPAID_ELECTRICITY_DAYS * 24 * input.electricityE4 * input.quantity
    : 0;
  if (!Number.isSafeInteger(hundredThousandths)) throw new RangeError('electricity too large to compute exactly');
  const electricityCents = Math.floor((hundredThousandths + 50_000) / 100_000);
  return { minersCents, electricityCents, totalCents: minersCents + electricityCents };
}

/** A decimal string of at most `decimals` places in integer units ("0.072", 4 → 720); null when it is not one. */
export function unitsOf(decimal: string, decimals: number): number | null {
  const match = /^(\d{1,12})(?:\.(\d+))?$/.exec(decimal);
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return null;
  return Number(`${match[1]}${fraction.padEnd(decimals, '0')}`);
}
