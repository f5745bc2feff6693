import { expect, test } from '@playwright/test';

test.describe('home page through every layer', () => {
  test('/ renders English with plans from the sandbox', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bitcoin cloud mining, made simple');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const plans = page.getByRole('list', { name: 'Stable plans' }).getByRole('listitem');
    // The sandbox seeds two stable plans on sale; the ended one must not be listed.
    await expect(plans).toHaveCount(2);
    await expect(plans.first()).toContainText('S21 Stable 30 days');
    await expect(plans.first()).toContainText('Antminer S21');
    await expect(page.getByText('S19XP Stable 30 days')).toHaveCount(0);
  });

  test('/ja renders Japanese and sends the language to the API', async ({ page }) => {
    const request = page.waitForRequest((r) => r.url().includes('/floatGoods/list'));
    await page.goto('/ja');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ビットコインのクラウドマイニングをシンプルに');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    expect((await request).headers()['current-language']).toBe('ja');
    await expect(page.getByRole('list', { name: 'ステーブルプラン' }).getByRole('listitem')).toHaveCount(2);
    await expect(page.getByText('30日間', { exact: true })).toBeVisible();
  });

  test('/en renders English and links keep the /en prefix', async ({ page }) => {
    await page.goto('/en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bitcoin cloud mining, made simple');
    await expect(page.getByRole('link', { name: 'FuFu Cloud Mining' })).toHaveAttribute('href', '/en');
    await expect(page.getByRole('list', { name: 'Stable plans' }).getByRole('listitem')).toHaveCount(2);
  });

  test('/sg is traditional Chinese and is sent to the API as hk', async ({ page }) => {
    const request = page.waitForRequest((r) => r.url().includes('/floatGoods/list'));
    await page.goto('/sg');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('比特幣雲端挖礦，簡單易用');
    expect((await request).headers()['current-language']).toBe('hk');
  });

  test('an unknown path answers 404 and shows the localized not-found page', async ({ page }) => {
    const response = await page.goto('/zh/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('找不到此页面')).toBeVisible();
  });

  test('the language switcher moves between home pages', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/de$/);
    // The switch merges the over-the-air translations (sandbox/content/translations.ts) over the catalog.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bitcoin-Cloud-Mining – ganz einfach');
  });
});
