import { expect, type Page, test } from '@playwright/test';
import { compiledCatalogs } from '../../server/catalogPartsBuild.ts';
import { signInSeeded } from './seededSession.ts';

/**
 * The built app's catalogs come in parts (decision 127): a page fetches the messages of the chunks it loads,
 * in the language on screen, and a language switched to in place gets every part loaded so far. A message
 * whose part did not arrive would show as its id.
 */
let ids = new Set<string>();
test.beforeAll(async () => {
  ids = new Set(Object.keys((await compiledCatalogs()).get('en') ?? {}));
});

/** Every part the page fetches, as `<part>.<locale>` with its size, and any whole catalog. */
function recordCatalogs(page: Page) {
  const parts: { name: string; bytes: number }[] = [];
  const whole: string[] = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    const part = url.pathname.match(/^\/assets\/i18n\/([0-9a-f]{12}\.[a-z]{2})\.json$/);
    if (part?.[1]) parts.push({ name: part[1], bytes: (await response.body()).byteLength });
    if (/\/messages-[^/]*\.js$/.test(url.pathname)) whole.push(url.pathname);
  });
  return { parts, whole };
}

/** The page's parts in a language: the first one asked for fails (a dropped connection), later ones load. */
async function failFirstPart(page: Page, locale: string): Promise<{ failed: () => boolean; loads: () => number }> {
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  let failed = false;
  await page.route(new RegExp(`/assets/i18n/[0-9a-f]{12}\\.${locale}\\.json$`), (route) => {
    if (failed) return route.continue();
    failed = true;
    return route.abort('connectionfailed');
  });
  return { failed: () => failed, loads: () => loads };
}

/** Words of the page's text that are message ids. */
async function idsShown(page: Page): Promise<string[]> {
  const words = (await page.locator('body').innerText()).split(/\s+/);
  return words.filter((word) => ids.has(word));
}

test("the signed-in hashrate page in Japanese fetches its chunks' parts in Japanese only, not a whole catalog", async ({
  page,
  baseURL,
}) => {
  await signInSeeded(page, baseURL, 'alice@example.com', 'Alice2024!', { cookieNotice: true, rightGuide: true });
  const fetched = recordCatalogs(page);
  await page.goto('/ja/dashboard/hashrate');
  await expect(page.locator('[data-read="loaded"]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(fetched.whole).toEqual([]);
  expect(fetched.parts.length).toBeGreaterThan(5);
  expect(fetched.parts.every((part) => part.name.endsWith('.ja'))).toBe(true);
  // The whole Japanese catalog is about 230 KB; the page's messages are a small share of it.
  const bytes = fetched.parts.reduce((sum, part) => sum + part.bytes, 0);
  expect(bytes).toBeLessThan(60_000);
  await expect(page.getByRole('main')).toContainText(/[\u3040-\u30ff\u4e00-\u9fff]/);
  expect(await idsShown(page)).toEqual([]);
});

test('a language switched to in place gets the parts already loaded, and a page opened after it gets its own', async ({
  page,
}) => {
  const fetched = recordCatalogs(page);
  await page.goto('/list');
  await expect(page.locator('[data-read="loaded"]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const english = fetched.parts.filter((part) => part.name.endsWith('.en')).map((part) => part.name.slice(0, 12));
  expect(english.length).toBeGreaterThan(3);

  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/list$/);
  await expect(page.getByRole('button', { name: 'Sprache: Deutsch' })).toBeVisible();
  // The test hears of each response a moment after the page has it.
  const german = () => fetched.parts.filter((part) => part.name.endsWith('.de')).map((part) => part.name.slice(0, 12));
  await expect.poll(german).toEqual(expect.arrayContaining(english));
  expect(await idsShown(page)).toEqual([]);

  // A page whose chunks were not loaded before the switch: its parts come in German.
  const before = fetched.parts.length;
  const listHeading = await page.getByRole('heading', { level: 1 }).innerText();
  // By keyboard: the cookie notice and the offer float over the footer.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Rechner' }).first().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/de\/calculator$/);
  // Moved in place: the document's load events are long past, so the new page is waited for by its heading.
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(listHeading);
  await expect.poll(() => fetched.parts.length).toBeGreaterThan(before);
  const after = fetched.parts.slice(before);
  expect(after.every((part) => part.name.endsWith('.de'))).toBe(true);
  expect(await idsShown(page)).toEqual([]);
  expect(fetched.whole).toEqual([]);
});

test('a language whose parts cannot be fetched is not switched to: the page stays as it was and says so', async ({
  page,
}) => {
  await page.goto('/list');
  await expect(page.locator('[data-read="loaded"]').first()).toBeVisible();
  const heading = await page.getByRole('heading', { level: 1 }).innerText();
  await page.route(/\/assets\/i18n\/[0-9a-f]{12}\.de\.json$/, (route) => route.abort('connectionfailed'));
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page.getByRole('alert')).toHaveText('The language could not be changed. Please try again.');
  // A failed fetch is not a failed chunk: nothing reloads, and nothing of the page has changed.
  await expect(page).toHaveURL(/\/list$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.getByRole('button', { name: 'Language: English' })).toBeVisible();
  expect(await idsShown(page)).toEqual([]);

  // Once the parts can be fetched, the same choice works.
  await page.unroute(/\/assets\/i18n\/[0-9a-f]{12}\.de\.json$/);
  // The pointer leaves the menu (which closes it), and comes back to open it again.
  await page.mouse.move(10, 600);
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/list$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test("a page whose chunk's part cannot be fetched loads again, as for a chunk that cannot be downloaded", async ({
  page,
}) => {
  await page.goto('/list');
  await expect(page.locator('[data-read="loaded"]').first()).toBeVisible();
  const network = await failFirstPart(page, 'en');
  // By keyboard: the cookie notice and the offer float over the footer.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Mining calculator' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(network.loads).toBe(1);
  expect(network.failed()).toBe(true);
  await expect(page).toHaveURL(/\/calculator$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await idsShown(page)).toEqual([]);
});

test('a first load whose catalog part cannot be fetched loads again instead of staying blank', async ({ page }) => {
  const network = await failFirstPart(page, 'fr');
  await page.goto('/fr/list');
  await expect.poll(network.loads).toBe(2);
  expect(network.failed()).toBe(true);
  await expect(page.locator('[data-read="loaded"]').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await idsShown(page)).toEqual([]);
});
