import { describe, expect, it } from 'vitest';
import { type Database, openDatabase, resetDatabase } from '../../sandbox/db.ts';

const DAY_MS = 86_400_000;
// An instant no other test file seeds at: this file's copies are its own.
const T = Date.parse('2031-05-04T08:00:00Z');

/** Every row the seed writes, table by table (the migration ledgers left out), in rowid order. */
function dump(db: Database): Record<string, unknown[]> {
  const tables = db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT IN ('schema_migrations', 'feature_migrations', 'sqlite_sequence') ORDER BY name",
    )
    .all() as Array<{ name: string }>;
  return Object.fromEntries(tables.map(({ name }) => [name, db.prepare(`SELECT * FROM ${name} ORDER BY rowid`).all()]));
}

/** When the seed made Alice's account: the seed's instant. */
const createdAt = (db: Database) =>
  (db.prepare('SELECT created_at FROM users WHERE uid = 10001').get() as { created_at: number }).created_at;

describe('sandbox reset (a seed at an instant seen lately is copied, not computed again)', () => {
  it('gives back the rows the seed computed at that instant, and drops what was written since', () => {
    const db = openDatabase(':memory:', () => T);
    const seeded = dump(db);
    expect(seeded.users?.length).toBeGreaterThan(10);
    expect(seeded.hosting_invoices?.length).toBeGreaterThan(0);

    db.prepare("UPDATE users SET nickname = 'Changed' WHERE uid = 10001").run();
    db.prepare('DELETE FROM hosting_invoices').run();
    db.prepare(
      "INSERT INTO messages (message_id, uid, category, title, content, router, created_at, read_status) VALUES ('m-extra', 10001, 1, 't', 'c', NULL, ?, 0)",
    ).run(T);
    resetDatabase(db, T);

    expect(dump(db)).toEqual(seeded);
  });

  it('seeds another instant afresh, and the first one still from its copy', () => {
    const db = openDatabase(':memory:', () => T);
    const seeded = dump(db);
    resetDatabase(db, T + DAY_MS);
    expect(createdAt(db)).toBe(T + DAY_MS);
    resetDatabase(db, T);
    expect(createdAt(db)).toBe(T);
    expect(dump(db)).toEqual(seeded);
  });

  it('seeds a second database at the same instant with the same rows', () => {
    const first = dump(openDatabase(':memory:', () => T));
    const second = openDatabase(':memory:', () => T);
    expect(dump(second)).toEqual(first);
    // The copy is the database's own: writing to one leaves the next seed untouched.
    second.prepare("UPDATE users SET nickname = 'Changed' WHERE uid = 10001").run();
    expect(dump(openDatabase(':memory:', () => T))).toEqual(first);
  });
});
