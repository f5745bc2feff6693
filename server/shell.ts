import type { HeadData } from '../runtime/head/head.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export interface ShellParts {
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
  /** The route's stylesheets (server/routeAssets.ts), at the end of the head. */
  hints?: string;
}

/**
 * The built `index.html`, split once at its insertion points, then filled per request: `lang`, the head
 * (title, description, keywords, canonical, hreflang) and `#root`. The same parts give the same bytes
 * (no per-request nonce, decision 106), so an answer's compression can be reused.
 */
export function createShell(indexHtml: string) {
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root) || !/<title>[^<]*<\/title>/.test(indexHtml) || !/<html lang="[^"]*"/.test(indexHtml)) {
    throw new Error('index.html needs <html lang>, a <title> and <div id="root"></div>');
  }
  const stylesheets = [...indexHtml.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((m) => m[0]).join('\n    ');
  // A preview paints without script, so the app's script and its preloads are asked for once it has painted
  // (decision 093): the first paint does not share the network with them.
  const appTags =
    /\s*<script type="module" crossorigin src="([^"]+)"><\/script>|\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
  const entry = [...indexHtml.matchAll(appTags)].find((m) => m[1])?.[1];
  const preloads = [...indexHtml.matchAll(appTags)].flatMap((m) => (m[2] ? [m[2]] : []));
  const afterPaint = entry
    ? indexHtml
        .replace(appTags, '')
        .replace('</body>', () => `  <script>${loadAfterPaint(entry, preloads)}</script>\n  </body>`)
    : indexHtml;

  return {
    /** The text of every inline script the shell writes, for the CSP's hashes (server/security.ts). */
    inlineScripts: [...new Set([indexHtml, afterPaint].flatMap(inlineScriptsOf))],
    render({ lang, head, body, hints, preview }: ShellParts): string {
      let html = (preview ? afterPaint : indexHtml).replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(lang)}"`);
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

/** The contents of the script elements without `src` (a script with `src` is allowed by its origin). */
function inlineScriptsOf(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].flatMap((m) =>
    /\ssrc=/.test(m[1] ?? '') ? [] : [m[2] ?? ''],
  );
}

/** How long a preview waits for its first paint to be reported before it loads the app anyway. */
const AFTER_PAINT_FALLBACK_MS = 2000;

/**
 * An inline script: once the preview's first contentful paint is on screen, the entry's preloads and then
 * the entry itself, as index.html names them. A frame callback alone can run before that frame is shown,
 * and a script requested before the first paint counts against it in Lighthouse's simulation. Where the
 * paint is never reported (a background tab, an engine without paint timing), a timer loads the app.
 */
function loadAfterPaint(entry: string, preloads: string[]): string {
  const tag = (kind: string, url: string) =>
    `e=document.createElement('${kind === 'preload' ? 'link' : 'script'}');e.crossOrigin='';` +
    (kind === 'preload'
      ? `e.rel='modulepreload';e.href=${JSON.stringify(url)};`
      : `e.type='module';e.src=${JSON.stringify(url)};`) +
    'document.head.appendChild(e);';
  const body = [...preloads.map((url) => tag('preload', url)), tag('entry', entry)].join('');
  return (
    `(function(){var done=false,load=function(){if(done)return;done=true;var e;${body}};` +
    `setTimeout(load,${AFTER_PAINT_FALLBACK_MS});` +
    "try{new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length)setTimeout(load,0)})" +
    ".observe({type:'paint',buffered:true})}catch(_){requestAnimationFrame(function(){setTimeout(load,0)})}})();"
  );
}

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
