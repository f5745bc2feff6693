import type { RouteEntry } from './schema.ts';
import {
  amount,
  direction,
  maybeAmount,
  maybeOneOf,
  maybeText,
  maybeWhole,
  oneOf,
  pageNumber,
  searchOf,
  text,
  whole,
} from './searchFields.ts';

/** Slugs and order numbers: letters, digits, `_` and `-` (goods ids look like `g-easy-s21-180`). */
const SLUG = '[A-Za-z0-9_-]+';
const DIGITS = '\\d+';

function optional<const N extends string>(name: N, pattern: string = SLUG) {
  return { name, pattern, optional: true as const };
}
function required<const N extends string>(name: N, pattern: string = SLUG) {
  return { name, pattern, optional: false as const };
}

/** The news categories of the API contract (runtime/http/contract/news.ts; tests/types keeps them equal). */
export const NEWS_CATEGORY_VALUES = ['announcement', 'maintenance', 'activity', 'industry'] as const;
/** The academy categories of the API contract (runtime/http/contract/academy.ts; tests/types keeps them equal). */
export const ACADEMY_CATEGORY_VALUES = ['beginner', 'basics', 'hardware', 'economics', 'security', 'guides'] as const;
const academySearch = searchOf({
  category: maybeOneOf(ACADEMY_CATEGORY_VALUES),
  page: pageNumber,
});
/** The order tabs: every status of the API contract, plus all (tests/types keeps them equal). */
export const ORDER_TAB_VALUES = ['all', 'unpaid', 'pendingStart', 'running', 'ended', 'cancelled'] as const;
/** The dashboard's points history filters and coupon status tabs (runtime/http/contract/loyalty.ts), the invite history tabs. */
export const POINTS_TAB_VALUES = ['all', 'earned', 'spent', 'expired'] as const;
export const COUPON_TAB_VALUES = ['all', 'usable', 'used', 'expired'] as const;
export const INVITE_HISTORY_TAB_VALUES = ['friends', 'rewards'] as const;
/** The pool chart's ranges and the worker list's filters and sort columns (runtime/http/contract/pool.ts). */
export const POOL_RANGE_VALUES = ['24h', '7d', '30d'] as const;
export const WORKER_FILTER_VALUES = ['all', 'online', 'offline', 'invalid'] as const;
/** The hashrate transfer tabs (runtime/http/contract/pool.ts TRANSFER_DIRECTIONS). */
export const POOL_TRANSFER_TAB_VALUES = ['sent', 'received'] as const;
export const WORKER_SORT_VALUES = [
  'name',
  'status',
  'hashrate10m',
  'hashrate1h',
  'hashrate24h',
  'rejectRate',
  'lastShareTime',
  'group',
] as const;
/**
 * The miner marketplace's sort orders (`/minerSale?sort=`): the marketplace's own order, then by
 * efficiency, price per TH, unit price or the earliest start. Sold-out batches stay last in each.
 */
export const MINER_SALE_SORT_VALUES = ['recommended', 'efficiency', 'pricePerTh', 'unitPrice', 'startDate'] as const;
/**
 * The miner coupon market's sort orders and validity filters (`/coupons?sort=&dir=&validity=&model=`;
 * runtime/http/contract/minerCoupons.ts MARKET_SORTS and VALIDITY_FILTERS, a unit test keeps them equal).
 */
export const MINER_COUPON_SORT_VALUES = ['price', 'discount', 'expiry'] as const;
export const MINER_COUPON_VALIDITY_VALUES = ['all', 'under30', '30to90', 'over90'] as const;
const couponMarketSearch = searchOf({
  model: maybeText(/^[A-Za-z0-9 .+-]{1,60}$/),
  validity: oneOf(MINER_COUPON_VALIDITY_VALUES, 'all'),
  sort: oneOf(MINER_COUPON_SORT_VALUES, 'price'),
  dir: maybeOneOf(['asc', 'desc']),
  page: pageNumber,
});
/** The hosting page's miner filter (runtime/http/contract/hosting.ts HOSTED_MINER_STATUSES, plus all) and sort columns. */
export const HOSTING_FILTER_VALUES = [
  'all',
  'working',
  'underperforming',
  'stopped',
  'needsRepair',
  'maintenance',
  'installing',
] as const;
export const HOSTING_SORT_VALUES = ['minerId', 'status', 'nominalTh', 'actualTh', 'uptime', 'lastSeen'] as const;
/** Service-fee payment: the orders to pay for (all that take days when absent) and the days to start from. */
const serviceFeeSearch = searchOf({
  orders: maybeText(/^[A-Za-z0-9_-]{1,40}(,[A-Za-z0-9_-]{1,40}){0,49}$/),
  days: maybeWhole(1, 3650),
});
/** `/app/protocol?agreementId=`: the page checks the id (an id of the wrong form is the 404 page). */
const appProtocolSearch = searchOf({
  agreementId: maybeText(/^[\s\S]{0,64}$/),
});
/** Payout-address change: the orders to start with chosen (none when absent). */
const changeAddressSearch = searchOf({
  orders: maybeText(/^[A-Za-z0-9_-]{1,40}(,[A-Za-z0-9_-]{1,40}){0,49}$/),
});

/** A sub-account name in a search param: anything else is "the first sub-account". */
const subAccountParam = maybeText(/^[a-z][a-z0-9]{2,19}$/);
const poolRange = oneOf(POOL_RANGE_VALUES, '24h');
/** The hashrate charts' ranges and units (runtime/http/contract/hashrate.ts OUTPUT_RANGES; a unit test keeps them equal). */
export const OUTPUT_RANGE_VALUES = ['7d', '30d', '90d', 'all'] as const;
export const OUTPUT_UNIT_VALUES = ['BTC', 'USD'] as const;
/** The mining dashboard's coins (runtime/domain/currencies.ts DASHBOARD_CURRENCIES; a unit test keeps them equal). */
export const DASHBOARD_CURRENCY_VALUES = ['BTC', 'ETH', 'FIL'] as const;
/** The mining dashboard's coin (spec section 3: BTC, ETH or FIL); anything else is BTC, the default. */
const dashboardCurrency = oneOf(DASHBOARD_CURRENCY_VALUES, 'BTC');
/** A UTC day in a search param (`2026-02-20`): anything else is no bound. */
const utcDay = maybeText(/^\d{4}-\d{2}-\d{2}$/);
/** The supplier directory's regions (runtime/http/contract/services.ts; tests/unit/sandboxServices.test.ts keeps them equal). */
export const SUPPLIER_REGION_VALUES = [
  'northAmerica',
  'latinAmerica',
  'europe',
  'middleEast',
  'africa',
  'asia',
] as const;
/** The supplier directory's filters: a region, a model name; anything else is "all". */
const supplierSearch = searchOf({
  region: maybeOneOf(SUPPLIER_REGION_VALUES),
  model: maybeText(/^[A-Za-z0-9 .+-]{1,40}$/),
});
/** The invitation campaign the app's invitation pages show (`?activityId=`; without it, the CMS's invite ranking). */
const appInviteCampaignParam = maybeWhole(1, 2_147_483_647);
/** An invite code in the invite landing's URL (`?inviteCode=`, or `?invite=` as older links have it). */
const inviteCodeParam = maybeText(/^[A-Za-z0-9_-]{1,32}$/);

/** The plan modes of the calculator: a rig of your own, or one of our plans. */
export const CALCULATOR_MODES = ['rig', 'plan'] as const;
export const HASHRATE_UNITS = ['TH', 'PH', 'EH'] as const;
/**
 * The calculator's inputs (issue #16): a shared link reproduces the calculation. Today's network
 * figures (BTC price, difficulty, block reward, fees) are left out of the URL until edited, and a
 * plan's term, price and service fee come from the picked plan until edited.
 */
const calculatorSearch = searchOf({
  mode: oneOf(CALCULATOR_MODES, 'rig'),
  th: amount(1e9, 100, { positive: true }),
  unit: oneOf(HASHRATE_UNITS, 'TH'),
  w: amount(1e12, 1750),
  kwh: amount(100, 0.06),
  pool: amount(100, 2.5),
  uptime: amount(100, 100),
  btc: maybeAmount(1e9, { positive: true }),
  diff: maybeAmount(1e21, { positive: true }),
  reward: maybeAmount(100),
  fees: maybeAmount(100),
  rig: maybeAmount(1e10),
  plan: maybeText(new RegExp(`^${SLUG}$`)),
  term: maybeWhole(1, 10_000),
  price: maybeAmount(1e10),
  fee: maybeAmount(100),
  /** Units of the plan (plan mode): the hashrate and the price are a unit's, times this. */
  units: whole(1, 1000, 1),
});

/**
 * The customer's side of the miner coupon market (`/dashboard/coupons/*`): the tabs and their filters, the stock
 * log's operations, and the ids its search params take (runtime/http/contract/minerCoupons.ts HOLDING_STATES,
 * LISTING_FILTERS, PURCHASE_FILTERS, STOCK_OPS and the id patterns; tests/unit/minerCouponsDashboardPage.test.tsx
 * keeps them equal). Path params stay slugs, as every route's (spec section 2 writes `couponDetail/C1`): the detail
 * pages check an id's format themselves and answer a malformed one with the 404 page.
 */
export const COUPON_DASHBOARD_TAB_VALUES = ['holdings', 'listings', 'purchases', 'sold'] as const;
export const COUPON_HOLDING_FILTER_VALUES = ['all', 'usable', 'expired'] as const;
export const COUPON_LISTING_FILTER_VALUES = ['all', 'active', 'ended'] as const;
export const COUPON_PURCHASE_FILTER_VALUES = ['all', 'unpaid', 'paid', 'closed'] as const;
export const COUPON_STOCK_OP_VALUES = ['all', 'import', 'buy', 'list', 'unlist', 'sell', 'use'] as const;
export const COUPON_ID_PARAM = 'BMC\\d{6,12}';
export const COUPON_ORDER_PARAM = 'C\\d{14}';

/** A public page in the sitemap, white header, no guards; entries override what differs. */
const page = { params: [], guards: [], layout: 'default', view: 'placeholder', public: true } as const;
/** A logged-in page: never in the sitemap. */
const dashboard = { ...page, guards: ['authenticated'], public: false } as const;
const activity = { ...page, layout: 'activity' } as const;
const app = { ...page, layout: 'app', public: false } as const;
const appLogin = { ...app, guards: ['authenticatedH5'] } as const;
const mobile = { ...page, layout: 'empty', guards: ['mobileWebChange'] } as const;
const account = { ...page, layout: 'login', guards: ['notAuthenticated'], public: false } as const;
/** A plan's detail page: one view for every plan kind's URL (views/pages/storefront/plans). */
const goodsDetail = { ...page, guards: ['detailCheck'], public: false, view: 'planDetail' } as const;
const couponPage = { ...page, guards: ['authenticated', 'bitmainCoupon'], public: false } as const;

/**
 * The one source of routes (spec section 2). Each entry becomes a route under every locale prefix
 * (and unprefixed for English). Adding a page is adding one entry here plus its view.
 * Ids are the path with `/` as `.`, so `hrefFor('dashboard.order.detail', { orderNo })` reads like the URL.
 * Global guards (hk->sg, mobile prefix, root locale, geo block, crawlers, CAS ticket, route change) run on
 * every request and are not listed per entry; see runtime/guards/index.ts.
 */
export const routes = [
  // Top-level pages
  { ...page, id: 'home', path: '/', layout: 'transparentNav', pageCode: 'index', view: 'home' },
  { ...page, id: 'aboutus', path: '/aboutus', pageCode: 'aboutUs', view: 'aboutUs' },
  { ...page, id: 'bitmain', path: '/bitmain', layout: 'transparentNav', pageCode: 'bitman', view: 'bitmain' },
  {
    ...page,
    id: 'calculator',
    path: '/calculator',
    pageCode: 'calculator',
    view: 'calculator',
    search: calculatorSearch,
  },
  {
    ...page,
    id: 'changeAddress',
    path: '/changeAddress',
    guards: ['authenticated'],
    public: false,
    view: 'changeAddress',
    search: changeAddressSearch,
  },
  { ...page, id: 'content', path: '/content', pageCode: 'miningAcademy', view: 'academy', search: academySearch },
  { ...page, id: 'coop', path: '/coop', layout: 'transparentNav', pageCode: 'cooperation', view: 'coop' },
  {
    ...page,
    id: 'coupons',
    path: '/coupons',
    pageCode: 'minerCoupon',
    view: 'couponMarket',
    search: couponMarketSearch,
  },
  { ...dashboard, id: 'dashboard', path: '/dashboard', guards: ['authenticated', 'toHashrate'] },
  {
    ...page,
    id: 'detailShareMid',
    path: '/detailShareMid',
    layout: 'empty',
    public: false,
    view: 'detailShareMid',
    search: searchOf({
      goodsId: maybeText(new RegExp(`^${SLUG}$`), 64),
    }),
  },
  { ...page, id: 'download', path: '/download', guards: ['toDownload'], view: 'download' },
  { ...page, id: 'easy', path: '/easy', pageCode: 'easyPlans', view: 'easy' },
  { ...page, id: 'FuFuMinerOS', path: '/FuFuMinerOS', view: 'minerOs' },
  { ...page, id: 'list', path: '/list', layout: 'transparentNav', pageCode: 'goodsList', view: 'list' },
  { ...page, id: 'miner', path: '/miner', view: 'minerModels' },
  { ...page, id: 'Miner-Enhancing', path: '/Miner-Enhancing', view: 'minerEnhancing' },
  {
    ...page,
    id: 'minerSale',
    path: '/minerSale',
    view: 'minerSale',
    search: searchOf({
      model: maybeText(/^[a-z0-9]{2,24}$/),
      sort: oneOf(MINER_SALE_SORT_VALUES, 'recommended'),
    }),
  },
  { ...page, id: 'minerSale.s19xp', path: '/minerSale/s19xp', view: 'minerS19xp' },
  { ...page, id: 'mining', path: '/mining', view: 'miningServices' },
  {
    ...page,
    id: 'news',
    path: '/news',
    pageCode: 'news',
    view: 'news',
    search: searchOf({ category: maybeOneOf(NEWS_CATEGORY_VALUES), page: pageNumber }),
  },
  { ...page, id: 'points', path: '/points', view: 'points' },
  { ...page, id: 'pool', path: '/pool', view: 'poolPublic' },
  /**
   * A pool observer link (`/dashboard/pool/observerUrl`): read-only, no login; the token is a secret,
   * so the page stays out of the sitemap. A token that is malformed (not OBSERVER_TOKEN), unknown,
   * expired or deleted is the 404 page.
   */
  {
    ...page,
    id: 'observer',
    path: '/observer/{token}',
    params: [required('token')],
    public: false,
    view: 'poolObserver',
    search: searchOf({
      sort: oneOf(WORKER_SORT_VALUES, 'name'),
      order: direction('asc'),
    }),
  },
  { ...page, id: 'rental', path: '/rental', pageCode: 'minerList', view: 'rental' },
  { ...page, id: 'task', path: '/task', pageCode: 'rewards', view: 'task' },
  { ...page, id: 'vip', path: '/vip', view: 'vip' },
  { ...page, id: 'supplier-list', path: '/supplier-list', view: 'supplierList', search: supplierSearch },
  { ...page, id: 'investors', path: '/investors', layout: 'transparentNav', pageCode: 'investors', view: 'investors' },

  // Activity pages: one campaign view for every campaign (views/features/campaigns/campaignQueries.ts maps them)
  { ...activity, id: 'activity.2024MayPizza', path: '/activity/2024MayPizza', view: 'campaign' },
  { ...activity, id: 'activity.DecemberActivity', path: '/activity/DecemberActivity', view: 'campaign' },
  {
    ...activity,
    id: 'activity.invitee',
    path: '/activity/invitee',
    layout: 'h5_invite',
    view: 'campaignInvitee',
    // The invitation's code: `?inviteCode=` (older `?invite=`), or `?code=` as some campaign links have it.
    search: searchOf({ code: inviteCodeParam, inviteCode: inviteCodeParam, invite: inviteCodeParam }),
  },
  { ...activity, id: 'activity.July', path: '/activity/July', view: 'campaign' },
  { ...activity, id: 'activity.NovemberActivity', path: '/activity/NovemberActivity', view: 'campaign' },
  { ...activity, id: 'activity.noviceMarketing', path: '/activity/noviceMarketing', view: 'campaign' },
  { ...activity, id: 'activity.shortHashrate', path: '/activity/shortHashrate', view: 'campaign' },
  { ...activity, id: 'activity.trialCash', path: '/activity/trialCash', view: 'campaign' },
  { ...activity, id: 'activity.newcomers', path: '/activity/newcomers', view: 'campaign' },
  { ...activity, id: 'activity.h5.fufupoint', path: '/activity/h5/fufupoint', layout: 'h5_invite', view: 'campaign' },
  { ...activity, id: 'activity.h5.july', path: '/activity/h5/july', layout: 'h5_invite', view: 'campaign' },
  {
    ...activity,
    id: 'activity.detail',
    path: '/activity/{activityId}',
    params: [required('activityId')],
    public: false,
    view: 'campaign',
  },

  // App-embedded pages: pages that act for the user ask the native app to log in
  { ...app, id: 'app.augustActivity', path: '/app/augustActivity', view: 'campaign' },
  {
    ...appLogin,
    id: 'app.changeAddress',
    path: '/app/changeAddress',
    view: 'appChangeAddress',
    search: changeAddressSearch,
  },
  { ...app, id: 'app.DecemberActivity', path: '/app/DecemberActivity', view: 'campaign' },
  {
    ...appLogin,
    id: 'app.inviteActivity',
    path: '/app/inviteActivity',
    view: 'appInviteActivity',
    search: searchOf({ activityId: appInviteCampaignParam }),
  },
  {
    ...appLogin,
    id: 'app.inviteActivity.detail',
    path: '/app/inviteActivity/detail',
    view: 'appInviteActivityDetail',
    search: searchOf({ activityId: appInviteCampaignParam, page: pageNumber }),
  },
  { ...appLogin, id: 'app.inviteFer', path: '/app/inviteFer', view: 'appInviteFer' },
  {
    ...appLogin,
    id: 'app.inviteFer.detail',
    path: '/app/inviteFer/detail',
    view: 'appInviteFerDetail',
    search: searchOf({ tab: oneOf(INVITE_HISTORY_TAB_VALUES, 'rewards'), page: pageNumber }),
  },
  { ...app, id: 'app.mayPizza', path: '/app/mayPizza', view: 'campaign' },
  { ...app, id: 'app.NovemberActivity', path: '/app/NovemberActivity', view: 'campaign' },
  { ...app, id: 'app.protocol', path: '/app/protocol', view: 'appProtocol', search: appProtocolSearch },
  { ...appLogin, id: 'app.task', path: '/app/task', view: 'task' },
  { ...app, id: 'app.trialCash', path: '/app/trialCash', view: 'campaign' },
  { ...appLogin, id: 'app.vip', path: '/app/vip', view: 'appVip' },
  {
    ...appLogin,
    id: 'app.vip.record',
    path: '/app/vip/record',
    view: 'appVipRecord',
    search: searchOf({ page: pageNumber }),
  },
  { ...app, id: 'app.vip.rules', path: '/app/vip/rules', view: 'appVipRules' },

  // Coupon pages
  { ...couponPage, id: 'coupons.buy', path: '/coupons/buy', view: 'couponBuy' },
  {
    ...couponPage,
    id: 'coupons.sale',
    path: '/coupons/sale',
    view: 'couponSale',
    /** The held coupon to list, preselected (the holdings' "List for sale"); anything else is no choice. */
    search: searchOf({
      couponId: maybeText(new RegExp(`^${COUPON_ID_PARAM}$`)),
    }),
  },
  {
    ...couponPage,
    id: 'coupons.tradingHistory',
    path: '/coupons/tradingHistory',
    view: 'couponTrades',
    search: searchOf({ page: pageNumber }),
  },
  // The market's couponId is a listing's id (a delegate order, D…: runtime/http/contract/minerCoupons.ts).
  {
    ...couponPage,
    id: 'coupons.detail',
    path: '/coupons/detail/{couponId}',
    params: [optional('couponId')],
    view: 'couponDetail',
  },

  // Dashboard pages
  { ...dashboard, id: 'dashboard.address', path: '/dashboard/address', view: 'payoutAddresses' },
  {
    ...dashboard,
    id: 'dashboard.coupon',
    path: '/dashboard/coupon',
    view: 'dashboardCoupons',
    search: searchOf({ status: oneOf(COUPON_TAB_VALUES, 'all') }),
  },
  { ...dashboard, id: 'dashboard.freeHashrate', path: '/dashboard/freeHashrate', view: 'freeHashrate' },
  {
    ...dashboard,
    id: 'dashboard.hosting',
    path: '/dashboard/hosting',
    view: 'hosting',
    search: searchOf({
      status: oneOf(HOSTING_FILTER_VALUES, 'all'),
      sort: oneOf(HOSTING_SORT_VALUES, 'minerId'),
      order: direction('asc'),
      /** The miner the chart shows (the whole fleet when absent). */
      miner: maybeText(/^M\d{14}-\d{2,3}$/),
    }),
  },
  {
    ...dashboard,
    id: 'dashboard.order',
    path: '/dashboard/order',
    view: 'orders',
    search: searchOf({ tab: oneOf(ORDER_TAB_VALUES, 'all'), page: pageNumber }),
  },
  {
    ...dashboard,
    id: 'dashboard.order.detail',
    path: '/dashboard/order/detail/{orderNo}',
    params: [optional('orderNo')],
    view: 'orderDetail',
  },
  { ...dashboard, id: 'dashboard.rewards', path: '/dashboard/rewards', view: 'dashboardRewards' },
  { ...dashboard, id: 'dashboard.setting', path: '/dashboard/setting', view: 'settings' },
  {
    ...dashboard,
    id: 'dashboard.coupons',
    path: '/dashboard/coupons',
    view: 'minerCouponsDashboard',
    search: searchOf({
      tab: oneOf(COUPON_DASHBOARD_TAB_VALUES, 'holdings'),
      holding: oneOf(COUPON_HOLDING_FILTER_VALUES, 'all'),
      listing: oneOf(COUPON_LISTING_FILTER_VALUES, 'all'),
      purchase: oneOf(COUPON_PURCHASE_FILTER_VALUES, 'all'),
      page: pageNumber,
    }),
  },
  {
    ...dashboard,
    id: 'dashboard.coupons.importCouponGuides',
    path: '/dashboard/coupons/importCouponGuides',
    view: 'minerCouponsImport',
  },
  {
    ...dashboard,
    id: 'dashboard.coupons.stocksOpLog',
    path: '/dashboard/coupons/stocksOpLog',
    view: 'minerCouponsStockLog',
    search: searchOf({
      /** One coupon issue's operations (its detail page links here), else all. */
      coupon: maybeText(new RegExp(`^${COUPON_ID_PARAM}$`)),
      op: oneOf(COUPON_STOCK_OP_VALUES, 'all'),
      from: utcDay,
      to: utcDay,
      page: pageNumber,
    }),
  },
  {
    ...dashboard,
    id: 'dashboard.coupons.withdrawRecord',
    path: '/dashboard/coupons/withdrawRecord',
    view: 'minerCouponsProceeds',
    search: searchOf({ page: pageNumber }),
  },
  {
    ...dashboard,
    id: 'dashboard.coupons.couponDetail',
    path: '/dashboard/coupons/couponDetail/{couponId}',
    params: [optional('couponId')],
    view: 'minerCouponsHoldingDetail',
  },
  {
    ...dashboard,
    id: 'dashboard.coupons.purchaseOrderDetail',
    path: '/dashboard/coupons/purchaseOrderDetail/{orderNo}',
    params: [optional('orderNo')],
    view: 'minerCouponsPurchaseDetail',
  },
  {
    ...dashboard,
    id: 'dashboard.coupons.soldOrderDetail',
    path: '/dashboard/coupons/soldOrderDetail/{delegateId}',
    params: [optional('delegateId')],
    view: 'minerCouponsSoldDetail',
  },
  {
    ...dashboard,
    id: 'dashboard.hashrate',
    path: '/dashboard/hashrate',
    view: 'hashrate',
    search: searchOf({
      currency: dashboardCurrency,
      range: oneOf(OUTPUT_RANGE_VALUES, '30d'),
      unit: oneOf(OUTPUT_UNIT_VALUES, 'BTC'),
    }),
  },
  {
    ...dashboard,
    id: 'dashboard.hashrate.output',
    path: '/dashboard/hashrate/output',
    view: 'hashrateOutput',
    search: searchOf({
      currency: dashboardCurrency,
      order: maybeText(new RegExp(`^${SLUG}$`), 40),
      from: utcDay,
      to: utcDay,
    }),
  },
  { ...dashboard, id: 'dashboard.invite', path: '/dashboard/invite', view: 'dashboardInvite' },
  {
    ...dashboard,
    id: 'dashboard.invite.history',
    path: '/dashboard/invite/history',
    view: 'dashboardInviteHistory',
    search: searchOf({ tab: oneOf(INVITE_HISTORY_TAB_VALUES, 'friends'), page: pageNumber }),
  },
  { ...dashboard, id: 'dashboard.kyc', path: '/dashboard/kyc', view: 'kyc' },
  { ...dashboard, id: 'dashboard.kyc.kycBase', path: '/dashboard/kyc/kycBase', view: 'kycBase' },
  { ...dashboard, id: 'dashboard.kyc.kycEnterprise', path: '/dashboard/kyc/kycEnterprise', view: 'kycEnterprise' },
  { ...dashboard, id: 'dashboard.kyc.supplement', path: '/dashboard/kyc/supplement', view: 'kycSupplement' },
  { ...dashboard, id: 'dashboard.loanService', path: '/dashboard/loanService', view: 'loanService' },
  { ...dashboard, id: 'dashboard.loanService.LTV', path: '/dashboard/loanService/LTV', view: 'loanLtv' },
  {
    ...dashboard,
    id: 'dashboard.loanService.loanDetail',
    path: '/dashboard/loanService/loanDetail/{loanId}',
    params: [optional('loanId')],
    view: 'loanDetail',
  },
  {
    ...dashboard,
    id: 'dashboard.loanService.repayDetail',
    path: '/dashboard/loanService/repayDetail/{orderNo}',
    params: [optional('orderNo')],
    view: 'loanRepay',
  },
  {
    ...dashboard,
    id: 'dashboard.points',
    path: '/dashboard/points',
    view: 'dashboardPoints',
    search: searchOf({ type: oneOf(POINTS_TAB_VALUES, 'all'), page: pageNumber }),
  },
  { ...dashboard, id: 'dashboard.points.plan', path: '/dashboard/points/plan', view: 'dashboardPointsPlan' },
  {
    ...dashboard,
    id: 'dashboard.pool',
    path: '/dashboard/pool',
    view: 'pool',
    search: searchOf({ sub: subAccountParam, range: poolRange }),
  },
  {
    ...dashboard,
    id: 'dashboard.pool.alarm',
    path: '/dashboard/pool/alarm',
    view: 'poolAlarm',
    search: searchOf({ sub: subAccountParam }),
  },
  {
    ...dashboard,
    id: 'dashboard.pool.detail',
    path: '/dashboard/pool/detail',
    view: 'poolDetail',
    search: searchOf({
      sub: subAccountParam,
      status: oneOf(WORKER_FILTER_VALUES, 'all'),
      q: text(64, ''),
      sort: oneOf(WORKER_SORT_VALUES, 'name'),
      order: direction('asc'),
    }),
  },
  {
    ...dashboard,
    id: 'dashboard.pool.observerUrl',
    path: '/dashboard/pool/observerUrl',
    view: 'poolObserverLinks',
    search: searchOf({ sub: subAccountParam }),
  },
  { ...dashboard, id: 'dashboard.pool.poolManage', path: '/dashboard/pool/poolManage', view: 'poolManage' },
  {
    ...dashboard,
    id: 'dashboard.pool.transfer',
    path: '/dashboard/pool/transfer',
    view: 'poolTransfer',
    search: searchOf({ tab: oneOf(POOL_TRANSFER_TAB_VALUES, 'sent'), page: pageNumber }),
  },
  {
    ...dashboard,
    id: 'dashboard.pool.transferDetail',
    path: '/dashboard/pool/transferDetail',
    view: 'poolTransferDetail',
    // A transfer id; anything else is no transfer (the 404 page).
    search: searchOf({ id: maybeWhole(1, 2_147_483_647) }),
  },
  { ...dashboard, id: 'dashboard.pool.walletList', path: '/dashboard/pool/walletList', view: 'poolWalletList' },
  {
    ...dashboard,
    id: 'dashboard.pool.account',
    path: '/dashboard/pool/account/{subAccountName}',
    params: [optional('subAccountName')],
    view: 'poolAccount',
    search: searchOf({ range: poolRange }),
  },
  { ...dashboard, id: 'dashboard.renew', path: '/dashboard/renew', view: 'renew' },
  {
    ...dashboard,
    id: 'dashboard.renew.elecWithhold',
    path: '/dashboard/renew/elecWithhold',
    view: 'renewElecWithhold',
  },
  {
    ...dashboard,
    id: 'dashboard.renew.detail',
    path: '/dashboard/renew/detail/{orderNo}',
    params: [optional('orderNo')],
    view: 'renewDetail',
  },
  { ...dashboard, id: 'dashboard.wallet', path: '/dashboard/wallet', view: 'wallet' },
  {
    ...dashboard,
    id: 'dashboard.wallet.history',
    path: '/dashboard/wallet/history',
    view: 'walletHistory',
    // The same lists as runtime/http/contract/wallet.ts (the manifest imports nothing from runtime).
    search: searchOf({
      type: oneOf(['all', 'deposit', 'withdrawal', 'payout'], 'all'),
      coin: oneOf(['all', 'USDT', 'BTC', 'ETH'], 'all'),
      status: oneOf(['all', 'submitted', 'reviewing', 'sent', 'failed', 'credited'], 'all'),
    }),
  },
  { ...dashboard, id: 'dashboard.serviceFee', path: '/dashboard/serviceFee', view: 'serviceFees' },
  {
    ...dashboard,
    id: 'dashboard.serviceFee.batchServiceFee',
    path: '/dashboard/serviceFee/batchServiceFee',
    // Every order that takes days, on the payment form (the same view as /pay/serviceFee).
    view: 'serviceFeePay',
    search: serviceFeeSearch,
  },

  // Mobile pages: desktop visitors go to the web twin
  { ...mobile, id: 'mobile.branding-download', path: '/mobile/branding-download', view: 'mobileDownload' },
  { ...mobile, id: 'mobile.download', path: '/mobile/download', view: 'mobileDownload' },
  {
    ...mobile,
    id: 'mobile.invitee',
    path: '/mobile/invitee',
    layout: 'h5_invite',
    view: 'mobileInvitee',
    // The invitation's code: `?code=` as the campaign links have it, or the sign-up pages' `?inviteCode=`/`?invite=`.
    search: searchOf({ code: inviteCodeParam, inviteCode: inviteCodeParam, invite: inviteCodeParam }),
  },
  { ...mobile, id: 'mobile.marketing', path: '/mobile/marketing', view: 'mobileMarketing' },
  { ...mobile, id: 'mobile.register', path: '/mobile/register', view: 'mobileRegister' },
  {
    ...mobile,
    id: 'mobile.register.gift',
    path: '/mobile/register/gift',
    view: 'mobileRegister',
    search: searchOf({ inviteCode: inviteCodeParam, invite: inviteCodeParam }),
  },

  // Other pages
  {
    ...dashboard,
    id: 'pay.serviceFee',
    path: '/pay/serviceFee',
    view: 'serviceFeePay',
    search: serviceFeeSearch,
  },
  {
    ...dashboard,
    id: 'pay.coupons.purchaseOrder',
    path: '/pay/coupons/purchaseOrder',
    view: 'couponPurchaseOrder',
    search: searchOf({
      orderNo: maybeText(new RegExp(`^${COUPON_ORDER_PARAM}$`)),
    }),
  },
  {
    ...page,
    id: 'topic.what-is-bitcoin-cloud-mining',
    path: '/topic/what-is-bitcoin-cloud-mining',
    view: 'cloudMiningTopic',
  },
  {
    ...page,
    id: 'subject.invite',
    path: '/subject/invite',
    layout: 'h5_invite',
    view: 'subjectInvite',
    search: searchOf({ inviteCode: inviteCodeParam, invite: inviteCodeParam }),
  },

  // Account pages
  { ...account, id: 'accounts.login.email', path: '/accounts/login/email', view: 'accountLogin' },
  { ...account, id: 'accounts.login.phone', path: '/accounts/login/phone', view: 'accountLogin' },
  { ...account, id: 'accounts.password.email', path: '/accounts/password/email', guards: [], view: 'accountPassword' },
  { ...account, id: 'accounts.password.phone', path: '/accounts/password/phone', guards: [], view: 'accountPassword' },
  { ...account, id: 'accounts.sign_up.email', path: '/accounts/sign_up/email', view: 'accountSignUp' },
  { ...account, id: 'accounts.sign_up.phone', path: '/accounts/sign_up/phone', view: 'accountSignUp' },

  // Parameterised routes
  {
    ...dashboard,
    id: 'pay.confirm.coupons',
    path: '/pay/confirm/coupons/{orderNo}',
    params: [optional('orderNo')],
    view: 'couponCashier',
  },
  {
    ...dashboard,
    id: 'pay.confirm',
    path: '/pay/confirm/{orderNo}',
    params: [optional('orderNo')],
    view: 'cashier',
  },
  {
    ...dashboard,
    id: 'pay.coupons',
    path: '/pay/coupons/{couponId}',
    params: [optional('couponId')],
    view: 'couponPay',
    /** The quantity chosen on the listing's page. */
    search: searchOf({ quantity: maybeWhole(1, 1000) }),
  },
  { ...dashboard, id: 'pay.detail', path: '/pay/detail/{orderNo}', params: [optional('orderNo')], view: 'payResult' },
  {
    ...dashboard,
    id: 'pay.minerSale',
    path: '/pay/minerSale/{id}',
    params: [optional('id')],
    view: 'minerSalePay',
  },
  {
    ...dashboard,
    id: 'pay',
    path: '/pay/{id}/{num}',
    params: [required('id'), required('num', DIGITS)],
    view: 'checkout',
  },
  {
    ...page,
    id: 'content.h5',
    path: '/content/h5/{articleId}',
    layout: 'empty',
    params: [optional('articleId')],
    public: false,
    view: 'academyH5',
    search: academySearch,
  },
  {
    ...page,
    id: 'content.article',
    path: '/content/{articleId}',
    pageCode: 'miningAcademy',
    params: [required('articleId')],
    public: false,
    view: 'academyArticle',
  },
  {
    ...page,
    id: 'news.h5',
    path: '/news/h5/{id}',
    layout: 'empty',
    params: [optional('id', DIGITS)],
    public: false,
    view: 'newsH5',
    search: searchOf({ category: maybeOneOf(NEWS_CATEGORY_VALUES), page: pageNumber }),
  },
  {
    ...page,
    id: 'news.article',
    path: '/news/{id}',
    pageCode: 'news',
    params: [required('id', DIGITS)],
    public: false,
    view: 'newsArticle',
  },
  { ...goodsDetail, id: 'easy.detail', path: '/easy/detail/{id}', params: [optional('id')] },
  // The free trial (goods type 1): its own view with the claim (views/pages/storefront/free).
  { ...goodsDetail, id: 'free.detail', path: '/free/detail/{id}', params: [optional('id')], view: 'freeTrial' },
  { ...goodsDetail, id: 'full.detail', path: '/full/detail/{id}', params: [optional('id')] },
  { ...goodsDetail, id: 'rental.detail', path: '/rental/detail/{id}', params: [optional('id')] },
  { ...goodsDetail, id: 'stable.detail', path: '/stable/detail/{id}', params: [optional('id')] },
  {
    ...goodsDetail,
    id: 'detail',
    path: '/detail/{id}',
    guards: ['detailRedirectRoute', 'detailCheck'],
    params: [optional('id')],
  },
  {
    ...page,
    id: 'protocol',
    path: '/protocol/{agreementId}',
    params: [optional('agreementId')],
    public: false,
    view: 'protocol',
  },
] as const satisfies readonly RouteEntry[];

export type RouteId = (typeof routes)[number]['id'];
export type ManifestRoute = (typeof routes)[number];
