import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { routes } from '../manifest/routes.ts';
import type { RouteEntry } from '../manifest/schema.ts';
import type { LayoutProps, PageLoader, PageProps } from './pageProps.ts';

type ViewName = (typeof routes)[number]['view'];
type LayoutName = RouteEntry['layout'];

type ViewModule = Promise<{ default: ComponentType<PageProps> }>;

/**
 * A page: its view and its loader, both loaded lazily at navigation, side by side; the loader then
 * starts the page's reads while the view's chunk still loads. Neither is in the first page's JavaScript.
 */
export interface PageModule {
  view: LazyExoticComponent<ComponentType<PageProps>>;
  preload: () => ViewModule;
  loader?: () => Promise<PageLoader>;
}

function page(load: () => ViewModule, loader?: () => Promise<PageLoader>): PageModule {
  const preload = once(load);
  return { view: lazy(preload), preload, loader };
}

/** The loader `name` of a lazily imported loaders module. */
function from<K extends string>(load: () => Promise<Record<K, PageLoader>>, name: K): () => Promise<PageLoader> {
  const module = once(load);
  return () => module().then((loaded) => loaded[name]);
}

/**
 * An import asked once and its promise reused: every navigation (and each crawler render) asks for its
 * page's modules again, and a settled import costs nothing to reuse. A failed one is asked again next time.
 */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

/** Every view the manifest names; a view missing here is a compile error. */
export const pages: Record<ViewName, PageModule> = {
  aboutUs: page(
    () => import('./pages/storefront/aboutus/aboutUsPage.tsx'),
    from(() => import('./pages/storefront/aboutus/aboutUsLoaders.ts'), 'aboutUsLoader'),
  ),
  academy: page(
    () => import('./pages/storefront/content/academyPage.tsx'),
    from(() => import('./pages/storefront/content/academyLoaders.ts'), 'academyLoader'),
  ),
  academyArticle: page(
    () => import('./pages/storefront/content/academyArticlePage.tsx'),
    from(() => import('./pages/storefront/content/academyLoaders.ts'), 'academyArticleLoader'),
  ),
  academyH5: page(
    () => import('./pages/storefront/content/academyH5Page.tsx'),
    from(() => import('./pages/storefront/content/academyLoaders.ts'), 'academyH5Loader'),
  ),
  campaign: page(
    () => import('./pages/activity/campaignPage.tsx'),
    from(() => import('./pages/activity/campaignLoaders.ts'), 'campaignLoader'),
  ),
  campaignInvitee: page(
    () => import('./pages/activity/inviteePage.tsx'),
    from(() => import('./pages/activity/campaignLoaders.ts'), 'inviteeLoader'),
  ),
  cloudMiningTopic: page(
    () => import('./pages/storefront/topic/cloudMiningTopicPage.tsx'),
    from(() => import('./pages/storefront/topic/topicLoaders.ts'), 'cloudMiningTopicLoader'),
  ),
  freeHashrate: page(
    () => import('./pages/dashboard/freeHashratePage.tsx'),
    from(() => import('./pages/dashboard/hashrate/hashrateLoaders.ts'), 'freeHashrateLoader'),
  ),
  kyc: page(
    () => import('./pages/dashboard/kyc/kycPage.tsx'),
    from(() => import('./pages/dashboard/kyc/kycLoaders.ts'), 'kycLoader'),
  ),
  kycBase: page(
    () => import('./pages/dashboard/kyc/kycBasePage.tsx'),
    from(() => import('./pages/dashboard/kyc/kycLoaders.ts'), 'kycBaseLoader'),
  ),
  kycEnterprise: page(
    () => import('./pages/dashboard/kyc/kycEnterprisePage.tsx'),
    from(() => import('./pages/dashboard/kyc/kycLoaders.ts'), 'kycEnterpriseLoader'),
  ),
  kycSupplement: page(
    () => import('./pages/dashboard/kyc/kycSupplementPage.tsx'),
    from(() => import('./pages/dashboard/kyc/kycLoaders.ts'), 'kycSupplementLoader'),
  ),
  protocol: page(
    () => import('./pages/storefront/protocol/protocolPage.tsx'),
    from(() => import('./pages/storefront/protocol/protocolLoaders.ts'), 'protocolLoader'),
  ),
  coop: page(() => import('./pages/storefront/coop/coopPage.tsx')),
  investors: page(
    () => import('./pages/storefront/investors/investorsPage.tsx'),
    from(() => import('./pages/storefront/investors/investorsLoaders.ts'), 'investorsLoader'),
  ),
  minerOs: page(
    () => import('./pages/storefront/FuFuMinerOS/minerOsPage.tsx'),
    from(() => import('./pages/storefront/FuFuMinerOS/minerOsLoaders.ts'), 'minerOsLoader'),
  ),
  points: page(
    () => import('./pages/storefront/points/pointsPage.tsx'),
    from(() => import('./pages/storefront/points/pointsLoaders.ts'), 'pointsLoader'),
  ),
  vip: page(
    () => import('./pages/storefront/vip/vipPage.tsx'),
    from(() => import('./pages/storefront/vip/vipLoaders.ts'), 'vipLoader'),
  ),
  poolPublic: page(
    () => import('./pages/storefront/pool/poolPublicPage.tsx'),
    from(() => import('./pages/storefront/pool/poolPublicLoaders.ts'), 'poolPublicLoader'),
  ),
  task: page(
    () => import('./pages/storefront/task/taskPage.tsx'),
    from(() => import('./pages/storefront/task/taskLoaders.ts'), 'taskLoader'),
  ),
  minerModels: page(
    () => import('./pages/storefront/miner/minerPage.tsx'),
    from(() => import('./pages/storefront/miner/minerLoaders.ts'), 'minerModelsLoader'),
  ),
  minerSale: page(
    () => import('./pages/storefront/minerSale/minerSalePage.tsx'),
    from(() => import('./pages/storefront/minerSale/minerSaleLoaders.ts'), 'minerSaleLoader'),
  ),
  minerS19xp: page(
    () => import('./pages/storefront/minerSale/s19xpPage.tsx'),
    from(() => import('./pages/storefront/minerSale/minerSaleLoaders.ts'), 's19xpLoader'),
  ),
  rental: page(
    () => import('./pages/storefront/rental/rentalPage.tsx'),
    from(() => import('./pages/storefront/rental/rentalLoaders.ts'), 'rentalLoader'),
  ),
  bitmain: page(() => import('./pages/storefront/bitmain/bitmainPage.tsx')),
  // The miner coupon market (issue #21): the market, a listing, buying, selling, the trades.
  couponMarket: page(
    () => import('./pages/storefront/coupons/couponMarketPage.tsx'),
    from(() => import('./pages/storefront/coupons/couponLoaders.ts'), 'couponMarketLoader'),
  ),
  couponDetail: page(
    () => import('./pages/storefront/coupons/couponDetailPage.tsx'),
    from(() => import('./pages/storefront/coupons/couponLoaders.ts'), 'couponDetailLoader'),
  ),
  couponBuy: page(
    () => import('./pages/storefront/coupons/couponBuyPage.tsx'),
    from(() => import('./pages/storefront/coupons/couponLoaders.ts'), 'couponBuyLoader'),
  ),
  couponSale: page(
    () => import('./pages/storefront/coupons/couponSalePage.tsx'),
    from(() => import('./pages/storefront/coupons/couponLoaders.ts'), 'couponSaleLoader'),
  ),
  couponTrades: page(
    () => import('./pages/storefront/coupons/couponTradesPage.tsx'),
    from(() => import('./pages/storefront/coupons/couponLoaders.ts'), 'couponTradesLoader'),
  ),
  couponPay: page(
    () => import('./pages/pay/couponPayPage.tsx'),
    from(() => import('./pages/pay/couponPayLoaders.ts'), 'couponPayLoader'),
  ),
  couponCashier: page(
    () => import('./pages/pay/couponConfirmPage.tsx'),
    from(() => import('./pages/pay/couponPayLoaders.ts'), 'couponCashierLoader'),
  ),
  couponPurchaseOrder: page(
    () => import('./pages/pay/couponPurchaseOrderPage.tsx'),
    from(() => import('./pages/pay/couponPayLoaders.ts'), 'couponPurchaseOrderLoader'),
  ),
  detailShareMid: page(
    () => import('./pages/storefront/detailShareMid/detailShareMidPage.tsx'),
    from(() => import('./pages/storefront/detailShareMid/detailShareMidLoaders.ts'), 'detailShareMidLoader'),
  ),
  download: page(
    () => import('./pages/storefront/download/downloadPage.tsx'),
    from(() => import('./pages/storefront/download/downloadLoaders.ts'), 'downloadLoader'),
  ),
  minerEnhancing: page(
    () => import('./pages/storefront/Miner-Enhancing/minerEnhancingPage.tsx'),
    from(() => import('./pages/storefront/Miner-Enhancing/minerEnhancingLoaders.ts'), 'minerEnhancingLoader'),
  ),
  miningServices: page(
    () => import('./pages/storefront/mining/miningServicesPage.tsx'),
    from(() => import('./pages/storefront/mining/miningServicesLoaders.ts'), 'miningServicesLoader'),
  ),
  subjectInvite: page(
    () => import('./pages/storefront/subject/invite/invitePage.tsx'),
    from(() => import('./pages/storefront/subject/invite/inviteLoaders.ts'), 'inviteLoader'),
  ),
  supplierList: page(
    () => import('./pages/storefront/supplier-list/supplierListPage.tsx'),
    from(() => import('./pages/storefront/supplier-list/supplierListLoaders.ts'), 'supplierListLoader'),
  ),
  accountLogin: page(() => import('./flows/account/loginPage.tsx')),
  accountPassword: page(() => import('./flows/account/passwordPage.tsx')),
  accountSignUp: page(() => import('./flows/account/signUpPage.tsx')),
  calculator: page(
    () => import('./pages/storefront/calculatorPage.tsx'),
    from(() => import('./pages/storefront/storefrontLoaders.ts'), 'calculatorLoader'),
  ),
  home: page(
    () => import('./pages/storefront/homePage.tsx'),
    from(() => import('./pages/storefront/storefrontLoaders.ts'), 'homeLoader'),
  ),
  list: page(
    () => import('./pages/storefront/listPage.tsx'),
    from(() => import('./pages/storefront/storefrontLoaders.ts'), 'listLoader'),
  ),
  news: page(
    () => import('./pages/storefront/news/newsPage.tsx'),
    from(() => import('./pages/storefront/news/newsLoaders.ts'), 'newsLoader'),
  ),
  newsArticle: page(
    () => import('./pages/storefront/news/newsArticlePage.tsx'),
    from(() => import('./pages/storefront/news/newsLoaders.ts'), 'newsArticleLoader'),
  ),
  newsH5: page(
    () => import('./pages/storefront/news/newsH5Page.tsx'),
    from(() => import('./pages/storefront/news/newsLoaders.ts'), 'newsH5Loader'),
  ),
  hashrate: page(
    () => import('./pages/dashboard/hashrate/hashratePage.tsx'),
    from(() => import('./pages/dashboard/hashrate/hashrateLoaders.ts'), 'hashrateLoader'),
  ),
  hashrateOutput: page(
    () => import('./pages/dashboard/hashrate/hashrateOutputPage.tsx'),
    from(() => import('./pages/dashboard/hashrate/hashrateLoaders.ts'), 'hashrateOutputLoader'),
  ),
  hosting: page(
    () => import('./pages/dashboard/hosting/hostingPage.tsx'),
    from(() => import('./pages/dashboard/hosting/hostingLoaders.ts'), 'hostingLoader'),
  ),
  orders: page(
    () => import('./pages/dashboard/order/ordersPage.tsx'),
    from(() => import('./pages/dashboard/order/orderLoaders.ts'), 'ordersLoader'),
  ),
  orderDetail: page(
    () => import('./pages/dashboard/order/orderDetailPage.tsx'),
    from(() => import('./pages/dashboard/order/orderLoaders.ts'), 'orderDetailLoader'),
  ),
  settings: page(
    () => import('./pages/dashboard/setting/settingsPage.tsx'),
    from(() => import('./pages/dashboard/setting/settingsLoaders.ts'), 'settingsLoader'),
  ),
  easy: page(
    () => import('./pages/storefront/easy/easyPage.tsx'),
    from(() => import('./pages/storefront/easy/easyLoaders.ts'), 'easyLoader'),
  ),
  freeTrial: page(
    () => import('./pages/storefront/free/freeTrialPage.tsx'),
    from(() => import('./pages/storefront/free/freeTrialLoaders.ts'), 'freeTrialLoader'),
  ),
  planDetail: page(
    () => import('./pages/storefront/plans/planDetailPage.tsx'),
    from(() => import('./pages/storefront/plans/planDetailLoaders.ts'), 'planDetailLoader'),
  ),
  mobileDownload: page(
    () => import('./pages/mobile/download/mobileDownloadPage.tsx'),
    from(() => import('./pages/mobile/download/mobileDownloadLoaders.ts'), 'mobileDownloadLoader'),
  ),
  mobileInvitee: page(
    () => import('./pages/mobile/invitee/inviteePage.tsx'),
    from(() => import('./pages/mobile/invitee/inviteeLoaders.ts'), 'inviteeLoader'),
  ),
  mobileMarketing: page(
    () => import('./pages/mobile/marketing/marketingPage.tsx'),
    from(() => import('./pages/mobile/marketing/marketingLoaders.ts'), 'marketingLoader'),
  ),
  mobileRegister: page(
    () => import('./pages/mobile/register/mobileRegisterPage.tsx'),
    from(() => import('./pages/mobile/register/mobileRegisterLoaders.ts'), 'mobileRegisterLoader'),
  ),
  placeholder: page(() => import('./pages/placeholderPage.tsx')),
  checkout: page(
    () => import('./pages/pay/payPage.tsx'),
    from(() => import('./pages/pay/payLoaders.ts'), 'checkoutLoader'),
  ),
  cashier: page(
    () => import('./pages/pay/confirmPage.tsx'),
    from(() => import('./pages/pay/payLoaders.ts'), 'cashierLoader'),
  ),
  payResult: page(
    () => import('./pages/pay/detailPage.tsx'),
    from(() => import('./pages/pay/payLoaders.ts'), 'cashierLoader'),
  ),
  serviceFees: page(
    () => import('./pages/dashboard/serviceFee/serviceFeesPage.tsx'),
    from(() => import('./pages/dashboard/serviceFee/serviceFeeLoaders.ts'), 'serviceFeesLoader'),
  ),
  renew: page(
    () => import('./pages/dashboard/renew/renewPage.tsx'),
    from(() => import('./pages/dashboard/renew/renewLoaders.ts'), 'renewLoader'),
  ),
  renewDetail: page(
    () => import('./pages/dashboard/renew/renewDetailPage.tsx'),
    from(() => import('./pages/dashboard/renew/renewLoaders.ts'), 'renewDetailLoader'),
  ),
  renewElecWithhold: page(
    () => import('./pages/dashboard/renew/elecWithholdPage.tsx'),
    from(() => import('./pages/dashboard/renew/renewLoaders.ts'), 'elecWithholdLoader'),
  ),
  loanService: page(
    () => import('./pages/dashboard/loanService/loanServicePage.tsx'),
    from(() => import('./pages/dashboard/loanService/loanLoaders.ts'), 'loanServiceLoader'),
  ),
  loanLtv: page(
    () => import('./pages/dashboard/loanService/loanLtvPage.tsx'),
    from(() => import('./pages/dashboard/loanService/loanLoaders.ts'), 'loanLtvLoader'),
  ),
  loanDetail: page(
    () => import('./pages/dashboard/loanService/loanDetailPage.tsx'),
    from(() => import('./pages/dashboard/loanService/loanLoaders.ts'), 'loanDetailLoader'),
  ),
  loanRepay: page(
    () => import('./pages/dashboard/loanService/loanRepayPage.tsx'),
    from(() => import('./pages/dashboard/loanService/loanLoaders.ts'), 'loanRepayLoader'),
  ),
  minerSalePay: page(
    () => import('./pages/pay/minerSalePayPage.tsx'),
    from(() => import('./pages/pay/payLoaders.ts'), 'minerCheckoutLoader'),
  ),
  wallet: page(
    () => import('./pages/dashboard/wallet/walletPage.tsx'),
    from(() => import('./pages/dashboard/wallet/walletLoaders.ts'), 'walletLoader'),
  ),
  walletHistory: page(
    () => import('./pages/dashboard/wallet/walletHistoryPage.tsx'),
    from(() => import('./pages/dashboard/wallet/walletLoaders.ts'), 'walletHistoryLoader'),
  ),
  serviceFeePay: page(
    () => import('./pages/pay/serviceFeePage.tsx'),
    from(() => import('./pages/pay/payLoaders.ts'), 'serviceFeeLoader'),
  ),
  payoutAddresses: page(
    () => import('./pages/dashboard/address/addressPage.tsx'),
    from(() => import('./pages/dashboard/address/addressLoaders.ts'), 'addressLoader'),
  ),
  changeAddress: page(
    () => import('./pages/storefront/changeAddress/changeAddressPage.tsx'),
    from(() => import('./pages/storefront/changeAddress/changeAddressLoaders.ts'), 'changeAddressLoader'),
  ),
  appVip: page(
    () => import('./pages/app/vip/appVipPage.tsx'),
    from(() => import('./pages/app/vip/appVipLoaders.ts'), 'appVipLoader'),
  ),
  appVipRecord: page(
    () => import('./pages/app/vip/appVipRecordPage.tsx'),
    from(() => import('./pages/app/vip/appVipLoaders.ts'), 'appVipRecordLoader'),
  ),
  appVipRules: page(
    () => import('./pages/app/vip/appVipRulesPage.tsx'),
    from(() => import('./pages/app/vip/appVipLoaders.ts'), 'appVipRulesLoader'),
  ),
  appProtocol: page(
    () => import('./pages/app/appProtocolPage.tsx'),
    from(() => import('./pages/app/appProtocolLoaders.ts'), 'appProtocolLoader'),
  ),
  appChangeAddress: page(
    () => import('./pages/storefront/changeAddress/appChangeAddressPage.tsx'),
    from(() => import('./pages/storefront/changeAddress/changeAddressLoaders.ts'), 'changeAddressLoader'),
  ),
  appInviteActivity: page(
    () => import('./pages/app/inviteActivity/inviteActivityPage.tsx'),
    from(() => import('./pages/app/inviteActivity/inviteActivityLoaders.ts'), 'inviteActivityLoader'),
  ),
  appInviteActivityDetail: page(
    () => import('./pages/app/inviteActivity/inviteActivityDetailPage.tsx'),
    from(() => import('./pages/app/inviteActivity/inviteActivityLoaders.ts'), 'inviteActivityDetailLoader'),
  ),
  appInviteFer: page(
    () => import('./pages/app/inviteFer/inviteFerPage.tsx'),
    from(() => import('./pages/app/inviteFer/inviteFerLoaders.ts'), 'inviteFerLoader'),
  ),
  appInviteFerDetail: page(
    () => import('./pages/app/inviteFer/inviteFerDetailPage.tsx'),
    from(() => import('./pages/app/inviteFer/inviteFerLoaders.ts'), 'inviteFerDetailLoader'),
  ),
  pool: page(
    () => import('./pages/dashboard/pool/poolPage.tsx'),
    from(() => import('./pages/dashboard/pool/poolLoaders.ts'), 'poolLoader'),
  ),
  poolDetail: page(
    () => import('./pages/dashboard/pool/poolDetailPage.tsx'),
    from(() => import('./pages/dashboard/pool/poolLoaders.ts'), 'poolDetailLoader'),
  ),
  poolAccount: page(
    () => import('./pages/dashboard/pool/poolAccountPage.tsx'),
    from(() => import('./pages/dashboard/pool/poolLoaders.ts'), 'poolAccountLoader'),
  ),
  poolManage: page(
    () => import('./pages/dashboard/pool/poolManagePage.tsx'),
    from(() => import('./pages/dashboard/pool/poolManageLoaders.ts'), 'poolManageLoader'),
  ),
  poolObserverLinks: page(
    () => import('./pages/dashboard/pool/observerUrlPage.tsx'),
    from(() => import('./pages/dashboard/pool/poolManageLoaders.ts'), 'observerUrlLoader'),
  ),
  poolWalletList: page(
    () => import('./pages/dashboard/pool/walletListPage.tsx'),
    from(() => import('./pages/dashboard/pool/poolManageLoaders.ts'), 'walletListLoader'),
  ),
  poolTransfer: page(
    () => import('./pages/dashboard/pool/transferPage.tsx'),
    from(() => import('./pages/dashboard/pool/transferLoaders.ts'), 'transferLoader'),
  ),
  poolTransferDetail: page(
    () => import('./pages/dashboard/pool/transferDetailPage.tsx'),
    from(() => import('./pages/dashboard/pool/transferLoaders.ts'), 'transferDetailLoader'),
  ),
  poolAlarm: page(
    () => import('./pages/dashboard/pool/alarmPage.tsx'),
    from(() => import('./pages/dashboard/pool/poolManageLoaders.ts'), 'alarmLoader'),
  ),
  poolObserver: page(
    () => import('./pages/storefront/observer/observerPage.tsx'),
    from(() => import('./pages/storefront/observer/observerLoaders.ts'), 'observerLoader'),
  ),
  dashboardInvite: page(
    () => import('./pages/dashboard/invite/invitePage.tsx'),
    from(() => import('./pages/dashboard/invite/inviteLoaders.ts'), 'inviteLoader'),
  ),
  dashboardInviteHistory: page(
    () => import('./pages/dashboard/invite/inviteHistoryPage.tsx'),
    from(() => import('./pages/dashboard/invite/inviteLoaders.ts'), 'inviteHistoryLoader'),
  ),
  dashboardRewards: page(
    () => import('./pages/dashboard/rewards/rewardsPage.tsx'),
    from(() => import('./pages/dashboard/rewards/rewardsLoaders.ts'), 'rewardsLoader'),
  ),
  dashboardCoupons: page(
    () => import('./pages/dashboard/coupon/couponPage.tsx'),
    from(() => import('./pages/dashboard/coupon/couponLoaders.ts'), 'couponLoader'),
  ),
  minerCouponsDashboard: page(
    () => import('./pages/dashboard/coupons/minerCouponsDashboardPage.tsx'),
    from(() => import('./pages/dashboard/coupons/couponsLoaders.ts'), 'minerCouponsDashboardLoader'),
  ),
  minerCouponsImport: page(() => import('./pages/dashboard/coupons/minerCouponsImportPage.tsx')),
  minerCouponsStockLog: page(
    () => import('./pages/dashboard/coupons/minerCouponsStockLogPage.tsx'),
    from(() => import('./pages/dashboard/coupons/couponsLoaders.ts'), 'couponStockLogLoader'),
  ),
  minerCouponsProceeds: page(
    () => import('./pages/dashboard/coupons/minerCouponsProceedsPage.tsx'),
    from(() => import('./pages/dashboard/coupons/couponsLoaders.ts'), 'couponProceedsLoader'),
  ),
  minerCouponsHoldingDetail: page(
    () => import('./pages/dashboard/coupons/minerCouponsHoldingDetailPage.tsx'),
    from(() => import('./pages/dashboard/coupons/couponsLoaders.ts'), 'couponHoldingDetailLoader'),
  ),
  minerCouponsPurchaseDetail: page(
    () => import('./pages/dashboard/coupons/minerCouponsPurchaseDetailPage.tsx'),
    from(() => import('./pages/dashboard/coupons/couponsLoaders.ts'), 'couponPurchaseDetailLoader'),
  ),
  minerCouponsSoldDetail: page(
    () => import('./pages/dashboard/coupons/minerCouponsSoldDetailPage.tsx'),
    from(() => import('./pages/dashboard/coupons/couponsLoaders.ts'), 'couponSoldDetailLoader'),
  ),
  dashboardPoints: page(
    () => import('./pages/dashboard/points/pointsPage.tsx'),
    from(() => import('./pages/dashboard/points/pointsLoaders.ts'), 'pointsLoader'),
  ),
  dashboardPointsPlan: page(
    () => import('./pages/dashboard/points/pointsPlanPage.tsx'),
    from(() => import('./pages/dashboard/points/pointsLoaders.ts'), 'pointsPlanLoader'),
  ),
};

type LayoutModule = () => Promise<{ default: ComponentType<LayoutProps> }>;

/** A layout's module, asked once; the name marks the registry's layout lines for server/routeAssetsBuild.ts. */
const layout = (load: LayoutModule): LayoutModule => once(load);

/** Every layout of the manifest schema. */
const layoutModules: Record<LayoutName, LayoutModule> = {
  default: layout(() => import('./layouts/siteLayout.tsx')),
  transparentNav: layout(() => import('./layouts/siteLayout.tsx')),
  activity: layout(() => import('./layouts/activityLayout.tsx')),
  app: layout(() => import('./layouts/appLayout.tsx')),
  empty: layout(() => import('./layouts/emptyLayout.tsx')),
  h5_invite: layout(() => import('./layouts/h5InviteLayout.tsx')),
  login: layout(() => import('./layouts/loginLayout.tsx')),
};

export const layouts = Object.fromEntries(
  Object.entries(layoutModules).map(([name, load]) => [name, lazy(load)]),
) as Record<LayoutName, LazyExoticComponent<ComponentType<LayoutProps>>>;

/**
 * Loads a layout's module ahead of its first render: a route's loader asks for it beside the page's, so
 * the layout's chunks are not requested only once React renders it, after the page's reads (decision 125).
 */
export function preloadLayout(name: LayoutName): Promise<unknown> {
  return layoutModules[name]();
}
