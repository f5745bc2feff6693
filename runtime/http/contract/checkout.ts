import { z } from 'zod';
import { statusEnvelope } from './envelopes.ts';
import { minerCouponPurchase } from './minerCoupons.ts';
import { BATCH_ID_PATTERN, ELECTRICITY_BILLING, MANAGEMENT_FEE_RULES, MINER_CONDITIONS, saleBatch } from './miners.ts';
import { decimalString, paymentRecord } from './orders.ts';
import { goodsDetail } from './plans.ts';

export * from './checkoutValues.ts';

/**
 * Buying a plan (spec section 7, "orders": pay create, confirm, cancel, info, cashier, zero order):
 * what checkout needs to know, creating the order, paying it from balance or points (always behind
 * the fund-password verification task) or in crypto through the cashier, cancelling it, and what
 * happens to money paid over the price. Amounts are decimal strings: USD with 2 decimals, coins with
 * up to 8. 1 FuFu point is worth 1 USD (product research, section 8).
 */

export const POOLS = ['Antpool', 'F2Pool'] as const;
export type PoolName = (typeof POOLS)[number];

/** How an order is paid: the wallet's USD balance, FuFu points, or a coin sent to the cashier's address. */
export const PAY_METHODS = ['balance', 'points', 'crypto'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];

const orderNo = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/);
/** A client-made key of one payment attempt: the same key never charges twice. */
const requestId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters, digits, - or _');
const formBoolean = z.preprocess((value) => value === true || value === 'true', z.boolean());

export const payoutAddressEntry = z.object({
  address: z.string(),
  label: z.string(),
  isDefault: z.boolean(),
});

export const accountCoupon = z.object({
  couponId: z.string(),
  name: z.string(),
  /** Off the hashrate fee. */
  amountUsd: decimalString,
  /** The order's hashrate fee must be at least this. */
  minSpendUsd: decimalString,
  /** Goods types it applies to (11 full, 5 easy, 7 stable: runtime/domain/products.ts). */
  goodsTypes: z.array(z.number().int()),
  expireAt: z.string(),
});
export type AccountCoupon = z.infer<typeof accountCoupon>;

export const checkoutInfo = z.object({
  goods: goodsDetail,
  balanceUsd: decimalString,
  pointsBalance: decimalString,
  fundPasswordSet: z.boolean(),
  kycLevel: z.number().int().min(0).max(2),
  /** What the account may still buy: the level's limit less its paid orders. */
  kycRemainingUsd: decimalString,
  /** The account's payout addresses for the plan's coin, the default first. */
  addresses: z.array(payoutAddressEntry),
  /** The account's unused, unexpired coupons; which apply to this order is decided by their rules. */
  coupons: z.array(accountCoupon),
  /** An invited friend's discount off hashrate fees (INVITE_TERMS), while it lasts; null otherwise. */
  inviteeDiscount: z.object({ percent: z.number().int().min(1).max(100), until: z.string() }).nullable(),
  pools: z.array(z.object({ pool: z.enum(POOLS), feePercent: decimalString })),
});
export type CheckoutInfo = z.infer<typeof checkoutInfo>;

export const cashierAddress = z.object({
  coin: z.enum(['USDT', 'BTC', 'ETH']),
  network: z.string(),
  /** Unique to this order, coin and network. */
  address: z.string(),
  /** The exact amount still to send, in the coin. */
  amount: decimalString,
  /** USD per coin, fixed for the order's validity. */
  rateUsd: decimalString,
  /** Received at this address so far, in the coin. */
  received: decimalString,
  confirmations: z.number().int(),
});
export type CashierAddress = z.infer<typeof cashierAddress>;

/**
 * Where an order's payment stands: awaiting (nothing yet), underpaid (some received, the rest can be
 * sent within the validity), paid, expired or cancelled. `remainUsd` is money received over the
 * price (or on an order that expired or was cancelled), kept on the order until refunded or converted.
 */
export const PAYMENT_STATES = ['awaiting', 'underpaid', 'paid', 'expired', 'cancelled'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/**
 * What an order pays for (decision 102): a plan (hashrate for a term, the plan fields of the cashier) or a
 * batch of hosted miners (`minerSale`, the `miner` facts; its order numbers start with `M`), a points package
 * (`points`, T…) or miner coupons of a market listing (`minerCoupon`, the `coupon` facts, C…).
 */
export const PAYABLE_KINDS = ['plan', 'minerSale', 'points', 'minerCoupon', 'renew'] as const;
export type PayableKind = (typeof PAYABLE_KINDS)[number];

/** A miner purchase as the cashier shows it: the batch's terms as they were when the order was placed. */
export const minerPurchase = z.object({
  batchId: z.string().regex(BATCH_ID_PATTERN),
  modelId: z.string(),
  modelName: z.string(),
  condition: z.enum(MINER_CONDITIONS),
  quantity: z.number().int().min(1),
  /** One unit's hashrate and wall power. */
  hashrateTh: z.number().positive(),
  powerW: z.number().int().positive(),
  unitPriceUsd: decimalString,
  /** Unit price × quantity, and the first month of electricity when the batch prepays it (else 0). */
  minersUsd: decimalString,
  electricityUsd: decimalString,
  /** Days of electricity `electricityUsd` covers (0 when the batch deducts it from the output). */
  electricityDays: z.number().int().min(0),
  pool: z.string(),
  /** The farm hosting the miners, in the request's language. */
  site: z.object({ name: z.string(), country: z.string().length(2) }),
  estimatedStartOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  electricityUsdPerKwh: decimalString,
  electricityBilling: z.enum(ELECTRICITY_BILLING),
  managementFee: z.object({ rule: z.enum(MANAGEMENT_FEE_RULES), percent: decimalString }),
  warrantyMonths: z.number().int().min(0),
  /** The batch's payment deadline: the order's validity ends by it at the latest. */
  paymentDeadline: z.iso.datetime(),
});
export type MinerPurchase = z.infer<typeof minerPurchase>;

/** A points package bought through the cashier: its points and the bonus on top (1 point = 1 USD when spent). */
export const pointsPurchase = z.object({
  packageId: z.string(),
  points: z.number().int().positive(),
  bonusPoints: z.number().int().min(0),
});
export type PointsPurchase = z.infer<typeof pointsPurchase>;

/**
 * A renewal of a running plan (kind `renew`, orders R…: runtime/http/contract/renew.ts): the plan order it extends,
 * by how many days at which hashrate fee, and its end before and after. The plan fields of the cashier describe
 * that plan, with the renewal's days as its duration and its price as the hashrate fee.
 */
export const renewPurchase = z.object({
  planOrderNo: orderNo,
  days: z.number().int().positive(),
  hashrateFeePerThDayUsd: decimalString,
  endAt: z.iso.datetime(),
  newEndAt: z.iso.datetime(),
});
export type RenewPurchase = z.infer<typeof renewPurchase>;

export const cashier = z.object({
  orderNo,
  /**
   * A plan, a miner batch or a points package; a miner purchase fills `miner`, a points purchase `points`,
   * and both leave the plan-only fields at 0.
   */
  kind: z.enum(PAYABLE_KINDS),
  miner: minerPurchase.nullable(),
  points: pointsPurchase.nullable(),
  /** Miner coupons bought on the market (kind `minerCoupon`, orders C…: runtime/http/contract/minerCoupons.ts); null otherwise. */
  coupon: minerCouponPurchase.nullable(),
  /** A renewal of a plan (kind `renew`): what it extends; absent or null otherwise. */
  renewal: renewPurchase.nullable().optional(),
  goodsName: z.string(),
  goodsType: z.number().int(),
  quantity: z.number().int(),
  hashrateTh: z.number(),
  durationDays: z.number().int(),
  serviceFeePaidDays: z.number().int(),
  pool: z.enum(POOLS),
  payoutAddress: z.string(),
  hashrateFeeUsd: decimalString,
  serviceFeeUsd: decimalString,
  /** The invitee discount the order was priced with. */
  discountUsd: decimalString,
  couponUsd: decimalString,
  pointsUsd: decimalString,
  totalUsd: decimalString,
  /** Received towards the total, and what is still to pay. */
  paidUsd: decimalString,
  dueUsd: decimalString,
  remainUsd: decimalString,
  state: z.enum(PAYMENT_STATES),
  createdAt: z.string(),
  payExpireAt: z.string(),
  /** The cashier address opened for this order, if any (one coin per order). */
  crypto: cashierAddress.nullable(),
  payments: z.array(paymentRecord),
  balanceUsd: decimalString,
  pointsBalance: decimalString,
  fundPasswordSet: z.boolean(),
});
export type Cashier = z.infer<typeof cashier>;

/** Why an account may not claim the free trial: it did already, it registered too long ago, or none is left. */
export const FREE_TRIAL_REFUSALS = ['claimed', 'accountAge', 'soldOut'] as const;
export type FreeTrialRefusal = (typeof FREE_TRIAL_REFUSALS)[number];

export const freeTrialStatus = z.object({
  goodsId: z.string(),
  eligible: z.boolean(),
  /** Why not, when not eligible. */
  reason: z.enum(FREE_TRIAL_REFUSALS).nullable(),
  registeredAt: z.string(),
  /** The last moment the account may claim (registration + the rule's days). */
  claimBefore: z.string(),
  /** The account's trial order, once claimed (any trial goods counts: one per account). */
  claimedOrderNo: orderNo.nullable(),
  claimedAt: z.string().nullable(),
  /** The account's default payout address for the trial's coin, to prefill the claim. */
  defaultAddress: z.string().nullable(),
});
export type FreeTrialStatus = z.infer<typeof freeTrialStatus>;

/** Everything the miner checkout form needs for one sale batch. */
export const minerCheckoutInfo = z.object({
  batch: saleBatch,
  balanceUsd: decimalString,
  pointsBalance: decimalString,
  fundPasswordSet: z.boolean(),
  kycLevel: z.number().int().min(0).max(2),
  kycRemainingUsd: decimalString,
  /** The account's BTC payout addresses (the miners' output is paid in BTC), the default first. */
  addresses: z.array(payoutAddressEntry),
  /** The order's validity: this long after it is placed, or the batch's payment deadline if earlier. */
  payWindowMinutes: z.number().int().positive(),
});
export type MinerCheckoutInfo = z.infer<typeof minerCheckoutInfo>;

export const checkoutCalls = {
  /**
   * Whether the signed-in account may claim this free trial goods (goods type 1), and its trial order if it
   * has one. Other goods, or goods not on sale, answer 2001 as goodsDetail does. The claim itself is
   * `orderCreate` with the trial's goods id, quantity 1 and no service-fee days: no KYC needed, priced 0,
   * paid at once (`zero`); refused with `trialClaimed` or `trialAccountAge` (403) when not eligible.
   */
  freeTrialStatus: {
    method: 'GET',
    path: '/v1/app/auth/pay/freeTrial/status',
    private: true,
    query: z.object({ goodsId: z.string().min(1).max(64) }),
    response: statusEnvelope(freeTrialStatus),
  },
  /** Everything the checkout form needs for one plan; a plan not on sale answers 2001 as goodsDetail does. */
  checkoutInfo: {
    method: 'GET',
    path: '/v1/app/auth/pay/prepare',
    private: true,
    query: z.object({ goodsId: z.string().min(1).max(64) }),
    response: statusEnvelope(checkoutInfo),
  },
  /**
   * Creates the order, pending payment, with the price the server computes (the client's is a
   * preview). The same `requestId` returns the order it created before. A total of 0 (coupon and
   * points cover it) is paid at once: `zero` is true and the cashier is skipped.
   */
  orderCreate: {
    method: 'POST',
    path: '/v1/app/auth/pay/create',
    private: true,
    query: z.object({}),
    body: z.object({
      requestId,
      goodsId: z.string().min(1).max(64),
      quantity: z.coerce.number().int().min(1).max(100_000),
      pool: z.enum(POOLS),
      payoutAddress: z.string().trim().min(1).max(120),
      /** Saves a new address to the account's list (as the default when it has none). */
      saveAddress: formBoolean.default(false),
      /** Full plans: the first service-fee days (at least the plan's minimum, at most its term); 0 otherwise. */
      serviceFeeDays: z.coerce.number().int().min(0).max(3650),
      couponId: z.string().max(64).optional(),
      /** Points to use, in USD (1 point = 1 USD); at most what is left after the coupon. */
      pointsUsd: decimalString.optional(),
      agreed: formBoolean,
    }),
    response: statusEnvelope(z.object({ orderNo, totalUsd: decimalString, zero: z.boolean() })),
  },
  /** The miner checkout form's facts for one sale batch (closed ones too, to say why); unknown answers 404. */
  minerCheckoutInfo: {
    method: 'GET',
    path: '/v1/app/auth/pay/minerSale/prepare',
    private: true,
    query: z.object({ batchId: z.string().regex(BATCH_ID_PATTERN) }),
    response: statusEnvelope(minerCheckoutInfo),
  },
  /**
   * Places an order for miners of a sale batch, pending payment through the same cashier as plans (decision
   * 102): quantity within the batch's minimum, maximum and stock, a BTC payout address for the output, the
   * agreement, KYC as for plans. Refused with `batchClosed` after the payment deadline. The same `requestId`
   * returns the order it created before.
   */
  /**
   * Orders a points package, pending payment through the cashier with the wallet balance or crypto (never
   * points); paid, its points and bonus reach the account's points at once. The same `requestId` returns the
   * order it created before.
   */
  pointsOrderCreate: {
    method: 'POST',
    path: '/v1/app/auth/points/order',
    private: true,
    query: z.object({}),
    body: z.object({ requestId, packageId: z.string().regex(/^[a-z0-9-]{1,32}$/) }),
    response: statusEnvelope(z.object({ orderNo, totalUsd: decimalString, zero: z.boolean() })),
  },
  minerOrderCreate: {
    method: 'POST',
    path: '/v1/app/auth/pay/minerSale/create',
    private: true,
    query: z.object({}),
    body: z.object({
      requestId,
      batchId: z.string().regex(BATCH_ID_PATTERN),
      quantity: z.coerce.number().int().min(1).max(100_000),
      payoutAddress: z.string().trim().min(1).max(120),
      saveAddress: formBoolean.default(false),
      agreed: formBoolean,
    }),
    response: statusEnvelope(z.object({ orderNo, totalUsd: decimalString, zero: z.boolean() })),
  },
  /** The cashier's view of one order of this user. */
  orderCashier: {
    method: 'GET',
    path: '/v1/app/auth/pay/cashier',
    private: true,
    query: z.object({ orderNo }),
    response: statusEnvelope(cashier),
  },
  /** Opens (or returns) the order's crypto address for a coin and network; the amount due is quoted in the coin. */
  cashierAddress: {
    method: 'POST',
    path: '/v1/app/auth/pay/cashier/address',
    private: true,
    query: z.object({}),
    body: z.object({
      orderNo,
      coin: z.enum(['USDT', 'BTC', 'ETH']),
      network: z.string().min(1).max(20),
    }),
    response: statusEnvelope(cashierAddress),
  },
  /**
   * Pays the whole order from balance or points. Always answered first with a blocking auth task
   * (the fund password), and run once for its task result. The same `requestId` never charges twice:
   * a repeat answers the first attempt's outcome.
   */
  orderPay: {
    method: 'POST',
    path: '/v1/app/auth/pay/confirm',
    private: true,
    query: z.object({}),
    body: z.object({ orderNo, payMethod: z.enum(['balance', 'points']), requestId }),
    response: statusEnvelope(z.object({ orderNo, state: z.enum(PAYMENT_STATES) })),
  },
  /**
   * Cancels an unpaid order: the coupon and points it held come back, and crypto already received
   * becomes remain funds. A paid, expired or cancelled order answers 409.
   */
  orderCancel: {
    method: 'POST',
    path: '/v1/app/auth/pay/cancel',
    private: true,
    query: z.object({}),
    body: z.object({ orderNo }),
    response: statusEnvelope(z.object({ orderNo, state: z.enum(PAYMENT_STATES) })),
  },
  /** Settles the order's remain funds: back to the wallet balance, or converted to points; one ledger transaction. */
  orderRemain: {
    method: 'POST',
    path: '/v1/app/auth/pay/remain',
    private: true,
    query: z.object({}),
    body: z.object({ orderNo, action: z.enum(['refund', 'points']) }),
    response: statusEnvelope(z.object({ orderNo, settledUsd: decimalString })),
  },
} as const;
