import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../manifest/locales.ts';
import {
  agreementId,
  appDeepLink,
  appGuideAllowed,
  bottomAdOffset,
  cookieNoticeAllowed,
  goodsIdOf,
  greetingName,
  HOME_MODAL_RULES,
  hidesPromotions,
  homeModalAllowed,
  homeModalCountKey,
  homeModalShowsOn,
  rightBarLinks,
  storeUrlFor,
  vipBadgeLevel,
} from '../../views/shell/shellRules.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';

describe('shell rules (spec sections 2 and 9)', () => {
  it('picks the agreement per language: _ZH for sg (hk), _CN for zh, _EN otherwise', () => {
    const ids = Object.fromEntries(LOCALES.map((l) => [l, [agreementId('privacy', l), agreementId('terms', l)]]));
    expect(ids).toEqual({
      de: ['BFFPRIVACY_EN', 'BFFUSERTERM_EN'],
      en: ['BFFPRIVACY_EN', 'BFFUSERTERM_EN'],
      es: ['BFFPRIVACY_EN', 'BFFUSERTERM_EN'],
      fr: ['BFFPRIVACY_EN', 'BFFUSERTERM_EN'],
      ja: ['BFFPRIVACY_EN', 'BFFUSERTERM_EN'],
      ko: ['BFFPRIVACY_EN', 'BFFUSERTERM_EN'],
      sg: ['BFFPRIVACY_ZH', 'BFFUSERTERM_ZH'],
      zh: ['BFFPRIVACY_CN', 'BFFUSERTERM_CN'],
    });
  });

  it.each([
    ['/coupons', true],
    ['/ja/coupons/buy', true],
    ['/dashboard/coupons', true],
    ['/bitmainCoupons', true],
    ['/activity/newcomers', true],
    ['/zh/activity/July', true],
    ['/list', false],
    ['/', false],
    ['/dashboard/order', false],
  ])('right bar and bottom ad on %s hidden: %s', (path, hidden) => {
    expect(hidesPromotions(path)).toBe(hidden);
  });

  it('shows the January activity link through 2024-01-31 only', () => {
    expect(rightBarLinks('/', Date.UTC(2024, 0, 31, 23, 59, 59))).toContain('januaryActivity');
    expect(rightBarLinks('/', Date.UTC(2024, 1, 1))).not.toContain('januaryActivity');
    expect(rightBarLinks('/', Date.UTC(2026, 2, 1))).toEqual(['cloudMiningTopic', 'task', 'calculator']);
  });

  it('leaves out the task link on task pages and the calculator link on calculator pages', () => {
    const later = Date.UTC(2026, 0, 1);
    expect(rightBarLinks('/task', later)).toEqual(['cloudMiningTopic', 'calculator']);
    expect(rightBarLinks('/ja/app/task', later)).toEqual(['cloudMiningTopic', 'calculator']);
    expect(rightBarLinks('/ko/calculator', later)).toEqual(['cloudMiningTopic', 'task']);
    // A path that only starts like a task page keeps the link.
    expect(rightBarLinks('/taskforce', later)).toContain('task');
  });

  it('hides the cookie notice only on /subject/invite', () => {
    expect(cookieNoticeAllowed('/subject/invite')).toBe(false);
    expect(cookieNoticeAllowed('/sg/subject/invite')).toBe(false);
    expect(cookieNoticeAllowed('/subject/inviteX')).toBe(true);
    expect(cookieNoticeAllowed('/list')).toBe(true);
  });

  it('offsets the bottom ad by 80 px while the cookie notice shows', () => {
    expect(bottomAdOffset(true)).toBe(80);
    expect(bottomAdOffset(false)).toBe(0);
  });

  it('offers the app banner to mobile browsers outside the app, not on the branding download page', () => {
    expect(appGuideAllowed('/list', IPHONE, false)).toBe(true);
    expect(appGuideAllowed('/list', IPHONE, true)).toBe(false);
    expect(appGuideAllowed('/list', DESKTOP, false)).toBe(false);
    expect(appGuideAllowed('/mobile/branding-download', IPHONE, false)).toBe(false);
    expect(appGuideAllowed('/ja/mobile/branding-download', IPHONE, false)).toBe(false);
  });

  it('deep-links product detail pages to their goods in the app', () => {
    expect(goodsIdOf('easy.detail', { id: 'g-easy-s21-180' })).toBe('g-easy-s21-180');
    expect(goodsIdOf('detail', { id: 'g-1' })).toBe('g-1');
    expect(goodsIdOf('dashboard.order', { id: 'x' })).toBeNull();
    // The attribution link: the path to open, the channel, the feature, the campaign and the invite code.
    const link = new URL(appDeepLink('g 1', { channel: 'twitter', campaign: 'nov', inviteCode: 'ALICE1' }));
    expect(link.protocol).toBe('fufu:');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      channel: 'twitter',
      feature: 'open_app_banner',
      campaign: 'nov',
      invite_code: 'ALICE1',
      deeplink_path: 'goods/detail?goodsId=g%201',
    });
    const home = new URL(appDeepLink(null));
    expect(home.searchParams.get('deeplink_path')).toBe('home');
    expect(home.searchParams.get('channel')).toBe('web');
  });

  it('shows the home modal within its rules: not while hidden, and a number of showings a UTC day', () => {
    expect(HOME_MODAL_RULES).toEqual({
      visitor: { expireHours: 1, showsPerDay: 7 },
      member: { expireHours: 4, showsPerDay: 1 },
    });
    expect(homeModalAllowed(false, 6, 'visitor')).toBe(true);
    expect(homeModalAllowed(false, 7, 'visitor')).toBe(false);
    expect(homeModalAllowed(false, 0, 'member')).toBe(true);
    expect(homeModalAllowed(false, 1, 'member')).toBe(false);
    expect(homeModalAllowed(true, 0, 'visitor')).toBe(false);
    // The count is the day's: yesterday's showings, or a damaged value, count as none.
    expect(homeModalShowsOn('2026-11-24:3', '2026-11-24')).toBe(3);
    expect(homeModalShowsOn('2026-11-23:7', '2026-11-24')).toBe(0);
    expect(homeModalShowsOn('junk', '2026-11-24')).toBe(0);
    expect(homeModalShowsOn(null, '2026-11-24')).toBe(0);
    expect(homeModalCountKey(null)).toBe('home_modal_shows');
    expect(homeModalCountKey(10001)).toBe('home_modal_shows_10001');
  });

  it("opens the device's store when the app is not installed", () => {
    const links = { androidUrl: 'https://x/app.apk', iosUrl: 'https://apps/ios', googlePlayUrl: 'https://play/x' };
    expect(storeUrlFor(IPHONE, links)).toBe('https://apps/ios');
    const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36';
    expect(storeUrlFor(android, links)).toBe('https://play/x');
    expect(storeUrlFor(android, { ...links, googlePlayUrl: null })).toBe('https://x/app.apk');
    expect(storeUrlFor(IPHONE, { ...links, iosUrl: null })).toBeNull();
  });

  it('greets by nickname, falling back to the phone number, then the masked email', () => {
    expect(greetingName({ nickname: null, phoneNumber: null, email: 'newcomer@example.com' })).toBe(
      'ne****@example.com',
    );
    expect(greetingName({ nickname: null, phoneNumber: '2025550123', email: 'a@example.com' })).toBe('2025550123');
    expect(greetingName({ nickname: 'Alice', phoneNumber: '2025550123' })).toBe('Alice');
    expect(greetingName({ nickname: null, phoneNumber: '2025550123' })).toBe('2025550123');
    expect(greetingName({ nickname: '  ', phoneNumber: '2025550123' })).toBe('2025550123');
    expect(greetingName(null)).toBe('');
  });

  it('badges VIP levels 1 to 5 only', () => {
    expect([null, undefined, 0, 1, 3, 5, 6].map(vipBadgeLevel)).toEqual([null, null, null, 1, 3, 5, null]);
  });
});
