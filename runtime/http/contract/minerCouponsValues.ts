/** The miner coupon market's values the pages use too, without zod (the call schemas are in minerCoupons.ts). */

/** The issuer of every coupon on the market. */
export const MINER_COUPON_ISSUERS = ['Bitmain'] as const;
/** A coupon takes at most this share of a miner order (product research: 10–30%). */
export const MINER_COUPON_MAX_DEDUCTION_PERCENT = 30;
/**
 * The marketplace's fee on a sale, in basis points of the sale (200 = 2%), paid by the seller out of the proceeds:
 * rounded half up to the cent per purchase order; the buyer pays the listing price only.
 */
export const MINER_COUPON_FEE_BP = 200;
/** A listing's price per coupon: at least this share of the face value and at least $1.00, at most the face value. */
export const MINER_COUPON_PRICE_RANGE = { minPercentOfFace: 10, maxPercentOfFace: 100, minUsd: '1.00' } as const;
/** At most this many coupons in one listing or one purchase order. */
export const MINER_COUPON_MAX_QUANTITY = 1000;

export const COUPON_ID_PATTERN = /^BMC\d{6,12}$/;
export const DELEGATE_ID_PATTERN = /^D\d{6,12}$/;
/** A coupon purchase order: `C`, the UTC day it was placed, the row (plans P…, miners M…, points T…). */
export const COUPON_ORDER_PATTERN = /^C\d{14}$/;
export const COUPON_ORDER_PREFIX = 'C';
/** A manufacturer's transfer code that imports coupons into the account (`bmCouponImport`). */
export const IMPORT_CODE_PATTERN = /^BMT-[A-Z0-9]{4}-[A-Z0-9]{4}$/;

/** A listing's state; `listed` and `partiallySold` listings with coupons left are on the market. */
export const LISTING_STATES = ['listed', 'partiallySold', 'sold', 'cancelled', 'expired'] as const;
export type ListingState = (typeof LISTING_STATES)[number];
/** My listings' tabs: all, the ones on the market (listed, partially sold), the ended ones. */
export const LISTING_FILTERS = ['all', 'active', 'ended'] as const;
export type ListingFilter = (typeof LISTING_FILTERS)[number];
/** A held coupon: usable until it expires. */
export const HOLDING_STATES = ['usable', 'expired'] as const;
/**
 * A purchase order's payment state: the cashier's PAYMENT_STATES (runtime/http/contract/checkout.ts; a unit test
 * keeps them equal; not imported because checkout.ts imports minerCoupons.ts).
 */
export const PURCHASE_STATES = ['awaiting', 'underpaid', 'paid', 'expired', 'cancelled'] as const;
export type PurchaseState = (typeof PURCHASE_STATES)[number];
export const PURCHASE_FILTERS = ['all', 'unpaid', 'paid', 'closed'] as const;

/** The market's sort orders (`/coupons?sort=&dir=`, manifest MINER_COUPON_SORT_VALUES) and validity filters. */
export const MARKET_SORTS = ['price', 'discount', 'expiry'] as const;
export type MarketSort = (typeof MARKET_SORTS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
/** Remaining validity: under 30 days, 30 to 90 days, over 90 days (whole days left). */
export const VALIDITY_FILTERS = ['all', 'under30', '30to90', 'over90'] as const;
export type ValidityFilter = (typeof VALIDITY_FILTERS)[number];

/**
 * A stock operation: what changed the account's held quantity of a coupon. `change` is the effect on what the
 * account holds (and may list or use): `import` +, `buy` +, `unlist` + (a cancelled listing's unsold coupons back),
 * `list` − (moved into a listing), `use` − (sent to the issuer for a miner order), `sell` 0 (coupons of a listing
 * sold; they left the holdings when listed).
 */
export const STOCK_OPS = ['import', 'buy', 'list', 'unlist', 'sell', 'use'] as const;
export type StockOp = (typeof STOCK_OPS)[number];

export const MINER_COUPON_ERRORS = {
  notFound: 'no such coupon listing',
  couponNotFound: 'no such coupon in your holdings',
  orderNotFound: 'no such coupon order',
  price: 'listing price out of range',
  quantity: 'quantity outside what is available',
  /** Nothing left to buy: sold, or every coupon left is reserved by another buyer's unpaid order. */
  soldOut: 'coupon sold out',
  expired: 'coupon expired',
  cancelled: 'listing cancelled',
  own: 'you cannot buy your own listing',
  notTransferable: 'coupon is not transferable',
  /** Cancelling a listing while a buyer is paying for part of it: wait until that order is paid or expires. */
  reserved: 'listing has an unpaid order',
  ended: 'listing already ended',
  importCode: 'unknown or used import code',
  requestReused: 'requestId: used for another request',
} as const;
export type MinerCouponError = keyof typeof MINER_COUPON_ERRORS;
