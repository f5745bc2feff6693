import { serve } from '@hono/node-server';
import { createSandbox } from '../sandbox/app.ts';
import { createEdgeApp } from './app.ts';

/**
 * `npm start`: the storefront on PORT (default 3000). Without API_ORIGIN the sandbox API
 * runs in-process on its SQLite file (SANDBOX_DB, default .data/sandbox.db).
 */
const port = Number(process.env.PORT ?? 3000);
const apiOrigin = process.env.API_ORIGIN;
const sandbox = apiOrigin ? null : createSandbox({ dbPath: process.env.SANDBOX_DB ?? '.data/sandbox.db' });
const app = createEdgeApp({
  clientDir: process.env.CLIENT_DIR ?? 'dist/client',
  api: sandbox ? sandbox.app : { origin: apiOrigin as string },
  devRoutes: sandbox !== null,
});

const server = serve({ fetch: app.fetch, port }, () => {
  console.log(`storefront on http://localhost:${port}${sandbox ? ' (sandbox API)' : ` (API ${apiOrigin})`}`);
});

// In-flight requests finish before the process exits.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => {
      sandbox?.close();
      process.exit(0);
    });
  });
}
