import type { SandboxFeature } from '../feature.ts';
import { hostingFixtures } from './fixtures.ts';
import { hostingRoutes } from './routes.ts';
import { HOSTING_MIGRATIONS, HOSTING_TABLES } from './schema.ts';
import { seedHosting } from './seed.ts';

/**
 * Hosted miners (issue #18; contract: runtime/http/contract/hosting.ts): the units of paid miner orders, their
 * status and figures simulated from the sandbox clock (sim.ts), the hosting fee invoices every 30 days and paying
 * them from the balance through the ledger. Seeds after the miners and the wallet.
 */
export const hostingFeature: SandboxFeature = {
  name: 'hosting',
  migrations: HOSTING_MIGRATIONS,
  tables: HOSTING_TABLES,
  seed: seedHosting,
  routes: hostingRoutes,
  fixtures: hostingFixtures,
};
