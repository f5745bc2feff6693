import type { SandboxFeature } from '../feature.ts';
import { serviceRoutes } from './routes.ts';

/**
 * The service pages (miner enhancement, suppliers, the invite programme's terms; contract:
 * runtime/http/contract/services.ts). Fixed data in data.ts, in every language: no tables.
 */
export const servicesFeature: SandboxFeature = {
  name: 'services',
  migrations: [],
  tables: [],
  seed: () => {},
  routes: serviceRoutes,
};
