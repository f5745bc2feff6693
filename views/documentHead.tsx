import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useSyncExternalStore } from 'react';
import type { LocalizedRoute } from '../manifest/expand.ts';
import { type HeadData, headFor, type PageSeo } from '../runtime/head/head.ts';
import { quietApiQuery } from '../runtime/query/index.ts';
import type { PageHead } from './pageProps.ts';
import { FALLBACK_DESCRIPTION, FALLBACK_KEYWORDS, pageTitle, SITE_TITLE } from './pageTitles.ts';

/**
 * Writes HeadData into document.head: title, meta, canonical, hreflang alternates, <html lang>. Only what
 * differs is written: a preview's head is already the page's (the edge rendered it), and each write costs
 * the page (a new `lang` restyles the whole document, each link element inserted a few milliseconds at 4x CPU).
 */
export function applyHead(head: HeadData, doc: Document = document): void {
  if (doc.documentElement.lang !== head.lang) doc.documentElement.lang = head.lang;
  if (doc.title !== head.title) doc.title = head.title;
  setMeta(doc, 'description', head.description);
  setMeta(doc, 'keywords', head.keywords);
  const wanted = [
    { rel: 'canonical', href: head.canonical, hreflang: '' },
    ...head.alternates.map((alt) => ({ rel: 'alternate', href: alt.href, hreflang: alt.hreflang })),
  ];
  const present = [...doc.head.querySelectorAll<HTMLLinkElement>('link[data-route-head]')];
  const same =
    present.length === wanted.length &&
    present.every(
      (link, i) =>
        link.rel === wanted[i]?.rel &&
        link.getAttribute('href') === wanted[i]?.href &&
        (link.getAttribute('hreflang') ?? '') === wanted[i]?.hreflang,
    );
  if (same) return;
  for (const old of present) old.remove();
  for (const { rel, href, hreflang } of wanted) {
    const link = doc.createElement('link');
    link.rel = rel;
    link.href = href;
    if (hreflang) link.hreflang = hreflang;
    link.dataset.routeHead = '';
    doc.head.append(link);
  }
}

function setMeta(doc: Document, name: string, content: string) {
  let meta = doc.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = name;
    doc.head.append(meta);
  }
  if (meta.content !== content) meta.content = content;
}

/** The head a page named from data it read in the browser, for the address it was read at. */
let dataHead: { key: string; head: PageHead } | null = null;
const headListeners = new Set<() => void>();
const subscribeHead = (listener: () => void) => {
  headListeners.add(listener);
  return () => headListeners.delete(listener);
};
const emitHead = () => {
  for (const listener of headListeners) listener();
};
const useAddress = () => useRouterState({ select: (state) => state.location.href });

/**
 * A page names its head from its own data (a campaign's title, an agreement's): in the browser loaders do not
 * wait for reads, so the data arrives after the loader, and the page passes it on once it has it.
 */
export function usePageHeadFromData(head: PageHead | null | undefined): void {
  const key = useAddress();
  const title = head?.title;
  const description = head?.description;
  useEffect(() => {
    if (!title) return;
    const mine = { key, head: { title, description } };
    dataHead = mine;
    emitHead();
    return () => {
      if (dataHead !== mine) return;
      dataHead = null;
      emitHead();
    };
  }, [key, title, description]);
}

/** The page's own head: its loader's (crawler pages, loaders that wait), else what its data named in the browser. */
function useOwnHead(): PageHead | undefined {
  const key = useAddress();
  const loaded = useRouterState({ select: (state) => state.matches.at(-1)?.loaderData as PageHead | undefined });
  const named = useSyncExternalStore(
    subscribeHead,
    () => dataHead,
    () => null,
  );
  if (loaded?.title) return loaded;
  return named && named.key === key ? named.head : undefined;
}

/**
 * The page's own short title, without the site's name: its data's (a news article's, a campaign's), else the
 * route's fallback title, else the site title. The native app shows it in its navigation bar.
 */
export function usePageTitle(route: LocalizedRoute): string {
  const { i18n } = useLingui();
  const own = useOwnHead();
  const titleMessage = pageTitle(route.id);
  return own?.title || (titleMessage ? i18n._(titleMessage) : i18n._(SITE_TITLE));
}

/** Keeps <head> in step with the route on screen; renders nothing (the edge server writes a crawler page's head). */
export function DocumentHead({ route, params }: { route: LocalizedRoute; params: Record<string, string> }) {
  const { i18n } = useLingui();
  // The page-SEO call for the route's page code; it fails silently and the fallbacks show.
  const seo = useQuery({
    ...quietApiQuery('pageSeo', { pageCode: route.pageCode ?? '' }),
    enabled: route.pageCode !== null,
  }).data as PageSeo | null | undefined;
  // A page that names its own head from its data (a news article) wins over the page code's SEO.
  const own = useOwnHead();
  const siteTitle = i18n._(SITE_TITLE);
  const titleMessage = pageTitle(route.id);
  const titleText = titleMessage ? i18n._(titleMessage) : null;
  const fallback = {
    title: titleText ? `${titleText} - ${siteTitle}` : siteTitle,
    description: i18n._(FALLBACK_DESCRIPTION),
    keywords: i18n._(FALLBACK_KEYWORDS),
  };
  const pageSeo: PageSeo | null = own?.title
    ? {
        seoTitle: `${own.title} - ${siteTitle}`,
        seoDescription: own.description || (seo?.seoDescription ?? fallback.description),
        seoKeyword: seo?.seoKeyword ?? fallback.keywords,
      }
    : (seo ?? null);
  const key = JSON.stringify([route, params, pageSeo, fallback]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialized inputs are the whole dependency
  useEffect(() => {
    applyHead(headFor({ route, params, origin: window.location.origin, seo: pageSeo, fallback }));
  }, [key]);
  return null;
}
