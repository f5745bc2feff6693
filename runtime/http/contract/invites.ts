import { z } from 'zod';
import { statusEnvelope } from './envelopes.ts';
import { decimalString } from './orders.ts';
import { inviteTerms } from './services.ts';

/**
 * Pull-user invites (spec: "pull-user invites (fill invite code, info, withdraw, ranking, rebate rules)"), the
 * signed-in side: the account's invite code, its invited friends and the rewards their paid orders earned it
 * (a first-order bonus and a consumption rebate per order, PRODUCT-RESEARCH section 9). Rewards are points
 * (1 point = 1 USD): recorded per friend's order as pending, credited to the points balance when claimed.
 */
export const INVITES_API = '/v1/app/auth/invite';

/** A friend signed up; passed identity verification; paid a first order. */
export const FRIEND_STATUSES = ['registered', 'verified', 'ordered'] as const;
export type FriendStatus = (typeof FRIEND_STATUSES)[number];

/** What a reward was for: a friend's first order (over the minimum, within the window) or a rebate on an order. */
export const INVITE_REWARD_KINDS = ['firstOrder', 'rebate'] as const;
export type InviteRewardKind = (typeof INVITE_REWARD_KINDS)[number];

/** Pending: recorded, waiting to be claimed; credited: in the points balance. */
export const INVITE_REWARD_STATUSES = ['pending', 'credited'] as const;
export type InviteRewardStatus = (typeof INVITE_REWARD_STATUSES)[number];

export const INVITE_PAGE_SIZE_MAX = 50;

/** The refusal of a claim with nothing pending, as the sandbox words it. */
export const INVITE_ERRORS = { nothingToClaim: 'there are no invite rewards to claim' } as const;
export const INVITE_REFUSED = 409;

export const inviteSummary = z.object({
  /** The code a friend types at sign-up (the personal link carries it). */
  inviteCode: z.string().min(1).max(32),
  invitedCount: z.number().int().min(0),
  /** Friends who paid a first order. */
  orderedCount: z.number().int().min(0),
  /** Invite rewards credited to the points balance so far, and those waiting to be claimed. */
  creditedPoints: decimalString,
  pendingPoints: decimalString,
  /** The account's VIP level (0: none) and the first-order bonus it earns, percent of the friend's first order. */
  level: z.number().int().min(0).max(5),
  firstOrderBonusPercent: z.number().min(0),
  terms: inviteTerms,
  /**
   * The "Gold Medal Recommender" reward: friends whose first plan was paid at least the terms' trading days
   * ago, and whether the reward (a service-fee coupon, issued once) was earned.
   */
  goldMedal: z.object({ qualifiedFriends: z.number().int().min(0), earned: z.boolean() }),
});
export type InviteSummary = z.infer<typeof inviteSummary>;

export const invitedFriend = z.object({
  /** The account masked ("bo***@example.com", "+1 ***0123"). */
  account: z.string(),
  registeredAt: z.string(),
  status: z.enum(FRIEND_STATUSES),
  /** Paid orders and the rewards they earned the inviter (pending and credited). */
  paidOrders: z.number().int().min(0),
  rewardPoints: decimalString,
});
export type InvitedFriend = z.infer<typeof invitedFriend>;

export const inviteReward = z.object({
  rewardId: z.number().int().positive(),
  kind: z.enum(INVITE_REWARD_KINDS),
  /** The friend (masked) and the order that earned it. */
  friend: z.string(),
  orderNo: z.string(),
  orderUsd: decimalString,
  rewardPoints: decimalString,
  status: z.enum(INVITE_REWARD_STATUSES),
  /** When the friend's order was paid, and when the reward was credited (null while pending). */
  at: z.string(),
  creditedAt: z.string().nullable(),
});
export type InviteReward = z.infer<typeof inviteReward>;

export const inviteRankingEntry = z.object({
  rank: z.number().int().positive(),
  /** The inviter, masked; `me` marks the signed-in account. */
  account: z.string(),
  me: z.boolean(),
  invitedCount: z.number().int().min(0),
  orderedCount: z.number().int().min(0),
});
export type InviteRankingEntry = z.infer<typeof inviteRankingEntry>;
export const INVITE_RANKING_SIZE = 10;

const paging = {
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(INVITE_PAGE_SIZE_MAX).default(10),
};

export const inviteCalls = {
  /** The account's code, counts, earnings and the programme's rules. */
  inviteSummary: {
    method: 'GET',
    path: `${INVITES_API}/summary`,
    private: true,
    query: z.object({}),
    response: statusEnvelope(inviteSummary),
  },
  /** The friends who signed up with the account's code, newest first. */
  inviteFriends: {
    method: 'GET',
    path: `${INVITES_API}/friends`,
    private: true,
    query: z.object(paging),
    response: statusEnvelope(z.object({ data: z.array(invitedFriend), totalCount: z.number().int().min(0) })),
  },
  /** The rewards the friends' orders earned, newest first; `status` filters. */
  inviteRewards: {
    method: 'GET',
    path: `${INVITES_API}/rewards`,
    private: true,
    query: z.object({ ...paging, status: z.enum(INVITE_REWARD_STATUSES).optional() }),
    response: statusEnvelope(z.object({ data: z.array(inviteReward), totalCount: z.number().int().min(0) })),
  },
  /**
   * The inviters with the most friends who paid an order (then most sign-ups), top 10, and the account's own place
   * (null until one of its friends pays an order).
   */
  inviteRanking: {
    method: 'GET',
    path: `${INVITES_API}/ranking`,
    private: true,
    query: z.object({}),
    response: statusEnvelope(
      z.object({ ranking: z.array(inviteRankingEntry), myRank: z.number().int().positive().nullable() }),
    ),
  },
  /** Credits every pending reward to the points balance in one ledger transaction (none pending: 409). */
  inviteClaim: {
    method: 'POST',
    path: `${INVITES_API}/claim`,
    private: true,
    query: z.object({}),
    body: z.object({}),
    response: statusEnvelope(
      z.object({ claimedPoints: decimalString, count: z.number().int().positive(), pointsBalance: decimalString }),
    ),
  },
} as const;
