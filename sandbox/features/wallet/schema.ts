/**
 * The account's money and what it keeps for checkout. Money moves only through `ledger_entries`
 * (ledger.ts): append-only, integer cents, each transaction summing to zero; balances are sums, never
 * stored. Times in ms since the epoch.
 */
export const WALLET_MIGRATIONS: string[] = [
  `CREATE TABLE ledger_entries (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     tx_id TEXT NOT NULL,
     account TEXT NOT NULL,
     amount_cents INTEGER NOT NULL CHECK (amount_cents <> 0),
     kind TEXT NOT NULL,
     reference TEXT,
     at INTEGER NOT NULL
   );
   CREATE INDEX ledger_account ON ledger_entries (account);
   CREATE INDEX ledger_tx ON ledger_entries (tx_id);
   CREATE TRIGGER ledger_append_only BEFORE UPDATE ON ledger_entries
   BEGIN SELECT RAISE(ABORT, 'ledger entries are append-only'); END`,
  `CREATE TABLE payout_addresses (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     uid INTEGER NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
     coin TEXT NOT NULL,
     address TEXT NOT NULL,
     label TEXT NOT NULL,
     is_default INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
     created_at INTEGER NOT NULL,
     UNIQUE (uid, coin, address)
   );
   CREATE UNIQUE INDEX payout_addresses_default ON payout_addresses (uid, coin) WHERE is_default = 1`,
  `CREATE TABLE coupons (
     coupon_id TEXT PRIMARY KEY,
     uid INTEGER NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
     name TEXT NOT NULL,
     amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
     min_spend_cents INTEGER NOT NULL CHECK (min_spend_cents >= 0),
     goods_types TEXT NOT NULL,
     expire_at INTEGER NOT NULL,
     used_by_order TEXT,
     used_at INTEGER
   );
   CREATE INDEX coupons_user ON coupons (uid)`,
  // The ledger's coin dimension (ledger.ts): every entry until now was USD; BTC entries are mining payouts in sats.
  `ALTER TABLE ledger_entries ADD COLUMN coin TEXT NOT NULL DEFAULT 'USD' CHECK (coin IN ('USD', 'BTC'));
   CREATE INDEX ledger_account_coin ON ledger_entries (account, coin)`,
  // Withdrawals, the withdrawal address book and deposits (withdrawals.ts), and ETH in the ledger: SQLite cannot
  // change a CHECK, so the ledger table is rebuilt with its rows, indexes and append-only trigger.
  `CREATE TABLE ledger_entries_eth (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     tx_id TEXT NOT NULL,
     account TEXT NOT NULL,
     amount_cents INTEGER NOT NULL CHECK (amount_cents <> 0),
     kind TEXT NOT NULL,
     reference TEXT,
     at INTEGER NOT NULL,
     coin TEXT NOT NULL DEFAULT 'USD' CHECK (coin IN ('USD', 'BTC', 'ETH'))
   );
   INSERT INTO ledger_entries_eth (id, tx_id, account, amount_cents, kind, reference, at, coin)
     SELECT id, tx_id, account, amount_cents, kind, reference, at, coin FROM ledger_entries;
   DROP TABLE ledger_entries;
   ALTER TABLE ledger_entries_eth RENAME TO ledger_entries;
   CREATE INDEX ledger_account ON ledger_entries (account);
   CREATE INDEX ledger_tx ON ledger_entries (tx_id);
   CREATE INDEX ledger_account_coin ON ledger_entries (account, coin);
   CREATE TRIGGER ledger_append_only BEFORE UPDATE ON ledger_entries
   BEGIN SELECT RAISE(ABORT, 'ledger entries are append-only'); END;
   CREATE TABLE wallet_withdrawals (
     withdrawal_no TEXT PRIMARY KEY,
     uid INTEGER NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
     request_id TEXT NOT NULL,
     coin TEXT NOT NULL,
     network TEXT NOT NULL,
     address TEXT NOT NULL,
     amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
     fee_minor INTEGER NOT NULL CHECK (fee_minor >= 0),
     status TEXT NOT NULL DEFAULT 'submitted' CHECK (status IN ('submitted', 'reviewing', 'sent', 'failed')),
     fate TEXT NOT NULL DEFAULT 'send' CHECK (fate IN ('send', 'fail')),
     txid TEXT,
     fail_reason TEXT,
     created_at INTEGER NOT NULL,
     reviewing_at INTEGER,
     finished_at INTEGER,
     UNIQUE (uid, request_id)
   );
   CREATE INDEX wallet_withdrawals_user ON wallet_withdrawals (uid, created_at);
   CREATE TABLE wallet_address_book (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     uid INTEGER NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
     coin TEXT NOT NULL,
     network TEXT NOT NULL,
     address TEXT NOT NULL,
     label TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     UNIQUE (uid, coin, network, address)
   );
   CREATE TABLE wallet_deposits (
     network TEXT NOT NULL,
     txid TEXT NOT NULL,
     uid INTEGER NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
     coin TEXT NOT NULL,
     amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
     confirmations INTEGER NOT NULL,
     at INTEGER NOT NULL,
     PRIMARY KEY (network, txid)
   );
   CREATE INDEX wallet_deposits_user ON wallet_deposits (uid, at)`,
  // Full plans' product type is 11, not the spec's transfer code 3 (decision 104): coupons follow.
  `UPDATE coupons SET goods_types = trim(replace(',' || goods_types || ',', ',3,', ',11,'), ',')`,
  // What a coupon takes off: a plan's hashrate fee at checkout, or a service-fee payment (COUPON_KINDS).
  `ALTER TABLE coupons ADD COLUMN kind TEXT NOT NULL DEFAULT 'hashrate' CHECK (kind IN ('hashrate', 'serviceFee'))`,
];

/** Children first, as the reset empties them in this order. */
export const WALLET_TABLES = [
  'wallet_withdrawals',
  'wallet_address_book',
  'wallet_deposits',
  'coupons',
  'payout_addresses',
  'ledger_entries',
];
