import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSandbox } from '../../sandbox/app.ts';
import { type Harness, loginWithPassword, PATHS, startSandbox } from './sandboxHarness.ts';

const LIST = '/v1/app/common/goods/query/floatGoods/list';
let h: Harness;
beforeAll(async () => {
  h = await startSandbox();
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.post('/__sandbox/reset', {});
});

describe('fault injection', () => {
  it('latency delays the real reply, for the number of requests asked', async () => {
    await h.postJson('/__sandbox/faults', { path: LIST, kind: 'latency', ms: 300, count: 1 });
    let start = performance.now();
    const slow = await h.get(LIST);
    expect(performance.now() - start).toBeGreaterThanOrEqual(290);
    expect(slow.body.status).toBe(200);
    start = performance.now();
    await h.get(LIST);
    expect(performance.now() - start).toBeLessThan(250);
  });

  it('an HTTP status with the envelope of the call, on a path prefix, N times', async () => {
    await h.postJson('/__sandbox/faults', { path: '/user-api/*', kind: 'status', status: 503, count: 2 });
    const first = await h.get(PATHS.loginMode);
    expect(first).toMatchObject({ http: 503, body: { code: 503, data: null } });
    expect((await h.get(`${PATHS.loginMode}?loginType=1&email=a%40b.co`)).http).toBe(503);
    expect((await h.get(`${PATHS.loginMode}?loginType=1&email=a%40b.co`)).http).toBe(200);
    await h.postJson('/__sandbox/faults', { path: LIST, kind: 'status', status: 500 });
    expect(await h.get(LIST)).toMatchObject({ http: 500, body: { status: 500, result: null } });
  });

  it('a status fault can be held back, so a test sees the loading state before the failure', async () => {
    await h.postJson('/__sandbox/faults', { path: LIST, kind: 'status', status: 502, ms: 2000 });
    const early = await fetch(`${h.url}${LIST}`, { signal: AbortSignal.timeout(300) }).catch((e: unknown) => e);
    expect((early as Error).name).toBe('TimeoutError');
    await h.postJson('/__sandbox/faults', { path: LIST, kind: 'status', status: 502, ms: 50 });
    expect(await h.get(LIST)).toMatchObject({ http: 502, body: { status: 502 } });
  });

  it('held requests go on when released, only those of the scope named', async () => {
    await h.postJson('/__sandbox/faults', { path: LIST, kind: 'latency', ms: 20_000, scope: 'page-a' });
    await h.postJson('/__sandbox/faults', { path: LIST, kind: 'latency', ms: 20_000, scope: 'page-b' });
    const start = performance.now();
    const a = fetch(`${h.url}${LIST}`, { headers: { cookie: 'sandbox_scope=page-a' } });
    const b = fetch(`${h.url}${LIST}`, {
      headers: { cookie: 'sandbox_scope=page-b' },
      signal: AbortSignal.timeout(1500),
    });
    await new Promise((r) => setTimeout(r, 200));
    await h.postJson('/__sandbox/faults', { release: true, scope: 'page-a' });
    expect((await a).status).toBe(200);
    expect(performance.now() - start).toBeLessThan(1500);
    expect(((await b.catch((e: unknown) => e)) as Error).name).toBe('TimeoutError');
    await h.postJson('/__sandbox/faults', { release: true });
  });

  it("a fault scoped to a browser is taken only by requests carrying that browser's scope cookie", async () => {
    await h.postJson('/__sandbox/faults', { path: LIST, kind: 'status', status: 503, scope: 'page-a' });
    const from = (cookie?: string) => fetch(`${h.url}${LIST}`, { headers: cookie ? { cookie } : {} });
    expect((await from()).status).toBe(200);
    expect((await from('auth=x; sandbox_scope=page-b')).status).toBe(200);
    expect((await from('auth=x; sandbox_scope=page-a')).status).toBe(503);
    expect((await from('sandbox_scope=page-a')).status).toBe(200);
    expect((await h.postJson('/__sandbox/faults', { path: LIST, kind: 'status', scope: 'a b' })).http).toBe(400);
  });

  it('a fault scoped to a text is taken only by requests that carry it (query or form body)', async () => {
    await h.postJson('/__sandbox/faults', {
      path: '/user-api/*',
      kind: 'status',
      status: 503,
      contains: 'Mine@Example.com',
    });
    const other = await h.post(PATHS.loginByEmail, { email: 'alice@example.com', passwd: 'wrong-one1' });
    expect(other.http).toBe(200);
    expect((await h.get(`${PATHS.loginMode}?loginType=1&email=other%40example.com`)).http).toBe(200);
    expect((await h.post(PATHS.loginByEmail, { email: 'mine@example.com', passwd: 'x' })).http).toBe(503);
    expect((await h.get(`${PATHS.loginMode}?loginType=1&email=mine%40example.com`)).http).toBe(200);
  });

  it('a hang outlasts a client timeout', async () => {
    await h.postJson('/__sandbox/faults', { path: LIST, kind: 'hang', ms: 3000 });
    const error = await fetch(`${h.url}${LIST}`, { signal: AbortSignal.timeout(300) }).catch((e: unknown) => e);
    expect((error as Error).name).toBe('TimeoutError');
    expect((await h.get(LIST)).http).toBe(200);
  });

  it('a malformed body is not JSON', async () => {
    await h.postJson('/__sandbox/faults', { path: LIST, kind: 'malformed' });
    const res = await fetch(`${h.url}${LIST}`);
    expect(res.headers.get('content-type')).toMatch(/json/);
    await expect(res.json()).rejects.toThrow();
  });

  it('lists and clears faults; refuses a bad one', async () => {
    await h.postJson('/__sandbox/faults', { faults: [{ path: LIST, kind: 'status', status: 502, count: 5 }] });
    expect((await h.get('/__sandbox/faults')).body.faults).toHaveLength(1);
    await h.postJson('/__sandbox/faults', { clear: true });
    expect((await h.get(LIST)).http).toBe(200);
    const bad = await h.postJson('/__sandbox/faults', { path: LIST, kind: 'explode' });
    expect(bad.http).toBe(400);
    expect(bad.body.message).toMatch(/kind/);
  });
});

describe('reset', () => {
  it('restores the seed: new accounts and changed data are gone, faults cleared', async () => {
    const token = await loginWithPassword(h, 'alice@example.com', 'Alice2024!');
    await h.post('/message-api/common/message/readMessage', { messageId: 'm-10001-01' }, { token });
    await h.postJson('/__sandbox/faults', { path: LIST, kind: 'status', status: 500, count: 10 });
    await h.post(PATHS.sendEmailCode, { email: 'temp@example.com', type: 'login' });
    expect((await h.post('/__sandbox/reset', {})).body).toEqual({ reset: true });
    expect((await h.get('/__sandbox/outbox?to=temp@example.com')).http).toBe(404);
    expect((await h.get(LIST)).http).toBe(200);
    expect((await h.get(PATHS.userInfo, { token })).http).toBe(401);
    const again = await loginWithPassword(h, 'alice@example.com', 'Alice2024!');
    expect((await h.get('/message-api/common/message/unReadMessageNum', { token: again })).body.result).toBe(8);
  });
});

describe('restart persistence', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-restart-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps accounts, tokens and codes across a restart', async () => {
    const path = join(dir, 'sandbox.db');
    const form = (fields: Record<string, string>) => ({
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    const first = createSandbox({ dbPath: path });
    await first.app.request(PATHS.sendEmailCode, form({ email: 'quinn@example.com', type: 'login' }));
    const code = (await (await first.app.request('/__sandbox/outbox?to=quinn@example.com')).json()).code;
    const login = await (
      await first.app.request(PATHS.loginByEmail, form({ email: 'quinn@example.com', smsCode: code }))
    ).json();
    expect(login.data.loginType).toBe('loginAndRegister');
    first.close();

    const second = createSandbox({ dbPath: path });
    const info = await second.app.request(PATHS.userInfo, {
      headers: { Authorization: `Bearer ${login.data.authToken}` },
    });
    expect((await info.json()).data.email).toBe('quinn@example.com');
    const mode = await (await second.app.request(`${PATHS.loginMode}?loginType=1&email=quinn%40example.com`)).json();
    expect(mode.data.allLoginMode).toEqual(['code']);
    second.close();
  });
});
