import type { SandboxFeature } from '../feature.ts';
import { rewardsFixtures } from './fixtures.ts';
import { rewardsRoutes } from './routes.ts';
import { REWARDS_MIGRATIONS, REWARDS_TABLES } from './schema.ts';

/**
 * The rewards centre: missions and their claims, daily check-ins with a 7-day streak; points are credited
 * through the wallet's ledger (contract: runtime/http/contract/rewards.ts).
 */
export const rewardsFeature: SandboxFeature = {
  name: 'rewards',
  migrations: REWARDS_MIGRATIONS,
  tables: REWARDS_TABLES,
  seed: () => {},
  routes: rewardsRoutes,
  fixtures: rewardsFixtures,
};
