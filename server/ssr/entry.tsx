import { I18nProvider } from '@lingui/react';
import { createMemoryHistory } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import type { LocalizedRoute } from '../../manifest/expand.ts';
import { HREFLANG, LOCALES, type Locale } from '../../manifest/locales.ts';
import type { AppClock } from '../../runtime/clock.ts';
import type { GoodsInfo, RequestFacts, SessionSummary } from '../../runtime/guards/index.ts';
import { type HeadData, headFor, type PageSeo } from '../../runtime/head/head.ts';
import { activateLocale, i18n } from '../../runtime/i18n/index.ts';
import { createAppRouter, RouteError } from '../../runtime/router/tree.tsx';
import { App, type StorefrontRouter } from '../../views/app.tsx';
import { ErrorPage } from '../../views/pages/errorPage.tsx';
import ForbidPage, { FORBID_TITLE } from '../../views/pages/forbidPage.tsx';
import { FALLBACK_DESCRIPTION, FALLBACK_KEYWORDS, PAGE_TITLES, SITE_TITLE } from '../../views/pageTitles.ts';
import { RouteView } from '../../views/routeView.tsx';
import { MachineScope, MachineScopeProvider } from './serverMachines.ts';

// Every catalog is loaded once, when the server starts.
for (const locale of LOCALES) await activateLocale(locale);

/** Machines' delays never fire on the server: a crawler sees the page as it first settles. */
const stoppedClock: AppClock = {
  now: () => Date.now(),
  setTimeout: () => 0,
  clearTimeout: () => undefined,
};

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
  /** How long the page's machines may load their data. */
  dataTimeoutMs: number;
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

/** The real route tree (layouts and views of `views/`) rendered to HTML, with the data its machines load. */
export function renderPage(request: RenderRequest): Promise<RenderedPage> {
  return exclusive(async () => {
    const { route, origin, url } = request;
    i18n.activate(route.locale);
    const pageUrl = new URL(url, origin).href;
    let status = 200;
    const router = createAppRouter({
      RouteComponent: RouteView,
      NotFound: () => {
        status = 404;
        return <ErrorPage status={404} locale={route.locale} pageUrl={pageUrl} />;
      },
      ErrorComponent: ({ error }) => {
        status = error instanceof RouteError ? error.status : 500;
        return (
          <ErrorPage
            status={status}
            detail={error instanceof RouteError ? error.detail : undefined}
            locale={route.locale}
            pageUrl={pageUrl}
          />
        );
      },
      sessionSummary: () => request.session,
      browserFacts: () => request.facts,
      goodsInfo: async () => request.goods ?? null,
      history: createMemoryHistory({ initialEntries: [url] }),
    }) as StorefrontRouter;
    await router.load();
    const scope = new MachineScope();
    // The storefront's own App: whatever providers it grows, the crawler page has them too.
    const tree = () => (
      <MachineScopeProvider scope={scope}>
        <App router={router} clock={stoppedClock} strict={false} />
      </MachineScopeProvider>
    );
    try {
      let html = await toHtml(tree());
      // Render again while the last render started machines or changed: the session and the page's data
      // arrive between renders (each render is a snapshot; effects never run on the server).
      for (let round = 0; round < MAX_ROUNDS; round++) {
        const started = scope.started;
        scope.started = 0;
        await scope.settle(request.dataTimeoutMs);
        const next = await toHtml(tree());
        const changed = next !== html;
        html = next;
        if (!changed && started === 0) break;
      }
      return { status, html, head: pageHead(request, status) };
    } finally {
      scope.stop();
    }
  });
}

const MAX_ROUNDS = 4;

/** A view that throws while rendering on the server fails the render (React would only defer it to the client). */
async function toHtml(node: ReactNode): Promise<string> {
  let failure: unknown = null;
  const { prelude } = await prerender(node, {
    onError: (error) => {
      failure ??= error;
    },
  });
  if (failure) throw failure;
  return new Response(prelude).text();
}

function pageHead(request: RenderRequest, status: number): HeadData {
  const siteTitle = i18n._(SITE_TITLE);
  const titleMessage = request.route.pageCode ? PAGE_TITLES[request.route.pageCode] : undefined;
  const head = headFor({
    route: request.route,
    params: request.params,
    origin: request.origin,
    seo: status === 200 ? request.seo : null,
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
