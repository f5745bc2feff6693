import type { SandboxFeature } from '../feature.ts';
import { miningFixtures } from './fixtures.ts';
import { miningRoutes } from './routes.ts';
import { MINING_MIGRATIONS, MINING_TABLES } from './schema.ts';

/**
 * Mining: the daily settlement of plan orders from the network series (lazily, from the sandbox clock),
 * payouts to the BTC wallet through the ledger, and the hashrate API's read calls.
 */
export const miningFeature: SandboxFeature = {
  name: 'mining',
  migrations: MINING_MIGRATIONS,
  tables: MINING_TABLES,
  // Nothing to seed: the seeded orders' history is settled from the clock when it is first read.
  seed: () => {},
  routes: miningRoutes,
  fixtures: miningFixtures,
};
