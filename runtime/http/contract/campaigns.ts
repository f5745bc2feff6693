import { z } from 'zod';
import { CAMPAIGN_KEY_PATTERN } from './campaignsValues.ts';
import { jsonField, statusEnvelope } from './envelopes.ts';
import { FRIEND_STATUSES } from './invites.ts';
import { decimalString } from './orders.ts';

export * from './campaignsValues.ts';

/**
 * The campaign engine (spec: "activities (lottery, missions, sign-in, VIP, coupons, ranking, Q&A, invite)"):
 * campaigns run between a start and an end on the server's clock; each is made of modules (daily sign-in with a
 * streak, missions with progress, a lottery drawn on the server, a ranking, a quiz, invitation rewards, a trial
 * cash grant, short-term plans). Rewards are FuFu points (1 point = 1 USD) through the ledger, or wallet coupons.
 * An ended campaign keeps its results: its ranking is frozen at the end, its records stay readable.
 */
export const CAMPAIGNS_API = '/v1/app/activity';

/** The named campaigns the storefront has a page for; CMS campaigns are reached by their numeric id. */
export const CAMPAIGN_SLUGS = [
  'newcomers',
  'noviceMarketing',
  'trialCash',
  'shortHashrate',
  'invitee',
  '2024MayPizza',
  'July',
  'August',
  'NovemberActivity',
  'DecemberActivity',
  'fufupoint',
] as const;
export type CampaignSlug = (typeof CAMPAIGN_SLUGS)[number];

export const campaignKey = z.string().regex(CAMPAIGN_KEY_PATTERN, 'is not a campaign id');

export const CAMPAIGN_STATES = ['upcoming', 'running', 'ended'] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];

export const CAMPAIGN_MODULES = [
  'checkIn',
  'missions',
  'lottery',
  'ranking',
  'quiz',
  'invite',
  'trialCash',
  'plans',
] as const;
export type CampaignModule = (typeof CAMPAIGN_MODULES)[number];

/** Who may take part: everyone, or accounts registered within the campaign's newcomer window. */
export const CAMPAIGN_AUDIENCES = ['everyone', 'newcomers'] as const;

/** The reward kinds: points to the ledger, a wallet coupon (hashrate or service fee), or nothing (a lottery blank). */
export const REWARD_KINDS = ['points', 'coupon', 'none'] as const;
export type RewardKind = (typeof REWARD_KINDS)[number];

/** What a mission counts, read from the account's real records during the campaign. */
export const CAMPAIGN_MISSION_KINDS = [
  'register',
  'kyc',
  'fundPassword',
  'firstOrder',
  'spendUsd',
  'invite',
  'checkInDays',
] as const;
export type CampaignMissionKind = (typeof CAMPAIGN_MISSION_KINDS)[number];
export const CAMPAIGN_MISSION_STATUSES = ['todo', 'claimable', 'done'] as const;

/** The refusals, as the sandbox words them (the page shows them as they come; status 409 or 403). */
export const CAMPAIGN_ERRORS = {
  notStarted: 'this campaign has not started yet',
  ended: 'this campaign has ended',
  notEligible: 'this campaign is for new customers who signed up in the last 30 days',
  alreadyCheckedIn: 'you have checked in today already; come back tomorrow (UTC)',
  noDraws: 'you have no draws left; earn more by checking in and completing missions',
  alreadyClaimed: 'this reward was claimed already',
  notComplete: 'this mission is not complete yet',
  quizAnswered: 'you have answered this quiz already',
  quizIncomplete: 'answer every question',
  noSuchCampaign: 'no such campaign',
  noSuchMission: 'no such mission',
  alreadyBooked: 'you have booked this release already',
  /** An action of a module the campaign does not have (404). */
  notOffered: 'this campaign does not offer this',
  /** A booking of a release that is not the next one (404), or of one whose slots are gone (409). */
  noSuchRelease: 'no such release',
  fullyBooked: 'this release is fully booked',
  /** The invitation call with a code nobody has (404). */
  noSuchInviteCode: 'the invite code does not exist',
} as const;
export const CAMPAIGN_REFUSED = 409;
export const CAMPAIGN_FORBIDDEN = 403;

/** How many days after sign-up an account counts as a newcomer, and how long trial cash stays usable. */
export const NEWCOMER_DAYS = 30;
export const TRIAL_CASH_VALID_DAYS = 7;

export const campaignReward = z.object({
  kind: z.enum(REWARD_KINDS),
  /** Points (decimal) for `points`, the coupon's face value in USD for `coupon`, '0' for `none`. */
  amount: decimalString,
  /** The reward in the request's language ("5 points", "$20 hashrate coupon", "Thanks for taking part"). */
  label: z.string(),
});
export type CampaignReward = z.infer<typeof campaignReward>;

export const campaignMission = z.object({
  missionId: z.string().regex(/^[a-zA-Z0-9_-]{1,40}$/),
  kind: z.enum(CAMPAIGN_MISSION_KINDS),
  title: z.string(),
  /** 1 for a flag, a count, USD, or days. */
  target: z.number().positive(),
  reward: campaignReward,
  /** Draws a claim adds to the lottery (0 without a lottery). */
  draws: z.number().int().min(0),
});
export type CampaignMission = z.infer<typeof campaignMission>;

export const lotteryPrize = z.object({
  prizeId: z.string(),
  reward: campaignReward,
  /** The chance of this prize per draw, percent (the prizes sum to 100). */
  chancePercent: z.number().min(0).max(100),
  /** Prizes left in the pool, or null when unlimited. */
  remaining: z.number().int().min(0).nullable(),
});
export type LotteryPrize = z.infer<typeof lotteryPrize>;

export const quizQuestion = z.object({
  questionId: z.string(),
  text: z.string(),
  options: z.array(z.object({ optionId: z.string(), text: z.string() })).min(2),
});
export type QuizQuestion = z.infer<typeof quizQuestion>;

export const campaign = z.object({
  /** The numeric id (CMS) and the slug of a named campaign (null for CMS-only campaigns). */
  campaignId: z.number().int().positive(),
  slug: z.enum(CAMPAIGN_SLUGS).nullable(),
  title: z.string(),
  summary: z.string(),
  /** Rules, one per line, in the request's language (plain text). */
  rules: z.array(z.string()),
  startAt: z.string(),
  endAt: z.string(),
  state: z.enum(CAMPAIGN_STATES),
  audience: z.enum(CAMPAIGN_AUDIENCES),
  modules: z.array(z.enum(CAMPAIGN_MODULES)),
  /** Each module's public part (null when the campaign lacks it). */
  checkIn: z.object({ days: z.array(campaignReward).min(1), drawsPerCheckIn: z.number().int().min(0) }).nullable(),
  missions: z.array(campaignMission),
  lottery: z.object({ prizes: z.array(lotteryPrize), welcomeDraws: z.number().int().min(0) }).nullable(),
  ranking: z
    .object({
      /** What the ranking counts: USD paid for plans during the campaign, or friends invited. */
      metric: z.enum(['spendUsd', 'invites']),
      prizes: z.array(
        z.object({
          fromRank: z.number().int().positive(),
          toRank: z.number().int().positive(),
          reward: campaignReward,
        }),
      ),
    })
    .nullable(),
  quiz: z.object({ questions: z.array(quizQuestion).min(1), reward: campaignReward }).nullable(),
  invite: z.object({ inviterReward: campaignReward, inviteeReward: campaignReward }).nullable(),
  trialCash: z.object({ reward: campaignReward, validDays: z.number().int().positive() }).nullable(),
  /** Short-term plans on sale in the campaign (goods ids of the plan list) and the next release one can book. */
  plans: z
    .object({
      goodsIds: z.array(z.string()),
      nextRelease: z
        .object({ releaseId: z.string(), at: z.string(), goodsName: z.string(), slots: z.number().int().min(0) })
        .nullable(),
    })
    .nullable(),
});
export type Campaign = z.infer<typeof campaign>;

export const campaignListItem = campaign.pick({
  campaignId: true,
  slug: true,
  title: true,
  summary: true,
  startAt: true,
  endAt: true,
  state: true,
  modules: true,
});
export type CampaignListItem = z.infer<typeof campaignListItem>;

export const lotteryDraw = z.object({
  drawId: z.string(),
  prizeId: z.string(),
  reward: campaignReward,
  at: z.string(),
});
export type LotteryDraw = z.infer<typeof lotteryDraw>;

export const rankingEntry = z.object({
  rank: z.number().int().positive(),
  /** Masked account; `me` marks the signed-in one. */
  account: z.string(),
  me: z.boolean(),
  /** USD (decimal) or a count, as the ranking's metric says. */
  value: decimalString,
});
export type RankingEntry = z.infer<typeof rankingEntry>;
export const RANKING_SIZE = 20;

/** The signed-in account's part in one campaign. */
export const campaignStanding = z.object({
  campaignId: z.number().int().positive(),
  eligible: z.boolean(),
  checkIn: z
    .object({
      streak: z.number().int().min(0),
      checkedInToday: z.boolean(),
      /** Index into the campaign's check-in days the next check-in pays (0-based, cycles). */
      nextDayIndex: z.number().int().min(0),
      totalDays: z.number().int().min(0),
      today: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    })
    .nullable(),
  missions: z.array(
    z.object({
      missionId: z.string(),
      progress: z.number().min(0),
      status: z.enum(CAMPAIGN_MISSION_STATUSES),
    }),
  ),
  /** Draws left, and the account's draws newest first. */
  drawsLeft: z.number().int().min(0),
  draws: z.array(lotteryDraw),
  quiz: z
    .object({
      answeredAt: z.string(),
      correct: z.number().int().min(0),
      total: z.number().int().min(1),
      rewarded: z.boolean(),
    })
    .nullable(),
  invite: z
    .object({ inviteCode: z.string(), invited: z.number().int().min(0), rewardedPoints: decimalString })
    .nullable(),
  trialCash: z
    .object({ couponId: z.string(), amountUsd: decimalString, expireAt: z.string(), used: z.boolean() })
    .nullable(),
  booked: z.boolean(),
  /** Points the campaign credited the account so far. */
  earnedPoints: decimalString,
});
export type CampaignStanding = z.infer<typeof campaignStanding>;

/** A friend who signed up with the account's code inside a campaign's window, as its invitation list shows it. */
export const campaignInvitee = z.object({
  /** The friend's account, masked ("bo***@example.com", "+44 ***0123"). */
  account: z.string(),
  registeredAt: z.string(),
  /** Where the friend is now: signed up, identity verified, or a paid order (runtime/http/contract/invites.ts). */
  status: z.enum(FRIEND_STATUSES),
  /** What the sign-up brought the account in the campaign: the inviter's reward once credited (`none` before). */
  reward: campaignReward,
});
export type CampaignInvitee = z.infer<typeof campaignInvitee>;
export const CAMPAIGN_INVITES_PAGE_SIZE_MAX = 50;

export const campaignCredit = z.object({
  reward: campaignReward,
  /** The points balance after it. */
  pointsBalance: decimalString,
  drawsLeft: z.number().int().min(0),
});
export type CampaignCredit = z.infer<typeof campaignCredit>;

const byCampaign = { campaignId: z.coerce.number().int().positive() };

export const campaignCalls = {
  /** Every campaign, newest first, with its state on the server's clock (public). */
  campaignList: {
    method: 'GET',
    path: `${CAMPAIGNS_API}/list`,
    query: z.object({}),
    response: statusEnvelope(z.object({ data: z.array(campaignListItem) })),
  },
  /** One campaign by slug or id, in the request's language (public); unknown: result null with status 404. */
  campaignDetail: {
    method: 'GET',
    path: `${CAMPAIGNS_API}/detail`,
    query: z.object({ key: campaignKey }),
    response: statusEnvelope(campaign),
  },
  /**
   * The ranking: the top 20 and the account's own place when signed in (frozen at the end). Public. Once the
   * campaign has ended its prizes are paid, once per place (points through the ledger, coupons to the wallet).
   */
  campaignRanking: {
    method: 'GET',
    path: `${CAMPAIGNS_API}/ranking`,
    query: z.object(byCampaign),
    response: statusEnvelope(
      z.object({
        ranking: z.array(rankingEntry),
        myRank: z.number().int().positive().nullable(),
        frozen: z.boolean(),
        /** The prize the account's final place won, paid when the campaign ended; null before then or without one. */
        myPrize: campaignReward.nullable(),
      }),
    ),
  },
  /**
   * The friends who signed up with the account's code inside the campaign's window (on the server's clock), newest
   * first, paged, with what each brought it; the totals count every one of them. A campaign without invitations: 404.
   */
  campaignInvites: {
    method: 'GET',
    path: `${CAMPAIGNS_API}/auth/invites`,
    private: true,
    query: z.object({
      ...byCampaign,
      pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
      pageSize: z.coerce.number().int().min(1).max(CAMPAIGN_INVITES_PAGE_SIZE_MAX).default(10),
    }),
    response: statusEnvelope(
      z.object({
        data: z.array(campaignInvitee),
        totalCount: z.number().int().min(0),
        /** Every friend in the window by status (they sum to `totalCount`), and what they brought. */
        totals: z.object({
          registered: z.number().int().min(0),
          verified: z.number().int().min(0),
          ordered: z.number().int().min(0),
          /** Points the campaign credited the account for these sign-ups. */
          rewardedPoints: decimalString,
        }),
      }),
    ),
  },
  /** The signed-in account's standing in the campaign. */
  campaignStanding: {
    method: 'GET',
    path: `${CAMPAIGNS_API}/auth/standing`,
    private: true,
    query: z.object(byCampaign),
    response: statusEnvelope(campaignStanding),
  },
  /** Today's sign-in (UTC day of the server clock): pays the streak day's reward and adds draws, once a day. */
  campaignCheckIn: {
    method: 'POST',
    path: `${CAMPAIGNS_API}/auth/checkIn`,
    private: true,
    query: z.object({}),
    body: z.object(byCampaign),
    response: statusEnvelope(campaignCredit),
  },
  /** Claims a completed mission's reward once. */
  campaignClaim: {
    method: 'POST',
    path: `${CAMPAIGNS_API}/auth/claim`,
    private: true,
    query: z.object({}),
    body: z.object({ ...byCampaign, missionId: z.string().min(1).max(40) }),
    response: statusEnvelope(campaignCredit),
  },
  /**
   * One lottery draw, decided on the server. `drawKey` (a fresh id per click) makes it idempotent: a repeat of the
   * same key answers the same draw without using another; parallel draws with one draw left give one result.
   */
  campaignDraw: {
    method: 'POST',
    path: `${CAMPAIGNS_API}/auth/draw`,
    private: true,
    query: z.object({}),
    body: z.object({ ...byCampaign, drawKey: z.string().regex(/^[A-Za-z0-9-]{8,64}$/) }),
    response: statusEnvelope(lotteryDraw.extend({ pointsBalance: decimalString, drawsLeft: z.number().int().min(0) })),
  },
  /** Answers the quiz once; all answers right pays its reward. Answers by question id (JSON in the form body). */
  campaignQuiz: {
    method: 'POST',
    path: `${CAMPAIGNS_API}/auth/quiz`,
    private: true,
    query: z.object({}),
    body: z.object({ ...byCampaign, answers: jsonField(z.record(z.string().max(40), z.string().max(40))) }),
    response: statusEnvelope(
      z.object({
        correct: z.number().int().min(0),
        total: z.number().int().min(1),
        rewarded: z.boolean(),
        /** The right option of each question, shown once answered. */
        solutions: z.record(z.string(), z.string()),
        pointsBalance: decimalString,
      }),
    ),
  },
  /** Grants the campaign's trial cash (a hashrate coupon towards a first plan), once per eligible account. */
  campaignTrialCash: {
    method: 'POST',
    path: `${CAMPAIGNS_API}/auth/trialCash`,
    private: true,
    query: z.object({}),
    body: z.object(byCampaign),
    response: statusEnvelope(z.object({ couponId: z.string(), amountUsd: decimalString, expireAt: z.string() })),
  },
  /** The inviter an invitation code belongs to (masked) and the gift a sign-up with it brings (public). */
  campaignInvitation: {
    method: 'GET',
    path: `${CAMPAIGNS_API}/invitation`,
    query: z.object({ code: z.string().regex(/^[A-Za-z0-9]{4,32}$/) }),
    response: statusEnvelope(
      z.object({
        inviter: z.string(),
        code: z.string(),
        gift: campaignReward,
        campaignId: z.number().int().positive(),
      }),
    ),
  },
  /** Books the next short-term plan release: the account is told when it opens (spec: mining booking). */
  campaignBook: {
    method: 'POST',
    path: '/marketing-api/booking/add',
    private: true,
    query: z.object({}),
    body: z.object({ ...byCampaign, releaseId: z.string().min(1).max(40) }),
    response: statusEnvelope(z.object({ releaseId: z.string(), slotsLeft: z.number().int().min(0) })),
  },
} as const;
