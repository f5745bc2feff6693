import { useSearch } from '@tanstack/react-router';
import { Suspense } from 'react';
import type { LocalizedRoute } from '../manifest/expand.ts';
import { routes } from '../manifest/routes.ts';
import { usePageParams } from '../runtime/router/tree.tsx';
import { DocumentHead } from './documentHead.tsx';
import { layouts, pages } from './registry.ts';

/** The manifest entry's page module of a localized route. */
export function pageOf(route: LocalizedRoute) {
  const entry = routes.find((r) => r.id === route.id);
  if (!entry) throw new Error(`route ${route.id} is not in the manifest`);
  return pages[entry.view];
}

/** One localized route on screen: its manifest layout around its lazy view. */
export function RouteView({ route }: { route: LocalizedRoute }) {
  const params = usePageParams();
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const Layout = layouts[route.layout];
  const View = pageOf(route).view;
  return (
    <Suspense fallback={null}>
      <DocumentHead route={route} params={params} />
      <Layout route={route}>
        <View route={route} params={params} search={search} />
      </Layout>
    </Suspense>
  );
}
