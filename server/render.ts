import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Locale } from '../manifest/locales.ts';
import type { PageSeo } from '../runtime/head/head.ts';
import { createHttpClient } from '../runtime/http/client.ts';
import type { RenderedPage, RenderRequest } from './ssr/entry.tsx';

export type { RenderedPage, RenderRequest };

/** What the crawler bundle (`server/ssr/entry.tsx`, built by `npm run build`) offers the edge server. */
export interface PageRenderer {
  renderPage(request: RenderRequest): Promise<RenderedPage>;
  /** Milliseconds per render of the page's tree alone, from one load (the benches' floor). */
  renderTreeOnly(request: RenderRequest, times: number): Promise<number>;
  renderForbid(locale: Locale): Promise<{ html: string; title: string; lang: string }>;
  renderError(locale: Locale, status: number): Promise<{ html: string; title: string; lang: string }>;
}

declare global {
  /** The API base of the views' http client inside the crawler bundle (absolute on the server). */
  var __FUFU_SSR_API_BASE__: string | undefined;
}

/**
 * Loads the crawler bundle from `ssrDir`; null when it was not built (`vite build` alone), in which case
 * crawlers get the SPA shell with the server-written head and the forbid page its plain fallback.
 */
export async function loadRenderer(ssrDir: string, apiBase: string): Promise<PageRenderer | null> {
  const entry = resolve(join(ssrDir, 'entry.js'));
  if (!existsSync(entry)) return null;
  globalThis.__FUFU_SSR_API_BASE__ = apiBase;
  return (await import(pathToFileURL(entry).href)) as PageRenderer;
}

/**
 * The page-SEO call for crawler heads; a failure gives the localized fallbacks (spec section 8: SEO calls
 * fail silently). A page code's SEO is the same for every request: kept `keepSeconds` per locale.
 */
export function createApiSource(apiBase: string, timeoutMs: number, keepSeconds = 0, now: () => number = Date.now) {
  const seoKept = new Map<string, { until: number; seo: PageSeo }>();
  const clients = new Map<Locale, ReturnType<typeof createHttpClient>>();
  const client = (locale: Locale) => {
    let existing = clients.get(locale);
    if (!existing) {
      existing = createHttpClient({ baseURL: apiBase, language: () => locale, timeout: timeoutMs, validate: false });
      clients.set(locale, existing);
    }
    return existing;
  };
  return {
    async pageSeo(pageCode: string | null, locale: Locale): Promise<PageSeo | null> {
      if (!pageCode) return null;
      const key = `${locale}|${pageCode}`;
      const kept = seoKept.get(key);
      if (kept && kept.until > now()) return kept.seo;
      try {
        const seo = (await client(locale).call('pageSeo', { pageCode }, { showError: false })) as PageSeo;
        // Bounded by the page codes and locales there are; a failure is not kept (the next request asks again).
        if (keepSeconds > 0) seoKept.set(key, { until: now() + keepSeconds * 1000, seo });
        return seo;
      } catch {
        return null;
      }
    },
    async goodsInfo(goodsId: string, locale: Locale) {
      try {
        const { goodsStatus, supportPlatform } = await client(locale).call(
          'goodsInfo',
          { goodsId },
          { showError: false },
        );
        return { goodsId, goodsStatus, supportPlatform };
      } catch {
        return null; // spec section 8: a failed goods lookup is the discontinued page
      }
    },
  };
}

export type ApiSource = ReturnType<typeof createApiSource>;

/**
 * Renders kept per URL for a while, bounded in count (crawlers and anonymous visitors: one page for all).
 * `get` answers fresh pages only; `kept` also answers a page up to ten times its age limit, marked stale,
 * for a visitor's preview while a new render is made (decision 093).
 */
export function createRenderCache(seconds: number, maxEntries = 500, now: () => number = Date.now) {
  const entries = new Map<string, { expires: number; page: RenderedPage }>();
  const kept = (key: string): { page: RenderedPage; fresh: boolean } | null => {
    const hit = entries.get(key);
    if (!hit) return null;
    if (hit.expires > now()) return { page: hit.page, fresh: true };
    if (hit.expires + seconds * 9_000 > now()) return { page: hit.page, fresh: false };
    entries.delete(key);
    return null;
  };
  return {
    get(key: string): RenderedPage | null {
      const hit = kept(key);
      return hit?.fresh ? hit.page : null;
    },
    kept,
    set(key: string, page: RenderedPage): void {
      if (seconds <= 0) return;
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { expires: now() + seconds * 1000, page });
    },
  };
}
