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
  // Observer links: a secret token per link; deleting removes the row, expiry is checked on every read.
  `CREATE TABLE pool_observer_links (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     sub_account_id INTEGER NOT NULL REFERENCES pool_sub_accounts(id) ON DELETE CASCADE,
     token TEXT NOT NULL UNIQUE,
     workers INTEGER NOT NULL CHECK (workers IN (0, 1)),
     earnings INTEGER NOT NULL CHECK (earnings IN (0, 1)),
     expiry TEXT NOT NULL,
     expires_at INTEGER,
     created_at INTEGER NOT NULL
   );
   CREATE INDEX pool_observer_links_sub ON pool_observer_links (sub_account_id, created_at)`,
  // When the payout address was bound (null: with the sub-account, or never).
  'ALTER TABLE pool_sub_accounts ADD COLUMN address_bound_at INTEGER',
  // Alarm settings: one row per sub-account once saved (defaults until then).
  `CREATE TABLE pool_alarm_configs (
     sub_account_id INTEGER PRIMARY KEY REFERENCES pool_sub_accounts(id) ON DELETE CASCADE,
     offline_enabled INTEGER NOT NULL CHECK (offline_enabled IN (0, 1)),
     offline_minutes INTEGER NOT NULL CHECK (offline_minutes BETWEEN 10 AND 1440),
     hashrate_enabled INTEGER NOT NULL CHECK (hashrate_enabled IN (0, 1)),
     hashrate_mode TEXT NOT NULL CHECK (hashrate_mode IN ('auto', 'manual')),
     hashrate_limit_th REAL,
     email TEXT,
     telegram_chat_id TEXT,
     updated_at INTEGER NOT NULL
   )`,
  // Hashrate transfers: from a sub-account to a receiver sub-account (pool-wide names) for a period;
  // `amount_hundredths`: TH/s or percent × 100; `share_bp`: its share of the sender's hashrate in basis
  // points (a TH amount's share when made); times in ms; `end_at`: 00:00 UTC after the end date.
  `CREATE TABLE pool_transfers (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     uid INTEGER NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
     request_id TEXT NOT NULL,
     sub_account_id INTEGER NOT NULL REFERENCES pool_sub_accounts(id) ON DELETE CASCADE,
     receiver_sub_id INTEGER NOT NULL REFERENCES pool_sub_accounts(id) ON DELETE CASCADE,
     mode TEXT NOT NULL CHECK (mode IN ('th', 'percent')),
     amount_hundredths INTEGER NOT NULL CHECK (amount_hundredths > 0),
     share_bp INTEGER NOT NULL CHECK (share_bp BETWEEN 0 AND 10000),
     created_at INTEGER NOT NULL,
     start_at INTEGER NOT NULL,
     end_at INTEGER NOT NULL CHECK (end_at > start_at),
     cancelled_at INTEGER,
     UNIQUE (uid, request_id)
   );
   CREATE INDEX pool_transfers_sub ON pool_transfers (sub_account_id, created_at);
   CREATE INDEX pool_transfers_receiver ON pool_transfers (receiver_sub_id, created_at)`,
  // Pauses of a transfer: open while resumed_at is null.
  `CREATE TABLE pool_transfer_pauses (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     transfer_id INTEGER NOT NULL REFERENCES pool_transfers(id) ON DELETE CASCADE,
     paused_at INTEGER NOT NULL,
     resumed_at INTEGER
   );
   CREATE INDEX pool_transfer_pauses_transfer ON pool_transfer_pauses (transfer_id, paused_at)`,
];

export const POOL_TABLES = [
  'pool_transfer_pauses',
  'pool_transfers',
  'pool_alarm_configs',
  'pool_observer_links',
  'pool_sub_accounts',
];
