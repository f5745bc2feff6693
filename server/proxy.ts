/** The API prefixes the storefront calls; the edge server forwards them. */
export const API_PREFIXES = ['/v1', '/user-api', '/message-api', '/fufu-pool-api', '/marketing-api'] as const;

export type ApiTarget =
  | { fetch: (request: Request) => Response | Promise<Response> }
  | { origin: string; timeoutMs?: number };

/** Headers that belong to one connection and must not be passed along (RFC 9110 section 7.6.1). */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];

/** The envelope the client's error catalogue reads (`status` envelope, message shown to the user). */
export function gatewayError(status: 502 | 504, message: string): Response {
  return Response.json({ status, message, result: null }, { status });
}

/**
 * Forwards API calls: in-process to the embedded sandbox, or over HTTP to `origin` with a timeout.
 * An upstream that does not answer is 502 (or 504 after the timeout) with the error envelope.
 */
export function createForwarder(api: ApiTarget) {
  if ('fetch' in api) return async (request: Request) => api.fetch(request);
  const timeoutMs = api.timeoutMs ?? 10_000;
  return async (request: Request, clientAddress?: string): Promise<Response> => {
    const url = new URL(request.url);
    const target = new URL(url.pathname + url.search, api.origin);
    const headers = new Headers(request.headers);
    for (const name of [...HOP_BY_HOP, 'host', 'content-length']) headers.delete(name);
    headers.set('x-forwarded-host', url.host);
    headers.set('x-forwarded-proto', url.protocol.replace(':', ''));
    if (clientAddress) {
      const previous = request.headers.get('x-forwarded-for');
      headers.set('x-forwarded-for', previous ? `${previous}, ${clientAddress}` : clientAddress);
    }
    let upstream: Response;
    try {
      upstream = await fetch(target, {
        method: request.method,
        headers,
        body: request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer(),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'manual',
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      return timedOut
        ? gatewayError(504, 'the service took too long to answer, please retry')
        : gatewayError(502, 'upstream unavailable, please retry');
    }
    // fetch has already decoded the body, so the upstream's encoding and length no longer describe it.
    const answer = new Headers(upstream.headers);
    for (const name of [...HOP_BY_HOP, 'content-encoding', 'content-length']) answer.delete(name);
    return new Response(upstream.body, { status: upstream.status, statusText: upstream.statusText, headers: answer });
  };
}
