/**
 * Renewals and electricity withholding (runtime/domain/renew.ts has the rules).
 * - `renew_orders`: a renewal of a plan order (numbers R…), paid through the cashier like any order (decision 102's
 *   Payable, kind `renew`): the days it adds, the TH and the goods' hashrate fee it was priced with (1/10000 USD per
 *   TH per day), its total in cents; once paid, the plan's end before and after it. The same requestId of a user
 *   answers the same renewal.
 * - `elec_withhold`: an order's electricity-withholding switch (no row is off).
 * - `elec_withhold_days`: each order-day withholding handled (the mining settlement's first step): the day's output
 *   before the fee, the fee in cents, the day's BTC price (cents) and the fee in sats at it, whether it was taken
 *   (else the plan was suspended that day), and the ledger transaction that paid it to `house:revenue` in BTC.
 * Times in ms since the epoch, days as UTC day numbers.
 */
export const RENEW_MIGRATIONS: string[] = [
  `CREATE TABLE renew_orders (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     order_no TEXT NOT NULL UNIQUE,
     uid INTEGER NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
     plan_order_no TEXT NOT NULL,
     request_id TEXT NOT NULL,
     days INTEGER NOT NULL CHECK (days >= 1),
     th_hundredths INTEGER NOT NULL CHECK (th_hundredths > 0),
     fee_per_th_day INTEGER NOT NULL CHECK (fee_per_th_day >= 0),
     total_cents INTEGER NOT NULL CHECK (total_cents >= 0),
     pay_method TEXT CHECK (pay_method IN ('balance', 'points', 'crypto')),
     pay_coin TEXT,
     created_at INTEGER NOT NULL,
     pay_expire_at INTEGER NOT NULL,
     paid_at INTEGER,
     cancelled_at INTEGER,
     cancel_reason TEXT CHECK (cancel_reason IN ('user')),
     end_before INTEGER,
     end_after INTEGER,
     UNIQUE (uid, request_id),
     CHECK (pay_expire_at > created_at)
   );
   CREATE INDEX renew_orders_plan ON renew_orders (plan_order_no, id);
   CREATE INDEX renew_orders_user ON renew_orders (uid);
   CREATE TABLE elec_withhold (
     order_no TEXT PRIMARY KEY,
     uid INTEGER NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
     enabled INTEGER NOT NULL CHECK (enabled IN (0, 1)),
     updated_at INTEGER NOT NULL
   );
   CREATE TABLE elec_withhold_days (
     order_no TEXT NOT NULL,
     day INTEGER NOT NULL,
     uid INTEGER NOT NULL,
     output_sats INTEGER NOT NULL CHECK (output_sats >= 0),
     fee_cents INTEGER NOT NULL CHECK (fee_cents >= 0),
     btc_price_cents INTEGER NOT NULL CHECK (btc_price_cents > 0),
     fee_sats INTEGER NOT NULL CHECK (fee_sats >= 0),
     withheld INTEGER NOT NULL CHECK (withheld IN (0, 1)),
     ledger_tx TEXT,
     settled_at INTEGER NOT NULL,
     PRIMARY KEY (order_no, day),
     CHECK (withheld = 0 OR output_sats >= fee_sats)
   );
   CREATE INDEX elec_withhold_days_user ON elec_withhold_days (uid, day)`,
];

/** Children first, as the reset empties them in this order. */
export const RENEW_TABLES = ['elec_withhold_days', 'elec_withhold', 'renew_orders'];
