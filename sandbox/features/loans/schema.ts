/**
 * Service-fee loans (book.ts). `loans`: one per full-plan order that was ever turned on (its id is the order's
 * number with L for P). `loan_toggles`: every time it was turned on or off, so the settlement can tell whether it
 * was on at any moment. `loan_disbursements`: the days of service fee a loan paid (principal added), at most one
 * per loan and UTC day. `loan_repayments`: what the customer paid back, split into interest and principal; the
 * same requestId of a user answers the same repayment. `loan_interest_days`: the interest of each settled day on
 * the principal outstanding (`principal_cents` is that day's principal-cent-days). `loan_collateral`: each
 * order-day of output held as collateral (its mining_days row stays unpaid until released). Money in USD cents,
 * BTC in satoshis; times in ms since the epoch, days as UTC day numbers.
 */
export const LOAN_MIGRATIONS: string[] = [
  `CREATE TABLE loans (
     loan_id TEXT PRIMARY KEY,
     uid INTEGER NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
     order_no TEXT NOT NULL UNIQUE,
     created_at INTEGER NOT NULL
   );
   CREATE INDEX loans_user ON loans (uid);
   CREATE TABLE loan_toggles (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     loan_id TEXT NOT NULL REFERENCES loans(loan_id) ON DELETE CASCADE,
     enabled INTEGER NOT NULL CHECK (enabled IN (0, 1)),
     at INTEGER NOT NULL
   );
   CREATE INDEX loan_toggles_loan ON loan_toggles (loan_id, at);
   CREATE TABLE loan_disbursements (
     disbursement_no TEXT PRIMARY KEY,
     loan_id TEXT NOT NULL REFERENCES loans(loan_id) ON DELETE CASCADE,
     uid INTEGER NOT NULL,
     order_no TEXT NOT NULL,
     day INTEGER NOT NULL,
     days INTEGER NOT NULL CHECK (days >= 1),
     amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
     ltv_bp INTEGER,
     at INTEGER NOT NULL,
     UNIQUE (loan_id, day)
   );
   CREATE TABLE loan_repayments (
     repayment_no TEXT PRIMARY KEY,
     loan_id TEXT NOT NULL REFERENCES loans(loan_id) ON DELETE CASCADE,
     uid INTEGER NOT NULL,
     order_no TEXT NOT NULL,
     request_id TEXT NOT NULL,
     pay_method TEXT NOT NULL CHECK (pay_method IN ('balance', 'points')),
     amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
     interest_cents INTEGER NOT NULL CHECK (interest_cents >= 0),
     principal_cents INTEGER NOT NULL CHECK (principal_cents >= 0),
     at INTEGER NOT NULL,
     UNIQUE (uid, request_id),
     CHECK (amount_cents = interest_cents + principal_cents)
   );
   CREATE TABLE loan_interest_days (
     loan_id TEXT NOT NULL REFERENCES loans(loan_id) ON DELETE CASCADE,
     day INTEGER NOT NULL,
     principal_cents INTEGER NOT NULL CHECK (principal_cents > 0),
     cents INTEGER NOT NULL CHECK (cents >= 0),
     PRIMARY KEY (loan_id, day)
   );
   CREATE TABLE loan_collateral (
     order_no TEXT NOT NULL,
     day INTEGER NOT NULL,
     loan_id TEXT NOT NULL REFERENCES loans(loan_id) ON DELETE CASCADE,
     uid INTEGER NOT NULL,
     sats INTEGER NOT NULL CHECK (sats > 0),
     released_at INTEGER,
     PRIMARY KEY (order_no, day)
   );
   CREATE INDEX loan_collateral_loan ON loan_collateral (loan_id, released_at)`,
];

/** Children first, as the reset empties them in this order. */
export const LOAN_TABLES = [
  'loan_collateral',
  'loan_interest_days',
  'loan_repayments',
  'loan_disbursements',
  'loan_toggles',
  'loans',
];
