import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createHttpClient } from '../../runtime/http/client.ts';
import { CAS_AUTH_MAX_AGE, COOKIES, createCookieJar } from '../../runtime/session/cookies.ts';
import { createSession, PUSH_ID_DELAY_MS } from '../../runtime/session/session.ts';
import { type Harness, startSandbox } from './sandboxHarness.ts';

/** The session runtime against a sandbox of its own, over real HTTP, with the seeded accounts. */
let sandbox: Harness;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

async function passwordLogin(email: string, passwd: string): Promise<string> {
  const reply = await sandbox.post('/user-api/login/email', { email, passwd });
  expect(reply.body.code, JSON.stringify(reply.body)).toBe(0);
  return reply.body.data.authToken;
}

function setup(initialCookie = '') {
  const doc = { cookie: initialCookie };
  const cookies = createCookieJar(
    {
      get cookie() {
        return doc.cookie;
      },
      set cookie(header: string) {
        const [pair = ''] = header.split(';');
        doc.cookie = /max-age=0/i.test(header) ? '' : pair;
        written.push(header);
      },
    },
    { secure: false },
  );
  const written: string[] = [];
  const client = createHttpClient({
    baseURL: sandbox.url,
    language: () => 'en',
    token: () => cookies.get('auth'),
  });
  // Records what the session sent and what the sandbox answered.
  const sent: Array<[string, { status: number }]> = [];
  const http = {
    sent,
    call: (async (name, params, options) => {
      const envelope = await client.send(name, params, options);
      sent.push([name, { status: envelope.status }]);
      if (!envelope.ok || envelope.data === null)
        throw new ApiError(envelope.message ?? 'failed', envelope.status, name);
      return envelope.data;
    }) as typeof client.call,
  };
  const timers: Array<{ fn: () => void; ms: number }> = [];
  const reloads: string[] = [];
  const session = createSession({
    http,
    cookies,
    pushService: async () => 'push-123',
    reloadRouteConfig: () => void reloads.push('routeConfig'),
    reloadRecommendedGoods: () => void reloads.push('recommendedGoods'),
    setTimer: (fn, ms) => timers.push({ fn, ms }),
    log: () => undefined,
  });
  return { session, written, timers, reloads, cookies, http };
}

describe('session', () => {
  it('reads the token from the cookie on load and fetches its user', async () => {
    const token = await passwordLogin('alice@example.com', 'Alice2024!');
    const { session } = setup(`auth=${token}`);
    const state = await session.load();
    expect(state.token).toBe(token);
    expect(state.userInfo?.email).toBe('alice@example.com');
    expect(state.frozen).toBe(false);
  });

  it('sets the cookie for 7 days, fetches user info, then registers the push id 3 s after the push service', async () => {
    const token = await passwordLogin('alice@example.com', 'Alice2024!');
    const { session, written, timers } = setup();
    const info = await session.setToken(token);
    expect(written[0]).toBe(`auth=${token}; Max-Age=${COOKIES.auth.maxAge}; Path=/; SameSite=Lax`);
    expect(info?.email).toBe('alice@example.com');
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(timers.map((t) => t.ms)).toEqual([PUSH_ID_DELAY_MS]);
  });

  it('a CAS token lasts 604800 s', async () => {
    const token = await passwordLogin('sso@example.com', 'Sso2024pass');
    const { session, written } = setup();
    await session.setToken(token, CAS_AUTH_MAX_AGE);
    expect(written[0]).toContain('Max-Age=604800');
  });

  it('flags a frozen account until its modal is acknowledged', async () => {
    const token = await passwordLogin('frozen@example.com', 'Frozen2024');
    const { session } = setup();
    const seen: boolean[] = [];
    session.subscribe((s) => seen.push(s.frozen));
    await session.setToken(token);
    expect(session.get().frozen).toBe(true);
    session.acknowledgeFrozen();
    expect(session.get().frozen).toBe(false);
    expect(seen.at(-1)).toBe(false);
  });

  it('clearing removes the cookie and user info at once, then reloads route config and recommended goods', async () => {
    const token = await passwordLogin('alice@example.com', 'Alice2024!');
    const { session, written, reloads, cookies } = setup();
    await session.setToken(token);
    session.clear();
    expect(session.get()).toEqual({ token: null, userInfo: null, frozen: false });
    expect(cookies.get('auth')).toBeNull();
    expect(written.at(-1)).toMatch(/^auth=; Max-Age=0; Path=\//);
    await new Promise((r) => setTimeout(r, 0));
    expect(reloads.sort()).toEqual(['recommendedGoods', 'routeConfig']);
  });

  it('a token the server no longer knows means nobody, and is forgotten', async () => {
    const { session, cookies } = setup('auth=not-a-real-token');
    expect(await session.load()).toEqual({ token: null, userInfo: null, frozen: false });
    expect(cookies.get('auth')).toBeNull();
  });

  it('a user-info failure reaches the caller and keeps the token for the next load', async () => {
    const token = await passwordLogin('alice@example.com', 'Alice2024!');
    const { session, cookies } = setup(`auth=${token}`);
    await sandbox.postJson('/__sandbox/faults', { path: '/user-api/user/info', kind: 'status', status: 500, count: 1 });
    await expect(session.load()).rejects.toThrow();
    expect(session.get().userInfo).toBeNull();
    expect(cookies.get('auth')).toBe(token);
    expect((await session.load()).userInfo?.email).toBe('alice@example.com');
  });

  it('setting a token the server refuses rejects and forgets it', async () => {
    const { session, cookies } = setup();
    await expect(session.setToken('not-a-real-token')).rejects.toThrow(/refused/);
    expect(cookies.get('auth')).toBeNull();
  });

  it('no token: nobody, without a call', async () => {
    const { session, http } = setup();
    const state = await session.load();
    expect(state).toEqual({ token: null, userInfo: null, frozen: false });
    expect(http.sent).toEqual([]);
  });

  it('load reads the cookie again: a token removed meanwhile (signed out in another tab) means nobody', async () => {
    const token = await passwordLogin('alice@example.com', 'Alice2024!');
    const { session, cookies } = setup(`auth=${token}`);
    expect((await session.load()).userInfo?.email).toBe('alice@example.com');
    cookies.remove('auth');
    expect(await session.load()).toEqual({ token: null, userInfo: null, frozen: false });
  });

  it('registers the push id with the sandbox when the timer fires, and not after logout', async () => {
    const token = await passwordLogin('alice@example.com', 'Alice2024!');
    const { session, timers, http } = setup();
    await session.setToken(token);
    await new Promise((r) => setTimeout(r, 0));
    timers[0]?.fn();
    await new Promise((r) => setTimeout(r, 100));
    expect(http.sent).toContainEqual(['pushId', { status: 200 }]);

    await session.setToken(token);
    await new Promise((r) => setTimeout(r, 0));
    session.clear();
    timers[1]?.fn();
    await new Promise((r) => setTimeout(r, 100));
    expect(http.sent.filter(([name]) => name === 'pushId')).toHaveLength(1);
  });
});
