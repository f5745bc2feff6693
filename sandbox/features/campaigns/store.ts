import { createHash } from 'node:crypto';
import { PLAN_PRODUCT_TYPES } from '../../../runtime/domain/products.ts';
import {
  CAMPAIGN_ERRORS,
  CAMPAIGN_FORBIDDEN,
  CAMPAIGN_REFUSED,
  type CampaignModule,
  type CampaignState,
  NEWCOMER_DAYS,
} from '../../../runtime/http/contract/campaigns.ts';
import type { FriendStatus } from '../../../runtime/http/contract/invites.ts';
import type { Database } from '../../db.ts';
import { DAY_MS } from '../orders/status.ts';
import { HOUSE_REWARDS, userPoints } from '../wallet/ledger.ts';
import type { WalletStore } from '../wallet/store.ts';
import {
  CAMPAIGN_COUPON_DAYS,
  type CampaignDef,
  type CampaignWindow,
  campaignDef,
  type DefKey,
  type MissionDef,
  type PrizeDef,
  RELEASE_HOUR_UTC,
  RELEASE_SLOTS,
  RELEASE_WEEKDAY,
  type Reward,
  SHORT_PLAN_MAX_DAYS,
} from './data.ts';
import { type CampaignView, rewardLabel } from './view.ts';

/** The UTC day of a time, YYYY-MM-DD. */
export const utcDay = (at: number) => new Date(at).toISOString().slice(0, 10);

/** Why an action does nothing: the routes answer it with its status (404, 403 or 409) and message. */
export class CampaignRefused extends Error {
  constructor(
    readonly status: 403 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}
const refused = (message: string) => new CampaignRefused(CAMPAIGN_REFUSED, message);

export interface CampaignRow {
  campaign_id: number;
  slug: string | null;
  def: string;
  period: 'fixed' | 'month' | 'currentMonth';
  month: number | null;
  start_at: number | null;
  end_at: number | null;
}

/** A campaign's start and end (ms; the end is its last millisecond) on the clock at `now`. */
export function windowOf(row: CampaignRow, now: number): { startAt: number; endAt: number } {
  const date = new Date(now);
  const year = date.getUTCFullYear();
  if (row.period === 'fixed') return { startAt: row.start_at ?? 0, endAt: row.end_at ?? 0 };
  const month = row.period === 'month' ? (row.month ?? 1) - 1 : date.getUTCMonth();
  return { startAt: Date.UTC(year, month, 1), endAt: Date.UTC(year, month + 1, 1) - 1 };
}

export const stateAt = (w: { startAt: number; endAt: number }, now: number): CampaignState =>
  now < w.startAt ? 'upcoming' : now > w.endAt ? 'ended' : 'running';

export interface Resolved extends CampaignView {
  row: CampaignRow;
}

export function resolve(row: CampaignRow, now: number): Resolved | undefined {
  const def = campaignDef(row.def);
  if (!def) return undefined;
  const w = windowOf(row, now);
  return {
    row,
    campaignId: row.campaign_id,
    slug: row.slug as Resolved['slug'],
    defKey: row.def as DefKey,
    def,
    ...w,
    state: stateAt(w, now),
  };
}

export type MissionStatus = 'todo' | 'claimable' | 'done';

interface UserFacts {
  uid: number;
  email: string | null;
  phone_code: string | null;
  phone_number: string | null;
  auth_level: number;
  fund: number;
  invite_code: string;
  created_at: number;
}

export interface DrawRow {
  id: number;
  draw_no: number;
  draw_key: string;
  prize_id: string;
  reward_kind: Reward['kind'];
  amount_cents: number;
  coupon_id: string | null;
  at: number;
}

export interface CreditRow {
  ref: string;
  reward_kind: Reward['kind'];
  amount_cents: number;
  draws: number;
  coupon_id: string | null;
  at: number;
}

export interface CheckInRow {
  day: string;
  streak: number;
  reward_kind: Reward['kind'];
  amount_cents: number;
  draws: number;
  at: number;
}

const PLAN_TYPES = PLAN_PRODUCT_TYPES.join(', ');

/** A number in [0, 100) from the account, the campaign and the draw's number: the draw is decided by them. */
export function roll(uid: number, campaignId: number, drawNo: number): number {
  const digest = createHash('sha256').update(`campaign-draw:${campaignId}:${uid}:${drawNo}`).digest();
  return (digest.readUInt32BE(0) / 2 ** 32) * 100;
}

/** The prize a roll lands on (cumulative chances); past the last, the last. */
export function prizeAt(prizes: PrizeDef[], value: number): PrizeDef {
  let edge = 0;
  for (const prize of prizes) {
    edge += prize.chancePercent;
    if (value < edge) return prize;
  }
  const last = prizes.at(-1);
  if (!last) throw new Error('a lottery without prizes');
  return last;
}

/** What a draw gives when its prize has none left: the unlimited blank, else the smallest unlimited prize. */
export function fallbackPrize(prizes: PrizeDef[]): PrizeDef {
  const unlimited = prizes.filter((p) => p.limit === null);
  const blank = unlimited.find((p) => p.reward.kind === 'none');
  const cents = (p: PrizeDef) => (p.reward.kind === 'none' ? 0 : p.reward.cents);
  const smallest = [...unlimited].sort((a, b) => cents(a) - cents(b))[0];
  const prize = blank ?? smallest;
  if (!prize) throw new Error('a lottery needs an unlimited prize');
  return prize;
}

/** The next plan release after `now`: weekly, Mondays at 08:00 UTC; its id names its day. */
export function nextReleaseAt(now: number): { releaseId: string; at: number } {
  const date = new Date(now);
  const sameDay = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), RELEASE_HOUR_UTC);
  let at = sameDay + ((RELEASE_WEEKDAY - date.getUTCDay() + 7) % 7) * DAY_MS;
  if (at <= now) at += 7 * DAY_MS;
  return { releaseId: `R${utcDay(at).replaceAll('-', '')}`, at };
}

/**
 * The campaign engine's records and rules. Actions run inside the caller's transaction (the routes open one per
 * request, so the check and the use of a draw, a claim or a check-in are one step); a refusal throws
 * CampaignRefused before anything is written, or rolls back what was.
 */
export function createCampaignStore(db: Database, wallet: WalletStore) {
  const { ledger } = wallet;
  const q = {
    byId: db.prepare('SELECT * FROM campaigns WHERE campaign_id = ?'),
    bySlug: db.prepare('SELECT * FROM campaigns WHERE slug = ?'),
    all: db.prepare('SELECT * FROM campaigns ORDER BY campaign_id'),
    insertCampaign: db.prepare(
      `INSERT INTO campaigns (campaign_id, slug, def, period, month, start_at, end_at, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    nextFixtureId: db.prepare('SELECT MAX(campaign_id) AS id FROM campaigns'),
    user: db.prepare(
      `SELECT uid, email, phone_code, phone_number, auth_level, fund_password_hash IS NOT NULL AS fund, invite_code,
         created_at FROM users WHERE uid = ?`,
    ),
    users: db.prepare(
      'SELECT uid, email, phone_code, phone_number FROM users WHERE uid IN (SELECT value FROM json_each(?))',
    ),
    paidPlans: db.prepare(
      `SELECT COUNT(*) AS n, COALESCE(SUM(total_cents), 0) AS cents FROM orders
       WHERE uid = ? AND paid_at IS NOT NULL AND paid_at BETWEEN ? AND ? AND goods_type IN (${PLAN_TYPES})`,
    ),
    anyPaidPlan: db.prepare(
      `SELECT 1 FROM orders WHERE uid = ? AND paid_at IS NOT NULL AND paid_at <= ? AND goods_type IN (${PLAN_TYPES}) LIMIT 1`,
    ),
    invitedIn: db.prepare(
      'SELECT uid FROM users WHERE invited_by = ? AND created_at BETWEEN ? AND ? ORDER BY created_at, uid',
    ),
    invitees: db.prepare(
      `SELECT u.uid, u.email, u.phone_code, u.phone_number, u.auth_level, u.created_at,
         EXISTS (SELECT 1 FROM orders o WHERE o.uid = u.uid AND o.paid_at IS NOT NULL AND o.paid_at <= ?) AS ordered
       FROM users u WHERE u.invited_by = ? AND u.created_at BETWEEN ? AND ? ORDER BY u.created_at DESC, u.uid DESC`,
    ),
    spendRanking: db.prepare(
      `SELECT uid, SUM(total_cents) AS value FROM orders
       WHERE paid_at IS NOT NULL AND paid_at BETWEEN ? AND ? AND goods_type IN (${PLAN_TYPES}) GROUP BY uid`,
    ),
    inviteRanking: db.prepare(
      `SELECT invited_by AS uid, COUNT(*) AS value FROM users
       WHERE invited_by IS NOT NULL AND created_at BETWEEN ? AND ? GROUP BY invited_by`,
    ),
    entries: db.prepare('SELECT uid, value FROM campaign_entries WHERE campaign_id = ?'),
    insertEntry: db.prepare('INSERT OR REPLACE INTO campaign_entries (campaign_id, uid, value) VALUES (?, ?, ?)'),

    lastCheckIn: db.prepare(
      'SELECT day, streak FROM campaign_check_ins WHERE campaign_id = ? AND uid = ? ORDER BY day DESC LIMIT 1',
    ),
    checkIns: db.prepare(
      `SELECT day, streak, reward_kind, amount_cents, draws, at FROM campaign_check_ins
       WHERE campaign_id = ? AND uid = ? ORDER BY day`,
    ),
    insertCheckIn: db.prepare(
      `INSERT INTO campaign_check_ins (campaign_id, uid, day, streak, reward_kind, amount_cents, draws, at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (campaign_id, uid, day) DO NOTHING`,
    ),
    paidCheckIn: db.prepare(
      'UPDATE campaign_check_ins SET tx_id = ?, coupon_id = ? WHERE campaign_id = ? AND uid = ? AND day = ?',
    ),
    credits: db.prepare(
      `SELECT ref, reward_kind, amount_cents, draws, coupon_id, at FROM campaign_credits
       WHERE campaign_id = ? AND uid = ? ORDER BY id`,
    ),
    insertCredit: db.prepare(
      `INSERT INTO campaign_credits (campaign_id, uid, ref, reward_kind, amount_cents, draws, at)
       VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (campaign_id, uid, ref) DO NOTHING`,
    ),
    paidCredit: db.prepare(
      'UPDATE campaign_credits SET tx_id = ?, coupon_id = ? WHERE campaign_id = ? AND uid = ? AND ref = ?',
    ),
    draws: db.prepare(
      `SELECT id, draw_no, draw_key, prize_id, reward_kind, amount_cents, coupon_id, at FROM campaign_draws
       WHERE campaign_id = ? AND uid = ? ORDER BY draw_no DESC`,
    ),
    drawByKey: db.prepare(
      `SELECT id, draw_no, draw_key, prize_id, reward_kind, amount_cents, coupon_id, at FROM campaign_draws
       WHERE campaign_id = ? AND uid = ? AND draw_key = ?`,
    ),
    drawCount: db.prepare('SELECT COUNT(*) AS n FROM campaign_draws WHERE campaign_id = ? AND uid = ?'),
    prizeUsed: db.prepare('SELECT COUNT(*) AS n FROM campaign_draws WHERE campaign_id = ? AND prize_id = ?'),
    insertDraw: db.prepare(
      `INSERT INTO campaign_draws (campaign_id, uid, draw_no, draw_key, prize_id, reward_kind, amount_cents, at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    paidDraw: db.prepare('UPDATE campaign_draws SET tx_id = ?, coupon_id = ? WHERE id = ?'),
    granted: db.prepare(
      'SELECT COALESCE(SUM(draws), 0) AS n FROM campaign_draw_grants WHERE campaign_id = ? AND uid = ?',
    ),
    insertGrant: db.prepare('INSERT INTO campaign_draw_grants (campaign_id, uid, draws, at) VALUES (?, ?, ?, ?)'),
    nextPrize: db.prepare('SELECT prize_id FROM campaign_next_prizes WHERE campaign_id = ? AND uid = ?'),
    setNextPrize: db.prepare(
      'INSERT OR REPLACE INTO campaign_next_prizes (campaign_id, uid, prize_id) VALUES (?, ?, ?)',
    ),
    clearNextPrize: db.prepare('DELETE FROM campaign_next_prizes WHERE campaign_id = ? AND uid = ?'),
    quiz: db.prepare(
      'SELECT correct, total, rewarded, at FROM campaign_quiz_answers WHERE campaign_id = ? AND uid = ?',
    ),
    insertQuiz: db.prepare(
      `INSERT INTO campaign_quiz_answers (campaign_id, uid, answers, correct, total, rewarded, at)
       VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (campaign_id, uid) DO NOTHING`,
    ),
    booked: db.prepare('SELECT 1 FROM campaign_bookings WHERE campaign_id = ? AND uid = ? AND release_id = ?'),
    bookings: db.prepare('SELECT COUNT(*) AS n FROM campaign_bookings WHERE campaign_id = ? AND release_id = ?'),
    insertBooking: db.prepare(
      `INSERT INTO campaign_bookings (campaign_id, uid, release_id, at) VALUES (?, ?, ?, ?)
       ON CONFLICT (campaign_id, uid, release_id) DO NOTHING`,
    ),
    shortPlans: db.prepare(
      `SELECT goods_id, goods_name FROM goods WHERE goods_status = 1 AND instr(support_platform, 'WEB') > 0
       AND goods_type IN (${PLAN_TYPES}) AND duration_days <= ? ORDER BY duration_days, sort`,
    ),
  };
  const n = (row: unknown) => Number((row as { n: number }).n);

  // --- campaigns -------------------------------------------------------------------------------------------------

  /** A campaign by slug or numeric id, on the clock at `now`. */
  function find(key: string, now: number): Resolved | undefined {
    const row = (/^\d+$/.test(key) ? q.byId.get(Number(key)) : q.bySlug.get(key)) as CampaignRow | undefined;
    return row ? resolve(row, now) : undefined;
  }
  const byId = (campaignId: number, now: number) => find(String(campaignId), now);

  function list(now: number): Resolved[] {
    return (q.all.all() as unknown as CampaignRow[])
      .map((row) => resolve(row, now))
      .filter((c): c is Resolved => c !== undefined)
      .sort((a, b) => b.startAt - a.startAt || b.campaignId - a.campaignId);
  }

  function insertCampaign(id: number, slug: string | null, def: DefKey, window: CampaignWindow, now: number): void {
    q.insertCampaign.run(
      id,
      slug,
      def,
      window.period,
      window.period === 'month' ? window.month : null,
      window.period === 'fixed' ? window.startAt : null,
      window.period === 'fixed' ? window.endAt : null,
      now,
    );
  }

  // --- the account ---------------------------------------------------------------------------------------------

  const facts = (uid: number) => q.user.get(uid) as UserFacts | undefined;

  function isNewcomer(uid: number, now: number): boolean {
    const user = facts(uid);
    return user !== undefined && user.created_at >= now - NEWCOMER_DAYS * DAY_MS;
  }
  const audienceAllows = (c: Resolved, uid: number, now: number) =>
    c.def.audience === 'everyone' || isNewcomer(uid, now);
  const hasPaidPlan = (uid: number, now: number) => q.anyPaidPlan.get(uid, now) !== undefined;
  const trialCashGranted = (c: Resolved, uid: number) =>
    (q.credits.all(c.campaignId, uid) as unknown as CreditRow[]).some((row) => row.ref === 'trialCash');

  /** The audience's rule, and for trial cash also: no paid plan (unless it was granted before). */
  function eligible(c: Resolved, uid: number, now: number): boolean {
    if (!audienceAllows(c, uid, now)) return false;
    if (c.def.trialCash && !trialCashGranted(c, uid) && hasPaidPlan(uid, now)) return false;
    return true;
  }

  /** The refusals every action shares, in order: a module the campaign lacks, its window, its audience. */
  function guard(c: Resolved, module: CampaignModule, uid: number, now: number): void {
    if (!c.def.modules.includes(module)) throw new CampaignRefused(404, CAMPAIGN_ERRORS.notOffered);
    if (c.state === 'upcoming') throw refused(CAMPAIGN_ERRORS.notStarted);
    if (c.state === 'ended') throw refused(CAMPAIGN_ERRORS.ended);
    if (!audienceAllows(c, uid, now)) throw new CampaignRefused(CAMPAIGN_FORBIDDEN, CAMPAIGN_ERRORS.notEligible);
  }

  /** Pays a reward: points as one ledger transaction from `house:rewards`, a coupon into the wallet's coupons. */
  function pay(
    uid: number,
    campaignId: number,
    ref: string,
    reward: Reward,
    now: number,
    couponDays = CAMPAIGN_COUPON_DAYS,
  ): { txId: string | null; couponId: string | null } {
    if (reward.kind === 'points') {
      const txId = ledger.post('reward', `campaign:${campaignId}:${ref}`, now, [
        { account: userPoints(uid), amountCents: reward.cents },
        { account: HOUSE_REWARDS, amountCents: -reward.cents },
      ]);
      return { txId: txId ?? null, couponId: null };
    }
    if (reward.kind === 'coupon') {
      const couponId = `cmp-${campaignId}-${uid}-${ref.replace(/[^A-Za-z0-9_-]/g, '-')}`;
      wallet.addCoupon(uid, {
        couponId,
        name: rewardLabel(reward, 'en'),
        amountCents: reward.cents,
        minSpendCents: 0,
        goodsTypes: [...PLAN_PRODUCT_TYPES],
        expireAt: now + couponDays * DAY_MS,
        kind: reward.coupon,
      });
      return { txId: null, couponId };
    }
    return { txId: null, couponId: null };
  }
  const cents = (reward: Reward) => (reward.kind === 'none' ? 0 : reward.cents);

  // --- check-in ------------------------------------------------------------------------------------------------

  function checkInState(c: Resolved, uid: number, now: number) {
    const last = q.lastCheckIn.get(c.campaignId, uid) as { day: string; streak: number } | undefined;
    const today = utcDay(now);
    const checkedInToday = last?.day === today;
    const streak = last && (checkedInToday || last.day === utcDay(now - DAY_MS)) ? last.streak : 0;
    const cycle = c.def.checkIn?.days.length ?? 1;
    return {
      streak,
      checkedInToday,
      nextDayIndex: streak % cycle,
      totalDays: (q.checkIns.all(c.campaignId, uid) as unknown[]).length,
      today,
    };
  }

  function checkIn(c: Resolved, uid: number, now: number): Reward {
    guard(c, 'checkIn', uid, now);
    const days = c.def.checkIn?.days ?? [];
    const state = checkInState(c, uid, now);
    if (state.checkedInToday) throw refused(CAMPAIGN_ERRORS.alreadyCheckedIn);
    const streak = state.streak + 1;
    const reward = days[(streak - 1) % days.length] ?? { kind: 'none' };
    const draws = c.def.lottery ? (c.def.checkIn?.drawsPerCheckIn ?? 0) : 0;
    const inserted = q.insertCheckIn.run(
      c.campaignId,
      uid,
      state.today,
      streak,
      reward.kind,
      cents(reward),
      draws,
      now,
    );
    if (inserted.changes !== 1) throw refused(CAMPAIGN_ERRORS.alreadyCheckedIn);
    const paid = pay(uid, c.campaignId, `checkin:${state.today}`, reward, now);
    q.paidCheckIn.run(paid.txId, paid.couponId, c.campaignId, uid, state.today);
    return reward;
  }

  // --- missions ------------------------------------------------------------------------------------------------

  function missionStates(c: Resolved, uid: number, now: number) {
    const user = facts(uid);
    const to = Math.min(c.endAt, now);
    const paid = q.paidPlans.get(uid, c.startAt, to) as { n: number; cents: number };
    const invited = (q.invitedIn.all(uid, c.startAt, to) as unknown[]).length;
    const checkInDays = (q.checkIns.all(c.campaignId, uid) as unknown[]).length;
    const claimed = new Set(
      (q.credits.all(c.campaignId, uid) as unknown as CreditRow[])
        .filter((row) => row.ref.startsWith('mission:'))
        .map((row) => row.ref.slice('mission:'.length)),
    );
    const reached = (mission: MissionDef): number => {
      switch (mission.kind) {
        case 'register':
          return user ? 1 : 0;
        case 'kyc':
          return user && user.auth_level >= 1 ? 1 : 0;
        case 'fundPassword':
          return user?.fund ? 1 : 0;
        case 'firstOrder':
          return Number(paid.n) > 0 ? 1 : 0;
        case 'spendUsd':
          return Number(paid.cents) / 100;
        case 'invite':
          return invited;
        case 'checkInDays':
          return checkInDays;
      }
    };
    return c.def.missions.map((mission) => {
      const progress = Math.min(reached(mission), mission.target);
      const status: MissionStatus = claimed.has(mission.id)
        ? 'done'
        : progress >= mission.target
          ? 'claimable'
          : 'todo';
      return { mission, progress, status };
    });
  }

  function claim(c: Resolved, missionId: string, uid: number, now: number): Reward {
    const mission = c.def.missions.find((m) => m.id === missionId);
    if (!mission) throw new CampaignRefused(404, CAMPAIGN_ERRORS.noSuchMission);
    guard(c, 'missions', uid, now);
    const state = missionStates(c, uid, now).find((m) => m.mission.id === missionId);
    if (state?.status === 'done') throw refused(CAMPAIGN_ERRORS.alreadyClaimed);
    if (state?.status !== 'claimable') throw refused(CAMPAIGN_ERRORS.notComplete);
    const ref = `mission:${mission.id}`;
    const draws = c.def.lottery ? mission.draws : 0;
    const inserted = q.insertCredit.run(c.campaignId, uid, ref, mission.reward.kind, cents(mission.reward), draws, now);
    if (inserted.changes !== 1) throw refused(CAMPAIGN_ERRORS.alreadyClaimed);
    const paid = pay(uid, c.campaignId, ref, mission.reward, now);
    q.paidCredit.run(paid.txId, paid.couponId, c.campaignId, uid, ref);
    return mission.reward;
  }

  // --- lottery -------------------------------------------------------------------------------------------------

  function remaining(c: Resolved, prize: PrizeDef): number | null {
    if (prize.limit === null) return null;
    return Math.max(0, prize.limit - n(q.prizeUsed.get(c.campaignId, prize.id)));
  }

  /** Welcome draws + check-ins' draws + claimed missions' draws + granted draws − draws used. */
  function drawsLeft(c: Resolved, uid: number): number {
    if (!c.def.lottery) return 0;
    const checkIns = q.checkIns.all(c.campaignId, uid) as unknown as CheckInRow[];
    const credits = q.credits.all(c.campaignId, uid) as unknown as CreditRow[];
    const earned =
      c.def.lottery.welcomeDraws +
      checkIns.reduce((sum, row) => sum + row.draws, 0) +
      credits.reduce((sum, row) => sum + row.draws, 0) +
      n(q.granted.get(c.campaignId, uid));
    return Math.max(0, earned - n(q.drawCount.get(c.campaignId, uid)));
  }

  const prizeOf = (c: Resolved, prizeId: string) => c.def.lottery?.prizes.find((p) => p.id === prizeId);

  /** The reward a draw row gave (its prize's, as recorded). */
  function drawReward(c: Resolved, row: DrawRow): Reward {
    const prize = prizeOf(c, row.prize_id);
    if (prize && prize.reward.kind === row.reward_kind) return prize.reward;
    if (row.reward_kind === 'points') return { kind: 'points', cents: row.amount_cents };
    if (row.reward_kind === 'coupon') return { kind: 'coupon', cents: row.amount_cents, coupon: 'hashrate' };
    return { kind: 'none' };
  }

  /**
   * One draw. The same key answers the draw it made and uses nothing; otherwise the checks, the prize (a fixture's
   * next prize, else the roll; a limited prize with none left gives the fallback) and the payment are one step.
   */
  function draw(c: Resolved, uid: number, drawKey: string, now: number): { row: DrawRow; repeated: boolean } {
    if (!c.def.modules.includes('lottery') || !c.def.lottery) {
      throw new CampaignRefused(404, CAMPAIGN_ERRORS.notOffered);
    }
    const before = q.drawByKey.get(c.campaignId, uid, drawKey) as DrawRow | undefined;
    if (before) return { row: before, repeated: true };
    guard(c, 'lottery', uid, now);
    if (drawsLeft(c, uid) <= 0) throw refused(CAMPAIGN_ERRORS.noDraws);
    const { prizes } = c.def.lottery;
    const drawNo = n(q.drawCount.get(c.campaignId, uid)) + 1;
    const forced = q.nextPrize.get(c.campaignId, uid) as { prize_id: string } | undefined;
    let prize = (forced && prizeOf(c, forced.prize_id)) || prizeAt(prizes, roll(uid, c.campaignId, drawNo));
    if (remaining(c, prize) === 0) prize = fallbackPrize(prizes);
    if (forced) q.clearNextPrize.run(c.campaignId, uid);
    const inserted = q.insertDraw.run(
      c.campaignId,
      uid,
      drawNo,
      drawKey,
      prize.id,
      prize.reward.kind,
      cents(prize.reward),
      now,
    );
    const id = Number(inserted.lastInsertRowid);
    const paid = pay(uid, c.campaignId, `draw:${drawNo}`, prize.reward, now);
    q.paidDraw.run(paid.txId, paid.couponId, id);
    return { row: q.drawByKey.get(c.campaignId, uid, drawKey) as unknown as DrawRow, repeated: false };
  }

  // --- quiz ----------------------------------------------------------------------------------------------------

  function answerQuiz(c: Resolved, uid: number, answers: Record<string, string>, now: number) {
    guard(c, 'quiz', uid, now);
    const quiz = c.def.quiz;
    if (!quiz) throw new CampaignRefused(404, CAMPAIGN_ERRORS.notOffered);
    if (q.quiz.get(c.campaignId, uid)) throw refused(CAMPAIGN_ERRORS.quizAnswered);
    if (quiz.questions.some((question) => !answers[question.id])) throw refused(CAMPAIGN_ERRORS.quizIncomplete);
    const correct = quiz.questions.filter((question) => answers[question.id] === question.answer).length;
    const total = quiz.questions.length;
    const rewarded = correct === total;
    const stored = Object.fromEntries(quiz.questions.map((question) => [question.id, answers[question.id]]));
    if (
      q.insertQuiz.run(c.campaignId, uid, JSON.stringify(stored), correct, total, rewarded ? 1 : 0, now).changes !== 1
    ) {
      throw refused(CAMPAIGN_ERRORS.quizAnswered);
    }
    if (rewarded) {
      q.insertCredit.run(c.campaignId, uid, 'quiz', quiz.reward.kind, cents(quiz.reward), 0, now);
      const paid = pay(uid, c.campaignId, 'quiz', quiz.reward, now);
      q.paidCredit.run(paid.txId, paid.couponId, c.campaignId, uid, 'quiz');
    }
    return {
      correct,
      total,
      rewarded,
      solutions: Object.fromEntries(quiz.questions.map((question) => [question.id, question.answer])),
    };
  }

  // --- trial cash ----------------------------------------------------------------------------------------------

  function grantTrialCash(c: Resolved, uid: number, now: number) {
    guard(c, 'trialCash', uid, now);
    const trial = c.def.trialCash;
    if (trial?.reward.kind !== 'coupon') throw new CampaignRefused(404, CAMPAIGN_ERRORS.notOffered);
    if (trialCashGranted(c, uid)) throw refused(CAMPAIGN_ERRORS.alreadyClaimed);
    if (hasPaidPlan(uid, now)) throw new CampaignRefused(CAMPAIGN_FORBIDDEN, CAMPAIGN_ERRORS.notEligible);
    if (q.insertCredit.run(c.campaignId, uid, 'trialCash', 'coupon', trial.reward.cents, 0, now).changes !== 1) {
      throw refused(CAMPAIGN_ERRORS.alreadyClaimed);
    }
    const paid = pay(uid, c.campaignId, 'trialCash', trial.reward, now, trial.validDays);
    q.paidCredit.run(paid.txId, paid.couponId, c.campaignId, uid, 'trialCash');
    return { couponId: paid.couponId ?? '', cents: trial.reward.cents, expireAt: now + trial.validDays * DAY_MS };
  }

  function trialCashOf(c: Resolved, uid: number) {
    const row = (q.credits.all(c.campaignId, uid) as unknown as CreditRow[]).find((r) => r.ref === 'trialCash');
    if (!row?.coupon_id) return null;
    const coupon = wallet.coupon(row.coupon_id);
    if (!coupon) return null;
    return {
      couponId: coupon.coupon_id,
      cents: coupon.amount_cents,
      expireAt: coupon.expire_at,
      used: coupon.used_by_order !== null,
    };
  }

  // --- invitations ---------------------------------------------------------------------------------------------

  /** Credits the inviter's reward for each friend who signed up with its code inside the window, once each. */
  function syncInvites(c: Resolved, uid: number, now: number): void {
    const invite = c.def.invite;
    if (!invite || c.state === 'upcoming') return;
    const friends = q.invitedIn.all(uid, c.startAt, Math.min(c.endAt, now)) as unknown as Array<{ uid: number }>;
    for (const friend of friends) {
      const ref = `invite:${friend.uid}`;
      const reward = invite.inviterReward;
      if (q.insertCredit.run(c.campaignId, uid, ref, reward.kind, cents(reward), 0, now).changes !== 1) continue;
      const paid = pay(uid, c.campaignId, ref, reward, now);
      q.paidCredit.run(paid.txId, paid.couponId, c.campaignId, uid, ref);
    }
  }

  function inviteOf(c: Resolved, uid: number, now: number) {
    const credits = (q.credits.all(c.campaignId, uid) as unknown as CreditRow[]).filter((row) =>
      row.ref.startsWith('invite:'),
    );
    return {
      inviteCode: facts(uid)?.invite_code ?? '',
      invited: (q.invitedIn.all(uid, c.startAt, Math.min(c.endAt, now)) as unknown[]).length,
      rewardedCents: credits.filter((row) => row.reward_kind === 'points').reduce((s, row) => s + row.amount_cents, 0),
    };
  }

  /**
   * The friends who signed up with the account's code inside the window (none before it starts), newest first: who
   * they are, their status now (a paid order, identity verified, or signed up as invites/store.ts counts them) and
   * whether the campaign credited the account's reward for them.
   */
  function invitees(c: Resolved, uid: number, now: number) {
    if (!c.def.invite || c.state === 'upcoming') return [];
    const credited = new Set(
      (q.credits.all(c.campaignId, uid) as unknown as CreditRow[])
        .filter((row) => row.ref.startsWith('invite:'))
        .map((row) => row.ref),
    );
    const rows = q.invitees.all(now, uid, c.startAt, Math.min(c.endAt, now)) as unknown as Array<
      Pick<UserFacts, 'uid' | 'email' | 'phone_code' | 'phone_number' | 'auth_level' | 'created_at'> & {
        ordered: number;
      }
    >;
    return rows.map((row) => ({
      ...row,
      status: (row.ordered ? 'ordered' : row.auth_level >= 1 ? 'verified' : 'registered') as FriendStatus,
      credited: credited.has(`invite:${row.uid}`),
    }));
  }

  // --- ranking -------------------------------------------------------------------------------------------------

  /** Everyone with a value in the window (recorded results added), best first; ties by the earlier account. */
  function ranking(c: Resolved, now: number) {
    const metric = c.def.ranking?.metric ?? 'spendUsd';
    const to = Math.min(c.endAt, now);
    const live = (metric === 'spendUsd' ? q.spendRanking : q.inviteRanking).all(c.startAt, to) as unknown as Array<{
      uid: number;
      value: number;
    }>;
    const values = new Map<number, number>();
    for (const row of [...live, ...(q.entries.all(c.campaignId) as unknown as typeof live)]) {
      values.set(row.uid, (values.get(row.uid) ?? 0) + Number(row.value));
    }
    const rows = [...values.entries()].filter(([, value]) => value > 0);
    const users = new Map(
      (
        q.users.all(JSON.stringify(rows.map(([uid]) => uid))) as unknown as Array<{
          uid: number;
          email: string | null;
          phone_code: string | null;
          phone_number: string | null;
        }>
      ).map((user) => [user.uid, user]),
    );
    return rows
      .map(([uid, value]) => ({ uid, value, user: users.get(uid) }))
      .filter((row) => row.user !== undefined)
      .sort((a, b) => b.value - a.value || a.uid - b.uid)
      .map((row) => ({ uid: row.uid, value: row.value, user: row.user as NonNullable<typeof row.user> }));
  }

  /** The prize a place wins, from the ranking's prize table (none past the last prized place). */
  function prizeForRank(c: Resolved, rank: number): Reward | null {
    return c.def.ranking?.prizes.find((p) => rank >= p.fromRank && rank <= p.toRank)?.reward ?? null;
  }

  /** The ref of a ranking prize: one per account per campaign window (a yearly window pays again next year). */
  const rankingRef = (c: Resolved) => `ranking:${c.startAt}`;

  /**
   * Pays the final ranking's prizes once the campaign has ended: each prized place's account is credited once
   * (the credit's key makes a second settlement, or a parallel one, pay nothing), dated at the campaign's end.
   */
  function settleRanking(c: Resolved, now: number): void {
    if (c.state !== 'ended' || !c.def.ranking) return;
    const ref = rankingRef(c);
    ranking(c, now).forEach((row, index) => {
      const reward = prizeForRank(c, index + 1);
      if (!reward) return;
      if (q.insertCredit.run(c.campaignId, row.uid, ref, reward.kind, cents(reward), 0, c.endAt).changes !== 1) return;
      const paid = pay(row.uid, c.campaignId, ref, reward, c.endAt);
      q.paidCredit.run(paid.txId, paid.couponId, c.campaignId, row.uid, ref);
    });
  }

  /** The ranking prize the account was paid for this window, if any. */
  function rankingPrizeOf(c: Resolved, uid: number): Reward | null {
    const row = (q.credits.all(c.campaignId, uid) as unknown as CreditRow[]).find((r) => r.ref === rankingRef(c));
    if (!row) return null;
    if (row.reward_kind === 'points') return { kind: 'points', cents: row.amount_cents };
    const prize = c.def.ranking?.prizes.find((p) => p.reward.kind === 'coupon' && p.reward.cents === row.amount_cents);
    return prize?.reward ?? null;
  }

  // --- plans ---------------------------------------------------------------------------------------------------

  const shortPlans = () =>
    q.shortPlans.all(SHORT_PLAN_MAX_DAYS) as unknown as Array<{ goods_id: string; goods_name: string }>;
  const slotsLeft = (c: Resolved, releaseId: string) =>
    Math.max(0, RELEASE_SLOTS - n(q.bookings.get(c.campaignId, releaseId)));

  function book(c: Resolved, uid: number, releaseId: string, now: number): number {
    guard(c, 'plans', uid, now);
    const next = nextReleaseAt(now);
    if (releaseId !== next.releaseId || shortPlans().length === 0) {
      throw new CampaignRefused(404, CAMPAIGN_ERRORS.noSuchRelease);
    }
    if (q.booked.get(c.campaignId, uid, releaseId)) throw refused(CAMPAIGN_ERRORS.alreadyBooked);
    if (slotsLeft(c, releaseId) <= 0) throw refused(CAMPAIGN_ERRORS.fullyBooked);
    if (q.insertBooking.run(c.campaignId, uid, releaseId, now).changes !== 1) {
      throw refused(CAMPAIGN_ERRORS.alreadyBooked);
    }
    return slotsLeft(c, releaseId);
  }

  // --- what the account earned -----------------------------------------------------------------------------------

  /** Points the campaign's records paid the account (check-ins, credits, draws). */
  function earnedCents(c: Resolved, uid: number): number {
    const rows: Array<{ reward_kind: string; amount_cents: number }> = [
      ...(q.checkIns.all(c.campaignId, uid) as unknown as CheckInRow[]),
      ...(q.credits.all(c.campaignId, uid) as unknown as CreditRow[]),
      ...(q.draws.all(c.campaignId, uid) as unknown as DrawRow[]),
    ];
    return rows.filter((row) => row.reward_kind === 'points').reduce((sum, row) => sum + row.amount_cents, 0);
  }

  return {
    find,
    byId,
    list,
    insertCampaign,
    nextFixtureId: (from: number) =>
      Math.max(from, Number((q.nextFixtureId.get() as { id: number | null }).id ?? 0) + 1),
    eligible,
    checkInState,
    checkIn,
    missionStates,
    claim,
    remaining,
    drawsLeft,
    drawReward,
    draw,
    draws: (c: Resolved, uid: number) => q.draws.all(c.campaignId, uid) as unknown as DrawRow[],
    answerQuiz,
    quizOf: (c: Resolved, uid: number) =>
      q.quiz.get(c.campaignId, uid) as { correct: number; total: number; rewarded: number; at: number } | undefined,
    grantTrialCash,
    trialCashOf,
    syncInvites,
    inviteOf,
    invitees,
    ranking,
    settleRanking,
    rankingPrizeOf,
    shortPlans,
    slotsLeft,
    book,
    booked: (c: Resolved, uid: number, releaseId: string) => q.booked.get(c.campaignId, uid, releaseId) !== undefined,
    earnedCents,
    prizeOf,

    /** Fixtures and the seed. */
    grantDraws: (c: Resolved, uid: number, draws: number, now: number) =>
      q.insertGrant.run(c.campaignId, uid, draws, now),
    setNextPrize: (c: Resolved, uid: number, prizeId: string) => q.setNextPrize.run(c.campaignId, uid, prizeId),
    addEntry: (campaignId: number, uid: number, value: number) => q.insertEntry.run(campaignId, uid, value),
    /** A record from before the ledger's opening balance (the seed): nothing is paid for it. */
    recordCheckIn: (
      campaignId: number,
      uid: number,
      day: string,
      streak: number,
      reward: Reward,
      draws: number,
      at: number,
    ) => q.insertCheckIn.run(campaignId, uid, day, streak, reward.kind, cents(reward), draws, at),
    recordCredit: (campaignId: number, uid: number, ref: string, reward: Reward, draws: number, at: number) =>
      q.insertCredit.run(campaignId, uid, ref, reward.kind, cents(reward), draws, at),
    recordDraw: (campaignId: number, uid: number, drawNo: number, prize: PrizeDef, at: number) =>
      q.insertDraw.run(
        campaignId,
        uid,
        drawNo,
        `seed-${campaignId}-${drawNo}`,
        prize.id,
        prize.reward.kind,
        cents(prize.reward),
        at,
      ),
    records: (c: Resolved, uid: number) => ({
      checkIns: q.checkIns.all(c.campaignId, uid) as unknown as CheckInRow[],
      credits: q.credits.all(c.campaignId, uid) as unknown as CreditRow[],
      draws: q.draws.all(c.campaignId, uid) as unknown as DrawRow[],
    }),
  };
}

export type CampaignStore = ReturnType<typeof createCampaignStore>;
export type { CampaignDef };
