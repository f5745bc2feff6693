import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INVITE_ERRORS, INVITE_REFUSED } from '../../runtime/http/contract/invites.ts';
import { contract } from '../../runtime/http/contract.ts';
import { ALICE_FRIENDS } from '../../sandbox/features/invites/seed.ts';
import { firstOrderBonusPercent, maskAccount, rewardsFor } from '../../sandbox/features/invites/store.ts';
import { INVITE_TERMS } from '../../sandbox/features/services/data.ts';
import { type Harness, loginWithPassword, startSandbox } from './sandboxHarness.ts';

const DAY_MS = 86_400_000;
const ALICE = { email: 'alice@example.com', passwd: 'Alice2024!' };
const SECURE = { email: 'secure@example.com', passwd: 'Secure2024' };

let h: Harness;
beforeAll(async () => {
  h = await startSandbox();
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.post('/__sandbox/reset', {});
});

// biome-ignore lint/suspicious/noExplicitAny: replies are asserted field by field
async function call(name: keyof typeof contract, token: string, query = ''): Promise<any> {
  const entry = contract[name];
  const reply = await h.get(`${entry.path}${query}`, { token });
  expect(reply.http).toBe(200);
  expect(entry.response.safeParse(reply.body).success).toBe(true);
  return reply.body.result;
}
const wallet = async (account: string) => (await h.get(`/__sandbox/wallet?account=${account}`)).body;
async function ledgerBalanced() {
  const { body } = await h.get('/__sandbox/ledger');
  expect(body.sumCents).toBe(0);
  expect(body.unbalanced).toEqual([]);
}

describe('invite rules (pure)', () => {
  it('masks accounts', () => {
    expect(maskAccount({ email: 'bob.miner@example.net', phone_code: null, phone_number: null })).toBe(
      'bo***@example.net',
    );
    expect(maskAccount({ email: 'a@x.io', phone_code: null, phone_number: null })).toBe('a***@x.io');
    expect(maskAccount({ email: null, phone_code: '44', phone_number: '7700900123' })).toBe('+44 ***0123');
  });

  it('pays a first-order bonus inside the window and rebates up to the cap', () => {
    const signUp = 0;
    const order = (no: string, fee: number, paidDay: number, type = 5) => ({
      order_no: no,
      goods_type: type,
      hashrate_fee_cents: fee,
      total_cents: fee,
      paid_at: paidDay * DAY_MS,
    });
    const rewards = rewardsFor(signUp, [order('T', 0, 1, 1), order('A', 20_000, 2), order('B', 5_000, 3)], 2);
    // The trial earns nothing; A's first-order bonus (2%) and rebate (3%); B under the $100 minimum.
    expect(rewards).toEqual([
      { orderNo: 'A', kind: 'firstOrder', orderCents: 20_000, rewardCents: 400, at: 2 * DAY_MS },
      { orderNo: 'A', kind: 'rebate', orderCents: 20_000, rewardCents: 600, at: 2 * DAY_MS },
    ]);
    expect(
      rewardsFor(signUp, [order('L', 20_000, INVITE_TERMS.firstOrderWindowDays + 1)], 2).map((r) => r.kind),
    ).toEqual(['rebate']);
    const big = Array.from({ length: 5 }, (_, i) => order(`X${i}`, 10_000_000, i + 40));
    const rebates = rewardsFor(signUp, big, 1).filter((r) => r.kind === 'rebate');
    expect(rebates.reduce((sum, r) => sum + r.rewardCents, 0)).toBe(INVITE_TERMS.rebateCapPointsPerFriend * 100);
    expect(firstOrderBonusPercent(0)).toBe(1);
    expect(firstOrderBonusPercent(2)).toBe(2);
    expect(firstOrderBonusPercent(9)).toBe(5);
  });
});

describe('inviteSummary, inviteFriends, inviteRewards', () => {
  it('need a login', async () => {
    for (const name of ['inviteSummary', 'inviteFriends', 'inviteRewards'] as const) {
      expect((await h.get(contract[name].path)).http).toBe(401);
    }
    expect((await h.post(contract.inviteClaim.path, {})).http).toBe(401);
  });

  it('alice: her code, six seeded friends, their statuses and the rewards their orders earned', async () => {
    const token = await loginWithPassword(h, ALICE.email, ALICE.passwd);
    const summary = await call('inviteSummary', token);
    expect(summary).toMatchObject({
      inviteCode: 'ALICE1',
      invitedCount: ALICE_FRIENDS.length,
      orderedCount: 3,
      creditedPoints: '0.00',
      level: 2,
      firstOrderBonusPercent: 2,
      terms: INVITE_TERMS,
    });
    expect(Number(summary.pendingPoints)).toBeGreaterThan(0);

    const friends = await call('inviteFriends', token, '?pageNo=1&pageSize=10');
    expect(friends.totalCount).toBe(6);
    // Newest first: emma (2 days ago) first, farid (70 days) last.
    expect(friends.data.map((f: { account: string }) => f.account)).toEqual([
      'em***@example.de',
      '+44 ***0987',
      'da***@example.com',
      'ch***@example.org',
      'bo***@example.net',
      'fa***@example.ae',
    ]);
    expect(friends.data.map((f: { status: string }) => f.status)).toEqual([
      'registered',
      'registered',
      'verified',
      'ordered',
      'ordered',
      'ordered',
    ]);
    expect(friends.data[4].paidOrders).toBe(2);
    expect(friends.data[0].rewardPoints).toBe('0.00');
    const page2 = await call('inviteFriends', token, '?pageNo=2&pageSize=4');
    expect(page2.data).toHaveLength(2);

    const rewards = await call('inviteRewards', token, '?pageSize=50');
    // bob: bonus + 2 rebates, chen: bonus + rebate, farid (first order after 30 days): rebate only.
    const kinds = rewards.data.map((r: { friend: string; kind: string }) => `${r.friend.slice(0, 2)}:${r.kind}`);
    expect(kinds.sort()).toEqual(
      ['bo:firstOrder', 'bo:rebate', 'bo:rebate', 'ch:firstOrder', 'ch:rebate', 'fa:rebate'].sort(),
    );
    const total = rewards.data.reduce(
      (sum: number, r: { rewardPoints: string }) => sum + Number(r.rewardPoints) * 100,
      0,
    );
    expect(Math.round(total)).toBe(Math.round(Number(summary.pendingPoints) * 100));
    for (const r of rewards.data) {
      expect(r.status).toBe('pending');
      const cents = Math.round(Number(r.orderUsd) * 100);
      const percent = r.kind === 'rebate' ? INVITE_TERMS.rebatePercent : 2;
      expect(Math.round(Number(r.rewardPoints) * 100)).toBe(Math.floor((cents * percent) / 100));
    }
    expect((await call('inviteRewards', token, '?status=credited')).totalCount).toBe(0);
  });

  it('the first-order bonus follows the level the monthly VIP evaluations set, also when the summary is read first', async () => {
    const token = await loginWithPassword(h, 'vip3@example.com', 'VipLevel3');
    expect(await call('inviteSummary', token)).toMatchObject({ level: 3, firstOrderBonusPercent: 3 });
    // vip3 has no paid orders: once its protection has run out, an evaluation takes it a level down.
    h.clock.advance(200 * DAY_MS);
    const later = await loginWithPassword(h, 'vip3@example.com', 'VipLevel3');
    const summary = await call('inviteSummary', later);
    const standing = await call('vipStanding', later);
    expect(summary.level).toBeLessThan(3);
    expect(summary.level).toBe(standing.level);
    expect(summary.firstOrderBonusPercent).toBe(firstOrderBonusPercent(standing.level));
  });

  it('an account without friends has empty lists', async () => {
    const token = await loginWithPassword(h, SECURE.email, SECURE.passwd);
    const summary = await call('inviteSummary', token);
    expect(summary).toMatchObject({ inviteCode: 'SECURE', invitedCount: 0, pendingPoints: '0.00', level: 0 });
    expect((await call('inviteFriends', token)).totalCount).toBe(0);
    expect((await call('inviteRewards', token)).data).toEqual([]);
  });

  it('rejects bad paging', async () => {
    const token = await loginWithPassword(h, ALICE.email, ALICE.passwd);
    const reply = await h.get(`${contract.inviteFriends.path}?pageSize=500`, { token });
    expect(reply.body.status).not.toBe(200);
  });
});

describe('inviteRanking', () => {
  it('ranks inviters by friends with a paid order, masks them and places the account', async () => {
    const token = await loginWithPassword(h, SECURE.email, SECURE.passwd);
    let ranking = await call('inviteRanking', token);
    expect(ranking.ranking).toEqual([
      { rank: 1, account: 'al***@example.com', me: false, invitedCount: 6, orderedCount: 3 },
    ]);
    expect(ranking.myRank).toBeNull();
    // Two friends of secure@ with paid orders, one with a sign-up only: still behind alice's three.
    await h.postJson('/__sandbox/invites', {
      account: SECURE.email,
      friends: [
        { orders: [{ goodsId: 'g-easy-s21-180', paidDaysAgo: 1 }] },
        { orders: [{ goodsId: 'g-easy-s21-180', paidDaysAgo: 1 }] },
        {},
      ],
    });
    ranking = await call('inviteRanking', token);
    expect(ranking.ranking.map((r: { account: string; me: boolean }) => [r.account, r.me])).toEqual([
      ['al***@example.com', false],
      ['se***@example.com', true],
    ]);
    expect(ranking.ranking[1]).toMatchObject({ invitedCount: 3, orderedCount: 2 });
    expect(ranking.myRank).toBe(2);
    expect((await h.get(contract.inviteRanking.path)).http).toBe(401);
  });
});

describe('the invite coupon', () => {
  it("issues one hashrate coupon per friend's first non-trial order, once, in the inviter's coupons", async () => {
    const token = await loginWithPassword(h, ALICE.email, ALICE.passwd);
    const ordered = ALICE_FRIENDS.filter((f) => f.orders.length > 0);
    const list = async () =>
      (await call('couponList', token, '?status=all')).data as Array<{
        couponId: string;
        name: string;
        amountUsd: string;
        status: string;
      }>;
    const invite = (rows: Awaited<ReturnType<typeof list>>) => rows.filter((c) => c.couponId.startsWith('inv-'));
    const first = invite(await list());
    expect(first.map((c) => c.couponId).sort()).toEqual(ordered.map((f) => `inv-10001-${f.uid}`).sort());
    for (const coupon of first) {
      expect(coupon).toMatchObject({
        name: `$${INVITE_TERMS.couponUsdPerFriend} invite coupon`,
        amountUsd: `${INVITE_TERMS.couponUsdPerFriend}.00`,
      });
    }
    // Reading again (and reading the invites) issues nothing more.
    await call('inviteSummary', token);
    expect(invite(await list())).toHaveLength(first.length);
  });
});

describe('inviteClaim', () => {
  it('credits every pending reward once through the ledger; a second claim is refused', async () => {
    const token = await loginWithPassword(h, ALICE.email, ALICE.passwd);
    const before = await wallet(ALICE.email);
    const { pendingPoints } = await call('inviteSummary', token);
    const first = await h.post(contract.inviteClaim.path, {}, { token });
    expect(first.body.status).toBe(200);
    expect(contract.inviteClaim.response.safeParse(first.body).success).toBe(true);
    expect(first.body.result).toMatchObject({ claimedPoints: pendingPoints, count: 6 });
    const after = await wallet(ALICE.email);
    expect(Number(after.pointsBalance) * 100).toBeCloseTo(
      Number(before.pointsBalance) * 100 + Number(pendingPoints) * 100,
      5,
    );
    expect(first.body.result.pointsBalance).toBe(after.pointsBalance);
    const invites = (after.entries as { kind: string; reference: string }[]).filter((e) =>
      e.reference?.startsWith('invite:'),
    );
    expect(invites).toHaveLength(1);
    await ledgerBalanced();

    const second = await h.post(contract.inviteClaim.path, {}, { token });
    expect(second.body).toMatchObject({ status: INVITE_REFUSED, message: INVITE_ERRORS.nothingToClaim });
    const summary = await call('inviteSummary', token);
    expect(summary).toMatchObject({ creditedPoints: pendingPoints, pendingPoints: '0.00' });
    const credited = await call('inviteRewards', token, '?status=credited&pageSize=50');
    expect(credited.totalCount).toBe(6);
    expect(credited.data.every((r: { creditedAt: string | null }) => r.creditedAt !== null)).toBe(true);
  });

  it('records a new friend order paid later, once', async () => {
    const token = await loginWithPassword(h, SECURE.email, SECURE.passwd);
    const added = await h.postJson('/__sandbox/invites', {
      account: SECURE.email,
      friends: [{ kyc: 1, registeredDaysAgo: 3, orders: [{ goodsId: 'g-full-s21-360', paidDaysAgo: 1 }] }, {}],
    });
    expect(added.http).toBe(200);
    expect(added.body.friends).toBe(2);
    expect(added.body.rewards.map((r: { kind: string }) => r.kind).sort()).toEqual(['firstOrder', 'rebate']);
    await call('inviteSummary', token);
    await call('inviteSummary', token);
    expect((await call('inviteRewards', token)).totalCount).toBe(2);
    const claimed = await h.post(contract.inviteClaim.path, {}, { token });
    expect(claimed.body.result.count).toBe(2);
    await ledgerBalanced();
  });

  it('the fixture validates its body', async () => {
    expect((await h.postJson('/__sandbox/invites', { account: SECURE.email, friends: [{ bad: 1 }] })).http).toBe(400);
    expect((await h.postJson('/__sandbox/invites', { account: 'nobody@example.com', friends: [] })).http).toBe(404);
    expect((await h.get('/__sandbox/invites?account=')).http).toBe(400);
    expect(
      (
        await h.postJson('/__sandbox/invites', {
          account: SECURE.email,
          friends: [{ orders: [{ goodsId: 'nope', paidDaysAgo: 1 }] }],
        })
      ).http,
    ).toBe(400);
  });
});

describe('pointsHistory', () => {
  it('lists movements newest first with direction and source, filtered, with totals', async () => {
    const token = await loginWithPassword(h, ALICE.email, ALICE.passwd);
    await h.post(contract.inviteClaim.path, {}, { token });
    // Support sets the balance lower: a movement out of the account.
    await h.postJson('/__sandbox/wallet', { account: ALICE.email, points: '100.00' });
    await h.post(contract.rewardsCheckIn.path, {}, { token });
    const all = await call('pointsHistory', token, '?type=all&pageSize=50');
    expect(all.data[0]).toMatchObject({ direction: 'earned', source: 'checkIn', kind: 'reward' });
    expect(all.data[1]).toMatchObject({ direction: 'spent', source: 'adjustment', reference: 'fixture' });
    expect(all.data[2]).toMatchObject({ direction: 'earned', source: 'invite', kind: 'reward' });
    expect(all.data.at(-1)).toMatchObject({ direction: 'earned', source: 'adjustment', reference: 'seed' });
    const spent = await call('pointsHistory', token, '?type=spent&pageSize=50');
    expect(spent.totalCount).toBeGreaterThan(0);
    expect(spent.data.every((r: { amount: string }) => r.amount.startsWith('-'))).toBe(true);
    const earned = await call('pointsHistory', token, '?type=earned&pageSize=50');
    expect(earned.totalCount + spent.totalCount).toBe(all.totalCount);
    const cents = (v: string) => Math.round(Number(v) * 100);
    expect(cents(all.earned) - cents(all.spent)).toBe(cents(all.balance));
    expect((await call('pointsHistory', token, '?type=expired')).data).toEqual([]);
    expect((await h.get(`${contract.pointsHistory.path}?type=bogus`, { token })).body.status).not.toBe(200);
  });
});

describe('couponList', () => {
  it("alice's coupons with their status, usable first, and counts; filters", async () => {
    const token = await loginWithPassword(h, ALICE.email, ALICE.passwd);
    const all = await call('couponList', token, '?status=all');
    // The seeded four, and the invite programme's coupon for each of the three friends who ordered
    // (valid 90 days from that order), by expiry.
    expect(all.counts).toEqual({ all: 7, usable: 5, used: 1, expired: 1 });
    expect(all.data.map((c: { couponId: string; status: string }) => [c.couponId, c.status])).toEqual([
      ['c-10001-10off', 'usable'],
      ['inv-10001-10102', 'usable'],
      ['inv-10001-10101', 'usable'],
      ['c-10001-50off', 'usable'],
      ['inv-10001-10103', 'usable'],
      ['c-10001-used', 'used'],
      ['c-10001-expired', 'expired'],
    ]);
    expect(all.data[3]).toMatchObject({
      amountUsd: '50.00',
      minSpendUsd: '500.00',
      goodsTypes: [11],
      kind: 'hashrate',
    });
    expect(all.data[5].usedByOrder).toMatch(/^P/);
    const used = await call('couponList', token, '?status=used');
    expect(used.data).toHaveLength(1);
    h.clock.advance(31 * DAY_MS);
    const fresh = await loginWithPassword(h, ALICE.email, ALICE.passwd);
    const later = await call('couponList', fresh, '?status=usable');
    expect(later.data.map((c: { couponId: string }) => c.couponId)).toEqual([
      'inv-10001-10102',
      'inv-10001-10101',
      'c-10001-50off',
      'inv-10001-10103',
    ]);
  });
});

describe('autoDeductOrders, autoDeductSet', () => {
  it("lists alice's running full plans with days left and the switch; toggles one", async () => {
    const token = await loginWithPassword(h, ALICE.email, ALICE.passwd);
    const list = await call('autoDeductOrders', token);
    expect(list).toMatchObject({ thresholdDays: 3, chargeDays: 3 });
    expect(list.data).toHaveLength(3);
    const on = list.data.find((o: { autoDeduct: boolean }) => o.autoDeduct);
    expect(on).toMatchObject({ serviceFeeDaysLeft: 2, status: 'running' });
    expect(Number(on.chargeUsd)).toBeCloseTo(Number(on.dailyFeeUsd) * 3, 2);
    expect(list.data.some((o: { suspended: boolean }) => o.suspended)).toBe(true);

    const off = await h.post(contract.autoDeductSet.path, { orderNo: on.orderNo, enabled: false }, { token });
    expect(off.body).toMatchObject({ status: 200, result: { orderNo: on.orderNo, autoDeduct: false } });
    const again = await call('autoDeductOrders', token);
    expect(again.data.find((o: { orderNo: string }) => o.orderNo === on.orderNo).autoDeduct).toBe(false);
    const back = await h.post(contract.autoDeductSet.path, { orderNo: on.orderNo, enabled: true }, { token });
    expect(back.body.result.autoDeduct).toBe(true);
  });

  it("refuses an unknown, another account's or a not eligible order", async () => {
    const token = await loginWithPassword(h, SECURE.email, SECURE.passwd);
    const unknown = await h.post(contract.autoDeductSet.path, { orderNo: 'P000', enabled: true }, { token });
    expect(unknown.body.status).toBe(404);
    const aliceToken = await loginWithPassword(h, ALICE.email, ALICE.passwd);
    const alices = await call('autoDeductOrders', aliceToken);
    const foreign = await h.post(
      contract.autoDeductSet.path,
      { orderNo: alices.data[0].orderNo, enabled: true },
      { token },
    );
    expect(foreign.body.status).toBe(404);
    const orders = (await h.get(`/__sandbox/orders?account=${ALICE.email}`)).body.orders as {
      orderNo: string;
      status: string;
    }[];
    const ended = orders.find((o) => o.status === 'ended');
    const refused = await h.post(
      contract.autoDeductSet.path,
      { orderNo: ended?.orderNo, enabled: true },
      { token: aliceToken },
    );
    expect(refused.body.status).toBe(400);
  });
});

describe('the Gold Medal Recommender reward', () => {
  const friends = (count: number, paidDaysAgo: number) =>
    h.postJson('/__sandbox/invites', {
      account: SECURE.email,
      friends: Array.from({ length: count }, () => ({
        registeredDaysAgo: paidDaysAgo + 1,
        orders: [{ goodsId: 'g-easy-s21-180', paidDaysAgo }],
      })),
    });

  it('counts friends whose first plan was paid 60 days ago, and with 10 of them issues a $500 service-fee coupon once', async () => {
    const token = await loginWithPassword(h, SECURE.email, SECURE.passwd);
    // Nine friends past 60 days of trading and one at 59: not yet.
    await friends(9, 61);
    await friends(1, 59);
    const before = await call('inviteSummary', token);
    expect(before.goldMedal).toEqual({ qualifiedFriends: 9, earned: false });
    expect(
      (await call('couponList', token, '?status=all')).data.some((c: { kind: string }) => c.kind === 'serviceFee'),
    ).toBe(false);

    // The tenth friend reaches 60 days two days later.
    h.clock.advance(2 * DAY_MS);
    const after = await call('inviteSummary', token);
    expect(after.goldMedal).toEqual({ qualifiedFriends: 10, earned: true });
    const coupons = (await call('couponList', token, '?status=usable')).data.filter(
      (c: { kind: string }) => c.kind === 'serviceFee',
    );
    expect(coupons).toEqual([expect.objectContaining({ amountUsd: '500.00', minSpendUsd: '0.00', status: 'usable' })]);
    // Read again, and with more friends: still one coupon.
    await friends(2, 70);
    await call('inviteSummary', token);
    expect(
      (await call('couponList', token, '?status=all')).data.filter((c: { kind: string }) => c.kind === 'serviceFee'),
    ).toHaveLength(1);
    expect((await call('serviceFeeInfo', token)).coupon).toMatchObject({ amountUsd: '500.00' });
  });
});
