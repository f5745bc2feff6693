// @vitest-environment jsdom
import { vi } from 'vitest';

import { pageLifecycle } from '../../model/pageLifecycle.ts';
import { DATA_PAGES } from '../../model/pages/index.ts';
import { describeFlow } from '../../model/vitestFlow.ts';

// jsdom draws no canvas (the pool dashboard has a chart).
vi.mock('uplot', () => import('../../model/fakeUplot.ts'));

// The data pages through the shared page-lifecycle model (loading, loaded, empty or not found, failed, retry).
for (const page of DATA_PAGES) {
  const { spec, binding } = pageLifecycle(page);
  describeFlow(spec, binding);
}
