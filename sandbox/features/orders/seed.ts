import type { Database } from '../../db.ts';
import { sandboxPayoutAddress } from './bech32.ts';
import { DAY_MS, startOfUtcDay } from './status.ts';
import { createOrderStore, type PlaceOrder } from './store.ts';

const HOUR_MS = 3_600_000;

type Seeded = Omit<PlaceOrder, 'uid' | 'goods' | 'payoutAddress' | 'createdAt'> & {
  goodsId: string;
  createdAt?: number;
  /** A paid order started at 00:00 UTC this many days before today (so it was paid the day before). */
  startedDaysAgo?: number;
  address?: 1 | 2;
};

/**
 * Orders relative to the seed time, so every state holds on a fresh sandbox at any time of day
 * (README "Seeded accounts"): alice has every state, unpaid@example.com 2 unpaid, secure@example.com 2 running.
 */
export function seedOrders(db: Database, now: number): void {
  const today = startOfUtcDay(now);
  // Paid today but not yet started, even just after midnight.
  const paidToday = Math.max(today, now - 2 * HOUR_MS);

  // biome-ignore format: one order a line reads as a table
  const orders: Record<number, Seeded[]> = {
    10001: [
      { goodsId: 'g-discontinued', quantity: 1, startedDaysAgo: 200 }, // ended
      { goodsId: 'g-easy-s21-180', quantity: 1, startedDaysAgo: 190, couponCents: 1_000, payMethod: 'crypto', payCoin: 'BTC' }, // ended
      { goodsId: 'g-stable-ended', quantity: 3, startedDaysAgo: 75, address: 2 }, // ended
      { goodsId: 'g-full-s21-360', quantity: 1, serviceFeeDays: 30, startedDaysAgo: 33 }, // running, suspended (0 days left)
      { goodsId: 'g-easy-s19xp-90', quantity: 2, startedDaysAgo: 30, pool: 'F2Pool' }, // running, easy
      { goodsId: 'g-full-s21-360', quantity: 2, serviceFeeDays: 30, startedDaysAgo: 28, autoDeduct: true, pointsCents: 5_000 }, // running, 2 days left
      { goodsId: 'g-full-s21-360', quantity: 1, serviceFeeDays: 60, startedDaysAgo: 20, pool: 'F2Pool', payMethod: 'crypto', payCoin: 'USDT' }, // running, 40 days left
      { goodsId: 'g-app-only', quantity: 1, startedDaysAgo: 12, payMethod: 'points' }, // running, bought in the app
      { goodsId: 'g-stable-s21-30', quantity: 1, createdAt: now - 6 * DAY_MS, cancelledAt: now - 6 * DAY_MS + HOUR_MS }, // cancelled by the user
      { goodsId: 'g-easy-s21-180', quantity: 1, createdAt: now - 3 * DAY_MS }, // cancelled, expired
      { goodsId: 'g-stable-s21-30', quantity: 2, createdAt: paidToday - 10 * 60_000, paidAt: paidToday, payMethod: 'crypto', address: 2 }, // pendingStart
      { goodsId: 'g-easy-s21-180', quantity: 1, createdAt: now - 4 * HOUR_MS, couponCents: 1_000 }, // unpaid, expires in 20 h
    ],
    10020: [
      { goodsId: 'g-easy-s21-180', quantity: 1, createdAt: now - HOUR_MS }, // unpaid
      { goodsId: 'g-full-s21-360', quantity: 1, serviceFeeDays: 30, createdAt: now - 30 * 60_000 }, // unpaid
    ],
    10030: [
      { goodsId: 'g-full-s21-360', quantity: 1, serviceFeeDays: 90, startedDaysAgo: 15 }, // running, 75 days left
      { goodsId: 'g-easy-s21-180', quantity: 2, startedDaysAgo: 10 }, // running
    ],
  };

  // Order numbers count from 1 again after a reset, so the seeded ones are the same each time.
  db.prepare("DELETE FROM sqlite_sequence WHERE name = 'orders'").run();
  const store = createOrderStore(db);
  for (const [uid, list] of Object.entries(orders)) {
    for (const { goodsId, startedDaysAgo, address = 1, ...order } of list) {
      const goods = store.goods(goodsId);
      if (!goods) throw new Error(`seed: no goods ${goodsId}`);
      // Paid at 17:00 UTC the day before the start.
      const paidAt = startedDaysAgo === undefined ? order.paidAt : today - startedDaysAgo * DAY_MS - 7 * HOUR_MS;
      store.place({
        ...order,
        uid: Number(uid),
        goods,
        payoutAddress: sandboxPayoutAddress(`${uid}/${address}`),
        paidAt,
        createdAt: order.createdAt ?? (paidAt ?? now) - 12 * 60_000,
      });
    }
  }
}
