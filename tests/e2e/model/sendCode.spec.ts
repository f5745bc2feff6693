import { test } from '@playwright/test';
import { codeRequests } from '../../model/bindings/accountSteps.ts';
import { binding, spec } from '../../model/bindings/sendCode.ts';
import { recordPassedPath } from '../../model/coverage.ts';
import { runFlowPath } from '../../model/driver.ts';
import { flowPaths } from '../../model/flowModel.ts';
import { createPlaywrightDriver } from '../../model/playwrightDriver.ts';
import { pauseBetweenSteps } from './pausedClock.ts';

// The shared sandbox keeps its default slider on the third code request to one account: paths that
// need three run in jsdom only (they pass there with the rules off). Numbered titles: shortened path
// descriptions can coincide, and Playwright refuses duplicate titles.
test.describe('sendCode machine through the UI (model-based, Chromium)', () => {
  for (const [i, path] of flowPaths(spec).entries()) {
    const events = path.steps.map((s) => s.event);
    if (codeRequests(events) >= 3) continue;
    test(`path ${i + 1}: ${path.description}`, async ({ page }) => {
      const driver = await pauseBetweenSteps(page, await createPlaywrightDriver(page));
      await runFlowPath(spec, binding, driver, path);
      recordPassedPath(spec, 'chromium', events);
    });
  }
});
