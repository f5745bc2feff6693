import DOMPurify from 'dompurify';

type Sanitize = (html: string) => string;

/** Server HTML (CMS articles, agreements) is sanitized before it is shown; the browser's DOMPurify by default. */
let sanitize: Sanitize | null = null;

/** The crawler renderer has no DOM: it hands in DOMPurify bound to a server-side window (server/ssr/entry.tsx). */
export function setHtmlSanitizer(next: Sanitize): void {
  sanitize = next;
}

export function sanitizeHtml(html: string): string {
  if (sanitize) return sanitize(html);
  // Impossible state: in a browser DOMPurify has its window; the server always sets its own first.
  if (typeof DOMPurify.sanitize !== 'function') throw new Error('no HTML sanitizer here: call setHtmlSanitizer first');
  return DOMPurify.sanitize(html);
}

/** HTML from the server, sanitized, in a container of the caller's choosing. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized with DOMPurify just here
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
