import type { SandboxFeature } from '../feature.ts';
import { poolAlarmRoutes } from './alarms.ts';
import { poolFixtures } from './fixtures.ts';
import { poolManageRoutes } from './manage.ts';
import { poolRoutes } from './routes.ts';
import { POOL_MIGRATIONS, POOL_TABLES } from './schema.ts';
import { seedPool } from './seed.ts';
import { poolTransferFixtures, poolTransferRoutes } from './transfers.ts';

/** The simulated mining pool: sub-accounts, workers, hashrate, FPPS earnings and payouts from the sandbox clock; adding sub-accounts, observer links, alarms, hashrate transfers. */
export const poolFeature: SandboxFeature = {
  name: 'pool',
  migrations: POOL_MIGRATIONS,
  tables: POOL_TABLES,
  seed: seedPool,
  routes: (define, deps) => {
    poolRoutes(define, deps);
    poolManageRoutes(define, deps);
    poolAlarmRoutes(define, deps);
    poolTransferRoutes(define, deps);
  },
  fixtures: (app, deps) => {
    poolFixtures(app, deps);
    poolTransferFixtures(app, deps);
  },
};
