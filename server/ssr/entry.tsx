import { I18nProvider } from '@lingui/react';
import type { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import type { LocalizedRoute } from '../../manifest/expand.ts';
import { HREFLANG, LOCALES, type Locale } from '../../manifest/locales.ts';
import type { AppClock } from '../../runtime/clock.ts';
import { configureRuntime } from '../../runtime/config.ts';
import type { GoodsInfo, RequestFacts, SessionSummary } from '../../runtime/guards/index.ts';
import { type HeadData, headFor, type PageSeo } from '../../runtime/head/head.ts';
import { activateLocale, i18n } from '../../runtime/i18n/index.ts';
import { createQueryClient, PRIVATE_QUERIES } from '../../runtime/query/index.ts';
import { type AppRouterOptions, createAppRouter, createRouteTree, RouteError } from '../../runtime/router/tree.tsx';
import {
  App,
  attachQueryClient,
  attachSession,
  routeLoader,
  type StorefrontRouter,
  settleSession,
} from '../../views/app.tsx';
import { ErrorPage } from '../../views/features/errors/errorView.tsx';
import ForbidPage, { FORBID_TITLE } from '../../views/pages/forbidPage.tsx';
import { FALLBACK_DESCRIPTION, FALLBACK_KEYWORDS, pageTitle, SITE_TITLE } from '../../views/pageTitles.ts';
import { RouteView } from '../../views/routeView.tsx';
import { createSessionActor } from '../../views/session/sessionService.ts';
import { setHtmlSanitizer } from '../../views/ui/safeHtml.tsx';
import { sanitizeServerHtml } from './htmlSanitizer.ts';

// CMS HTML is sanitized on the server too, by an allow-list (decision 107; the browser uses DOMPurify).
setHtmlSanitizer(sanitizeServerHtml);

// The views' services, once: their API client calls the edge server's API base (server/ssr/vite.config.ts).
configureRuntime();

// Every catalog is loaded once, when the server starts.
for (const locale of LOCALES) await activateLocale(locale);

/** Delays never fire on the server: a crawler sees the page as it first settles. */
const stoppedClock: AppClock = {
  now: () => Date.now(),
  setTimeout: () => 0,
  clearTimeout: () => undefined,
};

/**
 * The session of every render: crawlers are anonymous, and the server's cookie jar is empty, so it settles
 * signed out once and serves each page as it is (views only read it while rendering).
 */
const anonymous = createSessionActor(stoppedClock).start();

export interface RenderRequest {
  /** Path and query, already past the edge's guards. */
  url: string;
  route: LocalizedRoute;
  params: Record<string, string>;
  facts: Omit<RequestFacts, 'url' | 'session'>;
  session: SessionSummary;
  /** The site URL for canonical and hreflang links. */
  origin: string;
  seo: PageSeo | null;
  /** What the edge already looked up for `detailCheck`. */
  goods?: GoodsInfo | null;
  /** How long the page's reads may take. */
  dataTimeoutMs: number;
  /** How long renders share a read (0: every render reads the API itself). */
  sharedReadsMs: number;
}

export interface RenderedPage {
  status: number;
  html: string;
  head: HeadData;
}

// One render at a time: the views' http client reads the language from the shared Lingui instance.
let queue: Promise<unknown> = Promise.resolve();
function exclusive<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/** What the route tree's options read while one page renders (renders never overlap: `exclusive`). */
interface Rendering {
  request: RenderRequest;
  client: QueryClient;
  pageUrl: string;
  status: number;
}
let current: Rendering | null = null;
const rendering = (): Rendering => {
  if (!current) throw new Error('the crawler route tree was used outside a render');
  return current;
};

/** The route tree's options, the same for every render (decision 092): they read the render in progress. */
const treeOptions: Omit<AppRouterOptions, 'history'> = {
  RouteComponent: RouteView,
  NotFound: () => {
    const now = rendering();
    now.status = 404;
    return <ErrorPage status={404} locale={now.request.route.locale} pageUrl={now.pageUrl} />;
  },
  ErrorComponent: ({ error }) => {
    const now = rendering();
    now.status = error instanceof RouteError ? error.status : 500;
    return (
      <ErrorPage
        status={now.status}
        detail={error instanceof RouteError ? error.detail : undefined}
        locale={now.request.route.locale}
        pageUrl={now.pageUrl}
      />
    );
  },
  sessionSummary: () => rendering().request.session,
  browserFacts: () => rendering().request.facts,
  goodsInfo: async () => rendering().request.goods ?? null,
  loadRoute: (route, params, search) => routeLoader(rendering().client, true)(route, params, search),
};
const routeTree = createRouteTree(treeOptions);

/**
 * Reads shared by the renders while they are fresh: crawlers are anonymous, so a page's data is the same
 * for each of them (decision 092). Made with the first render that asks for it.
 */
let sharedReads: QueryClient | null = null;
function sharedClient(freshMs: number): QueryClient {
  sharedReads ??= createQueryClient({ staleTime: freshMs, gcTime: Math.max(freshMs, 60_000) });
  return sharedReads;
}

/**
 * The real route tree (layouts and views of `views/`) rendered to HTML once, from the data its route's
 * loaders read (decision 090): the same loaders as in the browser, awaited here with every read they
 * started, within the data timeout.
 */
export function renderPage(request: RenderRequest): Promise<RenderedPage> {
  return exclusive(() =>
    withLoadedRouter(request, async (router, now) => {
      const html = await toHtml(<App router={router} clock={stoppedClock} strict={false} />);
      const own = router.state.matches.at(-1)?.loaderData as { title?: string; description?: string } | undefined;
      return { status: now.status, html, head: pageHead(request, now.status, own) };
    }),
  );
}

/**
 * The page's tree rendered `times` over from one load of its router and reads: what React alone costs for
 * the page, the floor under `renderPage` (bench/server.bench.ts prints it beside the edge's figures).
 * Milliseconds per render.
 */
export function renderTreeOnly(request: RenderRequest, times: number): Promise<number> {
  return exclusive(() =>
    withLoadedRouter(request, async (router) => {
      const start = performance.now();
      for (let i = 0; i < times; i += 1) renderToString(<App router={router} clock={stoppedClock} strict={false} />);
      return (performance.now() - start) / times;
    }),
  );
}

/** A router for the request with its route loaded and its reads settled, for `use`; cleaned up after. */
async function withLoadedRouter<T>(
  request: RenderRequest,
  use: (router: StorefrontRouter, now: Rendering) => Promise<T>,
): Promise<T> {
  const { route, origin, url } = request;
  i18n.activate(route.locale);
  const client = request.sharedReadsMs > 0 ? sharedClient(request.sharedReadsMs) : createQueryClient();
  const now: Rendering = { request, client, pageUrl: new URL(url, origin).href, status: 200 };
  current = now;
  const history = createMemoryHistory({ initialEntries: [url] });
  const router = createAppRouter({ ...treeOptions, history }, routeTree) as StorefrontRouter;
  attachQueryClient(router, client);
  attachSession(router, anonymous);
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    // Cleared when the render ends: a pending timer would keep this render's router and reads alive.
    const deadline = new AbortController();
    timer = setTimeout(() => deadline.abort(), request.dataTimeoutMs);
    await Promise.race([router.load(), aborted(deadline.signal)]);
    await Promise.all([readsSettled(client, deadline.signal), settleSession(router, stoppedClock)]);
    return await use(router, now);
  } finally {
    current = null;
    clearTimeout(timer);
    // Nothing private outlives the render that read it.
    client.removeQueries(PRIVATE_QUERIES);
  }
}

function aborted(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
}

/** Resolves when no read of the cache is in flight, or when the deadline passes (the page shows what arrived). */
function readsSettled(client: ReturnType<typeof createQueryClient>, deadline: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      unsubscribe();
      resolve();
    };
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (client.isFetching() === 0) done();
    });
    deadline.addEventListener('abort', done, { once: true });
    if (client.isFetching() === 0) done();
  });
}

/**
 * The page's HTML. Its reads have arrived (the loaders and `readsSettled` ran first), so the synchronous
 * renderer has what it needs: it does not pay for a stream, and leaves nothing queued behind it (the
 * streaming renderer kept each finished render reachable from its pending immediates, which under load
 * moved every render into the old generation: ~470 MB of garbage for 50 connections). Where a part of the
 * page still suspends or fails inside a boundary (React marks it for the client), the page is rendered
 * again by `prerender`, which waits for what suspends and reports what fails.
 */
async function toHtml(node: ReactNode): Promise<string> {
  if (process.env.SSR_STREAM) return prerendered(node);
  const html = renderToString(node);
  return html.includes(CLIENT_RENDERED_BOUNDARY) ? prerendered(node) : html;
}

/** How React's server renderer marks a boundary it left for the client (suspended or failed). */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/** A view that throws while rendering on the server fails the render (React would only defer it to the client). */
async function prerendered(node: ReactNode): Promise<string> {
  let failure: unknown = null;
  const { prelude } = await prerenderToNodeStream(node, {
    onError: (error) => {
      failure ??= error;
    },
  });
  if (failure) throw failure;
  // Node's own stream, read by its events: a web stream read through a Response (or an async iterator)
  // cost a tenth of each render.
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    prelude.on('data', (chunk: Buffer) => chunks.push(chunk));
    prelude.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    prelude.on('error', reject);
  });
}

function pageHead(request: RenderRequest, status: number, own?: { title?: string; description?: string }): HeadData {
  const siteTitle = i18n._(SITE_TITLE);
  const titleMessage = pageTitle(request.route.id);
  const head = headFor({
    route: request.route,
    params: request.params,
    origin: request.origin,
    // A page that names its own head from its data (a news article) wins over the page code's SEO.
    seo:
      status !== 200
        ? null
        : own?.title
          ? {
              seoTitle: `${own.title} - ${siteTitle}`,
              seoDescription: own.description || (request.seo?.seoDescription ?? i18n._(FALLBACK_DESCRIPTION)),
              seoKeyword: request.seo?.seoKeyword ?? i18n._(FALLBACK_KEYWORDS),
            }
          : request.seo,
    fallback: {
      title: titleMessage ? `${i18n._(titleMessage)} - ${siteTitle}` : siteTitle,
      description: i18n._(FALLBACK_DESCRIPTION),
      keywords: i18n._(FALLBACK_KEYWORDS),
    },
  });
  // The error page's title is the status plus the site title (spec section 2).
  return status === 200 ? head : { ...head, title: `${status} - ${siteTitle}` };
}

/** `/forbid.html`: the localized notice for visitors from a blocked country. */
export function renderForbid(locale: Locale): Promise<{ html: string; title: string; lang: string }> {
  return exclusive(async () => {
    i18n.activate(locale);
    const html = await toHtml(
      <I18nProvider i18n={i18n}>
        <ForbidPage />
      </I18nProvider>,
    );
    return { html, title: `${i18n._(FORBID_TITLE)} - ${i18n._(SITE_TITLE)}`, lang: HREFLANG[locale] };
  });
}

/** The server-error page (spec section 2: status plus site title, a server-error message), for faults of the edge itself. */
export function renderError(locale: Locale, status: number): Promise<{ html: string; title: string; lang: string }> {
  return exclusive(async () => {
    i18n.activate(locale);
    const html = await toHtml(
      <I18nProvider i18n={i18n}>
        <main id="main">
          <ErrorPage status={status} locale={locale} pageUrl="" />
        </main>
      </I18nProvider>,
    );
    return { html, title: `${status} - ${i18n._(SITE_TITLE)}`, lang: HREFLANG[locale] };
  });
}
