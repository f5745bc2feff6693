import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { createSandbox } from '../sandbox/app.ts';

/** Sandbox throughput on loopback: login-mode and send-code against a bare endpoint of the same server. */
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 3);
const sandbox = createSandbox({ dbPath: ':memory:' });
const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
  const s = serve({ fetch: sandbox.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
});
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
// Measure the calls themselves, not the slider the default rule puts in front of repeated sends.
await fetch(`${base}/__sandbox/challenges`, { method: 'POST', body: JSON.stringify({ rules: [] }) });

async function run(name: string, options: Partial<autocannon.Options>) {
  const result = await autocannon({ url: base, connections: 10, duration: DURATION_S, ...options });
  if (result.non2xx > 0 || result.errors > 0)
    console.warn(`  ${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { name, rps: result.requests.average, p99: result.latency.p99 };
}

let n = 0;
const rows = [
  await run('bare endpoint (/__sandbox/ping)', { requests: [{ method: 'GET', path: '/__sandbox/ping' }] }),
  await run('login mode', {
    requests: [
      { method: 'GET', path: '/user-api/login/loginMode?loginType=1&email=alice%40example.com&req_platform=WEB' },
    ],
  }),
  await run('send code (new address each)', {
    requests: [
      {
        method: 'POST',
        path: '/user-api/common/sendMailCode',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        // A fresh address per request, so every request stores and records a code.
        setupRequest: (request) => ({
          ...request,
          body: `email=bench${n++}%40example.com&type=login&req_platform=WEB`,
        }),
      },
    ],
  }),
];

const reference = rows[0]?.rps ?? Number.NaN;
console.log(`sandbox over loopback, 10 connections, ${DURATION_S} s each`);
for (const row of rows) {
  console.log(
    `  ${row.name.padEnd(34)} ${row.rps.toFixed(0).padStart(7)} req/s   p99 ${String(row.p99).padStart(4)} ms   ${(row.rps / reference).toFixed(2)}x bare endpoint`,
  );
}
await new Promise<void>((resolve) => server.close(() => resolve()));
sandbox.close();
