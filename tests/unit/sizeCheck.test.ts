import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  type Budgets,
  evaluate,
  formatTable,
  gzipBytes,
  initialFiles,
  type PageFamily,
  pageChunkFiles,
  summaryRows,
  type ViteManifest,
} from '../../scripts/sizeCheck.ts';

/** A build's manifest in miniature: an entry with shared chunks, lazy pages, a lazy layout and CSS. */
const manifest: ViteManifest = {
  'index.html': {
    file: 'assets/index.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react.js', '_router.js'],
    dynamicImports: ['views/pages/storefront/homePage.tsx', 'views/layouts/siteLayout.tsx', 'views/pages/big.tsx'],
    css: ['assets/index.css'],
  },
  '_react.js': { file: 'assets/react.js' },
  // Imported twice (by the entry and the router): counted once.
  '_router.js': { file: 'assets/router.js', imports: ['_react.js', '_links.js'], css: ['assets/router.css'] },
  '_links.js': { file: 'assets/links.js' },
  '_table.js': { file: 'assets/table.js', imports: ['_react.js'] },
  'views/pages/storefront/homePage.tsx': {
    file: 'assets/homePage.js',
    src: 'views/pages/storefront/homePage.tsx',
    isDynamicEntry: true,
    imports: ['_react.js', '_table.js'],
    css: ['assets/homePage.css'],
  },
  'views/pages/big.tsx': { file: 'assets/big.js', src: 'views/pages/big.tsx', isDynamicEntry: true },
  'views/layouts/siteLayout.tsx': {
    file: 'assets/siteLayout.js',
    src: 'views/layouts/siteLayout.tsx',
    isDynamicEntry: true,
  },
};

const budgets: Budgets = {
  entry: 'index.html',
  initialJsKiB: 10,
  initialCssKiB: 1,
  pageFamilies: [
    { name: 'storefront', match: '^views/pages/storefront/', chunkKiB: 2, loadKiB: 2.5, cssKiB: 0.5 },
    { name: 'shared', match: '^views/pages/[^/]+$', chunkKiB: 2, loadKiB: 4, cssKiB: 0.5 },
  ],
};

const KIB = 1024;
const sizes: Record<string, number> = {
  'assets/index.js': 4 * KIB,
  'assets/react.js': 3 * KIB,
  'assets/router.js': 2 * KIB,
  'assets/links.js': 1 * KIB,
  'assets/index.css': 512,
  'assets/router.css': 256,
  'assets/homePage.js': 1 * KIB,
  'assets/homePage.css': 256,
  'assets/table.js': 1 * KIB,
  'assets/big.js': 3 * KIB,
};
const size = (file: string) => {
  const bytes = sizes[file];
  if (bytes === undefined) throw new Error(`no size for ${file}: it should not have been measured`);
  return bytes;
};

describe('size check: what counts as initial', () => {
  it('is the entry chunk and its static imports, transitively, each once; not dynamic imports', () => {
    expect(initialFiles(manifest, 'index.html')).toEqual({
      js: ['assets/index.js', 'assets/react.js', 'assets/router.js', 'assets/links.js'],
      css: ['assets/index.css', 'assets/router.css'],
    });
  });

  it('page chunks are the lazily loaded views/pages modules, not layouts or shared chunks', () => {
    expect(pageChunkFiles(manifest, '^views/pages/')).toEqual([
      { key: 'views/pages/big.tsx', src: 'views/pages/big.tsx', file: 'assets/big.js' },
      {
        key: 'views/pages/storefront/homePage.tsx',
        src: 'views/pages/storefront/homePage.tsx',
        file: 'assets/homePage.js',
      },
    ]);
  });

  it("sums the initial files, and checks each page module's chunk, load beyond the first load and CSS against its family's budgets", () => {
    const rows = evaluate(manifest, budgets, size);
    expect(rows.map((r) => [r.name, r.bytes, r.ok])).toEqual([
      ['initial JS of index.html (4 files)', 10 * KIB, true],
      ['initial CSS of index.html (2 files)', 768, true],
      ['page views/pages/big.tsx', 3 * KIB, false],
      ['page views/pages/big.tsx with its imports (1 file)', 3 * KIB, true],
      ['page views/pages/big.tsx CSS (0 files)', 0, true],
      ['page views/pages/storefront/homePage.tsx', 1 * KIB, true],
      // Its chunk and the table chunk it imports; react.js is in the first load already.
      ['page views/pages/storefront/homePage.tsx with its imports (2 files)', 2 * KIB, true],
      ['page views/pages/storefront/homePage.tsx CSS (1 file)', 256, true],
    ]);
    expect(formatTable(rows)).toMatch(/page views\/pages\/big\.tsx +3\.00 KiB +2\.00 KiB +OVER/);
  });

  it('a page module that no family names, or that two families name, fails the check', () => {
    const one = { ...budgets, pageFamilies: budgets.pageFamilies.slice(0, 1) };
    const orphan = evaluate(manifest, one, size).filter((r) => !r.ok);
    expect(orphan.map((r) => r.name)).toEqual(['page views/pages/big.tsx is in no family']);
    const twice = {
      ...budgets,
      pageFamilies: [
        ...budgets.pageFamilies,
        { name: 'all', match: '^views/pages/', chunkKiB: 9, loadKiB: 9, cssKiB: 9 },
      ],
    };
    expect(
      evaluate(manifest, twice, size)
        .filter((r) => !r.ok)
        .map((r) => r.name),
    ).toContain('page views/pages/storefront/homePage.tsx is in 2 families (storefront, all)');
  });

  it('prints the initial rows, the largest page module of each family and budget, and every row over budget', () => {
    const tight = {
      ...budgets,
      pageFamilies: [{ ...budgets.pageFamilies[0], loadKiB: 1 } as PageFamily, budgets.pageFamilies[1] as PageFamily],
    };
    const shown = summaryRows(evaluate(manifest, tight, size)).map((r) => [r.name, r.ok]);
    expect(shown).toEqual([
      ['initial JS of index.html (4 files)', true],
      ['initial CSS of index.html (2 files)', true],
      ['shared chunk, largest: views/pages/big.tsx', false],
      ['shared load, largest: views/pages/big.tsx with its imports (1 file)', true],
      ['shared css, largest: views/pages/big.tsx CSS (0 files)', true],
      ['storefront chunk, largest: views/pages/storefront/homePage.tsx', true],
      ['storefront load, largest: views/pages/storefront/homePage.tsx with its imports (2 files)', false],
      ['storefront css, largest: views/pages/storefront/homePage.tsx CSS (1 file)', true],
    ]);
  });

  it('one byte over the initial budget fails', () => {
    const rows = evaluate(manifest, budgets, (file) => size(file) + (file === 'assets/links.js' ? 1 : 0));
    expect(rows[0]?.ok).toBe(false);
  });

  it('names a missing entry or import instead of measuring less', () => {
    expect(() => initialFiles(manifest, 'main.html')).toThrow(/no entry "main.html"/);
    expect(() => initialFiles({ 'index.html': { file: 'a.js', imports: ['_gone.js'] } }, 'index.html')).toThrow(
      /_gone\.js/,
    );
  });

  it('measures gzip at level 9', () => {
    const text = new TextEncoder().encode('hashrate '.repeat(1000));
    expect(gzipBytes(text)).toBeLessThan(100);
  });

  it('the repository budgets are well formed', () => {
    const repo = JSON.parse(readFileSync('size-budgets.json', 'utf8')) as Budgets;
    expect(repo.entry).toBe('index.html');
    expect(repo.pageFamilies.length).toBeGreaterThan(0);
    for (const family of repo.pageFamilies) {
      for (const kib of [family.chunkKiB, family.loadKiB, family.cssKiB]) expect(kib, family.name).toBeGreaterThan(0);
      expect(() => new RegExp(family.match), family.name).not.toThrow();
    }
    for (const kib of [repo.initialJsKiB, repo.initialCssKiB]) expect(kib).toBeGreaterThan(0);
  });
});
