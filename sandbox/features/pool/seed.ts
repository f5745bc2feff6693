import type { Database } from '../../db.ts';
import { sandboxPayoutAddress } from '../orders/bech32.ts';
import { DAY_MS, HOUR_MS } from './sim.ts';
import { createPoolStore } from './store.ts';

/** Sub-accounts of the seeded accounts (README "Seeded accounts"): alice has two of dozens of workers and one of 3000; the others none. */
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
}
