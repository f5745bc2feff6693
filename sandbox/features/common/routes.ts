import type { UserRow } from '../../accounts.ts';
import { agreement } from '../../content/agreements.ts';
import { isPageCode, pageSeo, seoLanguage } from '../../content/seo.ts';
import { TRANSLATIONS } from '../../content/translations.ts';
import { CallError, type Define, failed, ok } from '../../http.ts';

/** The route whitelist (`config`): pages where a read's 401 never sends the visitor to login. */
export const ROUTE_WHITELIST = [
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

const svg = (text: string, fill: string) =>
  `data:image/svg+xml;base64,${Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="200"><rect width="640" height="200" fill="${fill}"/><text x="32" y="110" font-family="sans-serif" font-size="36" fill="#fff">${text}</text></svg>`,
  ).toString('base64')}`;

/** CMS content an operator may leave unconfigured (see `POST /__sandbox/cms`). */
export interface CmsSettings {
  bottomAd: boolean;
  downloadUrls: boolean;
  /** The home modal of visitors and of signed-in users. */
  homeModal: boolean;
  /** The route whitelist the config call answers with. */
  routeWhitelist: string[];
}

/** What every page shares (contract: runtime/http/contract/common.ts): config, SEO, the CMS, translations. */
export function commonRoutes(define: Define, { cms }: { cms: CmsSettings }): void {
  const me = (user: UserRow | undefined): UserRow => {
    if (!user) throw new CallError(401, 401, 'login required');
    return user;
  };

  define('pageSeo', ({ pageCode }, { language }) => {
    if (!isPageCode(pageCode)) return failed(404, `no SEO for page code ${pageCode}`);
    return ok(pageSeo(pageCode, seoLanguage(language)));
  });

  define('config', () =>
    ok({ routerConfig: { checkWhiteListRouters: cms.routeWhitelist }, defaultCalculatorGoodsId: 'g-easy-s21-180' }),
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

  define('indexModal', (_input, { user }) =>
    ok({
      show: cms.homeModal && me(user).vip_level === null,
      imageUrl: svg('Your first plan: 10% off', '#f7931a'),
      router: '/list',
      expireHours: 4,
    }),
  );

  define('agreementDetail', ({ agreementId }) => {
    const doc = agreement(agreementId);
    return doc ? ok({ agreementId, ...doc }) : failed(404, `no agreement ${agreementId}`);
  });

  define('bannerQuery', ({ advertisingId }) => {
    // The visitors' home modal: the newcomers' offer.
    if (advertisingId === 'WEB_INDEX_MODAL') {
      if (!cms.homeModal) return ok({ modules: [] });
      return ok({
        modules: [
          {
            data: {
              banners: [
                { imageUrl: svg('New here? 10 TH/s free for 3 days', '#f7931a'), router: '/free/detail/g-free-trial' },
              ],
            },
          },
        ],
      });
    }
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
