import { expect, type Page, test } from '@playwright/test';

/**
 * A token the server has ended (signed out on another device), decision 048: on a public page the visitor
 * stays where they are, signed out, with the cookie cleared; a page that needs login sends them to it,
 * the page remembered.
 */
async function endedSession(page: Page, baseURL: string): Promise<void> {
  const login = await page.request.post('/user-api/login/email', {
    form: { email: 'alice@example.com', passwd: 'Alice2024!' },
  });
  const token = (await login.json()).data.authToken as string;
  await page.request.post('/__sandbox/sessions/revoke', { data: { token } });
  await page.context().addCookies([
    { name: 'auth', value: token, url: baseURL },
    { name: 'cookie-notice-hidden', value: '1', url: baseURL },
  ]);
}

const authCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'auth');

test('on a public page the visitor stays, signed out, and the cookie is cleared', async ({ page, baseURL }) => {
  await endedSession(page, baseURL ?? '');
  await page.goto('/de/points');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Anmelden' })).toBeVisible();
  // The page's own prompt for visitors, and no login modal over it.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(new URL(page.url()).pathname).toBe('/de/points');
  expect(await authCookie(page)).toBeUndefined();
});

test('a page that needs login sends the visitor to it, the page remembered', async ({ page, baseURL }) => {
  await endedSession(page, baseURL ?? '');
  await page.goto('/ja/dashboard/order');
  await expect(page).toHaveURL(/\/ja\/?\?redirect=%2Fja%2Fdashboard%2Forder$/);
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await authCookie(page)).toBeUndefined();
});
