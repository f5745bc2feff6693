import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
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
];

export type Database = DatabaseSync;

/** Opens (and creates) the sandbox database, migrates it and seeds an empty one. */
export function openDatabase(path: string): Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON;');
  migrate(db);
  const row = db.prepare('SELECT COUNT(*) AS n FROM goods').get() as { n: number };
  if (row.n === 0) transaction(db, () => seed(db));
  return db;
}

function migrate(db: Database): void {
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
