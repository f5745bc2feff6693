import { serve } from '@hono/node-server';
import { createServer } from 'vite';
import { createSandbox } from '../sandbox/app.ts';

/** `npm run dev`: the sandbox API on SANDBOX_PORT (3001) and Vite with hot reload on PORT (3000), proxying the API. */
const sandboxPort = Number(process.env.SANDBOX_PORT ?? 3001);
const sandbox = createSandbox({ dbPath: process.env.SANDBOX_DB ?? '.data/sandbox.db' });
serve({ fetch: sandbox.app.fetch, port: sandboxPort, hostname: '127.0.0.1' });

const vite = await createServer({ server: { port: Number(process.env.PORT ?? 3000) } });
await vite.listen();
vite.printUrls();
console.log(`  ➜  Sandbox: http://127.0.0.1:${sandboxPort}/`);
