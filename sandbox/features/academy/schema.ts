/** The academy tables: an article (its slug is its id), and its texts one row per language. */
export const ACADEMY_MIGRATIONS: string[] = [
  `CREATE TABLE academy_articles (
     id TEXT PRIMARY KEY,
     category TEXT NOT NULL,
     published_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL
   );
   CREATE INDEX academy_articles_published ON academy_articles (published_at);
   CREATE TABLE academy_texts (
     article_id TEXT NOT NULL REFERENCES academy_articles(id) ON DELETE CASCADE,
     language TEXT NOT NULL,
     title TEXT NOT NULL,
     summary TEXT NOT NULL,
     body TEXT NOT NULL,
     PRIMARY KEY (article_id, language)
   )`,
];

/** Children first, as the reset empties them in this order. */
export const ACADEMY_TABLES = ['academy_texts', 'academy_articles'];
