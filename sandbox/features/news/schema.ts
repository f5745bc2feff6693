/** The news tables: an article, and its texts one row per language. Ids never come back after a delete. */
export const NEWS_MIGRATIONS: string[] = [
  `CREATE TABLE news_articles (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     category TEXT NOT NULL,
     published_at INTEGER NOT NULL,
     pinned INTEGER NOT NULL DEFAULT 0
   );
   CREATE INDEX news_articles_published ON news_articles (published_at);
   CREATE TABLE news_texts (
     article_id INTEGER NOT NULL REFERENCES news_articles(id) ON DELETE CASCADE,
     language TEXT NOT NULL,
     title TEXT NOT NULL,
     summary TEXT NOT NULL,
     body TEXT NOT NULL,
     seo_title TEXT NOT NULL,
     seo_description TEXT NOT NULL,
     PRIMARY KEY (article_id, language)
   )`,
];

/** Children first, as the reset empties them in this order. */
export const NEWS_TABLES = ['news_texts', 'news_articles'];
