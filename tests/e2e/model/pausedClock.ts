import type { Page } from '@playwright/test';
import type { Driver } from '../../model/driver.ts';

/**
 * Chromium's installed clock flows by itself; the account models count seconds exactly, as the jsdom
 * driver's simulated clock does. So the clock is paused from the start and only steps move it: a
 * page load gets 100 ms at a time until the page is up (lazy views reveal on a timer), then stands.
 */
export async function pauseBetweenSteps(page: Page, driver: Driver): Promise<Driver> {
  await page.clock.pauseAt(Date.now() + 1000);
  const settle = async () => {
    for (let i = 0; i < 50; i++) {
      if (await page.locator('#main').isVisible()) return;
      await page.clock.runFor(100);
    }
    throw new Error('the page did not come up');
  };
  /**
   * A fresh page may still open lazily loaded views (the login modal of `?redirect=`): once the
   * network is quiet, React's reveal of loaded content (timers, up to 300 ms) gets its time. Only on
   * a visit, which starts a path before any countdown runs.
   */
  const revealLazy = async () => {
    await page.waitForLoadState('networkidle').catch(() => {});
    for (let i = 0; i < 4; i++) await page.clock.runFor(100);
  };
  return {
    ...driver,
    visit: async (url) => {
      await driver.visit(url);
      await settle();
      await revealLazy();
    },
    reload: async () => {
      await driver.reload();
      await settle();
    },
  };
}
