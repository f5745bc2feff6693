import { useParams } from '@tanstack/react-router';
import { Suspense } from 'react';
import type { LocalizedRoute } from '../manifest/expand.ts';
import { routes } from '../manifest/routes.ts';
import { DocumentHead } from './documentHead.tsx';
import { layouts, views } from './registry.ts';

/** One localized route on screen: its manifest layout around its lazy view. */
export function RouteView({ route }: { route: LocalizedRoute }) {
  const params = useParams({ strict: false }) as Record<string, string>;
  const entry = routes.find((r) => r.id === route.id);
  if (!entry) throw new Error(`route ${route.id} is not in the manifest`);
  const Layout = layouts[route.layout];
  const View = views[entry.view];
  return (
    <Suspense fallback={null}>
      <DocumentHead route={route} params={params} />
      <Layout route={route}>
        <View route={route} params={params} />
      </Layout>
    </Suspense>
  );
}
