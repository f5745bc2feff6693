import { randomUUID } from 'node:crypto';
import type { Database } from '../../db.ts';

/**
 * The ledger: every movement of money is one transaction of entries (integer cents, signed) that sum
 * to zero, so money is never made or lost, only moved. 1 point is worth 1 USD, so points are cents too.
 *
 * Accounts (a balance is the SUM of its entries):
 * - `user:<uid>:balance`, `user:<uid>:points`: what the user owns (never below 0);
 * - `order:<orderNo>:points`: points an unpaid order holds until it is paid or dies;
 * - `order:<orderNo>:received`: crypto received towards an unpaid order;
 * - `order:<orderNo>:remain`: money on an order that is the user's (paid over the price, or sent to an order
 *   that died), until refunded or converted (never below 0, like the order accounts above);
 * - `house:revenue`: what paid orders brought in; `house:chain`: the outside world crypto comes from (it goes
 *   negative by what came in); `house:adjustments`: balances set by the seed and the sandbox fixtures;
 *   `house:rewards`: the points the rewards centre gives away (missions and check-ins; it goes negative by them).
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
  | 'reward';

export interface Leg {
  account: string;
  amountCents: number;
}

export interface LedgerEntry {
  tx_id: string;
  account: string;
  amount_cents: number;
  kind: LedgerKind;
  reference: string | null;
  at: number;
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

/** A transaction that would take an account the user or an order owns below 0: nothing was posted. */
export class InsufficientFunds extends Error {
  constructor(readonly account: string) {
    super(`${account} would go below 0`);
  }
}

const ACCOUNT = /^(user:\d+:(balance|points)|order:[A-Za-z0-9_-]{1,40}:(points|received|remain)|house:[a-z]+)$/;

export function createLedger(db: Database) {
  const insert = db.prepare(
    'INSERT INTO ledger_entries (tx_id, account, amount_cents, kind, reference, at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const sum = db.prepare('SELECT COALESCE(SUM(amount_cents), 0) AS cents FROM ledger_entries WHERE account = ?');
  const byAccounts = db.prepare(
    `SELECT tx_id, account, amount_cents, kind, reference, at FROM ledger_entries
     WHERE account IN (SELECT value FROM json_each(?)) ORDER BY id`,
  );
  const latestOf = db.prepare(
    'SELECT tx_id, account, amount_cents, kind, reference, at FROM ledger_entries WHERE account = ? ORDER BY id DESC LIMIT ?',
  );
  const countOf = db.prepare('SELECT COUNT(*) AS n FROM ledger_entries WHERE account = ?');

  const balance = (account: string) => (sum.get(account) as { cents: number }).cents;

  return {
    balance,

    /**
     * Posts one transaction: every leg or none. It runs in a savepoint, so it is atomic on its own and part of
     * the caller's transaction when there is one; an account of a user or an order going below 0 rolls it back
     * and throws InsufficientFunds. Legs of 0 are left out; returns the transaction id (undefined if all were 0).
     */
    post(kind: LedgerKind, reference: string | null, at: number, legs: Leg[]): string | undefined {
      const moving = legs.filter((leg) => leg.amountCents !== 0);
      if (moving.length === 0) return undefined;
      for (const { account, amountCents } of moving) {
        if (!ACCOUNT.test(account)) throw new Error(`ledger: bad account ${account}`);
        if (!Number.isSafeInteger(amountCents)) throw new Error(`ledger: not whole cents: ${amountCents}`);
      }
      if (moving.reduce((total, leg) => total + leg.amountCents, 0) !== 0) {
        throw new Error('ledger: a transaction must sum to zero');
      }
      const txId = `tx-${randomUUID()}`;
      db.exec('SAVEPOINT ledger_post');
      try {
        for (const leg of moving) insert.run(txId, leg.account, leg.amountCents, kind, reference, at);
        for (const { account, amountCents } of moving) {
          if (amountCents < 0 && !account.startsWith('house:') && balance(account) < 0) {
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

    /** The entries of some accounts, oldest first. */
    entries: (accounts: string[]) => byAccounts.all(JSON.stringify(accounts)) as unknown as LedgerEntry[],
    /** The latest entries of one account, newest first (a statement's first page). */
    latest: (account: string, limit: number) => latestOf.all(account, limit) as unknown as LedgerEntry[],
    /** How many entries an account has. */
    count: (account: string) => Number((countOf.get(account) as { n: number }).n),
  };
}

export type Ledger = ReturnType<typeof createLedger>;
