import type { SandboxFeature } from '../feature.ts';
import { planFixtures } from './fixtures.ts';
import { goodsRoutes } from './goods.ts';
import { planRoutes } from './routes.ts';
import { PLAN_MIGRATIONS, PLAN_TABLES } from './schema.ts';
import { seedPlanTerms } from './seed.ts';

/**
 * The plans: the goods lists (on the core's goods table), one plan's detail (stock, limits, fee terms) and the
 * network series (contract: runtime/http/contract/plans.ts).
 */
export const plansFeature: SandboxFeature = {
  name: 'plans',
  migrations: PLAN_MIGRATIONS,
  tables: PLAN_TABLES,
  seed: (db) => seedPlanTerms(db),
  routes: (define, deps) => {
    goodsRoutes(define, deps);
    planRoutes(define, deps);
  },
  fixtures: planFixtures,
};
