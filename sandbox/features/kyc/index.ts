import type { SandboxFeature } from '../feature.ts';
import { kycFixtures } from './fixtures.ts';
import { kycRoutes } from './routes.ts';
import { KYC_MIGRATIONS, KYC_TABLES } from './schema.ts';

/**
 * Identity verification (KYC): applications per account (person level 1, enterprise, level 2) saved per step,
 * uploads checked by content (JPEG/PNG signature) and size (5 MB) and stored as blobs, and a review desk
 * fixture whose approval raises `users.auth_level` (contract: runtime/http/contract/kyc.ts).
 */
export const kycFeature: SandboxFeature = {
  name: 'kyc',
  migrations: KYC_MIGRATIONS,
  tables: KYC_TABLES,
  seed: () => {},
  routes: kycRoutes,
  fixtures: kycFixtures,
};
