/** Spec: a chunk-load failure reloads the page, at most once per 60 s (so a broken deploy cannot loop). */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
const STORAGE_KEY = 'chunk-reload-at';

// The browsers' words for a chunk that did not download, Vite's for its stylesheet, and runtime/i18n's for a
// chunk whose catalog part did not (decision 127: the chunk's module fails with it).
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Unable to load catalog part/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

export interface ChunkReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  reload: () => void;
}

/** Reloads for a chunk-load error unless the last such reload was under 60 s ago; true when it reloaded. */
export function reloadOnChunkError(error: unknown, deps: ChunkReloadDeps): boolean {
  if (!isChunkLoadError(error)) return false;
  const last = Number(deps.storage.getItem(STORAGE_KEY) ?? 0);
  const now = deps.now();
  if (now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  deps.storage.setItem(STORAGE_KEY, String(now));
  deps.reload();
  return true;
}
