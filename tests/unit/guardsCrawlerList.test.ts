import { afterEach, describe, expect, it, vi } from 'vitest';

// The crawler list, counted: its first use compiles a long pattern, which the browser's guards avoid.
const checked = vi.hoisted(() => ({ count: 0 }));
vi.mock('isbot', async (importOriginal) => {
  const actual = await importOriginal<typeof import('isbot')>();
  return {
    ...actual,
    isbot: (userAgent: string) => {
      checked.count += 1;
      return actual.isbot(userAgent);
    },
  };
});

const { GLOBAL_GUARDS, ROUTER_GLOBAL_GUARDS, guardContext, runGuards } = await import('../../runtime/guards/index.ts');

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Mobile Safari/537.36';
const PHONE_CRAWLER =
  'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const anonymous = { loggedIn: false, routerList: [] };
const run = (guards: typeof GLOBAL_GUARDS, url: string, userAgent: string) =>
  runGuards(guards, guardContext({ url, userAgent, session: anonymous }));
const effectsOf = (url: string, userAgent: string, guards: typeof GLOBAL_GUARDS) => {
  const result = run(guards, url, userAgent);
  return result.kind === 'error' ? [] : result.effects;
};

afterEach(() => {
  checked.count = 0;
});

describe('the crawler list in the guards', () => {
  it('is not consulted by a page router for a visitor, on a phone or not, where no prefix is stripped', () => {
    for (const userAgent of [DESKTOP, PHONE]) {
      for (const url of ['/', '/list', '/en/list', '/zh/dashboard/hashrate']) {
        expect(run(ROUTER_GLOBAL_GUARDS, url, userAgent).kind).toBe('continue');
      }
    }
    expect(checked.count).toBe(0);
  });

  it('is consulted where a phone would lose its prefix: a crawler keeps the localized page', () => {
    expect(run(ROUTER_GLOBAL_GUARDS, '/ja/list', PHONE)).toMatchObject({ kind: 'redirect', to: '/list' });
    expect(run(ROUTER_GLOBAL_GUARDS, '/ja/list', PHONE_CRAWLER).kind).toBe('continue');
    expect(checked.count).toBe(2);
  });

  it('marks a crawler for the server render at the edge only', () => {
    const serverRender = { type: 'serverRender' };
    expect(effectsOf('/list', PHONE_CRAWLER, GLOBAL_GUARDS)).toContainEqual(serverRender);
    expect(effectsOf('/list', PHONE, GLOBAL_GUARDS)).not.toContainEqual(serverRender);
    expect(effectsOf('/list', PHONE_CRAWLER, ROUTER_GLOBAL_GUARDS)).not.toContainEqual(serverRender);
    // The router's guards are the edge's, in the same order, but for the crawler mark.
    expect(GLOBAL_GUARDS.filter((guard) => !ROUTER_GLOBAL_GUARDS.includes(guard)).map((guard) => guard.name)).toEqual([
      'seoSsr',
    ]);
  });
});
