/**
 * The simulated pool. Only sub-accounts are stored: their workers (`sub.worker`), hashrate samples,
 * daily FPPS earnings and payouts are derived from the sub-account's seed and the sandbox clock
 * (sim.ts), so the pool has months of history and thousands of workers without storing them.
 * `fee_bp`: hundredths of a percent; `threshold_sats`: satoshis; times in ms since the epoch.
 */
export const POOL_MIGRATIONS: string[] = [
  `CREATE TABLE pool_sub_accounts (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     uid INTEGER NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
     name TEXT NOT NULL UNIQUE,
     seed INTEGER NOT NULL,
     worker_count INTEGER NOT NULL CHECK (worker_count >= 0),
     fee_bp INTEGER NOT NULL CHECK (fee_bp BETWEEN 0 AND 10000),
     threshold_sats INTEGER NOT NULL CHECK (threshold_sats > 0),
     payout_address TEXT,
     created_at INTEGER NOT NULL
   );
   CREATE INDEX pool_sub_accounts_user ON pool_sub_accounts (uid, created_at)`,
];

export const POOL_TABLES = ['pool_sub_accounts'];
