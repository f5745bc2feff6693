import {
  type CAMPAIGN_AUDIENCES,
  type CampaignMissionKind,
  type CampaignModule,
  type CampaignSlug,
  TRIAL_CASH_VALID_DAYS,
} from '../../../runtime/http/contract/campaigns.ts';
import { INVITE_TERMS } from '../services/data.ts';

/**
 * The campaign definitions (what a CMS campaign is made of) and the campaigns the CMS holds at the seed. Rewards in
 * integer cents: points (1 point = 1 USD, so cents of a point) or a wallet coupon's face value. Texts are in
 * texts.ts, by language.
 */
export type Reward =
  | { kind: 'points'; cents: number }
  | { kind: 'coupon'; cents: number; coupon: 'hashrate' | 'serviceFee' }
  | { kind: 'none' };

export interface MissionDef {
  id: string;
  kind: CampaignMissionKind;
  /** 1 for a flag, a count, USD, or days. */
  target: number;
  reward: Reward;
  /** Draws a claim adds to the lottery. */
  draws: number;
}

export interface PrizeDef {
  id: string;
  reward: Reward;
  /** Percent per draw; a lottery's prizes sum to 100. */
  chancePercent: number;
  /** How many the pool holds per campaign, or null when unlimited (every lottery has an unlimited prize). */
  limit: number | null;
}

export const QUESTION_IDS = ['q1', 'q2', 'q3', 'q4'] as const;
export type QuestionId = (typeof QUESTION_IDS)[number];
export interface QuestionDef {
  id: QuestionId;
  /** Option ids in the order of the texts; `answer` is the right one. */
  options: string[];
  answer: string;
}

export interface CampaignDef {
  audience: (typeof CAMPAIGN_AUDIENCES)[number];
  modules: CampaignModule[];
  checkIn?: { days: Reward[]; drawsPerCheckIn: number };
  missions: MissionDef[];
  lottery?: { prizes: PrizeDef[]; welcomeDraws: number };
  ranking?: {
    metric: 'spendUsd' | 'invites';
    prizes: Array<{ fromRank: number; toRank: number; reward: Reward }>;
  };
  quiz?: { questions: QuestionDef[]; reward: Reward };
  invite?: { inviterReward: Reward; inviteeReward: Reward };
  trialCash?: { reward: Reward; validDays: number };
  plans?: true;
}

const points = (cents: number): Reward => ({ kind: 'points', cents });
const hashrateCoupon = (usd: number): Reward => ({ kind: 'coupon', cents: usd * 100, coupon: 'hashrate' });
const NONE: Reward = { kind: 'none' };

/** How long a coupon won in a campaign (a prize, a mission's reward) stays usable. */
export const CAMPAIGN_COUPON_DAYS = 30;
/** Short-term plans: the plans on sale whose term is at most this long, shortest first. */
export const SHORT_PLAN_MAX_DAYS = 60;
/** Plan releases: weekly, on Mondays at 08:00 UTC, each with this many booking slots. */
export const RELEASE_WEEKDAY = 1;
export const RELEASE_HOUR_UTC = 8;
export const RELEASE_SLOTS = 100;

/** The mining basics quiz (noviceMarketing and the 2024 quiz). */
const MINING_QUIZ: QuestionDef[] = [
  { id: 'q1', options: ['a', 'b', 'c'], answer: 'a' },
  { id: 'q2', options: ['a', 'b', 'c'], answer: 'b' },
  { id: 'q3', options: ['a', 'b', 'c'], answer: 'c' },
  { id: 'q4', options: ['a', 'b', 'c'], answer: 'a' },
];

/** A ranking's prizes by place. */
const SPEND_RANKING_PRIZES = [
  { fromRank: 1, toRank: 1, reward: hashrateCoupon(100) },
  { fromRank: 2, toRank: 3, reward: hashrateCoupon(50) },
  { fromRank: 4, toRank: 10, reward: points(2_000) },
  { fromRank: 11, toRank: 20, reward: points(500) },
];

/** A 7-day check-in cycle, in cents of a point. */
const WEEK_OF_POINTS = [10, 20, 30, 50, 80, 100, 200].map(points);
const FESTIVAL_WEEK = [10, 10, 20, 20, 30, 30, 100].map(points);

const festival: CampaignDef = {
  audience: 'everyone',
  modules: ['checkIn', 'missions', 'ranking'],
  checkIn: { days: FESTIVAL_WEEK, drawsPerCheckIn: 0 },
  missions: [
    { id: 'spend100', kind: 'spendUsd', target: 100, reward: points(500), draws: 0 },
    { id: 'spend500', kind: 'spendUsd', target: 500, reward: points(3_000), draws: 0 },
    { id: 'days7', kind: 'checkInDays', target: 7, reward: points(200), draws: 0 },
  ],
  ranking: { metric: 'spendUsd', prizes: SPEND_RANKING_PRIZES },
};

export const CAMPAIGN_DEFS = {
  newcomers: {
    audience: 'newcomers',
    modules: ['missions', 'lottery'],
    missions: [
      { id: 'register', kind: 'register', target: 1, reward: points(100), draws: 1 },
      { id: 'kyc', kind: 'kyc', target: 1, reward: points(200), draws: 1 },
      { id: 'fundPassword', kind: 'fundPassword', target: 1, reward: points(100), draws: 1 },
      { id: 'firstOrder', kind: 'firstOrder', target: 1, reward: hashrateCoupon(10), draws: 1 },
    ],
    lottery: {
      welcomeDraws: 1,
      prizes: [
        { id: 'n-points-1', reward: points(100), chancePercent: 45, limit: null },
        { id: 'n-points-5', reward: points(500), chancePercent: 15, limit: null },
        { id: 'n-coupon-10', reward: hashrateCoupon(10), chancePercent: 10, limit: 100 },
        { id: 'n-blank', reward: NONE, chancePercent: 30, limit: null },
      ],
    },
  },
  noviceMarketing: {
    audience: 'everyone',
    modules: ['quiz', 'missions'],
    missions: [
      { id: 'kyc', kind: 'kyc', target: 1, reward: points(200), draws: 0 },
      { id: 'fundPassword', kind: 'fundPassword', target: 1, reward: points(100), draws: 0 },
      { id: 'firstOrder', kind: 'firstOrder', target: 1, reward: points(500), draws: 0 },
    ],
    quiz: { questions: MINING_QUIZ, reward: points(500) },
  },
  trialCash: {
    audience: 'newcomers',
    modules: ['trialCash'],
    missions: [],
    trialCash: { reward: hashrateCoupon(20), validDays: TRIAL_CASH_VALID_DAYS },
  },
  shortHashrate: { audience: 'everyone', modules: ['plans'], missions: [], plans: true },
  invitee: {
    audience: 'everyone',
    modules: ['invite'],
    missions: [],
    // The invited friend's gift is the invite programme's welcome gift, issued at sign-up (invites/store.ts).
    invite: { inviterReward: points(500), inviteeReward: hashrateCoupon(INVITE_TERMS.inviteeGiftUsd) },
  },
  '2024MayPizza': {
    audience: 'everyone',
    modules: ['checkIn', 'lottery', 'ranking'],
    checkIn: { days: [10, 10, 10, 20, 20, 20, 50].map(points), drawsPerCheckIn: 1 },
    missions: [],
    lottery: {
      welcomeDraws: 1,
      prizes: [
        { id: 'pizza-points-1', reward: points(100), chancePercent: 40, limit: null },
        { id: 'pizza-points-5', reward: points(500), chancePercent: 10, limit: 200 },
        { id: 'pizza-coupon-20', reward: hashrateCoupon(20), chancePercent: 5, limit: 20 },
        { id: 'pizza-blank', reward: NONE, chancePercent: 45, limit: null },
      ],
    },
    ranking: { metric: 'spendUsd', prizes: SPEND_RANKING_PRIZES },
  },
  July: festival,
  August: festival,
  NovemberActivity: {
    audience: 'everyone',
    modules: ['checkIn', 'lottery', 'missions', 'ranking'],
    checkIn: { days: WEEK_OF_POINTS, drawsPerCheckIn: 1 },
    missions: [
      // Every account has done it: a first claim (and a draw) for anyone who opens the campaign.
      { id: 'join', kind: 'register', target: 1, reward: points(50), draws: 1 },
      { id: 'days3', kind: 'checkInDays', target: 3, reward: points(100), draws: 1 },
      { id: 'spend100', kind: 'spendUsd', target: 100, reward: points(500), draws: 2 },
      { id: 'invite1', kind: 'invite', target: 1, reward: points(300), draws: 1 },
    ],
    lottery: {
      welcomeDraws: 1,
      prizes: [
        { id: 'nov-points-1', reward: points(100), chancePercent: 40, limit: null },
        { id: 'nov-points-5', reward: points(500), chancePercent: 15, limit: null },
        { id: 'nov-coupon-10', reward: hashrateCoupon(10), chancePercent: 8, limit: 50 },
        { id: 'nov-coupon-100', reward: hashrateCoupon(100), chancePercent: 2, limit: 3 },
        { id: 'nov-blank', reward: NONE, chancePercent: 35, limit: null },
      ],
    },
    ranking: { metric: 'spendUsd', prizes: SPEND_RANKING_PRIZES },
  },
  DecemberActivity: {
    audience: 'everyone',
    modules: ['checkIn', 'lottery'],
    checkIn: { days: WEEK_OF_POINTS, drawsPerCheckIn: 1 },
    missions: [],
    lottery: {
      welcomeDraws: 1,
      prizes: [
        { id: 'dec-points-1', reward: points(100), chancePercent: 45, limit: null },
        { id: 'dec-points-10', reward: points(1_000), chancePercent: 5, limit: 100 },
        { id: 'dec-coupon-50', reward: hashrateCoupon(50), chancePercent: 2, limit: 10 },
        { id: 'dec-blank', reward: NONE, chancePercent: 48, limit: null },
      ],
    },
  },
  fufupoint: {
    audience: 'everyone',
    modules: ['checkIn', 'missions', 'lottery'],
    checkIn: { days: FESTIVAL_WEEK, drawsPerCheckIn: 1 },
    missions: [
      { id: 'spend100', kind: 'spendUsd', target: 100, reward: points(500), draws: 1 },
      { id: 'spend300', kind: 'spendUsd', target: 300, reward: points(2_000), draws: 2 },
    ],
    lottery: {
      welcomeDraws: 0,
      // Every draw wins points.
      prizes: [
        { id: 'fp-points-0.5', reward: points(50), chancePercent: 50, limit: null },
        { id: 'fp-points-1', reward: points(100), chancePercent: 30, limit: null },
        { id: 'fp-points-5', reward: points(500), chancePercent: 15, limit: 200 },
        { id: 'fp-points-20', reward: points(2_000), chancePercent: 5, limit: 20 },
      ],
    },
  },
  inviteRanking: {
    audience: 'everyone',
    modules: ['invite', 'ranking'],
    missions: [],
    invite: { inviterReward: points(200), inviteeReward: hashrateCoupon(INVITE_TERMS.inviteeGiftUsd) },
    ranking: {
      metric: 'invites',
      prizes: [
        { fromRank: 1, toRank: 1, reward: points(10_000) },
        { fromRank: 2, toRank: 5, reward: points(3_000) },
        { fromRank: 6, toRank: 20, reward: points(500) },
      ],
    },
  },
  quiz2024: {
    audience: 'everyone',
    modules: ['quiz'],
    missions: [],
    quiz: { questions: MINING_QUIZ, reward: points(300) },
  },
} satisfies Record<string, CampaignDef>;

export type DefKey = keyof typeof CAMPAIGN_DEFS;
export const DEF_KEYS = Object.keys(CAMPAIGN_DEFS) as DefKey[];
export const campaignDef = (key: string): CampaignDef | undefined =>
  (CAMPAIGN_DEFS as Record<string, CampaignDef>)[key];

/** Where a campaign runs: fixed times, a month of the clock's current year, or the clock's current month. */
export type CampaignWindow =
  | { period: 'fixed'; startAt: number; endAt: number }
  | { period: 'month'; month: number }
  | { period: 'currentMonth' };

const EVERGREEN: CampaignWindow = {
  period: 'fixed',
  startAt: Date.UTC(2025, 0, 1),
  endAt: Date.UTC(2030, 11, 31, 23, 59, 59, 999),
};

export interface SeededCampaign {
  campaignId: number;
  slug: CampaignSlug | null;
  def: DefKey;
  window: CampaignWindow;
}

/** The CMS at the seed: the named campaigns (1001 to 1011) and two reached by id only. */
// biome-ignore format: one campaign a line reads as a table
export const SEEDED_CAMPAIGNS: SeededCampaign[] = [
  { campaignId: 1001, slug: 'newcomers', def: 'newcomers', window: EVERGREEN },
  { campaignId: 1002, slug: 'noviceMarketing', def: 'noviceMarketing', window: EVERGREEN },
  { campaignId: 1003, slug: 'trialCash', def: 'trialCash', window: EVERGREEN },
  { campaignId: 1004, slug: 'shortHashrate', def: 'shortHashrate', window: EVERGREEN },
  { campaignId: 1005, slug: 'invitee', def: 'invitee', window: EVERGREEN },
  { campaignId: 1006, slug: '2024MayPizza', def: '2024MayPizza', window: { period: 'fixed', startAt: Date.UTC(2024, 4, 15), endAt: Date.UTC(2024, 4, 31, 23, 59, 59, 999) } },
  { campaignId: 1007, slug: 'July', def: 'July', window: { period: 'month', month: 7 } },
  { campaignId: 1008, slug: 'August', def: 'August', window: { period: 'month', month: 8 } },
  { campaignId: 1009, slug: 'NovemberActivity', def: 'NovemberActivity', window: { period: 'month', month: 11 } },
  { campaignId: 1010, slug: 'DecemberActivity', def: 'DecemberActivity', window: { period: 'month', month: 12 } },
  { campaignId: 1011, slug: 'fufupoint', def: 'fufupoint', window: { period: 'currentMonth' } },
  { campaignId: 1012, slug: null, def: 'inviteRanking', window: EVERGREEN },
  { campaignId: 1013, slug: null, def: 'quiz2024', window: { period: 'fixed', startAt: Date.UTC(2024, 8, 1), endAt: Date.UTC(2024, 8, 30, 23, 59, 59, 999) } },
];

/** The campaign the invitation call answers with: an invited visitor's landing. */
export const INVITEE_CAMPAIGN_ID = 1005;
/** Ids of campaigns the sandbox fixture creates start above the CMS's. */
export const FIXTURE_CAMPAIGN_IDS_FROM = 2001;
