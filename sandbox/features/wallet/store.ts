import type { AccountCoupon } from '../../../runtime/http/contract/checkout.ts';
import type { Database } from '../../db.ts';
import { formatMinor, USD_DECIMALS } from '../orders/money.ts';
import { createLedger, userBalance, userPoints } from './ledger.ts';

export interface PayoutAddressRow {
  id: number;
  uid: number;
  coin: string;
  address: string;
  label: string;
  is_default: number;
}

export interface CouponRow {
  coupon_id: string;
  uid: number;
  name: string;
  amount_cents: number;
  min_spend_cents: number;
  /** Comma-separated goods types (11 full, 5 easy, 7 stable: runtime/domain/products.ts). */
  goods_types: string;
  expire_at: number;
  /** The order or service-fee payment that used it. */
  used_by_order: string | null;
  used_at: number | null;
  /** A plan's hashrate fee at checkout, or a service-fee payment. */
  kind: 'hashrate' | 'serviceFee';
}

export interface NewCoupon {
  couponId: string;
  name: string;
  amountCents: number;
  minSpendCents: number;
  goodsTypes: number[];
  expireAt: number;
  usedByOrder?: string;
  usedAt?: number;
  /** Hashrate (the default) or service fee. */
  kind?: 'hashrate' | 'serviceFee';
}

/** The wallet of an account: balances from the ledger, payout addresses, coupons. */
export function createWalletStore(db: Database) {
  const ledger = createLedger(db);
  const addressesOf = db.prepare(
    'SELECT * FROM payout_addresses WHERE uid = ? AND coin = ? ORDER BY is_default DESC, created_at, id',
  );
  const insertAddress = db.prepare(
    `INSERT INTO payout_addresses (uid, coin, address, label, is_default, created_at)
     VALUES (?, ?, ?, ?, NOT EXISTS (SELECT 1 FROM payout_addresses WHERE uid = ? AND coin = ? AND is_default = 1), ?)
     ON CONFLICT (uid, coin, address) DO NOTHING`,
  );
  const couponsOf = db.prepare('SELECT * FROM coupons WHERE uid = ? ORDER BY expire_at, coupon_id');
  const couponById = db.prepare('SELECT * FROM coupons WHERE coupon_id = ?');
  const insertCoupon = db.prepare(
    `INSERT INTO coupons (coupon_id, uid, name, amount_cents, min_spend_cents, goods_types, expire_at, used_by_order, used_at, kind)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const clearCoupons = db.prepare('DELETE FROM coupons WHERE uid = ?');
  const spendCoupon = db.prepare(
    'UPDATE coupons SET used_by_order = ?, used_at = ? WHERE coupon_id = ? AND used_by_order IS NULL',
  );
  const releaseCoupon = db.prepare('UPDATE coupons SET used_by_order = NULL, used_at = NULL WHERE used_by_order = ?');

  return {
    ledger,
    balanceCents: (uid: number) => ledger.balance(userBalance(uid)),
    pointsCents: (uid: number) => ledger.balance(userPoints(uid)),
    /** The latest movements of the account's points, newest first, and how many it has in all. */
    pointsMovements: (uid: number, limit: number) => ledger.latest(userPoints(uid), limit),
    pointsMovementCount: (uid: number) => ledger.count(userPoints(uid)),

    /** The default first. */
    addresses: (uid: number, coin: string) => addressesOf.all(uid, coin) as unknown as PayoutAddressRow[],
    /** Saves an address (the default when the account has none for the coin); an address saved before is kept as it is. */
    saveAddress(uid: number, coin: string, address: string, label: string, at: number): void {
      insertAddress.run(uid, coin, address, label, uid, coin, at);
    },

    coupons: (uid: number) => couponsOf.all(uid) as unknown as CouponRow[],
    coupon: (couponId: string) => couponById.get(couponId) as CouponRow | undefined,
    addCoupon(uid: number, coupon: NewCoupon): void {
      insertCoupon.run(
        coupon.couponId,
        uid,
        coupon.name,
        coupon.amountCents,
        coupon.minSpendCents,
        coupon.goodsTypes.join(','),
        coupon.expireAt,
        coupon.usedByOrder ?? null,
        coupon.usedByOrder ? (coupon.usedAt ?? coupon.expireAt) : null,
        coupon.kind ?? 'hashrate',
      );
    },
    clearCoupons: (uid: number) => Number(clearCoupons.run(uid).changes),
    /** Marks the coupon used by an order; false when it was used already. */
    spendCoupon: (couponId: string, orderNo: string, at: number) =>
      spendCoupon.run(orderNo, at, couponId).changes === 1,
    /** The coupon an order held is free again (the order died). */
    releaseCoupon: (orderNo: string) => Number(releaseCoupon.run(orderNo).changes),
  };
}

export type WalletStore = ReturnType<typeof createWalletStore>;

export const couponTypes = (row: CouponRow) => row.goods_types.split(',').map(Number);

/** Unused and not expired at `now`. */
export const couponUsable = (row: CouponRow, now: number) => row.used_by_order === null && now < row.expire_at;

export function toAccountCoupon(row: CouponRow): AccountCoupon {
  return {
    couponId: row.coupon_id,
    name: row.name,
    amountUsd: formatMinor(row.amount_cents, USD_DECIMALS),
    minSpendUsd: formatMinor(row.min_spend_cents, USD_DECIMALS),
    goodsTypes: couponTypes(row),
    expireAt: new Date(row.expire_at).toISOString(),
  };
}
