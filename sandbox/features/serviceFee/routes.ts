import {
  SERVICE_FEE_ERRORS,
  type ServiceFeeError,
  type ServiceFeeOrder,
  type ServiceFeePayment,
} from '../../../runtime/http/contract/serviceFee.ts';
import type { UserRow } from '../../accounts.ts';
import { transaction } from '../../db.ts';
import { CallError, type Define, ok } from '../../http.ts';
import type { FeatureDeps } from '../feature.ts';
import { syncGoldMedal } from '../invites/store.ts';
import { createMining } from '../mining/settle.ts';
import { FEE_DECIMALS, feeCents, formatMinor, USD_DECIMALS } from '../orders/money.ts';
import { createSettlement } from '../orders/settle.ts';
import { DAY_MS, FULL_PLAN } from '../orders/status.ts';
import { createOrderStore, type OrderRow, stateOf } from '../orders/store.ts';
import { createLedger, HOUSE_REVENUE, InsufficientFunds, userBalance, userPoints } from '../wallet/ledger.ts';
import { type CouponRow, couponUsable, createWalletStore } from '../wallet/store.ts';

const usd = (cents: number) => formatMinor(cents, USD_DECIMALS);
const iso = (ms: number) => new Date(ms).toISOString();

/** A refusal of SERVICE_FEE_ERRORS: 200 with the status in the envelope, as business refusals are (decision 020). */
function refuse(status: 400 | 403 | 404 | 409, error: ServiceFeeError): CallError {
  return new CallError(200, status, SERVICE_FEE_ERRORS[error]);
}

/** Where an order's service fee stands at `at`: the days already covered and how many more it takes. */
function coverage(row: OrderRow, at: number) {
  const state = stateOf(row, at);
  const startAt = row.start_at ?? 0;
  const endAt = row.end_at ?? 0;
  const daysRun = at < startAt ? 0 : Math.floor((Math.min(at, endAt) - startAt) / DAY_MS);
  // A suspended plan stood still: those days are neither charged nor compensated, so new days count from today.
  const covered = Math.min(row.duration_days, Math.max(row.service_fee_paid_days, daysRun));
  const live = state.status === 'running' || state.status === 'pendingStart';
  const payable = row.goods_type === FULL_PLAN && live;
  return { state, covered, maxDays: payable ? row.duration_days - covered : 0, startAt, endAt };
}

const thHundredths = (row: OrderRow) => Math.round(row.hashrate_th * 100);
const daysCents = (row: OrderRow, days: number) => feeCents(thHundredths(row), row.service_fee_per_th_day, days);

/** The service-fee calls (contract: runtime/http/contract/serviceFee.ts). Every write is one SQLite transaction. */
export function serviceFeeRoutes(define: Define, { db, now }: FeatureDeps): void {
  const orders = createOrderStore(db);
  const ledger = createLedger(db);
  const settlement = createSettlement(db);
  const mining = createMining(db);
  /** Dead unpaid orders settled, and every mining day before now (a suspended day stays unpaid and uncompensated). */
  const settle = (uid: number, at: number) => {
    settlement.settleUser(uid, at);
    mining.settleUser(uid, at);
  };
  const paymentBefore = db.prepare('SELECT * FROM service_fee_payments WHERE uid = ? AND request_id = ?');
  const paymentsOf = db.prepare('SELECT * FROM service_fee_payments WHERE uid = ? ORDER BY at DESC, rowid DESC');
  const itemsOf = db.prepare('SELECT * FROM service_fee_items WHERE payment_no = ? ORDER BY rowid');
  const countPayments = db.prepare('SELECT COUNT(*) AS n FROM service_fee_payments');
  const insertPayment = db.prepare(
    `INSERT INTO service_fee_payments (payment_no, uid, request_id, pay_method, total_cents, coupon_cents, at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const wallet = createWalletStore(db);
  /** The usable service-fee coupon that runs out first: the one a payment uses. */
  const feeCoupon = (uid: number, at: number): CouponRow | undefined =>
    wallet.coupons(uid).find((row) => row.kind === 'serviceFee' && couponUsable(row, at));
  const insertItem = db.prepare(
    'INSERT INTO service_fee_items (payment_no, order_no, days, amount_cents) VALUES (?, ?, ?, ?)',
  );
  const setPaidDays = db.prepare(
    'UPDATE orders SET service_fee_paid_days = ? WHERE order_no = ? AND service_fee_paid_days = ?',
  );

  const signedIn = (user: UserRow | undefined): UserRow => {
    if (!user) throw new CallError(401, 401, 'login required');
    return user;
  };

  function toOrder(row: OrderRow, at: number): ServiceFeeOrder {
    const { state, covered, maxDays, startAt, endAt } = coverage(row, at);
    const fullyCovered = covered >= row.duration_days;
    return {
      orderNo: row.order_no,
      goodsName: row.goods_name,
      status: state.status,
      suspended: state.suspended,
      hashrateTh: formatMinor(thHundredths(row), 2),
      serviceFeePerThDayUsd: formatMinor(row.service_fee_per_th_day, FEE_DECIMALS),
      perDayUsd: usd(daysCents(row, 1)),
      daysLeft: state.serviceFeeDaysLeft ?? 0,
      maxDays,
      endAt: iso(endAt),
      paidUntil: fullyCovered ? null : iso(startAt + covered * DAY_MS),
    };
  }

  function toPayment(row: {
    payment_no: string;
    pay_method: 'balance' | 'points';
    total_cents: number;
    coupon_cents: number;
    at: number;
  }): ServiceFeePayment {
    const items = itemsOf.all(row.payment_no) as unknown as { order_no: string; days: number; amount_cents: number }[];
    return {
      paymentNo: row.payment_no,
      payMethod: row.pay_method,
      totalUsd: usd(row.total_cents),
      couponUsd: usd(row.coupon_cents),
      items: items.map((item) => ({ orderNo: item.order_no, days: item.days, amountUsd: usd(item.amount_cents) })),
      at: iso(row.at),
    };
  }

  define('serviceFeeInfo', ({ orderNos }, ctx) => {
    const user = signedIn(ctx.user);
    const at = now();
    settle(user.uid, at);
    const wanted = orderNos
      ?.split(',')
      .map((no) => no.trim())
      .filter(Boolean);
    // A service-fee reward the invite programme has earned by now is issued before it is offered.
    syncGoldMedal(db, user.uid, at);
    const rows = orders.ofUser(user.uid).filter((row) => coverage(row, at).maxDays > 0);
    const chosen = wanted?.length ? rows.filter((row) => wanted.includes(row.order_no)) : rows;
    return ok({
      // Oldest end first: the plans closest to running out of days lead.
      orders: chosen
        .map((row) => toOrder(row, at))
        .sort((a, b) => (a.paidUntil ?? '').localeCompare(b.paidUntil ?? '')),
      coupon: (() => {
        const row = feeCoupon(user.uid, at);
        return row
          ? {
              couponId: row.coupon_id,
              name: row.name,
              amountUsd: usd(row.amount_cents),
              minSpendUsd: usd(row.min_spend_cents),
              expireAt: iso(row.expire_at),
            }
          : null;
      })(),
      balanceUsd: usd(Math.max(0, ledger.balance(userBalance(user.uid)))),
      pointsBalance: usd(Math.max(0, ledger.balance(userPoints(user.uid)))),
      fundPasswordSet: Boolean(user.fund_password_hash),
    });
  });

  define('serviceFeePay', ({ items, payMethod, requestId, couponId }, ctx) => {
    // The gate let this through only with a passed fund-password task (ALWAYS_VERIFIED in challenges.ts).
    const user = signedIn(ctx.user);
    const at = now();
    return transaction(db, () => {
      const before = paymentBefore.get(user.uid, requestId) as Parameters<typeof toPayment>[0] | undefined;
      if (before) {
        const same = toPayment(before);
        const asked = items.map((item) => `${item.orderNo}:${item.days}`).join();
        if (same.payMethod !== payMethod || same.items.map((i) => `${i.orderNo}:${i.days}`).join() !== asked) {
          throw new CallError(400, 400, 'requestId: used for another payment');
        }
        return ok(same);
      }
      if (new Set(items.map((item) => item.orderNo)).size !== items.length) throw refuse(400, 'duplicate');
      settle(user.uid, at);
      const lines = items.map(({ orderNo, days }) => {
        const row = orders.one(user.uid, orderNo);
        if (!row) throw refuse(404, 'notFound');
        const { covered, maxDays } = coverage(row, at);
        if (maxDays <= 0) throw refuse(409, 'notPayable');
        if (days > maxDays) throw refuse(400, 'days');
        return { row, days, covered, cents: daysCents(row, days) };
      });
      const feeCentsDue = lines.reduce((sum, line) => sum + line.cents, 0);
      const paymentNo = `S${iso(at).slice(0, 10).replaceAll('-', '')}${String(Number((countPayments.get() as { n: number }).n) + 1).padStart(6, '0')}`;
      // The coupon the page offered: the account's own, a service-fee one, unused, unexpired, its minimum reached.
      let couponCents = 0;
      if (couponId !== undefined) {
        const coupon = wallet.coupon(couponId);
        const applies =
          coupon?.uid === user.uid &&
          coupon.kind === 'serviceFee' &&
          couponUsable(coupon, at) &&
          feeCentsDue >= coupon.min_spend_cents;
        if (!applies || !wallet.spendCoupon(couponId, paymentNo, at)) throw refuse(400, 'coupon');
        couponCents = Math.min(coupon.amount_cents, feeCentsDue);
      }
      const totalCents = feeCentsDue - couponCents;
      const account = payMethod === 'balance' ? userBalance(user.uid) : userPoints(user.uid);
      if (totalCents > 0) {
        try {
          ledger.post('payment', paymentNo, at, [
            { account, amountCents: -totalCents },
            { account: HOUSE_REVENUE, amountCents: totalCents },
          ]);
        } catch (error) {
          if (error instanceof InsufficientFunds) throw refuse(400, payMethod === 'balance' ? 'balance' : 'points');
          throw error;
        }
      }
      insertPayment.run(paymentNo, user.uid, requestId, payMethod, totalCents, couponCents, at);
      for (const line of lines) {
        // From what is covered (a suspended plan's idle days left out), guarded against a concurrent change.
        const changed = setPaidDays.run(line.covered + line.days, line.row.order_no, line.row.service_fee_paid_days);
        if (changed.changes !== 1) throw new CallError(409, 409, 'the order changed meanwhile: try again');
        insertItem.run(paymentNo, line.row.order_no, line.days, line.cents);
      }
      return ok(
        toPayment({
          payment_no: paymentNo,
          pay_method: payMethod,
          total_cents: totalCents,
          coupon_cents: couponCents,
          at,
        }),
      );
    });
  });

  define('serviceFeeRecords', (_input, ctx) => {
    const user = signedIn(ctx.user);
    const rows = paymentsOf.all(user.uid) as unknown as Parameters<typeof toPayment>[0][];
    return ok({ payments: rows.map(toPayment) });
  });
}
