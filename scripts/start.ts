import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** `npm start`: build the storefront when its sources are newer than the last build, then serve it. */
const SOURCES = [
  'index.html',
  'vite.config.ts',
  'lingui.config.ts',
  'manifest',
  'runtime',
  'machines',
  'views',
  'locales',
  'server/ssr',
];
const STAMP = 'dist/client/.build-stamp';

function newest(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

const sourcesTime = Math.max(...SOURCES.filter(existsSync).map(newest));
// The crawler renderer (dist/client-ssr) is built with the client by `npm run build`.
if (!existsSync(STAMP) || !existsSync('dist/client-ssr/entry.js') || statSync(STAMP).mtimeMs < sourcesTime) {
  console.log('building the storefront…');
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
  writeFileSync(STAMP, new Date().toISOString());
}
await import('../server/main.ts');
