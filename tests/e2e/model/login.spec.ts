import { test } from '@playwright/test';
import { binding, spec } from '../../model/bindings/login.ts';
import { recordPassedPath } from '../../model/coverage.ts';
import { runFlowPath } from '../../model/driver.ts';
import { browserPaths } from '../../model/flowModel.ts';
import { createPlaywrightDriver } from '../../model/playwrightDriver.ts';
import { pauseBetweenSteps } from './pausedClock.ts';

// Numbered titles: shortened path descriptions can coincide, and Playwright refuses duplicate titles.
test.describe('login machine through the UI (model-based, Chromium)', () => {
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
