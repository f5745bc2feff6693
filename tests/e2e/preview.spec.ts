import { expect, type Page, test } from '@playwright/test';

/**
 * Decision 093 in Chromium, against the edge server that sends anonymous visitors their page's preview
 * (playwright.config.ts: the E2E port + 1): the preview is what the visitor reads first, styled and
 * inert; the app renders behind it and takes its place without a shift, and then works as usual.
 */
const PREVIEW_ORIGIN = `http://localhost:${Number(process.env.E2E_PORT ?? 3100) + 1}`;

test.use({ baseURL: PREVIEW_ORIGIN });

/** The edge renders a page for the next visitor after sending the first one the shell. */
async function warm(page: Page, path: string) {
  await expect
    .poll(async () => (await (await page.request.get(path)).text()).includes('data-preview'), { timeout: 15_000 })
    .toBe(true);
}

/** Holds the app's entry script back until the returned function is called, so the preview is seen alone. */
async function holdAppScript(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The sum of layout shifts the page has seen, as Lighthouse counts CLS (shifts without recent input). */
function layoutShifts(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}

test('the plan list arrives as a styled, inert preview and the app takes its place without a shift', async ({
  page,
}) => {
  await warm(page, '/list');
  const release = await holdAppScript(page);
  await page.goto('/list', { waitUntil: 'commit' });
  const preview = page.locator('#root[data-preview]');
  await expect(preview.locator('main#main')).toBeVisible();
  await expect(preview).toHaveAttribute('inert', '');
  // Styled by the list's own stylesheet, named in the head by the edge: the plan sections are laid out.
  const section = preview.locator('section[id^="goodType"]').first();
  await expect(section).toBeVisible();
  expect(await page.locator('head link[rel="stylesheet"][href*="listPage"]').count()).toBe(1);
  // The head's stylesheets hold the first paint back until they are in; a measurement must wait for them too.
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet !== null),
  );
  const before = await section.boundingBox();

  release();
  await expect(page.locator('[data-preview]')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator('.app-behind-preview')).toHaveCount(0);
  await expect(page.locator('#root')).toHaveCount(1);
  await expect(page.locator('main#main')).toHaveCount(1);
  const after = await page.locator('#root section[id^="goodType"]').first().boundingBox();
  expect(after?.y).toBe(before?.y);
  expect(after?.height).toBe(before?.height);
  expect(await layoutShifts(page)).toBeLessThanOrEqual(0.02);
});

test('after the swap the app is live: a footer link moves in place and the login dialog takes input', async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  await warm(page, '/');
  await page.goto('/');
  await expect(page.locator('[data-preview]')).toHaveCount(0, { timeout: 20_000 });
  // A marker on window survives only a move in place (a full load would lose it).
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
  await page.locator('footer.site-footer a[href*="/list"]').first().click();
  await expect(page).toHaveURL(/\/list/);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await page.locator('header.site-header').getByRole('button', { name: 'Log in' }).click();
  const email = page.getByRole('dialog').getByRole('textbox').first();
  await email.fill('visitor@example.com');
  await expect(email).toHaveValue('visitor@example.com');
  // The app's script, asked for by the preview's inline loader after the first paint, ran under the CSP.
  expect(refused).toEqual([]);
  // And it was asked for only once the first contentful paint was on screen (a script requested before it
  // counts against the paint in Lighthouse's simulation).
  const [paint, requested] = await page.evaluate(() => [
    performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((r) =>
      /\/assets\/index-[^/]*\.js$/.test(r.name),
    )?.startTime ?? Number.NaN,
  ]);
  expect(requested).toBeGreaterThanOrEqual(paint);
});

test('the login page preview cannot take input before the app is there', async ({ page }) => {
  await warm(page, '/accounts/login/email');
  const release = await holdAppScript(page);
  await page.goto('/accounts/login/email', { waitUntil: 'commit' });
  const field = page.locator('#root[data-preview] input').first();
  await expect(field).toBeVisible();
  // Inert: focus cannot land in the preview, so nothing typed there could be lost in the swap.
  await field.click({ force: true });
  expect(await page.evaluate(() => document.activeElement?.closest('[data-preview]') ?? null)).toBeNull();
  release();
  await expect(page.locator('[data-preview]')).toHaveCount(0, { timeout: 20_000 });
  await page.getByRole('textbox').first().fill('late@example.com');
  await expect(page.getByRole('textbox').first()).toHaveValue('late@example.com');
});
