import { type ServerType, serve } from '@hono/node-server';
import { createSandbox, type Sandbox } from '../../sandbox/app.ts';

/** Vitest global setup: one real sandbox over HTTP (in-memory SQLite) for the whole unit run. */
let sandbox: Sandbox | undefined;
let server: ServerType | undefined;

export async function setup(): Promise<void> {
  const port = Number(process.env.UNIT_SANDBOX_PORT ?? 3201);
  sandbox = createSandbox({ dbPath: ':memory:' });
  const app = sandbox.app;
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => resolve());
  });
}

export async function teardown(): Promise<void> {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  sandbox?.close();
}
