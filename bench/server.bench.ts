import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { ssrOutDir } from '../server/paths.ts';

/**
 * The edge server as `npm start` runs it (own process, embedded sandbox, production React): crawler pages
 * of home and list, rendered from the real views with their data, against the same server's SPA shell.
 * Once with the crawler cache (default 60 s), once rendering every request (SSR_CACHE_SECONDS=0), which is
 * what server-rendering public pages for everyone would cost (decision 082). Peak memory is the server
 * process's high-water resident set (VmHWM).
 */
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = 50;
const clientDir = process.env.BUILD_OUT_DIR ?? 'dist/client';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

if (!existsSync(`${ssrOutDir(clientDir)}/entry.js`)) {
  console.log('building the storefront and the crawler bundle…');
  spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
}

interface Server {
  url: string;
  peakMemoryMb(): number;
  stop(): Promise<void>;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  // Node itself with tsx's loader (not the tsx wrapper process), so the pid's memory is the server's.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: '0', SANDBOX_DB: ':memory:', CLIENT_DIR: clientDir, LOG_REQUESTS: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let seen = '';
    child.stdout.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /storefront on (http:\/\/localhost:\d+)/.exec(seen);
      if (match?.[1]) resolve(match[1].replace('localhost', '127.0.0.1'));
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${seen}`)));
  });
  return {
    url,
    peakMemoryMb() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN) / 1024;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        child.on('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function run(server: Server, name: string, path: string, userAgent: string) {
  // One request first, so the row measures serving, not the first render or module loading.
  await fetch(`${server.url}${path}`, { headers: { 'user-agent': userAgent } });
  const result = await autocannon({
    url: `${server.url}${path}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { 'user-agent': userAgent, 'accept-encoding': 'br' },
  });
  if (result.non2xx > 0 || result.errors > 0) {
    console.warn(`  ${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  return { name, rps: result.requests.average, p99: result.latency.p99 };
}

const cached = await startServer({});
const rows = [
  await run(cached, 'static shell (visitor, /list)', '/list', BROWSER),
  await run(cached, 'crawler home /ja (cached)', '/ja', GOOGLEBOT),
  await run(cached, 'crawler list /sg/list (cached)', '/sg/list', GOOGLEBOT),
];
const cachedPeak = cached.peakMemoryMb();
await cached.stop();

const uncached = await startServer({ SSR_CACHE_SECONDS: '0' });
rows.push(
  await run(uncached, 'crawler home /ja (every request)', '/ja', GOOGLEBOT),
  await run(uncached, 'crawler list /sg/list (every req.)', '/sg/list', GOOGLEBOT),
);
const uncachedPeak = uncached.peakMemoryMb();
await uncached.stop();

const reference = rows[0]?.rps ?? Number.NaN;
console.log(`edge server over loopback, ${CONNECTIONS} connections, ${DURATION_S} s each, brotli accepted`);
for (const row of rows) {
  console.log(
    `  ${row.name.padEnd(36)} ${row.rps.toFixed(0).padStart(7)} req/s   p99 ${String(row.p99).padStart(5)} ms   ${(row.rps / reference).toFixed(3)}x static shell`,
  );
}
console.log(
  `  peak memory (VmHWM): ${cachedPeak.toFixed(0)} MB with the crawler cache, ${uncachedPeak.toFixed(0)} MB without`,
);
