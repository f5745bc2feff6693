import { toUserInfo, type UserRow } from '../accounts.ts';
import { agreement } from '../content/agreements.ts';
import { isPageCode, pageSeo, seoLanguage } from '../content/seo.ts';
import { TRANSLATIONS } from '../content/translations.ts';
import type { Database } from '../db.ts';
import { unpaidOrderCount } from '../features/orders/index.ts';
import { CallError, type Define, failed, ok } from '../http.ts';

/** Dashboard entries every user has; the coupon entry is per user (coupon pages check for it). */
const DASHBOARD_ROUTES = [
  { name: 'hashrate', path: '/dashboard/hashrate' },
  { name: 'order', path: '/dashboard/order' },
  { name: 'points', path: '/dashboard/points' },
  { name: 'wallet', path: '/dashboard/wallet' },
  { name: 'rewards', path: '/dashboard/rewards' },
  { name: 'setting', path: '/dashboard/setting' },
];
const COUPON_ROUTE = { name: 'coupons', path: '/dashboard/coupons' };

/** Pages that answer without login even under guarded sections. */
const WHITELIST = [
  '/',
  '/list',
  '/news',
  '/content',
  '/aboutus',
  '/investors',
  '/coop',
  '/calculator',
  '/bitmain',
  '/task',
  '/download',
  '/mobile/branding-download',
];

/**
 * BTC one TH/s earns in a day at the seeded network state (product research, calculator):
 * 10^12 × 86400 × block reward 3.125 ÷ (difficulty 1.2e14 × 2^32) ≈ 5.24e-7.
 */
const OUTPUT_BTC_PER_TH_DAY = (1e12 * 86_400 * 3.125) / (1.2e14 * 2 ** 32);

const svg = (text: string, fill: string) =>
  `data:image/svg+xml;base64,${Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="200"><rect width="640" height="200" fill="${fill}"/><text x="32" y="110" font-family="sans-serif" font-size="36" fill="#fff">${text}</text></svg>`,
  ).toString('base64')}`;

/** CMS content an operator may leave unconfigured (see `POST /__sandbox/cms`). */
export interface CmsSettings {
  bottomAd: boolean;
  downloadUrls: boolean;
}

export function commonRoutes(
  define: Define,
  { db, now, cms }: { db: Database; now: () => number; cms: CmsSettings },
): void {
  const goodsRow = db.prepare('SELECT goods_id, goods_status, support_platform FROM goods WHERE goods_id = ?');
  const recommended = db.prepare(
    "SELECT * FROM goods WHERE goods_status = 1 AND instr(support_platform, 'WEB') > 0 ORDER BY sort LIMIT 3",
  );
  const floatTotal = db.prepare(
    'SELECT COUNT(*) AS n FROM goods WHERE goods_type = 7 AND goods_status = 1 AND currency = ?',
  );
  const floatPage = db.prepare(
    'SELECT * FROM goods WHERE goods_type = 7 AND goods_status = 1 AND currency = ? ORDER BY sort LIMIT ? OFFSET ?',
  );
  const listByType = db.prepare(
    "SELECT * FROM goods WHERE goods_type = ? AND goods_status = 1 AND currency = ? AND instr(support_platform, 'WEB') > 0 ORDER BY sort",
  );
  const setPushId = db.prepare('UPDATE users SET push_id = ? WHERE uid = ?');
  const setGuide = db.prepare('UPDATE users SET guide_status = ? WHERE uid = ?');

  const me = (user: UserRow | undefined): UserRow => {
    if (!user) throw new CallError(401, 401, 'login required');
    return user;
  };

  define('floatGoodsList', ({ pageNo, pageSize, currency }) => {
    const total = floatTotal.get(currency) as { n: number };
    const rows = floatPage.all(currency, pageSize, (pageNo - 1) * pageSize) as unknown as GoodsRow[];
    return ok({ data: rows.map(toGoods), pageNo, pageSize, totalCount: total.n });
  });

  define('goodsList', ({ goodsType, currency }) => {
    const rows = listByType.all(goodsType, currency) as unknown as GoodsRow[];
    return ok(
      rows.map((row) => ({
        ...toGoods(row),
        estimatedOutputBtc: Number((row.hashrate_th * row.duration_days * OUTPUT_BTC_PER_TH_DAY).toFixed(8)),
      })),
    );
  });

  define('pageSeo', ({ pageCode }, { language }) => {
    if (!isPageCode(pageCode)) return failed(404, `no SEO for page code ${pageCode}`);
    return ok(pageSeo(pageCode, seoLanguage(language)));
  });

  define('goodsInfo', ({ goodsId }) => {
    const row = goodsRow.get(goodsId) as Pick<GoodsRow, 'goods_id' | 'goods_status' | 'support_platform'> | undefined;
    // Spec section 8: a failed goods lookup shows the discontinued page (detail 2001).
    if (!row) return failed(2001, 'product_discontinued_content');
    return ok({
      goodsId: row.goods_id,
      goodsStatus: row.goods_status,
      supportPlatform: row.support_platform.split(','),
    });
  });

  define('exclusiveRecommendGoods', () => ok((recommended.all() as unknown as GoodsRow[]).map(toGoods)));

  define('combinedInfo', (_input, { user }) => {
    const row = me(user);
    return ok({
      routerList: row.coupon_route ? [...DASHBOARD_ROUTES, COUPON_ROUTE] : DASHBOARD_ROUTES,
      vipUser: { vipLevel: row.vip_level },
      // Counted as the unpaid tab of the order list counts, so the header's red dot agrees with it.
      order: { unPaidOrderNum: unpaidOrderCount(db, row.uid, now()) },
      userInfo: toUserInfo(row),
    });
  });

  define('config', () =>
    ok({ routerConfig: { checkWhiteListRouters: WHITELIST }, defaultCalculatorGoodsId: 'g-easy-s21-180' }),
  );

  define('dictionaryList', () =>
    ok<Record<string, string>>(
      cms.downloadUrls
        ? {
            androidUrl: 'https://download.fufu.example/android/fufu-cloud-mining.apk',
            iosUrl: 'https://apps.apple.example/app/fufu-cloud-mining/id000000000',
            googlePlayUrl: 'https://play.google.example/store/apps/details?id=example.fufu',
          }
        : {},
    ),
  );

  define('addressChangeCheck', (_input, { user }) => {
    me(user);
    return ok({ needChange: false });
  });

  define('indexModal', (_input, { user }) =>
    ok({
      show: me(user).vip_level === null,
      imageUrl: svg('Your first plan: 10% off', '#f7931a'),
      router: '/list',
      expireHours: 4,
    }),
  );

  define('pushId', ({ pushId }, { user }) => {
    setPushId.run(pushId, me(user).uid);
    return ok(true);
  });

  define('missionSum', (_input, { user }) => ok({ voucherAmount1: me(user).voucher_amount }));

  define('userGuideStatus', (_input, { user }) => ok(me(user).guide_status !== '1'));

  define('updateUserGuideStatus', ({ status }, { user }) => {
    setGuide.run(status, me(user).uid);
    return ok(true);
  });

  define('agreementDetail', ({ agreementId }) => {
    const doc = agreement(agreementId);
    return doc ? ok({ agreementId, ...doc }) : failed(404, `no agreement ${agreementId}`);
  });

  define('bannerQuery', ({ advertisingId }) => {
    if (advertisingId !== 'WEB_BOTTOM_ADV' || !cms.bottomAd) return ok({ modules: [] });
    return ok({
      modules: [
        {
          data: {
            banners: [{ imageUrl: svg('Start mining with 10 TH/s free', '#1f2937'), router: '/activity/newcomers' }],
          },
        },
      ],
    });
  });

  define('cmsBannerList', ({ bannerType }) =>
    ok([
      bannerType === '06'
        ? {
            bannerId: 'b-register',
            bannerPicture: svg('Sign up: a free trial plan', '#f7931a'),
            bannerBgPicture: svg('', '#fff4e6'),
            router: '/activity/newcomers',
          }
        : {
            bannerId: 'b-login',
            bannerPicture: svg('Welcome back', '#1f2937'),
            bannerBgPicture: svg('', '#eef2f7'),
            router: '/list',
          },
    ]),
  );

  define('translations', ({ lang }) => ok(TRANSLATIONS[lang] ?? {}));
}

interface GoodsRow {
  goods_id: string;
  goods_name: string;
  goods_type: number;
  goods_status: number;
  currency: string;
  miner_model: string;
  hashrate_th: number;
  duration_days: number;
  hashrate_fee: number;
  service_fee_per_th_day: number;
  efficiency_jt: number;
  pool: string;
  support_platform: string;
}

function toGoods(row: GoodsRow) {
  return {
    goodsId: row.goods_id,
    goodsName: row.goods_name,
    goodsType: row.goods_type,
    goodsStatus: row.goods_status,
    currency: row.currency,
    minerModel: row.miner_model,
    hashrateTh: row.hashrate_th,
    durationDays: row.duration_days,
    hashrateFee: row.hashrate_fee,
    serviceFeePerThDay: row.service_fee_per_th_day,
    efficiencyJt: row.efficiency_jt,
    pool: row.pool,
    supportPlatform: row.support_platform.split(','),
  };
}
