// @vitest-environment node

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../manifest/routes.ts';
import { createApiSource, createRenderCache } from '../../server/render.ts';
import { createRouteHints } from '../../server/routeAssets.ts';
import { scriptHash } from '../../server/security.ts';
import { allowConsole } from '../setup/consoleGuard.ts';
import { APP_UA, buildStorefront, DESKTOP_UA, type Edge, GOOGLEBOT_UA, IPHONE_UA, startEdge } from './serverHarness.ts';

/**
 * The edge server over HTTP: every guard rule as a status and Location, the forbid page, crawler pages
 * rendered from the real views with their data in several languages, head links, sitemap and robots,
 * the API proxy with a failing upstream, security headers, compression, health and the request log.
 */
const build = buildStorefront('server');
let edge: Edge;

beforeAll(async () => {
  edge = await startEdge(build);
}, 120_000);
afterAll(async () => {
  await edge.close();
});

const location = (res: Response) => res.headers.get('location');

/** A GET through node:http: any Host header, and the body's bytes as sent. */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

async function seoTitle(pageCode: string, language: string): Promise<string> {
  const res = await edge.get(`/v1/app/common/seo/page?pageCode=${pageCode}&req_platform=WEB`, {
    'current-language': language,
  });
  return (await res.json()).result.seoTitle;
}

describe('global guards', () => {
  it('sends visitors from CN to /forbid.html', async () => {
    const res = await edge.get('/ja/list', { 'cf-ipcountry': 'CN' });
    expect(res.status).toBe(302);
    expect(location(res)).toBe('/forbid.html');
  });

  it("lets the product's app through from CN", async () => {
    // (The app counts as mobile, so a stripped prefix would redirect for that reason: /zh keeps its prefix.)
    const res = await edge.get('/zh/list', { 'cf-ipcountry': 'CN', 'user-agent': APP_UA });
    expect(res.status).toBe(200);
  });

  it('reads the country from the configured header only', async () => {
    const other = await startEdge(build, { config: { COUNTRY_HEADER: 'X-Visitor-Country' }, renderer: false });
    try {
      expect((await other.get('/list', { 'cf-ipcountry': 'CN' })).status).toBe(200);
      expect(location(await other.get('/list', { 'x-visitor-country': 'cn' }))).toBe('/forbid.html');
    } finally {
      await other.close();
    }
  });

  it('moves /hk/... to /sg/... permanently, keeping the query', async () => {
    const res = await edge.get('/hk/list?from=old');
    expect(res.status).toBe(301);
    expect(location(res)).toBe('/sg/list?from=old');
  });

  it('strips the language prefix for mobile visitors on ja, not on zh or on desktop', async () => {
    const mobile = await edge.get('/ja/list?x=1', { 'user-agent': IPHONE_UA });
    expect(mobile.status).toBe(302);
    expect(location(mobile)).toBe('/list?x=1');
    expect((await edge.get('/zh/list', { 'user-agent': IPHONE_UA })).status).toBe(200);
    expect((await edge.get('/ja/list')).status).toBe(200);
  });

  it('detects the language on the root only and remembers it in i18n_redirected with deliberate flags', async () => {
    const res = await edge.get('/', { 'accept-language': 'ja-JP,ja;q=0.9,en;q=0.5' });
    expect(res.status).toBe(302);
    expect(location(res)).toBe('/ja');
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^i18n_redirected=ja;/);
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('HttpOnly'); // the client's guards read it
    expect(cookie).not.toContain('Secure'); // plain-http localhost (decision 030)

    // Deep links and prefixed homes are never redirected by language.
    expect((await edge.get('/list', { 'accept-language': 'ja' })).status).toBe(200);
    expect((await edge.get('/de', { 'accept-language': 'ja' })).status).toBe(200);
  });

  it('follows the saved choice over Accept-Language, and English stays on the root', async () => {
    const saved = await edge.get('/', { 'accept-language': 'ja', cookie: 'i18n_redirected=fr' });
    expect(location(saved)).toBe('/fr');
    const english = await edge.get('/', { 'accept-language': 'ja', cookie: 'i18n_redirected=en' });
    expect(english.status).toBe(200);
    const firstVisit = await edge.get('/', { 'accept-language': 'en-GB' });
    expect(firstVisit.status).toBe(200);
    expect(firstVisit.headers.get('set-cookie')).toMatch(/^i18n_redirected=en;/);
  });

  it('sets Secure on its cookie outside localhost', async () => {
    const other = await startEdge(build, { renderer: false });
    try {
      // A request for the public host name (fetch cannot set Host, node:http can).
      const res = await rawGet(`${other.url}/`, { 'accept-language': 'ko', host: 'shop.example' });
      expect(res.headers['set-cookie']?.[0]).toContain('Secure');
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await other.close();
    }
  });
});

describe('route guards and statuses', () => {
  it('sends a visitor home from a signed-in page, remembering the target', async () => {
    const res = await edge.get('/ja/dashboard/order?tab=2');
    expect(res.status).toBe(302);
    expect(location(res)).toBe(`/ja?redirect=${encodeURIComponent('/ja/dashboard/order?tab=2')}`);
  });

  it('lets the auth cookie through, and the dashboard root opens on hashrate', async () => {
    expect((await edge.get('/ja/dashboard/order', { cookie: 'auth=token' })).status).toBe(200);
    const root = await edge.get('/de/dashboard', { cookie: 'auth=token' });
    expect(location(root)).toBe('/de/dashboard/hashrate');
  });

  it('never remembers an off-site redirect target', async () => {
    for (const hostile of ['//evil.example', 'https://evil.example/x', '/\\evil.example', '%2F%2Fevil.example']) {
      const res = await edge.get(`/dashboard/order?redirect=${encodeURIComponent(hostile)}`);
      expect(res.status).toBe(302);
      const target = new URL(location(res) ?? '', 'http://local.invalid');
      expect(target.origin).toBe('http://local.invalid');
      const remembered = target.searchParams.get('redirect');
      if (remembered !== null) expect(remembered).toMatch(/^\/(?![/\\])/);
      expect(remembered ?? '').not.toMatch(/^\/\/|^https?:|evil\.example\//);
    }
  });

  it('sends a signed-in user away from login', async () => {
    const res = await edge.get('/accounts/login/email?redirect=%2Fja%2Flist', { cookie: 'auth=token' });
    expect(res.status).toBe(302);
    expect(location(res)).toBe('/ja/list');
  });

  it('answers goods pages by the goods check: on sale 200, discontinued 404, app-only 404 or the share page', async () => {
    expect((await edge.get('/easy/detail/g-easy-s21-180')).status).toBe(200);
    expect((await edge.get('/fr/easy/detail/g-discontinued')).status).toBe(404);
    expect((await edge.get('/easy/detail/no-such-goods')).status).toBe(404);
    expect((await edge.get('/easy/detail/g-app-only')).status).toBe(404);
    const mobile = await edge.get('/zh/easy/detail/g-app-only', { 'user-agent': IPHONE_UA });
    expect(location(mobile)).toBe('/zh/detailShareMid?goodsId=g-app-only');
  });

  it('is 404 for unknown paths, unknown locales and parameters that miss their pattern', async () => {
    for (const path of ['/no-such-page', '/ru/list', '/xx', '/news/not-a-number', '/ko/pay/g-1']) {
      const res = await edge.get(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).toContain('<div id="root"></div>');
    }
  });

  it('refuses malformed and overlong targets and other methods with 4xx', async () => {
    expect((await edge.get('/list/%E0%A4%A')).status).toBe(400);
    expect((await edge.get(`/${'a'.repeat(5000)}`)).status).toBe(414);
    // Node's own header limit answers before any handler runs.
    expect((await rawGet(`${edge.url}/list`, { cookie: `x=${'y'.repeat(20_000)}` })).status).toBe(431);
    const post = await fetch(`${edge.url}/ja/list`, { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('/forbid.html', () => {
  it('is a localized page without script, status 451', async () => {
    const res = await edge.get('/forbid.html', { 'accept-language': 'ja-JP,ja;q=0.9' });
    expect(res.status).toBe(451);
    const html = await res.text();
    expect(html).toContain('<html lang="ja">');
    expect(html).toContain('お住まいの地域ではご利用いただけません');
    expect(html).not.toContain('<script');
  });

  it('follows the saved language, and zh-TW is traditional Chinese', async () => {
    const saved = await (await edge.get('/forbid.html', { cookie: 'i18n_redirected=de' })).text();
    expect(saved).toContain('In Ihrer Region nicht verfügbar');
    const taiwan = await (await edge.get('/forbid.html', { 'accept-language': 'zh-TW' })).text();
    expect(taiwan).toContain('您所在的地區無法使用');
  });
});

describe('crawler pages', () => {
  it('renders the Japanese home with its head, layout, text and the plans from the API, without JavaScript', async () => {
    const res = await edge.get('/ja', { 'user-agent': GOOGLEBOT_UA });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="ja">');
    expect(html).toContain(`<title>${await seoTitle('index', 'ja')}</title>`);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toMatch(/<meta name="keywords" content="[^"]+"/);
    expect(html).toContain('ビットコインのクラウドマイニングをシンプルに');
    // The plans of the float list, loaded by the home page's own machine on the server.
    const plans = await (
      await edge.get('/v1/app/common/goods/query/floatGoods/list?pageSize=50&pageNo=1', { 'current-language': 'ja' })
    ).json();
    expect(plans.result.data.length).toBeGreaterThan(0);
    for (const goods of plans.result.data) expect(html).toContain(goods.goodsName);
    expect(html).toMatch(/<header[^>]*class="site-header/);
  });

  it('renders the sign-up page with its form (no browser storage on the server)', async () => {
    const before = edge.logs.length;
    const res = await edge.get('/en/accounts/sign_up/email', { 'user-agent': GOOGLEBOT_UA });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<h1[^>]*>Sign up<\/h1>/);
    expect(html).toContain('Invite code (optional)');
    expect(edge.logs.slice(before).join('')).not.toContain('crawler render failed');
  });

  it('renders the list page in traditional Chinese and in German with their plans', async () => {
    const sg = await (await edge.get('/sg/list', { 'user-agent': GOOGLEBOT_UA })).text();
    expect(sg).toContain('<html lang="zh-Hant">');
    expect(sg).toContain(`<title>${await seoTitle('goodsList', 'hk')}</title>`);
    expect(sg).toContain('雲端挖礦方案');
    // The plans are named in the page's language by the API (sg is sent as hk).
    expect(sg).toContain('S21 Easy 180天');

    const de = await (await edge.get('/de/list', { 'user-agent': GOOGLEBOT_UA })).text();
    expect(de).toContain('<html lang="de">');
    expect(de).toContain(`<title>${await seoTitle('goodsList', 'de')}</title>`);
    expect(de).toContain('S21 Easy 180 Tage');
  });

  it('writes canonical and hreflang alternates for every language, English unprefixed', async () => {
    const html = await (await edge.get('/fr/list', { 'user-agent': GOOGLEBOT_UA })).text();
    expect(html).toContain(`<link rel="canonical" href="${edge.url}/fr/list"`);
    for (const [lang, path] of [
      ['de', '/de/list'],
      ['en', '/list'],
      ['zh-Hant', '/sg/list'],
      ['zh-Hans', '/zh/list'],
      ['x-default', '/list'],
    ]) {
      expect(html).toContain(`<link rel="alternate" hreflang="${lang}" href="${edge.url}${path}"`);
    }
    expect(html.match(/rel="alternate"/g)).toHaveLength(9);
  });

  it('uses SITE_URL for canonical links when configured', async () => {
    const other = await startEdge(build, { config: { SITE_URL: 'https://www.fufu.example' } });
    try {
      const html = await (await other.get('/ko/list', { 'user-agent': GOOGLEBOT_UA })).text();
      expect(html).toContain('<link rel="canonical" href="https://www.fufu.example/ko/list"');
    } finally {
      await other.close();
    }
  });

  it('renders the discontinued notice with status 404 and the error title', async () => {
    const res = await edge.get('/zh/easy/detail/g-discontinued', { 'user-agent': GOOGLEBOT_UA });
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('此产品已下架。');
    expect(html).toContain('<title>404 - ');
  });

  it("renders share a page's reads for SSR_DATA_SECONDS; with 0 each render reads the API again", async () => {
    const plans = await (
      await edge.get('/v1/app/common/goods/query/floatGoods/list?pageSize=50&pageNo=1', { 'current-language': 'ko' })
    ).json();
    const planName: string = plans.result.data[0].goodsName;
    const shared = await startEdge(build, { config: { SSR_CACHE_SECONDS: 0 } });
    const unshared = await startEdge(build, { config: { SSR_CACHE_SECONDS: 0, SSR_DATA_SECONDS: 0 } });
    // The float list fails from now on, on every sandbox the renderer may be calling (its API base is
    // the first one loaded in this process).
    const faults = (target: Edge, body: object) =>
      fetch(`${target.url}/__sandbox/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const failFloatList = (target: Edge) =>
      faults(target, { path: '/v1/app/common/goods/query/floatGoods/list', kind: 'status', status: 503, count: 100 });
    const clearFaults = (target: Edge) => faults(target, { clear: true });
    try {
      expect(await (await shared.get('/ko', { 'user-agent': GOOGLEBOT_UA })).text()).toContain(planName);
      for (const target of [edge, shared, unshared]) expect((await failFloatList(target)).ok).toBe(true);
      // Rendered again (no page cache), from the read the first render made.
      expect(await (await shared.get('/ko', { 'user-agent': GOOGLEBOT_UA })).text()).toContain(planName);
      // Without shared reads the render asks the API, which now fails: the section shows no plans.
      const alone = await unshared.get('/ko', { 'user-agent': GOOGLEBOT_UA });
      expect(alone.status).toBe(200);
      expect(await alone.text()).not.toContain(planName);
    } finally {
      for (const target of [edge, shared, unshared]) await clearFaults(target);
      await shared.close();
      await unshared.close();
    }
  });
});

describe('visitor pages (decision 093)', () => {
  const previewed = async (target: Edge, path: string, headers: Record<string, string> = {}) => {
    let html = '';
    await expect
      .poll(
        async () => {
          html = await (await target.get(path, headers)).text();
          return html.includes('data-preview');
        },
        { timeout: 10_000, interval: 50 },
      )
      .toBe(true);
    return html;
  };

  it('a preview shows the cookie notice where the app will, unless this visitor dismissed it; crawlers never get it', async () => {
    const notice = '<section class="cookie-notice"';
    const fresh = await previewed(edge, '/de/news?from=notice-test');
    expect(fresh).toContain(notice);
    expect(fresh).toContain('<div class="cookie-notice-spacer" aria-hidden="true"></div>');
    // The same kept render, for a visitor whose cookie says the notice was dismissed.
    const dismissed = await previewed(edge, '/de/news?from=notice-test', { cookie: 'a=1; cookie-notice-hidden=1' });
    expect(dismissed).not.toContain(notice);
    expect(dismissed).not.toContain('cookie-notice-spacer');
    expect(dismissed).toContain('<main id="main"');
    const crawler = await (await edge.get('/de/news?from=notice-test', { 'user-agent': GOOGLEBOT_UA })).text();
    expect(crawler).toContain('<main id="main"');
    expect(crawler).not.toContain(notice);
    // Where the app never shows it (the invitation landing), the preview does not either.
    expect(await previewed(edge, '/subject/invite?inviteCode=ALICE1')).not.toContain(notice);
  });

  it("names the route's stylesheets in the shell's head, and no script beyond the entry's", async () => {
    const html = await (await edge.get('/ja/dashboard/hashrate', { cookie: 'auth=token' })).text();
    expect(html).toContain('<div id="root"></div>');
    const assets = JSON.parse(readFileSync(join(build.clientDir, '.vite/route-assets.json'), 'utf8'));
    for (const file of [...assets.layouts.default.css, ...assets.views.hashrate.css])
      expect(html).toContain(`<link rel="stylesheet" crossorigin href="/${file}">`);
    // Scripts requested before the app's first paint delay it (decision 109): the layout and the page load
    // as the entry asks for them, and the catalog's parts as their chunks start (decision 127).
    const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((m) => m[1]);
    expect(preloaded.length).toBeGreaterThan(0);
    for (const file of preloaded) expect(assets.entry.js).toContain(file);
    for (const file of [...assets.layouts.default.js, ...assets.views.hashrate.js])
      expect(html).not.toContain(`href="/${file}"`);
    // Nothing the entry loads already is named twice.
    for (const file of assets.entry.js) expect(html.split(`/${file}"`).length - 1).toBeLessThanOrEqual(1);
  });

  it('lists files that exist for every view and layout of the manifest', () => {
    const assets = JSON.parse(readFileSync(join(build.clientDir, '.vite/route-assets.json'), 'utf8'));
    for (const route of routes) {
      const parts = [assets.views[route.view], assets.layouts[route.layout]];
      expect(parts.every(Boolean), route.id).toBe(true);
      for (const file of parts.flatMap((part) => [...part.js, ...part.css])) {
        expect(existsSync(join(build.clientDir, file)), file).toBe(true);
      }
    }
  });

  it('evaluates the first chunk in three tasks: the libraries, then React DOM and the runtime, then the app (decision 124)', () => {
    const assets = JSON.parse(readFileSync(join(build.clientDir, '.vite/route-assets.json'), 'utf8'));
    const chunk = (assets.entry.js as string[]).find((file) => /\/app-[^/]+\.js$/.test(file)) ?? '';
    const code = readFileSync(join(build.clientDir, chunk), 'utf8');
    // views/start/*Evaluated.ts: a top-level wait for the next task, where main.tsx imports each.
    const breaks = [...code.matchAll(/await new Promise\(\(?(\w+)\)?=>setTimeout\(\1,0\)\)/g)].map((m) => m.index);
    expect(breaks).toHaveLength(2);
    const [first = 0, second = 0] = breaks;
    // TanStack Router's scroll restoration key, React DOM's error link, the app's attribution hook (views/app.tsx).
    expect(code.indexOf('tsr-scroll-restoration')).toBeGreaterThan(-1);
    expect(code.indexOf('tsr-scroll-restoration')).toBeLessThan(first);
    expect(code.indexOf('react.dev/errors')).toBeGreaterThan(first);
    expect(code.indexOf('react.dev/errors')).toBeLessThan(second);
    expect(code.lastIndexOf('onBeforeLoad')).toBeGreaterThan(second);
  });

  it("gives an anonymous visitor the shell at once, then the kept render as an inert preview with the page's head", async () => {
    const first = await (await edge.get('/fr/list?from=visitor-test')).text();
    expect(first).toContain('<div id="root"></div>');
    const html = await previewed(edge, '/fr/list?from=visitor-test');
    expect(html).toContain('<div id="root" data-preview="" inert="">');
    // The app's script is asked for after the first paint, by an inline loader the CSP allows by its hash.
    const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(first)?.[1];
    expect(entry).toMatch(/^\/assets\/index-[^/]+\.js$/);
    expect(html).not.toContain('type="module" crossorigin src=');
    expect(html).not.toContain('<link rel="modulepreload"');
    const again = await edge.get('/fr/list?from=visitor-test');
    const loader = /<script>(\(function\(\)\{[\s\S]*?)<\/script>/.exec(await again.text())?.[1] ?? '';
    expect(loader).not.toBe('');
    expect(again.headers.get('content-security-policy')).toContain(scriptHash(loader));
    // It waits for the preview's first contentful paint to be reported, not merely for a frame.
    expect(html).toContain("getEntriesByName('first-contentful-paint')");
    expect(html).toContain(`e.type='module';e.src=${JSON.stringify(entry)};`);
    expect(html).toContain('<html lang="fr">');
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/fr\/list"/);
    // The list page itself with its first plan section, rendered from its reads.
    expect(html).toMatch(/<div class="list-page[^"]*">/);
    expect(html).toContain('id="goodType0"');
    // The page's own stylesheet is in the head, so the preview paints styled; its scripts are not hinted
    // (the preview paints without them, and the entry brings them).
    const assets = JSON.parse(readFileSync(join(build.clientDir, '.vite/route-assets.json'), 'utf8'));
    for (const file of assets.views.list.css)
      expect(html).toContain(`<link rel="stylesheet" crossorigin href="/${file}">`);
    expect(html).not.toContain(`href="/${assets.views.list.js[0]}"`);
  });

  it('renders for previews only PREVIEW_RENDERS at a time: a burst of unique URLs gets the shell, not a queue', async () => {
    const one = await startEdge(build, { config: { PREVIEW_RENDERS: 1 } });
    // The news read is held, so the first render is still running while the whole burst arrives (renders
    // read through the first edge's sandbox: the crawler bundle's API base is the first one loaded).
    const hold = { path: '/v1/app/common/cms/news/list', kind: 'latency', ms: 1200, count: 5 };
    const faults = (target: Edge, body: object) =>
      fetch(`${target.url}/__sandbox/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    try {
      for (const target of [edge, one]) await faults(target, hold);
      const paths = Array.from({ length: 30 }, (_, i) => `/ko/news?burst=${i}`);
      const first = await Promise.all(paths.map(async (path) => (await one.get(path)).text()));
      for (const html of first) expect(html).toContain('<div id="root"></div>');
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const second = await Promise.all(paths.map(async (path) => (await one.get(path)).text()));
      // One render ran for the burst (without the bound, all thirty would have been queued and kept).
      expect(second.filter((html) => html.includes('data-preview'))).toHaveLength(1);
    } finally {
      for (const target of [edge, one]) await faults(target, { clear: true });
      await one.close();
    }
  });

  it('keeps a render fresh for its seconds, then stale up to ten times as long for previews only', () => {
    let now = 0;
    const cache = createRenderCache(60, 2, () => now);
    const page = { status: 200, html: '<main></main>', head: {} as never };
    cache.set('a', page);
    now = 59_000;
    expect(cache.get('a')).toBe(page);
    now = 61_000;
    expect(cache.get('a')).toBeNull();
    expect(cache.kept('a')).toEqual({ page, fresh: false });
    now = 601_000;
    expect(cache.kept('a')).toBeNull();
    // Bounded: the oldest entry goes first.
    cache.set('b', page);
    cache.set('c', page);
    cache.set('d', page);
    expect(cache.kept('b')).toBeNull();
    expect(cache.kept('d')?.fresh).toBe(true);
  });

  it('sends no hints from a build without its route assets', () => {
    expect(createRouteHints('/nonexistent')({ id: 'home' })).toBe('');
  });

  it('keeps the shell for a signed-in visitor, the app, a visitor when previews are off, and on a page the guards refuse', async () => {
    await previewed(edge, '/de/news');
    const signedIn = await (await edge.get('/de/news', { cookie: 'auth=token' })).text();
    expect(signedIn).toContain('<div id="root"></div>');
    // The app's webview (a desktop user agent plus the app's token, so the same kept render would fit it).
    await previewed(edge, '/zh/news');
    const app = await edge.get('/zh/news', { 'user-agent': APP_UA });
    expect(app.status).toBe(200);
    expect(await app.text()).toContain('<div id="root"></div>');
    const off = await startEdge(build, { config: { VISITOR_PREVIEW: '0' } });
    try {
      await off.get('/de/news');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await (await off.get('/de/news')).text()).toContain('<div id="root"></div>');
    } finally {
      await off.close();
    }
    const refused = await edge.get('/de/dashboard/order');
    expect(refused.status).toBe(302);
  });
});

describe('the site icons', () => {
  it('serves the favicon, its SVG and the touch icon a day at a time, linked from every page', async () => {
    for (const [path, type] of [
      ['/favicon.ico', 'image/'],
      ['/favicon.svg', 'image/svg+xml'],
      ['/apple-touch-icon.png', 'image/png'],
    ] as const) {
      const res = await edge.get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toContain(type);
      expect(res.headers.get('cache-control'), path).toBe('public, max-age=86400');
      expect((await res.arrayBuffer()).byteLength, path).toBeGreaterThan(100);
    }
    const ico = Buffer.from(await (await edge.get('/favicon.ico')).arrayBuffer());
    // An icon directory (reserved 0, type 1) with its three sizes.
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    const html = await (await edge.get('/ja/list')).text();
    expect(html).toContain('<link rel="icon" href="/favicon.ico"');
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"');
    expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"');
    const crawled = await (await edge.get('/ja/list', { 'user-agent': GOOGLEBOT_UA })).text();
    expect(crawled).toContain('href="/favicon.svg"');
  });
});

describe('page SEO for crawler heads', () => {
  it('is asked once per page code and language while kept, again after; a failure is not kept', async () => {
    const asked: string[] = [];
    let failing = false;
    const api = createServer((req, res) => {
      asked.push(`${req.headers['current-language']} ${req.url}`);
      res.setHeader('content-type', 'application/json');
      if (failing) res.end(JSON.stringify({ status: 500, message: 'down' }));
      else res.end(JSON.stringify({ status: 200, result: { seoTitle: 'T', seoDescription: 'D', seoKeyword: 'K' } }));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', () => resolve()));
    let now = 1_000_000;
    const source = createApiSource(`http://127.0.0.1:${(api.address() as AddressInfo).port}`, 2_000, 30, () => now);
    try {
      expect((await source.pageSeo('index', 'ja'))?.seoTitle).toBe('T');
      await source.pageSeo('index', 'ja');
      expect(asked).toHaveLength(1);
      await source.pageSeo('index', 'de'); // another language is another answer
      expect(asked).toHaveLength(2);
      now += 31_000;
      failing = true;
      expect(await source.pageSeo('index', 'ja')).toBeNull();
      expect(await source.pageSeo('index', 'ja')).toBeNull();
      expect(asked).toHaveLength(4);
      const unkept = createApiSource(`http://127.0.0.1:${(api.address() as AddressInfo).port}`, 2_000, 0);
      failing = false;
      await unkept.pageSeo('index', 'ja');
      await unkept.pageSeo('index', 'ja');
      expect(asked).toHaveLength(6);
    } finally {
      await new Promise((resolve) => api.close(resolve));
    }
  });
});

describe('sitemap and robots', () => {
  it('lists every public localized URL with its alternates', async () => {
    const res = await edge.get('/sitemap.xml');
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    expect(xml).toContain(`<loc>${edge.url}/list</loc>`);
    expect(xml).toContain(`<loc>${edge.url}/ja/list</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="zh-Hant" href="${edge.url}/sg/list"/>`);
    expect(xml).not.toContain('/dashboard');
    expect(xml).not.toContain(`<loc>${edge.url}/en/`);
  });

  it('keeps crawlers out of personal sections and the API, and points at the sitemap', async () => {
    const robots = await (await edge.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /dashboard\n');
    expect(robots).toContain('Disallow: /ja/dashboard\n');
    expect(robots).toContain('Disallow: /v1/\n');
    expect(robots).toContain(`Sitemap: ${edge.url}/sitemap.xml`);
  });
});

describe('API proxy', () => {
  it('forwards to the embedded sandbox', async () => {
    const res = await edge.get('/v1/app/common/goods/info?goodsId=g-easy-s21-180&req_platform=WEB');
    expect(res.status).toBe(200);
    expect((await res.json()).result.goodsId).toBe('g-easy-s21-180');
  });

  it('answers 502 with the error envelope when the upstream is unreachable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const other = await startEdge(build, { api: { origin: `http://127.0.0.1:${port}` }, renderer: false });
    try {
      for (const prefix of ['/v1', '/user-api', '/message-api', '/fufu-pool-api', '/marketing-api']) {
        const res = await other.get(`${prefix}/anything`);
        expect(res.status).toBe(502);
        expect(await res.json()).toEqual({ status: 502, message: 'upstream unavailable, please retry', result: null });
      }
    } finally {
      await other.close();
    }
  });

  it('gives up on an upstream that does not answer within the timeout: 504 with the envelope', async () => {
    let release = () => {};
    const hanging: Server = createServer((_req, res) => {
      release = () => res.end('late');
    });
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`;
    const other = await startEdge(build, {
      api: { origin, timeoutMs: 50 },
      renderer: false,
    });
    try {
      const res = await other.get('/user-api/user/info');
      expect(res.status).toBe(504);
      expect((await res.json()).status).toBe(504);
    } finally {
      release();
      hanging.closeAllConnections();
      await new Promise<void>((resolve) => hanging.close(() => resolve()));
      await other.close();
    }
  });

  it('passes the upstream answer through with its status, minus its transfer encoding', async () => {
    const upstream = createServer((req, res) => {
      res.writeHead(418, {
        'content-type': 'application/json',
        'x-upstream': req.headers['x-forwarded-proto'] as string,
      });
      res.end(JSON.stringify({ status: 418, message: 'teapot', result: null }));
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const other = await startEdge(build, {
      api: { origin: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}` },
      renderer: false,
    });
    try {
      const res = await other.get('/marketing-api/x?y=1');
      expect(res.status).toBe(418);
      expect(res.headers.get('x-upstream')).toBe('http');
      expect((await res.json()).message).toBe('teapot');
    } finally {
      await new Promise<void>((resolve) => upstream.close(() => resolve()));
      await other.close();
    }
  });
});

describe('security headers', () => {
  it("sends a CSP that allows the shell's own inline scripts by their hashes and nothing else inline, and the other headers", async () => {
    // The app's webview always gets the shell (visitors may get a preview, checked above).
    const res = await edge.get('/list', { 'user-agent': APP_UA });
    const csp = res.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
    expect(scriptSrc).not.toContain("'nonce-");
    const html = await res.text();
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
    expect(inline.length).toBeGreaterThan(0);
    for (const text of inline) expect(scriptSrc).toContain(scriptHash(text));
    // A script the shell does not write (an injected one) has no hash there.
    expect(scriptSrc).not.toContain(scriptHash('alert(document.cookie)'));
    // ICU's data loads in the head, before the stylesheets (so while they download), not in the first render:
    // a number format and a date format in UTC, in the document's language (decisions 094, 126).
    const warmUp = inline.find((text) => text.includes('Intl.')) ?? '';
    expect(html.indexOf(warmUp)).toBeGreaterThan(0);
    expect(html.indexOf(warmUp)).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
    const made: string[] = [];
    const formatter = (kind: string) =>
      function (this: unknown, locale: string, options: Intl.DateTimeFormatOptions & Intl.NumberFormatOptions) {
        made.push(`${kind} ${locale} ${options.timeZone ?? options.currency}`);
        return { format: () => '' };
      };
    new Function('document', 'Intl', warmUp)(
      { documentElement: { lang: 'de' } },
      { NumberFormat: formatter('number'), DateTimeFormat: formatter('date') },
    );
    expect(made).toEqual(['number de USD', 'date de UTC']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
    expect(res.headers.get('strict-transport-security')).toBeNull(); // localhost
    // The same page is the same bytes from answer to answer (its compression is reused, decision 106).
    const again = await edge.get('/list', { 'user-agent': APP_UA });
    expect(again.headers.get('content-security-policy')).toBe(csp);
    expect(await again.text()).toBe(html);
  });

  it('allows a captcha vendor and the chat vendor once configured', async () => {
    const other = await startEdge(build, {
      config: { TURNSTILE_SITE_KEY: '0x4AAA', CHAT_ORIGINS: ['https://chat.example'] },
      renderer: false,
    });
    try {
      const csp = (await other.get('/')).headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/script-src [^;]*https:\/\/challenges\.cloudflare\.com/);
      expect(csp).toMatch(/frame-src [^;]*https:\/\/challenges\.cloudflare\.com/);
      expect(csp).toMatch(/connect-src [^;]*https:\/\/chat\.example/);
      expect(csp).not.toContain('hcaptcha');
    } finally {
      await other.close();
    }
  });
});

describe('assets, compression, health and log', () => {
  it('serves hashed assets immutable, brotli when accepted and gzip otherwise', async () => {
    const shell = await (await edge.get('/list')).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(shell)?.[1] ?? '';
    const plain = await edge.get(script, { 'accept-encoding': 'identity' });
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const original = Buffer.from(await plain.arrayBuffer());

    // node:http keeps the raw bytes, so the encoding itself is checked.
    const raw = await rawGet(`${edge.url}${script}`, { 'accept-encoding': 'gzip, br' });
    expect(raw.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(raw.body).equals(original)).toBe(true);
    // The build's own compressed copy, not one made on the request (the app's chunk takes ~1 s densely).
    expect(raw.body.equals(readFileSync(join(build.clientDir, `${script}.br`)))).toBe(true);

    const gzip = await edge.get(script, { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(Buffer.from(await gzip.arrayBuffer()).equals(original)).toBe(true);
    expect((await edge.get('/assets/missing.js')).status).toBe(404);
  });

  it('has every script and stylesheet of 1 KB and more compressed by the build, both ways, to its own bytes', () => {
    const dir = join(build.clientDir, 'assets');
    const files = readdirSync(dir).filter((name) => /\.(js|css)$/.test(name));
    const large = files.filter((name) => statSync(join(dir, name)).size >= 1024);
    expect(large.length).toBeGreaterThan(50);
    for (const name of large) {
      const original = readFileSync(join(dir, name));
      expect(brotliDecompressSync(readFileSync(join(dir, `${name}.br`))).equals(original), name).toBe(true);
      expect(gunzipSync(readFileSync(join(dir, `${name}.gz`))).equals(original), name).toBe(true);
    }
  });

  it('reports health, and 503 while draining', async () => {
    expect(await (await edge.get('/healthz')).json()).toEqual({ ok: true });
    let draining = false;
    const other = await startEdge(build, { draining: () => draining, renderer: false });
    try {
      draining = true;
      expect((await other.get('/healthz')).status).toBe(503);
    } finally {
      await other.close();
    }
  });

  it('answers a fault of its own with 500 and the server-error page in the visitor language', async () => {
    allowConsole(/health source broken/); // the edge server's error log line, which the test provokes
    const other = await startEdge(build, {
      draining: () => {
        throw new Error('health source broken');
      },
    });
    try {
      const res = await other.get('/healthz', { 'accept-language': 'fr' });
      expect(res.status).toBe(500);
      const html = await res.text();
      expect(html).toContain('<html lang="fr">');
      expect(html).toContain('<title>500 - FuFu Minage Cloud</title>');
      expect(html).toMatch(/data-status="500"/);
    } finally {
      await other.close();
    }
  });

  it('writes one JSON line per request, without the query', async () => {
    const before = edge.logs.length;
    await edge.get('/hk/list?ticket=secret', { 'user-agent': DESKTOP_UA });
    const lines = edge.logs.slice(before).map((line) => JSON.parse(line));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ method: 'GET', path: '/hk/list', status: 301, client: 'browser' });
    expect(edge.logs.slice(before).join('')).not.toContain('secret');
  });
});
