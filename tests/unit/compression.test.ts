import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compression, lruBytes, precompressedIn } from '../../server/compression.ts';

/** An app whose one page answers whatever body the test sets, as the edge's pages do (no-cache HTML). */
function pageApp() {
  let body = '';
  const app = new Hono();
  app.use(compression());
  app.get('/page', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(body);
  });
  return {
    setBody: (next: string) => {
      body = next;
    },
    get: async (encoding: string) => {
      const res = await app.request('/page', { headers: { 'accept-encoding': encoding } });
      return { encoding: res.headers.get('content-encoding'), bytes: Buffer.from(await res.arrayBuffer()) };
    },
  };
}

const html = (marker: string) => `<!doctype html><main>${marker}${'<p>plans and prices</p>'.repeat(200)}</main>`;

describe('compression of pages (decision 106)', () => {
  it('answers each body as its own bytes, in the encoding asked for, whatever was compressed before on that path', async () => {
    const page = pageApp();
    page.setBody(html('first'));
    const first = await page.get('br');
    expect(first.encoding).toBe('br');
    expect(brotliDecompressSync(first.bytes).toString()).toBe(html('first'));
    // The same path with other bytes (a page rendered from new data) is never answered from the first.
    page.setBody(html('second'));
    const second = await page.get('br');
    expect(brotliDecompressSync(second.bytes).toString()).toBe(html('second'));
    const gzip = await page.get('gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString()).toBe(html('second'));
    // The first body again: the same compressed bytes as before.
    page.setBody(html('first'));
    const again = await page.get('br');
    expect(again.bytes.equals(first.bytes)).toBe(true);
  });

  it('keeps compressed bodies within their byte bound, the least recently used out first', () => {
    const kept = lruBytes(100);
    kept.set('a', new Uint8Array(20));
    kept.set('b', new Uint8Array(20));
    kept.set('c', new Uint8Array(20));
    kept.set('d', new Uint8Array(20));
    expect(kept.get('a')?.byteLength).toBe(20); // a is now the most recent
    kept.set('e', new Uint8Array(20));
    kept.set('f', new Uint8Array(20)); // 120 bytes: the least recent (b) goes
    expect(kept.get('b')).toBeUndefined();
    expect(kept.get('a')).toBeDefined();
    expect(kept.get('f')).toBeDefined();
    // A body over a quarter of the bound is not kept (it would push out many small ones).
    kept.set('big', new Uint8Array(30));
    expect(kept.get('big')).toBeUndefined();
  });
});

describe('assets the build compressed', () => {
  const script = `export const plans = [${'"plan",'.repeat(400)}];`;
  /** A build folder with one script, and its brotli copy when `withCopy`. */
  function builtFolder(withCopy: boolean) {
    const dir = mkdtempSync(join(tmpdir(), 'precompressed-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets/app-1.js'), script);
    // A copy that differs from what compressing the file would give: the answer shows which was sent.
    if (withCopy) writeFileSync(join(dir, 'assets/app-1.js.br'), brotliCompressSync(`${script}// built`));
    writeFileSync(join(dir, 'secret.js.br'), brotliCompressSync('outside the assets'));
    return dir;
  }
  function assetApp(dir: string) {
    const app = new Hono();
    app.use(compression({ precompressed: precompressedIn(dir) }));
    app.get('/assets/:name', (c) => {
      c.header('Cache-Control', 'public, max-age=31536000, immutable');
      c.header('Content-Type', 'text/javascript');
      return c.body(script);
    });
    return async (path: string, encoding: string) => {
      const res = await app.request(path, { headers: { 'accept-encoding': encoding } });
      return { encoding: res.headers.get('content-encoding'), bytes: Buffer.from(await res.arrayBuffer()) };
    };
  }

  it("answers an immutable asset with the build's copy in the encoding asked for", async () => {
    const get = assetApp(builtFolder(true));
    const answer = await get('/assets/app-1.js', 'br');
    expect(answer.encoding).toBe('br');
    expect(brotliDecompressSync(answer.bytes).toString()).toBe(`${script}// built`);
  });

  it('compresses the asset itself where the build wrote no copy in that encoding', async () => {
    const get = assetApp(builtFolder(true));
    const gzip = await get('/assets/app-1.js', 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString()).toBe(script);
    const withoutCopies = assetApp(builtFolder(false));
    expect(brotliDecompressSync((await withoutCopies('/assets/app-1.js', 'br')).bytes).toString()).toBe(script);
  });

  it('reads copies only from the assets folder', async () => {
    const dir = builtFolder(true);
    const read = precompressedIn(dir);
    expect(await read('/assets/app-1.js', 'br')).not.toBeNull();
    expect(await read('/assets/../secret.js', 'br')).toBeNull();
    expect(await read('/assets/sub/../../secret.js', 'br')).toBeNull();
    expect(await read('/secret.js', 'br')).toBeNull();
    expect(await read('/assets/missing.js', 'br')).toBeNull();
  });
});
