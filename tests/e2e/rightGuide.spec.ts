import { expect, type Page, test } from '@playwright/test';
import { signInSeeded } from './seededSession.ts';

/** The right guide in Chromium: liaisonFlag 0, chat, dismissal, the 3-day guide_hide cookie. */

const signIn = (page: Page, baseURL: string, email: string, passwd: string) =>
  signInSeeded(page, baseURL, email, passwd, { cookieNotice: true });

async function guideHideCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === 'guide_hide');
}

const guide = (page: Page) => page.getByRole('complementary', { name: 'Personal guide' });

test('hidden while chatting; closing the chat hides it for 3 days', async ({ page, baseURL }) => {
  await signIn(page, baseURL ?? '', 'liaison@example.com', 'Liaison2024');
  await page.goto('/en');
  await expect(guide(page)).toBeVisible();
  await guide(page).getByRole('button', { name: 'Chat with us' }).click();
  const chat = page.getByRole('dialog', { name: 'Customer service' });
  await expect(chat).toBeVisible();
  await expect(guide(page)).toHaveCount(0);
  expect(await guideHideCookie(page)).toBeUndefined();
  await chat.getByRole('button', { name: 'Close chat' }).click();
  await expect(guide(page)).toHaveCount(0);
  const cookie = await guideHideCookie(page);
  expect(cookie?.value).toBe('1');
  // Spec section 9: guide_hide lasts 259200 s.
  const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(259_200 - 120);
  expect(lifetime).toBeLessThanOrEqual(259_200);
  await page.reload();
  await expect(page.getByRole('button', { name: /^Messages/ })).toBeVisible();
  await expect(guide(page)).toHaveCount(0);
});

test('dismissing hides it; users with an account manager never see it', async ({ page, baseURL }) => {
  await signIn(page, baseURL ?? '', 'liaison@example.com', 'Liaison2024');
  await page.goto('/ja/list');
  const ja = page.getByRole('complementary', { name: '個別ガイド' });
  await expect(ja).toBeVisible();
  await ja.getByRole('button', { name: 'ガイドを3日間表示しない' }).click();
  await expect(ja).toHaveCount(0);
  expect((await guideHideCookie(page))?.value).toBe('1');

  await page.context().clearCookies();
  await signIn(page, baseURL ?? '', 'alice@example.com', 'Alice2024!');
  await page.goto('/en');
  await expect(page.getByRole('button', { name: /^Messages/ })).toBeVisible();
  await expect(guide(page)).toHaveCount(0);
});
