import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MISSION_IDS, REWARD_ERRORS, REWARD_REFUSED } from '../../runtime/http/contract/rewards.ts';
import { contract } from '../../runtime/http/contract.ts';
import { CHECK_IN_REWARDS_CENTS, MISSIONS } from '../../sandbox/features/rewards/data.ts';
import { type Harness, loginWithPassword, startSandbox } from './sandboxHarness.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

let h: Harness;
beforeAll(async () => {
  h = await startSandbox();
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.post('/__sandbox/reset', {});
});

const SECURE = { email: 'secure@example.com', passwd: 'Secure2024' };

async function status(token: string) {
  const reply = await h.get(contract.rewardsStatus.path, { token });
  expect(reply.http).toBe(200);
  expect(contract.rewardsStatus.response.safeParse(reply.body).success).toBe(true);
  return reply.body.result;
}
const claim = (token: string, missionId: string) => h.post(contract.rewardsClaim.path, { missionId }, { token });
const checkIn = (token: string) => h.post(contract.rewardsCheckIn.path, {}, { token });
const wallet = async (account: string) => (await h.get(`/__sandbox/wallet?account=${account}`)).body;
const rewardEntries = async (account: string) =>
  ((await wallet(account)).entries as { kind: string; amountCents: number; reference: string }[]).filter(
    (entry) => entry.kind === 'reward',
  );
async function ledgerBalanced() {
  const { body } = await h.get('/__sandbox/ledger');
  expect(body.sumCents).toBe(0);
  expect(body.unbalanced).toEqual([]);
}

describe('rewardsCatalogue', () => {
  it('lists every mission with its reward and the 7-day check-in cycle, in the request language', async () => {
    const en = await h.get(contract.rewardsCatalogue.path);
    expect(en.http).toBe(200);
    expect(contract.rewardsCatalogue.response.safeParse(en.body).success).toBe(true);
    const { missions, checkIn } = en.body.result;
    expect(missions.map((m: { id: string }) => m.id)).toEqual([...MISSION_IDS]);
    expect(missions[0]).toMatchObject({ id: 'kyc', title: 'Verify your identity', rewardPoints: '5.00' });
    expect(checkIn).toHaveLength(7);
    expect(checkIn.map((d: { rewardPoints: string }) => d.rewardPoints)).toEqual([
      '0.10',
      '0.20',
      '0.30',
      '0.50',
      '0.70',
      '1.00',
      '2.00',
    ]);
    const titles = new Set<string>();
    for (const lang of ['de', 'es', 'fr', 'ja', 'ko', 'hk', 'zh']) {
      const reply = await h.get(contract.rewardsCatalogue.path, { headers: { 'Current-Language': lang } });
      const title = reply.body.result.missions[0].title as string;
      expect(title).not.toBe('Verify your identity');
      titles.add(title);
    }
    expect(titles.size).toBe(7);
    const ja = await h.get(contract.rewardsCatalogue.path, { headers: { 'Current-Language': 'ja' } });
    expect(ja.body.result.missions[0].title).toBe('本人確認を完了する');
  });

  it('status, check-in and claim need a login', async () => {
    expect((await h.get(contract.rewardsStatus.path)).http).toBe(401);
    expect((await checkIn('')).http).toBe(401);
    expect((await h.post(contract.rewardsClaim.path, { missionId: 'kyc' })).http).toBe(401);
  });
});

describe('rewardsStatus', () => {
  it("computes each mission's progress from the account's own data", async () => {
    const token = await loginWithPassword(h, SECURE.email, SECURE.passwd);
    const result = await status(token);
    const by = Object.fromEntries(result.missions.map((m: { id: string }) => [m.id, m]));
    // secure@ has KYC 1, a fund password and an authenticator; no invites.
    expect(by.kyc).toMatchObject({ progress: 1, status: 'claimable' });
    expect(by.fundPassword).toMatchObject({ progress: 1, status: 'claimable' });
    expect(by.authenticator).toMatchObject({ progress: 1, status: 'claimable' });
    expect(by.inviteFriend).toMatchObject({ progress: 0, status: 'todo' });
    expect(by.inviteFive).toMatchObject({ progress: 0, status: 'todo' });
    expect(result.checkIn).toMatchObject({ streak: 0, checkedInToday: false, nextDay: 1, nextRewardPoints: '0.10' });
    expect(result.checkIn.today).toBe(new Date(h.clock.now()).toISOString().slice(0, 10));
  });

  it('counts paid orders (first order, hashrate bought) and invited sign-ups', async () => {
    const fresh = 'liaison@example.com';
    const token = await loginWithPassword(h, fresh, 'Liaison2024');
    let by = Object.fromEntries((await status(token)).missions.map((m: { id: string }) => [m.id, m]));
    expect(by.kyc.status).toBe('todo');
    const placed = await h.postJson('/__sandbox/orders', {
      account: fresh,
      orders: [
        { goodsId: 'g-stable-s21-30', state: 'running' },
        { goodsId: 'g-stable-s21-30', state: 'unpaid' },
      ],
    });
    expect(placed.http).toBe(200);
    const uid = h.sandbox.db.prepare('SELECT uid FROM users WHERE email = ?').get(fresh) as { uid: number };
    const paid = h.sandbox.db
      .prepare('SELECT COALESCE(SUM(hashrate_fee_cents), 0) AS c FROM orders WHERE uid = ? AND paid_at IS NOT NULL')
      .get(uid.uid) as { c: number };
    h.sandbox.db.prepare('UPDATE users SET invited_by = ? WHERE uid IN (10011, 10012)').run(uid.uid);
    by = Object.fromEntries((await status(token)).missions.map((m: { id: string }) => [m.id, m]));
    expect(by.firstOrder).toMatchObject({ progress: 1, status: 'claimable' });
    expect(by.buyHashrate.progress).toBeCloseTo(Math.min(paid.c / 100, 500), 2);
    expect(by.inviteFriend).toMatchObject({ progress: 1, status: 'claimable' });
    expect(by.inviteFive).toMatchObject({ progress: 2, status: 'todo' });
  });
});

describe('rewardsClaim', () => {
  it('credits a completed mission once through the ledger; a second claim is refused', async () => {
    const token = await loginWithPassword(h, SECURE.email, SECURE.passwd);
    const before = (await wallet(SECURE.email)).pointsBalance;
    const first = await claim(token, 'kyc');
    expect(first.body.status).toBe(200);
    expect(first.body.result).toMatchObject({ missionId: 'kyc', rewardPoints: '5.00' });
    expect(Number(first.body.result.pointsBalance)).toBeCloseTo(Number(before) + 5, 2);
    const again = await claim(token, 'kyc');
    expect(again.body).toMatchObject({ status: REWARD_REFUSED, message: REWARD_ERRORS.alreadyClaimed, result: null });
    const entries = await rewardEntries(SECURE.email);
    expect(entries).toEqual([
      expect.objectContaining({ kind: 'reward', amountCents: 500, reference: 'mission:kyc:once' }),
    ]);
    expect((await wallet(SECURE.email)).pointsBalance).toBe(first.body.result.pointsBalance);
    const done = (await status(token)).missions.find((m: { id: string }) => m.id === 'kyc');
    expect(done.status).toBe('done');
    expect(done.claimedAt).toBe(new Date(h.clock.now()).toISOString());
    await ledgerBalanced();
  });

  it('two concurrent claims credit once', async () => {
    const token = await loginWithPassword(h, SECURE.email, SECURE.passwd);
    const replies = await Promise.all([claim(token, 'fundPassword'), claim(token, 'fundPassword')]);
    const statuses = replies.map((r) => r.body.status).sort();
    expect(statuses).toEqual([200, REWARD_REFUSED]);
    expect(await rewardEntries(SECURE.email)).toHaveLength(1);
    const fund = MISSIONS.find((m) => m.id === 'fundPassword');
    expect((await rewardEntries(SECURE.email))[0]?.amountCents).toBe(fund?.rewardCents);
    await ledgerBalanced();
  });

  it('refuses a mission not complete yet and answers 404 for an unknown one; nothing credited', async () => {
    const token = await loginWithPassword(h, SECURE.email, SECURE.passwd);
    const early = await claim(token, 'inviteFive');
    expect(early.body).toMatchObject({ status: REWARD_REFUSED, message: REWARD_ERRORS.notComplete });
    const unknown = await claim(token, 'nope');
    expect(unknown.http).toBe(404);
    expect(unknown.body.message).toBe(REWARD_ERRORS.unknownMission);
    const empty = await claim(token, '');
    expect(empty.http).toBe(400);
    expect(await rewardEntries(SECURE.email)).toEqual([]);
  });
});

describe('rewardsCheckIn', () => {
  it('pays the cycle day once per UTC day; the streak grows day by day and restarts after day 7', async () => {
    const paid: string[] = [];
    for (let day = 1; day <= 8; day++) {
      // A fresh login each day: sessions expire while the clock moves on.
      const token = await loginWithPassword(h, SECURE.email, SECURE.passwd);
      const reply = await checkIn(token);
      expect(reply.body.status).toBe(200);
      expect(reply.body.result.day).toBe(day === 8 ? 1 : day);
      paid.push(reply.body.result.rewardPoints);
      const again = await checkIn(token);
      expect(again.body).toMatchObject({ status: REWARD_REFUSED, message: REWARD_ERRORS.alreadyCheckedIn });
      expect((await status(token)).checkIn).toMatchObject({ streak: day, checkedInToday: true });
      h.clock.advance(DAY_MS);
    }
    expect(paid).toEqual(['0.10', '0.20', '0.30', '0.50', '0.70', '1.00', '2.00', '0.10']);
    const entries = await rewardEntries(SECURE.email);
    expect(entries.map((e) => e.amountCents)).toEqual([...CHECK_IN_REWARDS_CENTS, CHECK_IN_REWARDS_CENTS[0]]);
    await ledgerBalanced();
  });

  it('a missed UTC day resets the streak', async () => {
    const token = await loginWithPassword(h, SECURE.email, SECURE.passwd);
    await h.postJson('/__sandbox/rewards', { account: SECURE.email, streak: 4, lastCheckInDaysAgo: 1 });
    expect((await status(token)).checkIn).toMatchObject({ streak: 4, checkedInToday: false, nextDay: 5 });
    await h.postJson('/__sandbox/rewards', { account: SECURE.email, streak: 4, lastCheckInDaysAgo: 2 });
    expect((await status(token)).checkIn).toMatchObject({ streak: 0, nextDay: 1, nextRewardPoints: '0.10' });
    expect((await checkIn(token)).body.result).toMatchObject({ day: 1, rewardPoints: '0.10' });
  });

  it('the day is the UTC day of the sandbox clock', async () => {
    // To 00:30 UTC of the next day, then to 23:30 UTC of the same day, then past midnight.
    const now = h.clock.now();
    h.clock.advance(DAY_MS - (now % DAY_MS) + 30 * 60 * 1000);
    const token = await loginWithPassword(h, SECURE.email, SECURE.passwd);
    expect((await checkIn(token)).body.status).toBe(200);
    h.clock.advance(23 * 60 * 60 * 1000);
    expect((await checkIn(token)).body.status).toBe(REWARD_REFUSED);
    h.clock.advance(60 * 60 * 1000);
    expect((await checkIn(token)).body.result).toMatchObject({ day: 2 });
  });
});

describe('/__sandbox/rewards', () => {
  it('validates its body and names unknown accounts', async () => {
    expect((await h.postJson('/__sandbox/rewards', { account: SECURE.email, streak: -1 })).http).toBe(400);
    expect((await h.postJson('/__sandbox/rewards', { account: 'nobody@example.com' })).http).toBe(404);
    const set = await h.postJson('/__sandbox/rewards', { account: SECURE.email, streak: 2, lastCheckInDaysAgo: 0 });
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const today = h.clock.now();
    expect(set.body.checkIns.map((c: { day: string }) => c.day)).toEqual([day(today - DAY_MS), day(today)]);
    expect((await h.get(`/__sandbox/rewards?account=${SECURE.email}`)).body.checkIns).toHaveLength(2);
  });
});
