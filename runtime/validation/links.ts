/** Schemes of the product's own app, opened directly like http(s) links. */
export const APP_SCHEMES = ['fufu:', 'bitfufu:'] as const;

export type OpenTarget = { kind: 'direct'; href: string } | { kind: 'site'; path: string };

/**
 * The link opener's rule: app schemes, http and https open directly; anything else is an in-site
 * path (made absolute, and never a protocol-relative or backslash host).
 */
export function classifyLink(link: string): OpenTarget {
  const trimmed = link.trim();
  const scheme = /^([a-z][a-z\d+.-]*:)/i.exec(trimmed)?.[1]?.toLowerCase();
  if (scheme === 'http:' || scheme === 'https:' || (APP_SCHEMES as readonly string[]).includes(scheme ?? '')) {
    return { kind: 'direct', href: trimmed };
  }
  const path = trimmed.replace(/^[\\/]+/, '');
  // A leftover scheme (javascript:, data:, …) is not a path on this site.
  if (scheme) return { kind: 'site', path: '/' };
  return { kind: 'site', path: `/${path}` };
}
