import type { SandboxFeature } from '../feature.ts';
import { walletFixtures } from './fixtures.ts';
import { WALLET_MIGRATIONS, WALLET_TABLES } from './schema.ts';
import { seedWallet } from './seed.ts';

/**
 * The account's money: the ledger (balances and points derived from it), payout addresses and coupons. No
 * calls of its own yet: checkout and orders use it; the wallet pages build on it.
 */
export const walletFeature: SandboxFeature = {
  name: 'wallet',
  migrations: WALLET_MIGRATIONS,
  tables: WALLET_TABLES,
  seed: seedWallet,
  routes: () => {},
  fixtures: walletFixtures,
};
