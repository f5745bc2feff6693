// @vitest-environment jsdom
import { createMemoryHistory, isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { expandRoutes } from '../../manifest/expand.ts';
import { createAppRouter, RouteError } from '../../runtime/router/tree.tsx';

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
  it('picks the same route as the manifest matcher for every localized route', () => {
    const { router } = makeRouter('/');
    for (const route of expandRoutes()) {
      const sample = route.path.replace(/\{([^}]+)\}/g, '7');
      const [, , found] = router.getMatchedRoutes(sample);
      expect(found?.options.staticData?.localized?.path, sample).toBe(route.path);
    }
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
