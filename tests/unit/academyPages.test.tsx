// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { miningEstimate, serviceFeePerDay } from '../../runtime/domain/calculator.ts';
import type { AcademyArticle, AcademySummary } from '../../runtime/http/contract/academy.ts';
import type { NetworkStats } from '../../runtime/http/contract/plans.ts';
import { formatCoin, formatUsd } from '../../views/format/format.ts';
import { expectExactUrl } from '../model/bindings/accountSteps.ts';
import { callPath, failCall, routeUrl, visitRoute } from '../model/calls.ts';
import type { Driver } from '../model/driver.ts';
import { closeJsdomSandbox, createJsdomDriver } from '../model/jsdomDriver.tsx';

const WAIT = { timeout: 8000 };
let d: Driver;
beforeEach(async () => {
  d = await createJsdomDriver();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await d.dispose();
});
afterAll(closeJsdomSandbox);

interface ListResult {
  data: AcademySummary[];
  totalCount: number;
}
/** What the API answers (the test's own look at the data the page shows). */
const list = async (query: string) =>
  (await d.sandbox<{ result: ListResult }>('GET', `${callPath('academyList')}?${query}`)).result;
const detail = async (articleId: string) =>
  (await d.sandbox<{ result: AcademyArticle }>('GET', `${callPath('academyDetail')}?articleId=${articleId}`)).result;

const cards = () => screen.findByRole('list', { name: 'Academy articles' }, WAIT);
const titles = async () =>
  within(await cards())
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);
const notFound = () => screen.findByText('This page could not be found', {}, WAIT);

describe('the academy (/content)', { timeout: 20_000 }, () => {
  it('shows the newest articles as cards with cover, category, summary, reading time and date', async () => {
    const api = await list('pageNo=1&pageSize=9');
    await visitRoute(d, 'content', {});
    expect(await titles()).toEqual(api.data.map((a) => a.title));
    const first = api.data[0] as AcademySummary;
    const card = (await screen.findByRole('article', { name: first.title }, WAIT)) as HTMLElement;
    expect(card.textContent).toContain(first.summary);
    expect(card.textContent).toContain(`${first.readingMinutes} min read`);
    expect(card.textContent).toMatch(/UTC/);
    expect(card.querySelector('img')?.getAttribute('src')).toBe(first.coverUrl);
    expect(within(card).getByRole('link', { name: first.title }).getAttribute('href')).toBe(`/content/${first.id}`);
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(pages.textContent).toContain(`Page 1 of ${Math.ceil(api.totalCount / 9)}`);
    fireEvent.click(within(pages).getByRole('link', { name: 'Next' }));
    await expectExactUrl(d, '/content?page=2');
    const second = await list('pageNo=2&pageSize=9');
    await waitFor(async () => expect(await titles()).toEqual(second.data.map((a) => a.title)), WAIT);
  });

  it('a category tab is a link to ?category= and lists only that category', async () => {
    const api = await list('category=security&pageSize=9');
    await visitRoute(d, 'content', {});
    const tabs = await screen.findByRole('navigation', { name: 'Academy categories' }, WAIT);
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'All articles',
      'Getting started',
      'Mining basics',
      'Hardware',
      'Mining economics',
      'Security',
      'Product guides',
    ]);
    fireEvent.click(within(tabs).getByRole('link', { name: 'Security' }));
    await expectExactUrl(d, '/content?category=security');
    await waitFor(async () => expect(await titles()).toEqual(api.data.map((a) => a.title)), WAIT);
    expect(within(tabs).getByRole('link', { name: 'Security' }).getAttribute('aria-current')).toBe('page');
  });

  it('a bad category or page falls back to the defaults; a page past the end is empty with a way back', async () => {
    const api = await list('pageNo=1&pageSize=9');
    await d.visit('/content?category=nonsense&page=abc');
    expect(await titles()).toEqual(api.data.map((a) => a.title));
    await d.dispose();
    d = await createJsdomDriver();
    await visitRoute(d, 'content', {}, { search: { page: 50 } });
    await screen.findByText('No articles here yet.', {}, WAIT);
    expect(screen.getByRole('link', { name: 'See all articles' }).getAttribute('href')).toBe('/content');
  });

  it("a failed list shows the server's message and loads again on retry", async () => {
    await failCall(d, 'academyList', { status: 503 });
    await visitRoute(d, 'content', {});
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert.textContent).toContain('injected fault: HTTP 503');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await cards();
  });

  it('lists the articles in the page language, with translated category names', async () => {
    await d.visit('/ja/content');
    await waitFor(
      () => expect(document.querySelector('ul.academy-items:not(.academy-items-loading)')).not.toBeNull(),
      WAIT,
    );
    const ul = document.querySelector('ul.academy-items:not(.academy-items-loading)') as HTMLElement;
    const ja = within(ul)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent ?? '');
    expect(ja.join('')).toMatch(/[\u3040-\u30ff]/);
    expect(ja).not.toContain('What is bitcoin mining?');
  });
});

describe('an academy article (/content/{articleId})', { timeout: 20_000 }, () => {
  it('shows the article with reading time, dates, a table of contents, related articles and the way back', async () => {
    const api = await detail('hashprice-and-breakeven');
    await visitRoute(d, 'content.article', { articleId: 'hashprice-and-breakeven' });
    expect((await screen.findByRole('heading', { level: 1 }, WAIT)).textContent).toBe(api.title);
    const article = screen.getByRole('article', { name: api.title });
    expect(article.textContent).toContain(`${api.readingMinutes} min read`);
    expect(article.textContent).toMatch(/Published .* UTC/);
    expect(article.textContent).toMatch(/Updated .* UTC/);
    const toc = within(article).getByRole('navigation', { name: 'In this article' });
    const entries = within(toc).getAllByRole('link');
    expect(entries.map((a) => a.textContent)).toEqual(api.headings.map((h) => h.text));
    expect(entries[0]?.getAttribute('href')).toBe('#section-1');
    expect(article.querySelector('#section-1')?.textContent).toBe(api.headings[0]?.text);
    const related = within(article).getByRole('region', { name: 'Related articles' });
    expect(
      within(related)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(api.related.map((a) => a.title));
    expect(within(article).getByRole('link', { name: 'Back to the academy' }).getAttribute('href')).toBe(
      '/content?category=economics',
    );
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toContain('Mining academy');
  });

  it('script and event handlers in CMS content never reach the page', async () => {
    await d.sandbox('POST', '/__sandbox/academy', {
      id: 'hostile-article',
      category: 'security',
      title: 'A hostile article',
      body: '<h2>Part</h2><p>Kept text.</p><img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script><a href="javascript:window.__pwned=3">bad link</a><h2 onclick="window.__pwned=4">Two</h2><h2>Three</h2>',
    });
    await visitRoute(d, 'content.article', { articleId: 'hostile-article' });
    const article = await screen.findByRole('article', { name: 'A hostile article' }, WAIT);
    expect(article.textContent).toContain('Kept text.');
    expect(article.innerHTML).not.toMatch(/onerror|onclick|<script|javascript:/);
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    expect(within(article).getByRole('navigation', { name: 'In this article' })).toBeTruthy();
  });

  it.each([
    ['an unknown id', 'no-such-article'],
    ['a malformed id', 'Not_A-Slug'],
  ])('%s is the 404 page', async (_what, articleId) => {
    await d.visit(`/content/${articleId}`);
    await notFound();
  });

  it("a failed read shows the server's message and a retry", async () => {
    await failCall(d, 'academyDetail', { status: 503 });
    await visitRoute(d, 'content.article', { articleId: 'what-is-bitcoin-mining' });
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert.textContent).toContain('injected fault: HTTP 503');
  });

  it('is in the page language (German)', async () => {
    await d.visit('/de/content/difficulty-adjustment-explained');
    const h1 = await screen.findByRole('heading', { level: 1 }, WAIT);
    await waitFor(() => expect(h1.textContent).toMatch(/Difficulty|Schwierigkeit/), WAIT);
    expect(h1.textContent).not.toBe('How the difficulty adjustment works');
  });
});

describe("the app's webview (/content/h5)", { timeout: 20_000 }, () => {
  it('lists the articles without the site header; an article opens in the webview', async () => {
    const api = await list('pageNo=1&pageSize=9');
    await visitRoute(d, 'content.h5', {});
    expect(await titles()).toEqual(api.data.map((a) => a.title));
    expect(document.querySelector('.site-header, .site-footer')).toBeNull();
    const first = api.data[0] as AcademySummary;
    expect(screen.getByRole('link', { name: first.title }).getAttribute('href')).toBe(`/content/h5/${first.id}`);
  });

  it('shows an article without the site chrome; unknown and malformed ids are the 404 page', async () => {
    await visitRoute(d, 'content.h5', { articleId: 'what-is-bitcoin-mining' });
    expect((await screen.findByRole('heading', { level: 1 }, WAIT)).textContent).toBe('What is bitcoin mining?');
    expect(document.querySelector('.site-footer')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the academy' }).getAttribute('href')).toBe(
      '/content/h5?category=beginner',
    );
    await d.dispose();
    d = await createJsdomDriver();
    await d.visit('/content/h5/no-such-article');
    await notFound();
    await d.dispose();
    d = await createJsdomDriver();
    await d.visit('/content/h5/BAD_ID');
    await notFound();
  });
});

describe('the cloud-mining explainer (/topic/what-is-bitcoin-cloud-mining)', { timeout: 20_000 }, () => {
  it("works an example through with today's network figures and the calculator's math", async () => {
    const today = (await d.sandbox<{ result: NetworkStats }>('GET', callPath('networkStats'))).result;
    const estimate = miningEstimate({
      th: 100,
      network: today,
      btcPriceUsd: today.btcPriceUsd,
      poolFeePercent: 2.5,
      uptimePercent: 100,
      costPerDayUsd: serviceFeePerDay(100, 0.03),
    });
    await visitRoute(d, 'topic.what-is-bitcoin-cloud-mining', {});
    expect((await screen.findByRole('heading', { level: 1 }, WAIT)).textContent).toBe('What is bitcoin cloud mining?');
    const example = await screen.findByRole('region', { name: 'Worked example' }, WAIT);
    await waitFor(() => expect(example.getAttribute('data-read')).toBe('loaded'), WAIT);
    expect(example.textContent).toContain(formatCoin('en', estimate.btcPerDay, 'BTC'));
    expect(example.textContent).toContain(formatUsd('en', estimate.netPerDayUsd));
    expect(example.textContent).toContain(formatUsd('en', today.btcPriceUsd));
    expect(example.textContent).toContain(formatCoin('en', estimate.btcPerDay.times(180), 'BTC'));
    for (const heading of ['How your output is computed', 'What it costs', 'The risks', 'How to choose a plan']) {
      screen.getByRole('heading', { level: 2, name: heading });
    }
    expect(document.body.textContent).toContain('3.125 BTC');
    expect(document.body.textContent).toContain('2016 blocks');
    expect(screen.getByRole('link', { name: 'See the plans' }).getAttribute('href')).toBe(routeUrl('list', {}));
    expect(screen.getByRole('link', { name: 'Open the calculator' }).getAttribute('href')).toBe(
      routeUrl('calculator', {}),
    );
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    expect(within(faq).getByText('Is the output guaranteed?')).toBeTruthy();
  });

  it('the explanation stays readable when the network figures fail, with a retry for the example', async () => {
    await failCall(d, 'networkStats', { status: 503 });
    await visitRoute(d, 'topic.what-is-bitcoin-cloud-mining', {});
    const example = await screen.findByRole('region', { name: 'Worked example' }, WAIT);
    await within(example).findByRole('button', { name: 'Try again' }, WAIT);
    expect(screen.getByRole('heading', { level: 2, name: 'The risks' })).toBeTruthy();
  });
});

describe('agreements (/protocol/{agreementId})', { timeout: 20_000 }, () => {
  it('shows the sanitized agreement with its version, effective date, other versions and a print button', async () => {
    const print = vi.fn();
    Object.defineProperty(window, 'print', { value: print, configurable: true });
    await visitRoute(d, 'protocol', { agreementId: 'BFFPRIVACY_EN' });
    const article = await screen.findByRole('article', { name: 'Privacy Policy' }, WAIT);
    expect(article.textContent).toContain('Version 3.2');
    expect(article.textContent).toMatch(/Effective from Mar 1, 2026/);
    expect(article.textContent).toContain('What we collect');
    // The CMS's own title heading is folded into the page's h1; its sections follow as h2.
    expect(within(article).getAllByRole('heading', { name: 'Privacy Policy' })).toHaveLength(1);
    expect(within(article).getByRole('heading', { level: 2, name: 'What we collect' })).toBeTruthy();
    expect(article.innerHTML).not.toMatch(/onerror|javascript:/);
    expect(within(article).getByRole('link', { name: '简体中文' }).getAttribute('href')).toBe(
      '/protocol/BFFPRIVACY_CN',
    );
    fireEvent.click(within(article).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('/protocol alone lists the agreements in the variant of the page language', async () => {
    await d.visit('/sg/protocol');
    await waitFor(() => expect(document.querySelector('a[href="/sg/protocol/BFFUSERTERM_ZH"]')).not.toBeNull(), WAIT);
    expect(document.querySelector('a[href="/sg/protocol/BFFPRIVACY_ZH"]')).not.toBeNull();
  });

  it.each(['BFFPRIVACY_FR', 'unknown', 'bffprivacy_en'])('%s is the 404 page', async (agreementId) => {
    await d.visit(`/protocol/${agreementId}`);
    await notFound();
  });
});
