import type { Database } from '../../db.ts';
import { ACADEMY_SEED } from './articles/index.ts';
import { insertAcademyArticle } from './store.ts';

/** The seeded academy, at fixed dates (each article has a date a reader can check). */
export function seedAcademy(db: Database): void {
  for (const article of ACADEMY_SEED) {
    insertAcademyArticle(db, {
      ...article,
      publishedAt: Date.parse(article.publishedAt),
      updatedAt: Date.parse(article.updatedAt ?? article.publishedAt),
    });
  }
}
