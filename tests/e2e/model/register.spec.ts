import { test } from '@playwright/test';
import { runs } from '../../model/bindings/register.ts';
import { recordPassedPath } from '../../model/coverage.ts';
import { runFlowPath } from '../../model/driver.ts';
import { browserPaths } from '../../model/flowModel.ts';
import { createPlaywrightDriver } from '../../model/playwrightDriver.ts';
import { pauseBetweenSteps } from './pausedClock.ts';

// Every path of the three arrivals (modal by email, phone page from an inv_ link, modal from a uni- link).
// Each registers its own fresh account and scopes its held or failed replies to it, so the shared sandbox
// is never reset. Numbered titles: shortened path descriptions can coincide, and Playwright refuses duplicates.
test.describe('register machine through the UI (model-based, Chromium)', () => {
  for (const run of runs) {
    test.describe(run.name, () => {
      for (const [i, path] of browserPaths(run.spec)) {
        test(`path ${i + 1}: ${path.description}`, async ({ page }) => {
          const driver = await pauseBetweenSteps(page, await createPlaywrightDriver(page));
          await runFlowPath(run.spec, run.binding, driver, path);
          recordPassedPath(
            run.spec,
            'chromium',
            path.steps.map((s) => s.event),
          );
        });
      }
    });
  }
});
