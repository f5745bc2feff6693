import { serve } from '@hono/node-server';
import { createSandbox } from './app.ts';

/** `npm run sandbox`: the sandbox API alone, on SANDBOX_PORT (default 3001). */
const port = Number(process.env.SANDBOX_PORT ?? 3001);
const sandbox = createSandbox({ dbPath: process.env.SANDBOX_DB ?? '.data/sandbox.db' });
const server = serve({ fetch: sandbox.app.fetch, port, hostname: '127.0.0.1' }, () => {
  console.log(`sandbox API on http://127.0.0.1:${port}`);
});
// Idle keep-alive connections outlive the clients' own keep-alive (the edge server's and undici's), so a client
// never reuses a connection the sandbox is closing.
if ('keepAliveTimeout' in server) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () =>
    server.close(() => {
      sandbox.close();
      process.exit(0);
    }),
  );
}
