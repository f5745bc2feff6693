import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { createMatcher } from '../runtime/router/match.ts';

/** The API prefixes the storefront calls; the edge server forwards them. */
export const API_PREFIXES = ['/v1', '/user-api', '/message-api', '/fufu-pool-api', '/marketing-api'] as const;

export interface EdgeOptions {
  /** The production build (vite's outDir). */
  clientDir: string;
  /** Handles API calls in-process (the embedded sandbox), or forwards them to `apiOrigin`. */
  api: { fetch: (request: Request) => Response | Promise<Response> } | { origin: string; timeoutMs?: number };
  /** Dev-only routes (`/__sandbox/*`), mounted only with the embedded sandbox. */
  devRoutes?: boolean;
}

/** The edge server: API first, hashed assets with immutable caching, then the SPA shell for pages. */
export function createEdgeApp(options: EdgeOptions): Hono {
  const app = new Hono();
  const resolve = createMatcher();
  const shell = readFileSync(join(options.clientDir, 'index.html'), 'utf8');
  const forward = createForwarder(options.api);

  app.get('/healthz', (c) => c.json({ ok: true }));
  for (const prefix of API_PREFIXES) app.all(`${prefix}/*`, (c) => forward(c.req.raw));
  if (options.devRoutes) app.all('/__sandbox/*', (c) => forward(c.req.raw));

  app.use(compress());
  app.use(
    '/assets/*',
    serveStatic({
      root: options.clientDir,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.get('/assets/*', (c) => c.text('Not Found', 404));

  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    // Unknown paths still get the shell (the client renders the 404 page) with a truthful status.
    return c.html(shell, resolve(c.req.path) ? 200 : 404);
  });
  return app;
}

function createForwarder(api: EdgeOptions['api']) {
  if ('fetch' in api) return (request: Request) => api.fetch(request);
  const timeoutMs = api.timeoutMs ?? 10_000;
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const target = new URL(url.pathname + url.search, api.origin);
    const headers = new Headers(request.headers);
    headers.delete('host');
    try {
      return await fetch(target, {
        method: request.method,
        headers,
        body: request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer(),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'manual',
      });
    } catch {
      // The client understands this envelope and shows the message.
      return Response.json(
        { status: 502, message: 'upstream unavailable, please retry', result: null },
        { status: 502 },
      );
    }
  };
}
