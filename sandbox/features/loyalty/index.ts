import type { SandboxFeature } from '../feature.ts';
import { createVipEvaluation } from './evaluation.ts';
import { loyaltyFixtures } from './fixtures.ts';
import { loyaltyRoutes } from './routes.ts';
import { LOYALTY_MIGRATIONS, LOYALTY_TABLES } from './schema.ts';
import { seedLoyalty } from './seed.ts';

/**
 * Rewards: the VIP levels (fixed data, data.ts), an account's standing from its paid orders, the monthly
 * evaluation that sets its level (evaluation.ts, its record in `vip_level_changes`), and its points from the
 * wallet's ledger (contract: runtime/http/contract/loyalty.ts).
 */
export const loyaltyFeature: SandboxFeature = {
  name: 'loyalty',
  migrations: LOYALTY_MIGRATIONS,
  tables: LOYALTY_TABLES,
  seed: seedLoyalty,
  routes: loyaltyRoutes,
  fixtures: loyaltyFixtures,
  clockMoved: (db, at) => createVipEvaluation(db).catchUpAll(at),
};
