import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { LocalizedRoute } from '../manifest/expand.ts';
import { http } from '../runtime/config.ts';
import { type HeadData, headFor, type PageSeo } from '../runtime/head/head.ts';
import { FALLBACK_DESCRIPTION, FALLBACK_KEYWORDS, PAGE_TITLES, SITE_TITLE } from './pageTitles.ts';

/** Writes HeadData into document.head: title, meta, canonical, hreflang alternates, <html lang>. */
export function applyHead(head: HeadData, doc: Document = document): void {
  doc.documentElement.lang = head.lang;
  doc.title = head.title;
  setMeta(doc, 'description', head.description);
  setMeta(doc, 'keywords', head.keywords);
  for (const old of doc.head.querySelectorAll('link[data-route-head]')) old.remove();
  const add = (rel: string, href: string, hreflang?: string) => {
    const link = doc.createElement('link');
    link.rel = rel;
    link.href = href;
    if (hreflang) link.hreflang = hreflang;
    link.dataset.routeHead = '';
    doc.head.append(link);
  };
  add('canonical', head.canonical);
  for (const alt of head.alternates) add('alternate', alt.href, alt.hreflang);
}

function setMeta(doc: Document, name: string, content: string) {
  let meta = doc.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = name;
    doc.head.append(meta);
  }
  meta.content = content;
}

/** The page-SEO call for the route's page code; spec: SEO calls fail silently (a warning) and the fallbacks show. */
function usePageSeo(pageCode: string | null): PageSeo | null {
  const [seo, setSeo] = useState<PageSeo | null>(null);
  useEffect(() => {
    setSeo(null);
    if (!pageCode) return;
    let live = true;
    http
      .call('pageSeo', { pageCode })
      .then((result) => live && setSeo(result as PageSeo))
      .catch((error: unknown) => console.warn('page SEO unavailable', pageCode, error));
    return () => {
      live = false;
    };
  }, [pageCode]);
  return seo;
}

/** Keeps <head> in step with the route on screen. */
export function DocumentHead({ route, params }: { route: LocalizedRoute; params: Record<string, string> }) {
  const { i18n } = useLingui();
  const seo = usePageSeo(route.pageCode);
  const siteTitle = i18n._(SITE_TITLE);
  const titleMessage = route.pageCode ? PAGE_TITLES[route.pageCode] : undefined;
  const pageTitle = titleMessage ? i18n._(titleMessage) : null;
  const fallback = {
    title: pageTitle ? `${pageTitle} - ${siteTitle}` : siteTitle,
    description: i18n._(FALLBACK_DESCRIPTION),
    keywords: i18n._(FALLBACK_KEYWORDS),
  };
  const head = headFor({ route, params, origin: window.location.origin, seo, fallback });
  const key = JSON.stringify(head);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialized head is the whole dependency
  useEffect(() => applyHead(head), [key]);
  return null;
}
