import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  APP_USER_AGENT,
  authenticated,
  authenticatedH5,
  bitmainCoupon,
  cas,
  DETAIL_UNKNOWN_GUARD,
  detailCheck,
  detailRedirectRoute,
  GLOBAL_GUARDS,
  type GuardContext,
  geolocationBlocklist,
  guardContext,
  isApp,
  localeDetection,
  mobileLang,
  mobileWebChange,
  notAuthenticated,
  replaceLang,
  routeChange,
  runGuards,
  runRouteGuards,
  safeRedirectTarget,
  seoSsr,
  sessionFromCookies,
  toDownload,
  toHashrate,
} from '../../runtime/guards/index.ts';
import { createMatcher } from '../../runtime/router/match.ts';

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const MOBILE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
const APP = `${MOBILE} FuFuApp/3.12.0`;
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const anonymous = { loggedIn: false, routerList: [] };
const member = { loggedIn: true, routerList: ['dashboard/hashrate', 'dashboard/coupons'] };

function ctx(url: string, over: Partial<GuardContext> = {}): GuardContext {
  return { ...guardContext({ url, userAgent: DESKTOP, session: anonymous }), ...over };
}

describe('authenticated', () => {
  it('lets a signed-in user through', () => {
    expect(authenticated(ctx('/dashboard/order', { session: member })).kind).toBe('continue');
  });
  it('sends a visitor to the localized home and remembers the full path', () => {
    expect(authenticated(ctx('/ja/dashboard/order?tab=2'))).toMatchObject({
      kind: 'redirect',
      to: `/ja?redirect=${encodeURIComponent('/ja/dashboard/order?tab=2')}`,
    });
    expect(authenticated(ctx('/dashboard/order'))).toMatchObject({ to: '/?redirect=%2Fdashboard%2Forder' });
  });
  it('prefers an on-site redirect query, and drops a hostile one', () => {
    expect(authenticated(ctx('/pay/serviceFee?redirect=/ko/dashboard/wallet'))).toMatchObject({
      to: '/?redirect=%2Fko%2Fdashboard%2Fwallet',
    });
    expect(authenticated(ctx('/pay/serviceFee?redirect=//evil.example'))).toMatchObject({
      to: `/?redirect=${encodeURIComponent('/pay/serviceFee?redirect=%2F%2Fevil.example')}`,
    });
  });
});

describe('authenticatedH5', () => {
  it('asks the native app to log in when inside it', () => {
    expect(authenticatedH5(ctx('/app/task', { userAgent: APP, app: true }))).toEqual({
      kind: 'continue',
      effects: [{ type: 'nativeLogin' }],
    });
  });
  it('behaves like authenticated in a browser', () => {
    expect(authenticatedH5(ctx('/sg/app/task'))).toMatchObject({
      kind: 'redirect',
      to: '/sg?redirect=%2Fsg%2Fapp%2Ftask',
    });
  });
});

describe('notAuthenticated', () => {
  it('keeps visitors on login pages', () => {
    expect(notAuthenticated(ctx('/accounts/login/email')).kind).toBe('continue');
  });
  it('sends a signed-in user to the remembered target, else the dashboard', () => {
    expect(notAuthenticated(ctx('/de/accounts/login/email?redirect=/de/vip', { session: member }))).toMatchObject({
      to: '/de/vip',
    });
    expect(notAuthenticated(ctx('/de/accounts/login/email', { session: member }))).toMatchObject({
      to: '/de/dashboard/hashrate',
    });
    expect(
      notAuthenticated(ctx('/accounts/login/email?redirect=https://evil.example', { session: member })),
    ).toMatchObject({
      to: '/dashboard/hashrate',
    });
  });
});

describe('bitmainCoupon', () => {
  it('needs a coupon entry in the dashboard route list', () => {
    expect(bitmainCoupon(ctx('/coupons/buy', { session: member })).kind).toBe('continue');
    expect(
      bitmainCoupon(ctx('/fr/coupons/buy', { session: { loggedIn: true, routerList: ['dashboard/order'] } })),
    ).toMatchObject({
      kind: 'redirect',
      to: '/fr',
    });
  });
});

describe('replaceLang', () => {
  it('moves /hk/... to /sg/... permanently, keeping the query', () => {
    expect(replaceLang(ctx('/hk/list?x=1'))).toMatchObject({ kind: 'redirect', to: '/sg/list?x=1', status: 301 });
    expect(replaceLang(ctx('/hk'))).toMatchObject({ to: '/sg' });
    expect(replaceLang(ctx('/hkx/list')).kind).toBe('continue');
  });
});

describe('mobileLang', () => {
  it.each(['ru', 'fr', 'de', 'nl', 'it', 'es', 'ja', 'ko'])('strips /%s for mobile user agents', (prefix) => {
    expect(mobileLang(ctx(`/${prefix}/list?a=b`, { userAgent: MOBILE }))).toMatchObject({ to: '/list?a=b' });
    expect(mobileLang(ctx(`/${prefix}`, { userAgent: MOBILE }))).toMatchObject({ to: '/' });
  });
  it.each(['en', 'sg', 'zh'])('keeps /%s', (prefix) => {
    expect(mobileLang(ctx(`/${prefix}/list`, { userAgent: MOBILE })).kind).toBe('continue');
  });
  it('leaves desktop browsers alone', () => {
    expect(mobileLang(ctx('/ja/list')).kind).toBe('continue');
  });
  it('never turns a doubled slash into a protocol-relative (off-site) target', () => {
    expect(mobileLang(ctx('/ja//evil.example/x', { userAgent: MOBILE }))).toMatchObject({ to: '/evil.example/x' });
    expect(mobileLang(ctx('/de///evil.example', { userAgent: MOBILE }))).toMatchObject({ to: '/evil.example' });
  });
  it('leaves smartphone crawlers on the localized page the hreflang links name', () => {
    const googlebot =
      'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    expect(mobileLang(ctx('/ja/list', { userAgent: googlebot })).kind).toBe('continue');
  });
});

describe('locale detection (root only)', () => {
  it('follows Accept-Language on / and remembers the choice', () => {
    expect(localeDetection(ctx('/', { acceptLanguage: 'ja-JP,ja;q=0.9,en;q=0.5' }))).toMatchObject({
      kind: 'redirect',
      to: '/ja',
      effects: [{ type: 'setCookie', name: 'i18n_redirected', value: 'ja' }],
    });
  });
  it('prefers the i18n_redirected cookie', () => {
    expect(localeDetection(ctx('/', { acceptLanguage: 'ja', cookies: { i18n_redirected: 'ko' } }))).toMatchObject({
      to: '/ko',
    });
    expect(localeDetection(ctx('/', { acceptLanguage: 'ja', cookies: { i18n_redirected: 'en' } })).kind).toBe(
      'continue',
    );
  });
  it('stays on / for English or unknown languages', () => {
    expect(localeDetection(ctx('/', { acceptLanguage: 'en-US,en' })).kind).toBe('continue');
    expect(localeDetection(ctx('/', { acceptLanguage: 'pt-BR' })).kind).toBe('continue');
  });
  it('never redirects a deep link', () => {
    expect(localeDetection(ctx('/list', { acceptLanguage: 'ja' })).kind).toBe('continue');
    expect(localeDetection(ctx('/de', { acceptLanguage: 'ja' })).kind).toBe('continue');
  });
  it('never loops: following redirects through all global guards always ends', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(DESKTOP, MOBILE, APP),
        fc.constantFrom('', 'ja', 'de,en', 'zh-TW', 'zh-CN', 'ko', 'fr-FR'),
        fc.constantFrom(undefined, 'ja', 'sg', 'en', 'ko', 'xx'),
        fc.constantFrom('/', '/hk', '/ja', '/hk/list', '/ko/news'),
        (userAgent, acceptLanguage, cookie, start) => {
          let url: string = start;
          for (let hop = 0; hop < 5; hop++) {
            const result = runGuards(
              GLOBAL_GUARDS,
              ctx(url, { userAgent, acceptLanguage, cookies: cookie ? { i18n_redirected: cookie } : {} }),
            );
            if (result.kind !== 'redirect') return;
            url = result.to;
          }
          throw new Error(`redirect loop from ${start}, ended at ${url}`);
        },
      ),
    );
  });
});

describe('geolocationBlocklist', () => {
  it('sends CN to /forbid.html, except the product app', () => {
    expect(geolocationBlocklist(ctx('/list', { country: 'CN' }))).toMatchObject({ to: '/forbid.html' });
    expect(geolocationBlocklist(ctx('/list', { country: 'CN', userAgent: APP })).kind).toBe('continue');
    expect(geolocationBlocklist(ctx('/list', { country: 'SG' })).kind).toBe('continue');
  });
  it('recognises the app by its token with a version', () => {
    expect(isApp(APP)).toBe(true);
    expect(isApp(`${MOBILE} FuFuApp`)).toBe(false);
    expect(APP_USER_AGENT.source).toContain('FuFuApp');
  });
});

describe('seoSsr, cas, routeChange', () => {
  it('marks crawlers for server rendering', () => {
    expect(seoSsr(ctx('/list', { userAgent: GOOGLEBOT }))).toEqual({
      kind: 'continue',
      effects: [{ type: 'serverRender' }],
    });
    expect(seoSsr(ctx('/list'))).toEqual({ kind: 'continue', effects: [] });
  });
  it('hands a CAS ticket over for login', () => {
    expect(cas(ctx('/list?ticket=ST-1'))).toEqual({
      kind: 'continue',
      effects: [{ type: 'casLogin', ticket: 'ST-1' }],
    });
    expect(cas(ctx('/list'))).toEqual({ kind: 'continue', effects: [] });
  });
  it('reports each navigation as a page view', () => {
    expect(routeChange(ctx('/ja/list'))).toEqual({
      kind: 'continue',
      effects: [{ type: 'pageView', path: '/ja/list' }],
    });
  });
});

describe('detailCheck', () => {
  const route = { id: 'easy.detail', params: { id: 'g-1' } };
  it('lets goods on sale with Web support through', () => {
    expect(
      detailCheck(
        ctx('/easy/detail/g-1', { route, goods: { goodsId: 'g-1', goodsStatus: 1, supportPlatform: ['WEB', 'iOS'] } }),
      ).kind,
    ).toBe('continue');
  });
  it('gives 404 detail 2001 for goods not on sale or a failed lookup', () => {
    expect(
      detailCheck(
        ctx('/easy/detail/g-1', { route, goods: { goodsId: 'g-1', goodsStatus: 2, supportPlatform: ['WEB'] } }),
      ),
    ).toEqual({
      kind: 'error',
      status: 404,
      detail: 2001,
    });
    expect(detailCheck(ctx('/easy/detail/g-1', { route, goods: null }))).toMatchObject({ status: 404, detail: 2001 });
  });
  it('sends mobile visitors of app-only goods to detailShareMid, others get detail 0', () => {
    const goods = { goodsId: 'g-app', goodsStatus: 1, supportPlatform: ['Android', 'iOS'] };
    expect(detailCheck(ctx('/ko/easy/detail/g-app', { route, goods, userAgent: MOBILE }))).toMatchObject({
      kind: 'redirect',
      to: '/ko/detailShareMid?goodsId=g-app',
    });
    expect(detailCheck(ctx('/easy/detail/g-app', { route, goods }))).toEqual({ kind: 'error', status: 404, detail: 0 });
  });
});

describe('detailRedirectRoute', () => {
  it('moves /detail?goodsId= to /detail/{id}', () => {
    expect(
      detailRedirectRoute(ctx('/ja/detail?goodsId=g-1&src=x', { route: { id: 'detail', params: {} } })),
    ).toMatchObject({
      to: '/ja/detail/g-1?src=x',
      status: 301,
    });
    expect(detailRedirectRoute(ctx('/detail/g-1', { route: { id: 'detail', params: { id: 'g-1' } } })).kind).toBe(
      'continue',
    );
    expect(detailRedirectRoute(ctx('/detail?goodsId=<x>', { route: { id: 'detail', params: {} } })).kind).toBe(
      'continue',
    );
  });
});

describe('mobileWebChange, toDownload, toHashrate', () => {
  it('sends desktop visitors of a mobile page to its web twin', () => {
    const route = { id: 'mobile.register', params: {} };
    expect(mobileWebChange(ctx('/sg/mobile/register?inviteCode=A1', { route }))).toMatchObject({
      to: '/sg/accounts/sign_up/email?inviteCode=A1',
    });
    expect(mobileWebChange(ctx('/sg/mobile/register', { route, userAgent: MOBILE })).kind).toBe('continue');
  });
  it('sends mobile browsers from the download page to the app download page', () => {
    expect(toDownload(ctx('/zh/download', { userAgent: MOBILE }))).toMatchObject({
      to: '/zh/mobile/branding-download',
    });
    expect(toDownload(ctx('/zh/download')).kind).toBe('continue');
    expect(toDownload(ctx('/zh/download', { userAgent: APP, app: true })).kind).toBe('continue');
  });
  it('opens the dashboard on the hashrate page', () => {
    expect(toHashrate(ctx('/es/dashboard'))).toMatchObject({ to: '/es/dashboard/hashrate' });
    expect(toHashrate(ctx('/dashboard'))).toMatchObject({ to: '/dashboard/hashrate' });
  });
});

describe('running guards', () => {
  it('runs route guards in manifest order: login first, then the dashboard hop', () => {
    expect(runRouteGuards(['authenticated', 'toHashrate'], ctx('/dashboard'))).toMatchObject({
      to: '/?redirect=%2Fdashboard',
    });
    expect(runRouteGuards(['authenticated', 'toHashrate'], ctx('/dashboard', { session: member }))).toMatchObject({
      to: '/dashboard/hashrate',
    });
  });
  it('reads the session from the auth cookie', () => {
    expect(sessionFromCookies('a=1; auth=tok')).toEqual({ loggedIn: true, routerList: [] });
    expect(sessionFromCookies('a=1')).toEqual({ loggedIn: false, routerList: [] });
  });
});

describe('safe redirect targets', () => {
  const resolve = createMatcher();
  it('keeps on-site manifest paths with their query and hash', () => {
    expect(safeRedirectTarget('/ja/dashboard/order?x=1#top', resolve)).toBe('/ja/dashboard/order?x=1#top');
    expect(safeRedirectTarget('/news/5', resolve)).toBe('/news/5');
  });
  it.each([
    'https://evil.example/list',
    '//evil.example/list',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '%2F%2Fevil.example',
    '/%252F%252Fevil.example',
    '/list\u0000',
    '/li\nst',
    '/.//',
    '/.//ja',
    '/./\\evil.example',
    '/no-such-page',
    'list',
    '',
  ])('drops %j', (raw) => {
    expect(safeRedirectTarget(raw, resolve)).toBeNull();
  });

  it('only ever returns a single-slash path that resolves to a route, whatever the input', () => {
    const hostile = fc.oneof(
      fc.string(),
      fc.webUrl(),
      fc.webPath(),
      fc.string({ unit: 'binary' }),
      fc
        .tuple(
          fc.constantFrom(
            '',
            '/',
            '//',
            '/\\',
            '\\',
            '%2F',
            '%2f%2F',
            '%5C',
            '/%09/',
            'javascript:',
            'JAVASCRIPT:',
            'data:',
            ' /',
            '\t//',
          ),
          fc.constantFrom('evil.example', 'list', 'ja/list', '%2F%2Fevil', 'a\u0000b', '@evil.example'),
          fc.string(),
        )
        .map(([a, b, c]) => `${a}${b}${c}`),
    );
    fc.assert(
      fc.property(hostile, (raw) => {
        const target = safeRedirectTarget(raw, resolve);
        if (target === null) return;
        expect(target.startsWith('/')).toBe(true);
        expect(target.startsWith('//')).toBe(false);
        // biome-ignore lint/suspicious/noControlCharactersInRegex: asserting control characters are absent
        expect(target).not.toMatch(/[\\\u0000-\u001f]/);
        expect(new URL(target, 'https://site.example').origin).toBe('https://site.example');
        expect(resolve(target.split(/[?#]/)[0] ?? '')).not.toBeNull();
      }),
      { numRuns: 5000 },
    );
  });
});

describe('an unknown guard name (spec section 8: unknown middleware gives 500)', () => {
  it('is a 500 with its own detail, and the guards before it still ran', () => {
    const names = ['authenticated', 'noSuchGuard'] as unknown as Parameters<typeof runRouteGuards>[0];
    expect(runRouteGuards(names, ctx('/dashboard/wallet', { session: member }))).toEqual({
      kind: 'error',
      status: 500,
      detail: DETAIL_UNKNOWN_GUARD,
    });
    // A guard before it that redirects still decides.
    expect(runRouteGuards(names, ctx('/dashboard/wallet')).kind).toBe('redirect');
    // Names on the object's prototype are not rules either.
    expect(runRouteGuards(['toString'] as never, ctx('/list')).kind).toBe('error');
  });
});
