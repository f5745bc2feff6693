import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { createSandbox, type Sandbox } from '../../sandbox/app.ts';

/**
 * Vitest global setup, in Node: one real sandbox over HTTP (in-memory SQLite) for the whole unit
 * run, plus a factory for private ones (`POST /__factory/sandboxes`), so jsdom test files get a
 * sandbox of their own without loading server code into the browser-like environment.
 */
let shared: { sandbox: Sandbox; server: ServerType } | undefined;
const privates = new Map<string, { sandbox: Sandbox; server: ServerType; now: { value: number } }>();

/**
 * Idle keep-alive connections stay open well past the client's own keep-alive (undici: 4 s): with Node's 5 s
 * default, a busy test process could reuse a connection the server was just closing ("fetch failed").
 */
const KEEP_ALIVE_MS = 65_000;

function listen(fetch: (request: Request) => Response | Promise<Response>, port: number): Promise<ServerType> {
  return new Promise((resolve) => {
    const s = serve({ fetch, port, hostname: '127.0.0.1' }, () => resolve(s));
    if ('keepAliveTimeout' in s) {
      s.keepAliveTimeout = KEEP_ALIVE_MS;
      s.headersTimeout = KEEP_ALIVE_MS + 1000;
    }
  });
}

function close(server: ServerType): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

async function factory(request: Request, fallback: (request: Request) => Response | Promise<Response>) {
  const url = new URL(request.url);
  if (!url.pathname.startsWith('/__factory/sandboxes')) return fallback(request);
  const id = url.pathname.split('/')[3];
  if (request.method === 'POST' && !id) {
    // A fixed, movable clock, as tests/unit/sandboxHarness.ts: the 60 s rules pass when the test says.
    const now = { value: Date.parse('2026-03-01T10:00:00Z') };
    const sandbox = createSandbox({ dbPath: ':memory:', now: () => now.value });
    const server = await listen(sandbox.app.fetch, 0);
    const key = String((server.address() as AddressInfo).port);
    privates.set(key, { sandbox, server, now });
    return Response.json({ id: key, url: `http://127.0.0.1:${key}`, now: now.value });
  }
  const entry = id ? privates.get(id) : undefined;
  if (!entry) return Response.json({ error: 'no such sandbox' }, { status: 404 });
  if (request.method === 'POST' && url.pathname.endsWith('/advance')) {
    const { ms } = (await request.json()) as { ms: number };
    entry.now.value += ms;
    return Response.json({ now: entry.now.value });
  }
  if (request.method === 'DELETE') {
    privates.delete(id as string);
    await close(entry.server);
    entry.sandbox.close();
    return Response.json({ closed: true });
  }
  return Response.json({ error: 'unknown factory call' }, { status: 400 });
}

export async function setup(): Promise<void> {
  // The home modal stays off unless a test switches it on (sandbox/app.ts, defaultCms).
  process.env.SANDBOX_HOME_MODAL ??= 'off';
  const port = Number(process.env.UNIT_SANDBOX_PORT ?? 3201);
  const sandbox = createSandbox({ dbPath: ':memory:' });
  const server = await listen((request) => factory(request, sandbox.app.fetch), port);
  shared = { sandbox, server };
}

export async function teardown(): Promise<void> {
  for (const entry of privates.values()) {
    await close(entry.server);
    entry.sandbox.close();
  }
  privates.clear();
  if (shared) {
    await close(shared.server);
    shared.sandbox.close();
  }
}
