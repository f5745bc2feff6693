import Negotiator from 'negotiator';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../../manifest/locales.ts';
import type { RouteId } from '../../manifest/routes.ts';
import { hrefFor, type RouteParams } from '../router/links.ts';
import { createMatcher } from '../router/match.ts';
import { COOKIES } from '../session/cookies.ts';
import { safeRedirectTarget } from './safeRedirect.ts';
import { fail, type Guard, type GuardContext, type GuardName, next, redirectTo } from './types.ts';
import { isApp, isCrawler, isMobile } from './userAgent.ts';

const resolve = createMatcher();

/** The locale cookie of the spec (365 days), set by the root detection and the language switcher. */
export const LOCALE_COOKIE = COOKIES.i18nRedirected.name;
const LOCALE_COOKIE_MAX_AGE = COOKIES.i18nRedirected.maxAge;
/** Prefixes the mobile site drops (spec: ru fr de nl it es ja ko; en, sg and zh keep theirs). */
export const MOBILE_STRIPPED_PREFIXES = ['ru', 'fr', 'de', 'nl', 'it', 'es', 'ja', 'ko'] as const;

const link = <I extends RouteId>(ctx: GuardContext, id: I, params: RouteParams<I>) =>
  hrefFor(id, params, { locale: ctx.locale, unprefixed: ctx.unprefixed });

function queryString(query: Readonly<Record<string, string>>, drop: readonly string[] = []): string {
  const search = new URLSearchParams(Object.entries(query).filter(([key]) => !drop.includes(key))).toString();
  return search ? `?${search}` : '';
}

function firstSegment(path: string): string {
  return path.split('/')[1] ?? '';
}

/** `authenticated`: no session -> the localized home, remembering the target as `?redirect=` (the login modal opens there). */
export const authenticated: Guard = (ctx) => {
  if (ctx.session.loggedIn) return next();
  const target =
    safeRedirectTarget(ctx.query.redirect, resolve) ?? safeRedirectTarget(ctx.path + queryString(ctx.query), resolve);
  const home = link(ctx, 'home', {});
  return redirectTo(target ? `${home}?${new URLSearchParams({ redirect: target })}` : home);
};

/** `authenticatedH5`: like `authenticated`, but inside the app the native app is asked to log in instead. */
export const authenticatedH5: Guard = (ctx) => {
  if (ctx.session.loggedIn) return next();
  return ctx.app ? next({ type: 'nativeLogin' }) : authenticated(ctx);
};

/** `notAuthenticated`: a signed-in user leaves login/register for the remembered target, else the dashboard. */
export const notAuthenticated: Guard = (ctx) => {
  if (!ctx.session.loggedIn) return next();
  return redirectTo(safeRedirectTarget(ctx.query.redirect, resolve) ?? link(ctx, 'dashboard.hashrate', {}));
};

/**
 * `bitmainCoupon`: coupon pages need a coupon entry in the user's dashboard route list, else home. The entry is the
 * coupon market's (`/dashboard/coupons`); every account's list has the platform coupons (`/dashboard/coupon`), which
 * must not open the market.
 */
export const bitmainCoupon: Guard = (ctx) =>
  ctx.session.routerList.some((entry) => /(^|\/)coupons\/?$/i.test(entry)) ? next() : redirectTo(link(ctx, 'home', {}));

/** `replaceLang`: the retired Hong Kong prefix `/hk/...` moves permanently to `/sg/...`. */
export const replaceLang: Guard = (ctx) => {
  if (firstSegment(ctx.path) !== 'hk') return next();
  return redirectTo(`/sg${ctx.path.slice(3)}${queryString(ctx.query)}`, 301);
};

/**
 * `mobileLang`: mobile visitors on ru fr de nl it es ja ko get the prefix stripped (en, sg, zh keep it).
 * Crawlers are not visitors: the localized pages the hreflang links name must stay indexable by
 * smartphone crawlers. The rest keeps one leading slash, so `/ja//host` cannot become `//host`.
 */
export const mobileLang: Guard = (ctx) => {
  const prefix = firstSegment(ctx.path);
  if (!isMobile(ctx.userAgent) || !(MOBILE_STRIPPED_PREFIXES as readonly string[]).includes(prefix)) return next();
  // Last: the crawler list's first use compiles its pattern (7-14 ms at 4x CPU), needed on these paths only.
  if (isCrawler(ctx.userAgent)) return next();
  return redirectTo(`/${ctx.path.slice(prefix.length + 1).replace(/^\/+/, '')}${queryString(ctx.query)}`);
};

/**
 * Locale detection: on `/` only, the `i18n_redirected` cookie, else Accept-Language, picks the language.
 * Never on deep links; never a loop: the target is always a prefixed home, and a locale that `mobileLang`
 * would strip again is not chosen for a mobile visitor.
 */
export const localeDetection: Guard = (ctx) => {
  if (ctx.path !== '/') return next();
  const mobile = isMobile(ctx.userAgent);
  const allowed = LOCALES.filter((l) => !(mobile && (MOBILE_STRIPPED_PREFIXES as readonly string[]).includes(l)));
  const cookie = ctx.cookies[LOCALE_COOKIE];
  if (cookie !== undefined && isLocale(cookie)) {
    return cookie === DEFAULT_LOCALE || !allowed.includes(cookie) ? next() : redirectTo(`/${cookie}`);
  }
  const negotiated = new Negotiator({ headers: { 'accept-language': ctx.acceptLanguage } }).language([...allowed]);
  const locale: Locale = negotiated && isLocale(negotiated) ? negotiated : DEFAULT_LOCALE;
  const remember = {
    type: 'setCookie',
    name: LOCALE_COOKIE,
    value: locale,
    maxAgeSeconds: LOCALE_COOKIE_MAX_AGE,
  } as const;
  return locale === DEFAULT_LOCALE ? next(remember) : redirectTo(`/${locale}`, 302, remember);
};

/** `geolocationBlocklist`: visitors from CN go to /forbid.html, except the product's own apps. */
export const geolocationBlocklist: Guard = (ctx) =>
  ctx.country.toUpperCase() === 'CN' && !isApp(ctx.userAgent) ? redirectTo('/forbid.html') : next();

/** `seoSsr`: crawlers are marked so the edge server renders the page for them. */
export const seoSsr: Guard = (ctx) => (isCrawler(ctx.userAgent) ? next({ type: 'serverRender' }) : next());

/** `cas`: a `ticket` query parameter is a CAS login to complete; the page itself continues. */
export const cas: Guard = (ctx) => (ctx.query.ticket ? next({ type: 'casLogin', ticket: ctx.query.ticket }) : next());

/** `routeChange`: every navigation is a page view for analytics. */
export const routeChange: Guard = (ctx) => next({ type: 'pageView', path: ctx.path });

/**
 * `detailCheck`: a failed lookup or goods not on sale (status != 1) is the 404 page with detail 2001;
 * goods without Web support send mobile visitors to /detailShareMid?goodsId= and give others detail 0.
 */
export const detailCheck: Guard = (ctx) => {
  if (ctx.goods === undefined) return next();
  if (ctx.goods === null || ctx.goods.goodsStatus !== 1) return fail(404, 2001);
  if (ctx.goods.supportPlatform.some((p) => p.toUpperCase() === 'WEB')) return next();
  if (isMobile(ctx.userAgent)) {
    return redirectTo(`${link(ctx, 'detailShareMid', {})}?${new URLSearchParams({ goodsId: ctx.goods.goodsId })}`);
  }
  return fail(404, 0);
};

/** `detailRedirectRoute`: the legacy `/detail?goodsId=` (or `?id=`) form moves to `/detail/{id}`. */
export const detailRedirectRoute: Guard = (ctx) => {
  if (ctx.route?.params.id) return next();
  const id = ctx.query.goodsId ?? ctx.query.id;
  if (!id || !/^[A-Za-z0-9_-]+$/.test(id)) return next();
  return redirectTo(`${link(ctx, 'detail', { id })}${queryString(ctx.query, ['goodsId', 'id'])}`, 301);
};

/** The web page that stands for each mobile page, for desktop visitors. */
const WEB_TWIN: Partial<Record<RouteId, RouteId>> = {
  'mobile.branding-download': 'download',
  'mobile.download': 'download',
  'mobile.invitee': 'activity.invitee',
  'mobile.marketing': 'home',
  'mobile.register': 'accounts.sign_up.email',
  'mobile.register.gift': 'accounts.sign_up.email',
};

/** `mobileWebChange`: desktop visitors on a /mobile/ page go to its web twin, keeping the query. */
export const mobileWebChange: Guard = (ctx) => {
  const twin = ctx.route ? WEB_TWIN[ctx.route.id as RouteId] : undefined;
  if (!twin || isMobile(ctx.userAgent)) return next();
  return redirectTo(
    `${hrefFor(twin, {} as never, { locale: ctx.locale, unprefixed: ctx.unprefixed })}${queryString(ctx.query)}`,
  );
};

/** `toDownload`: mobile browsers on the download page go to the app download page (the app itself stays). */
export const toDownload: Guard = (ctx) =>
  isMobile(ctx.userAgent) && !ctx.app ? redirectTo(link(ctx, 'mobile.branding-download', {})) : next();

/** `toHashrate`: the dashboard root opens on the hashrate page (the "my plan" entry of the menu). */
export const toHashrate: Guard = (ctx) => redirectTo(link(ctx, 'dashboard.hashrate', {}));

export const GUARD_RULES: Record<GuardName, Guard> = {
  authenticated,
  authenticatedH5,
  bitmainCoupon,
  cas,
  detailCheck,
  detailRedirectRoute,
  geolocationBlocklist,
  mobileLang,
  mobileWebChange,
  notAuthenticated,
  replaceLang,
  routeChange,
  seoSsr,
  toDownload,
  toHashrate,
};
