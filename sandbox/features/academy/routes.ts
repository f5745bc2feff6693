import { ACADEMY_NOT_FOUND, type AcademyCategory } from '../../../runtime/http/contract/academy.ts';
import { seoLanguage } from '../../content/seo.ts';
import { CallError, type Define, ok } from '../../http.ts';
import type { FeatureDeps } from '../feature.ts';
import { coverUrl, readingMinutes, withAnchors } from './store.ts';

const RELATED_COUNT = 3;

interface Row {
  id: string;
  category: AcademyCategory;
  published_at: number;
  updated_at: number;
  title: string;
  summary: string;
  body: string;
}

/** The texts in the asked language, English where an article lacks it (fixtures may add only English). */
const IN_LANGUAGE = `
  FROM academy_articles a
  JOIN academy_texts en ON en.article_id = a.id AND en.language = 'en'
  LEFT JOIN academy_texts t ON t.article_id = a.id AND t.language = :language`;
const COLUMNS = `a.id, a.category, a.published_at, a.updated_at, COALESCE(t.title, en.title) AS title,
  COALESCE(t.summary, en.summary) AS summary, COALESCE(t.body, en.body) AS body`;
const VISIBLE = 'a.published_at <= :now';

export function academyRoutes(define: Define, { db, now }: FeatureDeps): void {
  const count = db.prepare(
    `SELECT COUNT(*) AS n FROM academy_articles a WHERE ${VISIBLE} AND (:category IS NULL OR a.category = :category)`,
  );
  const page = db.prepare(
    `SELECT ${COLUMNS} ${IN_LANGUAGE}
     WHERE ${VISIBLE} AND (:category IS NULL OR a.category = :category)
     ORDER BY a.published_at DESC, a.id
     LIMIT :limit OFFSET :offset`,
  );
  const article = db.prepare(`SELECT ${COLUMNS} ${IN_LANGUAGE} WHERE a.id = :id AND ${VISIBLE}`);
  const related = db.prepare(
    `SELECT ${COLUMNS} ${IN_LANGUAGE}
     WHERE ${VISIBLE} AND a.id <> :id
     ORDER BY a.category = :category DESC, a.published_at DESC, a.id
     LIMIT ${RELATED_COUNT}`,
  );

  define('academyList', ({ category, pageNo, pageSize }, { language }) => {
    const filter = { now: now(), category: category ?? null };
    const total = count.get(filter) as { n: number };
    const rows = page.all({
      ...filter,
      language: seoLanguage(language),
      limit: pageSize,
      offset: (pageNo - 1) * pageSize,
    }) as unknown as Row[];
    return ok({ data: rows.map(toSummary), pageNo, pageSize, totalCount: total.n });
  });

  define('academyDetail', ({ articleId }, { language }) => {
    const params = { now: now(), language: seoLanguage(language), id: articleId };
    const row = article.get(params) as Row | undefined;
    // Scheduled articles answer as unknown ones: their existence is not public before publishing.
    if (!row) throw new CallError(200, 404, ACADEMY_NOT_FOUND);
    const others = related.all({ ...params, category: row.category }) as unknown as Row[];
    const { body, headings } = withAnchors(row.body);
    return ok({
      ...toSummary(row),
      body,
      headings,
      seoTitle: row.title,
      seoDescription: row.summary,
      related: others.map(toSummary),
    });
  });
}

function toSummary(row: Row) {
  return {
    id: row.id,
    category: row.category,
    title: row.title,
    summary: row.summary,
    coverUrl: coverUrl(row.id, row.category),
    readingMinutes: readingMinutes(row.body),
    publishedAt: new Date(row.published_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
