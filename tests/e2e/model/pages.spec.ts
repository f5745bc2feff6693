import { pageLifecycle } from '../../model/pageLifecycle.ts';
import { DATA_PAGES } from '../../model/pages/index.ts';
import { describeFlowInChromium } from '../../model/playwrightFlow.ts';

// The data pages through the shared page-lifecycle model in the built app. Faults are scoped to each
// test's own browser (the `sandbox_scope` cookie), so parallel workers never take each other's.
for (const page of DATA_PAGES) {
  const { spec, binding } = pageLifecycle(page);
  describeFlowInChromium(spec, binding);
}
