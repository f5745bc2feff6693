import { expect, type Locator, test } from '@playwright/test';
import { signInSeeded } from './seededSession.ts';

/**
 * What lies below the fold is left out of a page's first layout (decision 123): charts, data tables and the
 * footer are `content-visibility: auto`, laid out and painted when they come near the viewport. The
 * signed-in hashrate page on a phone: its summary is in view, its charts, orders and footer are not. The
 * charts are drawn only as they come within a screen of the viewport (decision 126).
 */
test.use({ viewport: { width: 412, height: 823 } });

/** True when the element's content is skipped (not laid out or painted) for its `content-visibility: auto`. */
const skipped = (locator: Locator) =>
  locator.evaluate((element) => {
    const content = element.firstElementChild;
    if (!content) throw new Error('the element has no content to skip');
    return !content.checkVisibility({ contentVisibilityAuto: true });
  });

test('the hashrate page lays out its charts, orders and footer only as they come into view', async ({
  page,
  baseURL,
}) => {
  await signInSeeded(page, baseURL, 'alice@example.com', 'Alice2024!', { cookieNotice: true, rightGuide: true });
  const chartLibrary: string[] = [];
  page.on('request', (request) => {
    if (/\/uPlot[^/]*\.js$/.test(request.url())) chartLibrary.push(request.url());
  });
  await page.goto('/dashboard/hashrate');
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary.and(page.locator('[data-read="loaded"]'))).toBeVisible();
  // The second chart: the first starts about one screen below the summary, where Chromium may already draw it.
  const chart = page.locator('figure.ui-chart').last();
  const orders = page.locator('section.ui-data-table').first();
  const footer = page.getByRole('contentinfo');
  await expect(chart).toBeAttached();
  await expect(orders).toBeAttached();

  expect(await skipped(summary)).toBe(false);
  expect(await skipped(chart)).toBe(true);
  expect(await skipped(orders)).toBe(true);
  expect(await skipped(footer)).toBe(true);
  // Skipped content is still the page's: in the accessibility tree, and its data table is there for screen readers.
  await expect(footer.getByRole('link', { name: 'Miner marketplace' })).toHaveCount(1);
  await expect(chart.getByRole('table')).toHaveCount(1);

  // Nor is a chart drawn before its reader scrolls towards it (decision 126): its library is not even loaded.
  await page.waitForLoadState('networkidle');
  expect(chartLibrary).toEqual([]);
  await expect(page.locator('.ui-chart-canvas canvas')).toHaveCount(0);

  // Scrolled to, the chart is laid out and drawn at its frame's full width.
  await chart.scrollIntoViewIfNeeded();
  await expect.poll(() => skipped(chart)).toBe(false);
  const frame = await chart.locator('.ui-chart-canvas').boundingBox();
  const canvas = chart.locator('.ui-chart-canvas canvas');
  await expect(canvas).toBeVisible();
  expect(Math.round((await canvas.boundingBox())?.width ?? 0)).toBe(Math.round(frame?.width ?? -1));

  await footer.scrollIntoViewIfNeeded();
  await expect.poll(() => skipped(footer)).toBe(false);
});

test('a printed chart is its data table, drawn or not', async ({ page, baseURL }) => {
  await signInSeeded(page, baseURL, 'alice@example.com', 'Alice2024!', { cookieNotice: true, rightGuide: true });
  await page.goto('/dashboard/hashrate');
  const chart = page.locator('figure.ui-chart').last();
  const table = chart.getByRole('table');
  await expect(table).toHaveCount(1);
  const shown = () =>
    table.evaluate((element) => {
      const style = getComputedStyle(element);
      return { position: style.position, clip: style.clip };
    });
  // On screen the table is for screen readers only (clipped out of the flow); the second chart, below the
  // fold, is not drawn.
  expect(await shown()).toEqual({ position: 'absolute', clip: 'rect(0px, 0px, 0px, 0px)' });
  await expect(chart.locator('.ui-chart-canvas')).toBeVisible();
  await expect(chart.locator('.ui-chart-canvas canvas')).toHaveCount(0);

  await page.emulateMedia({ media: 'print' });
  await expect(chart.locator('.ui-chart-canvas')).toBeHidden();
  expect(await shown()).toEqual({ position: 'static', clip: 'auto' });
  expect((await table.boundingBox())?.height).toBeGreaterThan(100);
  await expect(table.getByRole('row').first()).toContainText('Time (UTC)');
});
