/** The pool's values the pages use too, without zod (the call schemas are in pool.ts). */

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

/** At most this many sub-accounts per account. */
export const MAX_SUB_ACCOUNTS = 20;
/** `status` of a sub-account name another account (or this one) has already. */
export const SUB_ACCOUNT_TAKEN = 4091;
export const SUB_ACCOUNT_TAKEN_MESSAGE = 'this sub-account name is taken';
/** `status` when the account has MAX_SUB_ACCOUNTS already. */
export const SUB_ACCOUNT_LIMIT = 4092;

/** `status` of a payout address that is not a valid mainnet Bitcoin address. */
export const POOL_ADDRESS_INVALID = 4094;
export const POOL_ADDRESS_INVALID_MESSAGE = 'not a valid Bitcoin address';

/** Alarms: offline after N minutes (10 to 1440), hashrate under a limit (auto: 70% of the 24 h average). */
export const ALARM_OFFLINE_MINUTES = { min: 10, max: 1440 } as const;
export const ALARM_AUTO_PERCENT = 70;
export const HASHRATE_ALARM_MODES = ['auto', 'manual'] as const;
export type HashrateAlarmMode = (typeof HASHRATE_ALARM_MODES)[number];
/** A Telegram chat id: a user's (positive) or a group's or channel's (negative, -100…). */
export const TELEGRAM_CHAT_ID = /^-?\d{5,15}$/;
/** `status` of a Telegram chat id the alert bot cannot reach (saving with it). */
export const TELEGRAM_CHAT_UNREACHABLE = 4095;
export const TELEGRAM_CHAT_UNREACHABLE_MESSAGE = 'the alert bot cannot reach this Telegram chat';

/** Observer (watcher) links: at most this many live ones per sub-account. */
export const MAX_OBSERVER_LINKS = 3;
/** `status` of a fourth live observer link. */
export const OBSERVER_LINK_LIMIT = 4093;
export const OBSERVER_LINK_LIMIT_MESSAGE = 'a sub-account has at most 3 observer links';
/** `status` 404 with this message: an observer token that is unknown, expired or deleted. */
export const OBSERVER_LINK_NOT_FOUND = 'no such observer link';
/** `status` 403: the observer link does not permit this part (workers or earnings). */
export const OBSERVER_NOT_PERMITTED = 'this observer link does not show this';
/** How long an observer link works: 1 hour, 24 hours, 7 days, 6 months or until it is deleted. */
export const OBSERVER_EXPIRIES = ['1h', '24h', '7d', '6m', 'never'] as const;
export type ObserverExpiry = (typeof OBSERVER_EXPIRIES)[number];
/** Observer tokens: 32 lower-case hex characters (the manifest's observer route takes the same). */
export const OBSERVER_TOKEN = /^[0-9a-f]{32}$/;
/** The optional parts an observer link may show; the dashboard (hashrate and worker counts) always. */
export const OBSERVER_PERMISSIONS = ['dashboard', 'workers', 'earnings'] as const;
export type ObserverPermission = (typeof OBSERVER_PERMISSIONS)[number];

/**
 * Hashrate transfer: a share of one sub-account's hashrate credited to another pool sub-account (the
 * receiver: names are pool-wide) for a period, from 00:00 UTC the day after it is made to the end of
 * its end date (UTC). An amount in TH/s or a percentage of the sub-account's hashrate; the transfers
 * out of a sub-account that are not cancelled or finished take at most 100% of it together.
 */
export const TRANSFER_STATUSES = ['pending', 'running', 'paused', 'cancelled', 'finished'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];
export const TRANSFER_MODES = ['th', 'percent'] as const;
export type TransferMode = (typeof TRANSFER_MODES)[number];
/** Transfers the user sends (from own sub-accounts) and receives (to own sub-accounts). */
export const TRANSFER_DIRECTIONS = ['sent', 'received'] as const;
export type TransferDirection = (typeof TRANSFER_DIRECTIONS)[number];
export const TRANSFER_ACTIONS = ['pause', 'resume', 'cancel'] as const;
export type TransferAction = (typeof TRANSFER_ACTIONS)[number];
/** The longest period: the end date at most this many days after the start day. */
export const MAX_TRANSFER_DAYS = 365;
/** An amount: TH/s or percent, up to 2 decimals. */
export const TRANSFER_AMOUNT = /^\d{1,7}(\.\d{1,2})?$/;
/** `status` of a receiver that is no pool sub-account. */
export const TRANSFER_RECEIVER_UNKNOWN = 4110;
export const TRANSFER_RECEIVER_UNKNOWN_MESSAGE = 'no pool sub-account has this name';
/** `status` of an amount over what the sub-account has left to transfer (or 0). */
export const TRANSFER_OVER_AVAILABLE = 4111;
export const TRANSFER_OVER_AVAILABLE_MESSAGE = 'more than the hashrate available to transfer';
/** `status` of a transfer to the sub-account it comes from. */
export const TRANSFER_TO_ITSELF = 4112;
export const TRANSFER_TO_ITSELF_MESSAGE = 'a sub-account cannot transfer hashrate to itself';
/** `status` of a pause, resume or cancel the transfer's state does not allow (or by its receiver). */
export const TRANSFER_NOT_ALLOWED = 4113;
/** `status` of an end date before the start day or more than MAX_TRANSFER_DAYS after it. */
export const TRANSFER_END_INVALID = 4114;
export const TRANSFER_END_INVALID_MESSAGE = 'the end date must be from the start day to 365 days after it';
/** `status` of a requestId already used for a different transfer. */
export const TRANSFER_REQUEST_REUSED = 4115;
/** `status` 404 with this message: no transfer of this user (sent or received) has this id. */
export const TRANSFER_NOT_FOUND = 'no such hashrate transfer';
