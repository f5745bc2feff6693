import type { Database } from '../../db.ts';

/** A renewal order's number: R (renewal), the UTC day it was placed, the row id (plans P…, miners M…, points T…). */
export const RENEW_ORDER_PREFIX = 'R';

const DAY_MS = 86_400_000;

export interface RenewOrderRow {
  id: number;
  order_no: string;
  uid: number;
  plan_order_no: string;
  request_id: string;
  days: number;
  th_hundredths: number;
  fee_per_th_day: number;
  total_cents: number;
  pay_method: 'balance' | 'points' | 'crypto' | null;
  pay_coin: string | null;
  created_at: number;
  pay_expire_at: number;
  paid_at: number | null;
  cancelled_at: number | null;
  cancel_reason: 'user' | null;
  end_before: number | null;
  end_after: number | null;
}

export interface PlaceRenewal {
  uid: number;
  planOrderNo: string;
  requestId: string;
  days: number;
  thHundredths: number;
  feePerThDay: number;
  totalCents: number;
  at: number;
  /** The cashier's validity, or the plan's end when that comes first: a plan that ended is never extended. */
  payExpireAt: number;
}

/**
 * Renewal orders (decision 102's Payable, kind `renew`): placing one, reading them, and the conditional updates
 * that pay and cancel them. Paying one extends its plan once: `markPaid` changes the row only while it is unpaid
 * and alive, and the cashier extends the plan (`extendPlan`) only when it did, in the payment's transaction.
 */
export function createRenewOrderStore(db: Database) {
  const lastId = db.prepare("SELECT seq FROM sqlite_sequence WHERE name = 'renew_orders'");
  const insert = db.prepare(
    `INSERT INTO renew_orders (id, order_no, uid, plan_order_no, request_id, days, th_hundredths, fee_per_th_day,
       total_cents, created_at, pay_expire_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const byNo = db.prepare('SELECT * FROM renew_orders WHERE order_no = ?');
  const byRequest = db.prepare('SELECT * FROM renew_orders WHERE uid = ? AND request_id = ?');
  const ofPlan = db.prepare('SELECT * FROM renew_orders WHERE plan_order_no = ? ORDER BY id');
  const markPaid = db.prepare(
    `UPDATE renew_orders SET paid_at = :at, pay_method = :method, pay_coin = :coin
     WHERE order_no = :orderNo AND paid_at IS NULL AND cancelled_at IS NULL AND pay_expire_at > :at`,
  );
  const cancel = db.prepare(
    `UPDATE renew_orders SET cancelled_at = :at, cancel_reason = 'user'
     WHERE order_no = :orderNo AND paid_at IS NULL AND cancelled_at IS NULL AND pay_expire_at > :at`,
  );
  const dead = db.prepare(
    `SELECT order_no FROM renew_orders o
     WHERE uid = ? AND paid_at IS NULL AND (cancelled_at IS NOT NULL OR pay_expire_at <= ?)
       AND NOT EXISTS (SELECT 1 FROM order_settlements s WHERE s.order_no = o.order_no)`,
  );
  const paidTotal = db.prepare(
    'SELECT COALESCE(SUM(total_cents), 0) AS cents FROM renew_orders WHERE uid = ? AND paid_at IS NOT NULL',
  );
  const planEnd = db.prepare('SELECT end_at FROM orders WHERE order_no = ?');
  // Only a plan still running at the payment is extended (the renewal expires by the plan's end at the latest).
  const extend = db.prepare(
    `UPDATE orders SET end_at = end_at + :ms, duration_days = duration_days + :days
     WHERE order_no = :orderNo AND end_at > :at`,
  );
  const setEnds = db.prepare('UPDATE renew_orders SET end_before = ?, end_after = ? WHERE order_no = ?');

  return {
    place(order: PlaceRenewal): string {
      const id = ((lastId.get() as { seq: number } | undefined)?.seq ?? 0) + 1;
      const day = new Date(order.at).toISOString().slice(0, 10).replaceAll('-', '');
      const orderNo = `${RENEW_ORDER_PREFIX}${day}${String(id).padStart(6, '0')}`;
      insert.run(
        id,
        orderNo,
        order.uid,
        order.planOrderNo,
        order.requestId,
        order.days,
        order.thHundredths,
        order.feePerThDay,
        order.totalCents,
        order.at,
        order.payExpireAt,
      );
      return orderNo;
    },
    byNo: (orderNo: string) => byNo.get(orderNo) as RenewOrderRow | undefined,
    byRequest: (uid: number, requestId: string) => byRequest.get(uid, requestId) as RenewOrderRow | undefined,
    /** Every renewal of a plan order, oldest first. */
    ofPlan: (planOrderNo: string) => ofPlan.all(planOrderNo) as unknown as RenewOrderRow[],
    markPaid: (row: RenewOrderRow, at: number, method: string, coin: string | null) =>
      markPaid.run({ at, method, coin, orderNo: row.order_no }).changes === 1,
    cancel: (orderNo: string, at: number) => cancel.run({ at, orderNo }).changes === 1,
    /** Unpaid renewals of the user that died (expired or cancelled) and are not settled yet. */
    deadUnsettled: (uid: number, at: number) =>
      (dead.all(uid, at) as Array<{ order_no: string }>).map((r) => r.order_no),
    /** What the user's paid renewals came to. */
    paidTotalCents: (uid: number) => (paidTotal.get(uid) as { cents: number }).cents,

    /**
     * A paid renewal reaches its plan: the end moves by its days (the term grows by them too, so the service fee
     * of a full plan can be paid for them), and the renewal records the end before and after. The caller runs it
     * once, when `markPaid` changed the row; a plan that is not running any more is an impossible state.
     */
    extendPlan(row: RenewOrderRow, at: number): void {
      const before = (planEnd.get(row.plan_order_no) as { end_at: number | null } | undefined)?.end_at ?? null;
      const changed = extend.run({ ms: row.days * DAY_MS, days: row.days, orderNo: row.plan_order_no, at }).changes;
      if (before === null || changed !== 1) throw new Error(`renewal ${row.order_no}: plan ${row.plan_order_no} ended`);
      setEnds.run(before, before + row.days * DAY_MS, row.order_no);
    },
  };
}

export type RenewOrderStore = ReturnType<typeof createRenewOrderStore>;
