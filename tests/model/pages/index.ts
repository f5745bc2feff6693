import type { PageLifecycle } from '../pageLifecycle.ts';
import {
  academyArticle,
  academyH5Article,
  academyList,
  appProtocolPage,
  cloudMiningTopic,
  protocolPage,
} from './academy.ts';
import { calculator } from './calculator.ts';
import { campaignDetailPage, campaignInviteePage, campaignPages } from './campaigns.ts';
import { appChangeAddressPage, changeAddressPage, payoutAddressesPage } from './changeAddress.ts';
import { aboutUsPage, investorsPage, minerOsPage, poolPublicPage } from './company.ts';
import {
  dashboardCouponPage,
  dashboardInviteHistoryPage,
  dashboardInvitePage,
  dashboardPointsPage,
  dashboardPointsPlanPage,
  dashboardRewardsPage,
} from './dashboardRewards.ts';
import { easyPlans, freeTrial } from './easyFree.ts';
import { freeHashrate, hashrateDashboard, hashrateOutput } from './hashrate.ts';
import { hostingPage } from './hosting.ts';
import {
  appInviteActivityDetailPage,
  appInviteActivityPage,
  appInviteFerDetailPage,
  appInviteFerPage,
} from './inviteApp.ts';
import { kycBasePage, kycEnterprisePage, kycStatusPage, kycSupplementPage } from './kyc.ts';
import { loanDetailPage, loanLtvPage, loanRepayPage, loanServicePage } from './loans.ts';
import { appVipPage, appVipRecordPage, appVipRulesPage, pointsPage, vipPage } from './loyalty.ts';
import {
  couponBuyPage,
  couponCashierPage,
  couponDetailPage,
  couponMarketPage,
  couponPayPage,
  couponPurchaseOrderPage,
  couponSalePage,
  couponTradesPage,
} from './minerCoupons.ts';
import {
  minerCouponsHoldingDetail,
  minerCouponsHoldings,
  minerCouponsProceeds,
  minerCouponsPurchaseDetail,
  minerCouponsSoldDetail,
  minerCouponsStockLog,
} from './minerCouponsDashboard.ts';
import { minerSalePayPage } from './minerPay.ts';
import { minerModelsPage, minerSalePage, rentalPage, s19xpPage } from './miners.ts';
import {
  mobileBrandingDownloadPage,
  mobileDownloadPage,
  mobileInviteePage,
  mobileMarketingPage,
  mobileRegisterGiftPage,
} from './mobile.ts';
import { newsArticle, newsList } from './news.ts';
import { orderDetail, orderList, serviceFeePayPage, serviceFeesPage } from './orders.ts';
import { planDetail } from './plans.ts';
import { poolAccountPage, poolDashboard, poolDetail } from './pool.ts';
import { alarmPage, observerPage, observerUrlPage, poolManagePage, walletListPage } from './poolManage.ts';
import { transferDetailPage, transferPage } from './poolTransfer.ts';
import { elecWithholdPage, renewDetailPage, renewListPage } from './renew.ts';
import { appTaskPage, taskPage } from './rewards.ts';
import {
  detailShareMidPage,
  invitePage,
  minerEnhancingPage,
  miningServicesPage,
  supplierListPage,
} from './services.ts';
import { settingsPage } from './settings.ts';
import { walletHistoryPage, walletPage } from './wallet.ts';

/** Every data page bound to the page-lifecycle model: run in jsdom and in Chromium alike. */
export const DATA_PAGES: readonly PageLifecycle[] = [
  calculator,
  newsList,
  newsArticle,
  orderList,
  orderDetail,
  serviceFeePayPage,
  serviceFeesPage,
  minerSalePayPage,
  couponMarketPage,
  couponDetailPage,
  couponBuyPage,
  couponSalePage,
  couponTradesPage,
  couponPayPage,
  couponCashierPage,
  couponPurchaseOrderPage,
  payoutAddressesPage,
  changeAddressPage,
  appChangeAddressPage,
  planDetail,
  easyPlans,
  freeTrial,
  hashrateDashboard,
  hashrateOutput,
  freeHashrate,
  renewListPage,
  renewDetailPage,
  elecWithholdPage,
  loanServicePage,
  loanLtvPage,
  loanDetailPage,
  loanRepayPage,
  hostingPage,
  poolDashboard,
  poolDetail,
  poolAccountPage,
  poolManagePage,
  observerUrlPage,
  observerPage,
  walletListPage,
  alarmPage,
  transferPage,
  transferDetailPage,
  poolPublicPage,
  minerOsPage,
  aboutUsPage,
  investorsPage,
  minerSalePage,
  s19xpPage,
  minerModelsPage,
  rentalPage,
  minerEnhancingPage,
  miningServicesPage,
  supplierListPage,
  detailShareMidPage,
  invitePage,
  academyList,
  academyArticle,
  academyH5Article,
  cloudMiningTopic,
  protocolPage,
  appProtocolPage,
  taskPage,
  appTaskPage,
  pointsPage,
  vipPage,
  appVipPage,
  appVipRecordPage,
  appVipRulesPage,
  kycStatusPage,
  kycBasePage,
  kycEnterprisePage,
  kycSupplementPage,
  dashboardInvitePage,
  dashboardInviteHistoryPage,
  appInviteActivityPage,
  appInviteActivityDetailPage,
  appInviteFerPage,
  appInviteFerDetailPage,
  dashboardRewardsPage,
  dashboardCouponPage,
  dashboardPointsPage,
  dashboardPointsPlanPage,
  settingsPage,
  walletPage,
  walletHistoryPage,
  minerCouponsHoldings,
  minerCouponsStockLog,
  minerCouponsHoldingDetail,
  minerCouponsSoldDetail,
  minerCouponsPurchaseDetail,
  minerCouponsProceeds,
  ...campaignPages,
  campaignDetailPage,
  campaignInviteePage,
  mobileBrandingDownloadPage,
  mobileDownloadPage,
  mobileMarketingPage,
  mobileRegisterGiftPage,
  mobileInviteePage,
];
