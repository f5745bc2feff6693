import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { constants, gzipSync } from 'node:zlib';

/**
 * `npm run size` (and a step of `npm test`, after the build): the JavaScript and CSS an anonymous
 * visitor's first load of the home downloads, and every lazily loaded page chunk, against the budgets
 * of `size-budgets.json` (issues #14 and #23). Sizes are gzip at level 9 (node:zlib), in KiB of 1024
 * bytes. Reads the client build's Vite manifest (`<outDir>/.vite/manifest.json`, `build.manifest`).
 *
 * "Initial" is the HTML entry's chunk and everything it imports statically, transitively; dynamic
 * imports (pages, layouts, modals) load later and are not counted. A page chunk is the file of a
 * dynamically imported module whose source matches the budget's pattern (`views/pages/…`).
 */

/** One chunk of a Vite build manifest (the fields this check reads). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

export interface Budgets {
  /** Where the numbers come from, for whoever moves a budget (the check does not read it). */
  note?: string;
  /** The manifest key of the HTML entry whose initial load is measured. */
  entry: string;
  /** The entry's initial JavaScript (entry chunk + static imports), KiB gzip. */
  initialJsKiB: number;
  /** The CSS those chunks bring, KiB gzip. */
  initialCssKiB: number;
  /** Each lazily loaded page chunk whose source matches `match` (a regular expression), KiB gzip. */
  pageChunks: { match: string; maxKiB: number };
}

export interface Row {
  name: string;
  bytes: number;
  budgetBytes: number;
  ok: boolean;
}

/** The files of the entry's first load: its chunk and every static import, transitively, and their CSS. */
export function initialFiles(manifest: ViteManifest, entry: string): { js: string[]; css: string[] } {
  const root = manifest[entry];
  if (!root) throw new Error(`the build manifest has no entry "${entry}" (keys: ${Object.keys(manifest).join(', ')})`);
  const js: string[] = [];
  const css: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest names "${key}" as an import but has no such chunk`);
    if (!js.includes(chunk.file)) js.push(chunk.file);
    for (const sheet of chunk.css ?? []) if (!css.includes(sheet)) css.push(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry);
  return { js, css };
}

/** The lazily loaded chunks of page modules: dynamic entries whose source matches `match`. */
export function pageChunkFiles(manifest: ViteManifest, match: string): { src: string; file: string }[] {
  const pattern = new RegExp(match);
  return Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && pattern.test(chunk.src ?? key))
    .map(([key, chunk]) => ({ src: chunk.src ?? key, file: chunk.file }))
    .sort((a, b) => a.src.localeCompare(b.src));
}

const KIB = 1024;

/** Every budgeted row: the initial JS and CSS (sums), then each page chunk. `size` gives a file's compressed bytes. */
export function evaluate(manifest: ViteManifest, budgets: Budgets, size: (file: string) => number): Row[] {
  const initial = initialFiles(manifest, budgets.entry);
  const sum = (files: string[]) => files.reduce((total, file) => total + size(file), 0);
  const row = (name: string, bytes: number, budgetKiB: number): Row => {
    const budgetBytes = Math.round(budgetKiB * KIB);
    return { name, bytes, budgetBytes, ok: bytes <= budgetBytes };
  };
  const files = (n: number) => (n === 1 ? '1 file' : `${n} files`);
  return [
    row(`initial JS of ${budgets.entry} (${files(initial.js.length)})`, sum(initial.js), budgets.initialJsKiB),
    row(`initial CSS of ${budgets.entry} (${files(initial.css.length)})`, sum(initial.css), budgets.initialCssKiB),
    ...pageChunkFiles(manifest, budgets.pageChunks.match).map((page) =>
      row(`page ${page.src}`, size(page.file), budgets.pageChunks.maxKiB),
    ),
  ];
}

/** Bytes of a file gzipped at level 9. */
export function gzipBytes(content: Uint8Array): number {
  return gzipSync(content, { level: constants.Z_BEST_COMPRESSION }).byteLength;
}

const kib = (bytes: number) => `${(bytes / KIB).toFixed(2)} KiB`;

/** The table the check prints: name, size, budget, ok. */
export function formatTable(rows: readonly Row[]): string {
  const cells = rows.map((r) => [r.name, kib(r.bytes), kib(r.budgetBytes), r.ok ? 'ok' : 'OVER']);
  const header = ['name', 'gzip -9', 'budget', 'ok'];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? '').length)));
  const line = (c: string[]) =>
    c
      .map((cell, i) => (i === 1 || i === 2 ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}

function main(): void {
  const outDir = process.env.BUILD_OUT_DIR ?? 'dist/client';
  const manifestPath = join(outDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    console.error(`size check: ${manifestPath} is missing; run \`npm run build\` first (build.manifest must be on).`);
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as ViteManifest;
  const budgets = JSON.parse(readFileSync('size-budgets.json', 'utf8')) as Budgets;
  const rows = evaluate(manifest, budgets, (file) => gzipBytes(readFileSync(join(outDir, file))));
  console.log(`Size budgets of ${outDir} (gzip level 9, size-budgets.json):\n`);
  console.log(formatTable(rows));
  const over = rows.filter((r) => !r.ok);
  if (over.length > 0) {
    console.error(`\n✖ ${over.length} over budget: ${over.map((r) => r.name).join('; ')}`);
    process.exit(1);
  }
  console.log(`\nall ${rows.length} within budget`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
