import DOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACADEMY_CATEGORY_VALUES } from '../../manifest/routes.ts';
import {
  ACADEMY_CATEGORIES,
  ACADEMY_NOT_FOUND,
  type AcademyArticle,
  type AcademySummary,
} from '../../runtime/http/contract/academy.ts';
import { contract } from '../../runtime/http/contract.ts';
import { SEO_LANGUAGES } from '../../sandbox/content/seo.ts';
import { ACADEMY_ARTICLES, ACADEMY_SEED } from '../../sandbox/features/academy/articles/index.ts';
import { readingMinutes, textOf, withAnchors } from '../../sandbox/features/academy/store.ts';
import { type Harness, startSandbox } from './sandboxHarness.ts';

const LIST = contract.academyList.path;
const DETAIL = contract.academyDetail.path;
const DAY_MS = 86_400_000;

let h: Harness;
beforeAll(async () => {
  h = await startSandbox();
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.postJson('/__sandbox/reset', {});
});

async function list(query = '', language = 'en') {
  const reply = await h.get(`${LIST}?${query}`, { headers: { 'Current-Language': language } });
  expect(reply.http).toBe(200);
  expect(contract.academyList.response.safeParse(reply.body).success).toBe(true);
  return reply.body.result as { data: AcademySummary[]; totalCount: number; pageNo: number; pageSize: number };
}
async function detail(articleId: string, language = 'en') {
  const reply = await h.get(`${DETAIL}?articleId=${encodeURIComponent(articleId)}`, {
    headers: { 'Current-Language': language },
  });
  if (reply.body.status === 200) expect(contract.academyDetail.response.safeParse(reply.body).success).toBe(true);
  return reply;
}
const seeded = (id: string) => ACADEMY_SEED.find((a) => a.id === id) as (typeof ACADEMY_SEED)[number];
/** The seeded articles the sandbox clock has reached, newest first. */
const visible = () =>
  [...ACADEMY_ARTICLES]
    .filter((a) => Date.parse(a.publishedAt) <= h.clock.now())
    .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt));

describe('the seeded academy', () => {
  it('holds at least 12 articles over every category, each in all 8 languages with a full body', () => {
    expect(ACADEMY_SEED.length).toBeGreaterThanOrEqual(12);
    expect(new Set(ACADEMY_SEED.map((a) => a.category))).toEqual(new Set(ACADEMY_CATEGORIES));
    for (const article of ACADEMY_SEED) {
      expect(Object.keys(article.texts).sort()).toEqual([...SEO_LANGUAGES].sort());
      const english = article.texts.en;
      for (const language of SEO_LANGUAGES) {
        const text = article.texts[language];
        expect(text.title.length, `${article.id} ${language}`).toBeGreaterThan(5);
        expect(withAnchors(text.body).headings.length, `${article.id} ${language}`).toBe(
          withAnchors(english.body).headings.length,
        );
        // A translation is a translation: not the English text, and about as long to read.
        if (language !== 'en') expect(text.body, `${article.id} ${language}`).not.toBe(english.body);
        expect(readingMinutes(text.body), `${article.id} ${language}`).toBeGreaterThanOrEqual(1);
        expect(textOf(text.body).length, `${article.id} ${language}`).toBeGreaterThan(textOf(english.body).length / 4);
      }
    }
  });

  it('gets the mining facts right in every language', () => {
    const body = (id: string) => Object.values(seeded(id).texts).map((t) => textOf(t.body));
    for (const text of body('bitcoin-halving-2024')) {
      expect(text).toMatch(/3[.,]125/);
      expect(text).toMatch(/840[,.\s]?000/);
    }
    for (const text of body('difficulty-adjustment-explained')) expect(text).toContain('2016');
    for (const text of body('pool-payouts-fpps-pplns')) {
      expect(text).toContain('FPPS');
      expect(text).toContain('PPLNS');
    }
    for (const text of body('asic-efficiency-j-per-th')) {
      expect(text).toContain('J/T');
      expect(text).toMatch(/3[,.\s\u202f]?500/);
    }
    for (const text of body('hashrate-units-explained')) expect(text).toMatch(/EH\/s/);
  });

  it('the manifest and the contract name the same categories', () => {
    const same: readonly (typeof ACADEMY_CATEGORIES)[number][] = ACADEMY_CATEGORY_VALUES;
    expect([...same]).toEqual([...ACADEMY_CATEGORIES]);
  });
});

describe('academyList', () => {
  it('lists the published articles newest first, with cover, reading time and dates', async () => {
    const page = await list('pageSize=50');
    expect(page.data.map((a) => a.id)).toEqual(visible().map((a) => a.id));
    expect(page.totalCount).toBe(visible().length);
    for (const item of page.data) {
      expect(item.coverUrl).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(item.readingMinutes).toBe(readingMinutes(seeded(item.id).texts.en.body));
      expect(item.title).toBe(seeded(item.id).texts.en.title);
    }
  });

  it('pages by pageSize and filters by category', async () => {
    const first = await list('pageNo=1&pageSize=4');
    const second = await list('pageNo=2&pageSize=4');
    expect(first.data).toHaveLength(4);
    expect([...first.data, ...second.data].map((a) => a.id)).toEqual(
      visible()
        .slice(0, 8)
        .map((a) => a.id),
    );
    for (const category of ACADEMY_CATEGORIES) {
      const page = await list(`category=${category}&pageSize=50`);
      expect(page.data.map((a) => a.id)).toEqual(
        visible()
          .filter((a) => a.category === category)
          .map((a) => a.id),
      );
    }
  });

  it('shows scheduled articles once the clock reaches them', async () => {
    const before = (await list('pageSize=50')).totalCount;
    h.clock.advance(365 * DAY_MS);
    const after = await list('pageSize=50');
    expect(after.totalCount).toBe(ACADEMY_ARTICLES.length);
    expect(after.totalCount).toBeGreaterThanOrEqual(before);
  });

  it.each([
    ['category=news', /category/],
    ['pageSize=51', /pageSize/],
    ['pageNo=0', /pageNo/],
  ])('answers bad input (%s) with 400 naming the field', async (query, field) => {
    const reply = await h.get(`${LIST}?${query}`);
    expect(reply.http).toBe(400);
    expect(reply.body.message).toMatch(field);
  });

  it.each(SEO_LANGUAGES)('answers in %s', async (language) => {
    const page = await list('pageSize=50', language);
    expect(page.data.map((a) => a.title)).toEqual(visible().map((a) => seeded(a.id).texts[language].title));
  });
});

describe('academyDetail', () => {
  it('answers the article with anchored sections, a table of contents and related articles of its category', async () => {
    const reply = await detail('difficulty-adjustment-explained');
    const article = reply.body.result as AcademyArticle;
    expect(article.title).toBe('How the difficulty adjustment works');
    expect(article.headings.length).toBeGreaterThanOrEqual(3);
    article.headings.forEach((heading, i) => {
      expect(heading.anchor).toBe(`section-${i + 1}`);
      expect(article.body).toContain(`<h2 id="${heading.anchor}">`);
    });
    expect(article.headings[0]?.text).toBe('Every 2016 blocks');
    expect(article.related.length).toBeGreaterThan(0);
    expect(article.related.map((a) => a.id)).not.toContain(article.id);
    expect(article.related[0]?.category).toBe('basics');
    expect(article.seoTitle).toBe(article.title);
  });

  it('answers in traditional Chinese for hk and simplified for zh', async () => {
    const hk = (await detail('bitcoin-halving-2024', 'hk')).body.result as AcademyArticle;
    const zh = (await detail('bitcoin-halving-2024', 'zh')).body.result as AcademyArticle;
    expect(hk.title).toBe(seeded('bitcoin-halving-2024').texts.hk.title);
    expect(zh.title).toBe(seeded('bitcoin-halving-2024').texts.zh.title);
    expect(hk.title).not.toBe(zh.title);
  });

  it('an unknown id is 404 with its message; a malformed one is 400', async () => {
    const unknown = await detail('no-such-article');
    expect(unknown.body).toMatchObject({ status: 404, message: ACADEMY_NOT_FOUND, result: null });
    const malformed = await detail('Bad_Id!');
    expect(malformed.http).toBe(400);
    expect(malformed.body.message).toMatch(/articleId/);
  });

  it('a scheduled article is unknown until published', async () => {
    const future = new Date(h.clock.now() + 2 * DAY_MS).toISOString();
    const made = await h.postJson('/__sandbox/academy', {
      id: 'next-week',
      category: 'guides',
      title: 'Next week',
      body: '<p>Soon.</p>',
      publishedAt: future,
    });
    expect(made.body).toEqual({ id: 'next-week' });
    expect((await detail('next-week')).body.status).toBe(404);
    h.clock.advance(3 * DAY_MS);
    expect((await detail('next-week')).body.result.title).toBe('Next week');
  });
});

describe('the academy fixture', () => {
  it('makes an article from a title (English in every language) and deletes it', async () => {
    const made = await h.postJson('/__sandbox/academy', {
      category: 'security',
      title: 'Cold storage, step by step!',
      body: '<h2>Why</h2><p>Keys offline.</p>',
    });
    expect(made.body.id).toBe('cold-storage-step-by-step');
    const again = await h.postJson('/__sandbox/academy', {
      category: 'security',
      title: 'Cold storage, step by step!',
      body: '<p>x</p>',
    });
    expect(again.body.id).toBe('cold-storage-step-by-step-2');
    const ja = (await detail('cold-storage-step-by-step', 'ja')).body.result as AcademyArticle;
    expect(ja.title).toBe('Cold storage, step by step!');
    expect(ja.summary).toBe('Why Keys offline.');
    const remove = (id: string) => fetch(`${h.url}/__sandbox/academy/${id}`, { method: 'DELETE' });
    expect((await remove('cold-storage-step-by-step')).status).toBe(200);
    expect((await detail('cold-storage-step-by-step')).body.status).toBe(404);
    expect((await remove('cold-storage-step-by-step')).status).toBe(404);
  });

  it.each([
    [{ category: 'news', title: 'x', body: '<p>x</p>' }, /category/],
    [{ category: 'guides', title: '', body: '<p>x</p>' }, /title/],
    [{ category: 'guides', title: 'x', body: '<p>x</p>', id: 'Bad Id' }, /id/],
    [{ category: 'guides', title: 'x', body: '<p>x</p>', extra: 1 }, /extra/],
  ])('refuses a bad article (%j)', async (body, field) => {
    const reply = await h.postJson('/__sandbox/academy', body);
    expect(reply.http).toBe(400);
    expect(reply.body.message).toMatch(field);
  });
});

describe('sanitizing', () => {
  const purify = DOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);

  it('hostile HTML in an article reaches the client as data and never survives DOMPurify; anchors do', async () => {
    await h.postJson('/__sandbox/academy', {
      id: 'hostile',
      category: 'security',
      title: 'Hostile',
      body: '<h2 onclick="x()">Part one</h2><p>Text<img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">link</a></p>',
    });
    const article = (await detail('hostile')).body.result as AcademyArticle;
    expect(article.body).toContain('<h2 id="section-1">Part one</h2>');
    const clean = purify.sanitize(article.body);
    expect(clean).not.toMatch(/onerror|onclick|<script|javascript:/);
    expect(clean).toContain('id="section-1"');
  });

  it('no seeded article carries script, event handlers or javascript: links', () => {
    for (const article of ACADEMY_SEED) {
      for (const text of Object.values(article.texts)) {
        expect(text.body).not.toMatch(/<script|\son\w+=|javascript:/i);
      }
    }
  });

  it('agreements keep their hostile bit for the client, with version and effective date', async () => {
    const reply = await h.get(`${contract.agreementDetail.path}?agreementId=BFFUSERTERM_EN`);
    expect(contract.agreementDetail.response.safeParse(reply.body).success).toBe(true);
    expect(reply.body.result).toMatchObject({ version: '4.0', effectiveDate: '2026-01-15' });
    expect(purify.sanitize(reply.body.result.agreementContent)).not.toMatch(/onerror|javascript:/);
  });
});
