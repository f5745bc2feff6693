import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_ENTRY, SERVER_NODE_FLAGS } from '../server/nodeFlags.ts';

/**
 * `npm start`: build the storefront when its sources are newer than the last build, then run the built edge
 * server with Node alone and its memory flags (decision 108); signals go to it, and its exit code is ours.
 */
const SOURCES = [
  'index.html',
  'vite.config.ts',
  'lingui.config.ts',
  'manifest',
  'runtime',
  'machines',
  'views',
  'locales',
  'server',
  'sandbox',
];
const STAMP = 'dist/client/.build-stamp';

function newest(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

const sourcesTime = Math.max(...SOURCES.filter(existsSync).map(newest));
// `npm run build` makes all three: the client, the crawler renderer (dist/client-ssr), the edge server.
const built = [STAMP, 'dist/client-ssr/entry.js', SERVER_ENTRY].every(existsSync);
if (!built || statSync(STAMP).mtimeMs < sourcesTime) {
  console.log('building the storefront…');
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
  writeFileSync(STAMP, new Date().toISOString());
}
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
