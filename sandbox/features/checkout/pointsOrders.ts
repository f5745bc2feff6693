import type { Database } from '../../db.ts';

/** A points order's number: T (top-up), the UTC day it was placed, the row id (plans P…, miners M…). */
export const POINTS_ORDER_PREFIX = 'T';

/**
 * The points packages on sale: 1 point is worth 1 USD when spent, so a package costs its points in USD and
 * the bigger ones add a bonus (the research's points: spent on fees, bought in bulk with a bonus).
 */
export const POINTS_PACKAGES = [
  { id: 'points-50', points: 50, bonusPoints: 0 },
  { id: 'points-200', points: 200, bonusPoints: 4 },
  { id: 'points-500', points: 500, bonusPoints: 15 },
  { id: 'points-1000', points: 1000, bonusPoints: 40 },
  { id: 'points-5000', points: 5000, bonusPoints: 250 },
] as const;
export type PointsPackageRow = (typeof POINTS_PACKAGES)[number];
export const pointsPackage = (id: string) => POINTS_PACKAGES.find((one) => one.id === id);
/** A package's price in cents: its points at 1 USD each (the bonus is free). */
export const packagePriceCents = (pack: PointsPackageRow) => pack.points * 100;

export const POINTS_ORDER_MIGRATIONS = [
  `CREATE TABLE points_orders (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     order_no TEXT NOT NULL UNIQUE,
     uid INTEGER NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
     package_id TEXT NOT NULL,
     points INTEGER NOT NULL CHECK (points > 0),
     bonus_points INTEGER NOT NULL CHECK (bonus_points >= 0),
     total_cents INTEGER NOT NULL CHECK (total_cents > 0),
     pay_method TEXT CHECK (pay_method IN ('balance', 'crypto')),
     pay_coin TEXT,
     created_at INTEGER NOT NULL,
     pay_expire_at INTEGER NOT NULL,
     paid_at INTEGER,
     cancelled_at INTEGER,
     cancel_reason TEXT CHECK (cancel_reason IN ('user'))
   );
   CREATE INDEX points_orders_uid ON points_orders (uid)`,
];

export interface PointsOrderRow {
  id: number;
  order_no: string;
  uid: number;
  package_id: string;
  points: number;
  bonus_points: number;
  total_cents: number;
  pay_method: 'balance' | 'crypto' | null;
  pay_coin: string | null;
  created_at: number;
  pay_expire_at: number;
  paid_at: number | null;
  cancelled_at: number | null;
  cancel_reason: 'user' | null;
}

/** Points orders: placing one, reading them, and the conditional updates that pay and cancel them. */
export function createPointsOrderStore(db: Database) {
  const lastId = db.prepare("SELECT seq FROM sqlite_sequence WHERE name = 'points_orders'");
  const insert = db.prepare(
    `INSERT INTO points_orders (id, order_no, uid, package_id, points, bonus_points, total_cents, created_at, pay_expire_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const byNo = db.prepare('SELECT * FROM points_orders WHERE order_no = ?');
  // Only an order unpaid and alive at `at` is paid or cancelled, so racing callers cannot both.
  const markPaid = db.prepare(
    `UPDATE points_orders SET paid_at = :at, pay_method = :method, pay_coin = :coin
     WHERE order_no = :orderNo AND paid_at IS NULL AND cancelled_at IS NULL AND pay_expire_at > :at`,
  );
  const cancel = db.prepare(
    `UPDATE points_orders SET cancelled_at = :at, cancel_reason = 'user'
     WHERE order_no = :orderNo AND paid_at IS NULL AND cancelled_at IS NULL AND pay_expire_at > :at`,
  );
  const dead = db.prepare(
    `SELECT order_no FROM points_orders o
     WHERE uid = ? AND paid_at IS NULL AND (cancelled_at IS NOT NULL OR pay_expire_at <= ?)
       AND NOT EXISTS (SELECT 1 FROM order_settlements s WHERE s.order_no = o.order_no)`,
  );

  return {
    /** Stores an unpaid order of a package, valid for `payWindowMs`. */
    place(order: { uid: number; pack: PointsPackageRow; at: number; payWindowMs: number }): string {
      const id = ((lastId.get() as { seq: number } | undefined)?.seq ?? 0) + 1;
      const day = new Date(order.at).toISOString().slice(0, 10).replaceAll('-', '');
      const orderNo = `${POINTS_ORDER_PREFIX}${day}${String(id).padStart(6, '0')}`;
      insert.run(
        id,
        orderNo,
        order.uid,
        order.pack.id,
        order.pack.points,
        order.pack.bonusPoints,
        packagePriceCents(order.pack),
        order.at,
        order.at + order.payWindowMs,
      );
      return orderNo;
    },
    byNo: (orderNo: string) => byNo.get(orderNo) as PointsOrderRow | undefined,
    markPaid: (row: PointsOrderRow, at: number, method: string, coin: string | null) =>
      markPaid.run({ at, method, coin, orderNo: row.order_no }).changes === 1,
    cancel: (orderNo: string, at: number) => cancel.run({ at, orderNo }).changes === 1,
    /** Unpaid orders of the user that died (expired or cancelled) and are not settled yet. */
    deadUnsettled: (uid: number, at: number) =>
      (dead.all(uid, at) as Array<{ order_no: string }>).map((r) => r.order_no),
  };
}
