import type { SandboxFeature } from '../feature.ts';
import { newsFixtures } from './fixtures.ts';
import { newsRoutes } from './routes.ts';
import { NEWS_MIGRATIONS, NEWS_TABLES } from './schema.ts';
import { seedNews } from './seed.ts';

/** The CMS news: articles in 8 languages, published by the sandbox clock (contract: runtime/http/contract/news.ts). */
export const newsFeature: SandboxFeature = {
  name: 'news',
  migrations: NEWS_MIGRATIONS,
  tables: NEWS_TABLES,
  seed: (db) => seedNews(db),
  routes: newsRoutes,
  fixtures: newsFixtures,
};
