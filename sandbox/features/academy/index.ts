import type { SandboxFeature } from '../feature.ts';
import { academyFixtures } from './fixtures.ts';
import { academyRoutes } from './routes.ts';
import { ACADEMY_MIGRATIONS, ACADEMY_TABLES } from './schema.ts';
import { seedAcademy } from './seed.ts';

/** The mining academy: long-form articles in 8 languages (contract: runtime/http/contract/academy.ts). */
export const academyFeature: SandboxFeature = {
  name: 'academy',
  migrations: ACADEMY_MIGRATIONS,
  tables: ACADEMY_TABLES,
  seed: (db) => seedAcademy(db),
  routes: academyRoutes,
  fixtures: academyFixtures,
};
