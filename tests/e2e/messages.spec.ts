import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

/** The message centre in Chromium: open, page on scroll, read, category change. */

async function json(request: APIRequestContext, method: 'GET' | 'POST', path: string, form?: Record<string, string>) {
  const reply = method === 'GET' ? await request.get(path) : await request.post(path, form ? { form } : undefined);
  return reply.json();
}

/** A new account with `count` messages (the first `unread` unread, categories 1, 2, 3 in turn), signed in. */
async function reader(page: Page, baseURL: string, seed: { count: number; unread: number }): Promise<string> {
  const email = `e2e-msg-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const request = page.request;
  await request.post('/__sandbox/challenges', { data: { rules: [] } });
  await json(request, 'POST', '/user-api/common/sendMailCode', { email, type: 'login' });
  const { code } = await json(request, 'GET', `/__sandbox/outbox?to=${encodeURIComponent(email)}`);
  const login = await json(request, 'POST', '/user-api/login/email', { email, smsCode: code });
  await request.post('/__sandbox/messages', {
    data: {
      email,
      ...seed,
      content: '<p>Payout <b>sent</b></p><img src=x onerror="document.title=\'pwned\'">',
      router: '/list',
    },
  });
  const token = login.data.authToken as string;
  await page.context().addCookies([
    { name: 'auth', value: token, url: baseURL },
    { name: 'cookie-notice-hidden', value: '1', url: baseURL },
    { name: 'guide_hide', value: '1', url: baseURL },
  ]);
  return token;
}

async function unreadOnServer(page: Page, token: string): Promise<number> {
  const reply = await page.request.get('/message-api/common/message/unReadMessageNum', {
    headers: { Authorization: `Bearer ${token}` },
  });
  return (await reply.json()).result;
}

const titles = (page: Page) => page.getByRole('list', { name: 'Message list' }).locator('.message-title');

test('opens from the header, pages on scroll, marks a message read, filters by category', async ({ page, baseURL }) => {
  const token = await reader(page, baseURL ?? '', { count: 12, unread: 2 });
  await page.goto('/en');
  const icon = page.getByRole('button', { name: 'Messages, 2 unread' });
  await expect(icon).toBeVisible();
  await expect(page.getByTestId('message-badge')).toHaveText('2');

  await icon.click();
  const panel = page.getByRole('region', { name: 'Message centre' });
  await expect(panel).toBeVisible();
  await expect(titles(page)).toHaveCount(10);
  await expect(panel.getByText('No more messages')).toHaveCount(0);

  // Scrolled to the bottom of the list: page 2 comes, and the list is complete.
  await page.getByRole('list', { name: 'Message list' }).evaluate((list) => {
    list.scrollTop = list.scrollHeight;
  });
  await expect(titles(page)).toHaveCount(12);
  await expect(panel.getByText('No more messages')).toBeVisible();

  // Opening an unread message: detail with sanitized content and the view link; read here and on the server.
  await page.getByRole('list', { name: 'Message list' }).evaluate((list) => {
    list.scrollTop = 0;
  });
  const first = panel.getByRole('button', { name: /Message 1(?!\d)/ });
  await expect(first.getByRole('img', { name: 'Unread' })).toBeVisible();
  await first.click();
  const detail = panel.getByRole('article', { name: 'Message 1' });
  await expect(detail.locator('.message-content b')).toHaveText('sent');
  expect(await detail.innerHTML()).not.toContain('onerror');
  await expect(detail.getByRole('link', { name: 'View' })).toHaveAttribute('href', '/en/list');
  await expect(first.getByRole('img', { name: 'Unread' })).toHaveCount(0);
  await expect(page.getByTestId('message-badge')).toHaveText('1');
  await expect.poll(() => unreadOnServer(page, token)).toBe(1);
  expect(await page.title()).not.toBe('pwned');
  await first.click();
  await expect(detail).toHaveCount(0);

  // Category "Earnings" (category 2): four of the twelve, from page 1, at the top, no detail open.
  await first.click();
  await panel.getByRole('tab', { name: 'Earnings' }).click();
  await expect(panel.getByRole('tab', { name: 'Earnings' })).toHaveAttribute('aria-selected', 'true');
  await expect(titles(page)).toHaveText(['Message 2', 'Message 5', 'Message 8', 'Message 11']);
  await expect(panel.getByRole('article')).toHaveCount(0);
  expect(await page.getByRole('list', { name: 'Message list' }).evaluate((list) => list.scrollTop)).toBe(0);

  // The view button goes to its page and closes the popup.
  await panel.getByRole('button', { name: /Message 2(?!\d)/ }).click();
  await panel.getByRole('link', { name: 'View' }).click();
  await expect(page).toHaveURL(/\/en\/list$/);
  await expect(panel).toHaveCount(0);
});

test('polls the unread count every 60 s on the page clock', async ({ page, baseURL }) => {
  await page.clock.install();
  const token = await reader(page, baseURL ?? '', { count: 1, unread: 1 });
  await page.goto('/en');
  await expect(page.getByTestId('message-badge')).toHaveText('1');
  const info = await (
    await page.request.get('/user-api/user/info', { headers: { Authorization: `Bearer ${token}` } })
  ).json();
  await page.request.post('/__sandbox/messages', { data: { email: info.data.email, count: 3, unread: 3 } });
  await page.clock.runFor(59_000);
  await expect(page.getByTestId('message-badge')).toHaveText('1');
  await page.clock.runFor(1_000);
  await expect(page.getByTestId('message-badge')).toHaveText('4');
});

test('an account without messages sees "No more messages"', async ({ page, baseURL }) => {
  await reader(page, baseURL ?? '', { count: 1, unread: 0 });
  await page.goto('/ja');
  await page.getByRole('button', { name: /^メッセージ/ }).click();
  const panel = page.getByRole('region', { name: 'メッセージセンター' });
  await panel.getByRole('tab', { name: '収益' }).click();
  await expect(panel.getByText('これ以上メッセージはありません')).toBeVisible();
});
