// The notice's own markup (views/shell/pageExtras.tsx): no section nests inside it.
const NOTICE =
  /<section class="cookie-notice"[^>]*>[\s\S]*?<\/section>|<div class="cookie-notice-spacer" aria-hidden="true"><\/div>/g;

/**
 * A server-rendered page without the cookie notice (decision 094). Kept renders are shared by every
 * visitor, so they carry the notice; it goes out for crawlers and for a visitor who dismissed it.
 */
export function withoutCookieNotice(html: string): string {
  return html.replace(NOTICE, '');
}
