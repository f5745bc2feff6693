import { test } from '@playwright/test';
import { binding, spec } from '../../model/bindings/cashier.ts';
import { recordPassedPath } from '../../model/coverage.ts';
import { runFlowPath } from '../../model/driver.ts';
import { flowPaths } from '../../model/flowModel.ts';
import { createPlaywrightDriver } from '../../model/playwrightDriver.ts';

// The clock flows (lazy views and the verification modal reveal on timers); a step takes far less
// than the cashier's 5 s poll, so the polls that count are the ones the steps make by moving the clock.
test.describe('cashier machine through the UI (model-based, Chromium)', () => {
  for (const [i, path] of flowPaths(spec).entries()) {
    test(`path ${i + 1}: ${path.description}`, async ({ page }) => {
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
