import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/**
 * Accessibility: axe-core finds no serious or critical violation on the storefront's main screens,
 * at desktop and phone widths.
 */
const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} (${viewport.width} px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('home', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('list', { name: 'Stable plans' }).getByRole('listitem')).toHaveCount(2);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('list', async ({ page }) => {
      await page.goto('/ja/list');
      await expect(page.locator('#goodType1').getByRole('listitem')).toHaveCount(1);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('404 page', async ({ page }) => {
      await page.goto('/zh/no-such-page');
      await expect(page.getByText('找不到此页面')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('login modal', async ({ page }) => {
      await page.goto(`/?redirect=${encodeURIComponent('/dashboard/order')}`);
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('message centre', async ({ page, request, context, baseURL }) => {
      const login = await request.post('/user-api/login/email', {
        form: { email: 'alice@example.com', passwd: 'Alice2024!' },
      });
      const token = (await login.json()).data.authToken as string;
      await context.addCookies([
        { name: 'auth', value: token, url: baseURL ?? '' },
        { name: 'cookie-notice-hidden', value: '1', url: baseURL ?? '' },
      ]);
      await page.goto('/list');
      if (viewport.width < 1240) await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('button', { name: /^Messages/ }).click();
      const list = page.getByRole('list', { name: 'Message list' });
      await expect(list.getByRole('listitem').first()).toBeVisible();
      // With a message's detail open too.
      await list.getByRole('button').first().click();
      await expect(page.locator('.message-detail')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('policy modal', async ({ page }) => {
      await page.goto('/');
      // The bottom ad floats over the footer's last row until it is closed.
      await page.getByRole('button', { name: 'Close offer' }).click();
      await page.locator('footer').getByRole('button', { name: 'Privacy policy' }).click();
      await expect(page.getByRole('dialog', { name: 'Privacy Policy' }).locator('.policy-text')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
