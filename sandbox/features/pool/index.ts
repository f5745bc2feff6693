import type { SandboxFeature } from '../feature.ts';
import { poolFixtures } from './fixtures.ts';
import { poolRoutes } from './routes.ts';
import { POOL_MIGRATIONS, POOL_TABLES } from './schema.ts';
import { seedPool } from './seed.ts';

/** The simulated mining pool (read side): sub-accounts, workers, hashrate, FPPS earnings and payouts from the sandbox clock. */
export const poolFeature: SandboxFeature = {
  name: 'pool',
  migrations: POOL_MIGRATIONS,
  tables: POOL_TABLES,
  seed: seedPool,
  routes: poolRoutes,
  fixtures: poolFixtures,
};
