import type { SandboxFeature } from '../feature.ts';
import { minerFixtures } from './fixtures.ts';
import { minerRoutes } from './routes.ts';
import { MINER_MIGRATIONS, MINER_TABLES } from './schema.ts';
import { seedMiners } from './seed.ts';

/**
 * The miner marketplace: models and specs, batches of hosted miners for sale, and the rental plans
 * (goods of type 9 with plan terms, seeded here; contract: runtime/http/contract/miners.ts). Seeds after
 * the plans feature, whose `plan_terms` it writes the rentals' terms into.
 */
export const minersFeature: SandboxFeature = {
  name: 'miners',
  migrations: MINER_MIGRATIONS,
  tables: MINER_TABLES,
  seed: (db, now) => seedMiners(db, now),
  routes: minerRoutes,
  fixtures: minerFixtures,
};
