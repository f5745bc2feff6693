// @vitest-environment node
import { Agent, request } from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expandRoutes } from '../../manifest/expand.ts';
import { APP_UA, buildStorefront, DESKTOP_UA, type Edge, GOOGLEBOT_UA, IPHONE_UA, startEdge } from './serverHarness.ts';

/**
 * Thousands of hostile requests against the edge server over HTTP: malformed percent-encoding, overlong
 * paths and headers, unknown locales, invalid params, hostile `redirect` values, odd user agents and
 * cookies, other methods. Every answer is a 2xx, a redirect to an on-site path, or a 4xx; never a 5xx;
 * and the server is healthy afterwards.
 */
const build = buildStorefront('fuzz');
let edge: Edge;
const agent = new Agent({ keepAlive: true, maxSockets: 8 });

beforeAll(async () => {
  edge = await startEdge(build);
}, 120_000);
afterAll(async () => {
  agent.destroy();
  await edge.close();
});

interface RawReply {
  status: number;
  location?: string;
}

/** node:http sends the target and headers as given (fetch would normalise them). */
function send(method: string, path: string, headers: Record<string, string>): Promise<RawReply> {
  const { port } = new URL(edge.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
    });
    req.on('error', reject);
    req.end();
  });
}

const printable = (max: number) =>
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: max });
/** What a request target may carry on the wire (node:http refuses spaces and controls). */
const pathChar = fc.oneof(
  fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)),
  fc.constantFrom('%', '%2F', '%2f', '%5C', '%00', '%E0%A4%A', '%C0%AF', '%%', '%G1', '..', '//', '/./', '%2E%2E'),
);
const routePaths = expandRoutes().map((r) => r.path.replace(/\{[^}]+\}/g, 'x-1'));

const pathArb = fc.oneof(
  fc.constantFrom(...routePaths),
  fc
    .tuple(
      fc.constantFrom('', '/en', '/ja', '/sg', '/zh', '/hk', '/ru', '/xx', '/EN', '/de/', '/../', '//'),
      fc.array(pathChar, { maxLength: 40 }),
    )
    .map(([prefix, chars]) => `${prefix}/${chars.join('')}`),
  fc.constantFrom(...routePaths).chain((p) => fc.array(pathChar, { maxLength: 12 }).map((c) => `${p}/${c.join('')}`)),
  fc.integer({ min: 4000, max: 9000 }).map((n) => `/${'a/'.repeat(n / 2)}`),
);
const hostileRedirect = fc.oneof(
  fc.constantFrom(
    '//evil.example',
    'https://evil.example',
    '/\\evil.example',
    '%2F%2Fevil.example',
    '%252F%252Fevil.example',
    'javascript:alert(1)',
    '/%0d%0aSet-Cookie:x=1',
    '/ja/dashboard/order',
    '/.//evil.example',
  ),
  printable(80),
);
const queryArb = fc.oneof(
  fc.constant(''),
  hostileRedirect.map((r) => `?redirect=${encodeURIComponent(r)}`),
  hostileRedirect.map((r) => `?redirect=${r.replace(/[^\x21-\x7e]/g, '')}`),
  fc.array(pathChar, { maxLength: 30 }).map((c) => `?${c.join('')}`),
  fc.constant('?goodsId=g-easy-s21-180&ticket=ST-1'),
);
const userAgentArb = fc.oneof(
  fc.constantFrom(DESKTOP_UA, IPHONE_UA, APP_UA, GOOGLEBOT_UA, '', 'FuFuApp/', 'bot', 'Mozilla/5.0 FuFuApp/9'),
  printable(300),
  fc.constant('x'.repeat(9000)),
);
const headersArb = fc.record({
  'user-agent': userAgentArb,
  'accept-language': fc.oneof(fc.constantFrom('ja', 'zh-TW,zh;q=0.9', '*', 'xx-YY', ';q=', ''), printable(60)),
  'cf-ipcountry': fc.oneof(fc.constantFrom('CN', 'cn', 'US', 'XX', ''), printable(8)),
  cookie: fc.oneof(
    fc.constantFrom('', 'auth=token', 'i18n_redirected=ja', 'i18n_redirected=xx', 'i18n_redirected=%E0', 'auth='),
    printable(120),
  ),
  'accept-encoding': fc.constantFrom('br', 'gzip', 'identity', 'br;q=0, gzip', '*', ''),
});
const methodArb = fc.oneof(
  { weight: 8, arbitrary: fc.constant('GET') },
  { weight: 1, arbitrary: fc.constantFrom('HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH') },
);

const ALLOWED = new Set([200, 301, 302, 307, 400, 404, 405, 414, 431, 451]);

it('answers thousands of hostile requests with 2xx, on-site redirects or 4xx, and stays healthy', async () => {
  const seen = new Map<number, number>();
  await fc.assert(
    fc.asyncProperty(methodArb, pathArb, queryArb, headersArb, async (method, path, query, headers) => {
      const reply = await send(method, path + query, headers);
      seen.set(reply.status, (seen.get(reply.status) ?? 0) + 1);
      expect(ALLOWED, `${method} ${path}${query} -> ${reply.status}`).toContain(reply.status);
      if (reply.status >= 300 && reply.status < 400) {
        // Every redirect stays on this site.
        expect(reply.location, `${path}${query}`).toMatch(/^\/(?![/\\])/);
      }
    }),
    { numRuns: 3000 },
  );
  // The run reached the interesting answers, not only one kind.
  for (const status of [200, 302, 400, 404]) expect(seen.get(status) ?? 0, `status ${status}`).toBeGreaterThan(0);
  const health = await fetch(`${edge.url}/healthz`);
  expect(await health.json()).toEqual({ ok: true });
}, 300_000);
