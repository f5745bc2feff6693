import { CHECK_IN_CYCLE_DAYS, type MissionId, type MissionStatus } from '../../../runtime/http/contract/rewards.ts';
import type { Database } from '../../db.ts';
import { HOUSE_REWARDS, type Ledger, userPoints } from '../wallet/ledger.ts';
import { CHECK_IN_REWARDS_CENTS, MISSIONS, type MissionDef } from './data.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;
/** The UTC day of a time, YYYY-MM-DD. */
export const utcDay = (at: number) => new Date(at).toISOString().slice(0, 10);
/** A missions's claim period: the missions are one-off, so one period. */
export const ONCE = 'once';

/** The cycle day (1 to 7) of the n-th consecutive check-in, and its reward. */
export const cycleDay = (streak: number) => ((streak - 1) % CHECK_IN_CYCLE_DAYS) + 1;
export const checkInReward = (day: number) => CHECK_IN_REWARDS_CENTS[day - 1] ?? 0;

/** Why a claim or check-in credits nothing: the caller answers it as a refusal. */
export class RewardRefused extends Error {}

export interface StreakState {
  streak: number;
  checkedInToday: boolean;
  nextDay: number;
}

export interface MissionState {
  def: MissionDef;
  progress: number;
  status: MissionStatus;
  claimedAt: number | null;
}

export function createRewardsStore(db: Database, ledger: Ledger) {
  const lastCheckIn = db.prepare('SELECT day, streak FROM reward_check_ins WHERE uid = ? ORDER BY day DESC LIMIT 1');
  const insertCheckIn = db.prepare(
    `INSERT INTO reward_check_ins (uid, day, streak, cycle_day, reward_cents, tx_id, at) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (uid, day) DO NOTHING`,
  );
  const setCheckInTx = db.prepare('UPDATE reward_check_ins SET tx_id = ? WHERE uid = ? AND day = ?');
  const clearCheckIns = db.prepare('DELETE FROM reward_check_ins WHERE uid = ?');
  const checkInsOf = db.prepare(
    'SELECT day, streak, cycle_day, reward_cents FROM reward_check_ins WHERE uid = ? ORDER BY day',
  );
  const claimsOf = db.prepare(
    'SELECT mission_id, period, reward_cents, at FROM reward_claims WHERE uid = ? ORDER BY id',
  );
  const insertClaim = db.prepare(
    `INSERT INTO reward_claims (uid, mission_id, period, reward_cents, at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (uid, mission_id, period) DO NOTHING`,
  );
  const setClaimTx = db.prepare('UPDATE reward_claims SET tx_id = ? WHERE uid = ? AND mission_id = ? AND period = ?');
  const facts = db.prepare(
    `SELECT u.auth_level AS kyc, u.fund_password_hash IS NOT NULL AS fund, u.totp_secret IS NOT NULL AS totp,
       (SELECT COUNT(*) FROM orders o WHERE o.uid = u.uid AND o.paid_at IS NOT NULL) AS paidOrders,
       (SELECT COALESCE(SUM(o.hashrate_fee_cents), 0) FROM orders o WHERE o.uid = u.uid AND o.paid_at IS NOT NULL) AS hashrateCents,
       (SELECT COUNT(*) FROM users i WHERE i.invited_by = u.uid) AS invites
     FROM users u WHERE u.uid = ?`,
  );
  const earned = db.prepare(
    "SELECT COALESCE(SUM(amount_cents), 0) AS cents FROM ledger_entries WHERE account = ? AND kind = 'reward'",
  );

  function streakOf(uid: number, now: number): StreakState {
    const last = lastCheckIn.get(uid) as { day: string; streak: number } | undefined;
    const today = utcDay(now);
    const yesterday = utcDay(now - DAY_MS);
    const checkedInToday = last?.day === today;
    const streak = last && (checkedInToday || last.day === yesterday) ? last.streak : 0;
    return { streak, checkedInToday, nextDay: cycleDay(streak + 1) };
  }

  function missions(uid: number): MissionState[] {
    const f = facts.get(uid) as
      | { kyc: number; fund: number; totp: number; paidOrders: number; hashrateCents: number; invites: number }
      | undefined;
    const claimed = new Map(
      (claimsOf.all(uid) as { mission_id: string; period: string; at: number }[])
        .filter((row) => row.period === ONCE)
        .map((row) => [row.mission_id, row.at]),
    );
    const reached: Record<MissionId, number> = {
      kyc: f && f.kyc >= 1 ? 1 : 0,
      fundPassword: f?.fund ? 1 : 0,
      authenticator: f?.totp ? 1 : 0,
      firstOrder: f && f.paidOrders > 0 ? 1 : 0,
      buyHashrate: (f?.hashrateCents ?? 0) / 100,
      inviteFriend: f?.invites ?? 0,
      inviteFive: f?.invites ?? 0,
    };
    return MISSIONS.map((def) => {
      const progress = Math.min(reached[def.id], def.target);
      const claimedAt = claimed.get(def.id) ?? null;
      const status: MissionStatus = claimedAt !== null ? 'done' : progress >= def.target ? 'claimable' : 'todo';
      return { def, progress, status, claimedAt };
    });
  }

  return {
    streakOf,
    missions,
    earnedCents: (uid: number) => (earned.get(userPoints(uid)) as { cents: number }).cents,

    /** Today's check-in: the next cycle day's points, once per UTC day (the caller runs it in a transaction). */
    checkIn(uid: number, now: number, refusal: string): { day: number; cents: number } {
      const state = streakOf(uid, now);
      if (state.checkedInToday) throw new RewardRefused(refusal);
      const streak = state.streak + 1;
      const day = cycleDay(streak);
      const cents = checkInReward(day);
      const today = utcDay(now);
      if (insertCheckIn.run(uid, today, streak, day, cents, null, now).changes !== 1) throw new RewardRefused(refusal);
      const tx = ledger.post('reward', `checkin:${today}`, now, [
        { account: userPoints(uid), amountCents: cents },
        { account: HOUSE_REWARDS, amountCents: -cents },
      ]);
      setCheckInTx.run(tx ?? null, uid, today);
      return { day, cents };
    },

    /** Marks the mission claimed for its period and credits its points; a claim made before credits nothing. */
    claim(uid: number, def: MissionDef, now: number, refusal: string): number {
      if (insertClaim.run(uid, def.id, ONCE, def.rewardCents, now).changes !== 1) throw new RewardRefused(refusal);
      const tx = ledger.post('reward', `mission:${def.id}:${ONCE}`, now, [
        { account: userPoints(uid), amountCents: def.rewardCents },
        { account: HOUSE_REWARDS, amountCents: -def.rewardCents },
      ]);
      setClaimTx.run(tx ?? null, uid, def.id, ONCE);
      return def.rewardCents;
    },

    /** Fixture: replaces the check-in history with `streak` consecutive days ending `daysAgo` days before now (no points). */
    setHistory(uid: number, now: number, streak: number, daysAgo: number): void {
      clearCheckIns.run(uid);
      for (let n = 1; n <= streak; n++) {
        const at = now - (daysAgo + streak - n) * DAY_MS;
        insertCheckIn.run(uid, utcDay(at), n, cycleDay(n), checkInReward(cycleDay(n)), null, at);
      }
    },
    history: (uid: number) => ({
      checkIns: checkInsOf.all(uid) as unknown as {
        day: string;
        streak: number;
        cycle_day: number;
        reward_cents: number;
      }[],
      claims: claimsOf.all(uid) as unknown as {
        mission_id: string;
        period: string;
        reward_cents: number;
        at: number;
      }[],
    }),
  };
}
