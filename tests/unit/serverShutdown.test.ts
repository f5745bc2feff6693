// @vitest-environment node
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { waitForOutput } from './serverHarness.ts';

/**
 * `server/main.ts` as `npm start` runs it, in its own process: on SIGTERM it stops taking connections,
 * lets the request in flight finish, and exits 0.
 */
const PORT = 3521;
let child: ChildProcess | undefined;
let upstream: Server | undefined;

afterEach(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  upstream?.closeAllConnections();
  await new Promise<void>((resolve) => (upstream ? upstream.close(() => resolve()) : resolve()));
});

it('finishes the request in flight after SIGTERM, refuses new connections, and exits 0', async () => {
  // An upstream API that holds one call until the test lets it answer.
  let arrived!: () => void;
  const arrival = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  let release!: () => void;
  upstream = createServer((_req, res) => {
    release = () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":200,"result":"done"}');
    arrived();
  });
  await new Promise<void>((resolve) => upstream?.listen(0, '127.0.0.1', resolve));

  const clientDir = mkdtempSync(join(tmpdir(), 'edge-shutdown-'));
  writeFileSync(
    join(clientDir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>t</title></head><body><div id="root"></div></body></html>',
  );
  child = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      API_ORIGIN: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
      CLIENT_DIR: clientDir,
      LOG_REQUESTS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exit = new Promise<number | null>((resolve) => child?.on('exit', (code) => resolve(code)));
  await waitForOutput(child, 'storefront on');

  const inFlight = fetch(`http://127.0.0.1:${PORT}/v1/app/slow`);
  await arrival;
  const shuttingDown = waitForOutput(child, 'shutting down');
  child.kill('SIGTERM');
  await shuttingDown;

  await expect(fetch(`http://127.0.0.1:${PORT}/healthz`)).rejects.toThrow();
  release();
  const res = await inFlight;
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ status: 200, result: 'done' });
  expect(await exit).toBe(0);
}, 60_000);
