import { createHash } from 'node:crypto';
import { settledDaySats, usdCentsOfSats } from '../../../runtime/domain/mining.ts';
import { AUTO_DEDUCT_RULE } from '../../../runtime/http/contract/loyalty.ts';
import { PAYOUT_THRESHOLD_SATS } from '../../../runtime/http/contract/pool.ts';
import { atomically, type Database } from '../../db.ts';
import { createPayoutHold } from '../changeAddress/hold.ts';
import { createLoanBook, NOT_PLEDGED } from '../loans/book.ts';
import { feeCents, formatMinor } from '../orders/money.ts';
import { FULL_PLAN } from '../orders/status.ts';
import type { OrderRow } from '../orders/store.ts';
import { createWithholding } from '../renew/withhold.ts';
import {
  createLedger,
  HOUSE_MINING,
  HOUSE_REVENUE,
  InsufficientFunds,
  userBalance,
  userPoints,
} from '../wallet/ledger.ts';
import { createWalletStore } from '../wallet/store.ts';
import { DAY_MS, dayOf, dayStart, seriesDay, uptimeBp } from './network.ts';

/**
 * The daily settlement of plan orders, lazily from the sandbox clock: whoever reads a user's mining figures
 * settles every complete UTC day up to now first, day by day in order, each order-day exactly once (the
 * primary key of `mining_days`). For each day and each order running that day:
 * - first, a full plan with electricity withholding on and no prepaid service-fee day left pays the day's fee from
 *   the day's output, when it covers it, at that day's BTC price (renew/withhold.ts): the day credits the rest;
 * - a full plan with auto-deduct on and fewer than 3 paid service-fee days left at the day's start buys 3 more
 *   (at most to the plan's end) from the account's points, recorded as a service-fee payment like one the
 *   customer makes, once per order-day; without enough points nothing is charged;
 * - then a full plan whose service-fee loan is on, still short of 3 days, has them paid by the loan (loans/book.ts);
 * - a full plan whose prepaid service-fee days are used up is suspended: it earns nothing, and the day is
 *   not compensated;
 * - otherwise it earns TH × output per TH × (1 − pool fee) × uptime in whole satoshis (settledDaySats); an
 *   outage day (uptime below 100%) is compensated: the plan ends a day later, and a full plan gets the day's
 *   service fee back as one more paid day (so the derived status in orders/status.ts follows both).
 * After the day, the unpaid output of the account is paid to its BTC wallet once it is above the threshold
 * (0.005 BTC): a payout sent at 00:00 UTC with a deterministic TXID, confirmed 2 hours later, when its ledger
 * transaction (`house:mining` → the user's BTC balance) is posted. For 72 hours after a payout-address change
 * (changeAddress/hold.ts) no payout is sent: the output accumulates and goes with the first payout after the hold.
 * Output held as a loan's collateral (loans/book.ts, `NOT_PLEDGED`) stays unpaid until the loan releases it.
 */
export const PAYOUT_CONFIRM_MS = 2 * 3_600_000;
export const PAYOUT_THRESHOLD = PAYOUT_THRESHOLD_SATS;

export interface MiningDayRow {
  order_no: string;
  day: number;
  uid: number;
  th_hundredths: number;
  uptime_bp: number;
  pool_fee_bp: number;
  state: 'mining' | 'outage' | 'suspended';
  sats: number;
  usd_cents: number;
  payout_id: number | null;
  settled_at: number;
}

export interface PayoutRow {
  id: number;
  uid: number;
  through_day: number;
  sats: number;
  txid: string;
  address: string;
  sent_at: number;
  confirmed_at: number;
  ledger_tx: string | null;
}

/** The TXID of a user's payout after a settled day: the same in every run. */
export function payoutTxid(uid: number, throughDay: number): string {
  return createHash('sha256').update(`sandbox mining payout ${uid} ${throughDay}`).digest('hex');
}

/** The TH of an order as a decimal string, exact (hundredths of a TH). */
export const thOf = (thHundredths: number) => formatMinor(thHundredths, 2);

/** What an order earns on a day it is not suspended: the output, its USD worth, the uptime. */
export function dayOutput(day: number, thHundredths: number, poolFeeBp: number, minerModel: string) {
  const network = seriesDay(day);
  const uptime = uptimeBp(day, minerModel);
  const sats = settledDaySats(network, thOf(thHundredths), poolFeeBp, uptime);
  return { sats, usdCents: usdCentsOfSats(sats, network.btcPriceUsd), uptime, network };
}

export function createMining(db: Database) {
  const ledger = createLedger(db);
  const wallet = createWalletStore(db);
  const hold = createPayoutHold(db);
  const loans = createLoanBook(db);
  const withholding = createWithholding(db);
  const paidOrders = db.prepare('SELECT * FROM orders WHERE uid = ? AND paid_at IS NOT NULL AND start_at IS NOT NULL');
  const lastDays = db.prepare('SELECT order_no, MAX(day) AS last FROM mining_days WHERE uid = ? GROUP BY order_no');
  const insertDay = db.prepare(
    `INSERT INTO mining_days (order_no, day, uid, th_hundredths, uptime_bp, pool_fee_bp, state, sats, usd_cents, settled_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
  );
  const extend = db.prepare(
    `UPDATE orders SET end_at = end_at + ${DAY_MS},
       service_fee_paid_days = service_fee_paid_days + (CASE WHEN goods_type = ${FULL_PLAN} THEN 1 ELSE 0 END)
     WHERE order_no = ?`,
  );
  const unpaidThrough = db.prepare(
    `SELECT COALESCE(SUM(sats), 0) AS sats FROM mining_days WHERE uid = ? AND payout_id IS NULL AND sats > 0 AND day <= ?
     AND ${NOT_PLEDGED}`,
  );
  const insertPayout = db.prepare(
    `INSERT INTO mining_payouts (uid, through_day, sats, txid, address, sent_at, confirmed_at)
     VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
  );
  const payoutOf = db.prepare('SELECT * FROM mining_payouts WHERE uid = ? AND through_day = ?');
  const markPaid = db.prepare(
    `UPDATE mining_days SET payout_id = ? WHERE uid = ? AND payout_id IS NULL AND sats > 0 AND day <= ?
     AND ${NOT_PLEDGED}`,
  );
  const toConfirm = db.prepare(
    'SELECT * FROM mining_payouts WHERE uid = ? AND ledger_tx IS NULL AND confirmed_at <= ? ORDER BY id',
  );
  const setLedgerTx = db.prepare('UPDATE mining_payouts SET ledger_tx = ? WHERE id = ? AND ledger_tx IS NULL');
  const orphans = db.prepare(
    `DELETE FROM mining_days WHERE uid = ? AND payout_id IS NULL
       AND order_no NOT IN (SELECT order_no FROM orders WHERE uid = ?)`,
  );
  const autoPaymentBefore = db.prepare('SELECT 1 FROM service_fee_payments WHERE uid = ? AND request_id = ?');
  const countPayments = db.prepare('SELECT COUNT(*) AS n FROM service_fee_payments');
  const insertPayment = db.prepare(
    `INSERT INTO service_fee_payments (payment_no, uid, request_id, pay_method, total_cents, at)
     VALUES (?, ?, ?, 'points', ?, ?)`,
  );
  const insertPaymentItem = db.prepare(
    'INSERT INTO service_fee_items (payment_no, order_no, days, amount_cents) VALUES (?, ?, ?, ?)',
  );
  const setPaidDays = db.prepare('UPDATE orders SET service_fee_paid_days = ? WHERE order_no = ?');
  const usersWithOrders = db.prepare('SELECT DISTINCT uid FROM orders WHERE paid_at IS NOT NULL');
  const daysOf = db.prepare('SELECT * FROM mining_days WHERE uid = ? ORDER BY day, order_no');
  const payoutsOf = db.prepare('SELECT * FROM mining_payouts WHERE uid = ? ORDER BY through_day');

  function payoutAddress(uid: number, orders: OrderRow[]): string {
    const saved = wallet.addresses(uid, 'BTC')[0]?.address;
    if (saved) return saved;
    const newest = [...orders].sort((a, b) => b.created_at - a.created_at)[0];
    return newest?.payout_address ?? 'unknown';
  }

  /** Pays the unpaid output through `day` once it is above the threshold; at most one payout per user-day. */
  function payoutAfter(uid: number, day: number, orders: OrderRow[]): void {
    const unpaid = (unpaidThrough.get(uid, day) as { sats: number }).sats;
    if (unpaid <= PAYOUT_THRESHOLD) return;
    const sentAt = dayStart(day + 1);
    // Held after a payout-address change: the output waits for the first payout after the hold.
    if (hold.heldUntil(uid, sentAt) !== null) return;
    // A day already paid (days settled late, for an order placed with a past start) leaves its rows to the next payout.
    const inserted = insertPayout.run(
      uid,
      day,
      unpaid,
      payoutTxid(uid, day),
      payoutAddress(uid, orders),
      sentAt,
      sentAt + PAYOUT_CONFIRM_MS,
    );
    if (inserted.changes !== 1) return;
    const payout = payoutOf.get(uid, day) as unknown as PayoutRow;
    markPaid.run(payout.id, uid, day);
  }

  /** Posts the ledger credit of every payout confirmed by `now`, at its confirmation time, once. */
  function confirmPayouts(uid: number, now: number): void {
    for (const payout of toConfirm.all(uid, now) as unknown as PayoutRow[]) {
      const txId = ledger.post('payout', payout.txid, payout.confirmed_at, [
        { account: HOUSE_MINING, amountCents: -payout.sats, coin: 'BTC' },
        { account: userBalance(uid), amountCents: payout.sats, coin: 'BTC' },
      ]);
      setLedgerTx.run(txId ?? null, payout.id);
    }
  }

  /** Settles every complete UTC day before `now` for the user's orders, then confirms due payouts. */
  function settleUser(uid: number, now: number): void {
    const today = dayOf(now);
    atomically(db, () => {
      orphans.run(uid, uid);
      const orders = paidOrders.all(uid) as unknown as OrderRow[];
      const last = new Map(
        (lastDays.all(uid) as Array<{ order_no: string; last: number }>).map((row) => [row.order_no, row.last]),
      );
      // The next day to settle of each order (its days are settled in order, so they are contiguous).
      const next = new Map<string, number>();
      for (const order of orders) {
        const start = dayOf(order.start_at ?? 0);
        next.set(order.order_no, Math.max(start, (last.get(order.order_no) ?? start - 1) + 1));
      }
      // Orders with a complete day left to settle (an order fully settled has its next day at its end).
      const live = orders.filter((order) => {
        const day = next.get(order.order_no) ?? today;
        return day < today && day < dayOf(order.end_at ?? 0);
      });
      if (live.length > 0) {
        const first = Math.min(...live.map((order) => next.get(order.order_no) ?? today));
        for (let day = first; day < today; day++) {
          let settled = false;
          for (const order of live) {
            if (next.get(order.order_no) !== day) continue;
            // end_at moves as outage days are compensated: read it from the row kept up to date below.
            if (day >= dayOf(order.end_at ?? 0)) continue;
            settleDay(order, day, now);
            next.set(order.order_no, day + 1);
            settled = true;
          }
          if (settled) payoutAfter(uid, day, orders);
        }
      }
      confirmPayouts(uid, now);
    });
  }

  /**
   * Auto-deduct at the start of a full plan's day (index from its start): fewer than the rule's days left
   * (a suspended plan has none: its idle days are not charged), so the rule's days, at most to the plan's end,
   * are paid from points at 00:00 UTC. Keyed by order and day, so a day settled twice never pays twice.
   */
  function autoDeduct(order: OrderRow, index: number, day: number, thHundredths: number): void {
    const covered = Math.max(order.service_fee_paid_days, index);
    if (covered - index >= AUTO_DEDUCT_RULE.thresholdDays) return;
    const days = Math.min(AUTO_DEDUCT_RULE.chargeDays, order.duration_days - covered);
    if (days <= 0) return;
    const requestId = `auto-deduct:${order.order_no}:${day}`;
    if (autoPaymentBefore.get(order.uid, requestId)) return;
    const cents = feeCents(thHundredths, order.service_fee_per_th_day, days);
    const at = dayStart(day);
    const paymentNo = `S${new Date(at).toISOString().slice(0, 10).replaceAll('-', '')}${String(Number((countPayments.get() as { n: number }).n) + 1).padStart(6, '0')}`;
    try {
      ledger.post('payment', paymentNo, at, [
        { account: userPoints(order.uid), amountCents: -cents },
        { account: HOUSE_REVENUE, amountCents: cents },
      ]);
    } catch (error) {
      // Not enough points: nothing is charged and the plan runs out as it would without auto-deduct.
      if (error instanceof InsufficientFunds) return;
      throw error;
    }
    insertPayment.run(paymentNo, order.uid, requestId, cents, at);
    insertPaymentItem.run(paymentNo, order.order_no, days, cents);
    setPaidDays.run(covered + days, order.order_no);
    order.service_fee_paid_days = covered + days;
  }

  /** One order's day; an outage day extends the order (in the row passed too, so the loop sees it). */
  function settleDay(order: OrderRow, day: number, now: number): void {
    const index = day - dayOf(order.start_at ?? 0);
    const full = order.goods_type === FULL_PLAN;
    const thHundredths = Math.round(order.hashrate_th * 100);
    // Electricity withholding first (renew/withhold.ts): with no prepaid day left, the day's fee comes off its output.
    const dayGross = () => dayOutput(day, thHundredths, order.pool_fee_bp, order.miner_model).sats;
    const withheldSats = full ? withholding.settleDay(order, index, day, thHundredths, dayGross, now) : 0;
    if (full && order.auto_deduct === 1) autoDeduct(order, index, day, thHundredths);
    if (full) loans.startDay(order, index, day, thHundredths);
    if (full && index >= order.service_fee_paid_days) {
      insertDay.run(order.order_no, day, order.uid, thHundredths, 0, order.pool_fee_bp, 'suspended', 0, 0, now);
      return;
    }
    const output = dayOutput(day, thHundredths, order.pool_fee_bp, order.miner_model);
    const outage = output.uptime < 10_000;
    const inserted = insertDay.run(
      order.order_no,
      day,
      order.uid,
      thHundredths,
      output.uptime,
      order.pool_fee_bp,
      outage ? 'outage' : 'mining',
      output.sats - withheldSats,
      withheldSats === 0 ? output.usdCents : usdCentsOfSats(output.sats - withheldSats, output.network.btcPriceUsd),
      now,
    );
    if (full && inserted.changes === 1) loans.endDay(order, day);
    if (outage && inserted.changes === 1) {
      extend.run(order.order_no);
      order.end_at = (order.end_at ?? 0) + DAY_MS;
      if (full) order.service_fee_paid_days += 1;
    }
  }

  return {
    settleUser,
    /** Every user with a paid order (the dev fixture that moves the clock settles everyone). */
    settleAll(now: number): number {
      const uids = (usersWithOrders.all() as Array<{ uid: number }>).map((row) => row.uid);
      for (const uid of uids) settleUser(uid, now);
      return uids.length;
    },
    days: (uid: number) => daysOf.all(uid) as unknown as MiningDayRow[],
    payouts: (uid: number) => payoutsOf.all(uid) as unknown as PayoutRow[],
    walletSats: (uid: number) => ledger.balance(userBalance(uid), 'BTC'),
  };
}

export type Mining = ReturnType<typeof createMining>;
