import type { Locale } from '../../manifest/locales.ts';
import type { GUARDS } from '../../manifest/schema.ts';
import type { CookieName } from '../session/cookies.ts';

export type GuardName = (typeof GUARDS)[number];

/** What a guard knows about the signed-in user; the session runtime provides it. */
export interface SessionSummary {
  loggedIn: boolean;
  /** The dashboard route list of the combined user info; empty until it is known. */
  routerList: readonly string[];
}

/** The goods a detail page shows, when the caller has looked it up; null when the lookup failed. */
export interface GoodsInfo {
  goodsId: string;
  goodsStatus: number;
  supportPlatform: readonly string[];
}

/** Everything a guard may look at. Built the same way by the edge server and the client router. */
export interface GuardContext {
  /** The pathname as requested, for example `/ja/dashboard/order`. */
  path: string;
  /** The locale of the matched route (or of the path's prefix before matching). */
  locale: Locale;
  /** True when English is served unprefixed, so redirects keep that form. */
  unprefixed: boolean;
  query: Readonly<Record<string, string>>;
  cookies: Readonly<Record<string, string | undefined>>;
  userAgent: string;
  /** ISO country code, from `CF-IPCountry` on the edge; empty when unknown. */
  country: string;
  /** `Accept-Language` (or the browser's languages joined the same way). */
  acceptLanguage: string;
  session: SessionSummary;
  /** True inside the product's Android or iOS app (see APP_USER_AGENT). */
  app: boolean;
  /** The matched route (route guards only). */
  route?: { id: string; params: Readonly<Record<string, string>> };
  /** Goods info for detail pages: undefined when not looked up, null when the lookup failed. */
  goods?: GoodsInfo | null;
}

/** Side effects a guard asks for while letting the navigation continue; the caller performs them. */
export type GuardEffect =
  | { type: 'serverRender' }
  | { type: 'casLogin'; ticket: string }
  | { type: 'nativeLogin' }
  | { type: 'setCookie'; name: CookieName; value: string; maxAgeSeconds: number }
  | { type: 'pageView'; path: string };

export type GuardResult =
  | { kind: 'continue'; effects: GuardEffect[] }
  | { kind: 'redirect'; to: string; status: 301 | 302 | 307; effects: GuardEffect[] }
  | { kind: 'error'; status: number; detail: number };

export const next = (...effects: GuardEffect[]): GuardResult => ({ kind: 'continue', effects });
export const redirectTo = (to: string, status: 301 | 302 | 307 = 302, ...effects: GuardEffect[]): GuardResult => ({
  kind: 'redirect',
  to,
  status,
  effects,
});
export const fail = (status: number, detail: number): GuardResult => ({ kind: 'error', status, detail });

export type Guard = (context: GuardContext) => GuardResult;
