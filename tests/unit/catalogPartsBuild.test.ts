import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../manifest/locales.ts';
import { ENTRY_PART_PLACEHOLDER, PART_WAIT, partPath } from '../../runtime/i18n/catalogParts.ts';
import { CATALOG_PARTS_FILE, type CatalogPartsManifest } from '../../server/catalogParts.ts';
import { compiledCatalogs, idsIn } from '../../server/catalogPartsBuild.ts';
import { buildStorefront } from './serverHarness.ts';

/**
 * The client build's catalog parts (decision 127), read from the build itself: a message a chunk can show
 * and no part brings would show as its hash.
 */
describe('catalog parts in the client build (decision 127)', { timeout: 240_000 }, () => {
  let clientDir = '';
  let catalogs = new Map<Locale, Record<string, unknown>>();
  let chunks: { file: string; code: string }[] = [];
  let manifest: CatalogPartsManifest = { entry: '', chunks: {} };
  beforeAll(async () => {
    clientDir = buildStorefront('catalog-parts').clientDir;
    manifest = JSON.parse(readFileSync(join(clientDir, CATALOG_PARTS_FILE), 'utf8'));
    catalogs = await compiledCatalogs();
    chunks = readdirSync(join(clientDir, 'assets'))
      .filter((name) => name.endsWith('.js'))
      .map((name) => ({ file: `assets/${name}`, code: readFileSync(join(clientDir, 'assets', name), 'utf8') }));
  });

  // First thing in the module (after Vite's own list of preloaded files, where it wrote one).
  const partOf = (code: string): string | null =>
    code.match(
      new RegExp(`^(?:const __vite__mapDeps=.*\\n)?await globalThis\\.${PART_WAIT}\\(\`([0-9a-f]{12})\`\\);`),
    )?.[1] ?? null;
  const read = (part: string, locale: Locale): Record<string, unknown> =>
    JSON.parse(readFileSync(join(clientDir, partPath(part, locale)), 'utf8'));

  it('has no whole catalog: every chunk that names messages waits for its own part first', () => {
    const english = catalogs.get('en') ?? {};
    const waiting = chunks.filter((chunk) => partOf(chunk.code) !== null);
    expect(waiting.length).toBeGreaterThan(50);
    for (const chunk of chunks) {
      // No chunk carries more than a few hundred messages (the whole catalog is over 3,000).
      expect(idsIn(chunk.code, english).length, chunk.file).toBeLessThan(600);
      if (idsIn(chunk.code, english).length === 0 || /\/app-[^/]+\.js$/.test(chunk.file)) continue;
      expect(partOf(chunk.code), chunk.file).not.toBeNull();
      expect(manifest.chunks[chunk.file], chunk.file).toBe(partOf(chunk.code));
    }
  });

  it("brings every message a chunk names, in every language, as Lingui's compiler made it", () => {
    const english = catalogs.get('en') ?? {};
    for (const chunk of chunks) {
      const ids = idsIn(chunk.code, english);
      if (ids.length === 0) continue;
      const app = /\/app-[^/]+\.js$/.test(chunk.file);
      // The runtime's chunk names its part where runtime/i18n held the placeholder.
      const part = app ? manifest.entry : partOf(chunk.code);
      expect(part, chunk.file).not.toBeNull();
      for (const locale of LOCALES) {
        const messages = read(part as string, locale);
        const catalog = catalogs.get(locale) ?? {};
        for (const id of ids) expect(messages[id], `${chunk.file} ${locale} ${id}`).toEqual(catalog[id]);
      }
    }
  });

  it("keeps the first load free of waits, and names the entry's part in the runtime", () => {
    const app = chunks.find((chunk) => /\/app-[^/]+\.js$/.test(chunk.file));
    expect(app?.code).not.toContain(ENTRY_PART_PLACEHOLDER);
    expect(app?.code).toContain(`\`${manifest.entry}\``);
    for (const locale of LOCALES)
      expect(existsSync(join(clientDir, partPath(manifest.entry, locale))), locale).toBe(true);
    const index = chunks.find((chunk) => /\/index-[^/]+\.js$/.test(chunk.file));
    for (const chunk of [app, index]) expect(chunk?.code).not.toContain(`${PART_WAIT}(`);
  });
});
