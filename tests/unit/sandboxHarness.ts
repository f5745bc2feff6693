import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { formEncode } from '../../runtime/http/client.ts';
import { createSandbox, type Sandbox } from '../../sandbox/app.ts';

/** A private sandbox over real HTTP for one test file: in-memory SQLite, a clock the test moves. */
export interface Harness {
  url: string;
  sandbox: Sandbox;
  clock: { now(): number; advance(ms: number): void };
  get(path: string, options?: { token?: string; headers?: Record<string, string> }): Promise<Reply>;
  /** POSTs form-encoded, as the client does: objects and arrays JSON-stringified. */
  post(path: string, fields: Record<string, unknown>, options?: { token?: string }): Promise<Reply>;
  /** POSTs JSON: the /__sandbox/ endpoints take JSON. */
  postJson(path: string, body: unknown): Promise<Reply>;
  close(): Promise<void>;
}

export interface Reply {
  http: number;
  // biome-ignore lint/suspicious/noExplicitAny: replies are asserted field by field in the tests
  body: any;
}

export async function startSandbox(): Promise<Harness> {
  let now = Date.parse('2026-03-01T10:00:00Z');
  const sandbox = createSandbox({ dbPath: ':memory:', now: () => now });
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: sandbox.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  // A test that holds the event loop past the server's 5 s keep-alive (an in-process property test) must
  // not find its next request racing the server closing the idle socket (ECONNRESET).
  (server as import('node:http').Server).keepAliveTimeout = 120_000;
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const headers = (token?: string, extra: Record<string, string> = {}) => ({
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...extra,
  });
  const read = async (res: Response): Promise<Reply> => {
    const text = await res.text();
    return { http: res.status, body: text ? JSON.parse(text) : null };
  };
  return {
    url,
    sandbox,
    clock: {
      now: () => now,
      advance(ms) {
        now += ms;
      },
    },
    get: async (path, options = {}) =>
      read(await fetch(`${url}${path}`, { headers: headers(options.token, options.headers) })),
    post: async (path, fields, options = {}) => {
      const form = formEncode(fields);
      return read(
        await fetch(`${url}${path}`, {
          method: 'POST',
          headers: headers(options.token, { 'content-type': 'application/x-www-form-urlencoded' }),
          body: form.toString(),
        }),
      );
    },
    postJson: async (path, body) =>
      read(
        await fetch(`${url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      ),
    close: () =>
      new Promise<void>((resolve) =>
        server.close(() => {
          sandbox.close();
          resolve();
        }),
      ),
  };
}

export const PATHS = {
  sendEmailCode: '/user-api/common/sendMailCode',
  sendPhoneCode: '/user-api/common/sendSmsCode',
  loginMode: '/user-api/login/loginMode',
  loginByEmail: '/user-api/login/email',
  loginByPhone: '/user-api/login/phone',
  registerByEmail: '/user-api/register/email',
  registerByPhone: '/user-api/register/phone',
  checkInviteCode: '/user-api/register/checkInviteCode',
  resetByEmail: '/user-api/password/forget/email',
  resetByPhone: '/user-api/password/forget/phone',
  logout: '/user-api/login/logout',
  userInfo: '/user-api/user/info',
  casLogin: '/user-api/login/cas',
  thirdPartyBind: '/user-api/thirdParty/login/bind',
  combinedInfo: '/v1/app/auth/user/combinedInfo',
} as const;

/** Logs a seeded user in by password and returns the token. */
export async function loginWithPassword(h: Harness, email: string, passwd: string): Promise<string> {
  const reply = await h.post(PATHS.loginByEmail, { email, passwd });
  if (reply.body.code !== 0) throw new Error(`login of ${email} failed: ${reply.body.msg}`);
  return reply.body.data.authToken;
}

/** The newest code in the outbox for an address (email or +<code><number>). */
export async function outboxCode(h: Harness, to: string): Promise<string> {
  const reply = await h.get(`/__sandbox/outbox?to=${encodeURIComponent(to)}`);
  if (reply.http !== 200) throw new Error(`no message to ${to}`);
  return reply.body.code;
}
