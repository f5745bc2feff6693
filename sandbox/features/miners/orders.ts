import { minerOrderPrice } from '../../../runtime/domain/minerCheckout.ts';
import type { Database } from '../../db.ts';

/** A miner order's number: M, the UTC day it was placed, the row id (plan orders start with P). */
export const MINER_ORDER_PREFIX = 'M';

/** The batch columns an order snapshots and checks (miner_sale_batches joined with its model's name). */
export interface BatchTerms {
  id: string;
  model_id: string;
  model_name: string;
  condition: string;
  hashrate_th: number;
  power_w: number;
  unit_price_cents: number;
  pool: string;
  site: string;
  electricity_e4: number;
  electricity_billing: string;
  management_fee_rule: string;
  management_fee_bp: number;
  warranty_months: number;
  min_quantity: number;
  max_quantity: number;
  stock: number;
  payment_deadline: number;
  estimated_start: number;
}

export interface MinerOrderRow {
  id: number;
  order_no: string;
  uid: number;
  batch_id: string;
  model_id: string;
  model_name: string;
  condition: 'new' | 'refurbished';
  quantity: number;
  hashrate_th: number;
  power_w: number;
  unit_price_cents: number;
  pool: string;
  site: string;
  electricity_e4: number;
  electricity_billing: 'prepaidMonthly' | 'deductedDaily';
  management_fee_rule: 'afterPayback' | 'fromStart';
  management_fee_bp: number;
  warranty_months: number;
  estimated_start: number;
  payment_deadline: number;
  payout_address: string;
  miners_cents: number;
  electricity_cents: number;
  total_cents: number;
  pay_method: 'balance' | 'points' | 'crypto' | null;
  pay_coin: string | null;
  created_at: number;
  pay_expire_at: number;
  paid_at: number | null;
  cancelled_at: number | null;
  cancel_reason: 'user' | null;
}

/** The price of `quantity` miners of a batch (runtime/domain/minerCheckout.ts). */
export const batchPrice = (batch: BatchTerms, quantity: number) =>
  minerOrderPrice({
    unitPriceCents: batch.unit_price_cents,
    quantity,
    powerW: batch.power_w,
    electricityE4: batch.electricity_e4,
    prepaidElectricity: batch.electricity_billing === 'prepaidMonthly',
  });

/** Miner orders: placing one, reading them, and the conditional updates that pay, cancel and take stock. */
export function createMinerOrderStore(db: Database) {
  const batchById = db.prepare(
    'SELECT b.*, m.name AS model_name FROM miner_sale_batches b JOIN miner_models m ON m.id = b.model_id WHERE b.id = ?',
  );
  const lastId = db.prepare("SELECT seq FROM sqlite_sequence WHERE name = 'miner_orders'");
  const insert = db.prepare(
    `INSERT INTO miner_orders (id, order_no, uid, batch_id, model_id, model_name, condition, quantity, hashrate_th,
       power_w, unit_price_cents, pool, site, electricity_e4, electricity_billing, management_fee_rule,
       management_fee_bp, warranty_months, estimated_start, payment_deadline, payout_address, miners_cents,
       electricity_cents, total_cents, created_at, pay_expire_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const byNo = db.prepare('SELECT * FROM miner_orders WHERE order_no = ?');
  const ofUser = db.prepare('SELECT * FROM miner_orders WHERE uid = ? ORDER BY created_at DESC, id DESC');
  // Only an order unpaid and alive at `at` is paid or cancelled, so racing callers cannot both.
  const markPaid = db.prepare(
    `UPDATE miner_orders SET paid_at = :at, pay_method = :method, pay_coin = :coin
     WHERE order_no = :orderNo AND paid_at IS NULL AND cancelled_at IS NULL AND pay_expire_at > :at`,
  );
  const cancel = db.prepare(
    `UPDATE miner_orders SET cancelled_at = :at, cancel_reason = 'user'
     WHERE order_no = :orderNo AND paid_at IS NULL AND cancelled_at IS NULL AND pay_expire_at > :at`,
  );
  const takeStock = db.prepare('UPDATE miner_sale_batches SET stock = stock - ? WHERE id = ? AND stock >= ?');
  const paidTotal = db.prepare(
    'SELECT COALESCE(SUM(total_cents), 0) AS cents FROM miner_orders WHERE uid = ? AND paid_at IS NOT NULL',
  );
  const dead = db.prepare(
    `SELECT order_no FROM miner_orders o
     WHERE uid = ? AND paid_at IS NULL AND (cancelled_at IS NOT NULL OR pay_expire_at <= ?)
       AND NOT EXISTS (SELECT 1 FROM order_settlements s WHERE s.order_no = o.order_no)`,
  );

  return {
    batch: (id: string) => batchById.get(id) as BatchTerms | undefined,

    /** Stores an unpaid order; its validity ends `payWindowMs` after `at`, or at the batch's deadline if earlier. */
    place(order: {
      uid: number;
      batch: BatchTerms;
      quantity: number;
      payoutAddress: string;
      at: number;
      payWindowMs: number;
    }) {
      const { batch, quantity, at } = order;
      const price = batchPrice(batch, quantity);
      const id = ((lastId.get() as { seq: number } | undefined)?.seq ?? 0) + 1;
      const orderNo = `${MINER_ORDER_PREFIX}${new Date(at).toISOString().slice(0, 10).replaceAll('-', '')}${String(id).padStart(6, '0')}`;
      insert.run(
        id,
        orderNo,
        order.uid,
        batch.id,
        batch.model_id,
        batch.model_name,
        batch.condition,
        quantity,
        batch.hashrate_th,
        batch.power_w,
        batch.unit_price_cents,
        batch.pool,
        batch.site,
        batch.electricity_e4,
        batch.electricity_billing,
        batch.management_fee_rule,
        batch.management_fee_bp,
        batch.warranty_months,
        batch.estimated_start,
        batch.payment_deadline,
        order.payoutAddress,
        price.minersCents,
        price.electricityCents,
        price.totalCents,
        at,
        Math.min(at + order.payWindowMs, batch.payment_deadline),
      );
      return orderNo;
    },
    byNo: (orderNo: string) => byNo.get(orderNo) as MinerOrderRow | undefined,
    ofUser: (uid: number) => ofUser.all(uid) as unknown as MinerOrderRow[],
    markPaid: (row: MinerOrderRow, at: number, method: string, coin: string | null) =>
      markPaid.run({ at, method, coin, orderNo: row.order_no }).changes === 1,
    cancel: (orderNo: string, at: number) => cancel.run({ at, orderNo }).changes === 1,
    /** The batch's stock goes down by the order's quantity, once, when it is paid; false if too little is left. */
    takeStock: (row: MinerOrderRow) => takeStock.run(row.quantity, row.batch_id, row.quantity).changes === 1,
    paidTotalCents: (uid: number) => (paidTotal.get(uid) as { cents: number }).cents,
    /** Unpaid orders of the user that died (expired or cancelled) and are not settled yet. */
    deadUnsettled: (uid: number, at: number) =>
      (dead.all(uid, at) as Array<{ order_no: string }>).map((r) => r.order_no),
  };
}

export type MinerOrderStore = ReturnType<typeof createMinerOrderStore>;
