import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../manifest/locales.ts';
import { type RouteId, routes } from '../../manifest/routes.ts';
import { hrefFor, type RouteParams } from '../../runtime/router/links.ts';
import { createMatcher } from '../../runtime/router/match.ts';

const resolve = createMatcher();

type Expect = { id: string; params?: Record<string, string>; guards: string[]; layout: string };
const open = (id: string, layout = 'default'): Expect => ({ id, guards: [], layout });
const signedIn = (id: string, params?: Record<string, string>): Expect => ({
  id,
  params,
  guards: ['authenticated'],
  layout: 'default',
});

/** Spec section 2, written out by hand (not derived from the manifest), with a sample for each parameter. */
const SPEC: Array<[string, Expect]> = [
  // Top-level pages
  ['/', { ...open('home', 'transparentNav') }],
  ['/aboutus', open('aboutus')],
  ['/bitmain', open('bitmain', 'transparentNav')],
  ['/calculator', open('calculator')],
  ['/changeAddress', signedIn('changeAddress')],
  ['/content', open('content')],
  ['/coop', open('coop', 'transparentNav')],
  ['/coupons', open('coupons')],
  ['/dashboard', { id: 'dashboard', guards: ['authenticated', 'toHashrate'], layout: 'default' }],
  ['/detailShareMid', open('detailShareMid', 'empty')],
  ['/download', { id: 'download', guards: ['toDownload'], layout: 'default' }],
  ['/easy', open('easy')],
  ['/FuFuMinerOS', open('FuFuMinerOS')],
  ['/list', open('list', 'transparentNav')],
  ['/miner', open('miner')],
  ['/Miner-Enhancing', open('Miner-Enhancing')],
  ['/minerSale', open('minerSale')],
  ['/minerSale/s19xp', open('minerSale.s19xp')],
  ['/mining', open('mining')],
  ['/news', open('news')],
  ['/points', open('points')],
  ['/pool', open('pool')],
  ['/rental', open('rental')],
  ['/task', open('task')],
  ['/vip', open('vip')],
  ['/supplier-list', open('supplier-list')],
  ['/investors', open('investors', 'transparentNav')],
  // Activity pages
  ...[
    '2024MayPizza',
    'DecemberActivity',
    'July',
    'NovemberActivity',
    'noviceMarketing',
    'shortHashrate',
    'trialCash',
    'newcomers',
  ].map((name): [string, Expect] => [`/activity/${name}`, open(`activity.${name}`, 'activity')]),
  ['/activity/invitee', open('activity.invitee', 'h5_invite')],
  ['/activity/h5/fufupoint', open('activity.h5.fufupoint', 'h5_invite')],
  ['/activity/h5/july', open('activity.h5.july', 'h5_invite')],
  ['/activity/spring-2025', { ...open('activity.detail', 'activity'), params: { activityId: 'spring-2025' } }],
  // App-embedded pages
  ...['augustActivity', 'DecemberActivity', 'mayPizza', 'NovemberActivity', 'protocol', 'trialCash', 'vip/rules'].map(
    (name): [string, Expect] => [`/app/${name}`, open(`app.${name.replace('/', '.')}`, 'app')],
  ),
  ...[
    'changeAddress',
    'inviteActivity',
    'inviteActivity/detail',
    'inviteFer',
    'inviteFer/detail',
    'task',
    'vip',
    'vip/record',
  ].map((name): [string, Expect] => [
    `/app/${name}`,
    { id: `app.${name.replace('/', '.')}`, guards: ['authenticatedH5'], layout: 'app' },
  ]),
  // Coupon pages
  ...['buy', 'sale', 'tradingHistory'].map((name): [string, Expect] => [
    `/coupons/${name}`,
    { id: `coupons.${name}`, guards: ['authenticated', 'bitmainCoupon'], layout: 'default' },
  ]),
  [
    '/coupons/detail/C9',
    { id: 'coupons.detail', params: { couponId: 'C9' }, guards: ['authenticated', 'bitmainCoupon'], layout: 'default' },
  ],
  // Dashboard pages and sub-pages
  ...[
    'address',
    'coupon',
    'freeHashrate',
    'hosting',
    'order',
    'rewards',
    'setting',
    'coupons',
    'coupons/importCouponGuides',
    'coupons/stocksOpLog',
    'coupons/withdrawRecord',
    'hashrate',
    'hashrate/output',
    'invite',
    'invite/history',
    'kyc',
    'kyc/kycBase',
    'kyc/kycEnterprise',
    'kyc/supplement',
    'loanService',
    'loanService/LTV',
    'points',
    'points/plan',
    'pool',
    'pool/alarm',
    'pool/detail',
    'pool/observerUrl',
    'pool/poolManage',
    'pool/transfer',
    'pool/transferDetail',
    'pool/walletList',
    'renew',
    'renew/elecWithhold',
    'wallet',
    'wallet/history',
    'serviceFee',
    'serviceFee/batchServiceFee',
  ].map((name): [string, Expect] => [`/dashboard/${name}`, signedIn(`dashboard.${name.replace('/', '.')}`)]),
  // Mobile pages
  ...['branding-download', 'download', 'marketing', 'register', 'register/gift'].map((name): [string, Expect] => [
    `/mobile/${name}`,
    { id: `mobile.${name.replace('/', '.')}`, guards: ['mobileWebChange'], layout: 'empty' },
  ]),
  ['/mobile/invitee', { id: 'mobile.invitee', guards: ['mobileWebChange'], layout: 'h5_invite' }],
  // Other pages
  ['/pay/serviceFee', signedIn('pay.serviceFee')],
  ['/pay/coupons/purchaseOrder', signedIn('pay.coupons.purchaseOrder')],
  ['/topic/what-is-bitcoin-cloud-mining', open('topic.what-is-bitcoin-cloud-mining')],
  ['/subject/invite', open('subject.invite', 'h5_invite')],
  // Account pages
  ...['login/email', 'login/phone', 'sign_up/email', 'sign_up/phone'].map((name): [string, Expect] => [
    `/accounts/${name}`,
    { id: `accounts.${name.replace('/', '.')}`, guards: ['notAuthenticated'], layout: 'login' },
  ]),
  ...['password/email', 'password/phone'].map((name): [string, Expect] => [
    `/accounts/${name}`,
    { id: `accounts.${name.replace('/', '.')}`, guards: [], layout: 'login' },
  ]),
  // Parameterised routes, with and without their optional parameter
  ['/dashboard/coupons/couponDetail/C1', signedIn('dashboard.coupons.couponDetail', { couponId: 'C1' })],
  ['/dashboard/coupons/couponDetail', signedIn('dashboard.coupons.couponDetail', {})],
  [
    '/dashboard/coupons/purchaseOrderDetail/PO-1',
    signedIn('dashboard.coupons.purchaseOrderDetail', { orderNo: 'PO-1' }),
  ],
  ['/dashboard/coupons/soldOrderDetail/D7', signedIn('dashboard.coupons.soldOrderDetail', { delegateId: 'D7' })],
  ['/dashboard/loanService/loanDetail/L3', signedIn('dashboard.loanService.loanDetail', { loanId: 'L3' })],
  ['/dashboard/loanService/repayDetail/R3', signedIn('dashboard.loanService.repayDetail', { orderNo: 'R3' })],
  ['/dashboard/order/detail/O42', signedIn('dashboard.order.detail', { orderNo: 'O42' })],
  ['/dashboard/order/detail', signedIn('dashboard.order.detail', {})],
  ['/dashboard/pool/account/miner_01', signedIn('dashboard.pool.account', { subAccountName: 'miner_01' })],
  ['/dashboard/renew/detail/RN1', signedIn('dashboard.renew.detail', { orderNo: 'RN1' })],
  ['/pay/confirm/coupons/PC1', signedIn('pay.confirm.coupons', { orderNo: 'PC1' })],
  ['/pay/confirm/coupons', signedIn('pay.confirm.coupons', {})],
  ['/pay/confirm/P1', signedIn('pay.confirm', { orderNo: 'P1' })],
  ['/pay/coupons/C2', signedIn('pay.coupons', { couponId: 'C2' })],
  ['/pay/detail/P2', signedIn('pay.detail', { orderNo: 'P2' })],
  ['/pay/minerSale/M1', signedIn('pay.minerSale', { id: 'M1' })],
  ['/pay/g-easy/3', signedIn('pay', { id: 'g-easy', num: '3' })],
  ['/content/h5/12', { ...open('content.h5', 'empty'), params: { articleId: '12' } }],
  ['/content/12', { ...open('content.article'), params: { articleId: '12' } }],
  ['/news/h5/5', { ...open('news.h5', 'empty'), params: { id: '5' } }],
  ['/news/5', { ...open('news.article'), params: { id: '5' } }],
  // Not in spec section 2: the pool's observer link (issue 20), open to anyone holding the token.
  [
    '/observer/0123456789abcdef0123456789abcdef',
    { ...open('observer'), params: { token: '0123456789abcdef0123456789abcdef' } },
  ],
  ...['easy', 'free', 'full', 'rental', 'stable'].map((kind): [string, Expect] => [
    `/${kind}/detail/g-1`,
    { id: `${kind}.detail`, params: { id: 'g-1' }, guards: ['detailCheck'], layout: 'default' },
  ]),
  [
    '/detail/g-1',
    { id: 'detail', params: { id: 'g-1' }, guards: ['detailRedirectRoute', 'detailCheck'], layout: 'default' },
  ],
  ['/protocol/8', { ...open('protocol'), params: { agreementId: '8' } }],
];

const variants = ['', ...LOCALES.map((l) => `/${l}`)];

describe('every route of the spec, in all 9 variants', () => {
  it.each(SPEC)('%s', (path, expected) => {
    for (const prefix of variants) {
      const url = path === '/' ? prefix || '/' : `${prefix}${path}`;
      const match = resolve(url);
      expect(match, url).not.toBeNull();
      expect(match?.route.id, url).toBe(expected.id);
      expect(match?.route.locale, url).toBe(prefix ? prefix.slice(1) : 'en');
      expect(match?.params, url).toEqual(expected.params ?? {});
      expect([...(match?.route.guards ?? [])], url).toEqual(expected.guards);
      expect(match?.route.layout, url).toBe(expected.layout);
    }
  });

  it('covers every manifest entry (no route without a spec line)', () => {
    const covered = new Set(SPEC.map(([, e]) => e.id));
    expect(routes.map((r) => r.id).filter((id) => !covered.has(id))).toEqual([]);
  });
});

describe('routing errors are 404s, never crashes', () => {
  it.each([
    ['/news', 'a missing required parameter gives the list page, not the article', 'news'],
    ['/news/abc', 'a parameter that misses its pattern', null],
    ['/ja/news/1x', 'the same under a prefix', null],
    ['/pay/g-1', 'pay/{id}/{num} with num missing', null],
    ['/pay/g-1/x', 'num not digits', null],
    ['/content/%ZZ', 'bad percent-encoding', null],
    ['/hk/list', 'an unknown locale (the hk guard handles it before matching)', null],
    ['/xx/list', 'an unknown prefix', null],
  ])('%s: %s', (path, _why, id) => {
    expect(resolve(path)?.route.id ?? null).toBe(id);
  });

  it('resolving never throws, for any input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webPath(), fc.string({ unit: 'binary' })), (input) => {
        expect(() => resolve(input)).not.toThrow();
        expect(() => resolve(`/${input}`)).not.toThrow();
      }),
      { numRuns: 3000 },
    );
  });
});

describe('build a link, resolve it: the same route and params', () => {
  const slug = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/);
  const digits = fc.stringMatching(/^[0-9]{1,9}$/);
  it('holds for every route, locale and parameter value', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...routes),
        fc.constantFrom(...LOCALES),
        fc.boolean(),
        fc.array(fc.tuple(slug, digits, fc.boolean()), { minLength: 2, maxLength: 2 }),
        (entry, locale, unprefixed, samples) => {
          const params: Record<string, string> = {};
          entry.params.forEach((param, i) => {
            const [s, d, include] = samples[i] ?? ['a', '1', true];
            if (param.optional && !include) return;
            params[param.name] = param.pattern === '\\d+' ? d : s;
          });
          const href = hrefFor(entry.id as RouteId, params as RouteParams<RouteId>, { locale, unprefixed });
          const match = resolve(href);
          expect(match?.route.id).toBe(entry.id);
          expect(match?.route.locale).toBe(locale);
          expect(match?.params).toEqual(params);
        },
      ),
      { numRuns: 3000 },
    );
  });
});
