/** The client build's catalog parts (decision 127), as server/catalogPartsBuild.ts writes them. */

/** What a chunk calls, first thing in its module, to wait for its part (set by runtime/i18n/index.ts). */
export const PART_WAIT = '__catalogPart';
/** Where the parts are written: `assets/i18n/<part>.<locale>.json`. */
export const PARTS_DIR = 'assets/i18n';
/** Which part each built chunk waits for, and the entry's (for tests, the benchmark and the edge). */
export const CATALOG_PARTS_FILE = '.vite/catalog-parts.json';

export interface CatalogPartsManifest {
  /** The part the runtime loads with a language, before the first render. */
  entry: string;
  /** Built chunk file name (`assets/….js`) to the part it waits for. */
  chunks: Record<string, string>;
}
