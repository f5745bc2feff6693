import type { Locale } from '../../manifest/locales.ts';
import { maskEmail } from '../../runtime/validation/mask.ts';

/**
 * The shell's rules of spec sections 2 and 9 as plain functions of path, time and locale, so the
 * components stay thin and each rule has its own test.
 */

/** Agreement ids: privacy BFFPRIVACY and terms BFFUSERTERM; _ZH for hk/sg, _CN for zh, _EN otherwise. */
export type PolicyKind = 'privacy' | 'terms';

export function agreementId(kind: PolicyKind, locale: Locale): string {
  const base = kind === 'privacy' ? 'BFFPRIVACY' : 'BFFUSERTERM';
  const suffix = locale === 'sg' ? 'ZH' : locale === 'zh' ? 'CN' : 'EN';
  return `${base}_${suffix}`;
}

/** Right bar and bottom ad stay off coupon and activity pages. */
export function hidesPromotions(path: string): boolean {
  return ['/coupons', '/bitmainCoupons', '/activity'].some((part) => path.includes(part));
}

/** The January activity link is shown through 2024-01-31 (UTC, decision 061). */
export const JANUARY_ACTIVITY_END = Date.UTC(2024, 1, 1);

export type RightBarLink = 'januaryActivity' | 'cloudMiningTopic' | 'task' | 'calculator';

export function rightBarLinks(path: string, now: number): RightBarLink[] {
  const links: RightBarLink[] = [];
  if (now < JANUARY_ACTIVITY_END) links.push('januaryActivity');
  links.push('cloudMiningTopic');
  if (!/\/task(\/|$)/.test(path)) links.push('task');
  if (!/\/calculator(\/|$)/.test(path)) links.push('calculator');
  return links;
}

/** The cookie notice is not shown on the invite landing page. */
export function cookieNoticeAllowed(path: string): boolean {
  return !/\/subject\/invite(\/|$)/.test(path);
}

/** Bottom offset of the bottom ad: it sits above the cookie notice while that shows. */
export const COOKIE_NOTICE_HEIGHT = 80;

export function bottomAdOffset(cookieNoticeVisible: boolean): number {
  return cookieNoticeVisible ? COOKIE_NOTICE_HEIGHT : 0;
}

const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|HarmonyOS/i;

export function isMobileBrowser(userAgent: string): boolean {
  return MOBILE_UA.test(userAgent);
}

/** The app guide banner: mobile browsers outside the app, never on the app download page. */
export function appGuideAllowed(path: string, userAgent: string, inApp: boolean): boolean {
  return !inApp && isMobileBrowser(userAgent) && !/\/mobile\/branding-download(\/|$)/.test(path);
}

/** Product detail routes: on them the open-app banner deep-links to that goods in the app. */
const GOODS_DETAIL_ROUTES = new Set([
  'detail',
  'easy.detail',
  'free.detail',
  'full.detail',
  'rental.detail',
  'stable.detail',
]);

export function goodsIdOf(routeId: string, params: Record<string, string | undefined>): string | null {
  return GOODS_DETAIL_ROUTES.has(routeId) ? (params.id ?? null) : null;
}

/** Where the visitor came from, as the attribution link carries it (the spec's local-storage keys). */
export interface Attribution {
  /** utm_source: the channel; the web itself when none. */
  channel: string | null;
  campaign: string | null;
  inviteCode: string | null;
}

/**
 * The app's attribution deep link (spec section 9): the path to open (product detail for a goods id,
 * else the app's home) with the channel, the feature that sent the visitor (this banner), the campaign
 * and the invite code, so an install made from here is credited to them.
 */
export function appDeepLink(goodsId: string | null, from: Attribution = EMPTY_ATTRIBUTION): string {
  const path = goodsId ? `goods/detail?goodsId=${encodeURIComponent(goodsId)}` : 'home';
  const query = new URLSearchParams({
    channel: from.channel || 'web',
    feature: 'open_app_banner',
    campaign: from.campaign ?? '',
    invite_code: from.inviteCode ?? '',
    deeplink_path: path,
  });
  return `fufu://${path.split('?')[0]}?${query.toString()}`;
}

const EMPTY_ATTRIBUTION: Attribution = { channel: null, campaign: null, inviteCode: null };

/** The store the device installs from: the App Store on iPhone and iPad, else Google Play or the APK. */
export function storeUrlFor(
  userAgent: string,
  links: { androidUrl: string | null; iosUrl: string | null; googlePlayUrl: string | null },
): string | null {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return links.iosUrl;
  return links.googlePlayUrl ?? links.androidUrl;
}

/** After trying the app this long, the store pages open (spec section 9). */
export const OPEN_APP_FALLBACK_MS = 3000;

/** The greeting's name: nickname, falling back to the phone number. */
export function greetingName(
  user: { nickname: string | null; phoneNumber: string | null; email?: string | null } | null,
): string {
  if (!user) return '';
  // The spec's fallback is the phone number; an email-only account without a nickname would be greeted
  // with nothing, so its address shows, masked as everywhere else.
  return user.nickname?.trim() || user.phoneNumber || (user.email ? maskEmail(user.email) : '');
}

/** VIP badge only for levels 1 to 5. */
export function vipBadgeLevel(level: number | null | undefined): number | null {
  return typeof level === 'number' && level >= 1 && level <= 5 ? level : null;
}

/**
 * The home modal's rules (spec section 9; decision 103 reads the units): it stays away for `expireHours`
 * after it is closed or followed (`home_modal_hide`, 3600 s an hour), and shows at most `showsPerDay`
 * times a UTC day on a device, per audience.
 */
export const HOME_MODAL_RULES = {
  visitor: { expireHours: 1, showsPerDay: 7 },
  member: { expireHours: 4, showsPerDay: 1 },
} as const;
export type HomeModalAudience = keyof typeof HOME_MODAL_RULES;

/** The local-storage key of an audience's showings: visitors share one; each account has its own. */
export function homeModalCountKey(uid: number | null): string {
  return uid === null ? 'home_modal_shows' : `home_modal_shows_${uid}`;
}

/** Showings so far on `day` (YYYY-MM-DD, UTC) from the stored `day:count`; another day's count is 0. */
export function homeModalShowsOn(stored: string | null, day: string): number {
  const [storedDay, count] = (stored ?? '').split(':');
  const n = Number(count);
  return storedDay === day && Number.isInteger(n) && n > 0 ? n : 0;
}

/** Whether the home modal may load at all: not hidden by the cookie, and showings left today. */
export function homeModalAllowed(hidden: boolean, showsToday: number, audience: HomeModalAudience): boolean {
  return !hidden && showsToday < HOME_MODAL_RULES[audience].showsPerDay;
}
