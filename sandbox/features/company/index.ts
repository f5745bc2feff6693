import type { SandboxFeature } from '../feature.ts';
import { companyFixtures } from './fixtures.ts';
import { companyRoutes } from './routes.ts';
import { COMPANY_MIGRATIONS, COMPANY_TABLES } from './schema.ts';

/** The company pages: FuFuMinerOS releases, the profile, investor reports and stored corporate inquiries (contract: runtime/http/contract/company.ts). */
export const companyFeature: SandboxFeature = {
  name: 'company',
  migrations: COMPANY_MIGRATIONS,
  tables: COMPANY_TABLES,
  seed: () => {},
  routes: companyRoutes,
  fixtures: companyFixtures,
};
