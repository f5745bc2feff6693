import { test } from '@playwright/test';
import { binding, spec } from '../../model/bindings/cashier.ts';
import { recordPassedPath } from '../../model/coverage.ts';
import { runFlowPath } from '../../model/driver.ts';
import { browserPaths } from '../../model/flowModel.ts';
import { createPlaywrightDriver } from '../../model/playwrightDriver.ts';
import { pauseBetweenSteps } from './pausedClock.ts';

// The page's clock stands between steps: a flowing clock let the cashier's 5 s poll fire by itself on a
// busy machine, between a step arming a fault and moving the clock, so a path saw two reads where its
// model has one. Only the steps move it (the waiting state's poll, and the verification modal's reveal).
test.describe('cashier machine through the UI (model-based, Chromium)', () => {
  for (const [i, path] of browserPaths(spec)) {
    test(`path ${i + 1}: ${path.description}`, async ({ page }) => {
      const driver = await pauseBetweenSteps(page, await createPlaywrightDriver(page));
      await runFlowPath(spec, binding, driver, path);
      recordPassedPath(
        spec,
        'chromium',
        path.steps.map((s) => s.event),
      );
    });
  }
});
