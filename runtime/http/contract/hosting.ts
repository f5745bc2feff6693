import { z } from 'zod';
import { statusEnvelope } from './envelopes.ts';
import { HOSTED_MINER_STATUSES, type HostedMinerStatus, INVOICE_STATUSES } from './hostingValues.ts';
import { ELECTRICITY_BILLING, MANAGEMENT_FEE_RULES, MODEL_ID_PATTERN } from './miners.ts';
import { decimalString } from './orders.ts';

export * from './hostingValues.ts';

/**
 * Hosted miners (issue #18; product research sections 4 and 10): the miners a customer bought on the miner
 * marketplace run in our farms. A paid miner order of N units is N hosted miners, each with its status, its
 * nominal and actual hashrate and power, uptime and a 24 h series; every 30 days of hosting of an order is a
 * hosting fee invoice (electricity and management fee, runtime/domain/hosting.ts), paid from the USD balance
 * behind the fund-password verification task like the service fee. Money is decimal strings; times ISO, UTC.
 */
export const HOSTING_API = '/v1/app/auth/hosting';

const MINER_ID_PATTERN = /^M\d{14}-\d{2,3}$/;
const INVOICE_NO_PATTERN = /^H\d{14}-\d{2,3}$/;
const requestId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters, digits, - or _');

export const hostedMiner = z.object({
  /** The order number and the unit's place in it: `M20251120000001-03`. */
  minerId: z.string().regex(MINER_ID_PATTERN),
  serial: z.string(),
  orderNo: z.string(),
  modelId: z.string().regex(MODEL_ID_PATTERN),
  modelName: z.string(),
  /** The farm, named in the request's language, and its ISO country. */
  site: z.object({ name: z.string(), country: z.string().length(2) }),
  pool: z.string(),
  status: z.enum(HOSTED_MINER_STATUSES),
  /** Stopped because one of its order's hosting invoices is overdue (it restarts once paid). */
  stoppedByInvoice: z.boolean(),
  /** The unit's nominal figures (the batch's) and its last 10-minute sample. */
  nominalTh: z.number().positive(),
  actualTh: z.number().min(0),
  nominalPowerW: z.number().int().positive(),
  actualPowerW: z.number().int().min(0),
  /** Share of the last 24 h it was hashing, 2 decimals ("98.61"); "0.00" before it is online. */
  uptimePercent: decimalString,
  /** The end of its last 10-minute sample with hashrate, null if it has none yet. */
  lastSeenAt: z.string().nullable(),
  /** When it went online (or will): after its order's estimated start, once installed. */
  onlineAt: z.string(),
});
export type HostedMiner = z.infer<typeof hostedMiner>;

const count = z.number().int().min(0);

export const hostingSummary = z.object({
  /** Miners per status (every status present, 0 when none). */
  byStatus: z.object({
    working: count,
    underperforming: count,
    stopped: count,
    needsRepair: count,
    maintenance: count,
    installing: count,
  }) satisfies z.ZodType<Record<HostedMinerStatus, number>>,
  nominalTh: z.number().min(0),
  actualTh: z.number().min(0),
  nominalKw: z.number().min(0),
  actualKw: z.number().min(0),
  /** The average 24 h uptime of the miners online, null when none is. */
  averageUptimePercent: decimalString.nullable(),
});
export type HostingSummary = z.infer<typeof hostingSummary>;

export const hostingSample = z.object({
  /** The start of the 10-minute sample. */
  at: z.string(),
  th: z.number().min(0),
});

export const hostingInvoice = z.object({
  invoiceNo: z.string().regex(INVOICE_NO_PATTERN),
  orderNo: z.string(),
  modelName: z.string(),
  /** Miners of the order the period covers. */
  miners: z.number().int().min(1),
  /** 00:00 UTC of the period's first day and of the day after its last. */
  periodFrom: z.string(),
  periodTo: z.string(),
  issuedAt: z.string(),
  dueAt: z.string(),
  /** Energy the miners drew in the period, 3 decimals. */
  energyKwh: decimalString,
  electricityUsdPerKwh: decimalString,
  electricityBilling: z.enum(ELECTRICITY_BILLING),
  electricityUsd: decimalString,
  /** What the invoice does not charge of the electricity: prepaid at checkout, or deducted from the output. */
  creditUsd: decimalString,
  creditReason: z.enum(['prepaid', 'deducted']).nullable(),
  /** What the miners mined in the period, at each day's BTC price (past figures, not a projection). */
  outputUsd: decimalString,
  netUsd: decimalString,
  managementFeePercent: decimalString,
  managementRule: z.enum(MANAGEMENT_FEE_RULES),
  managementFeeUsd: decimalString,
  /** Electricity − credit + management fee. */
  amountUsd: decimalString,
  status: z.enum(INVOICE_STATUSES),
  /** Unpaid past its due date: the order's miners are stopped until it is paid. */
  overdue: z.boolean(),
  paidAt: z.string().nullable(),
});
export type HostingInvoice = z.infer<typeof hostingInvoice>;

const hostingInvoices = z.object({
  /** Newest period first. */
  invoices: z.array(hostingInvoice),
  balanceUsd: decimalString,
  fundPasswordSet: z.boolean(),
});
export type HostingInvoices = z.infer<typeof hostingInvoices>;

export const hostingCalls = {
  /** The account's hosted miners now (the units of its paid miner orders) and their totals. */
  hostingMiners: {
    method: 'GET',
    path: `${HOSTING_API}/miners`,
    private: true,
    query: z.object({}),
    response: statusEnvelope(z.object({ asOf: z.string(), miners: z.array(hostedMiner), summary: hostingSummary })),
  },
  /**
   * The last 24 h of hashrate in 10-minute samples, of one miner (`minerId`) or of the whole fleet (summed),
   * with the nominal hashrate as the reference; an unknown miner answers status 404.
   */
  hostingSeries: {
    method: 'GET',
    path: `${HOSTING_API}/series`,
    private: true,
    query: z.object({ minerId: z.string().regex(MINER_ID_PATTERN).optional() }),
    response: statusEnvelope(
      z.object({
        minerId: z.string().nullable(),
        asOf: z.string(),
        intervalMinutes: z.number().int().positive(),
        nominalTh: z.number().min(0),
        samples: z.array(hostingSample),
      }),
    ),
  },
  /** The account's hosting fee invoices, what its balance holds and whether a fund password is set. */
  hostingInvoices: {
    method: 'GET',
    path: `${HOSTING_API}/invoices`,
    private: true,
    query: z.object({}),
    response: statusEnvelope(hostingInvoices),
  },
  /**
   * Pays an unpaid invoice from the USD balance in one ledger transaction (always behind the fund-password
   * verification task). The same requestId answers the same payment and never charges twice.
   */
  hostingInvoicePay: {
    method: 'POST',
    path: `${HOSTING_API}/invoice/pay`,
    private: true,
    query: z.object({}),
    body: z.object({ invoiceNo: z.string().regex(INVOICE_NO_PATTERN), requestId }),
    response: statusEnvelope(z.object({ invoice: hostingInvoice, balanceUsd: decimalString })),
  },
} as const;
