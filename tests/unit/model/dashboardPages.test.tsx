// @vitest-environment jsdom
import { pageLifecycle } from '../../model/pageLifecycle.ts';
import { DATA_PAGES } from '../../model/pages/index.ts';
import { describeFlow } from '../../model/vitestFlow.ts';

// The signed-in dashboard's data pages through the shared page-lifecycle model (loading, loaded, empty or
// not found, failed, retry). The other data pages are in storefrontPages.test.tsx: two files of about the
// same length, so the two workers share them.
for (const page of DATA_PAGES.filter((p) => p.route.startsWith('dashboard'))) {
  const { spec, binding } = pageLifecycle(page);
  describeFlow(spec, binding);
}
