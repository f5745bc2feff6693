// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { expandRoutes } from '../../manifest/expand.ts';
import { headFor, sitemapEntries, sitemapXml } from '../../runtime/head/head.ts';
import { createMatcher } from '../../runtime/router/match.ts';
import { createShell } from '../../server/shell.ts';
import { applyHead } from '../../views/documentHead.tsx';

const ORIGIN = 'https://fufu.example';
const fallback = { title: 'Nachrichten - FuFu', description: 'Beschreibung', keywords: 'bitcoin' };
const route = (id: string, locale: string, unprefixed = false) => {
  const found = expandRoutes().find((r) => r.id === id && r.locale === locale && r.unprefixed === unprefixed);
  if (!found) throw new Error(`no ${id} in ${locale}`);
  return found;
};

describe('head per route', () => {
  it('takes title, keywords and description from the page-SEO answer', () => {
    const head = headFor({
      route: route('news.article', 'de'),
      params: { id: '5' },
      origin: ORIGIN,
      seo: { seoTitle: 'News aus dem Bergbau', seoKeyword: 'news', seoDescription: 'Alles Neue' },
      fallback,
    });
    expect(head).toMatchObject({
      lang: 'de',
      title: 'News aus dem Bergbau',
      keywords: 'news',
      description: 'Alles Neue',
    });
    expect(head.canonical).toBe('https://fufu.example/de/news/5');
  });

  it('falls back to the localized texts when the call failed or answered blanks', () => {
    const seo = { seoTitle: ' ', seoKeyword: '', seoDescription: '' };
    for (const answer of [null, seo]) {
      expect(headFor({ route: route('news', 'de'), params: {}, origin: ORIGIN, seo: answer, fallback })).toMatchObject(
        fallback,
      );
    }
  });

  it('lists the 8 languages plus x-default, sg as zh-Hant and zh as zh-Hans, English unprefixed', () => {
    const head = headFor({ route: route('list', 'sg'), params: {}, origin: ORIGIN, seo: null, fallback });
    expect(head.lang).toBe('zh-Hant');
    expect(head.alternates).toEqual([
      { hreflang: 'de', href: `${ORIGIN}/de/list` },
      { hreflang: 'en', href: `${ORIGIN}/list` },
      { hreflang: 'es', href: `${ORIGIN}/es/list` },
      { hreflang: 'fr', href: `${ORIGIN}/fr/list` },
      { hreflang: 'ja', href: `${ORIGIN}/ja/list` },
      { hreflang: 'ko', href: `${ORIGIN}/ko/list` },
      { hreflang: 'zh-Hant', href: `${ORIGIN}/sg/list` },
      { hreflang: 'zh-Hans', href: `${ORIGIN}/zh/list` },
      { hreflang: 'x-default', href: `${ORIGIN}/list` },
    ]);
    // /en and / are one page: both point at the unprefixed canonical URL.
    expect(headFor({ route: route('home', 'en'), params: {}, origin: ORIGIN, seo: null, fallback }).canonical).toBe(
      `${ORIGIN}/`,
    );
  });

  it('is written into document.head and <html lang>, replacing the previous page', () => {
    const first = headFor({ route: route('list', 'ja'), params: {}, origin: ORIGIN, seo: null, fallback });
    applyHead(first);
    applyHead(headFor({ route: route('news', 'zh'), params: {}, origin: ORIGIN, seo: null, fallback }));
    expect(document.documentElement.lang).toBe('zh-Hans');
    expect(document.title).toBe(fallback.title);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Beschreibung');
    expect(document.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/zh/news`);
    expect(document.querySelectorAll('link[rel="alternate"]')).toHaveLength(9);
  });
});

describe('head in the browser', () => {
  const mutationsOf = (work: () => void) => {
    const observer = new MutationObserver(() => undefined);
    observer.observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    work();
    const records = observer.takeRecords();
    observer.disconnect();
    return records;
  };

  it("writes nothing when the head is already the page's: a preview's head, written by the edge", () => {
    const head = headFor({ route: route('list', 'ja'), params: {}, origin: ORIGIN, seo: null, fallback });
    const shell = createShell(
      '<!doctype html><html lang="en"><head><title>x</title></head><body><div id="root"></div></body></html>',
    );
    const page = new DOMParser().parseFromString(shell.render({ lang: head.lang, head, body: '' }), 'text/html');
    document.documentElement.lang = page.documentElement.lang;
    document.head.innerHTML = page.head.innerHTML;
    expect(document.querySelectorAll('link[data-route-head]')).toHaveLength(10);

    expect(mutationsOf(() => applyHead(head))).toEqual([]);

    // Another page's head is written in full.
    const next = headFor({ route: route('news', 'zh'), params: {}, origin: ORIGIN, seo: null, fallback });
    expect(mutationsOf(() => applyHead(next)).length).toBeGreaterThan(0);
    expect(document.documentElement.lang).toBe('zh-Hans');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/zh/news`);
    expect(document.querySelectorAll('link[data-route-head]')).toHaveLength(10);
  });
});

describe('sitemap', () => {
  const entries = sitemapEntries(ORIGIN);
  const resolve = createMatcher();
  it('lists every public route once per language, and nothing private', () => {
    const locs = entries.map((e) => e.loc);
    expect(locs).toContain(`${ORIGIN}/`);
    expect(locs).toContain(`${ORIGIN}/sg/list`);
    expect(locs).not.toContain(`${ORIGIN}/en/list`);
    expect(locs.some((l) => l.includes('/dashboard'))).toBe(false);
    expect(locs.some((l) => l.includes('/accounts/'))).toBe(false);
    expect(new Set(locs).size).toBe(locs.length);
    for (const e of entries) {
      expect(resolve(e.loc.slice(ORIGIN.length))?.route.id).toBeDefined();
      expect(e.alternates).toHaveLength(9);
    }
  });
  it('renders as sitemap XML with xhtml alternates', () => {
    const xml = sitemapXml(ORIGIN);
    expect(xml).toContain('<loc>https://fufu.example/ja/aboutus</loc>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="zh-Hant" href="https://fufu.example/sg/aboutus"/>');
  });
});
