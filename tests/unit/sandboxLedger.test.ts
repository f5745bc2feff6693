import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/app.ts';
import { transaction } from '../../sandbox/db.ts';
import {
  createLedger,
  HOUSE_ADJUSTMENTS,
  HOUSE_REVENUE,
  InsufficientFunds,
  type Ledger,
  userBalance,
  userPoints,
} from '../../sandbox/features/wallet/ledger.ts';

/** The ledger on its own: balanced transactions, all or nothing, never below 0 for a user, append-only. */
let sandbox: Sandbox;
let ledger: Ledger;
const NOW = Date.parse('2026-03-01T10:00:00Z');
const count = () => (sandbox.db.prepare('SELECT COUNT(*) AS n FROM ledger_entries').get() as { n: number }).n;

beforeEach(() => {
  sandbox = createSandbox({ dbPath: ':memory:', now: () => NOW });
  ledger = createLedger(sandbox.db);
});
afterEach(() => sandbox.close());

describe('ledger', () => {
  it('derives the seeded balances from entries', () => {
    expect(ledger.balance(userBalance(10001))).toBe(250_000);
    expect(ledger.balance(userPoints(10001))).toBe(80_000);
    expect(ledger.balance(userBalance(10030))).toBe(500_000);
    expect(ledger.balance(userBalance(10020))).toBe(2_000);
    expect(ledger.balance(userBalance(10002))).toBe(0);
  });

  it('posts a transaction that sums to zero, as one tx id', () => {
    const txId = ledger.post('payment', 'P1', NOW, [
      { account: userBalance(10001), amountCents: -1_000 },
      { account: HOUSE_REVENUE, amountCents: 1_000 },
    ]);
    const entries = ledger.entries([userBalance(10001), HOUSE_REVENUE]).filter((e) => e.tx_id === txId);
    expect(entries.map((e) => [e.account, e.amount_cents, e.kind, e.reference])).toEqual([
      ['user:10001:balance', -1_000, 'payment', 'P1'],
      ['house:revenue', 1_000, 'payment', 'P1'],
    ]);
    expect(ledger.balance(userBalance(10001))).toBe(249_000);
  });

  it('refuses an unbalanced transaction, a fraction of a cent or an unknown account, posting nothing', () => {
    const before = count();
    const attempts = [
      [{ account: userBalance(10001), amountCents: 5 }],
      [
        { account: userBalance(10001), amountCents: 0.5 },
        { account: HOUSE_ADJUSTMENTS, amountCents: -0.5 },
      ],
      [
        { account: 'bank:1', amountCents: 5 },
        { account: HOUSE_ADJUSTMENTS, amountCents: -5 },
      ],
    ];
    for (const legs of attempts) expect(() => ledger.post('adjustment', null, NOW, legs)).toThrow(/ledger:/);
    expect(count()).toBe(before);
  });

  it('refuses taking a user below 0 and rolls the whole transaction back, inside an outer transaction too', () => {
    const before = count();
    const overdraw = () =>
      ledger.post('payment', 'P2', NOW, [
        { account: userPoints(10020), amountCents: 0 },
        { account: userBalance(10020), amountCents: -2_001 },
        { account: HOUSE_REVENUE, amountCents: 2_001 },
      ]);
    expect(overdraw).toThrow(InsufficientFunds);
    expect(() => transaction(sandbox.db, overdraw)).toThrow(InsufficientFunds);
    expect(count()).toBe(before);
    expect(ledger.balance(userBalance(10020))).toBe(2_000);
    // Exactly the balance is fine.
    ledger.post('payment', 'P2', NOW, [
      { account: userBalance(10020), amountCents: -2_000 },
      { account: HOUSE_REVENUE, amountCents: 2_000 },
    ]);
    expect(ledger.balance(userBalance(10020))).toBe(0);
  });

  it('never changes an entry', () => {
    expect(() => sandbox.db.exec('UPDATE ledger_entries SET amount_cents = 1')).toThrow(/append-only/);
  });
});
