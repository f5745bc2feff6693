import type { Hono } from 'hono';
import type { FeatureDeps } from '../feature.ts';
import { createCompanyStore } from './store.ts';

/** `GET /__sandbox/company/asks` → `{ data }`: every stored corporate inquiry, oldest first (tests check what was stored). */
export function companyFixtures(app: Hono, { db }: FeatureDeps): void {
  const store = createCompanyStore(db);
  app.get('/__sandbox/company/asks', (c) => c.json({ data: store.all() }));
}
