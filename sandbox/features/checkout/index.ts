import type { SandboxFeature } from '../feature.ts';
import { checkoutFixtures } from './fixtures.ts';
import { checkoutRoutes } from './routes.ts';
import { CHECKOUT_MIGRATIONS, CHECKOUT_TABLES } from './schema.ts';

/**
 * Buying a plan: what checkout needs, creating the order (coupon used, points held), paying it from the balance or
 * points behind the fund password, or in crypto through the cashier (the chain simulated by a fixture), cancelling
 * it and settling remain funds. Money moves through the wallet's ledger.
 */
export const checkoutFeature: SandboxFeature = {
  name: 'checkout',
  migrations: CHECKOUT_MIGRATIONS,
  tables: CHECKOUT_TABLES,
  seed: () => {},
  routes: checkoutRoutes,
  fixtures: checkoutFixtures,
};
