import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signInSeeded } from './seededSession.ts';

/**
 * Accessibility: axe-core finds no serious or critical violation on the storefront's main screens,
 * at desktop and phone widths.
 */
const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/**
 * Storefront pages and what tells they are loaded: the region of their main read, or the heading of a
 * page that has no read of its own.
 */
const PAGES: ReadonlyArray<{ path: string; ready?: string; heading?: string }> = [
  { path: '/easy', ready: 'Easy plans on sale' },
  { path: '/easy/detail/g-easy-s21-180', ready: 'Plan' },
  { path: '/free/detail/g-free-trial', ready: 'Free trial plan' },
  { path: '/calculator', ready: "Today's network figures" },
  { path: '/minerSale', ready: 'Miner batches' },
  { path: '/minerSale/s19xp', ready: 'Antminer S19 XP' },
  { path: '/miner', ready: 'Miner models' },
  { path: '/rental', ready: 'Rental plans' },
  { path: '/Miner-Enhancing', ready: 'Models and typical gains' },
  { path: '/mining', ready: 'Network today' },
  { path: '/supplier-list', ready: 'Suppliers' },
  { path: '/content', ready: 'Academy articles' },
  { path: '/topic/what-is-bitcoin-cloud-mining', ready: 'Worked example' },
  { path: '/content/what-is-bitcoin-mining', ready: 'Article' },
  { path: '/protocol/BFFUSERTERM_EN', ready: 'Agreement' },
  { path: '/pool', ready: 'Pool statistics' },
  { path: '/FuFuMinerOS', ready: 'Models and downloads' },
  { path: '/aboutus', ready: 'Company profile' },
  { path: '/investors', ready: 'Investor reports' },
  { path: '/coop', heading: 'Work with us' },
  { path: '/bitmain', heading: 'Bitmain miner coupons' },
  { path: '/task', ready: 'Missions and check-in' },
  { path: '/points', heading: 'FuFu Points' },
  { path: '/vip', ready: 'VIP levels' },
  { path: '/download', ready: 'App downloads' },
  { path: '/detailShareMid?goodsId=g-app-only', ready: 'Shared plan' },
  { path: '/subject/invite?inviteCode=ALICE1', ready: 'Invite rewards' },
  // Campaigns (the sandbox clock is today's: November's campaign runs, Pizza Day 2024 has ended).
  { path: '/activity/NovemberActivity', ready: 'Campaign' },
  { path: '/activity/2024MayPizza', ready: 'Campaign ranking' },
  { path: '/activity/newcomers', ready: 'Campaign' },
  { path: '/activity/shortHashrate', ready: 'Campaign' },
  { path: '/activity/invitee?code=ALICE1', ready: 'How invitations work' },
  { path: '/app/protocol?agreementId=BFFPRIVACY_EN', ready: 'Agreement' },
];

/**
 * axe's serious and critical violations on the page as it is now. `axe.run` in the page itself (legacy mode):
 * the default runs axe per frame and merges the results in a new blank page, twice the time, and these
 * pages have no frames. Only violations come back (passing nodes are not listed).
 */
async function seriousViolations(page: Page) {
  expect(page.frames(), 'legacy mode checks the top frame only').toHaveLength(1);
  // `options` replaces what `withTags` set, so it comes first.
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode()
    .analyze();
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

    test('message centre', async ({ page, baseURL }) => {
      await signInSeeded(page, baseURL, 'alice@example.com', 'Alice2024!', { cookieNotice: true });
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

    test('checkout and cashier', async ({ page, baseURL }) => {
      await signInSeeded(page, baseURL, 'secure@example.com', 'Secure2024', { cookieNotice: true, rightGuide: true });
      await page.goto('/de/pay/g-full-s21-360/1');
      await expect(page.getByRole('button', { name: 'Bestellung aufgeben' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBeLessThanOrEqual(0);
    });
  });
}

/**
 * The storefront's data pages: a page is ready when its main read shows loaded. Each is opened once and
 * checked at desktop width, then resized to a phone's: the layout follows the width in CSS alone, so the
 * resized page is what a phone shows. At 390 px nothing may scroll the page sideways.
 */
test.describe('data pages (1366 px, then 390 px)', () => {
  const [desktop, phone] = VIEWPORTS;
  test.use({ viewport: { width: desktop.width, height: desktop.height } });
  for (const { path, ready, heading } of PAGES) {
    test(`page ${path}`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'cookie-notice-hidden', value: '1', url: baseURL ?? '' }]);
      await page.goto(path);
      await expect(
        ready
          ? page.getByRole('region', { name: ready }).and(page.locator('[data-read="loaded"]')).first()
          : page.getByRole('heading', { level: 1, name: heading }),
      ).toBeVisible();
      expect(await seriousViolations(page), `at ${desktop.width} px`).toEqual([]);
      await page.setViewportSize({ width: phone.width, height: phone.height });
      expect(await seriousViolations(page), `at ${phone.width} px`).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

/** The app's signed-in pages, on a phone (where the app shows them), as alice (VIP 2, with invited friends). */
const APP_PAGES: ReadonlyArray<{ path: string; ready: string }> = [
  { path: '/app/vip', ready: 'Your VIP level' },
  { path: '/app/vip/record', ready: 'Level changes' },
  { path: '/app/vip/rules', ready: 'VIP levels' },
  { path: '/app/task', ready: 'Missions and check-in' },
  { path: '/app/inviteActivity', ready: 'Campaign' },
  { path: '/app/inviteActivity/detail', ready: 'Your invitations' },
  { path: '/app/inviteFer', ready: 'Your referral rewards' },
  { path: '/app/inviteFer/detail', ready: 'Earnings history' },
];

test.describe('app pages (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const { path, ready } of APP_PAGES) {
    test(`page ${path}`, async ({ page, baseURL }) => {
      await signInSeeded(page, baseURL, 'alice@example.com', 'Alice2024!');
      await page.goto(path);
      await expect(
        page.getByRole('region', { name: ready }).and(page.locator('[data-read="loaded"]')).first(),
      ).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBeLessThanOrEqual(0);
    });
  }
});
