import type { SandboxFeature } from '../feature.ts';
import { orderFixtures } from './fixtures.ts';
import { orderRoutes } from './routes.ts';
import { ORDER_MIGRATIONS, ORDER_TABLES } from './schema.ts';
import { seedOrders } from './seed.ts';

export { unpaidOrderCount } from './routes.ts';

/** Plan orders (read side): list and detail, statuses derived from the sandbox clock. */
export const ordersFeature: SandboxFeature = {
  name: 'orders',
  migrations: ORDER_MIGRATIONS,
  tables: ORDER_TABLES,
  seed: seedOrders,
  routes: orderRoutes,
  fixtures: orderFixtures,
};
