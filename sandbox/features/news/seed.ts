import type { Database } from '../../db.ts';
import { SEEDED_ARTICLES } from './articles.ts';
import { insertArticle, type NewArticle } from './store.ts';

/** The seeded articles, at their fixed dates (not relative to the clock: each has a date a reader can check). */
export function seedNews(db: Database): void {
  for (const article of SEEDED_ARTICLES) {
    const texts = Object.fromEntries(
      Object.entries(article.texts).map(([language, text]) => [language, { ...text, body: text.body.trim() }]),
    ) as NewArticle['texts'];
    insertArticle(db, { ...article, publishedAt: Date.parse(article.publishedAt), texts });
  }
}
