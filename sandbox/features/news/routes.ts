import { NEWS_NOT_FOUND, type NewsCategory } from '../../../runtime/http/contract/news.ts';
import { seoLanguage } from '../../content/seo.ts';
import { CallError, type Define, ok } from '../../http.ts';
import type { FeatureDeps } from '../feature.ts';

const RELATED_COUNT = 3;

interface SummaryRow {
  id: number;
  category: NewsCategory;
  published_at: number;
  pinned: number;
  title: string;
  summary: string;
}

interface ArticleRow extends SummaryRow {
  body: string;
  seo_title: string;
  seo_description: string;
}

/** The texts in the asked language, English where an article lacks it (fixtures may add only some). */
const IN_LANGUAGE = `
  FROM news_articles a
  JOIN news_texts en ON en.article_id = a.id AND en.language = 'en'
  LEFT JOIN news_texts t ON t.article_id = a.id AND t.language = :language`;
const SUMMARY_COLUMNS = `a.id, a.category, a.published_at, a.pinned,
  COALESCE(t.title, en.title) AS title, COALESCE(t.summary, en.summary) AS summary`;
const VISIBLE = 'a.published_at <= :now';

export function newsRoutes(define: Define, { db, now }: FeatureDeps): void {
  const count = db.prepare(
    `SELECT COUNT(*) AS n FROM news_articles a WHERE ${VISIBLE} AND (:category IS NULL OR a.category = :category)`,
  );
  const page = db.prepare(
    `SELECT ${SUMMARY_COLUMNS} ${IN_LANGUAGE}
     WHERE ${VISIBLE} AND (:category IS NULL OR a.category = :category)
     ORDER BY a.pinned DESC, a.published_at DESC, a.id DESC
     LIMIT :limit OFFSET :offset`,
  );
  const article = db.prepare(
    `SELECT ${SUMMARY_COLUMNS}, COALESCE(t.body, en.body) AS body,
       COALESCE(t.seo_title, en.seo_title) AS seo_title, COALESCE(t.seo_description, en.seo_description) AS seo_description
     ${IN_LANGUAGE}
     WHERE a.id = :id AND ${VISIBLE}`,
  );
  const related = db.prepare(
    `SELECT ${SUMMARY_COLUMNS} ${IN_LANGUAGE}
     WHERE ${VISIBLE} AND a.id <> :id
     ORDER BY a.category = :category DESC, a.published_at DESC, a.id DESC
     LIMIT ${RELATED_COUNT}`,
  );

  define('newsList', ({ category, pageNo, pageSize }, { language }) => {
    const filter = { now: now(), category: category ?? null };
    const total = count.get(filter) as { n: number };
    const rows = page.all({
      ...filter,
      language: seoLanguage(language),
      limit: pageSize,
      offset: (pageNo - 1) * pageSize,
    }) as unknown as SummaryRow[];
    return ok({ data: rows.map(toSummary), pageNo, pageSize, totalCount: total.n });
  });

  define('newsDetail', ({ id }, { language }) => {
    const params = { now: now(), language: seoLanguage(language), id };
    const row = article.get(params) as ArticleRow | undefined;
    // Scheduled articles answer as unknown ones: their existence is not public before publishing.
    if (!row) throw new CallError(200, 404, NEWS_NOT_FOUND);
    const others = related.all({ ...params, category: row.category }) as unknown as SummaryRow[];
    return ok({
      ...toSummary(row),
      body: row.body,
      seoTitle: row.seo_title,
      seoDescription: row.seo_description,
      related: others.map(toSummary),
    });
  });
}

function toSummary(row: SummaryRow) {
  return {
    id: row.id,
    category: row.category,
    title: row.title,
    summary: row.summary,
    publishedAt: new Date(row.published_at).toISOString(),
    pinned: row.pinned === 1,
  };
}
