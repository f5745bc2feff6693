import type { Database } from '../../db.ts';
import { sandboxPayoutAddress } from '../orders/bech32.ts';
import { DAY_MS, startOfUtcDay } from '../orders/status.ts';
import { createOrderStore } from '../orders/store.ts';
import { createWalletStore } from '../wallet/store.ts';
import { createInviteStore } from './store.ts';

const ALICE = 10001;
const HOUR_MS = 3_600_000;

export interface SeededFriend {
  uid: number;
  email?: string;
  phone?: [code: string, number: string];
  kyc: number;
  registeredDaysAgo: number;
  /** Paid orders: the goods and how many days before today each was paid. */
  orders: Array<{ goodsId: string; quantity: number; paidDaysAgo: number; serviceFeeDays?: number }>;
}

/**
 * Alice's invited friends (README "Seeded accounts"): six sign-ups over ten weeks with her code, three of them with
 * paid orders (a first-order bonus for the two inside the 30-day window, a rebate on every order of $100 or more),
 * one verified without an order, two only registered. Their rewards are recorded and wait to be claimed.
 */
// biome-ignore format: one friend a line reads as a table
export const ALICE_FRIENDS: SeededFriend[] = [
  { uid: 10101, email: 'farid.h@example.ae', kyc: 1, registeredDaysAgo: 70, orders: [{ goodsId: 'g-easy-s21-180', quantity: 2, paidDaysAgo: 31 }] },
  { uid: 10102, email: 'bob.miner@example.net', kyc: 1, registeredDaysAgo: 40, orders: [{ goodsId: 'g-full-s21-360', quantity: 1, paidDaysAgo: 38, serviceFeeDays: 60 }, { goodsId: 'g-easy-s21-180', quantity: 1, paidDaysAgo: 9 }] },
  { uid: 10103, email: 'chen.wei@example.org', kyc: 1, registeredDaysAgo: 25, orders: [{ goodsId: 'g-easy-s19xp-90', quantity: 3, paidDaysAgo: 20 }] },
  { uid: 10104, email: 'dana.k@example.com', kyc: 1, registeredDaysAgo: 12, orders: [] },
  { uid: 10105, phone: ['44', '7700900987'], kyc: 0, registeredDaysAgo: 5, orders: [] },
  { uid: 10106, email: 'emma.r@example.de', kyc: 0, registeredDaysAgo: 2, orders: [] },
];

/** Creates `friends` as accounts invited by `inviter`, with their paid orders (no password: they never sign in here). */
export function addFriends(db: Database, inviter: number, friends: SeededFriend[], now: number): void {
  const user = db.prepare(
    `INSERT INTO users (uid, email, phone_code, phone_number, nickname, auth_level, invite_code, invited_by, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const orders = createOrderStore(db);
  const today = startOfUtcDay(now);
  for (const friend of friends) {
    const createdAt = now - friend.registeredDaysAgo * DAY_MS;
    user.run(
      friend.uid,
      friend.email ?? null,
      friend.phone?.[0] ?? null,
      friend.phone?.[1] ?? null,
      friend.email?.split('@')[0] ?? 'Friend',
      friend.kyc,
      `F${friend.uid}`,
      inviter,
      createdAt,
    );
    for (const order of friend.orders) {
      const goods = orders.goods(order.goodsId);
      if (!goods) throw new Error(`invites seed: no goods ${order.goodsId}`);
      // Paid at 15:00 UTC, never before the sign-up.
      const paidAt = Math.max(createdAt + HOUR_MS, today - order.paidDaysAgo * DAY_MS + 15 * HOUR_MS);
      orders.place({
        uid: friend.uid,
        goods,
        quantity: order.quantity,
        serviceFeeDays: order.serviceFeeDays,
        payoutAddress: sandboxPayoutAddress(`${friend.uid}/1`),
        createdAt: paidAt - 10 * 60_000,
        paidAt,
      });
    }
  }
}

export function seedInvites(db: Database, now: number): void {
  // An older database gaining this feature may have used these uids for accounts of its own: no friends then.
  const taken = db.prepare('SELECT 1 FROM users WHERE uid = ?');
  if (ALICE_FRIENDS.some((friend) => taken.get(friend.uid)) || !taken.get(ALICE)) return;
  addFriends(db, ALICE, ALICE_FRIENDS, now);
  createInviteStore(db, createWalletStore(db).ledger).sync(ALICE, now);
}
