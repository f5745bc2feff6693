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
export const POINTS_KINDS = ['adjustment', 'hold', 'release', 'payment', 'crypto', 'refund', 'convert'] as const;
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

export const loyaltyCalls = {
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
} as const;
