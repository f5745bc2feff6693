import type { SandboxFeature } from '../feature.ts';
import { minerCouponFixtures } from './fixtures.ts';
import { minerCouponRoutes } from './routes.ts';
import { MINER_COUPON_MIGRATIONS, MINER_COUPON_TABLES } from './schema.ts';
import { seedMinerCoupons } from './seed.ts';

/**
 * The miner coupon market (`bm/...`; contract: runtime/http/contract/minerCoupons.ts): Bitmain coupons held in
 * quantities, listings (delegate orders) whole or part of a holding, purchase orders reserving a listing's coupons
 * and paid through the checkout's cashier (kind `minerCoupon`, checkout/payments.ts), the seller paid through the
 * ledger less the market's fee. Seeds after the wallet (its ledger) and checkout.
 */
export const minerCouponsFeature: SandboxFeature = {
  name: 'minerCoupons',
  migrations: MINER_COUPON_MIGRATIONS,
  tables: MINER_COUPON_TABLES,
  seed: (db, now) => seedMinerCoupons(db, now),
  routes: minerCouponRoutes,
  fixtures: minerCouponFixtures,
};
