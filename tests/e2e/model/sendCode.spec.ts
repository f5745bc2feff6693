import { test } from '@playwright/test';
import { binding, spec } from '../../model/bindings/sendCode.ts';
import { recordPassedPath } from '../../model/coverage.ts';
import { runFlowPath } from '../../model/driver.ts';
import { browserPaths, type FlowPath } from '../../model/flowModel.ts';
import { createPlaywrightDriver } from '../../model/playwrightDriver.ts';
import { pauseBetweenSteps } from './pausedClock.ts';

// Each path's fresh account is exempted from the shared sandbox's default slider (the binding's start).
// A path where the server refuses a send and says how many seconds are left runs in jsdom only: the
// other worker's tests move the shared sandbox clock, so that number is not exact here.
// Numbered titles: shortened path descriptions can coincide, and Playwright refuses duplicate titles.
const refusedWithSeconds = (path: FlowPath) =>
  path.steps.some((s) => (s.event as { output?: { sent?: boolean } }).output?.sent === false);

test.describe('sendCode machine through the UI (model-based, Chromium)', () => {
  for (const [i, path] of browserPaths(spec, (p) => !refusedWithSeconds(p))) {
    const events = path.steps.map((s) => s.event);
    test(`path ${i + 1}: ${path.description}`, async ({ page }) => {
      const driver = await pauseBetweenSteps(page, await createPlaywrightDriver(page));
      await runFlowPath(spec, binding, driver, path);
      recordPassedPath(spec, 'chromium', events);
    });
  }
});
