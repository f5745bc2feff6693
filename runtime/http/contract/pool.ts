import { z } from 'zod';
import { statusEnvelope } from './envelopes.ts';

/**
 * The mining pool (spec section 7, "Pool API (/fufu-pool-api/api/v1)"): sub-accounts, summary data,
 * observer data (workers, hash, earnings, payments), pool info and fee config. Read-only calls here;
 * adding sub-accounts, observer links, transfers and alarms come with their flows. BTC amounts are
 * decimal strings with exactly 8 decimals, made from integer satoshis; hashrates are TH/s, null when
 * the window has no full data yet ("n/a").
 */
export const POOL_API = '/fufu-pool-api/api/v1';

/** Worker status rules (Antpool's): offline after 20 minutes without a share, invalid after 24 hours. */
export const WORKER_OFFLINE_AFTER_MINUTES = 20;
export const WORKER_INVALID_AFTER_HOURS = 24;
/** A balance is paid out at the daily settlement once it reaches this (0.005 BTC). */
export const PAYOUT_THRESHOLD_SATS = 500_000;

export const WORKER_STATUSES = ['online', 'offline', 'invalid'] as const;
export type WorkerStatus = (typeof WORKER_STATUSES)[number];
/** Every column of the worker list sorts (manifest's WORKER_SORT_VALUES keeps them equal). */
export const WORKER_SORT_KEYS = [
  'name',
  'status',
  'hashrate10m',
  'hashrate1h',
  'hashrate24h',
  'rejectRate',
  'lastShareTime',
  'group',
] as const;
export type WorkerSortKey = (typeof WORKER_SORT_KEYS)[number];
export const HASHRATE_RANGES = ['24h', '7d', '30d'] as const;
export type HashrateRange = (typeof HASHRATE_RANGES)[number];
export const EARNING_STATUSES = ['paid', 'unpaid'] as const;
/** FPPS pays every share at the expected value; PPLNS pays a share of the blocks the pool actually finds. */
export const PAYOUT_METHODS = ['FPPS', 'PPLNS'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

/** `status` 404 with this message when the name is no sub-account of this user. */
export const SUB_ACCOUNT_NOT_FOUND = 'no such sub-account';

/** 3 to 20 lower-case letters and digits, starting with a letter (worker names are `sub.worker`). */
export const SUB_ACCOUNT_NAME = /^[a-z][a-z0-9]{2,19}$/;
const subAccount = z.string().trim().regex(SUB_ACCOUNT_NAME, 'is not a sub-account name');

/** BTC with exactly 8 decimals ("0.00500000"): integer satoshis on the wire as text. */
export const btcString = z.string().regex(/^\d{1,8}\.\d{8}$/, 'is not a BTC amount with 8 decimals');
/** TH/s, null while the window has no full data. */
const hashrate = z.number().min(0).nullable();
const isoTime = z.iso.datetime();

export const poolSubAccount = z.object({
  name: z.string(),
  workerCount: z.number().int().min(0),
  createdAt: isoTime,
});
export type PoolSubAccount = z.infer<typeof poolSubAccount>;

export const poolSummary = z.object({
  subAccount: z.string(),
  /** End of the last full 10-minute sample the hashrates are measured to. */
  asOf: isoTime,
  hashrate10m: hashrate,
  hashrate1h: hashrate,
  hashrate24h: hashrate,
  workers: z.object({
    total: z.number().int(),
    online: z.number().int(),
    offline: z.number().int(),
    invalid: z.number().int(),
  }),
  /** Today's FPPS earnings if the 24 h average holds until 24:00 UTC (an estimate). */
  todayEstimateBtc: btcString,
  yesterdayBtc: btcString,
  totalPaidBtc: btcString,
  /** Settled, not yet paid: below the threshold. */
  balanceBtc: btcString,
  payoutMethod: z.literal('FPPS'),
  /** Pool fee of the FPPS earnings, percent ("2.50"). */
  feePercent: z.string().regex(/^\d{1,2}\.\d{2}$/),
  payoutThresholdBtc: btcString,
  /** The whole address (pages mask it); null when none is bound. */
  payoutAddress: z.string().nullable(),
});
export type PoolSummary = z.infer<typeof poolSummary>;

export const poolWorker = z.object({
  /** `sub.worker` */
  name: z.string(),
  group: z.string(),
  status: z.enum(WORKER_STATUSES),
  hashrate10m: hashrate,
  hashrate1h: hashrate,
  hashrate24h: hashrate,
  /** Rejected shares of today, percent ("0.12"). */
  rejectRate: z.string().regex(/^\d{1,3}\.\d{2}$/),
  /** Null when the worker has not sent a share yet. */
  lastShareTime: isoTime.nullable(),
});
export type PoolWorker = z.infer<typeof poolWorker>;

export const poolHashPoint = z.object({ time: isoTime, hashrateTh: hashrate });
export type PoolHashPoint = z.infer<typeof poolHashPoint>;

export const poolEarning = z.object({
  /** The UTC day mined, YYYY-MM-DD. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** The day's average hashrate, TH/s. */
  hashrateTh: z.number().min(0),
  /** FPPS parts: block subsidy and transaction fees, before the pool fee. */
  subsidyBtc: btcString,
  txFeeBtc: btcString,
  feeBtc: btcString,
  /** What the day adds to the balance: subsidy + tx fees − fee. */
  amountBtc: btcString,
  status: z.enum(EARNING_STATUSES),
  /** The payout that paid it. */
  txid: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .nullable(),
  paidAt: isoTime.nullable(),
});
export type PoolEarning = z.infer<typeof poolEarning>;

export const poolPayment = z.object({
  paidAt: isoTime,
  amountBtc: btcString,
  address: z.string(),
  txid: z.string().regex(/^[0-9a-f]{64}$/),
});
export type PoolPayment = z.infer<typeof poolPayment>;

export const poolBlock = z.object({
  height: z.number().int().min(0),
  foundAt: isoTime,
  /** Subsidy plus the block's transaction fees. */
  rewardBtc: btcString,
});
export type PoolBlock = z.infer<typeof poolBlock>;

export const poolStats = z.object({
  /** End of the last full 10-minute sample. */
  asOf: isoTime,
  /** The whole pool, 10-minute and 24-hour averages, PH/s. */
  hashrate10mPh: z.number().min(0),
  hashrate24hPh: z.number().min(0),
  /** Accounts with at least one online worker, and online workers. */
  activeMiners: z.number().int().min(0),
  activeWorkers: z.number().int().min(0),
  /** Blocks found in the last 7 days; the list is the newest (at most 10). */
  blocks7d: z.number().int().min(0),
  blocks: z.array(poolBlock),
});
export type PoolStats = z.infer<typeof poolStats>;

const paged = { pageNo: z.number().int(), pageSize: z.number().int(), totalCount: z.number().int() };
const bySubAccount = z.object({ subAccount });

export const poolCalls = {
  /** The user's sub-accounts, oldest first. */
  poolSubAccountList: {
    method: 'GET',
    path: `${POOL_API}/subaccount/list`,
    private: true,
    query: z.object({}),
    response: statusEnvelope(z.object({ data: z.array(poolSubAccount) })),
  },
  /** Summary data of one sub-account. */
  poolSummary: {
    method: 'GET',
    path: `${POOL_API}/summary`,
    private: true,
    query: bySubAccount,
    response: statusEnvelope(poolSummary),
  },
  /** Observer data, hash: 10-minute points over 24 h, or daily points (completed UTC days) over 7 or 30 days. */
  poolHash: {
    method: 'GET',
    path: `${POOL_API}/observer/hash`,
    private: true,
    query: bySubAccount.extend({ range: z.enum(HASHRATE_RANGES).default('24h') }),
    response: statusEnvelope(
      z.object({ range: z.enum(HASHRATE_RANGES), intervalSeconds: z.number().int(), points: z.array(poolHashPoint) }),
    ),
  },
  /** Observer data, workers: filtered, searched (name or group), sorted and paged on the server; `counts` over all. */
  poolWorkers: {
    method: 'GET',
    path: `${POOL_API}/observer/workers`,
    private: true,
    query: bySubAccount.extend({
      status: z.enum(WORKER_STATUSES).optional(),
      search: z.string().trim().max(64).optional(),
      sort: z.enum(WORKER_SORT_KEYS).default('name'),
      order: z.enum(['asc', 'desc']).default('asc'),
      pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
      pageSize: z.coerce.number().int().min(1).max(5_000).default(50),
    }),
    response: statusEnvelope(
      z.object({
        data: z.array(poolWorker),
        ...paged,
        counts: z.object({
          all: z.number().int(),
          online: z.number().int(),
          offline: z.number().int(),
          invalid: z.number().int(),
        }),
      }),
    ),
  },
  /** Observer data, earnings: one row per settled UTC day, newest first. */
  poolEarnings: {
    method: 'GET',
    path: `${POOL_API}/observer/earnings`,
    private: true,
    query: bySubAccount.extend({
      pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
      pageSize: z.coerce.number().int().min(1).max(400).default(30),
    }),
    response: statusEnvelope(z.object({ data: z.array(poolEarning), ...paged })),
  },
  /** Observer data, payments: payouts newest first. */
  poolPayments: {
    method: 'GET',
    path: `${POOL_API}/observer/payments`,
    private: true,
    query: bySubAccount,
    response: statusEnvelope(z.object({ data: z.array(poolPayment) })),
  },
  /** Fee config of a sub-account. */
  poolFeeConfig: {
    method: 'GET',
    path: `${POOL_API}/fee/config`,
    private: true,
    query: bySubAccount,
    response: statusEnvelope(
      z.object({ payoutMethod: z.literal('FPPS'), feePercent: z.string(), payoutThresholdBtc: btcString }),
    ),
  },
  /** Pool info (public): where miners connect, and the worker status rules. */
  poolInfo: {
    method: 'GET',
    path: `${POOL_API}/pool/info`,
    query: z.object({}),
    response: statusEnvelope(
      z.object({
        stratumUrls: z.array(z.string()),
        offlineAfterMinutes: z.number().int(),
        invalidAfterHours: z.number().int(),
        payoutThresholdBtc: btcString,
        /** The payout methods a sub-account can have, with the pool fee of each (percent, "2.50"). */
        payoutMethods: z.array(
          z.object({ method: z.enum(PAYOUT_METHODS), feePercent: z.string().regex(/^\d{1,2}\.\d{2}$/) }),
        ),
      }),
    ),
  },
  /** Pool statistics (public): the whole pool's hashrate and miners, and the blocks it found lately. */
  poolStats: {
    method: 'GET',
    path: `${POOL_API}/pool/stats`,
    query: z.object({}),
    response: statusEnvelope(poolStats),
  },
} as const;
