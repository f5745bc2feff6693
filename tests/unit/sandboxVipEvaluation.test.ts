import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { VipLevelChange } from '../../runtime/http/contract/loyalty.ts';
import { type CallName, contract } from '../../runtime/http/contract.ts';
import { VIP_LEVEL_DATA } from '../../sandbox/features/loyalty/data.ts';
import { type Harness, loginWithPassword, outboxCode, PATHS, startSandbox } from './sandboxHarness.ts';

/** The monthly VIP evaluation (sandbox/features/loyalty/evaluation.ts) on the harness clock, and its record. */
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const PASSWORD = 'Evaluate2026';

let h: Harness;
beforeAll(async () => {
  h = await startSandbox();
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.post('/__sandbox/reset', {});
});

const cents = (usd: string) => Math.round(Number(usd) * 100);
const requirement = (level: number) => VIP_LEVEL_DATA[level - 1]?.requirementCents ?? 0;

/** A call by contract name, its reply checked against the contract. */
async function call(name: CallName, token: string, query = '') {
  const reply = await h.get(`${contract[name].path}${query ? `?${query}` : ''}`, { token });
  expect(reply.http).toBe(200);
  expect(reply.body.status, reply.body.message).toBe(200);
  expect(contract[name].response.safeParse(reply.body).success, JSON.stringify(reply.body)).toBe(true);
  return reply.body.result;
}

let accounts = 0;
/** A new account (signed up now, so it has no evaluation behind it). */
async function register(): Promise<string> {
  accounts += 1;
  const email = `vip.evaluation.${accounts}@example.com`;
  await h.post(PATHS.sendEmailCode, { email, type: 'register' });
  const reply = await h.post(PATHS.registerByEmail, { email, emailCode: await outboxCode(h, email), passwd: PASSWORD });
  expect(reply.body.code, reply.body.msg).toBe(0);
  return email;
}

/** A fresh token: long clock moves outlive a session. */
const token = (email: string) => loginWithPassword(h, email, PASSWORD);

/** Full plans paid just now (a plan waiting for its start), answered with their total in cents. */
async function pay(email: string, quantity: number): Promise<number> {
  const before = await paidOrders(email);
  const placed = await h.postJson('/__sandbox/orders', {
    account: email,
    orders: [{ goodsId: 'g-full-s21-360', quantity, state: 'pendingStart' }],
  });
  expect(placed.http).toBe(200);
  const after = await paidOrders(email);
  return after.reduce((sum, o) => sum + cents(o.totalUsd), 0) - before.reduce((sum, o) => sum + cents(o.totalUsd), 0);
}

async function loyalty(email: string) {
  return (await h.get(`/__sandbox/loyalty?account=${email}`)).body as {
    now: string;
    vipLevel: number | null;
    paidOrders: Array<{ totalUsd: string; paidAt: string }>;
  };
}
const paidOrders = async (email: string) => (await loyalty(email)).paidOrders;

/** The sandbox's time: the harness clock, plus what the dev endpoint moved it by. */
async function sandboxNow(): Promise<number> {
  return Date.parse((await h.postJson('/__sandbox/clock', { advanceSeconds: 0 })).body.now);
}

/** Moves the sandbox's time to an instant (forward only), as a harness clock the sandbox is not told about. */
async function moveTo(at: number) {
  const now = await sandboxNow();
  expect(at).toBeGreaterThanOrEqual(now);
  h.clock.advance(at - now);
}

/**
 * The evaluations around the test's start (the clock carries on from test to test): `evaluation(0)` is the 1st
 * of the current month, `evaluation(1)` the next one.
 */
async function evaluations() {
  const now = new Date(await sandboxNow());
  return (months: number) => Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 1);
}
const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);

type VipRecordPage = { data: VipLevelChange[]; totalCount: number };
async function record(email: string, query = ''): Promise<VipRecordPage> {
  return call('vipRecord', await token(email), query);
}

describe('the monthly evaluation', () => {
  it('raises the level on the 1st at 00:00 UTC to the highest level the paid orders meet, not before', async () => {
    const evaluation = await evaluations();
    const email = await register();
    const paid = await pay(email, 1);
    expect(paid).toBeGreaterThanOrEqual(requirement(1));
    expect(paid).toBeLessThan(requirement(2));
    expect(await record(email)).toEqual({ data: [], totalCount: 0 });

    await moveTo(evaluation(1) - 1);
    expect((await call('vipStanding', await token(email))).level).toBe(0);
    expect((await record(email)).totalCount).toBe(0);

    await moveTo(evaluation(1));
    const standing = await call('vipStanding', await token(email));
    expect(standing).toMatchObject({ level: 1, nextEvaluationAt: new Date(evaluation(2)).toISOString() });
    expect(await record(email)).toEqual({
      data: [
        {
          evaluatedAt: new Date(evaluation(1)).toISOString(),
          fromLevel: 0,
          toLevel: 1,
          reason: 'upgrade',
          paidUsd: (paid / 100).toFixed(2),
        },
      ],
      totalCount: 1,
    });
    // The header's level (combined info) and the fixture agree.
    const combined = await h.get(PATHS.combinedInfo, { token: await token(email) });
    expect(combined.body.result.vipUser.vipLevel).toBe(1);
    expect((await loyalty(email)).vipLevel).toBe(1);
  });

  it('skips levels on the way up: one evaluation, straight to the level met', async () => {
    const evaluation = await evaluations();
    const email = await register();
    const paid = await pay(email, 8);
    expect(paid).toBeGreaterThanOrEqual(requirement(3));
    await moveTo(evaluation(1) + 8 * HOUR_MS);
    const { data } = await record(email);
    expect(data).toEqual([expect.objectContaining({ fromLevel: 0, toLevel: 3, reason: 'upgrade' })]);
  });

  it('keeps a level below its requirement while it is protected, then lowers it one level an evaluation', async () => {
    const evaluation = await evaluations();
    const email = await register();
    // Paid this month: counted up to evaluation(12), out of the window from evaluation(13).
    const first = await pay(email, 1);
    await moveTo(evaluation(10) + 14 * DAY_MS);
    const second = await pay(email, 2);
    expect(first + second).toBeGreaterThanOrEqual(requirement(2));
    expect(second).toBeLessThan(requirement(2));
    expect(second).toBeGreaterThanOrEqual(requirement(1));

    await moveTo(evaluation(11));
    expect((await call('vipStanding', await token(email))).level).toBe(2);
    await moveTo(evaluation(13));
    // Reached at evaluation(11): below its requirement two months later, it is kept.
    expect((await call('vipStanding', await token(email))).level).toBe(2);
    await moveTo(evaluation(14));
    expect((await call('vipStanding', await token(email))).level).toBe(1);

    const { data, totalCount } = await record(email);
    expect(totalCount).toBe(4);
    expect(data.map((row) => [row.evaluatedAt.slice(0, 10), row.fromLevel, row.toLevel, row.reason])).toEqual([
      [isoDay(evaluation(14)), 2, 1, 'downgrade'],
      [isoDay(evaluation(13)), 2, 2, 'protected'],
      [isoDay(evaluation(11)), 1, 2, 'upgrade'],
      [isoDay(evaluation(1)), 0, 1, 'upgrade'],
    ]);
    expect(data.map((row) => cents(row.paidUsd))).toEqual([second, second, first + second, first]);

    // The second order leaves the window at evaluation(23): level 1 was reached long enough before, so it goes.
    await moveTo(evaluation(24));
    const later = await record(email);
    expect(later.data[0]).toMatchObject({
      evaluatedAt: new Date(evaluation(23)).toISOString(),
      fromLevel: 1,
      toLevel: 0,
      reason: 'downgrade',
      paidUsd: '0.00',
    });
    expect((await loyalty(email)).vipLevel).toBeNull();
  });

  it('evaluates each month once, however often and however late it is asked', async () => {
    const evaluation = await evaluations();
    const email = await register();
    await pay(email, 1);
    await moveTo(evaluation(3) + 14 * DAY_MS);
    const reads = await Promise.all(
      Array.from({ length: 6 }, async (_, i) =>
        i % 2 ? record(email) : call('vipStanding', await token(email)).then(() => record(email)),
      ),
    );
    for (const read of reads) expect(read.totalCount).toBe(1);
    expect((await record(email)).data).toEqual([
      expect.objectContaining({ evaluatedAt: new Date(evaluation(1)).toISOString(), reason: 'upgrade' }),
    ]);
    const rows = h.sandbox.db.prepare(
      'SELECT COUNT(*) AS n FROM vip_level_changes JOIN users USING (uid) WHERE email = ?',
    );
    expect(rows.get(email)).toEqual({ n: 1 });
  });

  it('moving the clock evaluates every account, read or not', async () => {
    const evaluation = await evaluations();
    const email = await register();
    await pay(email, 1);
    const stored = h.sandbox.db.prepare('SELECT vip_level FROM users WHERE email = ?');
    // The harness's own clock moves without the sandbox knowing; the dev endpoint tells it.
    await moveTo(evaluation(1) - HOUR_MS);
    expect(stored.get(email)).toEqual({ vip_level: null });
    expect((await h.postJson('/__sandbox/clock', { advanceSeconds: 3600 })).http).toBe(200);
    expect(stored.get(email)).toEqual({ vip_level: 1 });
  });
});

describe('the seeded history', () => {
  it("ends at each seeded account's level at the last evaluation; alice's follows from her paid orders", async () => {
    const last = new Date((await evaluations())(0)).toISOString();
    for (const level of [1, 2, 3, 4, 5]) {
      const email = `vip${level}@example.com`;
      const { data, totalCount }: VipRecordPage = await call(
        'vipRecord',
        await loginWithPassword(h, email, `VipLevel${level}`),
      );
      expect(totalCount).toBe(level);
      expect(data[0]).toMatchObject({ evaluatedAt: last, toLevel: level, reason: 'upgrade' });
      // Newest first, one level at a time, each paid total meeting the level and short of the next.
      data.forEach((row, i) => {
        expect(row.toLevel).toBe(level - i);
        expect(cents(row.paidUsd)).toBeGreaterThanOrEqual(requirement(row.toLevel));
        if (row.toLevel < 5) expect(cents(row.paidUsd)).toBeLessThan(requirement(row.toLevel + 1));
      });
    }
    const alice = await call('vipRecord', await loginWithPassword(h, 'alice@example.com', 'Alice2024!'));
    expect(alice.data[0]).toMatchObject({ toLevel: 2, reason: 'upgrade' });
    const orders = await paidOrders('alice@example.com');
    for (const row of alice.data) {
      const at = new Date(row.evaluatedAt);
      const yearBefore = Date.UTC(at.getUTCFullYear() - 1, at.getUTCMonth(), 1);
      const counted = orders
        .filter((o) => Date.parse(o.paidAt) >= yearBefore && Date.parse(o.paidAt) < at.getTime())
        .reduce((sum, o) => sum + cents(o.totalUsd), 0);
      expect(cents(row.paidUsd)).toBe(counted);
    }
  });

  it('an account seeded without a level has no record; the seeded levels hold through their protection', async () => {
    const evaluation = await evaluations();
    expect((await call('vipRecord', await loginWithPassword(h, 'secure@example.com', 'Secure2024'))).totalCount).toBe(
      0,
    );
    // vip3 has no paid orders: reached at the last evaluation, kept at the next two, one level lower at the third.
    await moveTo(evaluation(3) + DAY_MS);
    const { data }: VipRecordPage = await call(
      'vipRecord',
      await loginWithPassword(h, 'vip3@example.com', 'VipLevel3'),
    );
    expect(
      data.slice(0, 3).map((row) => [row.evaluatedAt.slice(0, 10), row.fromLevel, row.toLevel, row.reason]),
    ).toEqual([
      [isoDay(evaluation(3)), 3, 2, 'downgrade'],
      [isoDay(evaluation(2)), 3, 3, 'protected'],
      [isoDay(evaluation(1)), 3, 3, 'protected'],
    ]);
  });
});

describe('vipRecord', () => {
  it('needs a signed-in account', async () => {
    const reply = await h.get(contract.vipRecord.path);
    expect(reply.http).toBe(401);
  });

  it('pages newest first; a page past the end is empty; a bad page size is a 400', async () => {
    const tokenOf = () => loginWithPassword(h, 'vip5@example.com', 'VipLevel5');
    const all = await call('vipRecord', await tokenOf(), 'pageSize=50');
    expect(all.totalCount).toBe(5);
    const dates = all.data.map((row: VipLevelChange) => row.evaluatedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const first = await call('vipRecord', await tokenOf(), 'pageNo=1&pageSize=2');
    const third = await call('vipRecord', await tokenOf(), 'pageNo=3&pageSize=2');
    expect(first).toEqual({ data: all.data.slice(0, 2), totalCount: 5 });
    expect(third).toEqual({ data: all.data.slice(4), totalCount: 5 });
    expect(await call('vipRecord', await tokenOf(), 'pageNo=4&pageSize=2')).toEqual({ data: [], totalCount: 5 });
    for (const query of ['pageSize=0', 'pageSize=51', 'pageNo=0']) {
      const reply = await h.get(`${contract.vipRecord.path}?${query}`, { token: await tokenOf() });
      expect(reply.body.status).toBe(400);
    }
  });
});
