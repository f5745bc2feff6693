import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import Negotiator from 'negotiator';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/i;
export const THRESHOLD = 1024;
/** The built assets that are compressed: what `COMPRESSIBLE` answers for them (not images or fonts). */
export const COMPRESSIBLE_ASSET = /\.(?:js|mjs|css|svg|json)$/;

export type Encoding = 'br' | 'gzip';

/** The file name ending of an asset compressed at build time (server/precompressBuild.ts). */
export const PRECOMPRESSED_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }).encodings(['br', 'gzip']);
  if (accepted.includes('br')) return 'br';
  return accepted.includes('gzip') ? 'gzip' : null;
}

export async function encode(body: Uint8Array, encoding: Encoding, best: boolean): Promise<Uint8Array> {
  if (encoding === 'gzip') return gzipAsync(body, { level: best ? 9 : 6 });
  return brotli(body, {
    params: {
      // Immutable assets are compressed once and kept: the densest setting pays off; pages get a fast one.
      [constants.BROTLI_PARAM_QUALITY]: best ? 11 : 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      // A window no larger than the body: the encoder's buffers follow it (the default is a 4 MB window for
      // each answer in flight).
      [constants.BROTLI_PARAM_LGWIN]: Math.min(
        constants.BROTLI_DEFAULT_WINDOW,
        Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(body.byteLength))),
      ),
    },
  });
}

/** Compressed bodies, least recently used out once over `maxBytes`. */
export function lruBytes(maxBytes: number) {
  const entries = new Map<string, Uint8Array>();
  let bytes = 0;
  return {
    get(key: string): Uint8Array | undefined {
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
      }
      return hit;
    },
    set(key: string, value: Uint8Array): void {
      if (value.byteLength > maxBytes / 4 || entries.has(key)) return;
      entries.set(key, value);
      bytes += value.byteLength;
      for (const [oldest, old] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldest);
        bytes -= old.byteLength;
      }
    },
  };
}

/** An immutable asset as the build compressed it, or null where the build wrote none. */
export type PrecompressedAsset = (path: string, encoding: Encoding) => Promise<Uint8Array | null>;

/** Reads the build's compressed copies beside the files of `assets/` in `clientDir`. */
export function precompressedIn(clientDir: string): PrecompressedAsset {
  return async (path, encoding) => {
    // A plain file name in /assets/ only (what the static files answered): never a way out of the folder.
    if (!/^\/assets\/[\w.-]+$/.test(path) || path.includes('..')) return null;
    try {
      return new Uint8Array(await readFile(join(clientDir, path + PRECOMPRESSED_SUFFIX[encoding])));
    } catch {
      return null;
    }
  };
}

export interface CompressionOptions {
  maxCachedBytes?: number;
  maxPageBytes?: number;
  /**
   * Where the build's own compressed copies are read (server/app.ts: beside each file in `assets/`). The
   * densest brotli of the app's chunk takes about a second; compressed on its first request instead, the
   * first visitors after a start waited that long for the script.
   */
  precompressed?: PrecompressedAsset;
}

/**
 * Brotli or gzip by Accept-Encoding for text answers of 1 KB and more, each body compressed once:
 * immutable answers (hashed assets) by path and encoding, as the build compressed them where it did;
 * every other answer by its bytes (decision 106: the shell, a kept preview or a page rendered again from
 * the same data are the same bytes, and hashing 20 KB costs a tenth or less of compressing it).
 */
export function compression({
  maxCachedBytes = 64 * 1024 * 1024,
  maxPageBytes = 16 * 1024 * 1024,
  precompressed,
}: CompressionOptions = {}): MiddlewareHandler {
  const assets = new Map<string, Uint8Array>();
  let cachedBytes = 0;
  const pages = lruBytes(maxPageBytes);

  /**
   * The build's compressed copy, or the body read once and compressed densely; kept by path while the asset
   * budget lasts; null under the threshold.
   */
  async function compressAsset(path: string, res: Response, encoding: Encoding): Promise<Uint8Array | null> {
    let encoded = await precompressed?.(path, encoding);
    if (!encoded) {
      const body = new Uint8Array(await res.clone().arrayBuffer());
      if (body.byteLength < THRESHOLD) return null;
      encoded = await encode(body, encoding, true);
    }
    if (cachedBytes + encoded.byteLength <= maxCachedBytes) {
      assets.set(`${encoding}:${path}`, encoded);
      cachedBytes += encoded.byteLength;
    }
    return encoded;
  }

  /** Compressed fast, kept by the hash of its bytes; null under the threshold. */
  async function compressPage(res: Response, encoding: Encoding): Promise<Uint8Array | null> {
    const body = new Uint8Array(await res.clone().arrayBuffer());
    if (body.byteLength < THRESHOLD) return null;
    const key = `${encoding}:${createHash('sha256').update(body).digest('base64')}`;
    const kept = pages.get(key);
    if (kept) return kept;
    const encoded = await encode(body, encoding, false);
    pages.set(key, encoded);
    return encoded;
  }

  return async (c, next) => {
    await next();
    const encoding = chooseEncoding(c.req.header('accept-encoding'));
    const res = c.res;
    if (!encoding || c.req.method === 'HEAD' || !res.body || res.status === 204 || res.status === 304) return;
    if (res.headers.has('content-encoding') || !COMPRESSIBLE.test(res.headers.get('content-type') ?? '')) return;
    const cacheControl = res.headers.get('cache-control') ?? '';
    if (/no-transform/i.test(cacheControl)) return;
    const length = Number(res.headers.get('content-length') ?? Number.NaN);
    if (length < THRESHOLD) return;

    const immutable = /immutable/i.test(cacheControl) && res.status === 200;
    const encoded = immutable
      ? (assets.get(`${encoding}:${c.req.path}`) ?? (await compressAsset(c.req.path, res, encoding)))
      : await compressPage(res, encoding);
    if (!encoded) return;
    // Hono copies the old answer's headers onto the new one, so the encoding headers are set afterwards.
    c.res = new Response(encoded as BodyInit, res);
    c.res.headers.set('content-encoding', encoding);
    c.res.headers.set('content-length', String(encoded.byteLength));
    c.res.headers.append('vary', 'Accept-Encoding');
  };
}
