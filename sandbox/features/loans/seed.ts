import type { Database } from '../../db.ts';
import { createLedger, HOUSE_ADJUSTMENTS, userBalance, userPoints } from '../wallet/ledger.ts';
import { placeLoanOrder } from './fixtures.ts';

/** loans@example.com (sandbox/seed.ts; README "Seeded accounts"). */
export const LOANS_UID = 10050;

/**
 * loans@example.com: 1,000.00 USD and 200.00 points, and three full plans of the S21 Pro (200 TH a unit):
 * - 12 units (2,400 TH), 45 days run, its loan on for 20 days: the settlement has paid its service fee 3 days at a
 *   time since its prepaid days ran low, and holds its output as collateral (the loan page's living example);
 * - 10 units (2,000 TH), 40 days run, 20 paid days left: eligible, its loan off;
 * - 2 units (400 TH), 12 days run, 4 days left: not eligible (hashrate, days running, prepaid days).
 */
export function seedLoans(db: Database, now: number): void {
  if (!db.prepare('SELECT 1 FROM users WHERE uid = ?').get(LOANS_UID)) return;
  createLedger(db).post('adjustment', 'seed', now, [
    { account: userBalance(LOANS_UID), amountCents: 100_000 },
    { account: userPoints(LOANS_UID), amountCents: 20_000 },
    { account: HOUSE_ADJUSTMENTS, amountCents: -120_000 },
  ]);
  placeLoanOrder(db, LOANS_UID, { quantity: 12, daysRun: 45, paidDays: 35, loanOnDaysAgo: 20 }, now);
  placeLoanOrder(db, LOANS_UID, { quantity: 10, daysRun: 40, paidDays: 60 }, now);
  placeLoanOrder(db, LOANS_UID, { quantity: 2, daysRun: 12, paidDays: 16 }, now);
}
