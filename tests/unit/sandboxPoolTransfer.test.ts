import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type PoolSubAccount,
  type PoolTransfer,
  type PoolTransferAssignInfo,
  type PoolTransferRun,
  TRANSFER_END_INVALID,
  TRANSFER_NOT_ALLOWED,
  TRANSFER_NOT_FOUND,
  TRANSFER_OVER_AVAILABLE,
  TRANSFER_RECEIVER_UNKNOWN,
  TRANSFER_REQUEST_REUSED,
  TRANSFER_TO_ITSELF,
} from '../../runtime/http/contract/pool.ts';
import { type CallName, contract } from '../../runtime/http/contract.ts';
import { type Harness, loginWithPassword, startSandbox } from './sandboxHarness.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const FUND_PASSWORD = '135790';

let h: Harness;
beforeAll(async () => {
  h = await startSandbox();
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.post('/__sandbox/reset', {});
});

/** Alice with a fund password: the strongest factor she has verifies a transfer. */
async function alice() {
  await h.postJson('/__sandbox/wallet', { account: 'alice@example.com', fundPassword: FUND_PASSWORD });
  return loginWithPassword(h, 'alice@example.com', 'Alice2024!');
}
const vip = () => loginWithPassword(h, 'vip3@example.com', 'VipLevel3');

async function call(name: CallName, token: string | undefined, input: Record<string, unknown> = {}) {
  const entry = contract[name];
  let reply: Awaited<ReturnType<Harness['get']>>;
  if (entry.method === 'GET') {
    const search = new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)]));
    reply = await h.get(`${entry.path}?${search}`, { token });
  } else {
    reply = await h.post(entry.path, input, { token });
  }
  if (reply.http === 200) {
    const parsed = entry.response.safeParse(reply.body);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  }
  return reply;
}
async function result<T>(name: CallName, token: string | undefined, input: Record<string, unknown> = {}): Promise<T> {
  const reply = await call(name, token, input);
  expect(reply.body.status, reply.body.message).toBe(200);
  return reply.body.result as T;
}

/** A transfer added through the security verification (the fund password), as the client does it. */
async function addVerified(token: string, draft: Record<string, unknown>) {
  const first = (await call('poolTransferAdd', token, draft)).body;
  expect(first).toMatchObject({ status: 2301, result: null, task: { taskType: 'auth', block: true } });
  const check = await h.post(contract.authCheckTask.path, {
    taskId: first.task.taskId,
    verifyCodeInfo: [{ authMethod: 'pay', code: FUND_PASSWORD }],
  });
  expect(check.body.status, check.body.message).toBe(200);
  return call('poolTransferAdd', token, { ...draft, taskResult: JSON.stringify({ taskId: first.task.taskId }) });
}

const day = (offsetDays: number) => new Date(h.clock.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);
const tomorrow0 = () => Math.floor(h.clock.now() / DAY_MS) * DAY_MS + DAY_MS;
/** A fresh sub-account of vip3 (receiver or sender in these tests). */
async function vipSub(workers = 6): Promise<string> {
  return (await h.postJson('/__sandbox/pool', { account: 'vip3@example.com', workers })).body.name;
}

describe('hashrate transfer: sign-in, assign info and the checks', () => {
  it('answers 401 without a login', async () => {
    for (const [name, input] of [
      ['poolTransferList', {}],
      ['poolTransferDetail', { id: 1 }],
      ['poolTransferRuns', { id: 1 }],
      ['poolTransferAssignInfo', { subAccount: 'alicemain' }],
      [
        'poolTransferCheck',
        { subAccount: 'alicemain', receiver: 'aliceback', mode: 'th', amount: '1', endDate: day(5) },
      ],
      ['poolTransferPause', { id: 1 }],
      ['poolTransferResume', { id: 1 }],
      ['poolTransferCancel', { id: 1 }],
    ] as const) {
      const reply = await call(name, undefined, input);
      expect(reply, name).toMatchObject({ http: 401, body: { status: 401, result: null } });
    }
  });

  it("tells what a sub-account can still transfer: its 24 h hashrate less its open transfers' shares", async () => {
    const token = await alice();
    const subs = await result<{ data: PoolSubAccount[] }>('poolSubAccountList', token);
    expect(subs.data.map((sub) => sub.name)).toContain('aliceback');
    const info = await result<PoolTransferAssignInfo>('poolTransferAssignInfo', token, { subAccount: 'aliceback' });
    const summary = await result<{ hashrate24h: number }>('poolSummary', token, { subAccount: 'aliceback' });
    // The seeded running transfer takes 10% of aliceback.
    expect(info).toMatchObject({ subAccount: 'aliceback', assignedPercent: 10, availablePercent: 90 });
    expect(info.hashrate24h).toBe(summary.hashrate24h);
    expect(info.availableTh).toBeCloseTo(summary.hashrate24h * 0.9, 1);
    expect(info.startAt).toBe(new Date(tomorrow0()).toISOString());
    expect(info.startDate).toBe(day(1));
    expect(info.maxEndDate).toBe(new Date(tomorrow0() + 365 * DAY_MS).toISOString().slice(0, 10));
    // Someone else's sub-account answers as unknown.
    expect((await call('poolTransferAssignInfo', await vip(), { subAccount: 'aliceback' })).body.status).toBe(404);
  });

  it('refuses an unknown receiver, the same sub-account, too much hashrate and a bad end date at their fields', async () => {
    const token = await alice();
    const receiver = await vipSub();
    const info = await result<PoolTransferAssignInfo>('poolTransferAssignInfo', token, { subAccount: 'aliceback' });
    const draft = { subAccount: 'aliceback', receiver, mode: 'percent', amount: '25', endDate: day(30) };
    const checked = await result<{ startAt: string; endAt: string; sharePercent: number; th: number }>(
      'poolTransferCheck',
      token,
      draft,
    );
    expect(checked.startAt).toBe(new Date(tomorrow0()).toISOString());
    expect(checked.endAt).toBe(`${day(31)}T00:00:00.000Z`);
    expect(checked.sharePercent).toBe(25);
    expect(checked.th).toBeCloseTo((info.hashrate24h ?? 0) * 0.25, 1);
    for (const [change, status] of [
      [{ receiver: 'nosuchsub' }, TRANSFER_RECEIVER_UNKNOWN],
      [{ receiver: 'Not-A-Name' }, TRANSFER_RECEIVER_UNKNOWN],
      [{ receiver: 'aliceback' }, TRANSFER_TO_ITSELF],
      [{ amount: '90.01' }, TRANSFER_OVER_AVAILABLE],
      [{ amount: '0' }, TRANSFER_OVER_AVAILABLE],
      [{ mode: 'th', amount: String(Math.ceil(info.availableTh) + 1) }, TRANSFER_OVER_AVAILABLE],
      [{ endDate: day(0) }, TRANSFER_END_INVALID],
      [{ endDate: new Date(tomorrow0() + 366 * DAY_MS).toISOString().slice(0, 10) }, TRANSFER_END_INVALID],
      [{ endDate: '2026-02-30' }, TRANSFER_END_INVALID],
    ] as const) {
      const reply = await call('poolTransferCheck', token, { ...draft, ...change });
      expect(reply.body, JSON.stringify(change)).toMatchObject({ status, result: null });
    }
    // A TH amount within what is available, and the whole 90% left, pass.
    await result('poolTransferCheck', token, { ...draft, mode: 'th', amount: String(Math.floor(info.availableTh)) });
    await result('poolTransferCheck', token, { ...draft, amount: '90' });
  });

  it('answers malformed input with 4xx, never 500', async () => {
    const token = await alice();
    const draft = { subAccount: 'aliceback', receiver: 'alicemain', mode: 'percent', amount: '5', endDate: day(9) };
    const bad: [CallName, Record<string, unknown>][] = [
      ['poolTransferDetail', { id: 'abc' }],
      ['poolTransferDetail', { id: -1 }],
      ['poolTransferDetail', { id: '9'.repeat(40) }],
      ['poolTransferRuns', { id: 1, pageSize: 100_000 }],
      ['poolTransferList', { direction: 'sideways' }],
      ['poolTransferCheck', { ...draft, mode: 'btc' }],
      ['poolTransferCheck', { ...draft, amount: '1e5' }],
      ['poolTransferCheck', { ...draft, amount: '-3' }],
      ['poolTransferCheck', { ...draft, amount: '1.234' }],
      ['poolTransferCheck', { ...draft, endDate: 'tomorrow' }],
      ['poolTransferCheck', { ...draft, subAccount: 'x' }],
      ['poolTransferCheck', { ...draft, receiver: 'r'.repeat(200) }],
      ['poolTransferCheck', { subAccount: 'aliceback' }],
      ['poolTransferAdd', { ...draft, requestId: 'short' }],
      ['poolTransferAdd', { ...draft, requestId: 'has spaces in it' }],
      ['poolTransferPause', { id: 'x' }],
      ['poolTransferCancel', {}],
    ];
    for (const [name, input] of bad) {
      const reply = await call(name, token, input);
      expect(reply.http, `${name} ${JSON.stringify(input)}`).toBeGreaterThanOrEqual(400);
      expect(reply.http, `${name} ${JSON.stringify(input)}`).toBeLessThan(500);
    }
    // Unknown ids: 404 in the envelope.
    for (const name of ['poolTransferDetail', 'poolTransferRuns', 'poolTransferPause'] as const) {
      const reply = await call(name, token, { id: 999_999 });
      expect(reply.body).toMatchObject({ status: 404, message: TRANSFER_NOT_FOUND, result: null });
    }
  });
});

describe('hashrate transfer: adding behind the verification, idempotent by requestId', () => {
  it('asks for the security verification, then adds a pending transfer starting 00:00 UTC tomorrow', async () => {
    const token = await alice();
    const receiver = await vipSub();
    const draft = {
      subAccount: 'aliceback',
      receiver,
      mode: 'percent',
      amount: '25',
      endDate: day(10),
      requestId: 'req-transfer-0001',
    };
    const made = (await addVerified(token, draft)).body.result as PoolTransfer;
    expect(made).toMatchObject({
      direction: 'sent',
      subAccount: 'aliceback',
      receiver,
      mode: 'percent',
      amount: '25',
      sharePercent: 25,
      status: 'pending',
      startAt: new Date(tomorrow0()).toISOString(),
      endDate: day(10),
      endAt: `${day(11)}T00:00:00.000Z`,
      runDays: 0,
      creditedBtc: '0.00000000',
      actions: ['pause', 'cancel'],
    });
    // The same requestId answers the same transfer (a lost answer retried), never a second one.
    const again = (await addVerified(token, draft)).body.result as PoolTransfer;
    expect(again.id).toBe(made.id);
    const list = await result<{ data: PoolTransfer[]; counts: { sent: number } }>('poolTransferList', token, {
      direction: 'sent',
    });
    expect(list.data.filter((one) => one.receiver === receiver)).toHaveLength(1);
    expect(list.counts.sent).toBe(3);
    // The same requestId with another draft is refused.
    const reused = await addVerified(token, { ...draft, amount: '26' });
    expect(reused.body).toMatchObject({ status: TRANSFER_REQUEST_REUSED, result: null });
    // The shares of open transfers add up to at most 100%: 10% (seeded) + 25% + 65% fill it.
    const info = await result<PoolTransferAssignInfo>('poolTransferAssignInfo', token, { subAccount: 'aliceback' });
    expect(info.availablePercent).toBe(65);
    const full = await addVerified(token, { ...draft, amount: '65', requestId: 'req-transfer-0002' });
    expect(full.body.status).toBe(200);
    const over = await addVerified(token, { ...draft, amount: '0.01', requestId: 'req-transfer-0003' });
    expect(over.body).toMatchObject({ status: TRANSFER_OVER_AVAILABLE, result: null });
    // Field refusals come after the verification too (the form checks first with poolTransferCheck).
    const unknown = await addVerified(token, { ...draft, receiver: 'nosuchsub', requestId: 'req-transfer-0004' });
    expect(unknown.body.status).toBe(TRANSFER_RECEIVER_UNKNOWN);
  });
});

describe('hashrate transfer: states and run lists follow the clock', () => {
  it('runs from its start, pauses, resumes, settles each day deterministically, cancels and frees its share', async () => {
    // Sessions expire with the clock: sign in again after moving it.
    let token = await alice();
    const later = async (ms: number) => {
      h.clock.advance(ms);
      token = await loginWithPassword(h, 'alice@example.com', 'Alice2024!');
    };
    const receiver = await vipSub(4);
    const made = (
      await addVerified(token, {
        subAccount: 'alicemain',
        receiver,
        mode: 'th',
        amount: '100',
        endDate: day(5),
        requestId: 'req-clock-00001',
      })
    ).body.result as PoolTransfer;
    const detail = () => result<PoolTransfer>('poolTransferDetail', token, { id: made.id });
    const runs = async () =>
      (await result<{ data: PoolTransferRun[] }>('poolTransferRuns', token, { id: made.id, pageSize: 400 })).data;
    expect((await detail()).status).toBe('pending');

    // 00:00 UTC tomorrow: running; nothing settled yet.
    await later(tomorrow0() - h.clock.now());
    expect((await detail()).status).toBe('running');
    expect(await runs()).toEqual([]);

    // 6 h into the first day it is paused; 12 h later resumed: the day ran 12 of 24 hours.
    await later(6 * HOUR_MS);
    const paused = await result<PoolTransfer>('poolTransferPause', token, { id: made.id });
    expect(paused).toMatchObject({ status: 'paused', actions: ['resume', 'cancel'] });
    expect(paused.pausedAt).toBe(new Date(h.clock.now()).toISOString());
    expect((await call('poolTransferPause', token, { id: made.id })).body.status).toBe(TRANSFER_NOT_ALLOWED);
    await later(12 * HOUR_MS);
    expect((await result<PoolTransfer>('poolTransferResume', token, { id: made.id })).status).toBe('running');
    await later(6 * HOUR_MS + DAY_MS);
    const settled = await runs();
    expect(settled.map((run) => run.activeHours)).toEqual([24, 12]);
    expect(settled[1]?.date).toBe(new Date(made.startAt).toISOString().slice(0, 10));
    // A full day moves the TH amount (the sender has more than 100 TH/s), half a day half of it.
    expect(settled[0]?.transferredTh).toBe(100);
    expect(settled[1]?.transferredTh).toBe(50);
    expect(Number(settled[0]?.creditedBtc)).toBeGreaterThan(0);
    // The same clock, the same run list.
    expect(await runs()).toEqual(settled);
    const totals = await detail();
    expect(totals.runDays).toBe(2);
    expect(totals.transferredThDays).toBe(150);
    expect(Number(totals.creditedBtc)).toBeCloseTo(
      Number(settled[0]?.creditedBtc) + Number(settled[1]?.creditedBtc),
      8,
    );

    // The receiver sees it received, with the same figures and no actions; it cannot act on it.
    const vipToken = await vip();
    const received = await result<{ data: PoolTransfer[]; counts: { received: number } }>(
      'poolTransferList',
      vipToken,
      {
        direction: 'received',
      },
    );
    expect(received.counts.received).toBe(1);
    expect(received.data[0]).toMatchObject({ id: made.id, direction: 'received', actions: [], runDays: 2 });
    expect((await call('poolTransferCancel', vipToken, { id: made.id })).body.status).toBe(TRANSFER_NOT_ALLOWED);
    // A transfer of neither is unknown to them.
    const seeded = await result<{ data: PoolTransfer[] }>('poolTransferList', token, { direction: 'sent' });
    const other = seeded.data.find((one) => one.receiver === 'alicemain');
    expect((await call('poolTransferDetail', vipToken, { id: other?.id ?? 0 })).body.status).toBe(404);

    // Cancelled mid-day: the day runs until then, its share is free again, nothing more settles.
    const before = await result<PoolTransferAssignInfo>('poolTransferAssignInfo', token, { subAccount: 'alicemain' });
    await later(3 * HOUR_MS);
    const cancelled = await result<PoolTransfer>('poolTransferCancel', token, { id: made.id });
    expect(cancelled).toMatchObject({ status: 'cancelled', actions: [] });
    const after = await result<PoolTransferAssignInfo>('poolTransferAssignInfo', token, { subAccount: 'alicemain' });
    expect(after.assignedPercent).toBeLessThan(before.assignedPercent);
    await later(5 * DAY_MS);
    const final = await runs();
    expect(final.map((run) => run.activeHours)).toEqual([3, 24, 12]);
    expect((await detail()).status).toBe('cancelled');
    expect((await call('poolTransferResume', token, { id: made.id })).body.status).toBe(TRANSFER_NOT_ALLOWED);
  });

  it('finishes at the end of its end date; the seeded ones are running and finished', async () => {
    const token = await alice();
    const sent = await result<{ data: PoolTransfer[]; counts: { sent: number; received: number } }>(
      'poolTransferList',
      token,
      { direction: 'sent' },
    );
    expect(sent.counts).toEqual({ sent: 2, received: 2 });
    const [running, finished] = sent.data;
    expect(running).toMatchObject({ subAccount: 'aliceback', receiver: 'alicemain', status: 'running', runDays: 5 });
    expect(finished).toMatchObject({ subAccount: 'alicefarm', mode: 'th', amount: '500', status: 'finished' });
    expect(finished?.runDays).toBe(20);
    expect(finished?.transferredThDays).toBe(20 * 500);
    const runs = await result<{ data: PoolTransferRun[]; totalCount: number }>('poolTransferRuns', token, {
      id: running?.id ?? 0,
      pageSize: 2,
    });
    expect(runs.totalCount).toBe(5);
    // Newest first.
    expect(runs.data.map((run) => run.date)).toEqual([day(-1), day(-2)]);
    const received = await result<{ data: PoolTransfer[] }>('poolTransferList', token, { direction: 'received' });
    expect(received.data.map((one) => one.direction)).toEqual(['received', 'received']);
    // The running one ends at the end of its period.
    h.clock.advance(30 * DAY_MS);
    const again = await loginWithPassword(h, 'alice@example.com', 'Alice2024!');
    const ended = await result<PoolTransfer>('poolTransferDetail', again, { id: running?.id ?? 0 });
    expect(ended).toMatchObject({ status: 'finished', runDays: 30, actions: [] });
    // Pausing a finished transfer is not allowed.
    expect((await call('poolTransferPause', again, { id: running?.id ?? 0 })).body.status).toBe(TRANSFER_NOT_ALLOWED);
  });

  it('makes transfers by fixture: received by another account, paused or cancelled', async () => {
    const receiver = await vipSub(3);
    const made = await h.postJson('/__sandbox/pool/transfer', {
      account: 'alice@example.com',
      subAccount: 'alicemain',
      receiver,
      daysAgo: 3,
      state: 'paused',
    });
    expect(made.http).toBe(200);
    const transfer = await result<PoolTransfer>('poolTransferDetail', await vip(), { id: made.body.id });
    expect(transfer).toMatchObject({ direction: 'received', status: 'paused', runDays: 2 });
    for (const body of [{}, { account: 'alice@example.com', subAccount: 'alicemain', receiver: 'alicemain' }, '{']) {
      const reply =
        typeof body === 'string'
          ? await fetch(`${h.url}/__sandbox/pool/transfer`, { method: 'POST', body })
          : await h.postJson('/__sandbox/pool/transfer', body);
      const status = 'http' in reply ? reply.http : reply.status;
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
  });
});
