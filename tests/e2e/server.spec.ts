import { expect, test } from '@playwright/test';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

test.describe('edge server in Chromium', () => {
  test('the storefront runs under the Content-Security-Policy without a single violation', async ({ page }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
    });
    const response = await page.goto('/ja');
    expect(response?.headers()['content-security-policy']).toContain("'sha256-");
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ビットコインのクラウドマイニングをシンプルに');
    await expect(page.locator('[data-goods-id]').first()).toBeVisible();
    expect(refused).toEqual([]);
  });

  test('a crawler without JavaScript reads the localized page and its plans', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, userAgent: GOOGLEBOT });
    const page = await context.newPage();
    await page.goto('/sg/list');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('雲端挖礦方案');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
    await expect(page.getByRole('heading', { name: 'S21 Easy 180天' })).toBeVisible();
    await expect(page.locator('link[rel="alternate"][hreflang="ja"]')).toHaveAttribute('href', /\/ja\/list$/);
    await context.close();
  });

  test('a visitor from CN lands on the forbid page in their language', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      baseURL,
      locale: 'ko-KR',
      extraHTTPHeaders: { 'CF-IPCountry': 'CN' },
    });
    const page = await context.newPage();
    const response = await page.goto('/ko/list');
    expect(response?.status()).toBe(451);
    await expect(page).toHaveURL('/forbid.html');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('귀하의 지역에서는 이용할 수 없습니다');
    await context.close();
  });
});
