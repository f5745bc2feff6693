import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { NEWS_CATEGORIES } from '../../../runtime/http/contract/news.ts';
import { SEO_LANGUAGES } from '../../content/seo.ts';
import { transaction } from '../../db.ts';
import type { FeatureDeps } from '../feature.ts';
import { type ArticleText, insertArticle, type NewArticle } from './store.ts';

const MAX_BODY_BYTES = 64 * 1024;
const DERIVED_SUMMARY_LENGTH = 160;

const newArticleBody = z
  .object({
    category: z.enum(NEWS_CATEGORIES),
    title: z.string().trim().min(1).max(200),
    summary: z.string().trim().max(500).optional(),
    body: z.string().min(1).max(20_000),
    publishedAt: z.iso.datetime({ offset: true }).optional(),
    pinned: z.boolean().default(false),
  })
  .strict();

const issueText = (error: z.ZodError) => {
  const issue = error.issues[0];
  const keys = issue && 'keys' in issue && Array.isArray(issue.keys) ? issue.keys.join(', ') : '';
  return `${issue?.path.join('.') || keys || 'body'}: ${issue?.message ?? 'invalid'}`;
};

/**
 * `POST /__sandbox/news` `{ category, title, summary?, body, publishedAt?, pinned? }` → `{ id }`: an article
 * with the same text in every language, published now unless `publishedAt` says otherwise.
 * `DELETE /__sandbox/news/:id` removes one (seeded ones too, until the next reset).
 */
export function newsFixtures(app: Hono, { db, now }: FeatureDeps): void {
  const bad = (c: Context, message: string, status: 400 | 404 = 400) =>
    c.json({ status, message, result: null }, status);
  const remove = db.prepare('DELETE FROM news_articles WHERE id = ?');

  app.post('/__sandbox/news', async (c) => {
    const json = await jsonBody(c);
    if (json === undefined) return bad(c, `body: a JSON object of at most ${MAX_BODY_BYTES} bytes expected`);
    const parsed = newArticleBody.safeParse(json);
    if (!parsed.success) return bad(c, issueText(parsed.error));
    const { category, title, summary, body, publishedAt, pinned } = parsed.data;
    const text: ArticleText = { title, summary: summary ?? textOf(body).slice(0, DERIVED_SUMMARY_LENGTH), body };
    const id = transaction(db, () =>
      insertArticle(db, {
        category,
        publishedAt: publishedAt ? Date.parse(publishedAt) : now(),
        pinned,
        texts: Object.fromEntries(SEO_LANGUAGES.map((language) => [language, text])) as NewArticle['texts'],
      }),
    );
    return c.json({ id });
  });

  app.delete('/__sandbox/news/:id', (c) => {
    const id = c.req.param('id');
    if (!/^\d{1,10}$/.test(id)) return bad(c, 'id: a positive whole number expected');
    const { changes } = remove.run(Number(id));
    return changes > 0 ? c.json({ deleted: Number(id) }) : bad(c, `no article ${id}`, 404);
  });
}

/** The JSON body, or undefined when it is too large or not JSON. */
async function jsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) return undefined;
  try {
    return text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The visible text of CMS HTML, for a summary the author left out. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
