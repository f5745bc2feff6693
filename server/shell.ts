import type { HeadData } from '../runtime/head/head.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export interface ShellParts {
  /** This request's CSP nonce, put on every script element. */
  nonce: string;
  /** BCP 47 language of the page. */
  lang: string;
  /** The server-rendered head (crawler pages). */
  head?: HeadData;
  /** Server-rendered markup inside `#root`; the client renders over it. */
  body?: string;
  /**
   * The body is a visitor's preview (decision 093), inert: read, not used, until the client's app, rendered
   * behind it, takes its place (a click or a typed letter before then would go nowhere or be lost).
   */
  preview?: boolean;
  /** Links for the route's own chunks and stylesheets (server/routeAssets.ts), at the end of the head. */
  hints?: string;
}

/**
 * The built `index.html`, split once at its insertion points, then filled per request: `lang`, the
 * nonce on every script, the head (title, description, keywords, canonical, hreflang) and `#root`.
 */
export function createShell(indexHtml: string) {
  const withNonce = indexHtml.replace(/<script\b/g, '<script nonce="__NONCE__"');
  const root = '<div id="root"></div>';
  if (!withNonce.includes(root) || !/<title>[^<]*<\/title>/.test(withNonce) || !/<html lang="[^"]*"/.test(withNonce)) {
    throw new Error('index.html needs <html lang>, a <title> and <div id="root"></div>');
  }
  const stylesheets = [...indexHtml.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((m) => m[0]).join('\n    ');

  return {
    render({ nonce, lang, head, body, hints, preview }: ShellParts): string {
      let html = withNonce
        .replaceAll('__NONCE__', nonce)
        .replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(lang)}"`);
      if (head) html = html.replace(/<title>[^<]*<\/title>/, () => headTags(head));
      if (body !== undefined)
        html = html.replace(root, () => `<div id="root"${preview ? ' data-preview="" inert=""' : ''}>${body}</div>`);
      if (hints) html = html.replace('</head>', () => `  ${hints}\n  </head>`);
      return html;
    },
    /** A document without the app: the site's stylesheet, a title and the given body (the forbid page). */
    document({ lang, title, body }: { lang: string; title: string; body: string }): string {
      return `<!doctype html>\n<html lang="${escapeHtml(lang)}">\n  <head>\n    <meta charset="UTF-8" />\n    <meta name="viewport" content="width=device-width, initial-scale=1" />\n    <title>${escapeHtml(title)}</title>\n    ${stylesheets}\n  </head>\n  <body>\n${body}\n  </body>\n</html>\n`;
    },
  };
}

export type Shell = ReturnType<typeof createShell>;

function headTags(head: HeadData): string {
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<meta name="keywords" content="${escapeHtml(head.keywords)}" />`,
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" data-route-head="" />`,
    ...head.alternates.map(
      (a) =>
        `<link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}" data-route-head="" />`,
    ),
  ].join('\n    ');
}
