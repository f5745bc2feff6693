import { type ChildProcess, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { type ServerType, serve } from '@hono/node-server';
import { createSandbox, type Sandbox } from '../../sandbox/app.ts';
import { createEdgeApp, type EdgeOptions } from '../../server/app.ts';
import { ssrOutDir } from '../../server/paths.ts';
import { loadRenderer } from '../../server/render.ts';

export const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
export const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
export const GOOGLEBOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
export const APP_UA = `${DESKTOP_UA} FuFuApp/3.2.1`;

const SOURCES = [
  'index.html',
  'public',
  'vite.config.ts',
  'manifest',
  'runtime',
  'machines',
  'views',
  'locales',
  'server/ssr',
  'server/routeAssetsBuild.ts',
];

function newest(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

/**
 * The production build (client and crawler bundle) the edge server serves: the run's own build when
 * `npm test` made one (STOREFRONT_BUILD_DIR), else one in a directory of this test file's own
 * (`dist/unit-<name>`), built again only when a source is newer.
 */
export function buildStorefront(name: string): { clientDir: string; ssrDir: string } {
  const shared = process.env.STOREFRONT_BUILD_DIR;
  if (shared) return { clientDir: shared, ssrDir: ssrOutDir(shared) };
  const clientDir = `dist/unit-${name}`;
  const ssrDir = ssrOutDir(clientDir);
  const marker = join(ssrDir, 'entry.js');
  const stale = !existsSync(marker) || statSync(marker).mtimeMs < Math.max(...SOURCES.filter(existsSync).map(newest));
  if (stale) {
    const built = spawnSync('npm', ['run', 'build'], {
      env: { ...process.env, BUILD_OUT_DIR: clientDir, NODE_ENV: 'production' },
      encoding: 'utf8',
    });
    if (built.status !== 0) throw new Error(`build failed:\n${built.stdout}\n${built.stderr}`);
  }
  return { clientDir, ssrDir };
}

export interface Edge {
  url: string;
  sandbox: Sandbox;
  logs: string[];
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

function listen(fetch: (request: Request) => Response | Promise<Response>): Promise<ServerType> {
  return new Promise((resolve) => {
    const s = serve({ fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
}

const close = (server: ServerType) => new Promise<void>((resolve) => server.close(() => resolve()));
const portOf = (server: ServerType) => (server.address() as AddressInfo).port;

/**
 * The edge server over real HTTP on a free port, with its own in-memory sandbox (in-process, as `npm start`
 * runs it), the crawler renderer loaded from the build, and its log lines collected.
 */
export async function startEdge(
  build: { clientDir: string; ssrDir: string },
  options: Partial<Pick<EdgeOptions, 'api' | 'config' | 'draining'>> & { renderer?: boolean } = {},
): Promise<Edge> {
  const sandbox = createSandbox({ dbPath: ':memory:' });
  const sandboxServer = await listen(sandbox.app.fetch);
  const apiBase = `http://127.0.0.1:${portOf(sandboxServer)}`;
  const logs: string[] = [];
  const app = createEdgeApp({
    clientDir: build.clientDir,
    api: options.api ?? sandbox.app,
    apiBase,
    devRoutes: true,
    config: { LOG_REQUESTS: '1', ...options.config },
    renderer: options.renderer === false ? null : await loadRenderer(build.ssrDir, apiBase),
    log: (line) => logs.push(line),
    draining: options.draining,
  });
  const server = await listen(app.fetch);
  const url = `http://127.0.0.1:${portOf(server)}`;
  return {
    url,
    sandbox,
    logs,
    get: (path, headers = {}) =>
      fetch(`${url}${path}`, { redirect: 'manual', headers: { 'user-agent': DESKTOP_UA, ...headers } }),
    async close() {
      await close(server);
      await close(sandboxServer);
      sandbox.close();
    },
  };
}

/**
 * Resolves with what a started process has printed (stdout and stderr) once it includes `text`; rejects,
 * with that output, if the process exits first.
 */
export function waitForOutput(process: ChildProcess, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const read = (chunk: Buffer) => {
      seen += chunk.toString();
      if (seen.includes(text)) resolve(seen);
    };
    process.stdout?.on('data', read);
    process.stderr?.on('data', read);
    process.on('exit', (code) => reject(new Error(`exited ${code} before "${text}":\n${seen}`)));
  });
}
