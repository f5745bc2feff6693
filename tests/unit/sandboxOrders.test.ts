import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, createHttpClient } from '../../runtime/http/client.ts';
import {
  ORDER_NOT_FOUND,
  ORDER_STATUSES,
  type OrderDetail,
  type OrderSummary,
} from '../../runtime/http/contract/orders.ts';
import { contract } from '../../runtime/http/contract.ts';
import { type Harness, loginWithPassword, PATHS, startSandbox } from './sandboxHarness.ts';

const LIST = contract.orderList.path;
const INFO = contract.orderDetail.path;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const BECH32 = /^bc1q[02-9ac-hj-np-z]{38}$/;

let h: Harness;
beforeAll(async () => {
  h = await startSandbox();
});
afterAll(() => h.close());
// Seeded orders are placed relative to the clock at the reset, so each test starts from the seed's states.
beforeEach(async () => {
  await h.post('/__sandbox/reset', {});
});

const PASSWORDS: Record<string, string> = {
  'alice@example.com': 'Alice2024!',
  'unpaid@example.com': 'Unpaid2024',
  'secure@example.com': 'Secure2024',
  'vip3@example.com': 'VipLevel3',
  'nocoupon@example.com': 'NoCoupon1',
};
const signIn = (email: string) => loginWithPassword(h, email, PASSWORDS[email] ?? '');

async function list(token: string, query = 'pageSize=50') {
  const reply = await h.get(`${LIST}?${query}`, { token });
  expect(reply.http).toBe(200);
  expect(contract.orderList.response.safeParse(reply.body).success).toBe(true);
  return reply.body.result as {
    data: OrderSummary[];
    totalCount: number;
    pageNo: number;
    pageSize: number;
    counts: Record<'all' | (typeof ORDER_STATUSES)[number], number>;
  };
}

async function detail(token: string, orderNo: string): Promise<OrderDetail> {
  const reply = await h.get(`${INFO}?orderNo=${orderNo}`, { token });
  expect(contract.orderDetail.response.safeParse(reply.body).success).toBe(true);
  expect(reply.body.status).toBe(200);
  return reply.body.result;
}

async function setAutoDeduct(token: string, orderNo: string, enabled: boolean): Promise<void> {
  const reply = await h.post(contract.autoDeductSet.path, { orderNo, enabled: String(enabled) }, { token });
  expect(reply.body.result).toEqual({ orderNo, autoDeduct: enabled });
}

/** An order's auto-deduct line (its switch, daily fee and one charge) with the points balance. */
async function autoDeductOf(token: string, orderNo: string) {
  const result = (await h.get(contract.autoDeductOrders.path, { token })).body.result as {
    pointsBalance: string;
    data: Array<{ orderNo: string; autoDeduct: boolean; dailyFeeUsd: string; chargeUsd: string }>;
  };
  const order = result.data.find((o) => o.orderNo === orderNo);
  if (!order) throw new Error(`no auto-deduct line for ${orderNo}`);
  return { ...order, pointsBalance: result.pointsBalance };
}

async function unpaidDot(token: string): Promise<number> {
  return (await h.get(PATHS.combinedInfo, { token })).body.result.order.unPaidOrderNum;
}

/** "8339.20" → 833920: the strings are compared as integers, never as floats. */
const cents = (amount: string) => {
  expect(amount).toMatch(/^\d+\.\d{2}$/);
  return Number(amount.replace('.', ''));
};

/** alice's seeded order of a kind, picked by what tells it apart. */
async function aliceOrder(token: string, pick: (order: OrderSummary) => boolean): Promise<OrderSummary> {
  const found = (await list(token)).data.filter(pick);
  expect(found).toHaveLength(1);
  return found[0] as OrderSummary;
}

describe('order list', () => {
  it('answers 401 without a token', async () => {
    for (const path of [LIST, `${INFO}?orderNo=P20260301000001`]) {
      const reply = await h.get(path);
      expect(reply).toMatchObject({ http: 401, body: { status: 401, result: null } });
    }
  });

  it("counts alice's 12 orders per tab: every state is seeded", async () => {
    const result = await list(await signIn('alice@example.com'));
    expect(result.counts).toEqual({ all: 12, unpaid: 1, pendingStart: 1, running: 5, ended: 3, cancelled: 2 });
    expect(result.totalCount).toBe(12);
    const running = result.data.filter((order) => order.status === 'running');
    expect(running.filter((order) => order.suspended)).toHaveLength(1);
    expect(running.map((order) => order.serviceFeeDaysLeft).sort()).toEqual([0, 2, 40, null, null]);
    expect(new Set(result.data.map((order) => order.goodsId)).size).toBeGreaterThanOrEqual(5);
  });

  it('lists newest first, with unique order numbers P + UTC date of creation + 6 digits', async () => {
    const { data } = await list(await signIn('alice@example.com'));
    const created = data.map((order) => Date.parse(order.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    for (const order of data) {
      expect(order.orderNo).toMatch(/^P\d{14}$/);
      expect(order.orderNo.slice(1, 9)).toBe(order.createdAt.slice(0, 10).replaceAll('-', ''));
    }
    expect(new Set(data.map((order) => order.orderNo)).size).toBe(12);
  });

  it('pages: pages put together are the whole list, in order', async () => {
    const token = await signIn('alice@example.com');
    const all = (await list(token)).data.map((order) => order.orderNo);
    const first = await list(token, '');
    expect(first).toMatchObject({ pageNo: 1, pageSize: 10, totalCount: 12 });
    const pages = [first, await list(token, 'pageNo=2'), await list(token, 'pageNo=3')];
    expect(pages.map((page) => page.data.length)).toEqual([10, 2, 0]);
    expect(pages.flatMap((page) => page.data.map((order) => order.orderNo))).toEqual(all);
    expect((await list(token, 'pageSize=5&pageNo=2')).data.map((order) => order.orderNo)).toEqual(all.slice(5, 10));
  });

  it.each(ORDER_STATUSES)('filters by status %s; counts stay over all orders', async (status) => {
    const token = await signIn('alice@example.com');
    const everything = await list(token);
    const filtered = await list(token, `status=${status}&pageSize=50`);
    expect(filtered.data.length).toBeGreaterThan(0);
    expect(filtered.data.every((order) => order.status === status)).toBe(true);
    expect(filtered.totalCount).toBe(everything.counts[status]);
    expect(filtered.counts).toEqual(everything.counts);
    expect(filtered.data).toEqual(everything.data.filter((order) => order.status === status));
  });

  it.each([
    ['status=paid', /^status:/],
    ['pageSize=51', /^pageSize:/],
    ['pageNo=0', /^pageNo:/],
  ])('answers bad input (%s) with 400 naming the field', async (query, message) => {
    const reply = await h.get(`${LIST}?${query}`, { token: await signIn('alice@example.com') });
    expect(reply).toMatchObject({ http: 400, body: { status: 400, result: null } });
    expect(reply.body.message).toMatch(message);
  });

  it('has the seeded orders of unpaid@example.com (2 unpaid) and secure@example.com (2 running); others none', async () => {
    expect((await list(await signIn('unpaid@example.com'))).counts).toEqual({
      all: 2,
      unpaid: 2,
      pendingStart: 0,
      running: 0,
      ended: 0,
      cancelled: 0,
    });
    expect((await list(await signIn('secure@example.com'))).counts).toMatchObject({ all: 2, running: 2 });
    const none = await list(await signIn('vip3@example.com'));
    expect(none).toMatchObject({ data: [], totalCount: 0, counts: { all: 0 } });
  });
});

describe('order detail', () => {
  it("gives every one of alice's orders with a breakdown that adds up exactly", async () => {
    const token = await signIn('alice@example.com');
    for (const summary of (await list(token)).data) {
      const order = await detail(token, summary.orderNo);
      // The list shows the same order.
      expect(order).toMatchObject(summary);
      expect(
        cents(order.hashrateFeeUsd) + cents(order.serviceFeeUsd) - cents(order.couponUsd) - cents(order.pointsUsd),
      ).toBe(cents(order.totalUsd));
      expect(order.payoutAddress).toMatch(BECH32);
      expect(order.timeline[0]).toEqual({ event: 'created', at: order.createdAt });
      const paid = ['pendingStart', 'running', 'ended'].includes(order.status);
      expect(order.payMethod !== null).toBe(paid);
      expect(order.startAt !== null).toBe(paid);
      expect(order.payExpireAt !== null).toBe(order.status === 'unpaid');
      expect(order.cancelReason !== null).toBe(order.status === 'cancelled');
      if (order.goodsType === 11) {
        expect(cents(order.serviceFeeUsd)).toBeGreaterThan(0);
      } else {
        expect(order).toMatchObject({ serviceFeeUsd: '0.00', serviceFeePaidDays: 0, serviceFeeDaysLeft: null });
      }
    }
  });

  it('prices the full plan with 2 fee days left from the plan: 400 TH × $0.0541 × 360 d + 400 TH × $0.0499 × 30 d − $50 points', async () => {
    const token = await signIn('alice@example.com');
    const summary = await aliceOrder(token, (order) => order.serviceFeeDaysLeft === 2);
    const order = await detail(token, summary.orderNo);
    expect(order).toMatchObject({
      goodsId: 'g-full-s21-360',
      goodsName: 'S21 Pro 360 days',
      goodsType: 11,
      minerModel: 'Antminer S21',
      efficiencyJt: 17.5,
      quantity: 2,
      hashrateTh: 400,
      durationDays: 360,
      status: 'running',
      suspended: false,
      autoDeduct: true,
      hashrateFeeUsd: '7790.40',
      serviceFeeUsd: '598.80',
      serviceFeePerThDayUsd: '0.0499',
      serviceFeePaidDays: 30,
      couponUsd: '0.00',
      pointsUsd: '50.00',
      totalUsd: '8339.20',
      pool: 'Antpool',
      poolFeePercent: '2.50',
    });
    expect(Date.parse(order.endAt ?? '') - Date.parse(order.startAt ?? '')).toBe(360 * DAY_MS);
    expect(order.startAt).toMatch(/T00:00:00\.000Z$/);
    expect(order.timeline.map((entry) => entry.event)).toEqual(['created', 'paid', 'started']);
  });

  it('shows the suspended order with the day its fee days ran out', async () => {
    const token = await signIn('alice@example.com');
    const order = await detail(token, (await aliceOrder(token, (o) => o.suspended)).orderNo);
    expect(order).toMatchObject({ status: 'running', serviceFeeDaysLeft: 0, serviceFeePaidDays: 30 });
    const suspended = order.timeline.find((entry) => entry.event === 'suspended');
    expect(Date.parse(suspended?.at ?? '') - Date.parse(order.startAt ?? '')).toBe(30 * DAY_MS);
  });

  it("answers another user's order and an unknown number as status 404, which the client reads as 404", async () => {
    const alice = await signIn('alice@example.com');
    const unpaid = await signIn('unpaid@example.com');
    const theirs = (await list(unpaid)).data[0]?.orderNo ?? '';
    for (const orderNo of [theirs, 'P20260301999999']) {
      const reply = await h.get(`${INFO}?orderNo=${orderNo}`, { token: alice });
      expect(reply.body).toEqual({ status: 404, message: ORDER_NOT_FOUND, result: null });
      expect(contract.orderDetail.response.safeParse(reply.body).success).toBe(true);
    }
    const client = createHttpClient({ baseURL: h.url, language: () => 'en', token: () => alice, validate: true });
    const error = await client.call('orderDetail', { orderNo: theirs }, { showError: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, serverMessage: ORDER_NOT_FOUND });
    // The owner sees it.
    expect((await detail(unpaid, theirs)).orderNo).toBe(theirs);
  });

  it('refuses a malformed order number with 400', async () => {
    const reply = await h.get(`${INFO}?orderNo=${encodeURIComponent('P1; DROP TABLE orders')}`, {
      token: await signIn('alice@example.com'),
    });
    expect(reply).toMatchObject({ http: 400, body: { status: 400 } });
    expect(reply.body.message).toMatch(/^orderNo:/);
  });
});

describe('orders move as the sandbox clock moves', () => {
  it('cancels an unpaid order as expired 24 h after it was created, and the red dot goes out', async () => {
    const token = await signIn('alice@example.com');
    const unpaid = await detail(token, (await aliceOrder(token, (o) => o.status === 'unpaid')).orderNo);
    const expiry = Date.parse(unpaid.payExpireAt ?? '');
    expect(expiry - Date.parse(unpaid.createdAt)).toBe(24 * HOUR_MS);
    expect(expiry - h.clock.now()).toBe(20 * HOUR_MS);
    expect(await unpaidDot(token)).toBe(1);

    h.clock.advance(expiry - h.clock.now() - 1);
    expect((await detail(token, unpaid.orderNo)).status).toBe('unpaid');
    h.clock.advance(1);
    const expired = await detail(token, unpaid.orderNo);
    expect(expired).toMatchObject({ status: 'cancelled', cancelReason: 'expired', payExpireAt: null });
    expect(expired.timeline.at(-1)).toEqual({ event: 'cancelled', at: new Date(expiry).toISOString() });
    expect((await list(token)).counts).toMatchObject({ unpaid: 0, cancelled: 3 });
    expect(await unpaidDot(token)).toBe(0);
  });

  it('starts a pendingStart order at the next 00:00 UTC', async () => {
    const token = await signIn('alice@example.com');
    const pending = await detail(token, (await aliceOrder(token, (o) => o.status === 'pendingStart')).orderNo);
    const nextMidnight = Math.floor(h.clock.now() / DAY_MS) * DAY_MS + DAY_MS;
    expect(pending.startAt).toBe(new Date(nextMidnight).toISOString());
    h.clock.advance(nextMidnight - h.clock.now() - 1);
    expect((await detail(token, pending.orderNo)).status).toBe('pendingStart');
    h.clock.advance(1);
    const started = await detail(token, pending.orderNo);
    expect(started.status).toBe('running');
    expect(started.timeline.at(-1)).toEqual({ event: 'started', at: pending.startAt });
    expect((await list(token)).counts).toMatchObject({ pendingStart: 0, running: 6 });
  });

  it('uses up fee days day by day and suspends the order when none are left', async () => {
    const token = await signIn('alice@example.com');
    const twoLeft = (await aliceOrder(token, (o) => o.serviceFeeDaysLeft === 2)).orderNo;
    const fortyLeft = (await aliceOrder(token, (o) => o.serviceFeeDaysLeft === 40)).orderNo;
    // Without auto-deduct (seeded on for this order: see the next test).
    await setAutoDeduct(token, twoLeft, false);
    h.clock.advance(DAY_MS);
    expect(await detail(token, twoLeft)).toMatchObject({ serviceFeeDaysLeft: 1, suspended: false });
    h.clock.advance(DAY_MS);
    const suspended = await detail(token, twoLeft);
    expect(suspended).toMatchObject({ status: 'running', serviceFeeDaysLeft: 0, suspended: true });
    const ranOut = Math.floor(h.clock.now() / DAY_MS) * DAY_MS;
    expect(suspended.timeline.at(-1)).toEqual({ event: 'suspended', at: new Date(ranOut).toISOString() });
    expect((await detail(token, fortyLeft)).serviceFeeDaysLeft).toBe(38);
    const running = (await list(token, 'status=running')).data;
    expect(running.filter((order) => order.suspended)).toHaveLength(2);
  });

  it('with auto-deduct on, pays 3 days from points when fewer than 3 are left, once; without the points it runs out', async () => {
    const token = await signIn('alice@example.com');
    const twoLeft = (await aliceOrder(token, (o) => o.serviceFeeDaysLeft === 2)).orderNo;
    const rule = await autoDeductOf(token, twoLeft);
    expect(rule.autoDeduct).toBe(true);
    const pointsBefore = cents(rule.pointsBalance);
    h.clock.advance(DAY_MS);
    // The day that started with 2 days left bought 3 more at 00:00 UTC: 4 left after it ran.
    expect(await detail(token, twoLeft)).toMatchObject({ serviceFeeDaysLeft: 4, suspended: false });
    const after = await autoDeductOf(token, twoLeft);
    expect(cents(after.pointsBalance)).toBe(pointsBefore - cents(rule.chargeUsd));
    expect(cents(rule.chargeUsd)).toBe(3 * cents(rule.dailyFeeUsd));
    const payments = (await h.get(contract.serviceFeeRecords.path, { token })).body.result.payments as Array<{
      payMethod: string;
      items: Array<{ orderNo: string; days: number }>;
    }>;
    expect(payments.filter((p) => p.items.some((item) => item.orderNo === twoLeft))).toMatchObject([
      { payMethod: 'points', items: [{ orderNo: twoLeft, days: 3 }] },
    ]);
    // Reading again settles nothing twice.
    await detail(token, twoLeft);
    expect((await autoDeductOf(token, twoLeft)).pointsBalance).toBe(after.pointsBalance);
    // No points: the days run out and the plan is suspended, nothing charged.
    await h.postJson('/__sandbox/wallet', { account: 'alice@example.com', points: '0.00' });
    h.clock.advance(4 * DAY_MS);
    expect(await detail(token, twoLeft)).toMatchObject({ serviceFeeDaysLeft: 0, suspended: true });
    expect((await autoDeductOf(token, twoLeft)).pointsBalance).toBe('0.00');
  });

  it('ends a running order durationDays after its start', async () => {
    const token = await signIn('alice@example.com');
    const easy = await detail(token, (await aliceOrder(token, (o) => o.goodsId === 'g-easy-s19xp-90')).orderNo);
    h.clock.advance(Date.parse(easy.endAt ?? '') - h.clock.now());
    // Weeks later the session has expired: sign in again.
    expect(await detail(await signIn('alice@example.com'), easy.orderNo)).toMatchObject({
      status: 'ended',
      suspended: false,
    });
  });
});

describe("combined info's unpaid red dot", () => {
  it.each([
    ['alice@example.com', 1],
    ['unpaid@example.com', 2],
    ['secure@example.com', 0],
    ['nocoupon@example.com', 0],
  ])('%s: unPaidOrderNum equals the unpaid tab (%i)', async (email, unpaid) => {
    const token = await signIn(email);
    expect(await unpaidDot(token)).toBe(unpaid);
    expect((await list(token)).counts.unpaid).toBe(unpaid);
  });
});

describe('POST /__sandbox/orders', () => {
  it('creates orders in each state for an account, and clears them', async () => {
    const token = await signIn('vip3@example.com');
    const reply = await h.postJson('/__sandbox/orders', {
      account: 'VIP3@example.com',
      orders: [
        { goodsId: 'g-easy-s21-180', state: 'unpaid' },
        { goodsId: 'g-stable-s21-30', state: 'pendingStart', quantity: 3 },
        { goodsId: 'g-full-s21-360', state: 'running', serviceFeeDaysLeft: 1, autoDeduct: true },
        { goodsId: 'g-full-s21-360', state: 'suspended' },
        { goodsId: 'g-easy-s19xp-90', state: 'ended' },
        { goodsId: 'g-stable-s21xp-60', state: 'cancelled' },
        { goodsId: 'g-easy-s21-180', state: 'running' },
      ],
    });
    expect(reply.http).toBe(200);
    const orderNos: string[] = reply.body.orderNos;
    expect(orderNos).toHaveLength(7);
    expect(new Set(orderNos).size).toBe(7);
    for (const orderNo of orderNos) expect(orderNo).toMatch(/^P\d{14}$/);

    const orders = await Promise.all(orderNos.map((orderNo) => detail(token, orderNo)));
    expect(orders.map((order) => [order.status, order.suspended])).toEqual([
      ['unpaid', false],
      ['pendingStart', false],
      ['running', false],
      ['running', true],
      ['ended', false],
      ['cancelled', false],
      ['running', false],
    ]);
    expect(orders[1]).toMatchObject({ quantity: 3, hashrateTh: 60 });
    expect(orders[2]).toMatchObject({ serviceFeeDaysLeft: 1, autoDeduct: true });
    expect(orders[5]?.cancelReason).toBe('user');
    expect(await unpaidDot(token)).toBe(1);

    // Tomorrow the 1 fee day is used up and the pending order runs.
    h.clock.advance(DAY_MS);
    expect(await detail(token, orderNos[2] ?? '')).toMatchObject({ serviceFeeDaysLeft: 0, suspended: true });
    expect((await detail(token, orderNos[1] ?? '')).status).toBe('running');

    expect((await h.postJson('/__sandbox/orders', { account: 'vip3@example.com', clear: true })).body).toEqual({
      cleared: 7,
    });
    expect((await list(token)).counts.all).toBe(0);
    // Other accounts keep theirs.
    expect((await list(await signIn('alice@example.com'))).counts.all).toBe(12);
  });

  it.each([
    [
      { account: 'nobody@example.com', orders: [{ goodsId: 'g-easy-s21-180', state: 'unpaid' }] },
      404,
      /^account: no account/,
    ],
    [
      { account: 'vip3@example.com', orders: [{ goodsId: 'g-nope', state: 'unpaid' }] },
      400,
      /^orders\.0\.goodsId: no goods g-nope/,
    ],
    [
      { account: 'vip3@example.com', orders: [{ goodsId: 'g-easy-s21-180', state: 'paid' }] },
      400,
      /^orders\.0\.state:/,
    ],
    [
      { account: 'vip3@example.com', orders: [{ goodsId: 'g-easy-s21-180', state: 'running', quantity: 0 }] },
      400,
      /^orders\.0\.quantity:/,
    ],
    [
      { account: 'vip3@example.com', orders: [{ goodsId: 'g-easy-s21-180', state: 'running', serviceFeeDaysLeft: 5 }] },
      400,
      /^orders\.0\.serviceFeeDaysLeft: only full plans/,
    ],
    [
      { account: 'vip3@example.com', orders: [{ goodsId: 'g-full-s21-360', state: 'running', serviceFeeDaysLeft: 0 }] },
      400,
      /^orders\.0\.serviceFeeDaysLeft: .*suspended/,
    ],
    [
      { account: 'vip3@example.com', orders: [{ goodsId: 'g-easy-s21-180', state: 'suspended' }] },
      400,
      /^orders\.0\.state:/,
    ],
    [{ account: 'vip3@example.com', orders: [] }, 400, /^orders:/],
    [{ account: 'vip3@example.com', clear: false }, 400, /^clear:/],
    ['vip3@example.com', 400, /^body:/],
  ])('refuses %j with %i and a message naming the field', async (body, status, message) => {
    const reply = await h.postJson('/__sandbox/orders', body);
    expect(reply).toMatchObject({ http: status, body: { status, result: null } });
    expect(reply.body.message).toMatch(message);
    expect((await list(await signIn('vip3@example.com'))).counts.all).toBe(0);
  });
});

describe('seeded orders in the database', () => {
  it('stores money in integer minor units and unique order numbers', () => {
    const rows = h.sandbox.db
      .prepare(
        'SELECT order_no, hashrate_fee_cents, service_fee_cents, total_cents, service_fee_per_th_day FROM orders',
      )
      .all() as Array<Record<string, unknown>>;
    // 16 of alice, unpaid@ and secure@, 4 of alice's invited friends (sandbox/features/invites/seed.ts) and 3 of
    // loans@example.com (sandbox/features/loans/seed.ts).
    expect(rows).toHaveLength(23);
    expect(new Set(rows.map((row) => row.order_no)).size).toBe(23);
    for (const row of rows) {
      for (const key of ['hashrate_fee_cents', 'service_fee_cents', 'total_cents', 'service_fee_per_th_day']) {
        expect(Number.isSafeInteger(row[key])).toBe(true);
      }
    }
  });
});
