import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createHttpClient } from '../../runtime/http/client.ts';
import { NEWS_CATEGORIES, NEWS_NOT_FOUND } from '../../runtime/http/contract/news.ts';
import { contract } from '../../runtime/http/contract.ts';
import { SEO_LANGUAGES } from '../../sandbox/content/seo.ts';
import { SEEDED_ARTICLES } from '../../sandbox/features/news/articles.ts';
import { type Harness, startSandbox } from './sandboxHarness.ts';

const LIST = '/v1/app/common/cms/news/list';
const DETAIL = '/v1/app/common/cms/news/detail';
const FIXTURE = '/__sandbox/news';

/** After every dated seed (the newest is 2026-11-18), before the scheduled one (2027-01-15). */
const TODAY = Date.parse('2026-11-23T00:00:00Z');
const SCHEDULED_ID = 17;
const SCHEDULED_AT = Date.parse('2027-01-15T08:00:00Z');
/** Visible seeds as the list orders them: pinned 16 and 14 first, then newest first. */
const ORDER = [16, 14, 15, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1];
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

interface Summary {
  id: number;
  category: string;
  title: string;
  summary: string;
  publishedAt: string;
  pinned: boolean;
}

let h: Harness;
beforeAll(async () => {
  h = await startSandbox();
  h.clock.advance(TODAY - h.clock.now());
});
afterAll(() => h.close());

async function list(query = '', language = 'en') {
  const reply = await h.get(`${LIST}?${query}`, { headers: { 'Current-Language': language } });
  expect(reply.http).toBe(200);
  expect(contract.newsList.response.safeParse(reply.body).success).toBe(true);
  return reply.body.result as { data: Summary[]; pageNo: number; pageSize: number; totalCount: number };
}

async function detail(id: number, language = 'en') {
  const reply = await h.get(`${DETAIL}?id=${id}`, { headers: { 'Current-Language': language } });
  expect(reply.http).toBe(200);
  expect(contract.newsDetail.response.safeParse(reply.body).success).toBe(true);
  return reply.body;
}

const ids = (items: Summary[]) => items.map((item) => item.id);
const seeded = (id: number) => {
  const article = SEEDED_ARTICLES.find((a) => a.id === id);
  if (!article) throw new Error(`no seeded article ${id}`);
  return article;
};
const sandboxNow = async () => Date.parse((await h.postJson('/__sandbox/clock', { advanceSeconds: 0 })).body.now);
const remove = (id: number | string) => fetch(`${h.url}${FIXTURE}/${id}`, { method: 'DELETE' });

describe('news list', () => {
  it('pages through every visible article, pinned first then newest, with the total on each page', async () => {
    const pages = [];
    for (let pageNo = 1; pageNo <= 4; pageNo++) pages.push(await list(`pageNo=${pageNo}&pageSize=5`));
    expect(pages.map((page) => [page.pageNo, page.pageSize, page.totalCount])).toEqual([
      [1, 5, 16],
      [2, 5, 16],
      [3, 5, 16],
      [4, 5, 16],
    ]);
    expect(pages.map((page) => page.data.length)).toEqual([5, 5, 5, 1]);
    expect(pages.flatMap((page) => ids(page.data))).toEqual(ORDER);
    expect(await list('pageNo=5&pageSize=5')).toMatchObject({ data: [], totalCount: 16 });
  });

  it('defaults to the first page of 10', async () => {
    const page = await list();
    expect(page).toMatchObject({ pageNo: 1, pageSize: 10, totalCount: 16 });
    expect(ids(page.data)).toEqual(ORDER.slice(0, 10));
  });

  it('puts the pinned articles ahead, each group newest first, with UTC timestamps', async () => {
    const { data } = await list('pageSize=50');
    expect(data.map((item) => item.pinned)).toEqual(ORDER.map((_, index) => index < 2));
    for (const group of [data.slice(0, 2), data.slice(2)]) {
      const times = group.map((item) => Date.parse(item.publishedAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    }
    expect(data.every((item) => ISO_UTC.test(item.publishedAt))).toBe(true);
    expect(data.find((item) => item.id === 1)?.publishedAt).toBe('2025-06-12T08:00:00.000Z');
  });

  it.each([
    ['announcement', [14, 9, 5, 1]],
    ['maintenance', [16, 12, 8, 3]],
    ['activity', [15, 11, 7, 4]],
    ['industry', [13, 10, 6, 2]],
  ])('filters by category %s', async (category, expected) => {
    const page = await list(`category=${category}&pageSize=50`);
    expect(ids(page.data)).toEqual(expected);
    expect(page.totalCount).toBe(expected.length);
    expect(page.data.every((item) => item.category === category)).toBe(true);
  });

  it.each([
    ['category=news', /category/],
    ['pageSize=51', /pageSize/],
    ['pageNo=0', /pageNo/],
  ])('answers bad input (%s) with 400 naming the field', async (query, field) => {
    const reply = await h.get(`${LIST}?${query}`);
    expect(reply.http).toBe(400);
    expect(reply.body).toMatchObject({ status: 400, result: null });
    expect(reply.body.message).toMatch(field);
  });
});

describe('languages', () => {
  it('answers in the request language: hk is traditional Chinese, zh simplified', async () => {
    const hk = (await detail(3, 'hk')).result;
    const zh = (await detail(3, 'zh')).result;
    expect(hk.title).toContain('維護通知');
    expect(zh.title).toContain('维护通知');
    expect(hk.body).toContain('控制台 → 算力');
    expect(hk.title).toBe(seeded(3).texts.hk.title);
    expect(zh.title).toBe(seeded(3).texts.zh.title);
  });

  it('lists in the request language', async () => {
    const { data } = await list('pageSize=50', 'ja');
    expect(data.map((item) => item.title)).toEqual(ORDER.map((id) => seeded(id).texts.ja.title));
    expect(data.map((item) => item.summary)).toEqual(ORDER.map((id) => seeded(id).texts.ja.summary));
  });

  it.each(['xx', 'sg', ''])('falls back to English for an unknown language (%j)', async (language) => {
    expect((await detail(2, language)).result.title).toBe(
      'Bitcoin after the April 2024 halving: what changed for miners',
    );
  });

  it('the client sends its sg locale as hk and gets traditional Chinese', async () => {
    const client = createHttpClient({ baseURL: h.url, language: () => 'sg' });
    const article = await client.call('newsDetail', { id: 4 });
    expect(article.title).toBe('新用戶優惠：首個方案九折');
  });
});

describe('news detail', () => {
  it('answers the article with its body, SEO fields and timestamps', async () => {
    const { status, result } = await detail(1, 'de');
    expect(status).toBe(200);
    const text = seeded(1).texts.de;
    expect(result).toMatchObject({
      id: 1,
      category: 'announcement',
      title: text.title,
      summary: text.summary,
      body: text.body.trim(),
      publishedAt: '2025-06-12T08:00:00.000Z',
      pinned: false,
      seoTitle: `${text.title} | FuFu Cloud Mining`,
      seoDescription: text.summary,
    });
    expect(result.body).toMatch(/^<p>/);
    expect(result.body).toContain('<table>');
  });

  it.each([
    // same category first, newest first, never itself
    [12, [16, 8, 3]],
    [16, [12, 8, 3]],
    [2, [13, 10, 6]],
    // the scheduled announcement (17) is not related before it is published
    [1, [14, 9, 5]],
  ])('article %i relates %j', async (id, related) => {
    const { result } = await detail(id);
    expect(ids(result.related)).toEqual(related);
    expect(result.related.every((item: Summary) => item.category === result.category)).toBe(true);
  });

  it('fills the related articles with other categories, newest first, when its own has too few', async () => {
    expect((await remove(16)).status).toBe(200);
    expect((await remove(12)).status).toBe(200);
    try {
      const { result } = await detail(8);
      expect(ids(result.related)).toEqual([3, 15, 14]);
    } finally {
      await h.postJson('/__sandbox/reset', {});
    }
    expect(ids((await detail(8)).result.related)).toEqual([16, 12, 3]);
  });

  it.each([9999, 2_147_483_647])('an unknown id (%i) is status 404 with the message', async (id) => {
    expect(await detail(id)).toEqual({ status: 404, message: NEWS_NOT_FOUND, result: null });
  });

  it('the client sees an unknown id as an ApiError with status 404', async () => {
    const client = createHttpClient({ baseURL: h.url, language: () => 'en' });
    const error = await client.call('newsDetail', { id: 9999 }, { showError: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, serverMessage: NEWS_NOT_FOUND });
  });

  it.each(['id=abc', 'id=0', ''])('answers a bad id (%j) with 400 naming it', async (query) => {
    const reply = await h.get(`${DETAIL}?${query}`);
    expect(reply.http).toBe(400);
    expect(reply.body.message).toMatch(/^id/);
  });
});

describe('the seeded texts', () => {
  it('are 17 articles over the four categories, two pinned, dated within the range plus one scheduled', () => {
    expect(SEEDED_ARTICLES.map((a) => a.id)).toEqual(Array.from({ length: 17 }, (_, i) => i + 1));
    for (const category of NEWS_CATEGORIES) {
      expect(SEEDED_ARTICLES.filter((a) => a.category === category).length).toBeGreaterThanOrEqual(4);
    }
    expect(SEEDED_ARTICLES.filter((a) => a.pinned).map((a) => a.id)).toEqual([14, 16]);
    const dated = SEEDED_ARTICLES.filter((a) => a.id !== SCHEDULED_ID).map((a) => Date.parse(a.publishedAt));
    expect(Math.min(...dated)).toBeGreaterThanOrEqual(Date.parse('2025-06-01T00:00:00Z'));
    expect(Math.max(...dated)).toBeLessThanOrEqual(Date.parse('2026-11-20T23:59:59Z'));
    expect(Date.parse(seeded(SCHEDULED_ID).publishedAt)).toBe(SCHEDULED_AT);
  });

  it('every article has all 8 languages, none empty, none a copy of the English', () => {
    for (const article of SEEDED_ARTICLES) {
      expect(Object.keys(article.texts).sort()).toEqual([...SEO_LANGUAGES].sort());
      const en = article.texts.en;
      for (const language of SEO_LANGUAGES) {
        const text = article.texts[language];
        const where = `article ${article.id} ${language}`;
        for (const field of ['title', 'summary', 'body'] as const) {
          expect(text[field].trim(), `${where} ${field}`).not.toBe('');
          if (language !== 'en') expect(text[field], `${where} ${field}`).not.toBe(en[field]);
        }
      }
      // Traditional and simplified Chinese are written separately, not one copied into the other.
      expect(article.texts.hk.title, `article ${article.id}`).not.toBe(article.texts.zh.title);
      expect(article.texts.hk.body, `article ${article.id}`).not.toBe(article.texts.zh.body);
      expect(article.texts.ko.title, `article ${article.id}`).toMatch(/[\uAC00-\uD7A3]/);
      expect(article.texts.ja.summary, `article ${article.id}`).toMatch(/[\u3040-\u30FF]/);
    }
  });

  it('the API serves each visible article in each language as written', async () => {
    for (const id of ORDER) {
      for (const language of SEO_LANGUAGES) {
        const { result } = await detail(id, language);
        expect(result.title, `article ${id} ${language}`).toBe(seeded(id).texts[language].title);
        expect(result.body, `article ${id} ${language}`).toBe(seeded(id).texts[language].body.trim());
      }
    }
  });

  it('maintenance notices name seeded plans, a UTC window, the extension and where to see it', () => {
    const planNames = (h.sandbox.db.prepare('SELECT goods_name FROM goods').all() as Array<{ goods_name: string }>).map(
      (row) => row.goods_name,
    );
    for (const article of SEEDED_ARTICLES.filter((a) => a.category === 'maintenance')) {
      for (const language of SEO_LANGUAGES) {
        const body = article.texts[language].body;
        const where = `article ${article.id} ${language}`;
        expect(
          planNames.some((name) => body.includes(`<li>${name}</li>`)),
          where,
        ).toBe(true);
        expect(body, where).toContain('UTC');
        expect(body, where).toContain('href="/dashboard/hashrate"');
      }
      expect(article.texts.en.body).toMatch(/extended by \d+ hours/);
      expect(article.texts.en.body).toContain('24-hour average hashrate');
    }
  });
});

describe('the news fixture', () => {
  it('creates an article in every language, published now and listed first after the pinned ones', async () => {
    const reply = await h.postJson(FIXTURE, {
      category: 'activity',
      title: 'Fixture campaign',
      body: '<p>Spring <strong>campaign</strong> rules.</p>',
    });
    expect(reply.http).toBe(200);
    const { id } = reply.body;
    expect(id).toBeGreaterThan(SCHEDULED_ID);
    try {
      const { result } = await detail(id, 'ja');
      expect(result).toMatchObject({
        id,
        category: 'activity',
        title: 'Fixture campaign',
        summary: 'Spring campaign rules.',
        body: '<p>Spring <strong>campaign</strong> rules.</p>',
        pinned: false,
        publishedAt: new Date(await sandboxNow()).toISOString(),
      });
      const page = await list('pageSize=5');
      expect(page.totalCount).toBe(17);
      expect(ids(page.data)).toEqual([16, 14, id, 15, 13]);
      expect(ids((await list('category=activity')).data)[0]).toBe(id);
    } finally {
      expect((await remove(id)).status).toBe(200);
    }
    expect(await detail(id)).toMatchObject({ status: 404, message: NEWS_NOT_FOUND });
    expect((await list()).totalCount).toBe(16);
    const texts = h.sandbox.db.prepare('SELECT COUNT(*) AS n FROM news_texts WHERE article_id = ?').get(id);
    expect(texts).toEqual({ n: 0 });
    const again = await remove(id);
    expect(again.status).toBe(404);
    expect((await again.json()).message).toContain(String(id));
  });

  it('a pinned article joins the pinned ones by date; a future one waits for the clock', async () => {
    const pinned = (
      await h.postJson(FIXTURE, {
        category: 'announcement',
        title: 'Old pinned notice',
        summary: 'Pinned summary',
        body: '<p>Pinned.</p>',
        publishedAt: '2025-07-01T00:00:00Z',
        pinned: true,
      })
    ).body.id;
    const later = (
      await h.postJson(FIXTURE, {
        category: 'industry',
        title: 'Tomorrow',
        body: '<p>Later.</p>',
        publishedAt: new Date(TODAY + 2 * 86_400_000).toISOString(),
      })
    ).body.id;
    try {
      expect(ids((await list('pageSize=4')).data)).toEqual([16, 14, pinned, 15]);
      expect((await detail(pinned)).result.summary).toBe('Pinned summary');
      expect((await detail(later)).status).toBe(404);
    } finally {
      await remove(pinned);
      await remove(later);
    }
  });

  it.each([
    [{ title: 'No category', body: '<p>x</p>' }, /^category/],
    [{ category: 'rumours', title: 'x', body: '<p>x</p>' }, /^category/],
    [{ category: 'activity', body: '<p>x</p>' }, /^title/],
    [{ category: 'activity', title: '   ', body: '<p>x</p>' }, /^title/],
    [{ category: 'activity', title: 'x' }, /^body/],
    [{ category: 'activity', title: 'x', body: '<p>x</p>', publishedAt: 'tomorrow' }, /^publishedAt/],
    [{ category: 'activity', title: 'x', body: '<p>x</p>', pinned: 'yes' }, /^pinned/],
    [{ category: 'activity', title: 'x', body: '<p>x</p>', colour: 'red' }, /^colour/],
  ])('answers a bad body %j with 400 naming the field', async (body, field) => {
    const reply = await h.postJson(FIXTURE, body);
    expect(reply.http).toBe(400);
    expect(reply.body).toMatchObject({ status: 400, result: null });
    expect(reply.body.message).toMatch(field);
    expect((await list()).totalCount).toBe(16);
  });

  it('answers malformed JSON and a bad id with 400', async () => {
    const malformed = await fetch(`${h.url}${FIXTURE}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"category":',
    });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).message).toMatch(/^body/);
    expect((await remove('abc')).status).toBe(400);
  });
});

// Last: the sandbox clock only moves forward.
describe('a scheduled article', () => {
  it('stays hidden until the sandbox clock reaches its date, then is listed and served', async () => {
    expect(ids((await list('pageSize=50')).data)).not.toContain(SCHEDULED_ID);
    expect((await detail(SCHEDULED_ID)).status).toBe(404);

    const secondsLeft = (SCHEDULED_AT - (await sandboxNow())) / 1000;
    await h.postJson('/__sandbox/clock', { advanceSeconds: secondsLeft - 1 });
    expect((await detail(SCHEDULED_ID)).status).toBe(404);
    expect((await list()).totalCount).toBe(16);

    await h.postJson('/__sandbox/clock', { advanceSeconds: 1 });
    const page = await list('pageSize=50&category=announcement');
    expect(ids(page.data)).toEqual([14, SCHEDULED_ID, 9, 5, 1]);
    expect((await list()).totalCount).toBe(17);
    const { result } = await detail(SCHEDULED_ID, 'hk');
    expect(result).toMatchObject({
      title: '2027年農曆新年客服時間及提現安排',
      publishedAt: '2027-01-15T08:00:00.000Z',
    });
    expect(ids((await detail(1)).result.related)).toEqual([SCHEDULED_ID, 14, 9]);
  });
});
