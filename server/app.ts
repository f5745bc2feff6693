import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import { parse as parseCookies, serialize } from 'cookie';
import { type Context, Hono } from 'hono';
import Negotiator from 'negotiator';
import { DEFAULT_LOCALE, HREFLANG, isLocale, LOCALES, type Locale } from '../manifest/locales.ts';
import { APP_UA_TOKEN } from '../runtime/bridge/index.ts';
import {
  GLOBAL_GUARDS,
  type GuardContext,
  type GuardEffect,
  type GuardResult,
  guardContext,
  isMobile,
  LOCALE_COOKIE,
  runGuards,
  runRouteGuards,
  sessionFromCookies,
} from '../runtime/guards/index.ts';
import { sitemapXml } from '../runtime/head/head.ts';
import { createMatcher, type RouteMatch } from '../runtime/router/match.ts';
import { COOKIES, isLocalHost } from '../runtime/session/cookies.ts';
import { compression, precompressedIn } from './compression.ts';
import { type EdgeConfig, parseConfig } from './config.ts';
import { withoutCookieNotice } from './cookieNotice.ts';
import { requestLog } from './log.ts';
import { API_PREFIXES, type ApiTarget, createForwarder } from './proxy.ts';
import { createApiSource, createRenderCache, type PageRenderer, type RenderedPage } from './render.ts';
import { robotsTxt } from './robots.ts';
import { createRouteHints } from './routeAssets.ts';
import { securityHeaders } from './security.ts';
import { createShell } from './shell.ts';

export { API_PREFIXES };

/** Longer request targets are refused (414) before any work; browsers and crawlers stay far below. */
export const MAX_URL_LENGTH = 4096;

export interface EdgeOptions {
  /** The production build (vite's outDir). */
  clientDir: string;
  /** Handles API calls in-process (the embedded sandbox), or forwards them to `origin`. */
  api: ApiTarget;
  /** Absolute URL of the API for the server's own calls (page SEO, goods checks, crawler renders). */
  apiBase: string;
  /** Dev-only routes (`/__sandbox/*`), mounted only with the embedded sandbox. */
  devRoutes?: boolean;
  /** The parsed environment; defaults apply to what is left out. */
  config?: Partial<EdgeConfig>;
  /** The crawler renderer (server/ssr bundle); null serves crawlers the shell with a server-written head. */
  renderer?: PageRenderer | null;
  /** Where the request log lines go. */
  log?: (line: string) => void;
  /** True while the server drains for shutdown: health answers 503 so balancers stop sending. */
  draining?: () => boolean;
}

/**
 * The edge server (decision 080): health, sitemap and robots, the API forwarded, hashed assets immutable,
 * `/forbid.html`, and every page request through the same guards as the client, answered with a truthful
 * status: the SPA shell for visitors, the server-rendered page for crawlers.
 */
export function createEdgeApp(options: EdgeOptions): Hono {
  const config: EdgeConfig = { ...parseConfig({}), ...options.config };
  const app = new Hono();
  const resolve = createMatcher();
  const shell = createShell(readFileSync(join(options.clientDir, 'index.html'), 'utf8'));
  const forward = createForwarder(options.api);
  const source = createApiSource(options.apiBase, config.API_TIMEOUT_MS, config.SSR_DATA_SECONDS);
  const cache = createRenderCache(config.SSR_CACHE_SECONDS);
  const hints = createRouteHints(options.clientDir);
  /** Renders made for a visitor's next preview, one per URL at a time. */
  const refreshing = new Set<string>();
  const renderer = options.renderer ?? null;
  const countryHeader = config.COUNTRY_HEADER.toLowerCase();

  app.use(requestLog(config.LOG_REQUESTS === '1' ? (options.log ?? ((line) => process.stdout.write(line))) : null));
  app.onError(async (error, c) => {
    console.error(JSON.stringify({ level: 'error', path: c.req.path, error: String(error?.stack ?? error) }));
    return serverError(c);
  });
  app.use(securityHeaders(config, shell.inlineScripts));
  app.use(async (c, next) => {
    const raw = c.req.url.slice(c.req.url.indexOf('/', c.req.url.indexOf('//') + 2));
    if (raw.length > MAX_URL_LENGTH) return c.text('URI Too Long', 414);
    await next();
  });

  app.get('/healthz', (c) => {
    c.header('Cache-Control', 'no-store');
    return options.draining?.() ? c.json({ ok: false, draining: true }, 503) : c.json({ ok: true });
  });
  for (const prefix of API_PREFIXES) {
    app.all(`${prefix}/*`, (c) => forward(c.req.raw, clientAddress(c)));
  }
  if (options.devRoutes) app.all('/__sandbox/*', (c) => forward(c.req.raw, clientAddress(c)));

  app.use(compression({ precompressed: precompressedIn(options.clientDir) }));
  app.use(
    '/assets/*',
    serveStatic({
      root: options.clientDir,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.all('/assets/*', (c) => c.text('Not Found', 404));
  // The site's icons (public/): unhashed names browsers ask for on their own, so kept a day, not forever.
  for (const icon of ['/favicon.ico', '/favicon.svg', '/apple-touch-icon.png']) {
    app.get(
      icon,
      serveStatic({
        root: options.clientDir,
        onFound: (_path, c) => {
          c.header('Cache-Control', 'public, max-age=86400');
        },
      }),
    );
  }

  app.get('/sitemap.xml', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(sitemapXml(siteOrigin(c)), 200, { 'Content-Type': 'application/xml; charset=utf-8' });
  });
  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(robotsTxt(siteOrigin(c)));
  });

  app.get('/forbid.html', async (c) => {
    const locale = visitorLocale(c);
    const page = renderer ? await renderer.renderForbid(locale) : null;
    c.header('Cache-Control', 'no-store');
    // 451: the service is withheld from the visitor's region, not missing and not broken.
    const html = page
      ? shell.document({ lang: page.lang, title: page.title, body: page.html })
      : shell.document({
          lang: HREFLANG[locale],
          title: 'Not available in your region - FuFu Cloud Mining',
          body: '<main id="main" class="forbid-page"><h1>Not available in your region</h1></main>',
        });
    return c.html(html, 451);
  });

  app.get('*', (c) => page(c));
  app.all('*', (c) => {
    c.header('Allow', 'GET, HEAD');
    return c.text('Method Not Allowed', 405);
  });
  return app;

  async function page(c: Context): Promise<Response> {
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', 'Accept-Language, Cookie, User-Agent');
    const url = new URL(c.req.url);
    if (!decodable(url.pathname)) return shellPage(c, 400, DEFAULT_LOCALE);
    // No page has an empty segment, and `//x` read as a URL is another host: never let a guard see one.
    if (url.pathname.includes('//')) return shellPage(c, 404, DEFAULT_LOCALE);
    const cookieHeader = c.req.header('cookie') ?? '';
    const facts = {
      cookieHeader,
      userAgent: c.req.header('user-agent') ?? '',
      country: c.req.header(countryHeader) ?? '',
      acceptLanguage: c.req.header('accept-language') ?? '',
    };
    const session = sessionFromCookies(cookieHeader);
    const context = guardContext({ url: url.pathname + url.search, ...facts, session });

    const global = runGuards(GLOBAL_GUARDS, context);
    if (global.kind !== 'continue') return answer(c, global, context.locale);
    setCookies(c, global.effects);
    const crawler = global.effects.some((e) => e.type === 'serverRender');

    const match = resolve(url.pathname);
    if (!match) return crawler ? crawlerPage(c, null, url, facts, 404) : shellPage(c, 404, context.locale);

    const routeContext: GuardContext = {
      ...context,
      locale: match.route.locale,
      unprefixed: match.route.unprefixed,
      route: { id: match.route.id, params: match.params },
    };
    // The edge does not know the signed-in user's route list; the client decides coupon access for them.
    const names = match.route.guards.filter((name) => !(name === 'bitmainCoupon' && session.loggedIn));
    if (names.includes('detailCheck') && match.params.id) {
      routeContext.goods = await source.goodsInfo(match.params.id, match.route.locale);
    }
    const routed = runRouteGuards(names, routeContext);
    if (routed.kind !== 'continue') {
      if (routed.kind === 'error' && crawler) return crawlerPage(c, match, url, facts, routed.status, routeContext);
      return answer(c, routed, match.route.locale);
    }
    setCookies(c, routed.effects);
    return crawler
      ? crawlerPage(c, match, url, facts, 200, routeContext)
      : visitorPage(c, match, url, facts, routeContext);
  }

  /** A redirect, or a guard's error status with the shell (the client shows the same error page). */
  function answer(c: Context, result: Exclude<GuardResult, { kind: 'continue' }>, locale: Locale): Response {
    if (result.kind === 'error') return shellPage(c, result.status, locale);
    // Guards build on-site paths; one that would leave the site is refused rather than followed.
    if (!/^\/(?![/\\])/.test(result.to)) return shellPage(c, 400, locale);
    setCookies(c, result.effects);
    return c.redirect(result.to, result.status);
  }

  /** The SPA shell; with the route, its head names the route's stylesheets (decisions 093, 109). */
  function shellPage(c: Context, status: number, locale: Locale, route?: RouteMatch['route']): Response {
    const extra = route && status === 200 ? hints(route) : '';
    return c.html(shell.render({ lang: HREFLANG[locale], hints: extra }), status as 200);
  }

  /**
   * A visitor's page (decision 093): an anonymous visitor outside the app gets the kept server render of
   * the page to read while the app loads behind it; the app then takes its place. The visitor never waits
   * for a render: without a kept page (or with a stale one) the answer goes out as it is and the page is
   * rendered for the next visitor. Signed-in visitors get the shell (their header and data are their own).
   */
  function visitorPage(
    c: Context,
    match: RouteMatch,
    url: URL,
    facts: { cookieHeader: string; userAgent: string; country: string; acceptLanguage: string },
    context: GuardContext,
  ): Response {
    const route = match.route;
    if (!renderer || config.VISITOR_PREVIEW !== '1' || context.session.loggedIn || APP_UA_TOKEN.test(facts.userAgent)) {
      return shellPage(c, 200, route.locale, route);
    }
    const key = renderKey(c, facts, url);
    const kept = cache.kept(key);
    // Bounded: a visitor's answer never waits for these renders, so nothing else would stop unique URLs
    // (any query string) from queueing renders without end.
    if (!kept?.fresh && !refreshing.has(key) && refreshing.size < config.PREVIEW_RENDERS) {
      refreshing.add(key);
      // Rendered as for nobody in particular (the kept page serves every anonymous visitor): only the
      // phone-or-desktop class of this visitor, which the key carries, goes into it.
      const anyone = { cookieHeader: '', userAgent: facts.userAgent, country: '', acceptLanguage: '' };
      void render(match, url, anyone, siteOrigin(c), context)
        .then((page) => {
          if (page.status === 200) cache.set(key, page);
        })
        .catch((error: unknown) => renderFailed(url, error))
        .finally(() => refreshing.delete(key));
    }
    if (!kept) return shellPage(c, 200, route.locale, route);
    return c.html(
      shell.render({
        lang: kept.page.head.lang,
        head: kept.page.head,
        // The visitor's cookie says the notice was dismissed (the app writes it).
        body:
          context.cookies[COOKIES.cookieNoticeHidden.name] !== undefined
            ? withoutCookieNotice(kept.page.html)
            : kept.page.html,
        preview: true,
        // Stylesheets only, as for every shell: the preview paints without script (decision 109).
        hints: hints(route),
      }),
      200,
    );
  }

  /** A fault of the edge itself: 500 with the server-error page, in the visitor's language when it can be. */
  async function serverError(c: Context): Promise<Response> {
    c.header('Cache-Control', 'no-store');
    const locale = visitorLocale(c);
    try {
      const page = renderer ? await renderer.renderError(locale, 500) : null;
      if (page) return c.html(shell.document({ lang: page.lang, title: page.title, body: page.html }), 500);
    } catch {
      // The page itself failed: the plain answer below still says what happened.
    }
    return c.text('Internal Server Error', 500);
  }

  /** The page rendered on the server for crawlers, kept a while per URL; the shell when rendering fails. */
  async function crawlerPage(
    c: Context,
    match: RouteMatch | null,
    url: URL,
    facts: { cookieHeader: string; userAgent: string; country: string; acceptLanguage: string },
    status: number,
    context?: GuardContext,
  ): Promise<Response> {
    const locale = match?.route.locale ?? guardContext({ url: url.pathname, session: sessionFromCookies('') }).locale;
    if (!renderer || !match) return shellPage(c, status, locale);
    const key = renderKey(c, facts, url);
    let rendered = status === 200 ? cache.get(key) : null;
    if (!rendered) {
      try {
        rendered = await render(match, url, facts, siteOrigin(c), context);
      } catch (error) {
        // A view that cannot render on the server must not cost the crawler the page: it gets the shell.
        renderFailed(url, error);
        return shellPage(c, status, locale);
      }
      if (rendered.status === 200) cache.set(key, rendered);
    }
    return c.html(
      shell.render({
        lang: rendered.head.lang,
        head: rendered.head,
        body: withoutCookieNotice(rendered.html),
      }),
      rendered.status as 200,
    );
  }

  /** One kept render per site origin, phone or desktop, and path with its query. */
  function renderKey(c: Context, facts: { userAgent: string }, url: URL): string {
    return `${siteOrigin(c)}|${isMobile(facts.userAgent) ? 'm' : 'd'}|${url.pathname}${url.search}`;
  }

  async function render(
    match: RouteMatch,
    url: URL,
    facts: { cookieHeader: string; userAgent: string; country: string; acceptLanguage: string },
    origin: string,
    context?: GuardContext,
  ): Promise<RenderedPage> {
    if (!renderer) throw new Error('no renderer');
    return renderer.renderPage({
      url: url.pathname + url.search,
      route: match.route,
      params: match.params,
      facts,
      session: context?.session ?? sessionFromCookies(''),
      origin,
      seo: await source.pageSeo(match.route.pageCode, match.route.locale),
      goods: context?.goods,
      dataTimeoutMs: config.SSR_DATA_TIMEOUT_MS,
      sharedReadsMs: config.SSR_DATA_SECONDS * 1000,
    });
  }

  function renderFailed(url: URL, error: unknown): void {
    console.error(
      JSON.stringify({ level: 'error', msg: 'crawler render failed', path: url.pathname, error: String(error) }),
    );
  }

  function setCookies(c: Context, effects: readonly GuardEffect[]): void {
    const secure = !isLocalHost(new URL(c.req.url).hostname);
    for (const effect of effects) {
      if (effect.type !== 'setCookie') continue;
      // The flags of decision 030: whole site, Lax, Secure outside localhost, readable by the client's guards.
      c.header(
        'Set-Cookie',
        serialize(effect.name, effect.value, { path: '/', sameSite: 'lax', secure, maxAge: effect.maxAgeSeconds }),
        { append: true },
      );
    }
  }

  function siteOrigin(c: Context): string {
    return config.SITE_URL ?? new URL(c.req.url).origin;
  }

  /** The forbid page's language: the visitor's saved choice, else Accept-Language (zh-TW/HK/Hant is sg). */
  function visitorLocale(c: Context): Locale {
    const saved = parseCookies(c.req.header('cookie') ?? '')[LOCALE_COOKIE];
    if (saved && isLocale(saved)) return saved;
    const candidates = [...LOCALES.filter((l) => l !== 'sg'), 'zh-TW', 'zh-HK', 'zh-Hant'];
    const picked = new Negotiator({ headers: { 'accept-language': c.req.header('accept-language') ?? '' } }).language(
      candidates,
    );
    if (!picked) return DEFAULT_LOCALE;
    if (picked.startsWith('zh-')) return 'sg';
    return isLocale(picked) ? picked : DEFAULT_LOCALE;
  }
}

function decodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

function clientAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // app.request() in tests has no socket
  }
}
