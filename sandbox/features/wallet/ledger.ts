import { randomUUID } from 'node:crypto';
import type { Database } from '../../db.ts';

/**
 * The ledger: every movement of money is one transaction of entries (integer minor units, signed) that
 * sum to zero in each coin, so money is never made or lost, only moved. Every entry has a coin: `USD`
 * (the default; amounts in cents, and 1 point is worth 1 USD, so points are cents too) or `BTC` (amounts
 * in satoshis). `amountCents` and `amount_cents` keep their names for USD's sake: for BTC they are sats.
 * Balances are per account and coin; every read defaults to USD, so USD callers never see BTC entries.
 *
 * Accounts (a balance is the SUM of its entries):
 * - `user:<uid>:balance`, `user:<uid>:points`: what the user owns (never below 0);
 * - `order:<orderNo>:points`: points an unpaid order holds until it is paid or dies;
 * - `order:<orderNo>:received`: crypto received towards an unpaid order;
 * - `order:<orderNo>:remain`: money on an order that is the user's (paid over the price, or sent to an order
 *   that died), until refunded or converted (never below 0, like the order accounts above);
 * - `house:revenue`: what paid orders brought in; `house:chain`: the outside world crypto comes from (it goes
 *   negative by what came in); `house:adjustments`: balances set by the seed and the sandbox fixtures;
 *   `house:rewards`: the points the rewards centre gives away (missions and check-ins; it goes negative by them);
 * - in BTC: `user:<uid>:balance` is the account's BTC wallet, credited by mining payouts from `house:mining`
 *   (the output the farms produced; it goes negative by what was paid out).
 * - in ETH (amounts in 1e-8 ETH): `user:<uid>:balance` is the account's ETH wallet (deposits).
 * - `withdrawal:<no>:held`: what a withdrawal holds (amount + fee, in its coin) until it is sent or fails;
 *   `house:fees`: the withdrawal fees taken (wallet/withdrawals.ts; USDT moves the USD balance 1:1).
 * - `house:loans`: what the service-fee loans lent (USD; repaid principal comes back to it), and in BTC
 *   `loan:<loanId>:collateral`: a plan's output held as its loan's collateral until released (loans/book.ts).
 */
export type LedgerKind =
  | 'adjustment'
  /** Points an order holds from its creation. */
  | 'hold'
  /** Held points and received crypto back to the user when an unpaid order dies. */
  | 'release'
  | 'payment'
  /** Crypto received from the chain. */
  | 'crypto'
  /** Remain funds back to the wallet balance, or converted to points. */
  | 'refund'
  | 'convert'
  /** Points the rewards centre credits: a claimed mission or a daily check-in (`house:rewards` pays them). */
  | 'reward'
  /** Mining output paid to the account's BTC wallet (`house:mining` pays it; BTC, in sats). */
  | 'payout'
  /** A withdrawal: amount + fee held at request (`withdrawal:<no>:held`), then sent (to `house:chain` and the fee to `house:fees`) or returned. */
  | 'withdrawal'
  /** A deposit arriving from the chain (`house:chain` pays it). */
  | 'deposit'
  /** The points of a paid points package reaching the account (`house:points` issues them). */
  | 'pointsPurchase'
  /** A service-fee loan paying days of a plan's fee (`house:loans` lends it to `house:revenue`; loans/book.ts). */
  | 'loan'
  /** A plan's output held as a loan's collateral (`house:mining` → `loan:<id>:collateral`, BTC), or released back. */
  | 'collateral';

/** The coins the ledger keeps; USD is the default of every leg and read. */
export const LEDGER_COINS = ['USD', 'BTC', 'ETH'] as const;
export type LedgerCoin = (typeof LEDGER_COINS)[number];

export interface Leg {
  account: string;
  /** Minor units of the coin: cents for USD, satoshis for BTC. */
  amountCents: number;
  /** USD when left out. */
  coin?: LedgerCoin;
}

export interface LedgerEntry {
  tx_id: string;
  account: string;
  amount_cents: number;
  kind: LedgerKind;
  reference: string | null;
  at: number;
  coin: LedgerCoin;
}

export const userBalance = (uid: number) => `user:${uid}:balance`;
export const userPoints = (uid: number) => `user:${uid}:points`;
export const orderPoints = (orderNo: string) => `order:${orderNo}:points`;
export const orderReceived = (orderNo: string) => `order:${orderNo}:received`;
export const orderRemain = (orderNo: string) => `order:${orderNo}:remain`;
export const HOUSE_REVENUE = 'house:revenue';
export const HOUSE_CHAIN = 'house:chain';
export const HOUSE_ADJUSTMENTS = 'house:adjustments';
export const HOUSE_REWARDS = 'house:rewards';
export const HOUSE_MINING = 'house:mining';
export const HOUSE_FEES = 'house:fees';
/** Issues the points customers buy (it goes negative by them; what they paid is in `house:revenue`). */
export const HOUSE_POINTS = 'house:points';
export const withdrawalHeld = (withdrawalNo: string) => `withdrawal:${withdrawalNo}:held`;
/** Lends the service fees the loans pay (it goes negative by the principal outstanding; loans/book.ts). */
export const HOUSE_LOANS = 'house:loans';
/** The BTC a service-fee loan holds as collateral (the plan's output while pledged; never below 0). */
export const loanCollateral = (loanId: string) => `loan:${loanId}:collateral`;

/** A transaction that would take an account the user or an order owns below 0: nothing was posted. */
export class InsufficientFunds extends Error {
  constructor(readonly account: string) {
    super(`${account} would go below 0`);
  }
}

const ACCOUNT =
  /^(user:\d+:(balance|points)|order:[A-Za-z0-9_-]{1,40}:(points|received|remain)|withdrawal:[A-Za-z0-9_-]{1,40}:held|loan:[A-Za-z0-9_-]{1,40}:collateral|house:[a-z]+)$/;

export function createLedger(db: Database) {
  const insert = db.prepare(
    'INSERT INTO ledger_entries (tx_id, account, amount_cents, kind, reference, at, coin) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const sum = db.prepare(
    'SELECT COALESCE(SUM(amount_cents), 0) AS cents FROM ledger_entries WHERE account = ? AND coin = ?',
  );
  const byAccounts = db.prepare(
    `SELECT tx_id, account, amount_cents, kind, reference, at, coin FROM ledger_entries
     WHERE account IN (SELECT value FROM json_each(?)) AND coin = ? ORDER BY id`,
  );
  const latestOf = db.prepare(
    `SELECT tx_id, account, amount_cents, kind, reference, at, coin FROM ledger_entries
     WHERE account = ? AND coin = ? ORDER BY id DESC LIMIT ?`,
  );
  const countOf = db.prepare('SELECT COUNT(*) AS n FROM ledger_entries WHERE account = ? AND coin = ?');

  /** The sum of an account's entries in one coin (USD cents unless `coin` says otherwise). */
  const balance = (account: string, coin: LedgerCoin = 'USD') => (sum.get(account, coin) as { cents: number }).cents;

  return {
    balance,

    /**
     * Posts one transaction: every leg or none. It runs in a savepoint, so it is atomic on its own and part of
     * the caller's transaction when there is one; an account of a user or an order going below 0 (in a coin)
     * rolls it back and throws InsufficientFunds. The legs of each coin must sum to zero. Legs of 0 are left
     * out; returns the transaction id (undefined if all were 0).
     */
    post(kind: LedgerKind, reference: string | null, at: number, legs: Leg[]): string | undefined {
      const moving = legs
        .filter((leg) => leg.amountCents !== 0)
        .map((leg) => ({ ...leg, coin: leg.coin ?? ('USD' as LedgerCoin) }));
      if (moving.length === 0) return undefined;
      const perCoin = new Map<LedgerCoin, number>();
      for (const { account, amountCents, coin } of moving) {
        if (!ACCOUNT.test(account)) throw new Error(`ledger: bad account ${account}`);
        if (!Number.isSafeInteger(amountCents)) throw new Error(`ledger: not whole cents: ${amountCents}`);
        if (!LEDGER_COINS.includes(coin)) throw new Error(`ledger: unknown coin ${coin}`);
        perCoin.set(coin, (perCoin.get(coin) ?? 0) + amountCents);
      }
      if ([...perCoin.values()].some((total) => total !== 0)) {
        throw new Error('ledger: a transaction must sum to zero in each coin');
      }
      const txId = `tx-${randomUUID()}`;
      db.exec('SAVEPOINT ledger_post');
      try {
        for (const leg of moving) insert.run(txId, leg.account, leg.amountCents, kind, reference, at, leg.coin);
        for (const { account, amountCents, coin } of moving) {
          if (amountCents < 0 && !account.startsWith('house:') && balance(account, coin) < 0) {
            throw new InsufficientFunds(account);
          }
        }
        db.exec('RELEASE ledger_post');
        return txId;
      } catch (error) {
        db.exec('ROLLBACK TO ledger_post');
        db.exec('RELEASE ledger_post');
        throw error;
      }
    },

    /** The entries of some accounts in one coin (USD unless said), oldest first. */
    entries: (accounts: string[], coin: LedgerCoin = 'USD') =>
      byAccounts.all(JSON.stringify(accounts), coin) as unknown as LedgerEntry[],
    /** The latest entries of one account in one coin (USD unless said), newest first (a statement's first page). */
    latest: (account: string, limit: number, coin: LedgerCoin = 'USD') =>
      latestOf.all(account, coin, limit) as unknown as LedgerEntry[],
    /** How many entries an account has in one coin (USD unless said). */
    count: (account: string, coin: LedgerCoin = 'USD') => Number((countOf.get(account, coin) as { n: number }).n),
  };
}

export type Ledger = ReturnType<typeof createLedger>;
