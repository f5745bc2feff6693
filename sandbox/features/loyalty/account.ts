import {
  AUTO_DEDUCT_ERRORS,
  AUTO_DEDUCT_RULE,
  type CouponStatus,
  type PointsDirection,
  type PointsKind,
  type PointsSource,
} from '../../../runtime/http/contract/loyalty.ts';
import { CallError, type Define, ok } from '../../http.ts';
import type { FeatureDeps } from '../feature.ts';
import { issueInviteCoupons, syncGoldMedal } from '../invites/store.ts';
import { formatMinor, formatSigned, USD_DECIMALS } from '../orders/money.ts';
import { FULL_PLAN } from '../orders/status.ts';
import { createOrderStore, stateOf } from '../orders/store.ts';
import type { LedgerEntry } from '../wallet/ledger.ts';
import { userPoints } from '../wallet/ledger.ts';
import { type CouponRow, couponTypes, createWalletStore } from '../wallet/store.ts';

const usd = (cents: number) => formatMinor(cents, USD_DECIMALS);
const iso = (at: number) => new Date(at).toISOString();

/** Ledger kinds that mean points lapsed (none is posted yet: the sandbox's points do not expire). */
const EXPIRY_KINDS: readonly string[] = ['expire'];

/** Where a points movement came from, by its kind and reference. */
export function pointsSource(entry: Pick<LedgerEntry, 'kind' | 'reference'>): PointsSource {
  const reference = entry.reference ?? '';
  if (EXPIRY_KINDS.includes(entry.kind)) return 'expiry';
  if (entry.kind === 'reward') {
    if (reference.startsWith('checkin:')) return 'checkIn';
    if (reference.startsWith('invite:')) return 'invite';
    return 'mission';
  }
  if (entry.kind === 'refund' || entry.kind === 'convert') return 'refund';
  if (entry.kind === 'crypto') return 'crypto';
  if (entry.kind === 'pointsPurchase') return 'purchase';
  // Service-fee payments (serviceFee/routes.ts and auto-deduct in mining/settle.ts) are numbered S<date><n>.
  if (entry.kind === 'payment' && /^S\d{14}$/.test(reference)) return 'serviceFee';
  // Service-fee loan repayments (loans/book.ts) are numbered R<date><n>.
  if (entry.kind === 'payment' && /^R\d{14}$/.test(reference)) return 'loanRepayment';
  if (entry.kind === 'adjustment') return 'adjustment';
  return 'order';
}

export const pointsDirection = (entry: Pick<LedgerEntry, 'kind' | 'amount_cents'>): PointsDirection =>
  EXPIRY_KINDS.includes(entry.kind) ? 'expired' : entry.amount_cents > 0 ? 'earned' : 'spent';

export function couponStatus(row: CouponRow, now: number): CouponStatus {
  if (row.used_by_order !== null) return 'used';
  return now < row.expire_at ? 'usable' : 'expired';
}

/**
 * The points and coupon pages of the dashboard: the points history with direction and source, the coupons with
 * their status, and the auto-deduct switch of full plans. Reads the ledger and the coupons through the wallet's
 * store; the switch writes orders.auto_deduct.
 */
export function loyaltyAccountRoutes(define: Define, { db, now }: FeatureDeps): void {
  const wallet = createWalletStore(db);
  const orders = createOrderStore(db);
  const setAutoDeduct = db.prepare('UPDATE orders SET auto_deduct = ? WHERE uid = ? AND order_no = ?');
  const signedIn = (user: { uid: number } | undefined) => {
    if (!user) throw new CallError(401, 401, 'login required');
    return user.uid;
  };

  define('pointsHistory', ({ type, pageNo, pageSize }, { user }) => {
    const uid = signedIn(user);
    const entries = wallet.ledger.entries([userPoints(uid)]).reverse();
    const totals: Record<PointsDirection, number> = { earned: 0, spent: 0, expired: 0 };
    for (const entry of entries) totals[pointsDirection(entry)] += Math.abs(entry.amount_cents);
    const rows = entries.filter((entry) => type === 'all' || pointsDirection(entry) === type);
    return ok({
      balance: usd(wallet.pointsCents(uid)),
      earned: usd(totals.earned),
      spent: usd(totals.spent),
      expired: usd(totals.expired),
      data: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize).map((entry) => ({
        txId: entry.tx_id,
        kind: entry.kind as PointsKind,
        amount: formatSigned(entry.amount_cents, USD_DECIMALS),
        reference: entry.reference,
        at: iso(entry.at),
        direction: pointsDirection(entry),
        source: pointsSource(entry),
      })),
      totalCount: rows.length,
    });
  });

  define('couponList', ({ status }, { user }) => {
    const uid = signedIn(user);
    const at = now();
    // Coupons the invite programme has earned by now are issued before they are listed.
    issueInviteCoupons(db, uid, at);
    syncGoldMedal(db, uid, at);
    const all = wallet.coupons(uid).map((row) => ({ row, status: couponStatus(row, at) }));
    const count = (s: CouponStatus) => all.filter((c) => c.status === s).length;
    const order: Record<CouponStatus, number> = { usable: 0, used: 1, expired: 2 };
    return ok({
      data: all
        .filter((c) => status === 'all' || c.status === status)
        .sort((a, b) => order[a.status] - order[b.status] || a.row.expire_at - b.row.expire_at)
        .map(({ row, status: s }) => ({
          couponId: row.coupon_id,
          name: row.name,
          kind: row.kind,
          amountUsd: usd(row.amount_cents),
          minSpendUsd: usd(row.min_spend_cents),
          goodsTypes: couponTypes(row),
          expireAt: iso(row.expire_at),
          status: s,
          usedByOrder: row.used_by_order,
          usedAt: row.used_at === null ? null : iso(row.used_at),
        })),
      counts: { all: all.length, usable: count('usable'), used: count('used'), expired: count('expired') },
    });
  });

  /** Full plans paid and not ended: the orders whose service fee auto-deduct can pay. */
  const eligible = (uid: number, at: number) =>
    orders
      .ofUser(uid)
      .filter((row) => row.goods_type === FULL_PLAN)
      .map((row) => ({ row, state: stateOf(row, at) }))
      .filter(({ state }) => state.status === 'running' || state.status === 'pendingStart');

  define('autoDeductOrders', (_input, { user }) => {
    const uid = signedIn(user);
    return ok({
      pointsBalance: usd(wallet.pointsCents(uid)),
      thresholdDays: AUTO_DEDUCT_RULE.thresholdDays,
      chargeDays: AUTO_DEDUCT_RULE.chargeDays,
      data: eligible(uid, now()).map(({ row, state }) => {
        const dailyCents = Math.ceil((row.service_fee_per_th_day * row.hashrate_th) / 100);
        return {
          orderNo: row.order_no,
          goodsName: row.goods_name,
          hashrateTh: row.hashrate_th,
          status: state.status as 'running' | 'pendingStart',
          suspended: state.suspended,
          serviceFeeDaysLeft: state.serviceFeeDaysLeft ?? 0,
          dailyFeeUsd: usd(dailyCents),
          chargeUsd: usd(dailyCents * AUTO_DEDUCT_RULE.chargeDays),
          autoDeduct: row.auto_deduct === 1,
        };
      }),
    });
  });

  define('autoDeductSet', ({ orderNo, enabled }, { user }) => {
    const uid = signedIn(user);
    if (!orders.one(uid, orderNo)) throw new CallError(200, 404, AUTO_DEDUCT_ERRORS.unknownOrder);
    if (!eligible(uid, now()).some(({ row }) => row.order_no === orderNo)) {
      throw new CallError(200, 400, AUTO_DEDUCT_ERRORS.notEligible);
    }
    setAutoDeduct.run(enabled ? 1 : 0, uid, orderNo);
    return ok({ orderNo, autoDeduct: enabled });
  });
}
