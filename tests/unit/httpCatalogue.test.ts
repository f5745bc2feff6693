import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  ContractError,
  createHttpClient,
  FALLBACK_ERROR,
  type HttpClientOptions,
} from '../../runtime/http/client.ts';
import type { Task } from '../../runtime/http/contract.ts';
import { type Harness, startSandbox } from './sandboxHarness.ts';

/** The error catalogue of spec section 8, against a sandbox of its own over real HTTP. */
let sandbox: Harness;
let base = '';

beforeAll(async () => {
  sandbox = await startSandbox();
  base = sandbox.url;
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await dev('/__sandbox/reset', {});
  await dev('/__sandbox/challenges', { rules: [] });
  await dev('/__sandbox/faults', { clear: true });
});

async function dev(path: string, body: unknown) {
  const reply = await sandbox.postJson(path, body);
  expect(reply.http, `${path} ${JSON.stringify(reply.body)}`).toBe(200);
  return reply.body;
}

async function outboxCode(to: string): Promise<string> {
  return (await sandbox.get(`/__sandbox/outbox?to=${encodeURIComponent(to)}`)).body.code;
}

function harness(extra: Partial<HttpClientOptions> = {}) {
  const shown: string[] = [];
  const tracked: Array<[string, Record<string, unknown>]> = [];
  let token: string | null = null;
  const client = createHttpClient({
    baseURL: base,
    language: () => 'en',
    token: () => token,
    notify: (message) => shown.push(message),
    track: (event, data) => tracked.push([event, data]),
    ...extra,
  });
  return { client, shown, tracked, setToken: (t: string | null) => (token = t) };
}

async function loginNewAccount(h: ReturnType<typeof harness>, email: string) {
  await h.client.call('sendEmailCode', { email, type: 'login' });
  const login = await h.client.call('loginByEmail', { email, smsCode: await outboxCode(email) });
  h.setToken(login.authToken);
  return login;
}

describe('code envelope', () => {
  it('code 0 is success: a login code for an unknown account creates it, and the Bearer token works', async () => {
    const h = harness();
    const login = await loginNewAccount(h, 'catalogue-new@example.com');
    expect(login.loginType).toBe('loginAndRegister');
    const info = await h.client.call('userInfo', {});
    expect(info.email).toBe('catalogue-new@example.com');
  });

  it('any other code throws and shows msg', async () => {
    const h = harness();
    const error = await h.client.call('sendEmailCode', { email: 'not-an-email', type: 'login' }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toMatch(/email/);
    expect(h.shown).toEqual([error.message]);
  });

  it('shows nothing when showError is false, and still throws', async () => {
    const h = harness();
    const call = h.client.call('sendEmailCode', { email: 'nope', type: 'login' }, { showError: false });
    await expect(call).rejects.toBeInstanceOf(ApiError);
    expect(h.shown).toEqual([]);
  });
});

describe('401', () => {
  it('resets state through onUnauthorized and throws', async () => {
    let resets = 0;
    const h = harness({
      onUnauthorized: async () => {
        resets += 1;
        return 'stop';
      },
    });
    const error = await h.client.call('userInfo', {}).catch((e) => e);
    expect(error).toMatchObject({ status: 401 });
    expect(resets).toBe(1);
  });

  it('retries once with the new token when the app logged in natively', async () => {
    const setup = harness();
    const { authToken } = await loginNewAccount(setup, 'catalogue-app@example.com');
    let resets = 0;
    const h: ReturnType<typeof harness> = harness({
      onUnauthorized: async () => {
        resets += 1;
        h.setToken(authToken);
        return 'retry';
      },
    });
    const info = await h.client.call('userInfo', {});
    expect(info.email).toBe('catalogue-app@example.com');
    expect(resets).toBe(1);
  });
});

describe('faults', () => {
  it('HTTP 500 with a message: shown, thrown, and pushed to analytics', async () => {
    await dev('/__sandbox/faults', { path: '/v1/app/common/goods/query/floatGoods/list', kind: 'status', status: 503 });
    const h = harness();
    const error = await h.client.call('floatGoodsList', {}).catch((e) => e);
    expect(error).toMatchObject({ status: 503 });
    expect(h.shown).toHaveLength(1);
    expect(h.tracked).toEqual([['http_5xx', { call: 'floatGoodsList', status: 503 }]]);
    // The fault was for one request only.
    await expect(h.client.call('floatGoodsList', {})).resolves.toMatchObject({ totalCount: 2 });
  });

  it('a hang past the timeout gives status 0 and the fallback message', async () => {
    await dev('/__sandbox/faults', { path: '/v1/app/common/goods/query/floatGoods/list', kind: 'hang', ms: 2000 });
    const h = harness({ timeout: 200 });
    const error = await h.client.call('floatGoodsList', {}).catch((e) => e);
    expect(error).toMatchObject({ status: 0, message: FALLBACK_ERROR });
    expect(h.shown).toEqual([FALLBACK_ERROR]);
  });

  it('latency alone still succeeds', async () => {
    await dev('/__sandbox/faults', { path: '/v1/app/common/goods/query/floatGoods/list', kind: 'latency', ms: 50 });
    await expect(harness().client.call('floatGoodsList', {})).resolves.toMatchObject({ totalCount: 2 });
  });

  it('a malformed body is a contract error naming the call (validation on) or the fallback (off)', async () => {
    await dev('/__sandbox/faults', { path: '/v1/app/common/goods/query/floatGoods/list', kind: 'malformed', count: 2 });
    const validated = await harness()
      .client.call('floatGoodsList', {})
      .catch((e) => e);
    expect(validated).toBeInstanceOf(ContractError);
    expect(validated.message).toMatch(/^floatGoodsList: field/);
    const h = harness({ validate: false });
    const unvalidated = await h.client.call('floatGoodsList', {}).catch((e) => e);
    expect(unvalidated).toMatchObject({ message: FALLBACK_ERROR });
    expect(h.shown).toEqual([FALLBACK_ERROR]);
  });
});

describe('tasks', () => {
  it('a blocking task holds the request, and the retry with taskResult runs the call exactly once', async () => {
    await dev('/__sandbox/challenges', {
      rules: [{ calls: ['sendEmailCode'], task: 'dialog', block: true, times: 1 }],
    });
    const seen: Task[] = [];
    const h = harness({
      onTask: async (task) => {
        seen.push(task);
        const buttons = task.taskData.buttons as Array<{ receipt: string }>;
        const check = await fetch(`${base}/v1/app/common/itw/task/taskCheck`, {
          method: 'POST',
          body: new URLSearchParams({ taskId: task.taskId, param: JSON.stringify({ receipt: buttons[0]?.receipt }) }),
        });
        expect(((await check.json()) as { status: number }).status).toBe(200);
        return { taskId: task.taskId };
      },
    });
    const sent = await h.client.call('sendEmailCode', { email: 'task-once@example.com', type: 'login' });
    expect(sent.sent).toBe(true);
    expect(seen.map((t) => [t.taskType, t.block])).toEqual([['dialog', true]]);
    // Exactly one code went out: a second send within 60 s is refused with the remaining seconds.
    const again = await h.client.call('sendEmailCode', { email: 'task-once@example.com', type: 'login' });
    expect(again.sent).toBe(false);
    expect(await outboxCode('task-once@example.com')).toMatch(/^\d{6}$/);
  });

  it('a non-blocking task is handed over without waiting, and the reply is used as normal', async () => {
    await dev('/__sandbox/challenges', {
      rules: [{ calls: ['floatGoodsList'], task: 'toast', block: false, content: 'welcome back' }],
    });
    const seen: Task[] = [];
    // The handler never settles: the reply must still come back.
    const h = harness({
      onTask: (task) => {
        seen.push(task);
        return new Promise(() => undefined);
      },
    });
    await expect(h.client.call('floatGoodsList', {})).resolves.toMatchObject({ totalCount: 2 });
    expect(seen[0]).toMatchObject({ taskType: 'toast', block: false });
  });
});
