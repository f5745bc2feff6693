import { PLAN_PRODUCT_TYPES, PRODUCT_TYPE } from '../../../runtime/domain/products.ts';
import type { Database } from '../../db.ts';
import { ALICE_SEEDED_PROCEEDS_CENTS } from '../minerCoupons/seed.ts';
import { sandboxPayoutAddress } from '../orders/bech32.ts';
import { DAY_MS } from '../orders/status.ts';
import { createLedger, HOUSE_ADJUSTMENTS, userBalance, userPoints } from './ledger.ts';
import { createWalletStore } from './store.ts';

const ALICE = 10001;
const UNPAID = 10020;
const SECURE = 10030;
const ALL_TYPES = [...PLAN_PRODUCT_TYPES];

/**
 * Opening balances in cents (1 point = 1 cent of a point's USD). README "Seeded accounts" lists what they end up as:
 * alice's 2,500.00 USD is this opening balance plus her seeded coupon sales' proceeds (minerCoupons/seed.ts).
 */
// biome-ignore format: one account a line reads as a table
const BALANCES: Array<{ uid: number; balanceCents: number; pointsCents: number }> = [
  { uid: ALICE, balanceCents: 250_000 - ALICE_SEEDED_PROCEEDS_CENTS, pointsCents: 80_000 },
  { uid: SECURE, balanceCents: 500_000, pointsCents: 30_000 },
  // Too little for any plan: the insufficient-balance case.
  { uid: UNPAID, balanceCents: 2_000, pointsCents: 0 },
];

/**
 * alice: 2,500.00 USD and 800.00 points, two saved BTC addresses (the first is the default; her seeded orders
 * pay to them), coupons "$10 off" (from $100, every type), "$50 off" (from $500, full plans), one expired and one
 * used by her ended order that had a $10 coupon. secure: 5,000 USD and 300 points. unpaid: 20 USD.
 */
export function seedWallet(db: Database, now: number): void {
  const ledger = createLedger(db);
  for (const { uid, balanceCents, pointsCents } of BALANCES) {
    ledger.post('adjustment', 'seed', now, [
      { account: userBalance(uid), amountCents: balanceCents },
      { account: userPoints(uid), amountCents: pointsCents },
      { account: HOUSE_ADJUSTMENTS, amountCents: -(balanceCents + pointsCents) },
    ]);
  }

  const wallet = createWalletStore(db);
  wallet.saveAddress(ALICE, 'BTC', sandboxPayoutAddress(`${ALICE}/1`), 'Main wallet', now - 400 * DAY_MS);
  wallet.saveAddress(ALICE, 'BTC', sandboxPayoutAddress(`${ALICE}/2`), 'Cold storage', now - 300 * DAY_MS);

  const usedBy = db
    .prepare('SELECT order_no, paid_at FROM orders WHERE uid = ? AND coupon_cents = 1000 AND paid_at IS NOT NULL')
    .get(ALICE) as { order_no: string; paid_at: number } | undefined;
  // biome-ignore format: one coupon a line reads as a table
  const coupons = [
    { couponId: 'c-10001-10off', name: '$10 off', amountCents: 1_000, minSpendCents: 10_000, goodsTypes: ALL_TYPES, expireAt: now + 30 * DAY_MS },
    { couponId: 'c-10001-50off', name: '$50 off', amountCents: 5_000, minSpendCents: 50_000, goodsTypes: [PRODUCT_TYPE.full], expireAt: now + 60 * DAY_MS },
    { couponId: 'c-10001-expired', name: '$20 off', amountCents: 2_000, minSpendCents: 10_000, goodsTypes: ALL_TYPES, expireAt: now - DAY_MS },
    { couponId: 'c-10001-used', name: '$10 off', amountCents: 1_000, minSpendCents: 10_000, goodsTypes: ALL_TYPES, expireAt: now + 30 * DAY_MS, usedByOrder: usedBy?.order_no ?? 'P00000000000000', usedAt: usedBy?.paid_at ?? now - 200 * DAY_MS },
  ];
  for (const coupon of coupons) wallet.addCoupon(ALICE, coupon);
}
