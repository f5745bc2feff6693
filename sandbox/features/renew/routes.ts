import { settledDaySats } from '../../../runtime/domain/mining.ts';
import {
  DAY_MS,
  daysLeft,
  RENEW_WINDOW_DAYS,
  renewalCents,
  renewalDayOptions,
  renewOpensAt,
  renewRefusal,
} from '../../../runtime/domain/renew.ts';
import { CHECKOUT_PAY_WINDOW_MINUTES } from '../../../runtime/http/contract/checkout.ts';
import {
  ELEC_WITHHOLD_ERRORS,
  type ElecWithholdOrder,
  type ElecWithholdRecord,
  RENEW_ERRORS,
  type RenewError,
  type RenewInfo,
  type RenewOrder,
  type RenewRecord,
} from '../../../runtime/http/contract/renew.ts';
import type { UserRow } from '../../accounts.ts';
import { transaction } from '../../db.ts';
import { CallError, type Define, ok } from '../../http.ts';
import { createPayments } from '../checkout/payments.ts';
import type { FeatureDeps } from '../feature.ts';
import { dateOf, dayOf, seriesDay } from '../mining/network.ts';
import { createMining, thOf } from '../mining/settle.ts';
import { FEE_DECIMALS, feeCents, formatMinor, toMinor, USD_DECIMALS } from '../orders/money.ts';
import { FULL_PLAN } from '../orders/status.ts';
import { createOrderStore, type OrderRow, stateOf } from '../orders/store.ts';
import { createRenewOrderStore, type RenewOrderRow } from './orders.ts';
import { createWithholding } from './withhold.ts';

const PAY_WINDOW_MS = CHECKOUT_PAY_WINDOW_MINUTES * 60_000;
const usd = (cents: number) => formatMinor(cents, USD_DECIMALS);
const btc = (sats: number) => formatMinor(sats, 8);
const iso = (ms: number) => new Date(ms).toISOString();
const thHundredthsOf = (row: OrderRow) => Math.round(row.hashrate_th * 100);

/** A refusal of RENEW_ERRORS: 200 with the status in the envelope, as business refusals are (decision 020). */
function refuse(status: 400 | 404 | 409, error: RenewError): CallError {
  return new CallError(200, status, RENEW_ERRORS[error]);
}

/** The goods a renewal is priced from: the plan's goods now, with whether they are still on sale. */
interface GoodsNow {
  goods_status: number;
  duration_days: number;
  hashrate_fee: number;
}

/**
 * Renewals and electricity withholding (contract: runtime/http/contract/renew.ts; rules: runtime/domain/renew.ts).
 * A renewal needs no KYC check of its own: the account bought the plan it extends. Every write is one SQLite
 * transaction; reads settle the account's dead unpaid orders and its mining days first, so ends moved by outage
 * days and withheld days are what the pages show.
 */
export function renewRoutes(define: Define, { db, now }: FeatureDeps): void {
  const orders = createOrderStore(db);
  const renewals = createRenewOrderStore(db);
  const withholding = createWithholding(db);
  const payments = createPayments(db);
  const mining = createMining(db);
  const goodsOf = db.prepare('SELECT goods_status, duration_days, hashrate_fee FROM goods WHERE goods_id = ?');

  const signedIn = (user: UserRow | undefined): UserRow => {
    if (!user) throw new CallError(401, 401, 'login required');
    return user;
  };
  /** Dead unpaid orders (renewals too) settled, then every mining day before now. */
  const settle = (uid: number, at: number) => {
    payments.settleUser(uid, at);
    mining.settleUser(uid, at);
  };
  const goodsNow = (row: OrderRow) => goodsOf.get(row.goods_id) as GoodsNow | undefined;
  /** A renewal of the plan placed and still payable now. */
  const openRenewal = (row: OrderRow, at: number): RenewOrderRow | undefined =>
    renewals
      .ofPlan(row.order_no)
      .find((renewal) => renewal.paid_at === null && renewal.cancelled_at === null && renewal.pay_expire_at > at);

  function toRenewOrder(row: OrderRow, at: number): RenewOrder {
    const state = stateOf(row, at);
    const started = state.status === 'running' || state.status === 'ended' || state.status === 'pendingStart';
    const goods = goodsNow(row);
    const refusal = renewRefusal({
      goodsType: row.goods_type,
      goodsOnSale: goods?.goods_status === 1,
      status: state.status,
      endAt: started ? row.end_at : null,
      now: at,
    });
    const pending = openRenewal(row, at);
    return {
      orderNo: row.order_no,
      goodsId: row.goods_id,
      goodsName: row.goods_name,
      goodsType: row.goods_type,
      minerModel: row.miner_model,
      quantity: row.quantity,
      hashrateTh: row.hashrate_th,
      status: state.status,
      suspended: state.suspended,
      startAt: started && row.start_at !== null ? iso(row.start_at) : null,
      endAt: started && row.end_at !== null ? iso(row.end_at) : null,
      daysLeft: started && row.end_at !== null ? daysLeft(row.end_at, at) : 0,
      serviceFeeDaysLeft: state.serviceFeeDaysLeft,
      elecWithhold: row.goods_type === FULL_PLAN && withholding.enabled(row.order_no),
      renewable: refusal === null,
      refusal,
      opensAt: refusal === 'window' && row.end_at !== null ? iso(renewOpensAt(row.end_at)) : null,
      pendingRenewal: pending
        ? {
            renewNo: pending.order_no,
            days: pending.days,
            totalUsd: usd(pending.total_cents),
            payExpireAt: iso(pending.pay_expire_at),
          }
        : null,
    };
  }

  const toRecord = (renewal: RenewOrderRow): RenewRecord => ({
    renewNo: renewal.order_no,
    days: renewal.days,
    totalUsd: usd(renewal.total_cents),
    payMethod: renewal.pay_method ?? 'balance',
    paidAt: iso(renewal.paid_at ?? renewal.created_at),
    endBefore: iso(renewal.end_before ?? 0),
    endAfter: iso(renewal.end_after ?? 0),
  });

  define('renewList', (_input, ctx) => {
    const user = signedIn(ctx.user);
    const at = now();
    settle(user.uid, at);
    const near = orders
      .ofUser(user.uid)
      .filter((row) => {
        const state = stateOf(row, at);
        return state.status === 'running' && row.end_at !== null && daysLeft(row.end_at, at) <= RENEW_WINDOW_DAYS;
      })
      .sort((a, b) => (a.end_at ?? 0) - (b.end_at ?? 0) || a.id - b.id);
    return ok({ windowDays: RENEW_WINDOW_DAYS, orders: near.map((row) => toRenewOrder(row, at)) });
  });

  define('renewInfo', ({ orderNo }, ctx) => {
    const user = signedIn(ctx.user);
    const at = now();
    settle(user.uid, at);
    const row = orders.one(user.uid, orderNo);
    // Another user's order answers as an unknown one, so order numbers reveal nothing.
    if (!row) throw refuse(404, 'notFound');
    const base = toRenewOrder(row, at);
    const goods = goodsNow(row);
    const feePerThDay = goods ? toMinor(goods.hashrate_fee, FEE_DECIMALS) : 0;
    const th = thHundredthsOf(row);
    const full = row.goods_type === FULL_PLAN;
    const info: RenewInfo = {
      ...base,
      pool: row.pool,
      poolFeePercent: formatMinor(row.pool_fee_bp, 2),
      hashrateFeePerThDayUsd: formatMinor(feePerThDay, FEE_DECIMALS),
      serviceFeePerThDayUsd: full ? formatMinor(row.service_fee_per_th_day, FEE_DECIMALS) : null,
      serviceFeePerDayUsd: full ? usd(feeCents(th, row.service_fee_per_th_day, 1)) : null,
      options:
        base.renewable && goods && row.end_at !== null
          ? renewalDayOptions(goods.duration_days).map((days) => ({
              days,
              hashrateFeeUsd: usd(renewalCents(th, feePerThDay, days)),
              newEndAt: iso((row.end_at ?? 0) + days * DAY_MS),
            }))
          : [],
      renewals: renewals
        .ofPlan(row.order_no)
        .filter((renewal) => renewal.paid_at !== null)
        .reverse()
        .map(toRecord),
    };
    return ok(info);
  });

  define('renewCreate', ({ requestId, orderNo, days }, ctx) => {
    const user = signedIn(ctx.user);
    const at = now();
    return transaction(db, () => {
      const before = renewals.byRequest(user.uid, requestId);
      if (before) {
        if (before.plan_order_no !== orderNo || before.days !== days) {
          throw new CallError(400, 400, 'requestId: used for another order');
        }
        return ok({ orderNo: before.order_no, totalUsd: usd(before.total_cents), zero: before.total_cents === 0 });
      }
      settle(user.uid, at);
      const row = orders.one(user.uid, orderNo);
      if (!row) throw refuse(404, 'notFound');
      const view = toRenewOrder(row, at);
      if (view.refusal) throw refuse(409, view.refusal);
      if (view.pendingRenewal) throw refuse(409, 'pending');
      const goods = goodsNow(row);
      if (!goods || row.end_at === null) throw refuse(409, 'discontinued');
      if (!renewalDayOptions(goods.duration_days).includes(days)) throw refuse(400, 'days');
      const th = thHundredthsOf(row);
      const feePerThDay = toMinor(goods.hashrate_fee, FEE_DECIMALS);
      const totalCents = renewalCents(th, feePerThDay, days);
      const renewNo = renewals.place({
        uid: user.uid,
        planOrderNo: row.order_no,
        requestId,
        days,
        thHundredths: th,
        feePerThDay,
        totalCents,
        at,
        // A plan that ended is never extended: the renewal can be paid until the plan's end at the latest.
        payExpireAt: Math.min(at + PAY_WINDOW_MS, row.end_at),
      });
      const zero = totalCents === 0;
      if (zero) {
        // Nothing to pay: the renewal is paid at once and the plan extended, as a zero plan order is.
        const placed = renewals.byNo(renewNo);
        if (!placed || !renewals.markPaid(placed, at, 'balance', null)) throw new Error(`renewal ${renewNo} not paid`);
        renewals.extendPlan(placed, at);
      }
      return ok({ orderNo: renewNo, totalUsd: usd(totalCents), zero });
    });
  });

  /** A full plan the switch applies to: paid and not ended. */
  const withholdable = (row: OrderRow, at: number) => {
    const status = stateOf(row, at).status;
    return row.goods_type === FULL_PLAN && (status === 'running' || status === 'pendingStart');
  };

  define('elecWithholdList', (_input, ctx) => {
    const user = signedIn(ctx.user);
    const at = now();
    settle(user.uid, at);
    const days = withholding.days(user.uid);
    const today = seriesDay(dayOf(at));
    const list: ElecWithholdOrder[] = orders
      .ofUser(user.uid)
      .filter((row) => withholdable(row, at))
      .map((row) => {
        const state = stateOf(row, at);
        const th = thHundredthsOf(row);
        const fee = withholding.dayFee(row, th, dayOf(at));
        const outputSats = settledDaySats(today, thOf(th), row.pool_fee_bp, 10_000);
        const own = days.filter((day) => day.order_no === row.order_no);
        const taken = own.filter((day) => day.withheld === 1);
        return {
          orderNo: row.order_no,
          goodsName: row.goods_name,
          hashrateTh: thOf(th),
          status: state.status === 'pendingStart' ? 'pendingStart' : 'running',
          suspended: state.suspended,
          serviceFeeDaysLeft: state.serviceFeeDaysLeft ?? 0,
          enabled: withholding.enabled(row.order_no),
          autoDeduct: row.auto_deduct === 1,
          feePerDayUsd: usd(fee.cents),
          estimate: {
            btcPriceUsd: usd(today.btcPriceCents),
            feeBtc: btc(fee.sats),
            outputBtc: btc(outputSats),
            covers: outputSats >= fee.sats,
          },
          daysWithheld: taken.length,
          withheldBtc: btc(taken.reduce((sum, day) => sum + day.fee_sats, 0)),
          daysShort: own.length - taken.length,
        };
      });
    const records: ElecWithholdRecord[] = days.map((day) => ({
      orderNo: day.order_no,
      date: dateOf(day.day),
      outputBtc: btc(day.output_sats),
      feeUsd: usd(day.fee_cents),
      btcPriceUsd: usd(day.btc_price_cents),
      feeBtc: btc(day.fee_sats),
      withheld: day.withheld === 1,
      netBtc: btc(day.withheld === 1 ? day.output_sats - day.fee_sats : 0),
    }));
    const taken = days.filter((day) => day.withheld === 1);
    return ok({
      orders: list,
      records,
      daysWithheld: taken.length,
      withheldBtc: btc(taken.reduce((sum, day) => sum + day.fee_sats, 0)),
    });
  });

  define('elecWithholdSet', ({ orderNo, enabled }, ctx) => {
    // The gate let this through only with a passed verification task (settings/verify.ts, a money setting).
    const user = signedIn(ctx.user);
    const at = now();
    return transaction(db, () => {
      // Days before now are settled under the setting they had.
      mining.settleUser(user.uid, at);
      const row = orders.one(user.uid, orderNo);
      if (!row) throw new CallError(200, 404, ELEC_WITHHOLD_ERRORS.notFound);
      if (!withholdable(row, at)) throw new CallError(200, 409, ELEC_WITHHOLD_ERRORS.notEligible);
      withholding.set(row.order_no, user.uid, enabled, at);
      return ok({ orderNo: row.order_no, enabled });
    });
  });
}
