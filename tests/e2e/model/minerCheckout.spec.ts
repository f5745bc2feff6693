import { test } from '@playwright/test';
import { binding, spec } from '../../model/bindings/minerCheckout.ts';
import { recordPassedPath } from '../../model/coverage.ts';
import { runFlowPath } from '../../model/driver.ts';
import { browserPaths } from '../../model/flowModel.ts';
import { createPlaywrightDriver } from '../../model/playwrightDriver.ts';

test.describe('miner checkout machine through the UI (model-based, Chromium)', () => {
  for (const [i, path] of browserPaths(spec)) {
    test(`path ${i + 1}: ${path.description}`, async ({ page }) => {
      await runFlowPath(spec, binding, await createPlaywrightDriver(page), path);
      recordPassedPath(
        spec,
        'chromium',
        path.steps.map((s) => s.event),
      );
    });
  }
});
