import { createHash } from 'node:crypto';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import MagicString from 'magic-string';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { LOCALES, type Locale } from '../manifest/locales.ts';
import { ENTRY_PART_PLACEHOLDER, PART_WAIT, partPath } from '../runtime/i18n/catalogParts.ts';
import { CATALOG_PARTS_FILE, type CatalogPartsManifest } from './catalogParts.ts';
import { walk } from './routeAssetsBuild.ts';

/** The wait a chunk starts with, as written (the minifier leaves it as it is). */
const WAIT_CALL = new RegExp(`await globalThis\\.${PART_WAIT}\\(\`([0-9a-f]{12})\`\\);`);

/** A message id in built code: Lingui's six-character hash, in any kind of quotes. */
const ID_LITERAL = /[`'"]([A-Za-z0-9+/]{6})[`'"]/g;

type Catalog = Record<string, unknown>;

/**
 * Splits the client build's catalogs by chunk (decision 127). Each chunk whose code names message ids gets
 * a part per language with those messages, named by a hash of all eight, and starts by waiting for it in
 * the language on screen (a top-level await of `__catalogPart`). The chunk of the runtime, which defines the
 * wait, names its own part in place of `__CATALOG_ENTRY_PART__` instead. A page's first load then fetches
 * the messages of the chunks it loads: about 4 KiB compressed for the hashrate dashboard, where the whole
 * catalog was 60-72 KiB. Written before the chunks are hashed, so a changed translation renames the chunk.
 */
export function catalogPartsPlugin(): Plugin {
  let active = false;
  let catalogs = new Map<Locale, Catalog>();
  let entryPart: string | null = null;
  const written = new Set<string>();
  return {
    name: 'catalog-parts',
    apply: 'build',
    config(config) {
      return config.build?.ssr ? null : { define: { 'import.meta.env.CATALOG_PARTS': 'true' } };
    },
    configResolved(config) {
      active = !config.build.ssr;
    },
    async buildStart() {
      if (!active) return;
      catalogs = await compiledCatalogs();
      entryPart = null;
      written.clear();
    },
    renderChunk(code, chunk) {
      if (!active) return null;
      const entry = code.includes(ENTRY_PART_PLACEHOLDER);
      const ids = idsIn(code, catalogs.get('en') ?? {});
      if (ids.length === 0 && !entry) return null;
      const sources = LOCALES.map((locale) => {
        const catalog = catalogs.get(locale) ?? {};
        return [locale, JSON.stringify(Object.fromEntries(ids.map((id) => [id, catalog[id]])))] as const;
      });
      const part = createHash('sha256')
        .update(sources.map(([, source]) => source).join('\n'))
        .digest('hex')
        .slice(0, 12);
      if (!written.has(part)) {
        written.add(part);
        for (const [locale, source] of sources)
          this.emitFile({ type: 'asset', fileName: partPath(part, locale), source });
      }
      const edited = new MagicString(code);
      if (entry) {
        edited.replaceAll(ENTRY_PART_PLACEHOLDER, part);
        entryPart = part;
      } else {
        edited.prepend(`await globalThis.${PART_WAIT}(\`${part}\`);`);
      }
      return { code: edited.toString(), map: edited.generateMap({ hires: true, source: chunk.fileName }) };
    },
    generateBundle(_options, bundle) {
      if (!active) return;
      if (!entryPart) throw new Error(`catalog parts: no chunk holds ${ENTRY_PART_PLACEHOLDER} (runtime/i18n)`);
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
      const manifest: CatalogPartsManifest = { entry: entryPart, chunks: {} };
      for (const chunk of chunks) {
        const part = chunk.code.match(WAIT_CALL)?.[1];
        if (part) manifest.chunks[chunk.fileName] = part;
      }
      this.emitFile({ type: 'asset', fileName: CATALOG_PARTS_FILE, source: JSON.stringify(manifest) });
      // A chunk the entry loads statically runs before the runtime that defines the wait.
      const first = walk(
        bundle as unknown as OutputBundle,
        chunks.filter((chunk) => chunk.isEntry),
        { js: [], css: [] },
      );
      for (const file of first.js) {
        if ((bundle[file] as OutputChunk).code.includes(`${PART_WAIT}(`))
          throw new Error(`catalog parts: ${file} is loaded with the entry and waits for a part`);
      }
    },
  };
}

/** The message ids a chunk's code names, in code order, once each. */
export function idsIn(code: string, catalog: Catalog): string[] {
  const ids = new Set<string>();
  for (const [, id] of code.matchAll(ID_LITERAL)) if (id && Object.hasOwn(catalog, id)) ids.add(id);
  return [...ids];
}

/** Every locale's catalog compiled as Lingui's Vite plugin compiles it (missing texts fall back to English). */
export async function compiledCatalogs(): Promise<Map<Locale, Catalog>> {
  const config = getConfig({ skipValidation: true });
  const [catalog] = await getCatalogs(config);
  if (!catalog) throw new Error('catalog parts: lingui.config names no catalog');
  const compiled = new Map<Locale, Catalog>();
  for (const locale of LOCALES) {
    // As Lingui's Vite plugin asks (its config's optional fields are filled by getConfig).
    const { messages } = await catalog.getTranslations(locale, {
      fallbackLocales: config.fallbackLocales as NonNullable<typeof config.fallbackLocales>,
      sourceLocale: config.sourceLocale as string,
    });
    const { source, errors } = createCompiledCatalog(locale, messages, {
      namespace: 'json',
      pseudoLocale: config.pseudoLocale,
    });
    if (errors.length > 0) throw new Error(`catalog parts: ${locale} has messages that do not compile`);
    compiled.set(locale, (JSON.parse(source) as { messages: Catalog }).messages);
  }
  return compiled;
}
