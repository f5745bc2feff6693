/**
 * The mining settlement. `mining_days`: one row per order and settled UTC day (the primary key makes each
 * order-day settle exactly once): the TH (hundredths), the uptime and pool fee (basis points), what the day
 * was (mining, outage, suspended), its output in satoshis and its USD worth at that day's price (cents), and
 * the payout that paid it. `mining_payouts`: what was paid to the account's BTC wallet, once the unpaid output
 * was above the threshold; its deterministic TXID, when it was sent and confirmed, and its ledger transaction
 * (posted at the confirmation). Times in ms since the epoch, days as UTC day numbers.
 */
export const MINING_MIGRATIONS: string[] = [
  `CREATE TABLE mining_payouts (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     uid INTEGER NOT NULL,
     through_day INTEGER NOT NULL,
     sats INTEGER NOT NULL CHECK (sats > 0),
     txid TEXT NOT NULL UNIQUE,
     address TEXT NOT NULL,
     sent_at INTEGER NOT NULL,
     confirmed_at INTEGER NOT NULL,
     ledger_tx TEXT,
     UNIQUE (uid, through_day)
   );
   CREATE TABLE mining_days (
     order_no TEXT NOT NULL,
     day INTEGER NOT NULL,
     uid INTEGER NOT NULL,
     th_hundredths INTEGER NOT NULL CHECK (th_hundredths > 0),
     uptime_bp INTEGER NOT NULL CHECK (uptime_bp BETWEEN 0 AND 10000),
     pool_fee_bp INTEGER NOT NULL,
     state TEXT NOT NULL CHECK (state IN ('mining', 'outage', 'suspended')),
     sats INTEGER NOT NULL CHECK (sats >= 0),
     usd_cents INTEGER NOT NULL CHECK (usd_cents >= 0),
     payout_id INTEGER REFERENCES mining_payouts(id),
     settled_at INTEGER NOT NULL,
     PRIMARY KEY (order_no, day),
     CHECK (state <> 'suspended' OR sats = 0)
   );
   CREATE INDEX mining_days_user ON mining_days (uid, day);
   CREATE INDEX mining_payouts_user ON mining_payouts (uid, through_day)`,
];

/** Children first, as the reset empties them in this order. */
export const MINING_TABLES = ['mining_days', 'mining_payouts'];
