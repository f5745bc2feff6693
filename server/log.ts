import type { MiddlewareHandler } from 'hono';
import { isApp, isCrawler } from '../runtime/guards/index.ts';

/**
 * One JSON line per request: method, path (without the query, which can carry tickets and codes),
 * status, duration, and what kind of client asked. Null writes nothing (tests).
 */
export function requestLog(write: ((line: string) => void) | null): MiddlewareHandler {
  return async (c, next) => {
    if (!write) return next();
    const started = performance.now();
    try {
      await next();
    } finally {
      const userAgent = c.req.header('user-agent') ?? '';
      const line = {
        time: new Date().toISOString(),
        method: c.req.method,
        path: pathOf(c.req.url),
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        client: isCrawler(userAgent) ? 'crawler' : isApp(userAgent) ? 'app' : 'browser',
        location: withoutQuery(c.res.headers.get('location')),
      };
      write(`${JSON.stringify(line)}\n`);
    }
  };
}

function pathOf(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  const end = url.indexOf('?', start);
  // Long hostile paths are cut so a log line stays a line.
  return url.slice(start, end === -1 ? undefined : end).slice(0, 512);
}

function withoutQuery(location: string | null): string | undefined {
  return location === null ? undefined : location.split('?')[0];
}
