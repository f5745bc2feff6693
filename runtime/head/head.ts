import { expandRoutes, type LocalizedRoute, localizePath } from '../../manifest/expand.ts';
import { DEFAULT_LOCALE, HREFLANG, LOCALES } from '../../manifest/locales.ts';
import { routes } from '../../manifest/routes.ts';

/** What the page-SEO call answers for a page code. */
export interface PageSeo {
  seoTitle: string;
  seoKeyword: string;
  seoDescription: string;
}

export interface HeadLink {
  hreflang: string;
  href: string;
}

/** Everything a page's <head> carries; the client applies it, the edge server will render it for crawlers. */
export interface HeadData {
  lang: string;
  title: string;
  description: string;
  keywords: string;
  canonical: string;
  alternates: HeadLink[];
}

/** Fills `{param}` segments; an absent optional parameter drops its segment. */
export function fillPath(path: string, params: Readonly<Record<string, string>>): string {
  return (
    path.replace(/\/\{([^}]+)\}/g, (_, name: string) => {
      const value = params[name];
      return value === undefined ? '' : `/${encodeURIComponent(value)}`;
    }) || '/'
  );
}

/** The manifest path of a route (without locale prefix). */
function basePath(id: string): string {
  const entry = routes.find((r) => r.id === id);
  if (!entry) throw new Error(`route ${id} is not in the manifest`);
  return entry.path;
}

/** The URL of a route in one language: English canonically unprefixed, every other language prefixed. */
export function canonicalUrl(
  origin: string,
  id: string,
  locale: LocalizedRoute['locale'],
  params: Readonly<Record<string, string>>,
) {
  return `${origin}${localizePath(fillPath(basePath(id), params), locale, locale === DEFAULT_LOCALE)}`;
}

/** hreflang alternates for the 8 languages (sg as zh-Hant, zh as zh-Hans) plus x-default (English). */
export function alternatesFor(origin: string, id: string, params: Readonly<Record<string, string>>): HeadLink[] {
  return [
    ...LOCALES.map((locale) => ({ hreflang: HREFLANG[locale], href: canonicalUrl(origin, id, locale, params) })),
    { hreflang: 'x-default', href: canonicalUrl(origin, id, DEFAULT_LOCALE, params) },
  ];
}

/**
 * The head of one page: SEO texts from the page-SEO call when it answered with non-empty values,
 * else the localized fallbacks the caller passes in (the catalogs live with the views).
 */
export function headFor(options: {
  route: LocalizedRoute;
  params: Readonly<Record<string, string>>;
  origin: string;
  seo: PageSeo | null;
  fallback: { title: string; description: string; keywords: string };
}): HeadData {
  const { route, params, origin, seo, fallback } = options;
  return {
    lang: HREFLANG[route.locale],
    title: seo?.seoTitle.trim() || fallback.title,
    description: seo?.seoDescription.trim() || fallback.description,
    keywords: seo?.seoKeyword.trim() || fallback.keywords,
    canonical: canonicalUrl(origin, route.id, route.locale, params),
    alternates: alternatesFor(origin, route.id, params),
  };
}

export interface SitemapEntry {
  loc: string;
  alternates: HeadLink[];
}

/** Every public localized URL (English unprefixed, 7 prefixed languages), each with its alternates. */
export function sitemapEntries(origin: string): SitemapEntry[] {
  return expandRoutes()
    .filter((r) => routes.find((e) => e.id === r.id)?.public && (r.locale !== DEFAULT_LOCALE || r.unprefixed))
    .map((r) => ({ loc: canonicalUrl(origin, r.id, r.locale, {}), alternates: alternatesFor(origin, r.id, {}) }));
}

const escapeXml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** sitemap.xml with xhtml:link alternates, for the edge server to serve. */
export function sitemapXml(origin: string): string {
  const urls = sitemapEntries(origin).map(
    (e) =>
      `  <url>\n    <loc>${escapeXml(e.loc)}</loc>\n${e.alternates
        .map((a) => `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`)
        .join('\n')}\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
