import { z } from 'zod';
import { statusEnvelope } from './envelopes.ts';
import { decimalString } from './orders.ts';

/**
 * The rewards and tasks centre (`/task`): the missions an account completes for FuFu points (1 point =
 * 1 USD), the daily check-in with its 7-day streak, and claiming. The catalogue is public; progress,
 * check-in and claims are the signed-in account's. Points are credited through the sandbox's ledger.
 */
export const REWARDS_API = '/v1/app/rewards';

export const MISSION_IDS = [
  'kyc',
  'fundPassword',
  'authenticator',
  'firstOrder',
  'buyHashrate',
  'inviteFriend',
  'inviteFive',
] as const;
export type MissionId = (typeof MISSION_IDS)[number];

/** `count`: things done (invites); `usd`: money spent on paid plan orders; `flag`: done or not (0 or 1). */
export const PROGRESS_UNITS = ['flag', 'count', 'usd'] as const;
export const MISSION_STATUSES = ['todo', 'claimable', 'done'] as const;
export type MissionStatus = (typeof MISSION_STATUSES)[number];

/** How long a check-in streak cycle is: day 7 is the biggest reward, then the cycle starts again at day 1. */
export const CHECK_IN_CYCLE_DAYS = 7;

/** The refusals of the rewards calls, as the sandbox words them (the page shows them as they come). */
export const REWARD_ERRORS = {
  alreadyClaimed: 'this reward was claimed already',
  notComplete: 'this mission is not complete yet',
  alreadyCheckedIn: 'you have checked in today already; come back tomorrow (UTC)',
  unknownMission: 'no such mission',
} as const;
/** The envelope status of a refusal: the request conflicts with what was done already. */
export const REWARD_REFUSED = 409;

export const mission = z.object({
  id: z.enum(MISSION_IDS),
  /** Name and explanation in the request's language. */
  title: z.string(),
  description: z.string(),
  /** Points credited once the mission is claimed (decimal, 2 places). */
  rewardPoints: decimalString,
  unit: z.enum(PROGRESS_UNITS),
  /** What completes it: 1 for a flag, a count, or USD. */
  target: z.number().positive(),
});
export type Mission = z.infer<typeof mission>;

export const checkInDay = z.object({
  day: z.number().int().min(1).max(CHECK_IN_CYCLE_DAYS),
  rewardPoints: decimalString,
});

export const rewardsCatalogue = z.object({
  missions: z.array(mission),
  checkIn: z.array(checkInDay),
});
export type RewardsCatalogue = z.infer<typeof rewardsCatalogue>;

export const missionProgress = z.object({
  id: z.enum(MISSION_IDS),
  /** How far the account is (same unit as the mission's target; capped at the target). */
  progress: z.number().min(0),
  status: z.enum(MISSION_STATUSES),
  /** When it was claimed (ISO), or null. */
  claimedAt: z.string().nullable(),
});
export type MissionProgress = z.infer<typeof missionProgress>;

export const checkInStatus = z.object({
  /** Consecutive UTC days checked in, today or yesterday included; 0 when the streak is broken. */
  streak: z.number().int().min(0),
  checkedInToday: z.boolean(),
  /** The cycle day the next check-in counts as (1 to 7), and what it pays. */
  nextDay: z.number().int().min(1).max(CHECK_IN_CYCLE_DAYS),
  nextRewardPoints: decimalString,
  /** The sandbox's UTC day, YYYY-MM-DD. */
  today: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export type CheckInStatus = z.infer<typeof checkInStatus>;

export const rewardsStatus = z.object({
  pointsBalance: decimalString,
  /** Points earned in the rewards centre so far. */
  earnedPoints: decimalString,
  checkIn: checkInStatus,
  missions: z.array(missionProgress),
});
export type RewardsStatus = z.infer<typeof rewardsStatus>;

export const rewardCredit = z.object({
  /** Points credited by this claim or check-in, and the balance after it. */
  rewardPoints: decimalString,
  pointsBalance: decimalString,
});
export type RewardCredit = z.infer<typeof rewardCredit>;

export const rewardsCalls = {
  /** The missions and the check-in rewards, in the request's language (public). */
  rewardsCatalogue: {
    method: 'GET',
    path: `${REWARDS_API}/catalogue`,
    query: z.object({}),
    response: statusEnvelope(rewardsCatalogue),
  },
  /** The signed-in account's progress on every mission, its check-in streak and its points. */
  rewardsStatus: {
    method: 'GET',
    path: `${REWARDS_API}/auth/status`,
    private: true,
    query: z.object({}),
    response: statusEnvelope(rewardsStatus),
  },
  /** Today's check-in (UTC day of the server clock): credits the cycle day's points once a day. */
  rewardsCheckIn: {
    method: 'POST',
    path: `${REWARDS_API}/auth/checkIn`,
    private: true,
    query: z.object({}),
    body: z.object({}),
    response: statusEnvelope(rewardCredit.extend({ day: z.number().int().min(1).max(CHECK_IN_CYCLE_DAYS) })),
  },
  /** Claims a completed mission's points, once per account (a repeat answers 409). */
  rewardsClaim: {
    method: 'POST',
    path: `${REWARDS_API}/auth/claim`,
    private: true,
    query: z.object({}),
    body: z.object({ missionId: z.string().min(1).max(40) }),
    response: statusEnvelope(rewardCredit.extend({ missionId: z.enum(MISSION_IDS) })),
  },
} as const;
