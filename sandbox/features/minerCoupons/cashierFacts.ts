import type { Database } from '../../db.ts';
import { type CouponOrderRow, createCouponOrderStore } from './orders.ts';
import { iso, usd } from './store.ts';

/**
 * What the cashier says a coupon purchase is for (checkout's `orderCashier`, kind `minerCoupon`): the `coupon`
 * facts, the coupon's name as the goods and its quantity; the plan fields are 0 (nothing is mined, no payout address).
 */
export function createCouponCashierFacts(db: Database) {
  const orders = createCouponOrderStore(db);
  return (row: CouponOrderRow) => {
    const coupon = orders.purchaseOf(row);
    return {
      kind: 'minerCoupon' as const,
      miner: null,
      points: null,
      coupon,
      goodsName: coupon.name,
      goodsType: 0,
      quantity: row.quantity,
      hashrateTh: 0,
      durationDays: 0,
      serviceFeePaidDays: 0,
      pool: 'Antpool' as const,
      payoutAddress: '',
      hashrateFeeUsd: usd(0),
      serviceFeeUsd: usd(0),
      discountUsd: usd(0),
      couponUsd: usd(0),
      pointsUsd: usd(0),
      createdAt: iso(row.created_at),
    };
  };
}
