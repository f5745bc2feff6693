import { z } from 'zod';
import { DASHBOARD_CURRENCIES, dashboardCurrency } from '../../domain/currencies.ts';
import { statusEnvelope } from './envelopes.ts';
import { coinCode } from './fields.ts';
import { orderSummary } from './orders.ts';
import { btcString } from './pool.ts';

/**
 * The hashrate API (spec section 7, "Hashrate API (/v1/app/auth/hashrate)"): what the signed-in user's
 * plans mine. Each UTC day is settled at 00:00 UTC the next day for every running order: output = TH ×
 * output per TH (the network of that day) × (1 − pool fee) × uptime, in whole satoshis; an order whose
 * service-fee days ran out is suspended and earns nothing; an outage day is compensated by one more day
 * at the end of the plan. Settled output accumulates until it is above the payout threshold (0.005 BTC),
 * then it is paid to the account's BTC wallet. BTC amounts are decimal strings with 8 decimals made from
 * integer satoshis, USD with 2 decimals; hashrates are TH/s.
 */
export const HASHRATE_API = '/v1/app/auth/hashrate';

/** The output chart's ranges: the last 7, 30 or 90 settled days, or every day since the first plan started. */
export const OUTPUT_RANGES = ['7d', '30d', '90d', 'all'] as const;
export type OutputRange = (typeof OUTPUT_RANGES)[number];

/** A settled day's payout: paid (confirmed in the wallet), paying (sent, not yet confirmed) or unpaid. */
export const OUTPUT_STATUSES = ['paid', 'paying', 'unpaid'] as const;
export type OutputStatus = (typeof OUTPUT_STATUSES)[number];

/**
 * Why settled output is not paid: it accumulates below the payout threshold, or there was nothing to pay
 * (every plan of the day was suspended: its service-fee days had run out).
 */
/** Why output waits unpaid: under the payout threshold, a suspended plan's day, or the 72 h hold after a payout-address change. */
export const UNPAID_REASONS = ['belowThreshold', 'suspended', 'addressHold', 'collateral'] as const;
export type UnpaidReason = (typeof UNPAID_REASONS)[number];

/** What one order did on one UTC day: mined, mined through an outage (compensated), or was suspended. */
export const MINING_DAY_STATES = ['mining', 'outage', 'suspended'] as const;

/** `status` 404 with this message when an order filter names no order of this user. */
export const HASHRATE_ORDER_NOT_FOUND = 'no such order';
/** `status` 400 with this message when a date range ends before it starts. */
export const HASHRATE_BAD_RANGE = 'the range ends before it starts';

const usdString = z.string().regex(/^\d{1,15}\.\d{2}$/, 'is not a USD amount');
const isoTime = z.iso.datetime();
/** A UTC day, `YYYY-MM-DD`. */
export const utcDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'is not a date (YYYY-MM-DD)');
/** An optional day in a query: an empty value is no bound. */
const dateParam = z.preprocess((value) => (value === '' ? undefined : value), utcDate.optional());

export const hashrateCount = z.object({
  /** The sandbox clock the figures are as of. */
  asOf: isoTime,
  /** The coin the figures are in (the one asked for, or BTC). */
  currency: z.enum(DASHBOARD_CURRENCIES),
  /** TH/s mining now: running orders that are not suspended. */
  totalTh: z.number().min(0),
  /** TH/s of every running order, suspended ones included. */
  purchasedTh: z.number().min(0),
  runningOrders: z.number().int().min(0),
  suspendedOrders: z.number().int().min(0),
  /** Paid orders waiting for their start (00:00 UTC after the payment). */
  pendingOrders: z.number().int().min(0),
  /** Full plans that run out of service-fee days within the warning window (3 days) or already have. */
  feeWarnings: z.number().int().min(0),
  /** The last settled day (yesterday, UTC). */
  yesterday: z.object({ date: utcDate, amountBtc: btcString, amountUsd: usdString }),
  /** Today since 00:00 UTC, if the plans keep mining as they are: an estimate, settled at 00:00 UTC tomorrow. */
  todayEstimateBtc: btcString,
  todayEstimateUsd: usdString,
  /** Every settled day. */
  totalOutputBtc: btcString,
  /** At each day's BTC price. */
  totalOutputUsd: usdString,
  paidBtc: btcString,
  payingBtc: btcString,
  unpaidBtc: btcString,
  /** Why the unpaid amount waits; null when nothing is unpaid. */
  unpaidReason: z.enum(UNPAID_REASONS).nullable(),
  /** When a payout-address change holds payouts (72 h): until when (ISO); null without a hold. */
  payoutHeldUntil: z.string().nullable(),
  payoutThresholdBtc: btcString,
  /** The account's BTC wallet: what payouts credited (the ledger). */
  walletBtc: btcString,
  btcPriceUsd: usdString,
});
export type HashrateCount = z.infer<typeof hashrateCount>;

/** A paid order as the hashrate page lists it: the order, and what it has mined. */
export const miningOrder = orderSummary.extend({
  poolFeePercent: z.string(),
  autoDeduct: z.boolean(),
  /** Days the plan was extended by, for outage days. */
  compensationDays: z.number().int().min(0),
  totalOutputBtc: btcString,
  yesterdayBtc: btcString,
});
export type MiningOrder = z.infer<typeof miningOrder>;

/** One UTC day of the account (or of one order): its hashrate, against what was bought, and its output. */
export const profitPoint = z.object({
  date: utcDate,
  /** Average TH/s mined that day: TH × uptime of the orders not suspended. */
  hashrateTh: z.number().min(0),
  /** TH/s of the orders that ran that day, suspended ones included. */
  purchasedTh: z.number().min(0),
  amountBtc: btcString,
  amountUsd: usdString,
  btcPriceUsd: usdString,
});
export type ProfitPoint = z.infer<typeof profitPoint>;

/** One UTC day of the output table: the day's output of the orders shown, and its payout. */
export const outputDay = profitPoint.extend({
  /** Orders that ran that day. */
  orders: z.number().int().min(0),
  /** Orders suspended that day (no service-fee day left). */
  suspendedOrders: z.number().int().min(0),
  /** Orders with an outage that day (compensated with one more day). */
  outageOrders: z.number().int().min(0),
  status: z.enum(OUTPUT_STATUSES),
  /** Unpaid only. */
  reason: z.enum(UNPAID_REASONS).nullable(),
  /** The payout's transaction, once sent. */
  txid: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .nullable(),
  /** When the payout was confirmed in the wallet (paid), or is expected to be (paying). */
  paidAt: isoTime.nullable(),
});
export type OutputDay = z.infer<typeof outputDay>;

/**
 * The coin the dashboard shows (spec section 3: BTC, ETH or FIL; any other code falls back to BTC).
 * The amounts of every reply are in that coin, though their fields are named for BTC, the coin of every
 * plan on sale today: an account with no plan of the coin gets zeros and empty lists.
 */
const currency = coinCode.optional().transform(dashboardCurrency);

/** Where free hashrate came from: the free trial plan, or a campaign's grant (the activities). */
export const FREE_HASHRATE_SOURCES = ['freeTrial', 'campaign'] as const;
export const FREE_HASHRATE_STATES = ['pendingStart', 'running', 'ended'] as const;

/** One grant of free hashrate: its term, state and what it has mined (BTC, settled days only). */
export const freeHashrateGrant = z.object({
  grantId: z.string(),
  source: z.enum(FREE_HASHRATE_SOURCES),
  name: z.string(),
  hashrateTh: z.number().positive(),
  durationDays: z.number().int().positive(),
  /** 00:00 UTC of the first day it mines, and of the day after its last. */
  startAt: z.string(),
  endAt: z.string(),
  state: z.enum(FREE_HASHRATE_STATES),
  /** Settled days so far and their output. */
  daysMined: z.number().int().min(0),
  outputBtc: btcString,
  /** The last settled day's output (null before the first). */
  lastDayBtc: btcString.nullable(),
});
export type FreeHashrateGrant = z.infer<typeof freeHashrateGrant>;

export const hashrateCalls = {
  /** The account's free hashrate (the free trial and campaign grants), newest first, and what it mined in all. */
  freeHashrateList: {
    method: 'GET',
    path: '/marketing-api/freeHashrate/list',
    private: true,
    query: z.object({}),
    response: statusEnvelope(z.object({ grants: z.array(freeHashrateGrant), totalOutputBtc: btcString })),
  },
  /** The dashboard's figures now. */
  hashrateCount: {
    method: 'GET',
    path: `${HASHRATE_API}/count`,
    private: true,
    query: z.object({ currency }),
    response: statusEnvelope(hashrateCount),
  },
  /** The account's paid orders (waiting to start, running, ended), newest first, with what each has mined. */
  hashrateList: {
    method: 'GET',
    path: `${HASHRATE_API}/list`,
    private: true,
    query: z.object({ currency }),
    response: statusEnvelope(z.object({ data: z.array(miningOrder) })),
  },
  /** The chart: one point per settled UTC day of the range, oldest first (days without a plan are zeros). */
  hashrateProfitList: {
    method: 'GET',
    path: `${HASHRATE_API}/profit/list`,
    private: true,
    query: z.object({ currency, range: z.enum(OUTPUT_RANGES).default('30d') }),
    response: statusEnvelope(
      z.object({ range: z.enum(OUTPUT_RANGES), from: utcDate, to: utcDate, points: z.array(profitPoint) }),
    ),
  },
  /**
   * The daily output table: one row per settled UTC day on which the orders shown ran, newest first; of
   * one order (`orderNo`) or all, between `from` and `to` (UTC days, both included). `totalBtc` is the sum
   * of every row of the filter, not only of the page.
   */
  hashrateEverydayList: {
    method: 'GET',
    path: `${HASHRATE_API}/everyday/list`,
    private: true,
    query: z.object({
      currency,
      orderNo: z.preprocess(
        (value) => (value === '' ? undefined : value),
        z
          .string()
          .regex(/^[A-Za-z0-9_-]{1,40}$/)
          .optional(),
      ),
      from: dateParam,
      to: dateParam,
      pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
      pageSize: z.coerce.number().int().min(1).max(5000).default(30),
    }),
    response: statusEnvelope(
      z.object({
        data: z.array(outputDay),
        pageNo: z.number().int(),
        pageSize: z.number().int(),
        totalCount: z.number().int(),
        totalBtc: btcString,
        totalUsd: usdString,
      }),
    ),
  },
} as const;
