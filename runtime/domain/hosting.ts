/**
 * A hosting fee invoice of hosted miners (product research sections 4 and 10), in integer cents, as the
 * sandbox bills it and the hosting page explains it. Every 30 days of hosting of one miner order is one
 * invoice:
 *
 * - electricity: the energy the order's miners drew in the period (kWh, from their actual power) × the order's
 *   price per kWh, rounded half up to the cent;
 * - less a credit: the first period's electricity prepaid at checkout (batches billed `prepaidMonthly`, at most
 *   the period's electricity), or all of it for batches whose electricity is deducted from the daily output;
 * - plus the management fee: the order's percent (30% on the seeded batches) of the period's net output
 *   (output value − electricity, never below 0), counted only on the part earned after the miners' price has
 *   been paid back by the net output of earlier periods (`afterPayback`), or on all of it (`fromStart`);
 *   rounded down to the cent.
 *
 * Amount due = electricity − credit + management fee.
 */

/** Days of hosting one invoice covers. */
export const HOSTING_PERIOD_DAYS = 30;
/** An invoice is due this many days after it is issued (00:00 UTC after its period); past it, it is overdue. */
export const HOSTING_INVOICE_DUE_DAYS = 10;
/** Termination rule: a site down for more than this many days ends hosting. */
export const HOSTING_SITE_DOWN_LIMIT_DAYS = 180;

export type HostingElectricityBilling = 'prepaidMonthly' | 'deductedDaily';
export type HostingManagementRule = 'afterPayback' | 'fromStart';

export interface HostingInvoiceInput {
  /** Energy the miners drew in the period, in whole Wh. */
  energyWh: number;
  /** USD per kWh in ten-thousandths (0.055 → 550). */
  electricityE4: number;
  billing: HostingElectricityBilling;
  /** Electricity prepaid at checkout (the order's first 30 days), credited to the first period only. */
  prepaidCents: number;
  /** Whether this is the order's first period. */
  firstPeriod: boolean;
  /** What the miners mined in the period, in cents at each day's BTC price. */
  outputCents: number;
  managementFeeBp: number;
  rule: HostingManagementRule;
  /** The miners' price (what payback means). */
  minersCents: number;
  /** Net output of the order's earlier periods (each period's never below 0). */
  recoveredBeforeCents: number;
}

export interface HostingInvoiceAmount {
  electricityCents: number;
  creditCents: number;
  /** Output − electricity, never below 0. */
  netCents: number;
  /** The part of the net the management fee is taken from. */
  feeBaseCents: number;
  managementCents: number;
  amountCents: number;
}

function whole(value: number, name: string): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name}: not a whole, non-negative number`);
  return value;
}

/** The electricity of `energyWh` at `electricityE4`, in cents half up: Wh × (USD/kWh × 10^4) is 10^-5 cents. */
export function electricityCents(energyWh: number, electricityE4: number): number {
  const units = whole(energyWh, 'energy') * whole(electricityE4, 'price');
  if (!Number.isSafeInteger(units)) throw new RangeError('electricity too large to compute exactly');
  return Math.floor((units + 50_000) / 100_000);
}

export function hostingInvoiceAmount(input: HostingInvoiceInput): HostingInvoiceAmount {
  const electricity = electricityCents(input.energyWh, input.electricityE4);
  whole(input.prepaidCents, 'prepaid');
  whole(input.outputCents, 'output');
  whole(input.minersCents, 'miners');
  whole(input.recoveredBeforeCents, 'recovered');
  if (!Number.isInteger(input.managementFeeBp) || input.managementFeeBp < 0 || input.managementFeeBp > 10_000) {
    throw new RangeError('management fee: whole basis points from 0 to 10000');
  }
  const creditCents =
    input.billing === 'deductedDaily' ? electricity : input.firstPeriod ? Math.min(electricity, input.prepaidCents) : 0;
  const netCents = Math.max(0, input.outputCents - electricity);
  const feeBaseCents =
    input.rule === 'fromStart'
      ? netCents
      : Math.max(0, input.recoveredBeforeCents + netCents - input.minersCents) -
        Math.max(0, input.recoveredBeforeCents - input.minersCents);
  const managementCents = Math.floor((feeBaseCents * input.managementFeeBp) / 10_000);
  return {
    electricityCents: electricity,
    creditCents,
    netCents,
    feeBaseCents,
    managementCents,
    amountCents: electricity - creditCents + managementCents,
  };
}
