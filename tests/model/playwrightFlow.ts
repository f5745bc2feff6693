import { test } from '@playwright/test';
import type { AnyStateMachine } from 'xstate';
import { recordPassedPath } from './coverage.ts';
import { type FlowBinding, runFlowPath } from './driver.ts';
import { type FlowPath, type FlowSpec, flowPaths } from './flowModel.ts';
import { createPlaywrightDriver } from './playwrightDriver.ts';

/** The same planned paths as in jsdom, in Chromium against the built app (optionally a subset). */
export function describeFlowInChromium<M extends AnyStateMachine>(
  spec: FlowSpec<M>,
  binding: FlowBinding<M>,
  options: { only?: (path: FlowPath) => boolean } = {},
): void {
  const paths = flowPaths(spec).filter(options.only ?? (() => true));
  test.describe(`${spec.machine.id} machine through the UI (model-based, Chromium)`, () => {
    // Numbered: two paths may shorten to the same description, and Playwright refuses equal titles.
    for (const [index, path] of paths.entries()) {
      test(`${index + 1}. ${path.description || '(initial state)'}`, async ({ page }) => {
        const driver = await createPlaywrightDriver(page);
        await runFlowPath(spec, binding, driver, path);
        recordPassedPath(
          spec,
          'chromium',
          path.steps.map((s) => s.event),
        );
      });
    }
  });
}
