import type { SandboxFeature } from '../feature.ts';
import { loyaltyFixtures } from './fixtures.ts';
import { loyaltyRoutes } from './routes.ts';

/**
 * Rewards: the VIP levels (fixed data, data.ts), an account's standing from its paid orders, and its points
 * from the wallet's ledger. No tables of its own: it reads the orders and the ledger (contract:
 * runtime/http/contract/loyalty.ts).
 */
export const loyaltyFeature: SandboxFeature = {
  name: 'loyalty',
  migrations: [],
  tables: [],
  seed: () => {},
  routes: loyaltyRoutes,
  fixtures: loyaltyFixtures,
};
