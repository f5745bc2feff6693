// @vitest-environment jsdom
import { createMemoryHistory, isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { expandRoutes } from '../../manifest/expand.ts';
import { routes } from '../../manifest/routes.ts';
import { createMatcher } from '../../runtime/router/match.ts';
import { createAppRouter, LOCALE_PARAM, pageParams, RouteError } from '../../runtime/router/tree.tsx';

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36';

function makeRouter(
  url: string,
  loggedIn = false,
  goods: { goodsStatus: number; supportPlatform: string[] } | null = null,
) {
  const effects: string[] = [];
  const router = createAppRouter({
    RouteComponent: () => null,
    NotFound: () => null,
    ErrorComponent: () => null,
    sessionSummary: () => ({ loggedIn, routerList: [] }),
    browserFacts: () => ({ userAgent: DESKTOP, acceptLanguage: 'en', cookieHeader: '', country: '' }),
    goodsInfo: async (goodsId) => (goods ? { goodsId, ...goods } : null),
    onEffects: (list) => effects.push(...list.map((e) => e.type)),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  return { router, effects };
}

describe('the TanStack tree built from the manifest', () => {
  it('picks the same entry and locale as the manifest matcher for every localized route', () => {
    const { router } = makeRouter('/');
    const resolve = createMatcher();
    // Values that look like locales or static segments must not move a URL to another entry.
    // '' leaves optional params out (`/pay/confirm` beside `/pay/confirm/coupons`).
    for (const value of ['7', 'ja', 'en', 'news', 'detail', 'coupons', '']) {
      for (const route of expandRoutes()) {
        const sample = value ? route.path.replace(/\{([^}]+)\}/g, value) : route.path.replace(/\/\{([^}]+)\}/g, '');
        const expected = resolve(sample);
        if (!expected) continue; // the value misses the param's pattern: the 404 page, whatever TanStack picks
        const [, params, found] = router.getMatchedRoutes(sample);
        expect(found?.options.staticData?.routeId, sample).toBe(expected.route.id);
        expect(params[LOCALE_PARAM], sample).toBe(expected.route.unprefixed ? undefined : expected.route.locale);
        expect(pageParams(params), sample).toEqual(expected.params);
      }
    }
  });

  it('one TanStack route per manifest entry: the locale is an optional first segment', () => {
    const { router } = makeRouter('/');
    expect(Object.keys(router.routesById).length).toBe(routes.length + 1); // and the root
  });

  it('an unknown locale segment is not found, and the page renders the localized route it matched', async () => {
    const unknown = makeRouter('/xx/news').router;
    await unknown.load();
    expect(unknown.state.matches.some((m) => isNotFound(m.error))).toBe(true);
    const ja = makeRouter('/ja/news').router;
    await ja.load();
    expect(ja.state.matches.some((m) => isNotFound(m.error))).toBe(false);
  });

  it('runs the route guards in beforeLoad: a visitor is sent home with the target remembered', async () => {
    const { router, effects } = makeRouter('/fr/dashboard/wallet');
    await router.load();
    expect(router.state.location.href).toBe(`/fr?redirect=${encodeURIComponent('/fr/dashboard/wallet')}`);
    expect(effects).toContain('pageView');
  });

  it('a known path has no not-found; a parameter that misses its pattern is not found', async () => {
    const ok = makeRouter('/news/12').router;
    await ok.load();
    expect(ok.state.matches.some((m) => isNotFound(m.error))).toBe(false);
    const { router } = makeRouter('/news/abc');
    await router.load();
    // TanStack hands a notFound() thrown in beforeLoad to the nearest notFoundComponent (the root's).
    expect(router.state.matches.some((m) => isNotFound(m.error))).toBe(true);
  });

  it('detailCheck errors reach the error component as RouteError(404, 2001)', async () => {
    const { router } = makeRouter('/easy/detail/g-gone', false, { goodsStatus: 2, supportPlatform: ['WEB'] });
    await router.load();
    const failed = router.state.matches.find((m) => m.status === 'error');
    expect(failed?.error).toBeInstanceOf(RouteError);
    expect(failed?.error).toMatchObject({ status: 404, detail: 2001 });
  });
});
