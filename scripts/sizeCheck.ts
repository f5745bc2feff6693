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
 * imports (pages, layouts, modals) load later and are not counted. A page module is a dynamically
 * imported module under `views/pages/` (a page's view or its loaders); each belongs to one family of
 * `pageFamilies` (a folder: storefront, dashboard, …), whose budgets it meets three times: its own chunk,
 * what it loads beyond the first load (its chunk and every chunk it imports, transitively, that the first
 * load does not have), and the CSS those chunks bring beyond the first load's. A page module that no family
 * names fails the check: a new folder of pages gets its budgets on purpose.
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
  /** The page families, each with its pattern (a regular expression on the module's source) and budgets, KiB gzip. */
  pageFamilies: PageFamily[];
}

export interface PageFamily {
  name: string;
  match: string;
  /** The page module's own chunk. */
  chunkKiB: number;
  /** Its chunk and the chunks it imports, transitively, beyond the first load: what opening the page downloads. */
  loadKiB: number;
  /** The CSS of those chunks beyond the first load's. */
  cssKiB: number;
}

/** Where page modules live: every lazily loaded module under it belongs to a family. */
export const PAGE_MODULES = /^views\/pages\//;

export interface Row {
  name: string;
  bytes: number;
  budgetBytes: number;
  ok: boolean;
  /** A page module's row: its family and which of the family's budgets it is measured against. */
  family?: string;
  kind?: 'chunk' | 'load' | 'css';
}

/** The files of the entry's first load: its chunk and every static import, transitively, and their CSS. */
export function initialFiles(manifest: ViteManifest, entry: string): { js: string[]; css: string[] } {
  if (!manifest[entry]) {
    throw new Error(`the build manifest has no entry "${entry}" (keys: ${Object.keys(manifest).join(', ')})`);
  }
  return staticClosure(manifest, entry, { js: [], css: [] });
}

/** A chunk's files with every static import's, transitively, and their CSS, each once, less those `without` names. */
function staticClosure(manifest: ViteManifest, key: string, without: { js: string[]; css: string[] }) {
  const js: string[] = [];
  const css: string[] = [];
  const seen = new Set<string>();
  const visit = (at: string) => {
    if (seen.has(at)) return;
    seen.add(at);
    const chunk = manifest[at];
    if (!chunk) throw new Error(`the build manifest names "${at}" as an import but has no such chunk`);
    if (!without.js.includes(chunk.file) && !js.includes(chunk.file)) js.push(chunk.file);
    for (const sheet of chunk.css ?? []) if (!without.css.includes(sheet) && !css.includes(sheet)) css.push(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return { js, css };
}

/** The lazily loaded chunks of page modules: dynamic entries whose source matches `match`. */
export function pageChunkFiles(
  manifest: ViteManifest,
  match: string | RegExp,
): { key: string; src: string; file: string }[] {
  const pattern = new RegExp(match);
  return Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && pattern.test(chunk.src ?? key))
    .map(([key, chunk]) => ({ key, src: chunk.src ?? key, file: chunk.file }))
    .sort((a, b) => a.src.localeCompare(b.src));
}

/** What opening a lazily loaded module downloads beyond the first load: its chunk, its static imports and their CSS. */
export function loadedBeyond(manifest: ViteManifest, key: string, initial: { js: string[]; css: string[] }) {
  return staticClosure(manifest, key, initial);
}

const KIB = 1024;

/**
 * Every budgeted row: the initial JS and CSS (sums), then each page module's chunk, load and CSS against its
 * family's budgets. `size` gives a file's compressed bytes.
 */
export function evaluate(manifest: ViteManifest, budgets: Budgets, size: (file: string) => number): Row[] {
  const initial = initialFiles(manifest, budgets.entry);
  const sum = (files: string[]) => files.reduce((total, file) => total + size(file), 0);
  const row = (name: string, bytes: number, budgetKiB: number, page?: Pick<Row, 'family' | 'kind'>): Row => {
    const budgetBytes = Math.round(budgetKiB * KIB);
    return { name, bytes, budgetBytes, ok: bytes <= budgetBytes, ...page };
  };
  const files = (n: number) => (n === 1 ? '1 file' : `${n} files`);
  const families = budgets.pageFamilies.map((family) => ({ ...family, pattern: new RegExp(family.match) }));
  const pages = pageChunkFiles(manifest, PAGE_MODULES).flatMap((page): Row[] => {
    const matching = families.filter((family) => family.pattern.test(page.src));
    const family = matching[0];
    if (!family || matching.length > 1) {
      const why = family
        ? `in ${matching.length} families (${matching.map((f) => f.name).join(', ')})`
        : 'in no family';
      return [{ name: `page ${page.src} is ${why}`, bytes: 0, budgetBytes: 0, ok: false }];
    }
    const beyond = loadedBeyond(manifest, page.key, initial);
    const of = (kind: Row['kind']) => ({ family: family.name, kind });
    return [
      row(`page ${page.src}`, size(page.file), family.chunkKiB, of('chunk')),
      row(`page ${page.src} with its imports (${files(beyond.js.length)})`, sum(beyond.js), family.loadKiB, of('load')),
      row(`page ${page.src} CSS (${files(beyond.css.length)})`, sum(beyond.css), family.cssKiB, of('css')),
    ];
  });
  return [
    row(`initial JS of ${budgets.entry} (${files(initial.js.length)})`, sum(initial.js), budgets.initialJsKiB),
    row(`initial CSS of ${budgets.entry} (${files(initial.css.length)})`, sum(initial.css), budgets.initialCssKiB),
    ...pages,
  ];
}

/**
 * The rows worth printing: the initial ones, the largest page module of each family and kind (the figure
 * its budget guards), and every row over budget.
 */
export function summaryRows(rows: readonly Row[]): Row[] {
  const largest = new Map<string, Row>();
  for (const r of rows) {
    if (!r.family) continue;
    const key = `${r.family} ${r.kind}`;
    const kept = largest.get(key);
    if (!kept || r.bytes > kept.bytes) largest.set(key, r);
  }
  const shown = new Set<Row>([...rows.filter((r) => !r.family), ...largest.values(), ...rows.filter((r) => !r.ok)]);
  return rows
    .filter((r) => shown.has(r))
    .map((r) => (r.family ? { ...r, name: `${r.family} ${r.kind}, largest: ${r.name.replace(/^page /, '')}` } : r))
    .sort((a, b) => (a.family ?? '').localeCompare(b.family ?? '') || kindOrder(a) - kindOrder(b));
}

const kindOrder = (r: Row) => ['chunk', 'load', 'css'].indexOf(r.kind ?? '');

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
  console.log(`Size budgets of ${outDir} (gzip level 9, size-budgets.json), each page family's largest:\n`);
  console.log(formatTable(summaryRows(rows)));
  const over = rows.filter((r) => !r.ok);
  if (over.length > 0) {
    console.error(`\n✖ ${over.length} over budget: ${over.map((r) => r.name).join('; ')}`);
    process.exit(1);
  }
  console.log(
    `\nall ${rows.length} within budget (${rows.filter((r) => r.family).length / 3} page modules, 3 budgets each)`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
