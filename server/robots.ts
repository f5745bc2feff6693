import { LOCALES } from '../manifest/locales.ts';
import { routes } from '../manifest/routes.ts';
import { API_PREFIXES } from './proxy.ts';

/** Guards that make a page personal: it needs a login, or it is the login itself. */
const PERSONAL = new Set<string>(['authenticated', 'authenticatedH5', 'notAuthenticated', 'bitmainCoupon']);

/** First path segments whose every route is personal (dashboard, accounts, ...): nothing there to index. */
function privateSections(): string[] {
  const sections = new Map<string, boolean>();
  for (const route of routes) {
    const first = route.path.split('/')[1] ?? '';
    if (!first) continue;
    const personal = route.guards.some((guard) => PERSONAL.has(guard));
    sections.set(first, (sections.get(first) ?? true) && personal);
  }
  return [...sections].filter(([, personal]) => personal).map(([section]) => section);
}

/** robots.txt: signed-in and transactional sections kept out in every language, the API too, and the sitemap. */
export function robotsTxt(origin: string): string {
  const prefixes = ['', ...LOCALES.map((l) => `/${l}`)];
  const disallow = [
    ...privateSections().flatMap((section) => prefixes.map((prefix) => `${prefix}/${section}`)),
    ...API_PREFIXES.map((prefix) => `${prefix}/`),
    '/__sandbox/',
  ];
  return `User-agent: *\nAllow: /\n${disallow.map((path) => `Disallow: ${path}`).join('\n')}\n\nSitemap: ${origin}/sitemap.xml\n`;
}
