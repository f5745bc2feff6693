import type { SandboxFeature } from '../feature.ts';
import { settingsFixtures } from './fixtures.ts';
import { settingsRoutes } from './routes.ts';
import { SETTINGS_MIGRATIONS, SETTINGS_TABLES } from './schema.ts';
import { seedSettings } from './seed.ts';

/**
 * Account settings (contract: runtime/http/contract/settings.ts): profile, password, email and phone binding,
 * fund password forget, authenticator unbind, auth methods for withdrawals and payments, third-party logins,
 * the partner id. Verification of sensitive changes: verify.ts, asked by the challenge gate.
 */
export const settingsFeature: SandboxFeature = {
  name: 'settings',
  migrations: SETTINGS_MIGRATIONS,
  tables: SETTINGS_TABLES,
  seed: seedSettings,
  routes: settingsRoutes,
  fixtures: settingsFixtures,
};
