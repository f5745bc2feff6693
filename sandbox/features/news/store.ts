import type { NewsCategory } from '../../../runtime/http/contract/news.ts';
import type { SeoLanguage } from '../../content/seo.ts';
import type { Database } from '../../db.ts';

const BRAND = 'FuFu Cloud Mining';

export interface ArticleText {
  title: string;
  summary: string;
  /** HTML as the CMS editor saves it. */
  body: string;
}

export interface NewArticle {
  /** Seeded articles keep fixed ids (links to them stay stable); fixtures let SQLite pick. */
  id?: number;
  category: NewsCategory;
  /** ms since the epoch; the article is hidden until the sandbox clock reaches it. */
  publishedAt: number;
  pinned: boolean;
  texts: Record<SeoLanguage, ArticleText>;
}

/** Writes an article with its texts (the caller holds the transaction) and returns its id. */
export function insertArticle(db: Database, article: NewArticle): number {
  const { lastInsertRowid } = db
    .prepare('INSERT INTO news_articles (id, category, published_at, pinned) VALUES (?, ?, ?, ?)')
    .run(article.id ?? null, article.category, article.publishedAt, article.pinned ? 1 : 0);
  const id = Number(lastInsertRowid);
  const insertText = db.prepare(
    `INSERT INTO news_texts (article_id, language, title, summary, body, seo_title, seo_description)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const [language, text] of Object.entries(article.texts)) {
    // The editor's SEO fields default to the title with the brand and the summary, as the CMS fills them.
    insertText.run(id, language, text.title, text.summary, text.body, `${text.title} | ${BRAND}`, text.summary);
  }
  return id;
}
