import { describe, expect, it } from 'vitest';
import { catalogPartError } from '../../runtime/i18n/catalogParts.ts';
import { CHUNK_RELOAD_INTERVAL_MS, reloadOnChunkError } from '../../runtime/router/chunkReload.ts';

function harness() {
  const store = new Map<string, string>();
  let now = 1_000_000;
  let reloads = 0;
  return {
    deps: {
      storage: {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => void store.set(k, v),
      },
      now: () => now,
      reload: () => {
        reloads++;
      },
    },
    advance: (ms: number) => {
      now += ms;
    },
    reloads: () => reloads,
  };
}

const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/listPage-abc.js');

describe('chunk-load failures', () => {
  it('reload the page at most once per 60 s', () => {
    const h = harness();
    expect(reloadOnChunkError(chunkError, h.deps)).toBe(true);
    h.advance(CHUNK_RELOAD_INTERVAL_MS - 1);
    expect(reloadOnChunkError(chunkError, h.deps)).toBe(false);
    h.advance(1);
    expect(reloadOnChunkError(chunkError, h.deps)).toBe(true);
    expect(h.reloads()).toBe(2);
  });

  it("count a chunk whose catalog part could not be fetched (its module's wait fails, decision 127)", () => {
    const h = harness();
    expect(reloadOnChunkError(catalogPartError('6e7db5e1115d', 'ja', 'Failed to fetch'), h.deps)).toBe(true);
    expect(h.reloads()).toBe(1);
  });

  it('leave other errors to the error page', () => {
    const h = harness();
    expect(reloadOnChunkError(new Error('boom'), h.deps)).toBe(false);
    expect(reloadOnChunkError('Failed to fetch dynamically imported module', h.deps)).toBe(false);
    expect(h.reloads()).toBe(0);
  });
});
