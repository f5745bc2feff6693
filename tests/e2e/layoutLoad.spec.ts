import { expect, type Page, test } from '@playwright/test';
import { signInSeeded } from './seededSession.ts';

/**
 * A route's modules (its page's view and loader, its layout) are asked for together by its loader (decision
 * 125): the layout's chunks go out with the page's, before the page's reads, not once React renders the
 * layout after them.
 */

/** The paths of the page's requests, in the order the browser started them. */
function requestsOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => seen.push(new URL(request.url()).pathname));
  return seen;
}

const firstIndex = (seen: string[], pattern: RegExp) => seen.findIndex((path) => pattern.test(path));

test('a navigation to a page of another layout asks for that layout before the page reads its data', async ({
  page,
}) => {
  // The login page's layout is not the site's: its logo leads to the home page, in the site's layout.
  await page.goto('/accounts/login/email');
  const logo = page.locator('.login-header').getByRole('link', { name: 'FuFu Cloud Mining' });
  await expect(logo).toBeVisible();
  const seen = requestsOf(page);
  await logo.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('contentinfo')).toBeAttached();

  const layoutChunk = firstIndex(seen, /^\/assets\/siteLayout-[\w-]+\.js$/);
  const pageRead = firstIndex(seen, /\/floatGoods\/list$/);
  expect(layoutChunk).toBeGreaterThan(-1);
  expect(pageRead).toBeGreaterThan(-1);
  expect(layoutChunk).toBeLessThan(pageRead);
});

test("a signed-in page's first load asks for its layout before the page reads its data", async ({ page, baseURL }) => {
  await signInSeeded(page, baseURL, 'alice@example.com', 'Alice2024!', { cookieNotice: true, rightGuide: true });
  const seen = requestsOf(page);
  await page.goto('/dashboard/hashrate');
  await expect(page.getByRole('region', { name: 'Summary' }).and(page.locator('[data-read="loaded"]'))).toBeVisible();

  const layoutChunk = firstIndex(seen, /^\/assets\/siteLayout-[\w-]+\.js$/);
  const pageRead = firstIndex(seen, /\/hashrate\/count$/);
  expect(layoutChunk).toBeGreaterThan(-1);
  expect(pageRead).toBeGreaterThan(-1);
  expect(layoutChunk).toBeLessThan(pageRead);
});
