import type { SandboxFeature } from '../feature.ts';
import { walletFixtures } from './fixtures.ts';
import { walletRoutes } from './routes.ts';
import { WALLET_MIGRATIONS, WALLET_TABLES } from './schema.ts';
import { seedWallet } from './seed.ts';

/**
 * The account's money: the ledger (balances and points derived from it), payout addresses and coupons that
 * checkout and orders use, and the wallet's own calls: balances, deposits, the withdrawal address book and
 * withdrawals (routes.ts, withdrawals.ts).
 */
export const walletFeature: SandboxFeature = {
  name: 'wallet',
  migrations: WALLET_MIGRATIONS,
  tables: WALLET_TABLES,
  seed: seedWallet,
  routes: walletRoutes,
  fixtures: walletFixtures,
};
