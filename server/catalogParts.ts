/**
 * The client build's list of catalog parts (decision 127), as server/catalogPartsBuild.ts writes it; the
 * parts' names and paths are runtime/i18n/catalogParts.ts's.
 */

/** Which part each built chunk waits for, and the entry's (for tests, the benchmark and the edge). */
export const CATALOG_PARTS_FILE = '.vite/catalog-parts.json';

export interface CatalogPartsManifest {
  /** The part the runtime loads with a language, before the first render. */
  entry: string;
  /** Built chunk file name (`assets/….js`) to the part it waits for. */
  chunks: Record<string, string>;
}
