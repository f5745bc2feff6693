// @vitest-environment jsdom
import { pageLifecycle } from '../../model/pageLifecycle.ts';
import { DATA_PAGES } from '../../model/pages/index.ts';
import { describeFlow } from '../../model/vitestFlow.ts';

// Every data page outside the dashboard (storefront, the app's webviews, mobile pages) through the shared
// page-lifecycle model; the dashboard's are in dashboardPages.test.tsx.
for (const page of DATA_PAGES.filter((p) => !p.route.startsWith('dashboard'))) {
  const { spec, binding } = pageLifecycle(page);
  describeFlow(spec, binding);
}
