import type { SandboxFeature } from '../feature.ts';
import { renewFixtures } from './fixtures.ts';
import { renewRoutes } from './routes.ts';
import { RENEW_MIGRATIONS, RENEW_TABLES } from './schema.ts';

/**
 * Renewals of running plans near their end (renewal orders paid through the checkout's cashier, which extend the
 * plan once paid) and electricity withholding of full plans (the mining settlement's first step of a day).
 */
export const renewFeature: SandboxFeature = {
  name: 'renew',
  migrations: RENEW_MIGRATIONS,
  tables: RENEW_TABLES,
  // Nothing to seed: the seeded accounts have no plan in its last days.
  seed: () => {},
  routes: renewRoutes,
  fixtures: renewFixtures,
};
