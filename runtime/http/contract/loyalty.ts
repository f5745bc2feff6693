import { z } from 'zod';
import { statusEnvelope } from './envelopes.ts';
import { decimalString } from './orders.ts';

/**
 * Rewards: FuFu Points and VIP levels (spec: "vipInfo (vipLevel, 1 to 5)", the points pages). The VIP
 * table is public; an account's standing and its points movements are private and read-only (the
 * wallet's ledger holds the points: 1 point = 1 USD, so amounts are USD decimal strings).
 */
export const VIP_LEVELS = [1, 2, 3, 4, 5] as const;
export const TOP_VIP_LEVEL = 5;

/** A signed amount: points in (+) or out (-) of the account. */
export const signedDecimal = z.string().regex(/^-?\d{1,15}(\.\d{1,8})?$/, 'is not a signed decimal amount');

/** The ledger's kinds of a points movement (sandbox/features/wallet/ledger.ts). */
export const POINTS_KINDS = [
  'adjustment',
  'hold',
  'release',
  'payment',
  'crypto',
  'refund',
  'convert',
  'reward',
  'pointsPurchase',
] as const;
export type PointsKind = (typeof POINTS_KINDS)[number];

export const vipLevel = z.object({
  level: z.number().int().min(1).max(TOP_VIP_LEVEL),
  /** The level's name in the request's language. */
  name: z.string(),
  /** Total of paid orders (USD) in the evaluation window needed to reach the level. */
  requirementUsd: decimalString,
  /** Paid to the member when an invited friend's first order (over $100, within 30 days) is paid. */
  firstOrderBonusUsd: decimalString,
  /** Share of invited friends' hashrate fees paid back as points, percent ("1.5"). */
  rebatePercent: decimalString,
  /** Days after a friend's sign-up during which the rebate is paid. */
  rebateDays: z.number().int().positive(),
  /** Discount on service fees, percent ("0" for none). */
  serviceFeeDiscountPercent: decimalString,
  /** What else the level brings, in the request's language. */
  perks: z.array(z.string()),
});
export type VipLevel = z.infer<typeof vipLevel>;

export const vipRules = z.object({
  /** Paid orders of this many months before an evaluation count. */
  windowMonths: z.number().int().positive(),
  /** A level reached is kept at least this many months (downgrade protection). */
  protectionMonths: z.number().int().positive(),
  /** Orders count for the friend's first-order bonus from this total (USD). */
  firstOrderMinimumUsd: decimalString,
  /** Rebate points per invited friend stop at this many. */
  rebateCapPoints: z.number().int().positive(),
});
export type VipRules = z.infer<typeof vipRules>;

export const vipStanding = z.object({
  /** The account's level (users.vip_level), 0 when it has none yet. */
  level: z.number().int().min(0).max(TOP_VIP_LEVEL),
  /** Total of the account's paid orders in the window ending now. */
  paidUsd: decimalString,
  windowStart: z.string(),
  /** The next evaluation (the 1st of the next month, 00:00 UTC), ISO 8601. */
  nextEvaluationAt: z.string(),
  /** The level above, or null at the top. */
  next: z
    .object({
      level: z.number().int().min(1).max(TOP_VIP_LEVEL),
      requirementUsd: decimalString,
      /** Paid orders that will still count at the next evaluation (older ones leave the window by then). */
      countingUsd: decimalString,
      /** What is still to be paid by the next evaluation to reach it; "0.00" when it is met already. */
      gapUsd: decimalString,
    })
    .nullable(),
});
export type VipStanding = z.infer<typeof vipStanding>;

/** Why an evaluation changed or kept a level (sandbox/features/loyalty/evaluation.ts). */
export const VIP_CHANGE_REASONS = ['upgrade', 'downgrade', 'protected'] as const;
export type VipChangeReason = (typeof VIP_CHANGE_REASONS)[number];
export const VIP_RECORD_PAGE_SIZE_MAX = 50;

/**
 * One monthly evaluation that changed the account's level or kept it by the downgrade protection (evaluations
 * that left the level as it was are not listed).
 */
export const vipLevelChange = z.object({
  /** The evaluation: the 1st of a month, 00:00 UTC, ISO 8601. */
  evaluatedAt: z.string(),
  /** 0 is no level. A protected level is from and to the same level. */
  fromLevel: z.number().int().min(0).max(TOP_VIP_LEVEL),
  toLevel: z.number().int().min(0).max(TOP_VIP_LEVEL),
  reason: z.enum(VIP_CHANGE_REASONS),
  /** The paid orders the evaluation counted (its window of months before it), USD. */
  paidUsd: decimalString,
});
export type VipLevelChange = z.infer<typeof vipLevelChange>;

export const pointsMovement = z.object({
  /** The ledger transaction. */
  txId: z.string(),
  kind: z.enum(POINTS_KINDS),
  /** Signed: + into the account, - out of it. */
  amount: signedDecimal,
  /** What it belongs to: an order number, `seed`, `fixture`, or null. */
  reference: z.string().nullable(),
  at: z.string(),
});
export type PointsMovement = z.infer<typeof pointsMovement>;

/** How a points movement reads in the history: in (earned), out (spent) or lapsed (expired). */
export const POINTS_DIRECTIONS = ['earned', 'spent', 'expired'] as const;
export type PointsDirection = (typeof POINTS_DIRECTIONS)[number];
export const POINTS_FILTERS = ['all', ...POINTS_DIRECTIONS] as const;
export type PointsFilter = (typeof POINTS_FILTERS)[number];

/** Where a movement came from, read from the ledger's kind and reference. */
export const POINTS_SOURCES = [
  'mission',
  'checkIn',
  'invite',
  'order',
  'refund',
  'crypto',
  'adjustment',
  'expiry',
  'purchase',
  /** Service-fee days paid with points, by hand or by auto-deduct. */
  'serviceFee',
  /** A service-fee loan repaid with points (runtime/http/contract/loans.ts). */
  'loanRepayment',
] as const;
export type PointsSource = (typeof POINTS_SOURCES)[number];

export const pointsHistoryRow = pointsMovement.extend({
  direction: z.enum(POINTS_DIRECTIONS),
  source: z.enum(POINTS_SOURCES),
});
export type PointsHistoryRow = z.infer<typeof pointsHistoryRow>;

/** A coupon's state now: can be used, was used by an order, or ran out. */
export const COUPON_STATUSES = ['usable', 'used', 'expired'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];
export const COUPON_FILTERS = ['all', ...COUPON_STATUSES] as const;
export type CouponFilter = (typeof COUPON_FILTERS)[number];
/** What a coupon takes off: a plan's hashrate fee, or a full plan's service fee. */
export const COUPON_KINDS = ['hashrate', 'serviceFee'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

export const walletCoupon = z.object({
  couponId: z.string(),
  name: z.string(),
  kind: z.enum(COUPON_KINDS),
  amountUsd: decimalString,
  /** The order's fee must reach this (USD) for the coupon to apply. */
  minSpendUsd: decimalString,
  /** Plan kinds (goods types: 11 full, 5 easy, 7 stable: products.ts) it applies to. */
  goodsTypes: z.array(z.number().int()),
  expireAt: z.string(),
  status: z.enum(COUPON_STATUSES),
  usedByOrder: z.string().nullable(),
  usedAt: z.string().nullable(),
});
export type WalletCoupon = z.infer<typeof walletCoupon>;

/** The auto-deduct rule: when a full plan has fewer than `thresholdDays` service-fee days left, `chargeDays` are paid from points. */
export const AUTO_DEDUCT_RULE = { thresholdDays: 3, chargeDays: 3 } as const;

export const autoDeductOrder = z.object({
  orderNo: z.string(),
  goodsName: z.string(),
  hashrateTh: z.number().positive(),
  status: z.enum(['pendingStart', 'running']),
  /** Running with no service-fee days left: mining is paused until the fee is paid. */
  suspended: z.boolean(),
  serviceFeeDaysLeft: z.number().int().min(0),
  /** One day of the order's service fee, and what one auto-deduct charges (USD = points). */
  dailyFeeUsd: decimalString,
  chargeUsd: decimalString,
  autoDeduct: z.boolean(),
});
export type AutoDeductOrder = z.infer<typeof autoDeductOrder>;

/** A form-encoded boolean ("true" / "false"). */
const formFlag = z.preprocess((value) => value === true || value === 'true', z.boolean());

/** The refusals of the auto-deduct switch, as the sandbox words them. */
export const AUTO_DEDUCT_ERRORS = {
  unknownOrder: 'no such order',
  notEligible: 'auto-deduct applies to paid full plans that have not ended',
} as const;

/** A points package on sale: `points` for `priceUsd`, with `bonusPoints` on top. */
export const pointsPackage = z.object({
  packageId: z.string(),
  points: z.number().int().positive(),
  bonusPoints: z.number().int().min(0),
  priceUsd: decimalString,
});
export type PointsPackage = z.infer<typeof pointsPackage>;

export const loyaltyCalls = {
  /** The points packages on sale, smallest first, and the account's points now. */
  pointsPackages: {
    method: 'GET',
    path: '/v1/app/auth/points/packages',
    private: true,
    query: z.object({}),
    response: statusEnvelope(z.object({ packages: z.array(pointsPackage), balance: decimalString })),
  },
  /** The VIP levels 1 to 5 with their requirement and benefits, lowest first, and the rules. */
  vipLevels: {
    method: 'GET',
    path: '/v1/app/common/vip/levels',
    query: z.object({}),
    response: statusEnvelope(z.object({ levels: z.array(vipLevel), rules: vipRules })),
  },
  /** The signed-in account's level and the exact gap to the next one. */
  vipStanding: {
    method: 'GET',
    path: '/v1/app/auth/vip/standing',
    private: true,
    query: z.object({}),
    response: statusEnvelope(vipStanding),
  },
  /** The signed-in account's level changes (and protected levels) by the monthly evaluation, newest first. */
  vipRecord: {
    method: 'GET',
    path: '/v1/app/auth/vip/record',
    private: true,
    query: z.object({
      pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
      pageSize: z.coerce.number().int().min(1).max(VIP_RECORD_PAGE_SIZE_MAX).default(10),
    }),
    response: statusEnvelope(z.object({ data: z.array(vipLevelChange), totalCount: z.number().int().min(0) })),
  },
  /** The signed-in account's points balance and its latest movements, newest first. */
  pointsSummary: {
    method: 'GET',
    path: '/v1/app/auth/points/summary',
    private: true,
    query: z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) }),
    response: statusEnvelope(
      z.object({
        balance: decimalString,
        movements: z.array(pointsMovement),
        /** Every movement of the account, of which `movements` are the latest. */
        totalCount: z.number().int().min(0),
      }),
    ),
  },
  /** The account's points movements, newest first, with their direction and source; `type` filters. */
  pointsHistory: {
    method: 'GET',
    path: '/v1/app/auth/points/history',
    private: true,
    query: z.object({
      type: z.enum(POINTS_FILTERS).default('all'),
      pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
      pageSize: z.coerce.number().int().min(1).max(50).default(10),
    }),
    response: statusEnvelope(
      z.object({
        balance: decimalString,
        /** Totals over the account's whole history (not only this page). */
        earned: decimalString,
        spent: decimalString,
        expired: decimalString,
        data: z.array(pointsHistoryRow),
        /** Rows matching `type`. */
        totalCount: z.number().int().min(0),
      }),
    ),
  },
  /** The account's coupons with their status now; `status` filters, `counts` are per status over all. */
  couponList: {
    method: 'GET',
    path: '/v1/app/auth/coupon/list',
    private: true,
    query: z.object({ status: z.enum(COUPON_FILTERS).default('all') }),
    response: statusEnvelope(
      z.object({
        data: z.array(walletCoupon),
        counts: z.object({
          all: z.number().int(),
          usable: z.number().int(),
          used: z.number().int(),
          expired: z.number().int(),
        }),
      }),
    ),
  },
  /** The account's full plans that pay a service fee by the day (paid, not ended) and their auto-deduct switch. */
  autoDeductOrders: {
    method: 'GET',
    path: '/v1/app/auth/points/autoDeduct',
    private: true,
    query: z.object({}),
    response: statusEnvelope(
      z.object({
        pointsBalance: decimalString,
        thresholdDays: z.number().int().positive(),
        chargeDays: z.number().int().positive(),
        data: z.array(autoDeductOrder),
      }),
    ),
  },
  /** Turns an order's auto-deduct on or off. */
  autoDeductSet: {
    method: 'POST',
    path: '/v1/app/auth/points/autoDeduct',
    private: true,
    query: z.object({}),
    body: z.object({ orderNo: z.string().min(1).max(40), enabled: formFlag }),
    response: statusEnvelope(z.object({ orderNo: z.string(), autoDeduct: z.boolean() })),
  },
} as const;
