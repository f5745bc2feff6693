import { z } from 'zod';
import { statusEnvelope } from './envelopes.ts';
import { decimalString } from './orders.ts';

export * from './walletValues.ts';

/**
 * The wallet (spec: balance and withdraw: list, rule, address add/modify/delete, withdraw and confirm):
 * balances per coin and points, the rule of each coin and network (fee, minimum, confirmations:
 * `NETWORK_RULES` in runtime/domain/walletNetworks.ts), the account's deposit address per coin and
 * network, the withdrawal address book (a new address is locked for 24 h), withdrawals and the history.
 *
 * A withdrawal is checked first (`walletWithdraw`: the fee, the total and what arrives, nothing held),
 * then confirmed (`walletWithdrawConfirm`, always behind the security verification task with the
 * methods the account chose for withdrawals). Confirmed, amount + fee are held from the balance in one
 * ledger transaction; by the clock it is `submitted` → `reviewing` (after 1 min) → `sent` with a TXID
 * (after 10 min), or `failed` and the held money returned. The same requestId answers the same
 * withdrawal and never sends twice. USDT withdrawals and deposits move the account's USD balance 1:1.
 */

/** The same lists as runtime/domain/walletNetworks.ts (the contract imports zod only; a test compares them). */
export const CONTRACT_COINS = ['USDT', 'BTC', 'ETH'] as const;
export const CONTRACT_NETWORKS = ['ERC20', 'TRC20', 'BTC'] as const;
const coin = z.enum(CONTRACT_COINS);
const network = z.enum(CONTRACT_NETWORKS);
const address = z.string().trim().min(1).max(120);
const label = z.string().trim().min(1, 'a label is required').max(40);
const requestId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters, digits, - or _');
const withdrawalNo = z.string().regex(/^W\d{14}$/);

export const WITHDRAWAL_STATUSES = ['submitted', 'reviewing', 'sent', 'failed'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

const networkInfo = z.object({
  network,
  name: z.string(),
  fee: decimalString,
  min: decimalString,
  confirmations: z.number().int(),
  arrivalMinutes: z.number().int(),
});
const coinInfo = z.object({ coin, decimals: z.number().int(), networks: z.array(networkInfo) });

export const walletBalances = z.object({
  balances: z.array(
    z.object({
      coin,
      /** What can be spent or withdrawn now. */
      available: decimalString,
      /** Held by withdrawals not sent yet. */
      inWithdrawal: decimalString,
    }),
  ),
  points: decimalString,
  kycLevel: z.number().int(),
  /** The checks a withdrawal asks for (the security verification task's methods). */
  withdrawAuth: z.array(z.enum(['pay', 'ga', 'email'])),
  rules: z.array(coinInfo),
});
export type WalletBalances = z.infer<typeof walletBalances>;

export const bookAddress = z.object({
  id: z.number().int(),
  coin,
  network,
  address: z.string(),
  label: z.string(),
  createdAt: z.string(),
  /** When it can be withdrawn to; in the past once unlocked. */
  unlockAt: z.string(),
  locked: z.boolean(),
});
export type BookAddress = z.infer<typeof bookAddress>;

export const depositAddress = z.object({
  coin,
  network,
  address: z.string(),
  confirmations: z.number().int(),
  min: decimalString,
});
export type DepositAddress = z.infer<typeof depositAddress>;

const withdrawBody = z.object({ coin, network, address, amount: decimalString });

export const withdrawQuote = z.object({
  coin,
  network,
  address: z.string(),
  /** The address book's label when the address is in it. */
  label: z.string().nullable(),
  amount: decimalString,
  fee: decimalString,
  /** Held from the balance: amount + fee. */
  total: decimalString,
  available: decimalString,
});
export type WithdrawQuote = z.infer<typeof withdrawQuote>;

export const withdrawal = z.object({
  withdrawalNo,
  coin,
  network,
  address: z.string(),
  amount: decimalString,
  fee: decimalString,
  status: z.enum(WITHDRAWAL_STATUSES),
  /** The steps reached so far, oldest first (ISO times). */
  timeline: z.array(z.object({ status: z.enum(WITHDRAWAL_STATUSES), at: z.string() })),
  txid: z.string().nullable(),
  /** Why it failed (the money went back to the balance). */
  failReason: z.enum(['rejected']).nullable(),
  createdAt: z.string(),
});
export type Withdrawal = z.infer<typeof withdrawal>;

export const HISTORY_TYPES = ['deposit', 'withdrawal', 'payout'] as const;
export type HistoryType = (typeof HISTORY_TYPES)[number];
export const HISTORY_STATUSES = [...WITHDRAWAL_STATUSES, 'credited'] as const;

export const historyRow = z.object({
  id: z.string(),
  type: z.enum(HISTORY_TYPES),
  coin,
  network: network.nullable(),
  amount: decimalString,
  fee: decimalString,
  status: z.enum(HISTORY_STATUSES),
  at: z.string(),
  txid: z.string().nullable(),
  address: z.string().nullable(),
});
export type HistoryRow = z.infer<typeof historyRow>;

const ok = z.object({ done: z.boolean() });

export const walletCalls = {
  /** Balances per coin, points, the KYC level, the withdrawal checks and every coin's networks. */
  walletBalances: {
    method: 'GET',
    path: '/v1/app/auth/balance/list',
    private: true,
    query: z.object({}),
    response: statusEnvelope(walletBalances),
  },
  /** The account's deposit address on one coin and network (the same every time). */
  walletDepositAddress: {
    method: 'GET',
    path: '/v1/app/auth/balance/deposit/address',
    private: true,
    query: z.object({ coin, network }),
    response: statusEnvelope(depositAddress),
  },
  /** The withdrawal address book, newest first. */
  walletAddressList: {
    method: 'GET',
    path: '/v1/app/auth/balance/address/list',
    private: true,
    query: z.object({}),
    response: statusEnvelope(z.object({ addresses: z.array(bookAddress) })),
  },
  /** Adds an address (checked for its network); it is locked for 24 h. */
  walletAddressAdd: {
    method: 'POST',
    path: '/v1/app/auth/balance/address/add',
    private: true,
    query: z.object({}),
    body: z.object({ coin, network, address, label }),
    response: statusEnvelope(bookAddress),
  },
  /** Renames an address (the lock is unchanged). */
  walletAddressModify: {
    method: 'POST',
    path: '/v1/app/auth/balance/address/modify',
    private: true,
    query: z.object({}),
    body: z.object({ id: z.coerce.number().int().positive(), label }),
    response: statusEnvelope(bookAddress),
  },
  walletAddressDelete: {
    method: 'POST',
    path: '/v1/app/auth/balance/address/delete',
    private: true,
    query: z.object({}),
    body: z.object({ id: z.coerce.number().int().positive() }),
    response: statusEnvelope(ok),
  },
  /** Checks a withdrawal and quotes it; nothing is held. */
  walletWithdraw: {
    method: 'POST',
    path: '/v1/app/auth/balance/withdraw',
    private: true,
    query: z.object({}),
    body: withdrawBody,
    response: statusEnvelope(withdrawQuote),
  },
  /** Makes the withdrawal (behind the verification task); the same requestId never sends twice. */
  walletWithdrawConfirm: {
    method: 'POST',
    path: '/v1/app/auth/balance/withdraw/confirm',
    private: true,
    query: z.object({}),
    body: withdrawBody.extend({ requestId }),
    response: statusEnvelope(withdrawal),
  },
  /** One withdrawal with its timeline. */
  walletWithdrawal: {
    method: 'GET',
    path: '/v1/app/auth/balance/withdraw/detail',
    private: true,
    query: z.object({ withdrawalNo }),
    response: statusEnvelope(withdrawal),
  },
  /** Deposits, withdrawals and mining payouts, newest first (at most 500), filtered by type, coin and status. */
  walletHistory: {
    method: 'GET',
    path: '/v1/app/auth/balance/history',
    private: true,
    query: z.object({
      type: z.enum(HISTORY_TYPES).optional(),
      coin: coin.optional(),
      status: z.enum(HISTORY_STATUSES).optional(),
    }),
    response: statusEnvelope(z.object({ rows: z.array(historyRow) })),
  },
} as const;
