import { COUPON_ORDER_PREFIX, type MinerCouponPurchase } from '../../../runtime/http/contract/minerCoupons.ts';
import type { Database } from '../../db.ts';
import { HOUSE_REVENUE, type Leg, userBalance } from '../wallet/ledger.ts';
import { type CouponRow, createCouponStore, iso, maskTrader, usd } from './store.ts';

export { COUPON_ORDER_PREFIX };

export interface CouponOrderRow {
  id: number;
  order_no: string;
  /** The buyer. */
  uid: number;
  delegate_id: string;
  seller_uid: number;
  coupon_id: string;
  quantity: number;
  unit_price_cents: number;
  total_cents: number;
  /** The market's fee, out of the seller's proceeds (MINER_COUPON_FEE_BP). */
  fee_cents: number;
  pay_method: 'balance' | 'crypto' | null;
  pay_coin: string | null;
  created_at: number;
  pay_expire_at: number;
  paid_at: number | null;
  cancelled_at: number | null;
  request_id: string;
}

/**
 * Coupon purchase orders as the checkout's cashier takes them (decision 102's Payable, kind `minerCoupon`): placing
 * one, the conditional updates that pay and cancel it, and what a payment does beyond the money (the coupons reach
 * the buyer; the seller's proceeds less the fee reach their wallet in the payment's ledger transaction).
 */
export function createCouponOrderStore(db: Database) {
  const coupons = createCouponStore(db);
  const lastId = db.prepare("SELECT seq FROM sqlite_sequence WHERE name = 'coupon_orders'");
  const insert = db.prepare(
    `INSERT INTO coupon_orders (id, order_no, uid, delegate_id, seller_uid, coupon_id, quantity, unit_price_cents,
       total_cents, fee_cents, created_at, pay_expire_at, request_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const byNo = db.prepare('SELECT * FROM coupon_orders WHERE order_no = ?');
  const byRequest = db.prepare('SELECT * FROM coupon_orders WHERE uid = ? AND request_id = ?');
  // Only an order unpaid and alive at `at` is paid or cancelled, so racing callers cannot both.
  const markPaid = db.prepare(
    `UPDATE coupon_orders SET paid_at = :at, pay_method = :method, pay_coin = :coin
     WHERE order_no = :orderNo AND paid_at IS NULL AND cancelled_at IS NULL AND pay_expire_at > :at`,
  );
  const cancel = db.prepare(
    `UPDATE coupon_orders SET cancelled_at = :at
     WHERE order_no = :orderNo AND paid_at IS NULL AND cancelled_at IS NULL AND pay_expire_at > :at`,
  );
  const dead = db.prepare(
    `SELECT order_no FROM coupon_orders o
     WHERE uid = ? AND paid_at IS NULL AND (cancelled_at IS NOT NULL OR pay_expire_at <= ?)
       AND NOT EXISTS (SELECT 1 FROM order_settlements s WHERE s.order_no = o.order_no)`,
  );
  const unpaid = db.prepare(
    `SELECT COUNT(*) AS n FROM coupon_orders
     WHERE uid = ? AND paid_at IS NULL AND cancelled_at IS NULL AND pay_expire_at > ?`,
  );
  const contact = db.prepare('SELECT email, phone_code, phone_number FROM users WHERE uid = ?');

  return {
    /** Stores an unpaid order of a listing's coupons, reserving them until it is paid or dies (the caller checked). */
    place(order: {
      uid: number;
      delegateId: string;
      sellerUid: number;
      couponId: string;
      quantity: number;
      unitPriceCents: number;
      feeCents: number;
      at: number;
      payExpireAt: number;
      requestId: string;
    }): string {
      const id = ((lastId.get() as { seq: number } | undefined)?.seq ?? 0) + 1;
      const day = new Date(order.at).toISOString().slice(0, 10).replaceAll('-', '');
      const orderNo = `${COUPON_ORDER_PREFIX}${day}${String(id).padStart(6, '0')}`;
      insert.run(
        id,
        orderNo,
        order.uid,
        order.delegateId,
        order.sellerUid,
        order.couponId,
        order.quantity,
        order.unitPriceCents,
        order.unitPriceCents * order.quantity,
        order.feeCents,
        order.at,
        order.payExpireAt,
        order.requestId,
      );
      return orderNo;
    },
    byNo: (orderNo: string) => byNo.get(orderNo) as CouponOrderRow | undefined,
    byRequest: (uid: number, requestId: string) => byRequest.get(uid, requestId) as CouponOrderRow | undefined,
    markPaid: (row: CouponOrderRow, at: number, method: string, coin: string | null) =>
      markPaid.run({ at, method, coin, orderNo: row.order_no }).changes === 1,
    cancel: (orderNo: string, at: number) => cancel.run({ at, orderNo }).changes === 1,
    /** Unpaid orders of the user that died (expired or cancelled) and are not settled yet. */
    deadUnsettled: (uid: number, at: number) =>
      (dead.all(uid, at) as Array<{ order_no: string }>).map((r) => r.order_no),
    unpaidCount: (uid: number, at: number) => (unpaid.get(uid, at) as { n: number }).n,

    /** Where a paid order's money goes: the seller's wallet gets the price less the fee, the market the fee. */
    revenueLegs: (row: CouponOrderRow): Leg[] => [
      { account: userBalance(row.seller_uid), amountCents: row.total_cents - row.fee_cents },
      { account: HOUSE_REVENUE, amountCents: row.fee_cents },
    ],
    /** A paid order's coupons reach the buyer, and the seller's log records the sale (once: after markPaid). */
    deliver(row: CouponOrderRow, at: number): void {
      const base = { couponId: row.coupon_id, quantity: row.quantity, reference: row.order_no, at };
      coupons.addOp({ ...base, uid: row.uid, op: 'buy', change: row.quantity });
      coupons.addOp({ ...base, uid: row.seller_uid, op: 'sell', change: 0 });
    },
    /** The purchase as the cashier shows it. */
    purchaseOf(row: CouponOrderRow): MinerCouponPurchase {
      const coupon = coupons.coupon(row.coupon_id) as CouponRow;
      const seller = contact.get(row.seller_uid) as {
        email: string | null;
        phone_code: string | null;
        phone_number: string | null;
      };
      return {
        delegateId: row.delegate_id,
        couponId: row.coupon_id,
        name: coupon.name,
        issuer: coupon.issuer,
        faceValueUsd: usd(coupon.face_value_cents),
        models: JSON.parse(coupon.models) as string[],
        maxDeductionPercent: coupon.max_deduction_percent,
        expireAt: iso(coupon.expire_at),
        quantity: row.quantity,
        unitPriceUsd: usd(row.unit_price_cents),
        seller: maskTrader(seller),
      };
    },
  };
}

export type CouponOrderStore = ReturnType<typeof createCouponOrderStore>;
