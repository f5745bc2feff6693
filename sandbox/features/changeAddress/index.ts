import type { SandboxFeature } from '../feature.ts';
import { changeAddressRoutes } from './routes.ts';
import { CHANGE_ADDRESS_MIGRATIONS, CHANGE_ADDRESS_TABLES } from './schema.ts';

/**
 * Payout-address changes of plan orders (hashrate API: order list, sms, confirm, batch submit): per order or in
 * a batch, proven by an email or SMS code and the account's withdrawal verification, recorded with the 72 h
 * payout hold the mining settlement keeps (hold.ts).
 */
export const changeAddressFeature: SandboxFeature = {
  name: 'changeAddress',
  migrations: CHANGE_ADDRESS_MIGRATIONS,
  tables: CHANGE_ADDRESS_TABLES,
  seed: () => {},
  routes: changeAddressRoutes,
};
