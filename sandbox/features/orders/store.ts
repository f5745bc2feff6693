import type { OrderDetail, OrderSummary, PaymentRecord } from '../../../runtime/http/contract/orders.ts';
import type { Database } from '../../db.ts';
import { FEE_DECIMALS, formatMinor, orderPrice, toMinor, USD_DECIMALS } from './money.ts';
import { DAY_MS, FULL_PLAN, type OrderState, orderState, PAY_WINDOW_MS, startAfterPayment } from './status.ts';

export type Pool = 'Antpool' | 'F2Pool';
export type PayMethod = 'balance' | 'points' | 'crypto';

/** Pool fee of the output, in hundredths of a percent, as the pools charged when the order was placed. */
export const POOL_FEE_BP: Record<Pool, number> = { Antpool: 250, F2Pool: 300 };

/** The goods columns an order snapshots (fees are USD per TH per day). */
export interface GoodsRow {
  goods_id: string;
  goods_name: string;
  goods_type: number;
  currency: string;
  miner_model: string;
  hashrate_th: number;
  duration_days: number;
  hashrate_fee: number;
  service_fee_per_th_day: number;
  efficiency_jt: number;
  pool: string;
}

export interface OrderRow {
  id: number;
  order_no: string;
  uid: number;
  goods_id: string;
  goods_name: string;
  goods_type: number;
  miner_model: string;
  efficiency_jt: number;
  duration_days: number;
  currency: string;
  quantity: number;
  hashrate_th: number;
  pool: Pool;
  pool_fee_bp: number;
  payout_address: string;
  hashrate_fee_cents: number;
  service_fee_cents: number;
  service_fee_per_th_day: number;
  service_fee_paid_days: number;
  discount_cents: number;
  coupon_cents: number;
  points_cents: number;
  total_cents: number;
  pay_method: PayMethod | null;
  pay_coin: string | null;
  auto_deduct: number;
  created_at: number;
  pay_expire_at: number;
  paid_at: number | null;
  start_at: number | null;
  end_at: number | null;
  cancelled_at: number | null;
  cancel_reason: 'user' | null;
}

/** An order to store: the times say which state it is in at any clock. */
export interface PlaceOrder {
  uid: number;
  goods: GoodsRow;
  quantity: number;
  payoutAddress: string;
  /** Defaults to the plan's pool. */
  pool?: Pool;
  /** Prepaid service-fee days; full plans only (all-inclusive plans store 0). */
  serviceFeeDays?: number;
  /** The invited friend's discount, percent off the hashrate fee. */
  discountPercent?: number;
  couponCents?: number;
  pointsCents?: number;
  createdAt: number;
  /** How long it may stay unpaid: checkout orders have a short window, seeded and fixture ones 24 h. */
  payWindowMs?: number;
  /** Within the pay window after createdAt; the plan then starts at 00:00 UTC the next day. */
  paidAt?: number;
  payMethod?: PayMethod;
  payCoin?: string;
  /** Cancelled by the user (an unpaid order). */
  cancelledAt?: number;
  autoDeduct?: boolean;
}

export function createOrderStore(db: Database) {
  const goodsById = db.prepare('SELECT * FROM goods WHERE goods_id = ?');
  const lastId = db.prepare("SELECT seq FROM sqlite_sequence WHERE name = 'orders'");
  const insert = db.prepare(
    `INSERT INTO orders (id, order_no, uid, goods_id, goods_name, goods_type, miner_model, efficiency_jt, duration_days,
       currency, quantity, hashrate_th, pool, pool_fee_bp, payout_address, hashrate_fee_cents, service_fee_cents,
       service_fee_per_th_day, service_fee_paid_days, discount_cents, coupon_cents, points_cents, total_cents, pay_method,
       pay_coin, auto_deduct, created_at, pay_expire_at, paid_at, start_at, end_at, cancelled_at, cancel_reason)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const ofUser = db.prepare('SELECT * FROM orders WHERE uid = ? ORDER BY created_at DESC, id DESC');
  const byNo = db.prepare('SELECT * FROM orders WHERE uid = ? AND order_no = ?');
  const clear = db.prepare('DELETE FROM orders WHERE uid = ?');
  const anyByNo = db.prepare('SELECT * FROM orders WHERE order_no = ?');
  // Conditional updates: only an order unpaid and alive at `at` is paid or cancelled, so racing callers cannot both.
  const markPaid = db.prepare(
    `UPDATE orders SET paid_at = :at, start_at = :startAt, end_at = :endAt, pay_method = :method, pay_coin = :coin
     WHERE order_no = :orderNo AND paid_at IS NULL AND cancelled_at IS NULL AND pay_expire_at > :at`,
  );
  const cancel = db.prepare(
    `UPDATE orders SET cancelled_at = :at, cancel_reason = 'user'
     WHERE order_no = :orderNo AND paid_at IS NULL AND cancelled_at IS NULL AND pay_expire_at > :at`,
  );
  const paymentsOf = db.prepare('SELECT * FROM order_payments WHERE order_no = ? ORDER BY id');
  const paymentByTx = db.prepare('SELECT * FROM order_payments WHERE tx_id = ?');
  const insertPayment = db.prepare(
    `INSERT INTO order_payments (order_no, method, coin, network, address, amount_minor, decimals, usd_cents, tx_id, at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );

  return {
    goods: (goodsId: string) => goodsById.get(goodsId) as GoodsRow | undefined,

    /** Stores one order and returns its number; run several inside one transaction. */
    place(order: PlaceOrder): string {
      const payWindowMs = order.payWindowMs ?? PAY_WINDOW_MS;
      checkTimes(order, payWindowMs);
      const { goods } = order;
      const full = goods.goods_type === FULL_PLAN;
      const serviceFeeDays = full ? (order.serviceFeeDays ?? 0) : 0;
      const serviceFeePerThDay = full ? toMinor(goods.service_fee_per_th_day, FEE_DECIMALS) : 0;
      const thHundredths = toMinor(goods.hashrate_th, 2) * order.quantity;
      const price = orderPrice({
        thHundredths,
        hashrateFeePerThDay: toMinor(goods.hashrate_fee, FEE_DECIMALS),
        serviceFeePerThDay,
        durationDays: goods.duration_days,
        serviceFeeDays,
        discountPercent: order.discountPercent ?? 0,
        couponCents: order.couponCents ?? 0,
        pointsCents: order.pointsCents ?? 0,
      });
      const id = ((lastId.get() as { seq: number } | undefined)?.seq ?? 0) + 1;
      const orderNo = `P${new Date(order.createdAt).toISOString().slice(0, 10).replaceAll('-', '')}${String(id).padStart(6, '0')}`;
      const pool = order.pool ?? (goods.pool as Pool);
      const paidAt = order.paidAt ?? null;
      const startAt = paidAt === null ? null : startAfterPayment(paidAt);
      insert.run(
        id,
        orderNo,
        order.uid,
        goods.goods_id,
        goods.goods_name,
        goods.goods_type,
        goods.miner_model,
        goods.efficiency_jt,
        goods.duration_days,
        goods.currency,
        order.quantity,
        thHundredths / 100,
        pool,
        POOL_FEE_BP[pool],
        order.payoutAddress,
        price.hashrateFeeCents,
        price.serviceFeeCents,
        serviceFeePerThDay,
        serviceFeeDays,
        price.discountCents,
        price.couponCents,
        price.pointsCents,
        price.totalCents,
        paidAt === null ? null : (order.payMethod ?? 'balance'),
        paidAt === null ? null : (order.payCoin ?? (order.payMethod === 'crypto' ? 'USDT' : null)),
        order.autoDeduct ? 1 : 0,
        order.createdAt,
        order.createdAt + payWindowMs,
        paidAt,
        startAt,
        startAt === null ? null : startAt + goods.duration_days * DAY_MS,
        order.cancelledAt ?? null,
        order.cancelledAt === undefined ? null : 'user',
      );
      return orderNo;
    },

    /** Newest first. */
    ofUser: (uid: number) => ofUser.all(uid) as unknown as OrderRow[],
    one: (uid: number, orderNo: string) => byNo.get(uid, orderNo) as OrderRow | undefined,
    clear: (uid: number) => Number(clear.run(uid).changes),
    /** Any user's order: the chain finds the order of an address. */
    byNo: (orderNo: string) => anyByNo.get(orderNo) as OrderRow | undefined,

    /** Marks an unpaid, live order paid at `at` (it starts at 00:00 UTC the next day); false if it was not. */
    markPaid(row: OrderRow, at: number, method: PayMethod, coin: string | null): boolean {
      const startAt = startAfterPayment(at);
      const endAt = startAt + row.duration_days * DAY_MS;
      return markPaid.run({ at, startAt, endAt, method, coin, orderNo: row.order_no }).changes === 1;
    },
    /** The user cancels an unpaid, live order; false if it was not. */
    cancel: (orderNo: string, at: number) => cancel.run({ at, orderNo }).changes === 1,

    payments: (orderNo: string) => paymentsOf.all(orderNo) as unknown as PaymentRow[],
    paymentByTx: (txId: string) => paymentByTx.get(txId) as PaymentRow | undefined,
    addPayment(payment: Omit<PaymentRow, 'id'>): void {
      insertPayment.run(
        payment.order_no,
        payment.method,
        payment.coin,
        payment.network,
        payment.address,
        payment.amount_minor,
        payment.decimals,
        payment.usd_cents,
        payment.tx_id,
        payment.at,
      );
    },
  };
}

export type OrderStore = ReturnType<typeof createOrderStore>;

function checkTimes(order: PlaceOrder, payWindowMs: number): void {
  const { createdAt, paidAt, cancelledAt } = order;
  if (paidAt !== undefined && (paidAt < createdAt || paidAt >= createdAt + payWindowMs)) {
    throw new RangeError('an order is paid within the pay window after it was created');
  }
  if (cancelledAt !== undefined && (paidAt !== undefined || cancelledAt < createdAt)) {
    throw new RangeError('only an unpaid order can be cancelled, after it was created');
  }
}

export function stateOf(row: OrderRow, now: number): OrderState {
  return orderState(
    {
      goodsType: row.goods_type,
      durationDays: row.duration_days,
      serviceFeePaidDays: row.service_fee_paid_days,
      createdAt: row.created_at,
      payExpireAt: row.pay_expire_at,
      paidAt: row.paid_at,
      startAt: row.start_at,
      endAt: row.end_at,
      cancelledAt: row.cancelled_at,
    },
    now,
  );
}

const iso = (ms: number) => new Date(ms).toISOString();
const usd = (cents: number) => formatMinor(cents, USD_DECIMALS);

export function toSummary(row: OrderRow, state: OrderState): OrderSummary {
  const started = state.status === 'pendingStart' || state.status === 'running' || state.status === 'ended';
  return {
    orderNo: row.order_no,
    goodsId: row.goods_id,
    goodsName: row.goods_name,
    goodsType: row.goods_type,
    minerModel: row.miner_model,
    quantity: row.quantity,
    hashrateTh: row.hashrate_th,
    durationDays: row.duration_days,
    currency: row.currency,
    status: state.status,
    suspended: state.suspended,
    totalUsd: usd(row.total_cents),
    createdAt: iso(row.created_at),
    payExpireAt: state.status === 'unpaid' ? iso(row.pay_expire_at) : null,
    startAt: started && row.start_at !== null ? iso(row.start_at) : null,
    endAt: started && row.end_at !== null ? iso(row.end_at) : null,
    serviceFeeDaysLeft: state.serviceFeeDaysLeft,
  };
}

/** One amount received towards an order (order_payments). */
export interface PaymentRow {
  id: number;
  order_no: string;
  method: PayMethod;
  coin: string | null;
  network: string | null;
  address: string | null;
  amount_minor: number;
  decimals: number;
  usd_cents: number;
  tx_id: string | null;
  at: number;
}

export function toPaymentRecord(row: PaymentRow): PaymentRecord {
  return {
    method: row.method,
    coin: row.coin,
    network: row.network,
    amount: formatMinor(row.amount_minor, row.decimals),
    usd: usd(row.usd_cents),
    txId: row.tx_id,
    at: iso(row.at),
  };
}

/** What the detail shows beside the order row: its payment record and the remain funds (from the ledger). */
export interface OrderMoney {
  payments: PaymentRow[];
  remainCents: number;
}

export function toDetail(row: OrderRow, state: OrderState, money: OrderMoney): OrderDetail {
  const paid = row.pay_method !== null && state.status !== 'unpaid' && state.status !== 'cancelled';
  return {
    ...toSummary(row, state),
    efficiencyJt: row.efficiency_jt,
    pool: row.pool,
    payoutAddress: row.payout_address,
    hashrateFeeUsd: usd(row.hashrate_fee_cents),
    serviceFeeUsd: usd(row.service_fee_cents),
    serviceFeePerThDayUsd: formatMinor(row.service_fee_per_th_day, FEE_DECIMALS),
    serviceFeePaidDays: row.service_fee_paid_days,
    discountUsd: usd(row.discount_cents),
    couponUsd: usd(row.coupon_cents),
    pointsUsd: usd(row.points_cents),
    payMethod: paid ? row.pay_method : null,
    payCoin: paid ? row.pay_coin : null,
    poolFeePercent: formatMinor(row.pool_fee_bp, 2),
    autoDeduct: row.auto_deduct === 1,
    cancelReason: state.cancelReason,
    timeline: state.timeline.map(({ event, at }) => ({ event, at: iso(at) })),
    payments: money.payments.map(toPaymentRecord),
    remainUsd: usd(money.remainCents),
  };
}
