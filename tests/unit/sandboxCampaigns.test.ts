import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CAMPAIGN_ERRORS,
  CAMPAIGN_FORBIDDEN,
  CAMPAIGN_REFUSED,
  RANKING_SIZE,
  TRIAL_CASH_VALID_DAYS,
} from '../../runtime/http/contract/campaigns.ts';
import { type CallName, contract } from '../../runtime/http/contract.ts';
import { CAMPAIGN_DEFS, RELEASE_SLOTS } from '../../sandbox/features/campaigns/data.ts';
import { prizeAt, roll } from '../../sandbox/features/campaigns/store.ts';
import { type Harness, loginWithPassword, outboxCode, PATHS, startSandbox } from './sandboxHarness.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** Every test starts here, on a fresh seed: windows on the sandbox clock never depend on the real date. */
const BASE = Date.parse('2026-03-01T10:00:00Z');

const ALICE = { email: 'alice@example.com', passwd: 'Alice2024!', uid: 10001 };
const SECURE = { email: 'secure@example.com', passwd: 'Secure2024', uid: 10030 };

let h: Harness;
beforeAll(async () => {
  h = await startSandbox();
});
afterAll(() => h.close());
beforeEach(async () => {
  setClock(BASE);
  await h.post('/__sandbox/reset', {});
});

function setClock(at: number) {
  h.clock.advance(at - h.clock.now());
}

/** Sends a call and checks its reply against the contract. */
async function call(name: CallName, fields: Record<string, unknown>, token?: string, language?: string) {
  const entry = contract[name];
  const reply =
    entry.method === 'GET'
      ? await h.get(`${entry.path}?${new URLSearchParams(fields as Record<string, string>)}`, {
          token,
          headers: language ? { 'Current-Language': language } : {},
        })
      : await h.post(entry.path, fields, { token });
  expect(entry.response.safeParse(reply.body).success, JSON.stringify(reply.body)).toBe(true);
  return reply;
}
const standing = async (token: string, campaignId: number) =>
  (await call('campaignStanding', { campaignId: String(campaignId) }, token)).body.result;
const checkIn = (token: string, campaignId: number) => call('campaignCheckIn', { campaignId }, token);
const claim = (token: string, campaignId: number, missionId: string) =>
  call('campaignClaim', { campaignId, missionId }, token);
const draw = (token: string, campaignId: number, drawKey: string) =>
  call('campaignDraw', { campaignId, drawKey }, token);
const detail = async (key: string | number, language?: string) =>
  (await call('campaignDetail', { key: String(key) }, undefined, language)).body.result;

/** A campaign of the test's own: `from`'s definition, running from `startMs` to `endMs` around the clock. */
async function campaign(from: string, startMs: number, endMs: number): Promise<number> {
  const reply = await h.postJson('/__sandbox/campaigns', {
    from,
    startAt: new Date(h.clock.now() + startMs).toISOString(),
    endAt: new Date(h.clock.now() + endMs).toISOString(),
  });
  expect(reply.http, JSON.stringify(reply.body)).toBe(200);
  return reply.body.campaignId;
}
const running = (from: string) => campaign(from, -HOUR_MS, 20 * DAY_MS);

async function freshUser(email: string): Promise<string> {
  await h.post(PATHS.sendEmailCode, { email, type: 'register' });
  const emailCode = await outboxCode(h, email);
  const reply = await h.post(PATHS.registerByEmail, { email, emailCode, passwd: 'Campaign2026' });
  expect(reply.body.code).toBe(0);
  return reply.body.data.authToken;
}
const wallet = async (email: string) => (await h.get(`/__sandbox/wallet?account=${email}`)).body;
/** The account's points entries of one campaign. */
const campaignEntries = async (email: string, campaignId: number) =>
  (
    (await wallet(email)).entries as Array<{ account: string; amountCents: number; kind: string; reference: string }>
  ).filter((e) => e.reference?.startsWith(`campaign:${campaignId}:`));
async function ledgerBalanced(email: string) {
  const { body } = await h.get('/__sandbox/ledger');
  expect(body.sumCents).toBe(0);
  expect(body.unbalanced).toEqual([]);
  const view = await wallet(email);
  const points = (view.entries as Array<{ account: string; amountCents: number }>)
    .filter((e) => e.account.endsWith(':points'))
    .reduce((sum, e) => sum + e.amountCents, 0);
  expect((points / 100).toFixed(2)).toBe(view.pointsBalance);
}
const refusal = (status: number, message: string) => ({ status, message, result: null });
const uidOf = (email: string) =>
  (h.sandbox.db.prepare('SELECT uid FROM users WHERE email = ?').get(email) as { uid: number }).uid;

describe('campaigns and their windows on the sandbox clock', () => {
  it('lists every CMS campaign, newest first, with its state by window', async () => {
    const states = async () => {
      const reply = await call('campaignList', {});
      return Object.fromEntries(
        (reply.body.result.data as Array<{ campaignId: number; state: string }>).map((c) => [c.campaignId, c.state]),
      );
    };
    // 2026-03-01: the evergreen ones run, the months of this year are ahead, the current month runs.
    expect(await states()).toEqual({
      1001: 'running',
      1002: 'running',
      1003: 'running',
      1004: 'running',
      1005: 'running',
      1006: 'ended',
      1007: 'upcoming',
      1008: 'upcoming',
      1009: 'upcoming',
      1010: 'upcoming',
      1011: 'running',
      1012: 'running',
      1013: 'ended',
    });
    const list = (await call('campaignList', {})).body.result.data as Array<{ startAt: string }>;
    const starts = list.map((c) => c.startAt);
    expect(starts).toEqual([...starts].sort().reverse());
    // 2026-11-27: July and August have ended, November runs, December is ahead.
    setClock(Date.parse('2026-11-27T12:00:00Z'));
    expect(await states()).toMatchObject({ 1007: 'ended', 1008: 'ended', 1009: 'running', 1010: 'upcoming' });
    const november = await detail('NovemberActivity');
    expect(november).toMatchObject({
      campaignId: 1009,
      startAt: '2026-11-01T00:00:00.000Z',
      endAt: '2026-11-30T23:59:59.999Z',
      state: 'running',
    });
    expect((await detail('fufupoint')).startAt).toBe('2026-11-01T00:00:00.000Z');
    expect(await detail('2024MayPizza')).toMatchObject({
      startAt: '2024-05-15T00:00:00.000Z',
      endAt: '2024-05-31T23:59:59.999Z',
      state: 'ended',
    });
  });

  it('a campaign by slug or id, in the request language; an unknown one is a 404', async () => {
    const bySlug = await detail('newcomers');
    expect(await detail(1001)).toEqual(bySlug);
    expect(bySlug).toMatchObject({ slug: 'newcomers', audience: 'newcomers', modules: ['missions', 'lottery'] });
    expect(bySlug.title).toBe('New customer gifts');
    expect(bySlug.missions.map((m: { missionId: string }) => m.missionId)).toEqual([
      'register',
      'kyc',
      'fundPassword',
      'firstOrder',
    ]);
    expect(bySlug.rules[0]).toBe('Runs from 2025-01-01 to 2030-12-31 (UTC).');
    const ja = await detail('newcomers', 'ja');
    expect(ja.title).toBe('新規のお客様向けギフト');
    expect(ja.missions[1].title).toBe('本人確認を完了する');
    expect(ja.lottery.prizes[0].reward.label).toBe('1ポイント');
    expect((await detail(1012)).slug).toBeNull();
    const unknown = await h.get(`${contract.campaignDetail.path}?key=nope`);
    expect(unknown.http).toBe(404);
    expect(unknown.body).toEqual(refusal(404, CAMPAIGN_ERRORS.noSuchCampaign));
    expect((await h.get(`${contract.campaignStanding.path}?campaignId=1009`)).http).toBe(401);
  });

  it('upcoming and ended campaigns refuse every action; a module the campaign lacks is a 404', async () => {
    const token = await loginWithPassword(h, ALICE.email, ALICE.passwd);
    const ahead = await campaign('NovemberActivity', DAY_MS, 10 * DAY_MS);
    const past = await campaign('NovemberActivity', -10 * DAY_MS, -DAY_MS);
    const quizPast = await campaign('noviceMarketing', -10 * DAY_MS, -DAY_MS);
    for (const [id, message] of [
      [ahead, CAMPAIGN_ERRORS.notStarted],
      [past, CAMPAIGN_ERRORS.ended],
    ] as const) {
      for (const reply of [
        await checkIn(token, id),
        await claim(token, id, 'days3'),
        await draw(token, id, `key-${id}-0001`),
      ]) {
        expect(reply.http).toBe(200);
        expect(reply.body).toEqual(refusal(CAMPAIGN_REFUSED, message));
      }
    }
    const quiz = await call('campaignQuiz', { campaignId: quizPast, answers: { q1: 'a' } }, token);
    expect(quiz.body).toEqual(refusal(CAMPAIGN_REFUSED, CAMPAIGN_ERRORS.ended));
    const trial = await call('campaignTrialCash', { campaignId: 1013 }, token);
    expect(trial.http).toBe(404);
    expect(trial.body).toEqual(refusal(404, CAMPAIGN_ERRORS.notOffered));
    const mission = await claim(token, 1009, 'nope');
    expect(mission.body).toEqual(refusal(404, CAMPAIGN_ERRORS.noSuchMission));
    expect((await h.get(`${contract.campaignRanking.path}?campaignId=1001`)).http).toBe(404);
    // Nothing was written.
    expect((await campaignEntries(ALICE.email, past)).length).toBe(0);
    expect((await standing(token, past)).draws).toEqual([]);
  });

  it('newcomer campaigns refuse accounts older than NEWCOMER_DAYS (403) and count a fresh one in', async () => {
    const id = await running('newcomers');
    const old = await loginWithPassword(h, SECURE.email, SECURE.passwd);
    h.sandbox.db.prepare('UPDATE users SET created_at = ? WHERE uid = ?').run(BASE - 31 * DAY_MS, SECURE.uid);
    expect((await standing(old, id)).eligible).toBe(false);
    const refused = await claim(old, id, 'register');
    expect(refused.http).toBe(200);
    expect(refused.body).toEqual(refusal(CAMPAIGN_FORBIDDEN, CAMPAIGN_ERRORS.notEligible));
    expect((await draw(old, id, 'old-account-1')).body).toEqual(
      refusal(CAMPAIGN_FORBIDDEN, CAMPAIGN_ERRORS.notEligible),
    );

    const fresh = await freshUser('newcomer@campaigns.example');
    const mine = await standing(fresh, id);
    expect(mine.eligible).toBe(true);
    // `register` is done for an account that exists; the rest wait for the account's records.
    expect(mine.missions).toEqual([
      { missionId: 'register', progress: 1, status: 'claimable' },
      { missionId: 'kyc', progress: 0, status: 'todo' },
      { missionId: 'fundPassword', progress: 0, status: 'todo' },
      { missionId: 'firstOrder', progress: 0, status: 'todo' },
    ]);
    expect(mine.drawsLeft).toBe(1);
    const claimed = await claim(fresh, id, 'register');
    expect(claimed.body.result).toMatchObject({ reward: { kind: 'points', amount: '1.00' }, drawsLeft: 2 });
    expect((await claim(fresh, id, 'kyc')).body).toEqual(refusal(CAMPAIGN_REFUSED, CAMPAIGN_ERRORS.notComplete));
  });
});

describe('check-in', () => {
  it('once per UTC day; the streak grows over consecutive days and restarts after a gap', async () => {
    const id = await campaign('NovemberActivity', -HOUR_MS, 30 * DAY_MS);
    const days = CAMPAIGN_DEFS.NovemberActivity.checkIn.days.map((r) => (r.kind === 'none' ? 0 : r.cents));
    let token = await loginWithPassword(h, ALICE.email, ALICE.passwd);
    const first = await checkIn(token, id);
    expect(first.body.result).toMatchObject({ reward: { kind: 'points', amount: '0.10' }, drawsLeft: 2 });
    expect((await checkIn(token, id)).body).toEqual(refusal(CAMPAIGN_REFUSED, CAMPAIGN_ERRORS.alreadyCheckedIn));
    expect((await standing(token, id)).checkIn).toEqual({
      streak: 1,
      checkedInToday: true,
      nextDayIndex: 1,
      totalDays: 1,
      today: '2026-03-01',
    });
    // Later the same UTC day: still refused.
    h.clock.advance(13 * HOUR_MS);
    expect((await checkIn(token, id)).body.message).toBe(CAMPAIGN_ERRORS.alreadyCheckedIn);
    // The next UTC day: day 2 of the streak.
    h.clock.advance(2 * HOUR_MS);
    const second = await checkIn(token, id);
    expect(second.body.result.reward.amount).toBe(((days[1] ?? 0) / 100).toFixed(2));
    h.clock.advance(DAY_MS);
    await checkIn(token, id);
    expect((await standing(token, id)).checkIn).toMatchObject({ streak: 3, nextDayIndex: 3, totalDays: 3 });
    // A day missed: the streak restarts at day 1.
    h.clock.advance(2 * DAY_MS);
    token = await loginWithPassword(h, ALICE.email, ALICE.passwd);
    expect((await standing(token, id)).checkIn).toMatchObject({ streak: 0, checkedInToday: false, nextDayIndex: 0 });
    const restart = await checkIn(token, id);
    expect(restart.body.result.reward.amount).toBe('0.10');
    const entries = await campaignEntries(ALICE.email, id);
    expect(entries.map((e) => e.amountCents)).toEqual([days[0], days[1], days[2], days[0]]);
    expect(new Set(entries.map((e) => e.reference)).size).toBe(4);
    // Welcome draw + one a check-in.
    expect((await standing(token, id)).drawsLeft).toBe(5);
    await ledgerBalanced(ALICE.email);
  });
});

describe('missions', () => {
  it('progress from the records inside the window; a claim credits the ledger exactly once', async () => {
    const id = await running('NovemberActivity');
    const token = await loginWithPassword(h, SECURE.email, SECURE.passwd);
    // secure@'s seeded orders were paid before the window: they do not count.
    let mine = await standing(token, id);
    expect(mine.missions.find((m: { missionId: string }) => m.missionId === 'spend100')).toMatchObject({
      progress: 0,
      status: 'todo',
    });
    expect((await claim(token, id, 'spend100')).body).toEqual(refusal(CAMPAIGN_REFUSED, CAMPAIGN_ERRORS.notComplete));
    const placed = await h.postJson('/__sandbox/orders', {
      account: SECURE.email,
      orders: [{ goodsId: 'g-easy-s21-180', state: 'pendingStart' }],
    });
    expect(placed.http).toBe(200);
    mine = await standing(token, id);
    expect(mine.missions.find((m: { missionId: string }) => m.missionId === 'spend100')).toMatchObject({
      progress: 100,
      status: 'claimable',
    });
    const before = (await wallet(SECURE.email)).pointsBalance;
    const replies = await Promise.all([claim(token, id, 'spend100'), claim(token, id, 'spend100')]);
    expect(replies.map((r) => r.body.status).sort()).toEqual([200, CAMPAIGN_REFUSED]);
    const ok = replies.find((r) => r.body.status === 200);
    expect(ok?.body.result).toMatchObject({ reward: { kind: 'points', amount: '5.00' }, drawsLeft: 3 });
    expect(Number(ok?.body.result.pointsBalance)).toBeCloseTo(Number(before) + 5, 2);
    expect((await claim(token, id, 'spend100')).body).toEqual(
      refusal(CAMPAIGN_REFUSED, CAMPAIGN_ERRORS.alreadyClaimed),
    );
    expect(await campaignEntries(SECURE.email, id)).toEqual([
      expect.objectContaining({ kind: 'reward', amountCents: 500, reference: `campaign:${id}:mission:spend100` }),
    ]);
    mine = await standing(token, id);
    expect(mine.missions.find((m: { missionId: string }) => m.missionId === 'spend100').status).toBe('done');
    expect(mine.earnedPoints).toBe('5.00');
    await ledgerBalanced(SECURE.email);
  });

  it("counts the campaign's own check-in days and invited sign-ups inside the window", async () => {
    const id = await campaign('NovemberActivity', -HOUR_MS, 30 * DAY_MS);
    let token = await loginWithPassword(h, SECURE.email, SECURE.passwd);
    for (let day = 0; day < 3; day++) {
      expect((await checkIn(token, id)).body.status).toBe(200);
      h.clock.advance(DAY_MS);
    }
    token = await loginWithPassword(h, SECURE.email, SECURE.passwd);
    const days3 = await claim(token, id, 'days3');
    expect(days3.body.result.reward.amount).toBe('1.00');
    // alice's seeded friends signed up before the window; a friend signing up now counts.
    const alice = await loginWithPassword(h, ALICE.email, ALICE.passwd);
    expect((await claim(alice, id, 'invite1')).body.message).toBe(CAMPAIGN_ERRORS.notComplete);
    await h.postJson('/__sandbox/invites', { account: ALICE.email, friends: [{ registeredDaysAgo: 0 }] });
    expect((await claim(alice, id, 'invite1')).body.status).toBe(200);
  });
});

describe('the lottery', () => {
  it('is decided on the server from the account, the campaign and the draw number', async () => {
    const id = await running('NovemberActivity');
    const token = await loginWithPassword(h, ALICE.email, ALICE.passwd);
    const reply = await draw(token, id, 'first-draw-0001');
    const expected = prizeAt(CAMPAIGN_DEFS.NovemberActivity.lottery.prizes, roll(ALICE.uid, id, 1));
    expect(reply.body.result).toMatchObject({ prizeId: expected.id, drawsLeft: 0 });
    expect((await standing(token, id)).draws).toEqual([
      {
        drawId: reply.body.result.drawId,
        prizeId: expected.id,
        reward: reply.body.result.reward,
        at: reply.body.result.at,
      },
    ]);
  });

  it('a drawKey answers the same draw and uses nothing; no draws left is refused', async () => {
    const id = await running('NovemberActivity');
    const token = await loginWithPassword(h, ALICE.email, ALICE.passwd);
    await h.postJson('/__sandbox/campaigns/nextPrize', {
      account: ALICE.email,
      campaignId: id,
      prizeId: 'nov-points-5',
    });
    const first = await draw(token, id, 'same-key-0001');
    expect(first.body.result).toMatchObject({ prizeId: 'nov-points-5', reward: { kind: 'points', amount: '5.00' } });
    const again = await draw(token, id, 'same-key-0001');
    expect(again.body.result).toEqual(first.body.result);
    const twice = await Promise.all([draw(token, id, 'same-key-0001'), draw(token, id, 'same-key-0001')]);
    for (const reply of twice) expect(reply.body.result.drawId).toBe(first.body.result.drawId);
    // A points prize is one ledger transaction, once.
    expect(await campaignEntries(ALICE.email, id)).toEqual([
      expect.objectContaining({ amountCents: 500, reference: `campaign:${id}:draw:1` }),
    ]);
    expect((await draw(token, id, 'other-key-0002')).body).toEqual(refusal(CAMPAIGN_REFUSED, CAMPAIGN_ERRORS.noDraws));
    // A lottery without welcome draws: nothing to draw before earning one.
    const points = await running('fufupoint');
    expect((await standing(token, points)).drawsLeft).toBe(0);
    expect((await draw(token, points, 'fufu-key-0001')).body).toEqual(
      refusal(CAMPAIGN_REFUSED, CAMPAIGN_ERRORS.noDraws),
    );
    await ledgerBalanced(ALICE.email);
  });

  it('parallel draws with one left give exactly one result', async () => {
    const id = await running('fufupoint');
    const token = await loginWithPassword(h, ALICE.email, ALICE.passwd);
    const granted = await h.postJson('/__sandbox/campaigns/draws', { account: ALICE.email, campaignId: id, draws: 1 });
    expect(granted.body.drawsLeft).toBe(1);
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, n) => draw(token, id, `parallel-${String(n).padStart(4, '0')}`)),
    );
    const won = replies.filter((r) => r.body.status === 200);
    expect(won).toHaveLength(1);
    for (const reply of replies.filter((r) => r.body.status !== 200)) {
      expect(reply.body).toEqual(refusal(CAMPAIGN_REFUSED, CAMPAIGN_ERRORS.noDraws));
    }
    expect(won[0]?.body.result.drawsLeft).toBe(0);
    const records = (await h.get(`/__sandbox/campaigns?account=${ALICE.email}&campaignId=${id}`)).body;
    expect(records.draws).toHaveLength(1);
    expect(records.drawsLeft).toBe(0);
    // fufupoint's prizes are all points: exactly one ledger transaction.
    expect(await campaignEntries(ALICE.email, id)).toHaveLength(1);
    await ledgerBalanced(ALICE.email);
  });

  it('a limited prize is given at most its count (never below 0 left), then the fallback; coupons reach the wallet', async () => {
    const id = await running('NovemberActivity');
    const limit = CAMPAIGN_DEFS.NovemberActivity.lottery.prizes.find((p) => p.id === 'nov-coupon-100')?.limit ?? 0;
    expect(limit).toBe(3);
    const accounts = [ALICE, SECURE];
    const tokens = await Promise.all(accounts.map((a) => loginWithPassword(h, a.email, a.passwd)));
    const won: string[] = [];
    for (let n = 0; n < limit + 2; n++) {
      const who = n % 2;
      const account = accounts[who] ?? ALICE;
      await h.postJson('/__sandbox/campaigns/draws', { account: account.email, campaignId: id, draws: 1 });
      await h.postJson('/__sandbox/campaigns/nextPrize', {
        account: account.email,
        campaignId: id,
        prizeId: 'nov-coupon-100',
      });
      const reply = await draw(tokens[who] ?? '', id, `limited-${String(n).padStart(4, '0')}`);
      won.push(reply.body.result.prizeId);
    }
    expect(won).toEqual(['nov-coupon-100', 'nov-coupon-100', 'nov-coupon-100', 'nov-blank', 'nov-blank']);
    const prize = (await detail(id)).lottery.prizes.find((p: { prizeId: string }) => p.prizeId === 'nov-coupon-100');
    expect(prize.remaining).toBe(0);
    // alice won two, secure one: each a $100 hashrate coupon in the wallet's coupons.
    const coupons = (await wallet(ALICE.email)).coupons.filter((c: { couponId: string }) =>
      c.couponId.startsWith(`cmp-${id}-`),
    );
    expect(coupons).toHaveLength(2);
    expect(coupons[0]).toMatchObject({ amountUsd: '100.00', name: '$100 hashrate coupon' });
    const couponList = await call('couponList', { status: 'usable' }, tokens[1]);
    expect(
      couponList.body.result.data.filter((c: { couponId: string }) => c.couponId.startsWith(`cmp-${id}-`)),
    ).toHaveLength(1);
  });
});

describe('quiz', () => {
  const RIGHT = { q1: 'a', q2: 'b', q3: 'c', q4: 'a' };

  it('answered once; every question needed; all correct pays', async () => {
    const id = await running('noviceMarketing');
    const token = await loginWithPassword(h, ALICE.email, ALICE.passwd);
    const questions = (await detail(id)).quiz.questions;
    expect(questions).toHaveLength(4);
    expect(JSON.stringify(questions)).not.toContain('answer');
    const partial = await call('campaignQuiz', { campaignId: id, answers: { q1: 'a', q2: 'b' } }, token);
    expect(partial.body).toEqual(refusal(CAMPAIGN_REFUSED, CAMPAIGN_ERRORS.quizIncomplete));
    const before = Number((await wallet(ALICE.email)).pointsBalance);
    const answered = await call('campaignQuiz', { campaignId: id, answers: RIGHT }, token);
    expect(answered.body.result).toMatchObject({ correct: 4, total: 4, rewarded: true, solutions: RIGHT });
    expect(Number(answered.body.result.pointsBalance)).toBeCloseTo(before + 5, 2);
    const again = await call('campaignQuiz', { campaignId: id, answers: RIGHT }, token);
    expect(again.body).toEqual(refusal(CAMPAIGN_REFUSED, CAMPAIGN_ERRORS.quizAnswered));
    expect(await campaignEntries(ALICE.email, id)).toHaveLength(1);
    expect((await standing(token, id)).quiz).toMatchObject({ correct: 4, total: 4, rewarded: true });

    const secure = await loginWithPassword(h, SECURE.email, SECURE.passwd);
    const wrong = await call('campaignQuiz', { campaignId: id, answers: { ...RIGHT, q4: 'c' } }, secure);
    expect(wrong.body.result).toMatchObject({ correct: 3, rewarded: false });
    expect(await campaignEntries(SECURE.email, id)).toHaveLength(0);
  });
});

describe('trial cash', () => {
  it('once, for a newcomer without a paid plan; its coupon is in the wallet', async () => {
    const token = await freshUser('trial@campaigns.example');
    const granted = await call('campaignTrialCash', { campaignId: 1003 }, token);
    expect(granted.body.result).toMatchObject({ amountUsd: '20.00' });
    expect(Date.parse(granted.body.result.expireAt)).toBe(h.clock.now() + TRIAL_CASH_VALID_DAYS * DAY_MS);
    const again = await call('campaignTrialCash', { campaignId: 1003 }, token);
    expect(again.body).toEqual(refusal(CAMPAIGN_REFUSED, CAMPAIGN_ERRORS.alreadyClaimed));
    const coupons = (await call('couponList', { status: 'usable' }, token)).body.result.data;
    expect(coupons).toContainEqual(
      expect.objectContaining({ couponId: granted.body.result.couponId, amountUsd: '20.00', kind: 'hashrate' }),
    );
    expect(coupons.filter((c: { couponId: string }) => c.couponId === granted.body.result.couponId)).toHaveLength(1);
    expect((await standing(token, 1003)).trialCash).toMatchObject({
      couponId: granted.body.result.couponId,
      used: false,
    });
    // alice is new too, but she has paid plans.
    const alice = await loginWithPassword(h, ALICE.email, ALICE.passwd);
    expect((await standing(alice, 1003)).eligible).toBe(false);
    const refused = await call('campaignTrialCash', { campaignId: 1003 }, alice);
    expect(refused.body).toEqual(refusal(CAMPAIGN_FORBIDDEN, CAMPAIGN_ERRORS.notEligible));
  });
});

describe('ranking', () => {
  it('spend in the window, best first, masked, with the account marked; frozen once ended', async () => {
    const id = await campaign('July', -HOUR_MS, 2 * DAY_MS);
    for (const [account, goodsId, quantity] of [
      [SECURE.email, 'g-easy-s21-180', 1],
      [ALICE.email, 'g-stable-s21-30', 1],
      ['vip1@example.com', 'g-full-s21-360', 1],
    ] as const) {
      const placed = await h.postJson('/__sandbox/orders', {
        account,
        orders: [{ goodsId, quantity, state: 'pendingStart' }],
      });
      expect(placed.http).toBe(200);
    }
    const paidIn = (email: string) =>
      (
        h.sandbox.db
          .prepare('SELECT COALESCE(SUM(total_cents), 0) AS c FROM orders WHERE uid = ? AND paid_at BETWEEN ? AND ?')
          .get(uidOf(email), h.clock.now() - HOUR_MS, h.clock.now()) as { c: number }
      ).c;
    const expected = [SECURE.email, ALICE.email, 'vip1@example.com']
      .map((email) => ({ email, cents: paidIn(email) }))
      .sort((a, b) => b.cents - a.cents);
    const token = await loginWithPassword(h, ALICE.email, ALICE.passwd);
    const reply = await call('campaignRanking', { campaignId: String(id) }, token);
    const { ranking, myRank, frozen } = reply.body.result;
    expect(frozen).toBe(false);
    expect(ranking.map((r: { value: string }) => r.value)).toEqual(expected.map((e) => (e.cents / 100).toFixed(2)));
    expect(ranking.map((r: { account: string }) => r.account)).toEqual(
      expected.map((e) => `${e.email.slice(0, 2)}***@example.com`),
    );
    const aliceAt = expected.findIndex((e) => e.email === ALICE.email);
    expect(myRank).toBe(aliceAt + 1);
    expect(ranking.filter((r: { me: boolean }) => r.me).map((r: { rank: number }) => r.rank)).toEqual([aliceAt + 1]);
    // Public: no account marked without a login.
    const anonymous = (await call('campaignRanking', { campaignId: String(id) })).body.result;
    expect(anonymous.myRank).toBeNull();
    // Ended: frozen, and what is paid afterwards does not count.
    h.clock.advance(3 * DAY_MS);
    await h.postJson('/__sandbox/orders', {
      account: 'vip2@example.com',
      orders: [{ goodsId: 'g-full-s21-360', quantity: 5, state: 'pendingStart' }],
    });
    const after = (await call('campaignRanking', { campaignId: String(id) })).body.result;
    expect(after.frozen).toBe(true);
    expect(after.ranking.map((r: { value: string }) => r.value)).toEqual(
      ranking.map((r: { value: string }) => r.value),
    );
    // The prizes are paid once at the end: first place a $100 hashrate coupon, places 2 and 3 $50 each, dated
    // at the campaign's end; reading the results again (or in parallel) pays nothing more.
    const couponsOf = (email: string) =>
      h.sandbox.db
        .prepare('SELECT amount_cents FROM coupons WHERE uid = ? AND coupon_id LIKE ?')
        .all(uidOf(email), `cmp-${id}-%`) as Array<{ amount_cents: number }>;
    await Promise.all([
      call('campaignRanking', { campaignId: String(id) }, token),
      call('campaignRanking', { campaignId: String(id) }, token),
      standing(token, id),
    ]);
    expect(expected.map((e) => couponsOf(e.email).map((c) => c.amount_cents))).toEqual([[10_000], [5_000], [5_000]]);
    const mine = (await call('campaignRanking', { campaignId: String(id) }, token)).body.result;
    expect(mine.myPrize).toMatchObject({ kind: 'coupon', amount: aliceAt === 0 ? '100.00' : '50.00' });
    expect((await call('campaignRanking', { campaignId: String(id) })).body.result.myPrize).toBeNull();
  });

  it('points prizes of an ended ranking go through the ledger once', async () => {
    const id = await campaign('July', -HOUR_MS, DAY_MS);
    // Accounts ahead of alice's one order: from fourth place on the prizes are points (20 for places 4 to 10).
    for (const account of [SECURE.email, 'vip1@example.com', 'vip2@example.com']) {
      await h.postJson('/__sandbox/orders', {
        account,
        orders: [{ goodsId: 'g-full-s21-360', quantity: 3, state: 'pendingStart' }],
      });
    }
    await h.postJson('/__sandbox/orders', {
      account: ALICE.email,
      orders: [{ goodsId: 'g-stable-s21-30', quantity: 1, state: 'pendingStart' }],
    });
    const token = await loginWithPassword(h, ALICE.email, ALICE.passwd);
    const live = (await call('campaignRanking', { campaignId: String(id) }, token)).body.result;
    const place = live.myRank as number;
    expect(live.myPrize).toBeNull();
    const before = (await standing(token, id)).earnedPoints;
    h.clock.advance(2 * DAY_MS);
    const ended = (await call('campaignRanking', { campaignId: String(id) }, token)).body.result;
    await call('campaignRanking', { campaignId: String(id) }, token);
    const prize = place >= 4 && place <= 10 ? '20.00' : place >= 11 && place <= 20 ? '5.00' : null;
    if (prize) {
      expect(ended.myPrize).toMatchObject({ kind: 'points', amount: prize });
      expect(Number((await standing(token, id)).earnedPoints) - Number(before)).toBe(Number(prize));
    } else expect(ended.myPrize?.kind).toBe('coupon');
    const credits = h.sandbox.db
      .prepare("SELECT COUNT(*) AS n FROM campaign_credits WHERE campaign_id = ? AND uid = ? AND ref LIKE 'ranking:%'")
      .get(id, uidOf(ALICE.email)) as { n: number };
    expect(credits.n).toBe(1);
  });

  it('Bitcoin Pizza Day 2024 keeps its recorded results: alice is second', async () => {
    const token = await loginWithPassword(h, ALICE.email, ALICE.passwd);
    const { ranking, myRank, frozen } = (await call('campaignRanking', { campaignId: '1006' }, token)).body.result;
    expect(frozen).toBe(true);
    expect(myRank).toBe(2);
    expect(ranking[1]).toEqual({ rank: 2, account: 'al***@example.com', me: true, value: '1250.00' });
    expect(ranking.length).toBeLessThanOrEqual(RANKING_SIZE);
    expect(ranking[0].value).toBe('4120.00');
  });
});

describe('short-term plans', () => {
  it('the shortest plans on sale, and the next release booked once per account', async () => {
    const plans = (await detail('shortHashrate')).plans;
    expect(plans.goodsIds).toEqual(['g-stable-s21-30', 'g-stable-s21xp-60']);
    // 2026-03-01 is a Sunday: the next release is Monday 08:00 UTC.
    expect(plans.nextRelease).toMatchObject({
      releaseId: 'R20260302',
      at: '2026-03-02T08:00:00.000Z',
      goodsName: 'S21 Stable 30 days',
      slots: RELEASE_SLOTS,
    });
    const alice = await loginWithPassword(h, ALICE.email, ALICE.passwd);
    const secure = await loginWithPassword(h, SECURE.email, SECURE.passwd);
    const book = (token: string, releaseId: string) => call('campaignBook', { campaignId: 1004, releaseId }, token);
    expect((await book(alice, 'R20260302')).body.result).toEqual({
      releaseId: 'R20260302',
      slotsLeft: RELEASE_SLOTS - 1,
    });
    expect((await book(alice, 'R20260302')).body).toEqual(refusal(CAMPAIGN_REFUSED, CAMPAIGN_ERRORS.alreadyBooked));
    expect((await book(secure, 'R20260302')).body.result.slotsLeft).toBe(RELEASE_SLOTS - 2);
    const stale = await book(secure, 'R20260223');
    expect(stale.http).toBe(404);
    expect(stale.body).toEqual(refusal(404, CAMPAIGN_ERRORS.noSuchRelease));
    expect((await standing(alice, 1004)).booked).toBe(true);
    expect((await detail('shortHashrate')).plans.nextRelease.slots).toBe(RELEASE_SLOTS - 2);
  });
});

describe('invitations', () => {
  it('a code resolves to its masked inviter and the gift; an unknown code is a 404', async () => {
    const reply = await call('campaignInvitation', { code: 'alice1' });
    expect(reply.body.result).toEqual({
      inviter: 'al***@example.com',
      code: 'ALICE1',
      gift: { kind: 'coupon', amount: '10.00', label: '$10 hashrate coupon' },
      campaignId: 1005,
    });
    const unknown = await h.get(`${contract.campaignInvitation.path}?code=NOBODY99`);
    expect(unknown.http).toBe(404);
    expect(unknown.body).toEqual(refusal(404, CAMPAIGN_ERRORS.noSuchInviteCode));
  });

  it("the inviter's reward for each friend who signed up inside the window, once", async () => {
    // alice's seeded friends signed up 70, 40, 25, 12, 5 and 2 days ago: four inside a 30-day window.
    const id = await campaign('invitee', -30 * DAY_MS, DAY_MS);
    const token = await loginWithPassword(h, ALICE.email, ALICE.passwd);
    const first = await standing(token, id);
    expect(first.invite).toEqual({ inviteCode: 'ALICE1', invited: 4, rewardedPoints: '20.00' });
    expect((await standing(token, id)).invite.rewardedPoints).toBe('20.00');
    expect(await campaignEntries(ALICE.email, id)).toHaveLength(4);
    await ledgerBalanced(ALICE.email);
  });
});

describe('the seed', () => {
  it("alice's Bitcoin Pizza Day 2024 records: check-ins, draws and a 5-point prize, inside her opening balance", async () => {
    const token = await loginWithPassword(h, ALICE.email, ALICE.passwd);
    const pizza = await standing(token, 1006);
    expect(pizza.checkIn.totalDays).toBe(3);
    expect(pizza.draws.map((d: { prizeId: string }) => d.prizeId)).toEqual([
      'pizza-blank',
      'pizza-points-5',
      'pizza-blank',
    ]);
    expect(pizza.earnedPoints).toBe('5.30');
    // Seeded history comes before the ledger's opening balance: alice's points are as seeded.
    expect((await wallet(ALICE.email)).pointsBalance).toBe('800.00');
    // November 2026 has not begun on 2026-03-01: no records there.
    expect((await standing(token, 1009)).checkIn.totalDays).toBe(0);
  });

  it('in November, alice has checked in on the last three days, claimed a mission and used two draws', async () => {
    setClock(Date.parse('2026-11-27T12:00:00Z'));
    await h.post('/__sandbox/reset', {});
    const token = await loginWithPassword(h, ALICE.email, ALICE.passwd);
    const november = await standing(token, 1009);
    expect(november.checkIn).toEqual({
      streak: 3,
      checkedInToday: false,
      nextDayIndex: 3,
      totalDays: 3,
      today: '2026-11-27',
    });
    expect(november.missions.find((m: { missionId: string }) => m.missionId === 'days3').status).toBe('done');
    expect(november.draws).toHaveLength(2);
    // 1 welcome + 3 check-ins + 1 from the mission − 2 used.
    expect(november.drawsLeft).toBe(3);
    // She can check in today: day 4 of her streak.
    const today = await checkIn(token, 1009);
    expect(today.body.result.reward.amount).toBe('0.50');
    expect((await wallet(ALICE.email)).pointsBalance).toBe('800.50');
    await ledgerBalanced(ALICE.email);
  });
});

describe('fixtures', () => {
  it('creates campaigns of a definition with their own window and ids', async () => {
    const a = await campaign('NovemberActivity', DAY_MS, 2 * DAY_MS);
    const b = await campaign('1009', -DAY_MS, DAY_MS);
    expect(b).toBe(a + 1);
    expect(a).toBeGreaterThanOrEqual(2001);
    expect((await detail(a)).state).toBe('upcoming');
    expect((await detail(b)).state).toBe('running');
    const bad = await h.postJson('/__sandbox/campaigns', {
      from: 'NovemberActivity',
      startAt: '2026-03-02T00:00:00Z',
      endAt: '2026-03-01T00:00:00Z',
    });
    expect(bad.http).toBe(400);
  });
});
