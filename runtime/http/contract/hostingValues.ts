/** Hosting's values the pages use too, without zod (the call schemas are in hosting.ts). */

/**
 * A hosted miner's status now: hashing at about its nominal rate (`working`) or clearly below it
 * (`underperforming`), not hashing (`stopped`: power curtailed at the site, or an overdue hosting invoice),
 * waiting for a technician (`needsRepair`), in scheduled `maintenance`, or not online yet (`installing`, before
 * the day it goes online).
 */
export const HOSTED_MINER_STATUSES = [
  'working',
  'underperforming',
  'stopped',
  'needsRepair',
  'maintenance',
  'installing',
] as const;
export type HostedMinerStatus = (typeof HOSTED_MINER_STATUSES)[number];

/** A miner below this share of its nominal hashrate is underperforming. */
export const UNDERPERFORMING_BELOW_PERCENT = 90;
/** The series' samples: one every 10 minutes over the last 24 h. */
export const HOSTING_SAMPLE_MINUTES = 10;

export const INVOICE_STATUSES = ['unpaid', 'paid'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** The `message` of every refusal of the invoice payment (status 400 input, 404 unknown, 409 state). */
export const HOSTING_ERRORS = {
  notFound: 'no such invoice',
  paid: 'this invoice is already paid',
  balance: 'insufficient balance',
  minerNotFound: 'no such hosted miner',
} as const;
export type HostingError = keyof typeof HOSTING_ERRORS;
