import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { ACADEMY_CATEGORIES, ACADEMY_ID_MAX, ACADEMY_ID_PATTERN } from '../../../runtime/http/contract/academy.ts';
import { transaction } from '../../db.ts';
import type { FeatureDeps } from '../feature.ts';
import { insertAcademyArticle, textOf } from './store.ts';

const MAX_BODY_BYTES = 64 * 1024;
const DERIVED_SUMMARY_LENGTH = 160;

const newArticleBody = z
  .object({
    id: z.string().max(ACADEMY_ID_MAX).regex(ACADEMY_ID_PATTERN, 'lower-case words joined by -').optional(),
    category: z.enum(ACADEMY_CATEGORIES),
    title: z.string().trim().min(1).max(200),
    summary: z.string().trim().max(500).optional(),
    body: z.string().min(1).max(40_000),
    publishedAt: z.iso.datetime({ offset: true }).optional(),
  })
  .strict();

const issueText = (error: z.ZodError) => {
  const issue = error.issues[0];
  const keys = issue && 'keys' in issue && Array.isArray(issue.keys) ? issue.keys.join(', ') : '';
  return `${issue?.path.join('.') || keys || 'body'}: ${issue?.message ?? 'invalid'}`;
};

/**
 * `POST /__sandbox/academy` `{ id?, category, title, summary?, body, publishedAt? }` → `{ id }`: an article
 * in English only (other languages are answered in English), published now unless `publishedAt` says
 * otherwise; without an id, one is made from the title. `DELETE /__sandbox/academy/:id` removes one.
 */
export function academyFixtures(app: Hono, { db, now }: FeatureDeps): void {
  const bad = (c: Context, message: string, status: 400 | 404 | 409 = 400) =>
    c.json({ status, message, result: null }, status);
  const exists = db.prepare('SELECT 1 FROM academy_articles WHERE id = ?');
  const remove = db.prepare('DELETE FROM academy_articles WHERE id = ?');

  app.post('/__sandbox/academy', async (c) => {
    const json = await jsonBody(c);
    if (json === undefined) return bad(c, `body: a JSON object of at most ${MAX_BODY_BYTES} bytes expected`);
    const parsed = newArticleBody.safeParse(json);
    if (!parsed.success) return bad(c, issueText(parsed.error));
    const { category, title, summary, body, publishedAt } = parsed.data;
    const id = parsed.data.id ?? freeId(slugOf(title), (candidate) => exists.get(candidate) !== undefined);
    if (exists.get(id)) return bad(c, `id: ${id} exists`, 409);
    const at = publishedAt ? Date.parse(publishedAt) : now();
    transaction(db, () =>
      insertAcademyArticle(db, {
        id,
        category,
        publishedAt: at,
        updatedAt: at,
        texts: { en: { title, summary: summary ?? textOf(body).slice(0, DERIVED_SUMMARY_LENGTH), body } },
      }),
    );
    return c.json({ id });
  });

  app.delete('/__sandbox/academy/:id', (c) => {
    const id = c.req.param('id');
    const { changes } = remove.run(id);
    return changes > 0 ? c.json({ deleted: id }) : bad(c, `no article ${id}`, 404);
  });
}

/** A slug of a title: ASCII letters and digits joined by `-` (an all-symbol title becomes `article`). */
function slugOf(title: string): string {
  const slug = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'article';
}

function freeId(base: string, taken: (id: string) => boolean): string {
  if (!taken(base)) return base;
  for (let n = 2; ; n++) if (!taken(`${base}-${n}`)) return `${base}-${n}`;
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
