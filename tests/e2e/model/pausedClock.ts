import type { Page } from '@playwright/test';
import type { Driver } from '../../model/driver.ts';

/**
 * Chromium's installed clock flows by itself; the account models count seconds exactly, as the jsdom
 * driver's simulated clock does. So the clock is paused from the start and only steps move it: a
 * page load gets 100 ms at a time until the page is up (lazy views reveal on a timer), then stands.
 */
export async function pauseBetweenSteps(page: Page, driver: Driver): Promise<Driver> {
  await page.clock.pauseAt(Date.now() + 1000);
  // Requests in flight: while the page's code or data is on its way, it needs waiting, not its clock.
  let inFlight = 0;
  page.on('request', () => inFlight++);
  page.on('requestfinished', () => inFlight--);
  page.on('requestfailed', () => inFlight--);
  /**
   * Up to 5 s of the page's time (its timers), given only while nothing is loading, and 30 s of real
   * time (its chunks and catalog arriving on a busy machine).
   */
  const settle = async () => {
    const deadline = Date.now() + 30_000;
    let pageMs = 0;
    while (Date.now() < deadline) {
      if (await page.locator('#main').isVisible()) return;
      if (pageMs < 5000 && inFlight <= 0) {
        await page.clock.runFor(100);
        pageMs += 100;
      } else {
        await page.waitForTimeout(50);
      }
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
