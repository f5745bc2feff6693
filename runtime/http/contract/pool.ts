import { z } from 'zod';
import { statusEnvelope } from './envelopes.ts';
import { email, noInput } from './fields.ts';
import {
  ALARM_OFFLINE_MINUTES,
  EARNING_STATUSES,
  HASHRATE_ALARM_MODES,
  HASHRATE_RANGES,
  OBSERVER_EXPIRIES,
  OBSERVER_PERMISSIONS,
  OBSERVER_TOKEN,
  PAYOUT_METHODS,
  SUB_ACCOUNT_NAME,
  TELEGRAM_CHAT_ID,
  TRANSFER_ACTIONS,
  TRANSFER_AMOUNT,
  TRANSFER_DIRECTIONS,
  TRANSFER_MODES,
  TRANSFER_STATUSES,
  WORKER_SORT_KEYS,
  WORKER_STATUSES,
} from './poolValues.ts';

export * from './poolValues.ts';

/**
 * The mining pool (spec section 7, "Pool API (/fufu-pool-api/api/v1)"): sub-accounts, summary data,
 * observer data (workers, hash, earnings, payments), pool info and fee config; adding sub-accounts
 * (with the name check) and observer links (list, add, delete, and the public observer view by token); hashrate
 * transfers (list, add behind the security verification, pause, resume, cancel, detail, assign info, run lists). BTC amounts are
 * decimal strings with exactly 8 decimals, made from integer satoshis; hashrates are TH/s, null when
 * the window has no full data yet ("n/a").
 */
export const POOL_API = '/fufu-pool-api/api/v1';

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
  /** Fee info: payout method, pool fee (percent, "2.50") and payout threshold. */
  payoutMethod: z.literal('FPPS'),
  feePercent: z.string().regex(/^\d{1,2}\.\d{2}$/),
  payoutThresholdBtc: btcString,
  /** The bound payout address, null when none is. */
  payoutAddress: z.string().nullable(),
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

const formBoolean = z.preprocess((value) => value === true || value === 'true', z.boolean());

export const observerLink = z.object({
  token: z.string().regex(OBSERVER_TOKEN),
  subAccount: z.string(),
  /** Always includes `dashboard`. */
  permissions: z.array(z.enum(OBSERVER_PERMISSIONS)),
  expiry: z.enum(OBSERVER_EXPIRIES),
  createdAt: isoTime,
  /** Null: works until deleted. */
  expiresAt: isoTime.nullable(),
  expired: z.boolean(),
});
export type ObserverLink = z.infer<typeof observerLink>;

/** What an observer link shows of its sub-account: the dashboard always, earnings figures when permitted. */
export const observerSummary = z.object({
  subAccount: z.string(),
  permissions: z.array(z.enum(OBSERVER_PERMISSIONS)),
  expiresAt: isoTime.nullable(),
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
  /** Null unless the link permits earnings. */
  earnings: z
    .object({
      todayEstimateBtc: btcString,
      yesterdayBtc: btcString,
      totalPaidBtc: btcString,
      balanceBtc: btcString,
      feePercent: z.string(),
    })
    .nullable(),
});
export type ObserverSummary = z.infer<typeof observerSummary>;

/** A sub-account's payout address: null until one is bound. */
export const poolAddress = z.object({
  subAccount: z.string(),
  address: z.string().nullable(),
  boundAt: isoTime.nullable(),
});
export type PoolAddress = z.infer<typeof poolAddress>;

export const alarmConfig = z.object({
  subAccount: z.string(),
  offlineEnabled: z.boolean(),
  offlineMinutes: z.number().int().min(ALARM_OFFLINE_MINUTES.min).max(ALARM_OFFLINE_MINUTES.max),
  hashrateEnabled: z.boolean(),
  hashrateMode: z.enum(HASHRATE_ALARM_MODES),
  /** The manual limit, TH/s; null in auto mode. */
  hashrateLimitTh: z.number().positive().nullable(),
  /** What auto mode alerts under now: 70% of the 24 h average (null while the window has no data). */
  autoLimitTh: z.number().min(0).nullable(),
  email: z.string().nullable(),
  telegramChatId: z.string().nullable(),
  /** Null until saved once (the defaults are shown). */
  updatedAt: isoTime.nullable(),
});
export type AlarmConfig = z.infer<typeof alarmConfig>;

export const poolTransfer = z.object({
  id: z.number().int().positive(),
  /** Whether the signed-in user sent it (owns `subAccount`) or receives it (owns `receiver`). */
  direction: z.enum(TRANSFER_DIRECTIONS),
  subAccount: z.string(),
  receiver: z.string(),
  mode: z.enum(TRANSFER_MODES),
  /** TH/s in `th` mode, percent in `percent` mode, as asked ("120.5", "25"). */
  amount: z.string().regex(TRANSFER_AMOUNT),
  /** The share of the sub-account's hashrate it takes against the 100% (percent; a TH amount's share when made). */
  sharePercent: z.number().min(0).max(100),
  status: z.enum(TRANSFER_STATUSES),
  createdAt: isoTime,
  /** 00:00 UTC the day after it was made. */
  startAt: isoTime,
  /** The last UTC day of the period (YYYY-MM-DD); it ends at 00:00 UTC the day after. */
  endDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  endAt: isoTime,
  pausedAt: isoTime.nullable(),
  cancelledAt: isoTime.nullable(),
  /** Settled days so far, the TH/s-days transferred and what the receiver was credited (FPPS, after its pool fee). */
  runDays: z.number().int().min(0),
  transferredThDays: z.number().min(0),
  creditedBtc: btcString,
  /** Which of pause, resume and cancel the sender can do now (none for the receiver). */
  actions: z.array(z.enum(TRANSFER_ACTIONS)),
});
export type PoolTransfer = z.infer<typeof poolTransfer>;

/** One settled UTC day of a transfer: the part of the day it ran, the average TH/s moved and the receiver's earnings. */
export const poolTransferRun = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** Hours of the day it ran (paused or cancelled hours are not). */
  activeHours: z.number().min(0).max(24),
  transferredTh: z.number().min(0),
  creditedBtc: btcString,
});
export type PoolTransferRun = z.infer<typeof poolTransferRun>;

/** What a sub-account can transfer now: its 24 h hashrate less what its open transfers take. */
export const poolTransferAssignInfo = z.object({
  subAccount: z.string(),
  hashrate24h: hashrate,
  assignedPercent: z.number().min(0).max(100),
  availablePercent: z.number().min(0).max(100),
  availableTh: z.number().min(0),
  /** A transfer made now starts then (00:00 UTC tomorrow); its end date is from startDate to maxEndDate. */
  startAt: isoTime,
  startDate: z.string(),
  maxEndDate: z.string(),
});
export type PoolTransferAssignInfo = z.infer<typeof poolTransferAssignInfo>;

/** A new transfer as the form sends it (checked, then added behind the security verification). */
const transferDraft = z.object({
  subAccount,
  receiver: z.string().trim().toLowerCase().min(1).max(40),
  mode: z.enum(TRANSFER_MODES),
  amount: z.string().trim().regex(TRANSFER_AMOUNT, 'is not an amount with up to 2 decimals'),
  endDate: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'is not a date YYYY-MM-DD'),
});
const transferId = z.coerce.number().int().positive().max(2_147_483_647);

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

  /** Adds a sub-account (no workers until miners connect); a taken name is `SUB_ACCOUNT_TAKEN`. */
  poolSubAccountAdd: {
    method: 'POST',
    path: `${POOL_API}/subaccount/add`,
    private: true,
    query: noInput,
    body: z.object({ name: subAccount }),
    response: statusEnvelope(poolSubAccount),
  },
  /** Existence check of a sub-account name across the pool (names are unique pool-wide). */
  poolSubAccountExists: {
    method: 'GET',
    path: `${POOL_API}/subaccount/exist`,
    private: true,
    query: z.object({ name: subAccount }),
    response: statusEnvelope(z.object({ name: z.string(), exists: z.boolean() })),
  },
  /** The observer links of a sub-account, newest first, expired ones included (marked). */
  poolObserverLinks: {
    method: 'GET',
    path: `${POOL_API}/observer/link/list`,
    private: true,
    query: bySubAccount,
    response: statusEnvelope(z.object({ data: z.array(observerLink), max: z.number().int() })),
  },
  /** Adds an observer link (dashboard always; workers and earnings when asked); a fourth live one is `OBSERVER_LINK_LIMIT`. */
  poolObserverAdd: {
    method: 'POST',
    path: `${POOL_API}/observer/link/add`,
    private: true,
    query: noInput,
    body: z.object({
      subAccount,
      workers: formBoolean.default(false),
      earnings: formBoolean.default(false),
      expiry: z.enum(OBSERVER_EXPIRIES),
    }),
    response: statusEnvelope(observerLink),
  },
  /** Deletes an observer link: its URL shows nothing from then on. */
  poolObserverDelete: {
    method: 'POST',
    path: `${POOL_API}/observer/link/delete`,
    private: true,
    query: noInput,
    body: z.object({ subAccount, token: z.string().regex(OBSERVER_TOKEN) }),
    response: statusEnvelope(z.object({ deleted: z.boolean() })),
  },
  /** Observer view (no login): what the link permits of its sub-account; unknown, expired or deleted: 404. */
  poolObserverSummary: {
    method: 'GET',
    path: `${POOL_API}/observer/view/summary`,
    query: z.object({ token: z.string().trim().max(64) }),
    response: statusEnvelope(observerSummary),
  },
  /** Observer view, workers (when permitted, else 403), sorted by name. */
  poolObserverWorkers: {
    method: 'GET',
    path: `${POOL_API}/observer/view/workers`,
    query: z.object({
      token: z.string().trim().max(64),
      pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
      pageSize: z.coerce.number().int().min(1).max(5_000).default(50),
    }),
    response: statusEnvelope(z.object({ data: z.array(poolWorker), ...paged })),
  },
  /** Observer view, earnings (when permitted, else 403): settled days newest first. */
  poolObserverEarnings: {
    method: 'GET',
    path: `${POOL_API}/observer/view/earnings`,
    query: z.object({
      token: z.string().trim().max(64),
      pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
      pageSize: z.coerce.number().int().min(1).max(400).default(30),
    }),
    response: statusEnvelope(z.object({ data: z.array(poolEarning), ...paged })),
  },
  /** The payout address of each sub-account, oldest sub-account first. */
  poolAddressList: {
    method: 'GET',
    path: `${POOL_API}/address/list`,
    private: true,
    query: z.object({}),
    response: statusEnvelope(z.object({ data: z.array(poolAddress) })),
  },
  /**
   * Binds (or replaces) a sub-account's payout address, from the next payout on. Verified: the
   * security verification task first (it moves payouts); an invalid address is `POOL_ADDRESS_INVALID`.
   */
  poolAddressBind: {
    method: 'POST',
    path: `${POOL_API}/address/bind`,
    private: true,
    query: noInput,
    body: z.object({ subAccount, address: z.string().trim().min(1).max(120) }),
    response: statusEnvelope(poolAddress),
  },
  /** Warning config of a sub-account (defaults until saved once). */
  poolWarningConfig: {
    method: 'GET',
    path: `${POOL_API}/warning/config`,
    private: true,
    query: bySubAccount,
    response: statusEnvelope(alarmConfig),
  },
  /** Adds or updates the warning config; a Telegram chat id the bot cannot reach is `TELEGRAM_CHAT_UNREACHABLE`. */
  poolWarningSave: {
    method: 'POST',
    path: `${POOL_API}/warning/config/save`,
    private: true,
    query: noInput,
    body: z.object({
      subAccount,
      offlineEnabled: formBoolean,
      offlineMinutes: z.coerce.number().int().min(ALARM_OFFLINE_MINUTES.min).max(ALARM_OFFLINE_MINUTES.max),
      hashrateEnabled: formBoolean,
      hashrateMode: z.enum(HASHRATE_ALARM_MODES),
      hashrateLimitTh: z.coerce.number().positive().max(1e9).optional(),
      // The site's email rule (spec section 5), as the alarm form checks it.
      email: email.optional(),
      telegramChatId: z.string().regex(TELEGRAM_CHAT_ID).optional(),
    }),
    response: statusEnvelope(alarmConfig),
  },
  /** Checks a Telegram chat id: well-formed, and the alert bot can reach it (the chat has started the bot). */
  poolTelegramCheck: {
    method: 'GET',
    path: `${POOL_API}/warning/telegram/check`,
    private: true,
    query: z.object({ chatId: z.string().trim().max(32) }),
    response: statusEnvelope(z.object({ chatId: z.string(), valid: z.boolean() })),
  },
  /** Hashrate transfers sent or received, newest first; `counts` of both directions. */
  poolTransferList: {
    method: 'GET',
    path: `${POOL_API}/transfer/list`,
    private: true,
    query: z.object({
      direction: z.enum(TRANSFER_DIRECTIONS).default('sent'),
      pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
      pageSize: z.coerce.number().int().min(1).max(100).default(20),
    }),
    response: statusEnvelope(
      z.object({
        data: z.array(poolTransfer),
        ...paged,
        counts: z.object({ sent: z.number().int(), received: z.number().int() }),
      }),
    ),
  },
  /** One transfer of the user (sent or received): its settings and totals; another's or unknown: 404. */
  poolTransferDetail: {
    method: 'GET',
    path: `${POOL_API}/transfer/detail`,
    private: true,
    query: z.object({ id: transferId }),
    response: statusEnvelope(poolTransfer),
  },
  /** The run list: one row per settled UTC day of the period, newest first. */
  poolTransferRuns: {
    method: 'GET',
    path: `${POOL_API}/transfer/runs`,
    private: true,
    query: z.object({
      id: transferId,
      pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
      pageSize: z.coerce.number().int().min(1).max(400).default(30),
    }),
    response: statusEnvelope(z.object({ data: z.array(poolTransferRun), ...paged })),
  },
  /** Assign info: what a sub-account can still transfer, and the period a transfer made now has. */
  poolTransferAssignInfo: {
    method: 'GET',
    path: `${POOL_API}/transfer/assign/info`,
    private: true,
    query: bySubAccount,
    response: statusEnvelope(poolTransferAssignInfo),
  },
  /**
   * The add's checks without adding (the form's validation before the verification): an unknown receiver is
   * `TRANSFER_RECEIVER_UNKNOWN`, the same sub-account `TRANSFER_TO_ITSELF`, too much `TRANSFER_OVER_AVAILABLE`,
   * a bad end date `TRANSFER_END_INVALID`.
   */
  poolTransferCheck: {
    method: 'POST',
    path: `${POOL_API}/transfer/check`,
    private: true,
    query: noInput,
    body: transferDraft,
    response: statusEnvelope(
      z.object({
        startAt: isoTime,
        endAt: isoTime,
        sharePercent: z.number().min(0).max(100),
        /** TH/s at the sub-account's 24 h hashrate now. */
        th: z.number().min(0),
      }),
    ),
  },
  /**
   * Adds a transfer (behind the security verification task): checked again as `poolTransferCheck`; the same
   * requestId answers the transfer it made (another draft with it is `TRANSFER_REQUEST_REUSED`).
   */
  poolTransferAdd: {
    method: 'POST',
    path: `${POOL_API}/transfer/add`,
    private: true,
    query: noInput,
    body: transferDraft.extend({
      requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters, digits, - or _'),
    }),
    response: statusEnvelope(poolTransfer),
  },
  /** Pauses a pending or running transfer (the sender's); the period does not move. */
  poolTransferPause: {
    method: 'POST',
    path: `${POOL_API}/transfer/pause`,
    private: true,
    query: noInput,
    body: z.object({ id: transferId }),
    response: statusEnvelope(poolTransfer),
  },
  /** Resumes a paused transfer: pending or running again by the clock. */
  poolTransferResume: {
    method: 'POST',
    path: `${POOL_API}/transfer/resume`,
    private: true,
    query: noInput,
    body: z.object({ id: transferId }),
    response: statusEnvelope(poolTransfer),
  },
  /** Cancels a transfer that has not finished: its share is free again; settled days stay. */
  poolTransferCancel: {
    method: 'POST',
    path: `${POOL_API}/transfer/cancel`,
    private: true,
    query: noInput,
    body: z.object({ id: transferId }),
    response: statusEnvelope(poolTransfer),
  },
} as const;
