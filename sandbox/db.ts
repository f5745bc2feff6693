import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type SQLOutputValue } from 'node:sqlite';
import type { SandboxFeature } from './features/feature.ts';
import { FEATURES } from './features/index.ts';
import { seed } from './seed.ts';

/** Ordered schema migrations; each runs once, recorded in `schema_migrations`. */
const MIGRATIONS: string[] = [
  `CREATE TABLE goods (
     goods_id TEXT PRIMARY KEY,
     goods_name TEXT NOT NULL,
     goods_type INTEGER NOT NULL,
     goods_status INTEGER NOT NULL,
     currency TEXT NOT NULL,
     miner_model TEXT NOT NULL,
     hashrate_th REAL NOT NULL,
     duration_days INTEGER NOT NULL,
     hashrate_fee REAL NOT NULL,
     service_fee_per_th_day REAL NOT NULL,
     efficiency_jt REAL NOT NULL,
     pool TEXT NOT NULL,
     support_platform TEXT NOT NULL,
     sort INTEGER NOT NULL DEFAULT 0
   )`,
  `CREATE TABLE users (
     uid INTEGER PRIMARY KEY,
     email TEXT UNIQUE,
     phone_code TEXT,
     phone_number TEXT,
     password_hash TEXT,
     fund_password_hash TEXT,
     totp_secret TEXT,
     nickname TEXT,
     freeze_status INTEGER NOT NULL DEFAULT 0,
     auth_level INTEGER NOT NULL DEFAULT 0,
     source TEXT,
     campaign TEXT,
     medium TEXT,
     logout_url TEXT,
     show_crisp_tag INTEGER NOT NULL DEFAULT 1,
     liaison_flag INTEGER NOT NULL DEFAULT 1,
     vip_level INTEGER,
     unpaid_orders INTEGER NOT NULL DEFAULT 0,
     coupon_route INTEGER NOT NULL DEFAULT 0,
     login_modes TEXT NOT NULL DEFAULT 'code,password',
     default_login_mode TEXT NOT NULL DEFAULT 'code',
     invite_code TEXT UNIQUE NOT NULL,
     invited_by INTEGER,
     push_id TEXT,
     guide_status TEXT,
     voucher_amount REAL NOT NULL DEFAULT 0,
     created_at INTEGER NOT NULL,
     UNIQUE (phone_code, phone_number)
   )`,
  `CREATE TABLE sessions (
     token TEXT PRIMARY KEY,
     uid INTEGER NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL,
     revoked_at INTEGER
   )`,
  `CREATE TABLE outbox (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     to_addr TEXT NOT NULL,
     type TEXT NOT NULL,
     code TEXT NOT NULL,
     sent_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL,
     used_at INTEGER
   );
   CREATE INDEX outbox_to ON outbox (to_addr, sent_at)`,
  `CREATE TABLE messages (
     message_id TEXT PRIMARY KEY,
     uid INTEGER NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
     category INTEGER NOT NULL,
     title TEXT NOT NULL,
     content TEXT NOT NULL,
     router TEXT,
     created_at INTEGER NOT NULL,
     read_status INTEGER NOT NULL DEFAULT 0
   );
   CREATE INDEX messages_user ON messages (uid, category, created_at)`,
  `CREATE TABLE third_party_bindings (
     uid INTEGER NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
     third_type TEXT NOT NULL,
     third_token TEXT NOT NULL,
     bound_at INTEGER NOT NULL,
     PRIMARY KEY (uid, third_type)
   )`,
  `CREATE TABLE cas_tickets (
     ticket TEXT PRIMARY KEY,
     uid INTEGER NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
     expires_at INTEGER NOT NULL,
     used_at INTEGER
   )`,
  `CREATE TABLE tasks (
     task_id TEXT PRIMARY KEY,
     task_type TEXT NOT NULL,
     call_name TEXT NOT NULL,
     account_key TEXT NOT NULL,
     uid INTEGER,
     block INTEGER NOT NULL,
     task_data TEXT NOT NULL,
     secret TEXT NOT NULL,
     state TEXT NOT NULL DEFAULT 'open',
     attempts INTEGER NOT NULL DEFAULT 0,
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL
   )`,
  `CREATE TABLE widget_tokens (
     token TEXT PRIMARY KEY,
     vendor TEXT NOT NULL,
     detail TEXT NOT NULL,
     expires_at INTEGER NOT NULL,
     used_at INTEGER
   )`,
  `CREATE TABLE request_log (
     call_name TEXT NOT NULL,
     account_key TEXT NOT NULL,
     at INTEGER NOT NULL
   );
   CREATE INDEX request_log_account ON request_log (account_key, at)`,
  // An authenticator secret shown as a QR code but not yet confirmed with a code.
  'ALTER TABLE users ADD COLUMN totp_pending TEXT',
  // Full plans move from the spec's transfer code (3) to their own (11: runtime/domain/products.ts, decision 104).
  'UPDATE goods SET goods_type = 11 WHERE goods_type = 3',
];

/** Every table holding data, children first, for the seed reset. */
const DATA_TABLES = [
  'request_log',
  'widget_tokens',
  'tasks',
  'cas_tickets',
  'third_party_bindings',
  'messages',
  'outbox',
  'sessions',
  'users',
  'goods',
];

export type Database = DatabaseSync;

/** Opens (and creates) the sandbox database, migrates it and seeds an empty one. */
export function openDatabase(path: string, now: () => number = Date.now): Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON;');
  const added = migrate(db);
  const row = db.prepare('SELECT COUNT(*) AS n FROM goods').get() as { n: number };
  if (row.n === 0) transaction(db, () => seedAt(db, now()));
  // A database from before a feature existed gets that feature's seed when its tables are made.
  else if (added.length > 0) {
    transaction(db, () => {
      for (const feature of added) feature.seed(db, now());
    });
  }
  return db;
}

/** The tables a reset empties, children first: each feature's (the last feature first), then the core's. */
const RESET_TABLES = [...[...FEATURES].reverse().flatMap((feature) => feature.tables), ...DATA_TABLES];

/** What the seed wrote at one instant: each table's columns and rows, parents first. */
type SeedCopy = Array<{ table: string; columns: string[]; rows: SQLOutputValue[][] }>;

/**
 * The seed is a function of its instant (`now`), and costs ~250 ms to compute (hosting invoices sample a
 * month of miners, accounts hash their passwords), against a few ms to copy. Tests reset a sandbox before
 * each test, mostly at the same fixed instant, so a reset at an instant seen lately copies those rows.
 */
const seedCopies = new Map<number, SeedCopy>();
const SEED_COPIES_KEPT = 4;

function copySeed(db: Database): SeedCopy {
  return [...RESET_TABLES].reverse().map((table) => {
    const read = db.prepare(`SELECT * FROM ${table}`);
    const columns = read.columns().map((column) => column.name);
    read.setReturnArrays(true);
    return { table, columns, rows: read.all() as unknown as SQLOutputValue[][] };
  });
}

function pasteSeed(db: Database, copy: SeedCopy): void {
  for (const { table, columns, rows } of copy) {
    if (rows.length === 0) continue;
    const insert = db.prepare(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
    );
    for (const row of rows) insert.run(...row);
  }
}

/** Back to the seed: every table emptied and refilled in one transaction. */
export function resetDatabase(db: Database, now: number): void {
  transaction(db, () => {
    for (const table of RESET_TABLES) db.prepare(`DELETE FROM ${table}`).run();
    seedAt(db, now);
  });
}

/** The seed at `now` in an empty database: copied when seeded at that instant lately, else computed. */
function seedAt(db: Database, now: number): void {
  const copy = seedCopies.get(now);
  if (copy) {
    pasteSeed(db, copy);
    return;
  }
  seedAll(db, now);
  seedCopies.set(now, copySeed(db));
  for (const instant of seedCopies.keys()) {
    if (seedCopies.size <= SEED_COPIES_KEPT) break;
    seedCopies.delete(instant);
  }
}

/** The core's seed, then each feature's (they refer to the core's users and goods). */
function seedAll(db: Database, now: number): void {
  seed(db, now);
  for (const feature of FEATURES) feature.seed(db, now);
}

/** Applies what is new; answers the features whose tables were created just now. */
function migrate(db: Database): SandboxFeature[] {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)');
  const applied = new Set(
    (db.prepare('SELECT version FROM schema_migrations').all() as Array<{ version: number }>).map((r) => r.version),
  );
  MIGRATIONS.forEach((sql, index) => {
    const version = index + 1;
    if (applied.has(version)) return;
    transaction(db, () => {
      db.exec(sql);
      db.prepare('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)').run(
        version,
        new Date().toISOString(),
      );
    });
  });
  db.exec(
    'CREATE TABLE IF NOT EXISTS feature_migrations (feature TEXT NOT NULL, version INTEGER NOT NULL, applied_at TEXT NOT NULL, PRIMARY KEY (feature, version))',
  );
  const done = db.prepare('SELECT 1 FROM feature_migrations WHERE feature = ? AND version = ?');
  const added: SandboxFeature[] = [];
  for (const feature of FEATURES) {
    if (feature.migrations.length > 0 && !done.get(feature.name, 1)) added.push(feature);
    feature.migrations.forEach((sql, index) => {
      if (done.get(feature.name, index + 1)) return;
      transaction(db, () => {
        db.exec(sql);
        db.prepare('INSERT INTO feature_migrations (feature, version, applied_at) VALUES (?, ?, ?)').run(
          feature.name,
          index + 1,
          new Date().toISOString(),
        );
      });
    });
  }
  return added;
}

/** `work` in the caller's transaction when there is one, else in one of its own. */
export function atomically<T>(db: Database, work: () => T): T {
  return db.isTransaction ? work() : transaction(db, work);
}

/** Runs `work` in one transaction: every multi-row write goes through here. */
export function transaction<T>(db: Database, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
