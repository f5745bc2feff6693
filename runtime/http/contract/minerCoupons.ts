import { z } from 'zod';
import { statusEnvelope } from './envelopes.ts';
import { noInput } from './fields.ts';
import {
  COUPON_ID_PATTERN,
  COUPON_ORDER_PATTERN,
  DELEGATE_ID_PATTERN,
  HOLDING_STATES,
  IMPORT_CODE_PATTERN,
  LISTING_FILTERS,
  LISTING_STATES,
  MARKET_SORTS,
  MINER_COUPON_ISSUERS,
  MINER_COUPON_MAX_DEDUCTION_PERCENT,
  MINER_COUPON_MAX_QUANTITY,
  PURCHASE_FILTERS,
  PURCHASE_STATES,
  SORT_DIRECTIONS,
  STOCK_OPS,
  VALIDITY_FILTERS,
} from './minerCouponsValues.ts';
import { decimalString } from './orders.ts';

export * from './minerCouponsValues.ts';

/**
 * The miner coupon marketplace (spec section 7, "miner coupon marketplace (bm/...)"; product research sections 5
 * and 10). A miner coupon is a voucher the manufacturer (Bitmain) issues: a face value in USD that offsets part of
 * a miner order, at most `maxDeductionPercent` of it (up to 30%), valid until `expireAt`; a transferable coupon may
 * be sold to another user. Coupons of one issue (`couponId`) are held in quantities.
 *
 * - A seller lists held coupons for a price per coupon: a delegate order (`delegateId`, the market's "couponId"
 *   in the URL `/coupons/detail/{couponId}` and `/pay/coupons/{couponId}`), whole or part of what they hold.
 * - A buyer orders whole or part of a listing (`bmOrderCreate`): the coupons are reserved for the order, which is
 *   paid through the checkout's cashier like every order (`orderCashier`, `orderPay` with `balance` only,
 *   `cashierAddress`, `orderCancel`; the cashier's `kind` is `minerCoupon`, its `coupon` field the purchase).
 *   Paid, the coupons reach the buyer and the proceeds less the fee reach the seller's wallet balance in the
 *   payment's ledger transaction. An unpaid order dies at its deadline (30 minutes, or the coupon's expiry if
 *   sooner) or when cancelled, and its coupons are back on the listing at once.
 * - A listing is `listed`, `partiallySold`, `sold`, `cancelled` (by the seller; what was not sold goes back to the
 *   seller's holdings) or `expired` (the coupon's validity ended: nothing more is sold or used).
 *
 * Amounts are USD decimal strings with 2 decimals; times are ISO 8601 UTC. Refusals answer 200 with `status`
 * 400 (input), 403 (the account may not), 404 (unknown) or 409 (the state) and a `message` of
 * MINER_COUPON_ERRORS, stable so the client can say it in the user's language.
 */

const isoTime = z.iso.datetime();
const couponId = z.string().regex(COUPON_ID_PATTERN);
const delegateId = z.string().regex(DELEGATE_ID_PATTERN);
const orderNo = z.string().regex(COUPON_ORDER_PATTERN);
const requestId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters, digits, - or _');
const quantity = z.coerce.number().int().min(1).max(MINER_COUPON_MAX_QUANTITY);
const count = z.number().int().min(0);
const paging = {
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};
const paged = { pageNo: z.number().int(), pageSize: z.number().int(), totalCount: z.number().int() };
/** A UTC calendar day, `2026-02-20` (an impossible one such as `2026-02-30` is refused). */
const utcDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a UTC day (YYYY-MM-DD)')
  .refine((day) => {
    const ms = Date.parse(`${day}T00:00:00Z`);
    return Number.isFinite(ms) && new Date(ms).toISOString().startsWith(day);
  }, 'must be a UTC day (YYYY-MM-DD)');
/** An optional query field sent empty (a form's cleared filter) is absent. */
const blankless = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema);
/** A percentage with 2 decimals ("12.50"). */
const percent = z.string().regex(/^\d{1,3}(\.\d{1,2})?$/);

/** What every coupon of one issue is: the same face value, models, cap and validity. */
export const minerCouponFacts = z.object({
  couponId,
  issuer: z.enum(MINER_COUPON_ISSUERS),
  /** The coupon's name as the issuer gives it (model line and value), e.g. "Antminer S21 series $500 coupon". */
  name: z.string(),
  faceValueUsd: decimalString,
  /** The miner models it applies to. */
  models: z.array(z.string()).min(1),
  /** At most this share of a miner order (1–30). */
  maxDeductionPercent: z.number().int().min(1).max(MINER_COUPON_MAX_DEDUCTION_PERCENT),
  issuedAt: isoTime,
  expireAt: isoTime,
  /** Whole days of validity left by the sandbox clock (0 once expired), and whether it has expired. */
  remainingDays: count,
  expired: z.boolean(),
  transferable: z.boolean(),
});
export type MinerCouponFacts = z.infer<typeof minerCouponFacts>;

/** A listing (delegate order) as the market and its seller see it. */
export const couponListing = minerCouponFacts.extend({
  delegateId,
  /** The seller's account, masked (spec section 5: masking helpers). */
  seller: z.string(),
  unitPriceUsd: decimalString,
  /** (face value − price) / face value, in percent with 2 decimals. */
  discountPercent: percent,
  /** Coupons put up; sold (paid orders); reserved by unpaid orders; left to buy now. */
  quantity: z.number().int().min(1),
  soldQuantity: count,
  reservedQuantity: count,
  remainingQuantity: count,
  state: z.enum(LISTING_STATES),
  listedAt: isoTime,
  /** When the listing ended: cancelled, sold out, or the coupon expired; null while on the market. */
  endedAt: isoTime.nullable(),
  /** The signed-in viewer's own listing (buying it is refused); false for a visitor. */
  own: z.boolean(),
});
export type CouponListing = z.infer<typeof couponListing>;

/** A seller's listing with what its sales brought: the buyers' payments, the fee and the net proceeds. */
export const myListing = couponListing.extend({
  grossUsd: decimalString,
  feeUsd: decimalString,
  netUsd: decimalString,
});
export type MyListing = z.infer<typeof myListing>;

/** A trade of the market: one paid purchase order, parties masked. */
export const couponTrade = z.object({
  /** The purchase order's number, its masked form ("C2026…0012"). */
  tradeId: z.string(),
  couponId,
  name: z.string(),
  faceValueUsd: decimalString,
  models: z.array(z.string()),
  quantity: z.number().int().min(1),
  unitPriceUsd: decimalString,
  discountPercent: percent,
  totalUsd: decimalString,
  buyer: z.string(),
  seller: z.string(),
  at: isoTime,
});
export type CouponTrade = z.infer<typeof couponTrade>;

/** Coupons of one issue the account holds. */
export const couponHolding = minerCouponFacts.extend({
  /** Held and free to list or use. */
  quantity: count,
  /** In the account's listings still on the market (not sold yet). */
  listedQuantity: count,
  /** Sent to the issuer for miner orders. */
  usedQuantity: count,
  state: z.enum(HOLDING_STATES),
});
export type CouponHolding = z.infer<typeof couponHolding>;

export const stockOperation = z.object({
  id: z.number().int(),
  couponId,
  name: z.string(),
  faceValueUsd: decimalString,
  op: z.enum(STOCK_OPS),
  /** Coupons the operation moved. */
  quantity: z.number().int().min(1),
  /** Its effect on the held quantity (see STOCK_OPS), and the held quantity after it. */
  change: z.number().int(),
  balanceAfter: count,
  /** The listing (list, unlist, sell), purchase order (buy, sell) or import code (import, masked) it came from. */
  reference: z.string().nullable(),
  at: isoTime,
});
export type StockOperation = z.infer<typeof stockOperation>;

/** A coupon purchase order (the buyer's side): what was bought, from whom, and where its payment stands. */
export const couponPurchaseOrder = z.object({
  orderNo,
  delegateId,
  coupon: minerCouponFacts,
  seller: z.string(),
  quantity: z.number().int().min(1),
  unitPriceUsd: decimalString,
  discountPercent: percent,
  totalUsd: decimalString,
  state: z.enum(PURCHASE_STATES),
  createdAt: isoTime,
  /** The payment deadline: 30 minutes after the order, or the coupon's expiry if sooner. */
  payExpireAt: isoTime,
  paidAt: isoTime.nullable(),
  payMethod: z.enum(['balance', 'crypto']).nullable(),
  /** Money on the order that is the buyer's (paid over the price, or sent to an order that died). */
  remainUsd: decimalString,
});
export type CouponPurchaseOrder = z.infer<typeof couponPurchaseOrder>;

/** A sale of one of the seller's listings: a buyer's paid order, with the fee and what reached the wallet. */
export const couponSale = z.object({
  orderNo,
  delegateId,
  couponId,
  name: z.string(),
  faceValueUsd: decimalString,
  buyer: z.string(),
  quantity: z.number().int().min(1),
  unitPriceUsd: decimalString,
  grossUsd: decimalString,
  feeUsd: decimalString,
  netUsd: decimalString,
  paidAt: isoTime,
});
export type CouponSale = z.infer<typeof couponSale>;

/** Sale proceeds credited to the wallet balance: one record per sale, its ledger transaction named. */
export const proceedsRecord = z.object({
  orderNo,
  delegateId,
  couponId,
  name: z.string(),
  quantity: z.number().int().min(1),
  grossUsd: decimalString,
  feeUsd: decimalString,
  netUsd: decimalString,
  /** Where the proceeds went: the account's USD wallet balance. */
  destination: z.literal('balance'),
  state: z.literal('credited'),
  /** The ledger transaction that moved them (the buyer's payment's). */
  txId: z.string(),
  at: isoTime,
});
export type ProceedsRecord = z.infer<typeof proceedsRecord>;

/** A miner coupon purchase as the cashier shows it (cashier `coupon`, kind `minerCoupon`). */
export const minerCouponPurchase = z.object({
  delegateId,
  couponId,
  name: z.string(),
  issuer: z.enum(MINER_COUPON_ISSUERS),
  faceValueUsd: decimalString,
  models: z.array(z.string()),
  maxDeductionPercent: z.number().int(),
  expireAt: isoTime,
  quantity: z.number().int().min(1),
  unitPriceUsd: decimalString,
  seller: z.string(),
});
export type MinerCouponPurchase = z.infer<typeof minerCouponPurchase>;

/** What `/pay/coupons/{couponId}` needs: the listing, the account's funds, and the order's terms. */
export const couponOrderPrepare = z.object({
  listing: couponListing,
  balanceUsd: decimalString,
  fundPasswordSet: z.boolean(),
  /** The order's validity: this long after it is placed, or the coupon's expiry if sooner. */
  payWindowMinutes: z.number().int().positive(),
});
export type CouponOrderPrepare = z.infer<typeof couponOrderPrepare>;

/** What the sale form needs: the coupons the account can list, and the rules it is checked by. */
export const couponSellPrepare = z.object({
  /** Held, unexpired and transferable coupons with a quantity to list. */
  holdings: z.array(couponHolding),
  feeBp: z.number().int().min(0),
  priceRange: z.object({ minPercentOfFace: z.number(), maxPercentOfFace: z.number(), minUsd: decimalString }),
});
export type CouponSellPrepare = z.infer<typeof couponSellPrepare>;

const BM = '/v1/app/auth/bm';
const BM_PUBLIC = '/v1/app/common/bm';

export const minerCouponCalls = {
  /**
   * The market: listings with coupons left to buy (listed or partially sold, unexpired), filtered by a model and
   * remaining validity, sorted by price per coupon, discount to face value or expiry (`dir` defaults: price asc,
   * discount desc, expiry desc); `models` lists every model on the market for the filter. Public; a signed-in
   * viewer's own listings come with `own`.
   */
  bmMarketList: {
    method: 'GET',
    path: `${BM_PUBLIC}/market/list`,
    query: z.object({
      model: z.string().trim().max(60).optional(),
      validity: z.enum(VALIDITY_FILTERS).default('all'),
      sort: z.enum(MARKET_SORTS).default('price'),
      dir: z.enum(SORT_DIRECTIONS).optional(),
      ...paging,
    }),
    response: statusEnvelope(z.object({ data: z.array(couponListing), ...paged, models: z.array(z.string()) })),
  },
  /** One listing in any state (sold, cancelled, expired ones say so); unknown answers 404 `notFound`. */
  bmMarketDetail: {
    method: 'GET',
    path: `${BM_PUBLIC}/market/detail`,
    query: z.object({ delegateId }),
    response: statusEnvelope(couponListing),
  },
  /** The best asks: up to `limit` listings on the market, cheapest against face value first (the buyer's guide). */
  bmBestAsks: {
    method: 'GET',
    path: `${BM_PUBLIC}/market/bestAsks`,
    query: z.object({ limit: z.coerce.number().int().min(1).max(20).default(5) }),
    response: statusEnvelope(z.array(couponListing)),
  },
  /** Recent trades of the market, newest first: paid purchase orders, parties masked. Public. */
  bmTradeHistory: {
    method: 'GET',
    path: `${BM_PUBLIC}/market/trades`,
    query: z.object({ ...paging }),
    response: statusEnvelope(z.object({ data: z.array(couponTrade), ...paged })),
  },

  // ---- buying ----
  /** The buy page's facts for one listing (any state, to say why it cannot be bought); unknown answers 404. */
  bmOrderPrepare: {
    method: 'GET',
    path: `${BM}/order/prepare`,
    private: true,
    query: z.object({ delegateId }),
    response: statusEnvelope(couponOrderPrepare),
  },
  /**
   * Orders `quantity` coupons of a listing, reserved at once for the order (exactly one of two buyers racing for
   * the last coupon gets it; the other is refused `soldOut`), pending payment through the cashier from the wallet
   * balance or in crypto (never points). Refused: `own`, `cancelled`, `expired`, `soldOut`, `quantity` (more than
   * is left), `notFound`. The same `requestId` answers the order it created before.
   */
  bmOrderCreate: {
    method: 'POST',
    path: `${BM}/order/create`,
    private: true,
    query: noInput,
    body: z.object({ requestId, delegateId, quantity }),
    response: statusEnvelope(z.object({ orderNo, totalUsd: decimalString, payExpireAt: isoTime })),
  },
  /** The account's purchase orders, newest first (`unpaid`: awaiting or underpaid; `closed`: expired or cancelled). */
  bmPurchaseOrders: {
    method: 'GET',
    path: `${BM}/order/list`,
    private: true,
    query: z.object({ filter: z.enum(PURCHASE_FILTERS).default('all'), ...paging }),
    response: statusEnvelope(z.object({ data: z.array(couponPurchaseOrder), ...paged })),
  },
  /** One purchase order of the account (the result page and the dashboard's detail); another's answers 404. */
  bmPurchaseOrderDetail: {
    method: 'GET',
    path: `${BM}/order/detail`,
    private: true,
    query: z.object({ orderNo }),
    response: statusEnvelope(couponPurchaseOrder),
  },
  /** The account's unpaid coupon purchase orders (session state, spec section 3). */
  bmUnpaidCount: {
    method: 'GET',
    path: `${BM}/order/unpaidCount`,
    private: true,
    query: noInput,
    response: statusEnvelope(z.object({ count })),
  },

  // ---- holding and selling ----
  /** The coupons the account holds (quantity, listed or used > 0), soonest expiry first. */
  bmHoldings: {
    method: 'GET',
    path: `${BM}/holdings`,
    private: true,
    query: noInput,
    response: statusEnvelope(z.array(couponHolding)),
  },
  /** One coupon issue the account holds or held, with its listings; never held answers 404 `couponNotFound`. */
  bmCouponDetail: {
    method: 'GET',
    path: `${BM}/holdings/detail`,
    private: true,
    query: z.object({ couponId }),
    response: statusEnvelope(z.object({ holding: couponHolding, listings: z.array(myListing) })),
  },
  /** The sale form's facts: listable holdings, the fee and the price rule. */
  bmSellPrepare: {
    method: 'GET',
    path: `${BM}/delegate/prepare`,
    private: true,
    query: noInput,
    response: statusEnvelope(couponSellPrepare),
  },
  /**
   * Lists held coupons for a price per coupon (behind the security verification task: the account's strongest
   * factor). Refused: `couponNotFound`, `notTransferable`, `expired`, `quantity` (more than held), `price` (outside
   * MINER_COUPON_PRICE_RANGE). The same `requestId` answers the listing it made.
   */
  bmDelegateCreate: {
    method: 'POST',
    path: `${BM}/delegate/create`,
    private: true,
    query: noInput,
    body: z.object({ requestId, couponId, quantity, unitPriceUsd: decimalString }),
    response: statusEnvelope(z.object({ delegateId, state: z.enum(LISTING_STATES) })),
  },
  /**
   * Cancels a listing of the account: its unsold coupons go back to the holdings. Refused `reserved` while a buyer's
   * unpaid order holds part of it, `ended` when it is sold, cancelled or expired already.
   */
  bmDelegateCancel: {
    method: 'POST',
    path: `${BM}/delegate/cancel`,
    private: true,
    query: noInput,
    body: z.object({ delegateId }),
    response: statusEnvelope(z.object({ delegateId, state: z.enum(LISTING_STATES), returnedQuantity: count })),
  },
  /** The account's listings, newest first, with what each sold. */
  bmDelegates: {
    method: 'GET',
    path: `${BM}/delegate/list`,
    private: true,
    query: z.object({ filter: z.enum(LISTING_FILTERS).default('all'), ...paging }),
    response: statusEnvelope(z.object({ data: z.array(myListing), ...paged })),
  },
  /** The sales of the account's listings (buyers' paid orders), newest first. */
  bmSoldOrders: {
    method: 'GET',
    path: `${BM}/delegate/sold`,
    private: true,
    query: z.object({ ...paging }),
    response: statusEnvelope(z.object({ data: z.array(couponSale), ...paged })),
  },
  /** One listing of the account with each sale of it; another's or unknown answers 404 `notFound`. */
  bmSoldOrderDetail: {
    method: 'GET',
    path: `${BM}/delegate/detail`,
    private: true,
    query: z.object({ delegateId }),
    response: statusEnvelope(z.object({ listing: myListing, sales: z.array(couponSale) })),
  },
  /**
   * The account's stock operations, newest first: of one coupon issue or all, of one operation (`op`) or all, from
   * `from` to `to` (UTC days, both included; either open). Filtered before paging: `totalCount` counts the filter;
   * `balanceAfter` stays the held quantity after each operation. A malformed or impossible day, an unknown `op`
   * or `to` before `from` answers 400.
   */
  bmStockLog: {
    method: 'GET',
    path: `${BM}/stock/log`,
    private: true,
    query: z
      .object({
        couponId: couponId.optional(),
        op: blankless(z.enum(STOCK_OPS).optional()),
        from: blankless(utcDay.optional()),
        to: blankless(utcDay.optional()),
        ...paging,
      })
      .refine((query) => !query.from || !query.to || query.from <= query.to, {
        path: ['to'],
        message: 'must not be before from',
      }),
    response: statusEnvelope(z.object({ data: z.array(stockOperation), ...paged })),
  },
  /** Sale proceeds credited to the wallet balance (the withdraw record), newest first, with their total. */
  bmProceedsRecords: {
    method: 'GET',
    path: `${BM}/proceeds/list`,
    private: true,
    query: z.object({ ...paging }),
    response: statusEnvelope(z.object({ data: z.array(proceedsRecord), ...paged, totalNetUsd: decimalString })),
  },
  /**
   * Imports coupons with a transfer code from the issuer's account (the import guide's last step): the code's
   * coupons join the holdings (stock op `import`). Refused `importCode` (unknown or used), `expired`.
   */
  bmCouponImport: {
    method: 'POST',
    path: `${BM}/holdings/import`,
    private: true,
    query: noInput,
    body: z.object({ code: z.string().trim().toUpperCase().regex(IMPORT_CODE_PATTERN) }),
    response: statusEnvelope(z.object({ couponId, quantity: z.number().int().min(1) })),
  },
  /**
   * Uses held coupons: sends them to the issuer's shop for a miner order (stock op `use`); the answer's `redeemCode`
   * is entered at the issuer's checkout. Refused `expired`, `quantity`, `couponNotFound`. The same `requestId`
   * answers the first use.
   */
  bmCouponUse: {
    method: 'POST',
    path: `${BM}/holdings/use`,
    private: true,
    query: noInput,
    body: z.object({ requestId, couponId, quantity }),
    response: statusEnvelope(z.object({ couponId, quantity: z.number().int().min(1), redeemCode: z.string() })),
  },
} as const;
