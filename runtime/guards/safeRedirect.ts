import type { RouteMatch } from '../router/match.ts';

const BASE = 'http://on-site.invalid';
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * A redirect target we will follow: an on-site path that matches a manifest route, returned as
 * `path?query#hash`. Everything else (absolute URLs, `//host`, `/\host`, `javascript:`, their
 * percent-encoded or mixed-case variants, control characters, unknown paths) gives null.
 */
export function safeRedirectTarget(
  raw: string | undefined | null,
  resolve: (path: string) => RouteMatch | null,
): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return null;
  // Check every decoding layer: a target is refused if any of them looks off-site.
  let layer = raw;
  for (let i = 0; i < 4; i++) {
    if (!looksOnSite(layer)) return null;
    let decoded: string;
    try {
      decoded = decodeURIComponent(layer);
    } catch {
      return null;
    }
    if (decoded === layer) break;
    layer = decoded;
  }
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  // Dot segments normalise away (`/.//x` becomes `//x`): the normalised path must pass the same checks.
  if (url.origin !== BASE || !looksOnSite(url.pathname) || !resolve(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

function looksOnSite(value: string): boolean {
  if (CONTROL.test(value)) return false;
  if (!value.startsWith('/')) return false;
  // `//host` and `/\host` are protocol-relative in browsers; a backslash anywhere is suspect.
  if (value.startsWith('//') || value.includes('\\')) return false;
  // A scheme (`javascript:`) can only hide before the first slash, which we already require; a colon
  // in the first segment would still be odd, so refuse it.
  const firstSegment = value.slice(1).split(/[/?#]/, 1)[0] ?? '';
  return !firstSegment.includes(':');
}
