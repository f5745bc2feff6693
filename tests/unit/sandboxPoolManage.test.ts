import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type AlarmConfig,
  MAX_OBSERVER_LINKS,
  OBSERVER_LINK_LIMIT,
  OBSERVER_LINK_NOT_FOUND,
  OBSERVER_NOT_PERMITTED,
  type ObserverLink,
  type ObserverSummary,
  POOL_ADDRESS_INVALID,
  type PoolAddress,
  type PoolSubAccount,
  type PoolSummary,
  SUB_ACCOUNT_NOT_FOUND,
  SUB_ACCOUNT_TAKEN,
  TELEGRAM_CHAT_UNREACHABLE,
} from '../../runtime/http/contract/pool.ts';
import { type CallName, contract } from '../../runtime/http/contract.ts';
import { type Harness, loginWithPassword, startSandbox } from './sandboxHarness.ts';

const HOUR_MS = 3_600_000;
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
const vip = () => loginWithPassword(h, 'vip3@example.com', 'VipLevel3');

/** A call by contract name (GET query or form-encoded POST body), its reply checked against the contract. */
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

describe('sub-accounts: add, list with fee info, existence check', () => {
  it('answers 401 without a login', async () => {
    for (const [name, input] of [
      ['poolSubAccountAdd', { name: 'newsub' }],
      ['poolSubAccountExists', { name: 'newsub' }],
      ['poolObserverLinks', { subAccount: 'alicemain' }],
      ['poolObserverAdd', { subAccount: 'alicemain', expiry: '7d' }],
      ['poolObserverDelete', { subAccount: 'alicemain', token: '0'.repeat(32) }],
    ] as const) {
      const reply = await call(name, undefined, input);
      expect(reply).toMatchObject({ http: 401, body: { status: 401, result: null } });
    }
  });

  it('lists fee info and the payout address of each sub-account', async () => {
    const { data } = await result<{ data: PoolSubAccount[] }>('poolSubAccountList', await alice());
    expect(data[0]).toMatchObject({ name: 'alicemain', payoutMethod: 'FPPS', feePercent: '2.50' });
    expect(data[0]?.payoutThresholdBtc).toBe('0.00500000');
    expect(data[0]?.payoutAddress).toMatch(/^bc1/);
  });

  it('checks names pool-wide, adds one without workers, and refuses a taken or malformed name', async () => {
    const token = await vip();
    expect(await result('poolSubAccountExists', token, { name: 'alicemain' })).toEqual({
      name: 'alicemain',
      exists: true,
    });
    expect(await result('poolSubAccountExists', token, { name: 'vipthree' })).toEqual({
      name: 'vipthree',
      exists: false,
    });
    const added = await result<PoolSubAccount>('poolSubAccountAdd', token, { name: 'vipthree' });
    expect(added).toMatchObject({ name: 'vipthree', workerCount: 0, feePercent: '2.50', payoutAddress: null });
    expect(added.createdAt).toBe(new Date(h.clock.now()).toISOString());
    const { data } = await result<{ data: PoolSubAccount[] }>('poolSubAccountList', token);
    expect(data.map((sub) => sub.name)).toEqual(['vipthree']);
    // Its dashboard exists at once, with no workers and no hashrate yet.
    const summary = await result<PoolSummary>('poolSummary', token, { subAccount: 'vipthree' });
    expect(summary.workers.total).toBe(0);
    expect(summary.hashrate24h).toBeNull();

    const taken = await call('poolSubAccountAdd', token, { name: 'alicemain' });
    expect(taken.body).toMatchObject({ status: SUB_ACCOUNT_TAKEN, result: null });
    const again = await call('poolSubAccountAdd', await alice(), { name: 'vipthree' });
    expect(again.body.status).toBe(SUB_ACCOUNT_TAKEN);
    for (const name of ['ab', '1abc', 'Upper', 'with-dash', 'a'.repeat(21)]) {
      const reply = await call('poolSubAccountAdd', token, { name });
      expect(reply.http, name).toBe(400);
    }
  });
});

describe('observer links', () => {
  it('adds links with permissions and expiry, at most 3 live ones, and deletes them', async () => {
    const token = await alice();
    const made = await result<ObserverLink>('poolObserverAdd', token, {
      subAccount: 'alicemain',
      workers: true,
      earnings: false,
      expiry: '7d',
    });
    expect(made.token).toMatch(/^[0-9a-f]{32}$/);
    expect(made.permissions).toEqual(['dashboard', 'workers']);
    expect(made.expiresAt).toBe(new Date(h.clock.now() + 7 * DAY_MS).toISOString());
    const always = await result<ObserverLink>('poolObserverAdd', token, { subAccount: 'alicemain', expiry: 'never' });
    expect(always).toMatchObject({ permissions: ['dashboard'], expiresAt: null, expired: false });
    const sixMonths = await result<ObserverLink>('poolObserverAdd', token, {
      subAccount: 'alicemain',
      earnings: true,
      expiry: '6m',
    });
    expect(sixMonths.expiresAt).toBe('2026-09-01T10:00:00.000Z');

    const fourth = await call('poolObserverAdd', token, { subAccount: 'alicemain', expiry: '1h' });
    expect(fourth.body).toMatchObject({ status: OBSERVER_LINK_LIMIT, result: null });
    // The limit is per sub-account.
    await result('poolObserverAdd', token, { subAccount: 'aliceback', expiry: '1h' });

    const list = await result<{ data: ObserverLink[]; max: number }>('poolObserverLinks', token, {
      subAccount: 'alicemain',
    });
    expect(list.max).toBe(MAX_OBSERVER_LINKS);
    expect(list.data.map((link) => link.token).sort()).toEqual([made.token, always.token, sixMonths.token].sort());

    expect(await result('poolObserverDelete', token, { subAccount: 'alicemain', token: made.token })).toEqual({
      deleted: true,
    });
    const gone = await call('poolObserverDelete', token, { subAccount: 'alicemain', token: made.token });
    expect(gone.body).toMatchObject({ status: 404, message: OBSERVER_LINK_NOT_FOUND });
    await result('poolObserverAdd', token, { subAccount: 'alicemain', expiry: '24h' });
  });

  it("keeps other accounts' sub-accounts and links out of reach", async () => {
    const link = await result<ObserverLink>('poolObserverAdd', await alice(), {
      subAccount: 'alicemain',
      expiry: '7d',
    });
    const other = await vip();
    for (const [name, input] of [
      ['poolObserverLinks', { subAccount: 'alicemain' }],
      ['poolObserverAdd', { subAccount: 'alicemain', expiry: '7d' }],
      ['poolObserverDelete', { subAccount: 'alicemain', token: link.token }],
    ] as const) {
      const reply = await call(name, other, input);
      expect(reply.body, name).toMatchObject({ status: 404, message: SUB_ACCOUNT_NOT_FOUND });
    }
    const bad = await call('poolObserverAdd', await alice(), { subAccount: 'alicemain', expiry: '2y' });
    expect(bad.http).toBe(400);
  });

  it('shows an observer only what the link permits, without a login', async () => {
    const token = await alice();
    const workersOnly = await result<ObserverLink>('poolObserverAdd', token, {
      subAccount: 'aliceback',
      workers: true,
      expiry: '24h',
    });
    const summary = await result<ObserverSummary>('poolObserverSummary', undefined, { token: workersOnly.token });
    const own = await result<PoolSummary>('poolSummary', token, { subAccount: 'aliceback' });
    expect(summary).toMatchObject({
      subAccount: 'aliceback',
      permissions: ['dashboard', 'workers'],
      hashrate24h: own.hashrate24h,
      workers: own.workers,
      earnings: null,
    });
    expect(JSON.stringify(summary)).not.toContain(own.payoutAddress ?? 'none');
    const workers = await result<{ data: { name: string }[]; totalCount: number }>('poolObserverWorkers', undefined, {
      token: workersOnly.token,
      pageSize: 100,
    });
    expect(workers.totalCount).toBe(24);
    expect(workers.data[0]?.name).toMatch(/^aliceback\./);
    const earnings = await call('poolObserverEarnings', undefined, { token: workersOnly.token });
    expect(earnings.body).toMatchObject({ status: 403, message: OBSERVER_NOT_PERMITTED, result: null });

    const earningsOnly = await result<ObserverLink>('poolObserverAdd', token, {
      subAccount: 'aliceback',
      earnings: true,
      expiry: '7d',
    });
    const withEarnings = await result<ObserverSummary>('poolObserverSummary', undefined, {
      token: earningsOnly.token,
    });
    expect(withEarnings.earnings).toMatchObject({ balanceBtc: own.balanceBtc, totalPaidBtc: own.totalPaidBtc });
    const rows = await result<{ data: unknown[]; totalCount: number }>('poolObserverEarnings', undefined, {
      token: earningsOnly.token,
    });
    expect(rows.totalCount).toBeGreaterThan(30);
    const noWorkers = await call('poolObserverWorkers', undefined, { token: earningsOnly.token });
    expect(noWorkers.body.status).toBe(403);
  });

  it('answers 404 for an unknown, malformed, expired or deleted token', async () => {
    const token = await alice();
    const hour = await result<ObserverLink>('poolObserverAdd', token, { subAccount: 'alicemain', expiry: '1h' });
    const kept = await result<ObserverLink>('poolObserverAdd', token, {
      subAccount: 'alicemain',
      workers: true,
      expiry: '7d',
    });
    for (const unknown of ['f'.repeat(32), 'not-a-token', '']) {
      const reply = await call('poolObserverSummary', undefined, { token: unknown });
      expect(reply.body, unknown).toMatchObject({ status: 404, message: OBSERVER_LINK_NOT_FOUND, result: null });
    }
    h.clock.advance(HOUR_MS);
    for (const name of ['poolObserverSummary', 'poolObserverWorkers', 'poolObserverEarnings'] as const) {
      const reply = await call(name, undefined, { token: hour.token });
      expect(reply.body, name).toMatchObject({ status: 404, result: null });
    }
    // Listed as expired, and no longer counted against the limit.
    const { data } = await result<{ data: ObserverLink[] }>('poolObserverLinks', token, { subAccount: 'alicemain' });
    expect(data.find((link) => link.token === hour.token)?.expired).toBe(true);
    await result('poolObserverAdd', token, { subAccount: 'alicemain', expiry: '7d' });
    await result('poolObserverAdd', token, { subAccount: 'alicemain', expiry: '7d' });

    await result('poolObserverSummary', undefined, { token: kept.token });
    await result('poolObserverDelete', token, { subAccount: 'alicemain', token: kept.token });
    for (const name of ['poolObserverSummary', 'poolObserverWorkers'] as const) {
      const reply = await call(name, undefined, { token: kept.token });
      expect(reply.body, name).toMatchObject({ status: 404, result: null });
    }
  });

  it("fixture: replaces a sub-account's observer links with n live ones", async () => {
    const token = await alice();
    await result('poolObserverAdd', token, { subAccount: 'alicemain', workers: true, expiry: '7d' });
    const reply = await h.postJson('/__sandbox/pool', {
      account: 'alice@example.com',
      subAccount: 'alicemain',
      observerLinks: 3,
    });
    expect(reply.body.tokens).toHaveLength(3);
    const { data } = await result<{ data: ObserverLink[] }>('poolObserverLinks', token, { subAccount: 'alicemain' });
    expect(data.map((link) => link.token).sort()).toEqual([...reply.body.tokens].sort());
    const none = await h.postJson('/__sandbox/pool', {
      account: 'alice@example.com',
      subAccount: 'alicemain',
      observerLinks: 0,
    });
    expect(none.body.tokens).toEqual([]);
    const unknown = await h.postJson('/__sandbox/pool', {
      account: 'alice@example.com',
      subAccount: 'nosuch',
      observerLinks: 1,
    });
    expect(unknown.http).toBe(404);
  });
});

describe('payout addresses: list, bind (verified)', () => {
  const ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
  const FUND_PASSWORD = '135790';

  it('lists each sub-account with its address, and binds one after the security verification', async () => {
    const seeded = await result<{ data: PoolAddress[] }>('poolAddressList', await alice());
    expect(seeded.data.map((row) => row.subAccount)).toEqual(['alicemain', 'aliceback', 'alicefarm']);
    expect(seeded.data[0]?.address).toMatch(/^bc1/);

    await h.postJson('/__sandbox/wallet', { account: 'vip3@example.com', fundPassword: FUND_PASSWORD });
    const token = await vip();
    await result('poolSubAccountAdd', token, { name: 'vipaddr' });
    expect((await result<{ data: PoolAddress[] }>('poolAddressList', token)).data).toEqual([
      { subAccount: 'vipaddr', address: null, boundAt: null },
    ]);
    const first = (await call('poolAddressBind', token, { subAccount: 'vipaddr', address: ADDRESS })).body;
    expect(first).toMatchObject({ status: 2301, result: null, task: { taskType: 'auth', block: true } });
    expect(first.task.taskData.authMethod).toEqual(['pay']);
    const check = await h.post(contract.authCheckTask.path, {
      taskId: first.task.taskId,
      verifyCodeInfo: [{ authMethod: 'pay', code: FUND_PASSWORD }],
    });
    expect(check.body.status, check.body.message).toBe(200);
    const bound = await result<PoolAddress>('poolAddressBind', token, {
      subAccount: 'vipaddr',
      address: ADDRESS,
      taskResult: JSON.stringify({ taskId: first.task.taskId }),
    });
    expect(bound).toEqual({ subAccount: 'vipaddr', address: ADDRESS, boundAt: new Date(h.clock.now()).toISOString() });
    const summary = await result<PoolSummary>('poolSummary', token, { subAccount: 'vipaddr' });
    expect(summary.payoutAddress).toBe(ADDRESS);
  });

  it('refuses an invalid address (after the verification) and unknown sub-accounts', async () => {
    await h.postJson('/__sandbox/wallet', { account: 'vip3@example.com', fundPassword: FUND_PASSWORD });
    const token = await vip();
    await result('poolSubAccountAdd', token, { name: 'vipaddr' });
    for (const [subAccount, address, status] of [
      ['vipaddr', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdX', POOL_ADDRESS_INVALID],
      ['vipaddr', '0xde0b295669a9fd93d5f28d9ec85e40f4cb697bae', POOL_ADDRESS_INVALID],
      ['alicemain', ADDRESS, 404],
    ] as const) {
      const first = (await call('poolAddressBind', token, { subAccount, address })).body;
      await h.post(contract.authCheckTask.path, {
        taskId: first.task.taskId,
        verifyCodeInfo: [{ authMethod: 'pay', code: FUND_PASSWORD }],
      });
      const reply = await call('poolAddressBind', token, {
        subAccount,
        address,
        taskResult: JSON.stringify({ taskId: first.task.taskId }),
      });
      expect(reply.body, address).toMatchObject({ status, result: null });
    }
    expect((await call('poolAddressBind', undefined, { subAccount: 'vipaddr', address: ADDRESS })).http).toBe(401);
  });
});

describe('alarms: warning config and the Telegram chat id check', () => {
  it('shows the defaults with the auto limit (70% of the 24 h average), saves and reads back', async () => {
    const token = await alice();
    const own = await result<PoolSummary>('poolSummary', token, { subAccount: 'aliceback' });
    const defaults = await result<AlarmConfig>('poolWarningConfig', token, { subAccount: 'aliceback' });
    expect(defaults).toMatchObject({
      offlineEnabled: true,
      offlineMinutes: 10,
      hashrateEnabled: true,
      hashrateMode: 'auto',
      hashrateLimitTh: null,
      email: null,
      telegramChatId: null,
      updatedAt: null,
    });
    expect(defaults.autoLimitTh).toBeCloseTo((own.hashrate24h ?? 0) * 0.7, 1);
    const saved = await result<AlarmConfig>('poolWarningSave', token, {
      subAccount: 'aliceback',
      offlineEnabled: true,
      offlineMinutes: 30,
      hashrateEnabled: true,
      hashrateMode: 'manual',
      hashrateLimitTh: 150,
      email: 'ops@example.com',
      telegramChatId: '-1001234567',
    });
    expect(saved).toMatchObject({ offlineMinutes: 30, hashrateMode: 'manual', hashrateLimitTh: 150 });
    expect(saved.updatedAt).toBe(new Date(h.clock.now()).toISOString());
    expect(await result('poolWarningConfig', token, { subAccount: 'aliceback' })).toEqual(saved);
  });

  it('checks chat ids, refuses an unreachable one and bad fields', async () => {
    const token = await alice();
    expect(await result('poolTelegramCheck', token, { chatId: '123456789' })).toEqual({
      chatId: '123456789',
      valid: true,
    });
    for (const chatId of ['123450000', '12ab', '-100']) {
      expect(await result('poolTelegramCheck', token, { chatId }), chatId).toMatchObject({ valid: false });
    }
    const base = { subAccount: 'aliceback', offlineEnabled: true, offlineMinutes: 10, hashrateEnabled: false };
    const unreachable = await call('poolWarningSave', token, {
      ...base,
      hashrateMode: 'auto',
      telegramChatId: '123450000',
    });
    expect(unreachable.body).toMatchObject({ status: TELEGRAM_CHAT_UNREACHABLE, result: null });
    for (const bad of [
      { ...base, hashrateMode: 'auto', offlineMinutes: 5 },
      { ...base, hashrateMode: 'auto', email: 'not-an-email' },
      { ...base, hashrateMode: 'manual', hashrateEnabled: true },
    ]) {
      expect((await call('poolWarningSave', token, bad)).http, JSON.stringify(bad)).toBe(400);
    }
    const other = await call('poolWarningConfig', await vip(), { subAccount: 'aliceback' });
    expect(other.body).toMatchObject({ status: 404, message: SUB_ACCOUNT_NOT_FOUND });
  });
});
