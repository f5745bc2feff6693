import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import Negotiator from 'negotiator';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/i;
const THRESHOLD = 1024;

type Encoding = 'br' | 'gzip';

function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }).encodings(['br', 'gzip']);
  if (accepted.includes('br')) return 'br';
  return accepted.includes('gzip') ? 'gzip' : null;
}

async function encode(body: Uint8Array, encoding: Encoding, best: boolean): Promise<Uint8Array> {
  if (encoding === 'gzip') return gzipAsync(body, { level: best ? 9 : 6 });
  return brotli(body, {
    params: {
      // Immutable assets are compressed once and kept: the densest setting pays off; pages get a fast one.
      [constants.BROTLI_PARAM_QUALITY]: best ? 11 : 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  });
}

/**
 * Brotli or gzip by Accept-Encoding for text answers of 1 KB and more. Immutable answers (hashed assets)
 * are compressed once per path and encoding and served from memory afterwards.
 */
export function compression(maxCachedBytes = 64 * 1024 * 1024): MiddlewareHandler {
  const cache = new Map<string, Uint8Array>();
  let cachedBytes = 0;
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
    const key = `${encoding}:${c.req.path}`;
    let encoded = immutable ? cache.get(key) : undefined;
    if (!encoded) {
      const body = new Uint8Array(await res.clone().arrayBuffer());
      if (body.byteLength < THRESHOLD) return;
      encoded = await encode(body, encoding, immutable);
      if (immutable && cachedBytes + encoded.byteLength <= maxCachedBytes) {
        cache.set(key, encoded);
        cachedBytes += encoded.byteLength;
      }
    }
    // Hono copies the old answer's headers onto the new one, so the encoding headers are set afterwards.
    c.res = new Response(encoded as BodyInit, res);
    c.res.headers.set('content-encoding', encoding);
    c.res.headers.set('content-length', String(encoded.byteLength));
    c.res.headers.append('vary', 'Accept-Encoding');
  };
}
