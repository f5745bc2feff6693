import type { RenewPurchase } from '../../../runtime/http/contract/checkout.ts';
import type { Database } from '../../db.ts';
import { FEE_DECIMALS, formatMinor, USD_DECIMALS } from '../orders/money.ts';
import { createOrderStore } from '../orders/store.ts';
import type { RenewOrderRow } from './orders.ts';

const DAY_MS = 86_400_000;
const usd = (cents: number) => formatMinor(cents, USD_DECIMALS);
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * What the cashier says a renewal is for (checkout's `orderCashier`, kind `renew`): the plan it extends in the plan
 * fields (its renewal days as the duration, the price as the hashrate fee, nothing else), and the `renewal` facts.
 * Before it is paid the end is the plan's now; once paid, the ends the payment moved it between.
 */
export function createRenewCashierFacts(db: Database) {
  const orders = createOrderStore(db);
  return (row: RenewOrderRow) => {
    const plan = orders.byNo(row.plan_order_no);
    if (!plan) throw new Error(`renewal ${row.order_no}: no plan ${row.plan_order_no}`);
    const endAt = row.end_before ?? plan.end_at ?? row.created_at;
    const renewal: RenewPurchase = {
      planOrderNo: plan.order_no,
      days: row.days,
      hashrateFeePerThDayUsd: formatMinor(row.fee_per_th_day, FEE_DECIMALS),
      endAt: iso(endAt),
      newEndAt: iso(row.end_after ?? endAt + row.days * DAY_MS),
    };
    return {
      kind: 'renew' as const,
      miner: null,
      points: null,
      coupon: null,
      renewal,
      goodsName: plan.goods_name,
      goodsType: plan.goods_type,
      quantity: plan.quantity,
      hashrateTh: plan.hashrate_th,
      durationDays: row.days,
      serviceFeePaidDays: 0,
      pool: plan.pool,
      payoutAddress: plan.payout_address,
      hashrateFeeUsd: usd(row.total_cents),
      serviceFeeUsd: usd(0),
      discountUsd: usd(0),
      couponUsd: usd(0),
      pointsUsd: usd(0),
      createdAt: iso(row.created_at),
    };
  };
}
