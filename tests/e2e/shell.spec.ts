import { expect, type Page, test } from '@playwright/test';

/** The shell in Chromium: header, language switch, footer and policy modal, right bar, banners, sizing. */

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

const header = (page: Page) => page.locator('header.site-header');
const footer = (page: Page) => page.locator('footer.site-footer');

async function hideCookieNotice(page: Page, baseURL: string | undefined) {
  await page.context().addCookies([{ name: 'cookie-notice-hidden', value: '1', url: baseURL ?? '' }]);
}

const LANGUAGES = [
  {
    locale: 'en',
    path: '/en',
    nav: ['Mining', 'Services', 'About', 'News', 'More', 'Download App'],
    footer: ['Products', 'Company', 'Support'],
    privacy: 'Privacy policy',
    privacyTitle: 'Privacy Policy',
    login: 'Log in',
  },
  {
    locale: 'ja',
    path: '/ja',
    nav: ['マイニング', 'サービス', '会社情報', 'ニュース', 'その他', 'アプリをダウンロード'],
    footer: ['製品', '会社', 'サポート'],
    privacy: 'プライバシーポリシー',
    privacyTitle: 'Privacy Policy',
    login: 'ログイン',
  },
  {
    locale: 'zh',
    path: '/zh',
    nav: ['挖矿', '服务', '关于', '新闻', '更多', '下载 App'],
    footer: ['产品', '公司', '支持'],
    privacy: '隐私政策',
    privacyTitle: '隐私政策',
    login: '登录',
  },
];

for (const lang of LANGUAGES) {
  test(`header, footer and policy modal in ${lang.locale}`, async ({ page, baseURL }) => {
    await hideCookieNotice(page, baseURL);
    await page.goto(lang.path);
    for (const name of lang.nav) await expect(header(page).getByRole('button', { name, exact: true })).toBeVisible();
    await expect(header(page).getByRole('button', { name: lang.login })).toBeVisible();
    for (const name of lang.footer) await expect(footer(page).getByRole('heading', { name })).toBeVisible();

    await footer(page).getByRole('button', { name: lang.privacy }).click();
    const dialog = page.getByRole('dialog', { name: lang.privacyTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('.policy-text')).toBeVisible();
    // Spec section 9: the agreement modal is 800 px wide.
    expect((await dialog.boundingBox())?.width).toBe(800);
    // The hostile CMS markup did not run or survive.
    expect(await dialog.locator('.policy-text').innerHTML()).not.toMatch(/onerror|javascript:/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
}

test('the mining menu opens on hover with three product types and hosting', async ({ page }) => {
  await page.goto('/list');
  await header(page).getByRole('button', { name: 'Mining', exact: true }).hover();
  const menu = page.locator('.nav-panel-mining');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link')).toHaveCount(4);
  await expect(menu.getByRole('link', { name: /Stable plans/ })).toHaveAttribute('href', '/list#goodType3');
  await menu.getByRole('link', { name: /Full plans/ }).click();
  await expect(page).toHaveURL(/\/list#goodType1$/);
});

test('Download App shows a 200 px QR code of the Android URL on hover', async ({ page }) => {
  await page.goto('/');
  await header(page).getByRole('button', { name: 'Download App' }).hover();
  const qr = page.locator('.download-qr svg');
  await expect(qr).toBeVisible();
  const box = await qr.boundingBox();
  expect([box?.width, box?.height]).toEqual([200, 200]);
  await expect(qr).toHaveAttribute('data-url', 'https://download.fufu.example/android/fufu-cloud-mining.apk');
  await expect(page.getByRole('link', { name: 'More download options' })).toHaveAttribute('href', '/download');
});

test('the language switch changes the page in place, keeps the query and writes the locale cookie', async ({
  page,
}) => {
  await page.goto('/ja/list?from=nav');
  await page.evaluate(() => {
    (window as unknown as { samePage: boolean }).samePage = true;
  });
  const translations = page.waitForRequest((r) => r.url().includes('/i18n/translations?lang=hk'));
  await header(page).getByRole('button', { name: '言語：日本語' }).click();
  await page.getByRole('link', { name: '繁體中文' }).click();
  await expect(page).toHaveURL(/\/sg\/list\?from=nav$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('雲端挖礦方案');
  await translations;
  // No reload: the window is the same one.
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  const cookies = await page.context().cookies();
  const locale = cookies.find((c) => c.name === 'locale');
  expect(locale?.value).toBe('sg');
  expect((locale?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
});

test('the right bar shows the January activity through 2024-01-31', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2024-01-31T12:00:00Z'));
  await page.goto('/list');
  const bar = page.getByRole('complementary', { name: 'Quick links' });
  await expect(bar.getByRole('link', { name: 'January activity' })).toBeVisible();
  await page.clock.setFixedTime(new Date('2024-02-01T00:00:01Z'));
  await page.reload();
  await expect(bar.getByRole('link', { name: 'What is cloud mining?' })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'January activity' })).toHaveCount(0);
});

test('the bottom ad sits 80 px up over the cookie notice, then at the bottom; the notice is kept for a year', async ({
  page,
}) => {
  await page.goto('/list');
  const ad = page.getByRole('complementary', { name: 'Offer' });
  await expect(ad).toBeVisible();
  const viewport = page.viewportSize()?.height ?? 0;
  const above = await ad.boundingBox();
  // 80 px offset plus the ad's own 12 px margin.
  expect(viewport - ((above?.y ?? 0) + (above?.height ?? 0))).toBe(92);
  await page.getByRole('region', { name: 'Cookies' }).getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('region', { name: 'Cookies' })).toBeHidden();
  await expect(ad).toHaveAttribute('data-offset', '0');
  const below = await ad.boundingBox();
  expect(viewport - ((below?.y ?? 0) + (below?.height ?? 0))).toBe(12);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'cookie-notice-hidden');
  expect(Math.round(((cookie?.expires ?? 0) - Date.now() / 1000) / 86400)).toBe(365);
  await ad.getByRole('button', { name: 'Close offer' }).click();
  await expect(ad).toBeHidden();
});

test('root font is 10vw on phones and 57.6 px from 576 px up; the header collapses into a menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const rootFont = () => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
  expect(await rootFont()).toBe('39px');
  await expect(header(page).getByRole('button', { name: 'Mining', exact: true })).toBeHidden();
  await header(page).getByRole('button', { name: 'Open menu' }).click();
  await expect(header(page).getByRole('button', { name: 'Mining', exact: true })).toBeVisible();
  await page.setViewportSize({ width: 576, height: 844 });
  expect(await rootFont()).toBe('57.6px');
  await page.setViewportSize({ width: 1366, height: 900 });
  expect(await rootFont()).toBe('57.6px');
});

test.describe('mobile browsers', () => {
  test.use({ userAgent: IPHONE_UA, viewport: { width: 390, height: 844 } });

  test("the app banner tries the app, then opens the device's store after 3 s", async ({ page }) => {
    // The App Store of the dictionary (sandbox: an example address), answered here: no network.
    await page.route('https://apps.apple.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>App Store</title>' }),
    );
    await page.clock.install();
    await page.goto('/list');
    const banner = page.getByRole('complementary', { name: 'FuFu app' });
    await expect(banner).toBeVisible();
    // From here on time moves only when the test says so.
    await page.clock.pauseAt(Date.now() + 60_000);
    await banner.getByRole('button', { name: 'Open app' }).click();
    await expect(banner.getByRole('button', { name: 'Opening…' })).toBeDisabled();
    await page.clock.runFor(2999);
    await expect(page).toHaveURL(/\/list$/);
    await page.clock.runFor(1);
    await expect(page).toHaveURL('https://apps.apple.example/app/fufu-cloud-mining/id000000000');
  });

  test('the app banner can be closed', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('complementary', { name: 'FuFu app' });
    await banner.getByRole('button', { name: 'Close' }).click();
    await expect(banner).toHaveCount(0);
  });
});

test('no app banner on desktop browsers', async ({ page }) => {
  await page.goto('/list');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'FuFu app' })).toHaveCount(0);
});

test('the list page shows each kind at its anchor with plan details', async ({ page, baseURL }) => {
  await hideCookieNotice(page, baseURL);
  await page.goto('/list#goodType3');
  const stable = page.locator('#goodType3');
  await expect(stable.getByRole('listitem')).toHaveCount(2);
  await expect(stable).toBeInViewport();
  const card = page.locator('[data-goods-id="g-full-s21-360"]');
  await expect(card).toContainText('200 TH/s');
  await expect(card).toContainText('360 days');
  await expect(card).toContainText('Estimated output');
  await card.getByRole('link', { name: /View plan/ }).click();
  await expect(page).toHaveURL(/\/full\/detail\/g-full-s21-360$/);
});
