import Big from 'big.js';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BASIS_POINTS, settledDaySats } from '../../runtime/domain/mining.ts';
import {
  HASHRATE_BAD_RANGE,
  HASHRATE_ORDER_NOT_FOUND,
  type HashrateCount,
  type MiningOrder,
  type OutputDay,
  type ProfitPoint,
} from '../../runtime/http/contract/hashrate.ts';
import type { OrderDetail } from '../../runtime/http/contract/orders.ts';
import { type CallName, contract } from '../../runtime/http/contract.ts';
import { createSandbox, type Sandbox } from '../../sandbox/app.ts';
import { dayOf, seriesDay, uptimeBp } from '../../sandbox/features/mining/network.ts';
import { createMining, PAYOUT_THRESHOLD } from '../../sandbox/features/mining/settle.ts';
import { createOrderStore } from '../../sandbox/features/orders/store.ts';
import { createLedger, HOUSE_MINING, userBalance } from '../../sandbox/features/wallet/ledger.ts';
import { type Harness, loginWithPassword, startSandbox } from './sandboxHarness.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

let h: Harness;
beforeAll(async () => {
  h = await startSandbox();
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.post('/__sandbox/reset', {});
});

const alice = () => loginWithPassword(h, 'alice@example.com', 'Alice2024!');
const vip3 = () => loginWithPassword(h, 'vip3@example.com', 'VipLevel3');

/** A call's reply by contract name, checked against the contract. */
async function call(name: CallName, token: string | undefined, query: Record<string, string | number> = {}) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const reply = await h.get(`${contract[name].path}?${search}`, { token });
  if (reply.http === 200) {
    const parsed = contract[name].response.safeParse(reply.body);
    expect(parsed.success, JSON.stringify(parsed.error?.issues[0])).toBe(true);
  }
  return reply;
}
async function result<T>(name: CallName, token: string, query: Record<string, string | number> = {}): Promise<T> {
  const reply = await call(name, token, query);
  expect(reply.body.status, reply.body.message).toBe(200);
  return reply.body.result as T;
}
const sats = (amount: string) => {
  expect(amount).toMatch(/^\d+\.\d{8}$/);
  return Number(new Big(amount).times(100_000_000).toFixed(0));
};
const allDays = (token: string, query: Record<string, string> = {}) =>
  result<{ data: OutputDay[]; totalCount: number; totalBtc: string }>('hashrateEverydayList', token, {
    pageSize: 5000,
    ...query,
  });

interface MiningFixture {
  totalSats: number;
  unpaidSats: number;
  paidSats: number;
  payingSats: number;
  walletSats: number;
  payouts: Array<{ txid: string; sats: number; throughDate: string; credited: boolean }>;
  days: Array<{ orderNo: string; date: string; state: string; sats: number; paid: boolean }>;
}
const fixture = async (account: string) =>
  (await h.get(`/__sandbox/mining?account=${encodeURIComponent(account)}`)).body as MiningFixture;

describe('hashrate calls', () => {
  it('answers 401 without a login', async () => {
    for (const name of ['hashrateCount', 'hashrateList', 'hashrateProfitList', 'hashrateEverydayList'] as const) {
      const reply = await call(name, undefined);
      expect(reply).toMatchObject({ http: 401, body: { status: 401, result: null } });
    }
  });

  it("settles alice's seeded history: months of days, payouts, and the figures add up", async () => {
    const token = await alice();
    const count = await result<HashrateCount>('hashrateCount', token);
    // Running: easy 100 TH, full 400 TH (2 fee days left), full 200 TH (40 left), app 30 TH, full 200 TH suspended.
    expect(count).toMatchObject({ runningOrders: 5, suspendedOrders: 1, pendingOrders: 1, totalTh: 730 });
    expect(count.purchasedTh).toBe(930);
    expect(count.feeWarnings).toBe(2);
    expect(count.payoutThresholdBtc).toBe('0.00500000');
    const total = sats(count.totalOutputBtc);
    expect(total).toBe(sats(count.paidBtc) + sats(count.payingBtc) + sats(count.unpaidBtc));
    expect(sats(count.walletBtc)).toBe(sats(count.paidBtc));
    expect(sats(count.paidBtc)).toBeGreaterThan(PAYOUT_THRESHOLD);
    if (sats(count.unpaidBtc) > 0) expect(count.unpaidReason).toBe('belowThreshold');
    expect(sats(count.unpaidBtc)).toBeLessThanOrEqual(PAYOUT_THRESHOLD + sats(count.yesterday.amountBtc));
    // Yesterday's figure is the sum of yesterday's rows; today's estimate is a part of a full day.
    const days = await allDays(token);
    expect(days.data[0]?.date).toBe(count.yesterday.date);
    expect(days.data[0]?.amountBtc).toBe(count.yesterday.amountBtc);
    expect(sats(count.todayEstimateBtc)).toBeGreaterThan(0);
    expect(sats(count.todayEstimateBtc)).toBeLessThan(sats(count.yesterday.amountBtc));
    // Months of history: the oldest order started 200 days ago.
    expect(days.totalCount).toBeGreaterThanOrEqual(199);
    expect(days.data.reduce((sum, day) => sum + sats(day.amountBtc), 0)).toBe(total);
    expect(sats(days.totalBtc)).toBe(total);
  });

  it('lists the paid orders with what each mined, and the suspended one', async () => {
    const token = await alice();
    const { data } = await result<{ data: MiningOrder[] }>('hashrateList', token);
    expect(data.map((order) => order.status).sort()).toEqual([
      'ended',
      'ended',
      'ended',
      'pendingStart',
      'running',
      'running',
      'running',
      'running',
      'running',
    ]);
    const suspended = data.filter((order) => order.suspended);
    expect(suspended).toHaveLength(1);
    expect(suspended[0]?.serviceFeeDaysLeft).toBe(0);
    const count = await result<HashrateCount>('hashrateCount', token);
    expect(data.reduce((sum, order) => sum + sats(order.totalOutputBtc), 0)).toBe(sats(count.totalOutputBtc));
    expect(data.find((order) => order.status === 'pendingStart')?.totalOutputBtc).toBe('0.00000000');
  });

  it('charts 7, 30, 90 days and all: one point a day up to yesterday, hashrate never above what was bought', async () => {
    const token = await alice();
    for (const [range, length] of [
      ['7d', 7],
      ['30d', 30],
      ['90d', 90],
    ] as const) {
      const reply = await result<{ points: ProfitPoint[]; to: string }>('hashrateProfitList', token, { range });
      expect(reply.points).toHaveLength(length);
      expect(reply.points.at(-1)?.date).toBe(reply.to);
    }
    const all = await result<{ points: ProfitPoint[] }>('hashrateProfitList', token, { range: 'all' });
    expect(all.points.length).toBeGreaterThanOrEqual(199);
    for (const point of all.points) expect(point.hashrateTh).toBeLessThanOrEqual(point.purchasedTh);
    // A suspended order is bought but not mining: the week shows the gap.
    const week = await result<{ points: ProfitPoint[] }>('hashrateProfitList', token, { range: '7d' });
    expect(week.points.at(-1)).toMatchObject({ purchasedTh: 930, hashrateTh: 730 });
    const count = await result<HashrateCount>('hashrateCount', token);
    expect(all.points.reduce((sum, point) => sum + sats(point.amountBtc), 0)).toBe(sats(count.totalOutputBtc));
  });

  it('filters the daily output by order and by date range; an unknown order is 404, a reversed range 400', async () => {
    const token = await alice();
    const { data: orders } = await result<{ data: MiningOrder[] }>('hashrateList', token);
    const easy = orders.find((order) => order.goodsId === 'g-easy-s19xp-90');
    if (!easy) throw new Error('no easy order');
    const one = await allDays(token, { orderNo: easy.orderNo });
    expect(one.totalCount).toBe(30);
    expect(one.data.every((day) => day.orders === 1)).toBe(true);
    expect(sats(one.totalBtc)).toBe(sats(easy.totalOutputBtc));
    const week = await allDays(token, { from: '2026-02-20', to: '2026-02-26' });
    expect(week.data.map((day) => day.date)).toEqual([
      '2026-02-26',
      '2026-02-25',
      '2026-02-24',
      '2026-02-23',
      '2026-02-22',
      '2026-02-21',
      '2026-02-20',
    ]);
    const paged = await result<{ data: OutputDay[]; totalCount: number }>('hashrateEverydayList', token, {
      pageSize: 3,
      pageNo: 2,
      from: '2026-02-20',
      to: '2026-02-26',
    });
    expect(paged.data.map((day) => day.date)).toEqual(['2026-02-23', '2026-02-22', '2026-02-21']);
    expect(paged.totalCount).toBe(7);
    expect((await allDays(token, { from: '2030-01-01' })).data).toEqual([]);
    expect((await call('hashrateEverydayList', token, { orderNo: 'NO-SUCH' })).body).toMatchObject({
      status: 404,
      message: HASHRATE_ORDER_NOT_FOUND,
    });
    // Another user's order answers as an unknown one.
    expect((await call('hashrateEverydayList', await vip3(), { orderNo: easy.orderNo })).body.status).toBe(404);
    expect((await call('hashrateEverydayList', token, { from: '2026-02-26', to: '2026-02-20' })).body).toMatchObject({
      status: 400,
      message: HASHRATE_BAD_RANGE,
    });
    expect((await call('hashrateEverydayList', token, { from: '2026-02-31' })).http).toBe(400);
    expect((await call('hashrateProfitList', token, { range: '1y' })).http).toBe(400);
  });

  it('gives an account without orders zeros and no rows', async () => {
    const token = await vip3();
    const count = await result<HashrateCount>('hashrateCount', token);
    expect(count).toMatchObject({
      totalTh: 0,
      runningOrders: 0,
      totalOutputBtc: '0.00000000',
      unpaidReason: null,
      walletBtc: '0.00000000',
    });
    expect((await allDays(token)).data).toEqual([]);
    expect((await result<{ data: unknown[] }>('hashrateList', token)).data).toEqual([]);
  });

  it('reads one coin at a time (BTC, ETH or FIL; any other code is BTC): the orders of a plan that mines FIL leave the BTC dashboard for the FIL one', async () => {
    const token = await alice();
    const before = await result<{ data: MiningOrder[] }>('hashrateList', token);
    const btcTotal = sats((await result<HashrateCount>('hashrateCount', token)).totalOutputBtc);
    // Nothing mines ETH or FIL until a plan does.
    for (const currency of ['ETH', 'FIL']) {
      const count = await result<HashrateCount>('hashrateCount', token, { currency });
      expect(count).toMatchObject({
        currency,
        runningOrders: 0,
        totalOutputBtc: '0.00000000',
        walletBtc: '0.00000000',
      });
      expect((await result<{ data: unknown[] }>('hashrateList', token, { currency })).data).toEqual([]);
      expect((await allDays(token, { currency })).data).toEqual([]);
    }
    expect((await result<HashrateCount>('hashrateCount', token, { currency: 'DOGE' })).currency).toBe('BTC');
    expect((await call('hashrateCount', token, { currency: '<b>' })).http).toBe(400);

    const moved = before.data.find((order) => order.status === 'running' && !order.suspended);
    const moving = await h.postJson('/__sandbox/plans', { goodsId: moved?.goodsId, currency: 'FIL' });
    expect(moving.http, JSON.stringify(moving.body)).toBe(200);
    const fil = await result<{ data: MiningOrder[] }>('hashrateList', token, { currency: 'FIL' });
    const btc = await result<{ data: MiningOrder[] }>('hashrateList', token, { currency: 'BTC' });
    expect(fil.data.length).toBeGreaterThan(0);
    expect(fil.data.map((order) => order.orderNo)).toContain(moved?.orderNo);
    expect(new Set([...fil.data, ...btc.data].map((order) => order.orderNo))).toEqual(
      new Set(before.data.map((order) => order.orderNo)),
    );
    const filCount = await result<HashrateCount>('hashrateCount', token, { currency: 'FIL' });
    const btcCount = await result<HashrateCount>('hashrateCount', token, { currency: 'BTC' });
    expect(sats(filCount.totalOutputBtc)).toBeGreaterThan(0);
    expect(sats(filCount.totalOutputBtc) + sats(btcCount.totalOutputBtc)).toBe(btcTotal);
    // An order of another coin is unknown to this coin's output table.
    expect((await call('hashrateEverydayList', token, { orderNo: moved?.orderNo ?? '' })).body.status).toBe(404);
    expect((await allDays(token, { currency: 'FIL', orderNo: moved?.orderNo ?? '' })).totalCount).toBeGreaterThan(0);
  });

  it('is deterministic: a second reset and read give the same rows and TXIDs', async () => {
    await alice();
    const first = await fixture('alice@example.com');
    await h.post('/__sandbox/reset', {});
    await alice();
    const second = await fixture('alice@example.com');
    expect(second.days).toEqual(first.days);
    expect(second.payouts).toEqual(first.payouts);
    expect(first.payouts.every((payout) => /^[0-9a-f]{64}$/.test(payout.txid))).toBe(true);
  });
});

describe('the network series', () => {
  it('covers the past 400 days and ahead, the same in every run, and agrees with the network stats of today', async () => {
    const series = (await h.get('/__sandbox/mining/network')).body.days as Array<Record<string, string>>;
    expect(series).toHaveLength(401);
    expect(series.at(-1)?.date).toBe(new Date(h.clock.now()).toISOString().slice(0, 10));
    const stats = await call('networkStats', undefined);
    expect(series.at(-1)).toEqual(stats.body.result ?? stats.body.data);
    expect((await h.get('/__sandbox/mining/network')).body.days).toEqual(series);
    const ahead = (await h.get('/__sandbox/mining/network?from=2027-01-01&to=2027-01-31')).body.days;
    expect(ahead).toHaveLength(31);
    for (const day of [...series, ...ahead]) {
      expect(BigInt(day.difficulty ?? '0')).toBeGreaterThan(0n);
      expect(Number(day.btcPriceUsd)).toBeGreaterThan(0);
      expect(day.blockRewardBtc).toBe('3.125');
    }
    expect((await h.get('/__sandbox/mining/network?from=2027-02-01&to=2027-01-01')).http).toBe(400);
  });
});

describe('advancing the clock 30 days', () => {
  it('keeps every figure consistent: rows sum to the total, wallet credits equal the paid rows, each day once', async () => {
    await alice();
    const before = await fixture('alice@example.com');
    const advanced = await h.postJson('/__sandbox/mining/advance', { days: 30 });
    expect(advanced.http).toBe(200);
    // The sandbox clock moved (for every later test of this file too): the session expired, sign in again.
    const token = await alice();
    const after = await fixture('alice@example.com');
    // Each order-day once: no duplicates, and the days settled before are unchanged.
    const keys = after.days.map((day) => `${day.orderNo}/${day.date}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(after.days.length).toBeGreaterThan(before.days.length + 30 * 3);
    const kept = new Map(after.days.map((day) => [`${day.orderNo}/${day.date}`, day]));
    for (const day of before.days) {
      expect(kept.get(`${day.orderNo}/${day.date}`)).toMatchObject({ sats: day.sats, state: day.state });
    }

    const count = await result<HashrateCount>('hashrateCount', token);
    const days = await allDays(token);
    const total = sats(count.totalOutputBtc);
    expect(days.data.reduce((sum, day) => sum + sats(day.amountBtc), 0)).toBe(total);
    expect(after.totalSats).toBe(total);
    // The wallet's BTC credits (ledger) are exactly the paid rows.
    const paidRows = days.data.filter((day) => day.status === 'paid');
    const paidSats = paidRows.reduce((sum, day) => sum + sats(day.amountBtc), 0);
    const ledger = createLedger(h.sandbox.db);
    const credits = ledger.entries([userBalance(10001)], 'BTC').reduce((sum, entry) => sum + entry.amount_cents, 0);
    expect(credits).toBe(paidSats);
    expect(sats(count.walletBtc)).toBe(paidSats);
    expect(after.payouts.length).toBeGreaterThan(before.payouts.length);
    expect(paidRows.every((day) => day.txid !== null && day.paidAt !== null)).toBe(true);
    // The USD ledger is untouched by BTC and the whole ledger still sums to zero per transaction.
    expect(ledger.balance(userBalance(10001))).toBe(250_000);
    const check = (await h.get('/__sandbox/ledger')).body;
    expect(check).toMatchObject({ sumCents: 0, unbalanced: [] });
    // Every BTC credit came from the house's mining account (secure@example.com's payouts too).
    const btcTotal = h.sandbox.db
      .prepare("SELECT COALESCE(SUM(amount_cents), 0) AS sats FROM ledger_entries WHERE coin = 'BTC' AND account <> ?")
      .get(HOUSE_MINING) as { sats: number };
    expect(ledger.balance(HOUSE_MINING, 'BTC')).toBe(-btcTotal.sats);
    expect(btcTotal.sats).toBeGreaterThan(credits);
    // Reading again settles nothing new.
    expect((await fixture('alice@example.com')).days.length).toBe(after.days.length);
  });

  it('settles an order placed with a past start (days settled late) without breaking the payout totals', async () => {
    await alice();
    const before = await fixture('alice@example.com');
    expect(before.totalSats).toBe(before.unpaidSats + before.paidSats + before.payingSats);
    await h.postJson('/__sandbox/orders', {
      account: 'alice@example.com',
      orders: [{ goodsId: 'g-easy-s21-180', quantity: 20, state: 'running' }],
    });
    const after = await fixture('alice@example.com');
    expect(after.days.length).toBe(before.days.length + 5);
    expect(after.totalSats).toBe(after.unpaidSats + after.paidSats + after.payingSats);
    expect(after.walletSats).toBe(after.paidSats);
    const paidRows = after.days.filter((day) => day.paid).reduce((sum, day) => sum + day.sats, 0);
    expect(paidRows).toBe(after.payouts.reduce((sum, payout) => sum + payout.sats, 0));
  });

  it('suspends an order with no fee days left on the right day, as the order status says, and pays nothing for it', async () => {
    const created = await h.postJson('/__sandbox/orders', {
      account: 'vip3@example.com',
      orders: [{ goodsId: 'g-full-s21-360', state: 'running', serviceFeeDaysLeft: 4 }],
    });
    const orderNo = created.body.orderNos[0] as string;
    h.clock.advance(30 * DAY_MS);
    const token = await vip3();
    const detail = (await call('orderDetail', token, { orderNo })).body.result as OrderDetail;
    expect(detail).toMatchObject({ status: 'running', suspended: true, serviceFeeDaysLeft: 0 });
    const suspendedAt = detail.timeline.find((event) => event.event === 'suspended')?.at;
    const rows = (await fixture('vip3@example.com')).days.filter((day) => day.orderNo === orderNo);
    // It ran 5 days, then 4 more prepaid days, plus one for each outage day before it ran out.
    const firstSuspended = rows.find((day) => day.state === 'suspended');
    expect(`${firstSuspended?.date}T00:00:00.000Z`).toBe(suspendedAt);
    const paidDays = rows.findIndex((day) => day.state === 'suspended');
    const outages = rows.slice(0, paidDays).filter((day) => day.state === 'outage').length;
    expect(paidDays).toBe(9 + outages);
    for (const day of rows.slice(paidDays)) expect(day).toMatchObject({ state: 'suspended', sats: 0 });
    const suspendedDays = await allDays(token, { orderNo, from: firstSuspended?.date ?? '' });
    expect(suspendedDays.data.every((day) => day.status === 'unpaid' && day.reason === 'suspended')).toBe(true);
    expect(suspendedDays.totalBtc).toBe('0.00000000');
  });
});

describe('the ledger in two coins', () => {
  let sandbox: Sandbox;
  const NOW = Date.parse('2026-03-01T10:00:00Z');
  beforeEach(() => {
    sandbox = createSandbox({ dbPath: ':memory:', now: () => NOW });
  });
  afterEach(() => sandbox.close());

  it('sums each coin to zero, keeps balances per coin and reads USD unless told', () => {
    const ledger = createLedger(sandbox.db);
    ledger.post('payout', 'tx', NOW, [
      { account: HOUSE_MINING, amountCents: -1_234, coin: 'BTC' },
      { account: userBalance(10001), amountCents: 1_234, coin: 'BTC' },
    ]);
    expect(ledger.balance(userBalance(10001), 'BTC')).toBe(1_234);
    expect(ledger.balance(userBalance(10001))).toBe(250_000);
    expect(ledger.entries([userBalance(10001)]).every((entry) => entry.coin === 'USD')).toBe(true);
    expect(ledger.entries([userBalance(10001)], 'BTC').map((entry) => entry.amount_cents)).toEqual([1_234]);
    // Balanced in total but not per coin: refused.
    expect(() =>
      ledger.post('adjustment', null, NOW, [
        { account: userBalance(10001), amountCents: 5, coin: 'BTC' },
        { account: HOUSE_MINING, amountCents: -5 },
      ]),
    ).toThrow(/each coin/);
    // A user's BTC never goes below 0, whatever the USD balance.
    expect(() =>
      ledger.post('payout', null, NOW, [
        { account: userBalance(10001), amountCents: -2_000, coin: 'BTC' },
        { account: HOUSE_MINING, amountCents: 2_000, coin: 'BTC' },
      ]),
    ).toThrow(/below 0/);
  });
});

/** Settlement on its own (no HTTP): an order placed straight into a fresh sandbox, settled to a chosen clock. */
describe('settlement properties', () => {
  let sandbox: Sandbox;
  const START = Date.parse('2026-01-10T00:00:00Z');
  let clock = START;
  beforeEach(() => {
    clock = START;
    sandbox = createSandbox({ dbPath: ':memory:', now: () => clock });
  });
  afterEach(() => sandbox.close());

  function clearOrders(): void {
    for (const table of ['mining_days', 'mining_payouts', 'orders']) sandbox.db.prepare(`DELETE FROM ${table}`).run();
  }
  async function signInInProcess(email: string, passwd: string): Promise<string> {
    const reply = await sandbox.app.request('/user-api/login/email', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, passwd }).toString(),
    });
    return ((await reply.json()) as { data: { authToken: string } }).data.authToken;
  }
  async function api(name: CallName, token: string, query: Record<string, string | number>): Promise<unknown> {
    const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    const reply = await sandbox.app.request(`${contract[name].path}?${search}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const body = contract[name].response.parse(await reply.json()) as { status: number; result: unknown };
    expect(body.status).toBe(200);
    return body.result;
  }

  /** A paid order of vip3 (uid of the seeded account), started at START + `startDay` days. */
  function place(goodsId: string, quantity: number, startDay: number, serviceFeeDays?: number): string {
    const store = createOrderStore(sandbox.db);
    const goods = store.goods(goodsId);
    if (!goods) throw new Error(goodsId);
    const paidAt = START + (startDay - 1) * DAY_MS + 17 * HOUR_MS;
    return store.place({
      uid: uidOf('vip3@example.com'),
      goods,
      quantity,
      serviceFeeDays,
      payoutAddress: 'bc1qexample',
      createdAt: paidAt - 60_000,
      paidAt,
    });
  }
  const uidOf = (email: string) =>
    (sandbox.db.prepare('SELECT uid FROM users WHERE email = ?').get(email) as { uid: number }).uid;
  const rowsOf = (orderNo: string) =>
    sandbox.db.prepare('SELECT * FROM mining_days WHERE order_no = ? ORDER BY day').all(orderNo) as Array<{
      day: number;
      state: string;
      sats: number;
      uptime_bp: number;
    }>;

  it('pays at 00:00 UTC once above 0.005 BTC: paying until confirmed 2 hours later, then paid and in the wallet', async () => {
    place('g-easy-s21-180', 10, 0);
    const uid = uidOf('vip3@example.com');
    const mining = createMining(sandbox.db);
    // 1000 TH earn about 0.0005 BTC a day: the threshold is passed within two weeks.
    let day = 1;
    for (; day < 20 && mining.payouts(uid).length === 0; day++)
      mining.settleUser(uid, START + day * DAY_MS + 30 * 60_000);
    const payout = mining.payouts(uid)[0];
    if (!payout) throw new Error('no payout in 20 days');
    expect(payout.sats).toBeGreaterThan(PAYOUT_THRESHOLD);
    const unpaidBefore = mining.days(uid).filter((row) => row.day < payout.through_day);
    expect(unpaidBefore.reduce((sum, row) => sum + row.sats, 0)).toBeLessThanOrEqual(PAYOUT_THRESHOLD);
    // 00:30 UTC the day after the paid day: sent, not yet confirmed.
    clock = START + (day - 1) * DAY_MS + 30 * 60_000;
    const token = await signInInProcess('vip3@example.com', 'VipLevel3');
    const count = (await api('hashrateCount', token, {})) as HashrateCount;
    expect(sats(count.payingBtc)).toBe(payout.sats);
    expect(count.walletBtc).toBe('0.00000000');
    const paying = (await api('hashrateEverydayList', token, { pageSize: 50 })) as { data: OutputDay[] };
    expect(paying.data[0]).toMatchObject({ status: 'paying', txid: payout.txid, reason: null });
    clock += 2 * HOUR_MS;
    const later = (await api('hashrateCount', token, {})) as HashrateCount;
    expect(later.payingBtc).toBe('0.00000000');
    expect(sats(later.walletBtc)).toBe(payout.sats);
    expect(sats(later.paidBtc)).toBe(payout.sats);
    const paid = (await api('hashrateEverydayList', token, { pageSize: 50 })) as { data: OutputDay[] };
    expect(paid.data.every((row) => row.status === 'paid')).toBe(true);
    expect(paid.data.reduce((sum, row) => sum + sats(row.amountBtc), 0)).toBe(payout.sats);
  });

  it('earns nothing while suspended, and is suspended exactly from its last paid day on', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 1, max: 60 }), (feeDays, days) => {
        clearOrders();
        const orderNo = place('g-full-s21-360', 1, 0, feeDays);
        createMining(sandbox.db).settleUser(uidOf('vip3@example.com'), START + days * DAY_MS + HOUR_MS);
        const rows = rowsOf(orderNo);
        expect(rows).toHaveLength(days);
        let paid = feeDays;
        rows.forEach((row, index) => {
          if (index >= paid) expect(row).toMatchObject({ state: 'suspended', sats: 0 });
          else {
            expect(row.state).not.toBe('suspended');
            expect(row.sats).toBeGreaterThan(0);
            if (row.state === 'outage') paid += 1;
          }
        });
      }),
      { numRuns: 40 },
    );
  });

  it('earns in proportion to the TH: k times the hashrate is k times the output, to the satoshi', () => {
    const network = fc.integer({ min: 0, max: 2000 }).map((offset) => seriesDay(dayOf(START) - 400 + offset));
    fc.assert(
      fc.property(
        network,
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 2, max: 50 }),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 0, max: BASIS_POINTS }),
        (figures, thHundredths, k, feeBp, uptime) => {
          const one = settledDaySats(figures, new Big(thHundredths).div(100), feeBp, uptime);
          const many = settledDaySats(figures, new Big(thHundredths * k).div(100), feeBp, uptime);
          // Each is rounded down once: k × floor(x) ≤ floor(k × x) < k × (floor(x) + 1).
          expect(many).toBeGreaterThanOrEqual(k * one);
          expect(many).toBeLessThan(k * (one + 1));
        },
      ),
      { numRuns: 500 },
    );
    // And through the settlement: two orders on the same days, one of 3 units.
    const single = place('g-easy-s21-180', 1, 0);
    const triple = place('g-easy-s21-180', 3, 0);
    createMining(sandbox.db).settleUser(uidOf('vip3@example.com'), START + 40 * DAY_MS);
    const a = rowsOf(single);
    const b = rowsOf(triple);
    expect(b).toHaveLength(a.length);
    a.forEach((row, index) => {
      expect(b[index]?.sats).toBeGreaterThanOrEqual(3 * row.sats);
      expect(b[index]?.sats).toBeLessThan(3 * (row.sats + 1));
    });
  });

  it('does not drift over a year of days: the integer rows sum to exact rational arithmetic', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.integer({ min: -300, max: 0 }), (quantity, startDay) => {
        clearOrders();
        const orderNo = place('g-full-s21-360', quantity, startDay, 360);
        createMining(sandbox.db).settleUser(uidOf('vip3@example.com'), START + (startDay + 366) * DAY_MS);
        const rows = rowsOf(orderNo);
        expect(rows.length).toBeGreaterThanOrEqual(360);
        let exact = 0n;
        for (const row of rows) {
          // sats = TH × 10^12 × 86400 × (reward + fees in sats) × (1 − fee) × uptime ÷ (difficulty × 2^32), floored.
          const figures = seriesDay(row.day);
          const perBlockSats =
            BigInt(new Big(figures.blockRewardBtc).plus(figures.feesPerBlockBtc).times(1e8).toFixed(0)) * 1n;
          const th = BigInt(200 * quantity * 100); // hundredths of a TH
          const numerator =
            th * 10_000_000_000n * 86_400n * perBlockSats * BigInt(10_000 - 250) * BigInt(row.uptime_bp);
          const denominator = BigInt(figures.difficulty) * 4_294_967_296n * 100_000_000n;
          const daySats = numerator / denominator;
          expect(BigInt(row.sats)).toBe(daySats);
          expect(row.uptime_bp).toBe(uptimeBp(row.day, 'Antminer S21'));
          exact += daySats;
        }
        const total = rows.reduce((sum, row) => sum + row.sats, 0);
        expect(BigInt(total)).toBe(exact);
      }),
      { numRuns: 8 },
    );
  });
});
