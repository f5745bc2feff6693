import type { SandboxFeature } from '../feature.ts';
import { serviceFeeRoutes } from './routes.ts';
import { SERVICE_FEE_MIGRATIONS, SERVICE_FEE_TABLES } from './schema.ts';

/**
 * Paying service-fee days of full plans after the purchase, for one order or several at once, from the
 * balance or points behind the fund password. Money moves through the wallet's ledger.
 */
export const serviceFeeFeature: SandboxFeature = {
  name: 'serviceFee',
  migrations: SERVICE_FEE_MIGRATIONS,
  tables: SERVICE_FEE_TABLES,
  seed: () => {},
  routes: serviceFeeRoutes,
};
