// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectExactUrl } from '../model/bindings/accountSteps.ts';
import type { Driver } from '../model/driver.ts';
import { closeJsdomSandbox, createJsdomDriver } from '../model/jsdomDriver.tsx';

const WAIT = { timeout: 8000 };
let d: Driver;
beforeEach(async () => {
  d = await createJsdomDriver();
});
afterEach(async () => {
  await d.dispose();
});
afterAll(closeJsdomSandbox);

interface Summary {
  id: number;
  title: string;
  category: string;
  pinned: boolean;
}
interface ListReply {
  result: { data: Summary[]; totalCount: number };
}

const articles = () => screen.findByRole('list', { name: 'Articles' }, WAIT);
const titles = async () =>
  within(await articles())
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

describe('news list (/news)', { timeout: 20_000 }, () => {
  it('lists the newest articles, pinned first, ten to a page, with the time in UTC', async () => {
    for (let i = 1; i <= 11; i++) {
      await d.sandbox('POST', '/__sandbox/news', {
        category: 'industry',
        title: `Difficulty report ${i}`,
        body: '<p>…</p>',
      });
    }
    const api = await d.sandbox<ListReply>('GET', '/v1/app/common/cms/news/list?pageNo=1&pageSize=10');
    await d.visit('/news');
    expect(await titles()).toEqual(api.result.data.map((a) => a.title));
    expect(within(await articles()).queryAllByText('Pinned')).toHaveLength(
      api.result.data.filter((a) => a.pinned).length,
    );
    expect((await articles()).textContent).toMatch(/UTC/);
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(pages.textContent).toContain(`Page 1 of ${Math.ceil(api.result.totalCount / 10)}`);
    fireEvent.click(within(pages).getByRole('link', { name: 'Next' }));
    await expectExactUrl(d, '/news?page=2');
    const second = await d.sandbox<ListReply>('GET', '/v1/app/common/cms/news/list?pageNo=2&pageSize=10');
    await waitFor(async () => expect(await titles()).toEqual(second.result.data.map((a) => a.title)), WAIT);
  });

  it('a category is a link to ?category= and lists only that category', async () => {
    const api = await d.sandbox<ListReply>('GET', '/v1/app/common/cms/news/list?category=maintenance');
    await d.visit('/news');
    const tabs = await screen.findByRole('navigation', { name: 'News categories' }, WAIT);
    fireEvent.click(within(tabs).getByRole('link', { name: 'Maintenance' }));
    await expectExactUrl(d, '/news?category=maintenance');
    await waitFor(async () => expect(await titles()).toEqual(api.result.data.map((a) => a.title)), WAIT);
    expect(within(tabs).getByRole('link', { name: 'Maintenance' }).getAttribute('aria-current')).toBe('page');
  });

  it('a bad category or page in the URL falls back to the defaults, not an error page', async () => {
    const api = await d.sandbox<ListReply>('GET', '/v1/app/common/cms/news/list?pageNo=1&pageSize=10');
    await d.visit('/news?category=nonsense&page=abc');
    expect(await titles()).toEqual(api.result.data.map((a) => a.title));
  });

  it("a failed list shows the server's message and loads again on retry", async () => {
    await d.sandbox('POST', '/__sandbox/faults', { path: '/v1/app/common/cms/news/list', kind: 'status', status: 503 });
    await d.visit('/news');
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert.textContent).toContain('injected fault: HTTP 503');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await articles();
  });

  it('lists the articles in the page language', async () => {
    const api = await d.sandbox<ListReply>('GET', '/v1/app/common/cms/news/list?pageNo=1&pageSize=10');
    await d.visit('/ja/news');
    // The list's own label is translated too, so it is found by its place here.
    await waitFor(() => expect(document.querySelector('ul.news-items:not(.news-items-loading)')).not.toBeNull(), WAIT);
    const list = document.querySelector('ul.news-items:not(.news-items-loading)') as HTMLElement;
    const ja = within(list)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(ja).toHaveLength(api.result.data.length);
    expect(ja[0]).not.toBe(api.result.data[0]?.title);
    expect(ja.join('')).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  });
});

describe('news article (/news/{id})', { timeout: 20_000 }, () => {
  it('shows the article with its category and time, sanitized, and its related articles', async () => {
    const { id } = await d.sandbox<{ id: number }>('POST', '/__sandbox/news', {
      category: 'maintenance',
      title: 'Planned maintenance of the S21 farm',
      body: '<p>Work on the cooling.</p><img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script><a href="javascript:alert(1)">bad link</a>',
    });
    await d.visit(`/news/${id}`);
    expect((await screen.findByRole('heading', { level: 1 }, WAIT)).textContent).toBe(
      'Planned maintenance of the S21 farm',
    );
    const article = screen.getByRole('article', { name: 'Planned maintenance of the S21 farm' });
    expect(article.textContent).toContain('Work on the cooling.');
    expect(article.textContent).toMatch(/Published .* UTC/);
    expect(article.innerHTML).not.toMatch(/onerror|<script|javascript:/);
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    expect(within(article).getByRole('region', { name: 'Related news' })).toBeTruthy();
  });

  it('an unknown article id is the 404 page', async () => {
    await d.visit('/news/987654');
    await screen.findByText('This page could not be found', {}, WAIT);
  });

  it("the app's webview gets the article without the site's header", async () => {
    const api = await d.sandbox<ListReply>('GET', '/v1/app/common/cms/news/list?pageNo=1&pageSize=10');
    const first = api.result.data[0] as Summary;
    await d.visit(`/news/h5/${first.id}`);
    expect((await screen.findByRole('heading', { level: 1 }, WAIT)).textContent).toBe(first.title);
    expect(document.querySelector('.site-header')).toBeNull();
  });
});
