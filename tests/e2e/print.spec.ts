import { expect, test } from '@playwright/test';
import { signInSeeded } from './seededSession.ts';

/**
 * On paper a page is its content: a customer printing a dashboard page (orders, a statement) gets the page,
 * not the site's header, footer, dashboard navigation or what floats over it (views/styles/shell.css,
 * views/ui/ui.css). Charts print as their tables (tests/e2e/belowFold.spec.ts).
 */
test('a printed dashboard page is its content, across the page', async ({ page, baseURL }) => {
  // The cookie notice and the right guide left on, to see them left off paper.
  await signInSeeded(page, baseURL, 'alice@example.com', 'Alice2024!');
  await page.goto('/dashboard/order');
  const main = page.getByRole('main');
  await expect(main.locator('[data-read="loaded"]').first()).toBeVisible();
  const header = page.locator('header[class^="site-header"]');
  const navigation = page.getByRole('navigation', { name: 'Dashboard' });
  const footer = page.getByRole('contentinfo');
  const notice = page.getByRole('region', { name: 'Cookies' });
  for (const part of [header, navigation, notice]) await expect(part).toBeVisible();
  await expect(footer).toBeAttached();
  const onScreen = (await main.boundingBox())?.width ?? 0;

  await page.emulateMedia({ media: 'print' });
  for (const part of [header, navigation, footer, notice]) await expect(part).toBeHidden();
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  // The content takes the page's width that the navigation and the margins took on screen.
  const viewport = page.viewportSize()?.width ?? 0;
  const content = page.locator('.ui-dashboard-content');
  expect((await content.boundingBox())?.width ?? 0).toBeGreaterThan(Math.min(onScreen, viewport) - 1);
  expect((await content.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(viewport - 2);
});
