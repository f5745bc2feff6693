import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  PAYOUT_THRESHOLD_SATS,
  type PoolEarning,
  type PoolSummary,
  type PoolWorker,
  SUB_ACCOUNT_NOT_FOUND,
} from '../../runtime/http/contract/pool.ts';
import { type CallName, contract } from '../../runtime/http/contract.ts';
import { type Harness, loginWithPassword, startSandbox } from './sandboxHarness.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

let h: Harness;
beforeAll(async () => {
  h = await startSandbox();
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.post('/__sandbox/reset', {});
});

const alice = () => loginWithPassword(h, 'alice@example.com', 'Alice2024!');

/** A call's reply by contract name, checked against the contract. */
async function call<N extends CallName>(
  name: N,
  token: string | undefined,
  query: Record<string, string | number> = {},
) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const reply = await h.get(`${contract[name].path}?${search}`, { token });
  if (reply.http === 200) expect(contract[name].response.safeParse(reply.body).success).toBe(true);
  return reply;
}
async function result<T>(name: CallName, token: string, query: Record<string, string | number> = {}): Promise<T> {
  const reply = await call(name, token, query);
  expect(reply.body.status).toBe(200);
  return reply.body.result as T;
}
const sats = (amount: string) => {
  expect(amount).toMatch(/^\d+\.\d{8}$/);
  return Number(amount.replace('.', ''));
};
const allWorkers = (token: string, subAccount: string, extra: Record<string, string> = {}) =>
  result<{ data: PoolWorker[]; totalCount: number; counts: Record<string, number> }>('poolWorkers', token, {
    subAccount,
    pageSize: 5000,
    ...extra,
  });

describe('pool sub-accounts and summary', () => {
  it('answers 401 without a login', async () => {
    for (const name of ['poolSubAccountList', 'poolSummary', 'poolHash', 'poolWorkers', 'poolEarnings'] as const) {
      const reply = await call(name, undefined, { subAccount: 'alicemain' });
      expect(reply).toMatchObject({ http: 401, body: { status: 401, result: null } });
    }
  });

  it('gives alice two sub-accounts of dozens of workers and one of 3000; other accounts none', async () => {
    const { data } = await result<{ data: { name: string; workerCount: number }[] }>(
      'poolSubAccountList',
      await alice(),
    );
    expect(data.map((sub) => [sub.name, sub.workerCount])).toEqual([
      ['alicemain', 36],
      ['aliceback', 24],
      ['alicefarm', 3000],
    ]);
    const vip = await loginWithPassword(h, 'vip3@example.com', 'VipLevel3');
    expect((await result<{ data: unknown[] }>('poolSubAccountList', vip)).data).toEqual([]);
    // Another user's sub-account is an unknown one.
    const reply = await call('poolSummary', vip, { subAccount: 'alicemain' });
    expect(reply.body).toMatchObject({ status: 404, message: SUB_ACCOUNT_NOT_FOUND, result: null });
  });

  it('is deterministic: the same clock gives the same summary, workers and earnings', async () => {
    const token = await alice();
    const first = await Promise.all([
      result('poolSummary', token, { subAccount: 'alicemain' }),
      allWorkers(token, 'alicemain'),
      result('poolEarnings', token, { subAccount: 'alicemain', pageSize: 400 }),
    ]);
    await h.post('/__sandbox/reset', {});
    const again = await alice();
    const second = await Promise.all([
      result('poolSummary', again, { subAccount: 'alicemain' }),
      allWorkers(again, 'alicemain'),
      result('poolEarnings', again, { subAccount: 'alicemain', pageSize: 400 }),
    ]);
    expect(second).toEqual(first);
  });

  it('sums the workers: counts by status, and the summary windows equal the chart', async () => {
    const token = await alice();
    const summary = await result<PoolSummary>('poolSummary', token, { subAccount: 'alicefarm' });
    const workers = await allWorkers(token, 'alicefarm');
    expect(workers.totalCount).toBe(3000);
    expect(summary.workers).toEqual({
      total: 3000,
      online: workers.counts.online,
      offline: workers.counts.offline,
      invalid: workers.counts.invalid,
    });
    // Thousands of workers: some are offline, some invalid, most online.
    expect(summary.workers.offline).toBeGreaterThan(0);
    expect(summary.workers.invalid).toBeGreaterThan(0);
    expect(summary.workers.online).toBeGreaterThan(2500);
    const chart = await result<{ points: { hashrateTh: number }[]; intervalSeconds: number }>('poolHash', token, {
      subAccount: 'alicefarm',
      range: '24h',
    });
    expect(chart.intervalSeconds).toBe(600);
    expect(chart.points).toHaveLength(144);
    expect(summary.hashrate10m).toBe(chart.points.at(-1)?.hashrateTh);
    const mean = chart.points.reduce((sum, p) => sum + p.hashrateTh, 0) / 144;
    expect(summary.hashrate24h).toBeCloseTo(mean, 1);
    for (const range of ['7d', '30d'] as const) {
      const daily = await result<{ points: { time: string }[] }>('poolHash', token, { subAccount: 'alicefarm', range });
      expect(daily.points).toHaveLength(range === '7d' ? 7 : 30);
      expect(daily.points.every((p) => p.time.endsWith('T00:00:00.000Z'))).toBe(true);
    }
  });

  it('shows each worker status by the rules: offline after 20 minutes, invalid after 24 hours', async () => {
    const token = await alice();
    const now = h.clock.now();
    const { data } = await allWorkers(token, 'alicefarm');
    for (const worker of data) {
      expect(worker.name).toMatch(/^alicefarm\.[a-z0-9]+-\d{4}$/);
      const silent = now - Date.parse(worker.lastShareTime ?? '');
      const expected = silent > DAY_MS ? 'invalid' : silent > 20 * MINUTE_MS ? 'offline' : 'online';
      expect(worker.status, worker.name).toBe(expected);
    }
  });

  it('workers come and go as the clock moves', async () => {
    const token = await alice();
    const before = new Map((await allWorkers(token, 'alicefarm')).data.map((w) => [w.name, w.status]));
    h.clock.advance(2 * DAY_MS);
    const after = (await allWorkers(token, 'alicefarm')).data;
    const changed = after.filter((w) => before.get(w.name) !== w.status);
    expect(changed.some((w) => w.status === 'online')).toBe(true);
    expect(changed.some((w) => w.status !== 'online')).toBe(true);
  });

  it('filters by status, searches, sorts by any column and pages on the server', async () => {
    const token = await alice();
    const all = await allWorkers(token, 'alicefarm');
    const offline = await allWorkers(token, 'alicefarm', { status: 'offline' });
    expect(offline.totalCount).toBe(all.counts.offline);
    expect(offline.data.every((w) => w.status === 'offline')).toBe(true);
    const search = await allWorkers(token, 'alicefarm', { search: 'RACK-75' });
    expect(search.totalCount).toBe(40);
    const byHashrate = await allWorkers(token, 'alicefarm', { sort: 'hashrate24h', order: 'desc' });
    const values = byHashrate.data.map((w) => w.hashrate24h ?? -1);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    const page2 = await result<{ data: PoolWorker[] }>('poolWorkers', token, {
      subAccount: 'alicefarm',
      sort: 'hashrate24h',
      order: 'desc',
      pageNo: 2,
      pageSize: 100,
    });
    expect(page2.data).toEqual(byHashrate.data.slice(100, 200));
  });
});

describe('pool earnings and payouts', () => {
  it('settles each day in satoshis and pays the balance out once it reaches 0.005 BTC, with a TXID', async () => {
    const token = await alice();
    const { data } = await result<{ data: PoolEarning[] }>('poolEarnings', token, {
      subAccount: 'aliceback',
      pageSize: 400,
    });
    expect(data.length).toBeGreaterThanOrEqual(40);
    const oldestFirst = [...data].reverse();
    let balance = 0;
    const paidByTxid = new Map<string, number>();
    for (const day of oldestFirst) {
      expect(sats(day.subsidyBtc) + sats(day.txFeeBtc) - sats(day.feeBtc)).toBe(sats(day.amountBtc));
      // FPPS fee 2.5% of the day's gross.
      expect(sats(day.feeBtc)).toBe(Math.floor(((sats(day.subsidyBtc) + sats(day.txFeeBtc)) * 250) / 10_000));
      balance += sats(day.amountBtc);
      if (day.status === 'paid') {
        expect(day.txid).toMatch(/^[0-9a-f]{64}$/);
        paidByTxid.set(day.txid ?? '', (paidByTxid.get(day.txid ?? '') ?? 0) + sats(day.amountBtc));
      } else {
        expect(day.txid).toBeNull();
      }
    }
    const payments = await result<{ data: { txid: string; amountBtc: string; paidAt: string }[] }>(
      'poolPayments',
      token,
      { subAccount: 'aliceback' },
    );
    expect(payments.data.length).toBe(paidByTxid.size);
    for (const payment of payments.data) {
      expect(sats(payment.amountBtc)).toBe(paidByTxid.get(payment.txid));
      expect(sats(payment.amountBtc)).toBeGreaterThanOrEqual(PAYOUT_THRESHOLD_SATS);
      expect(payment.paidAt).toMatch(/T00:00:00\.000Z$/);
    }
    const summary = await result<PoolSummary>('poolSummary', token, { subAccount: 'aliceback' });
    const unpaid = data.filter((d) => d.status === 'unpaid').reduce((sum, d) => sum + sats(d.amountBtc), 0);
    expect(sats(summary.balanceBtc)).toBe(unpaid);
    expect(sats(summary.balanceBtc)).toBeLessThan(PAYOUT_THRESHOLD_SATS);
    expect(sats(summary.totalPaidBtc)).toBe([...paidByTxid.values()].reduce((a, b) => a + b, 0));
    expect(sats(summary.totalPaidBtc) + sats(summary.balanceBtc)).toBe(balance);
    expect(summary.yesterdayBtc).toBe(data[0]?.amountBtc);
    expect(summary).toMatchObject({ payoutMethod: 'FPPS', feePercent: '2.50', payoutThresholdBtc: '0.00500000' });
  });
});

describe('pool fixtures', () => {
  it("give the account's own sub-account N workers; n/a until a window has data", async () => {
    const token = await loginWithPassword(h, 'vip3@example.com', 'VipLevel3');
    const made = await h.postJson('/__sandbox/pool', { account: 'vip3@example.com', workers: 7, daysAgo: 0 });
    expect(made.http).toBe(200);
    const name = made.body.name as string;
    const summary = await result<PoolSummary>('poolSummary', token, { subAccount: name });
    expect(summary).toMatchObject({ hashrate10m: null, hashrate1h: null, hashrate24h: null, workers: { total: 7 } });
    h.clock.advance(30 * MINUTE_MS);
    const later = await result<PoolSummary>('poolSummary', token, { subAccount: name });
    expect(later.hashrate10m).not.toBeNull();
    expect(later.hashrate24h).toBeNull();
    // Scoped to the account: alice does not see it.
    const reply = await call('poolSummary', await alice(), { subAccount: name });
    expect(reply.body.status).toBe(404);
    const cleared = await h.postJson('/__sandbox/pool', { account: 'vip3@example.com', clear: true });
    expect(cleared.body).toEqual({ cleared: 1 });
  });

  it.each([
    [{ account: 'vip3@example.com' }, /^workers:/],
    [{ account: 'vip3@example.com', workers: 5001 }, /^workers:/],
    [{ account: 'vip3@example.com', workers: 1, name: 'Bad Name' }, /^name:/],
    [{ account: 'vip3@example.com', workers: 1, extra: 1 }, /unrecognized|extra/i],
  ])('refuse bad input %j', async (body, message) => {
    const reply = await h.postJson('/__sandbox/pool', body);
    expect(reply.http).toBe(400);
    expect(reply.body.message).toMatch(message);
  });

  it('refuse a taken name and an unknown account', async () => {
    expect(
      (await h.postJson('/__sandbox/pool', { account: 'vip3@example.com', workers: 1, name: 'alicemain' })).http,
    ).toBe(409);
    expect((await h.postJson('/__sandbox/pool', { account: 'nobody@example.com', workers: 1 })).http).toBe(404);
  });
});
