import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { partPath } from '../runtime/i18n/catalogParts.ts';
import { type Budgets, evaluate, gzipBytes, type Row, type ViteManifest } from '../scripts/sizeCheck.ts';
import { CATALOG_PARTS_FILE, type CatalogPartsManifest } from '../server/catalogParts.ts';
import { compiledCatalogs } from '../server/catalogPartsBuild.ts';
import { ROUTE_ASSETS_FILE, type RouteAssets } from '../server/routeAssets.ts';

/**
 * What a visitor downloads, built twice from the same sources in this run: as shipped (React) and with
 * Preact's compat layer in place of react-dom (`VIEW_LIB=preact`, decision 110: smaller, but a higher TBT
 * where the app renders in view), beside the budgets of `size-budgets.json` (the previous build's sizes,
 * lowered as the bundle shrinks). Gzip level 9, KiB of 1024 bytes, as the size check measures.
 */
const KIB = 1024;
const budgets = JSON.parse(readFileSync('size-budgets.json', 'utf8')) as Budgets;

interface Sizes {
  initialJs: number;
  initialCss: number;
  pagesMean: number;
  /** The largest page chunk and its family's budget for it. */
  pagesMax: Row;
  /** What opening a page downloads beyond the first load (its chunk and imports), on average and at most. */
  loadsMean: number;
  loadsMax: Row;
  /** The Japanese messages the signed-in hashrate page's first load fetches (decision 127). */
  hashrateCatalog: number;
}

/** The catalog parts the entry, the default layout and the hashrate view wait for, in Japanese, gzip -9. */
function hashrateCatalog(outDir: string): number {
  const assets = JSON.parse(readFileSync(join(outDir, ROUTE_ASSETS_FILE), 'utf8')) as RouteAssets;
  const parts = JSON.parse(readFileSync(join(outDir, CATALOG_PARTS_FILE), 'utf8')) as CatalogPartsManifest;
  const files = [...(assets.layouts.default?.js ?? []), ...(assets.views.hashrate?.js ?? [])];
  const names = new Set([parts.entry, ...files.flatMap((file) => parts.chunks[file] ?? [])]);
  return [...names].reduce((sum, part) => sum + gzipBytes(readFileSync(join(outDir, partPath(part, 'ja')))), 0);
}

/** Builds the client with `viewLib` and measures it as the size check does (its rows: initial JS, CSS, pages). */
function build(viewLib: 'preact' | 'react'): Sizes {
  const outDir = `dist/bench-size-${viewLib}`;
  const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], {
    env: { ...process.env, BUILD_OUT_DIR: outDir, VIEW_LIB: viewLib },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) throw new Error(`the ${viewLib} build failed (exit ${built.status})`);
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
  const rows = evaluate(manifest, budgets, (file) => gzipBytes(readFileSync(join(outDir, file))));
  const catalogBytes = hashrateCatalog(outDir);
  rmSync(outDir, { recursive: true, force: true });
  const pages = rows.filter((row) => row.kind === 'chunk');
  const loads = rows.filter((row) => row.kind === 'load');
  const mean = (of: Row[]) => of.reduce((sum, row) => sum + row.bytes, 0) / Math.max(1, of.length);
  const largest = (of: Row[]) => of.reduce((max, row) => (row.bytes > max.bytes ? row : max));
  return {
    initialJs: rows[0]?.bytes ?? 0,
    initialCss: rows[1]?.bytes ?? 0,
    pagesMean: mean(pages),
    pagesMax: largest(pages),
    loadsMean: mean(loads),
    loadsMax: largest(loads),
    hashrateCatalog: catalogBytes,
  };
}

const shipped = build('react');
const preact = build('preact');
const GOAL_KIB = 110; // issue #23
const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`.padStart(10);
const ratio = (value: number, against: number, reference: string) => `${(value / against).toFixed(2)}x ${reference}`;
const row = (name: string, value: number, ...ratios: string[]) =>
  console.log(`  ${name.padEnd(30)} ${kib(value)}   ${ratios.join('   ')}`);

console.log('first load of the anonymous home and the page chunks, gzip -9; the same sources with Preact compat');
row(
  'initial JS, shipped',
  shipped.initialJs,
  ratio(shipped.initialJs, GOAL_KIB * KIB, `the goal (${GOAL_KIB} KiB)`),
  ratio(shipped.initialJs, budgets.initialJsKiB * KIB, `the budget (${budgets.initialJsKiB} KiB)`),
);
row('initial JS, Preact build', preact.initialJs, ratio(preact.initialJs, shipped.initialJs, 'shipped'));
row('initial CSS, shipped', shipped.initialCss, ratio(shipped.initialCss, budgets.initialCssKiB * KIB, 'the budget'));
row('page chunk mean, shipped', shipped.pagesMean);
row('page chunk mean, Preact build', preact.pagesMean, ratio(preact.pagesMean, shipped.pagesMean, 'shipped'));
/** A largest page row against the budget of the page's family. */
const largest = (name: string, r: Row) =>
  row(name, r.bytes, ratio(r.bytes, r.budgetBytes, `its family's budget (${r.family})`));
largest('page chunk largest, shipped', shipped.pagesMax);
row('page load mean, shipped', shipped.loadsMean);
row('page load mean, Preact build', preact.loadsMean, ratio(preact.loadsMean, shipped.loadsMean, 'shipped'));
largest('page load largest, shipped', shipped.loadsMax);
// Before decision 127 the page waited for the whole catalog of its language, one chunk of compiled messages.
const wholeJapanese = gzipBytes(Buffer.from(JSON.stringify((await compiledCatalogs()).get('ja') ?? {})));
row(
  'hashrate catalog (ja), parts',
  shipped.hashrateCatalog,
  ratio(shipped.hashrateCatalog, wholeJapanese, `the whole catalog (${(wholeJapanese / KIB).toFixed(1)} KiB)`),
);
