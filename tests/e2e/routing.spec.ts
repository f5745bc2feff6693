import { expect, test } from '@playwright/test';
import { signInSeeded } from './seededSession.ts';

test.describe('routing engine in the browser', () => {
  test('a guarded page sends a visitor home and remembers the target', async ({ page }) => {
    await page.goto('/ja/dashboard/order?tab=2');
    await expect(page).toHaveURL(`/ja?redirect=${encodeURIComponent('/ja/dashboard/order?tab=2')}`);
    // The Japanese home, with the login modal open over it for the remembered target.
    await expect(page.locator('h1')).toHaveText('ビットコインのクラウドマイニングをシンプルに');
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('a signed-in visitor (auth cookie) passes the guard and the dashboard opens on hashrate', async ({
    page,
    baseURL,
  }) => {
    // A real session: the storefront checks the token with the API before the guards see it.
    await signInSeeded(page, baseURL, 'nocoupon@example.com', 'NoCoupon1');
    await page.goto('/de/dashboard');
    await expect(page).toHaveURL('/de/dashboard/hashrate');
    // The hashrate dashboard itself, in German (no longer a placeholder).
    await expect(page.getByRole('heading', { level: 1, name: 'Meine Hashrate' })).toBeVisible();
  });

  test('/hk/list moves to /sg/list, in traditional Chinese with hreflang alternates', async ({ page }) => {
    await page.goto('/hk/list?from=old');
    await expect(page).toHaveURL('/sg/list?from=old');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('雲端挖礦方案');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/sg\/list$/);
    await expect(page.locator('link[rel="alternate"][hreflang="zh-Hans"]')).toHaveAttribute('href', /\/zh\/list$/);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /:\d+\/list$/);
  });

  test('a parameter that misses its pattern is the 404 page, with status and site title', async ({ page }) => {
    const response = await page.goto('/news/not-a-number');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await expect(page).toHaveTitle('404 - FuFu Cloud Mining');
  });

  test('a missing required parameter is a 404 too', async ({ page }) => {
    const response = await page.goto('/ko/pay/g-1');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('이 페이지를 찾을 수 없습니다')).toBeVisible();
  });
});

test.describe('goods detail pages (detailCheck against the sandbox)', () => {
  test('goods on sale show the page', async ({ page }) => {
    await page.goto('/easy/detail/g-easy-s21-180');
    await expect(page.getByRole('region', { name: 'Plan', exact: true })).toHaveAttribute('data-read', 'loaded');
    await expect(page.getByRole('link', { name: 'Buy now' })).toHaveAttribute('href', /^\/pay\/g-easy-s21-180\/\d+$/);
  });

  test('discontinued goods show the notice with a button to the list', async ({ page }) => {
    await page.goto('/fr/easy/detail/g-discontinued');
    await expect(page.getByText("Ce produit n'est plus proposé.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voir les offres disponibles' })).toHaveAttribute('href', '/fr/list');
    await expect(page).toHaveTitle('404 - FuFu Minage Cloud');
  });

  test('app-only goods show a 160 px QR code on desktop', async ({ page }) => {
    await page.goto('/easy/detail/g-app-only');
    const qr = page.getByRole('img', { name: 'QR code to open this product in the app' });
    await expect(qr).toHaveAttribute('width', '160');
  });

  test('app-only goods send mobile browsers to detailShareMid', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      baseURL,
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    });
    const page = await context.newPage();
    await page.goto('/zh/easy/detail/g-app-only');
    await expect(page).toHaveURL('/zh/detailShareMid?goodsId=g-app-only');
    await context.close();
  });
});
