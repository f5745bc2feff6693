import type { Database } from '../../db.ts';
import { sandboxPayoutAddress } from '../orders/bech32.ts';
import { DAY_MS, HOUR_MS } from './sim.ts';
import { createPoolStore } from './store.ts';
import { createTransferStore, seedTransfer } from './transfers.ts';

/** Sub-accounts of the seeded accounts (README "Seeded accounts"): alice has two of dozens of workers and one of 3000; the others none; alice's two hashrate transfers. */
export function seedPool(db: Database, now: number): void {
  const store = createPoolStore(db);
  const alice = 10001;
  // biome-ignore format: one sub-account a line reads as a table
  const subs = [
    { name: 'alicemain', workerCount: 36, createdAt: now - 45 * DAY_MS - 5 * HOUR_MS, payoutAddress: sandboxPayoutAddress('10001/pool/main') },
    { name: 'aliceback', workerCount: 24, createdAt: now - 40 * DAY_MS - 11 * HOUR_MS, payoutAddress: sandboxPayoutAddress('10001/pool/back') },
    { name: 'alicefarm', workerCount: 3000, createdAt: now - 35 * DAY_MS - 2 * HOUR_MS, payoutAddress: sandboxPayoutAddress('10001/pool/farm') },
  ];
  for (const sub of subs) store.add({ uid: alice, ...sub });
  // Hashrate transfers between alice's sub-accounts: 10% of aliceback running for 30 days (day 6 now),
  // 500 TH/s of alicefarm for 20 days, finished 8 days ago. Alice sees both as sent and as received.
  const transfers = createTransferStore(db);
  const named = (name: string) => store.one(alice, name) as NonNullable<ReturnType<typeof store.one>>;
  // biome-ignore format: one transfer a line reads as a table
  const seeded = [
    { sender: 'aliceback', receiver: 'alicemain', mode: 'percent' as const, amount: '10', createdAt: now - 6 * DAY_MS, days: 30, shareBp: 1000 },
    { sender: 'alicefarm', receiver: 'alicemain', mode: 'th' as const, amount: '500', createdAt: now - 29 * DAY_MS, days: 20, shareBp: 10 },
  ];
  for (const [i, one] of seeded.entries()) {
    seedTransfer(transfers, {
      uid: alice,
      sender: named(one.sender),
      receiver: named(one.receiver),
      mode: one.mode,
      amount: one.amount,
      createdAt: one.createdAt,
      days: one.days,
      requestId: `seed-${i + 1}`,
      // Its share of the sub-account when made (the seed does not simulate 3000 workers for it).
      shareBp: one.shareBp,
    });
  }
}
