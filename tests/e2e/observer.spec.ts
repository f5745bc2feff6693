import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';

/**
 * A pool observer link in Chromium (issue #20, "Done when"): the owner creates a link that shows the
 * workers only; a signed-out visitor in a fresh browser sees the workers and no earnings; once the owner
 * deletes it, the link shows nothing but the 404 page. The account is fresh (the sandbox is shared).
 */

const HIDDEN_NOTICES = (baseURL: string) => [
  { name: 'cookie-notice-hidden', value: '1', url: baseURL },
  { name: 'guide_hide', value: '1', url: baseURL },
];

async function json<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const reply = method === 'GET' ? await request.get(path) : await request.post(path, { data });
  return (await reply.json()) as T;
}

/** A fresh account signed in, with a sub-account of 12 workers and 35 days of history; its name. */
async function poolOwner(page: Page, baseURL: string): Promise<string> {
  const email = `e2e-observer-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const request = page.request;
  await request.post('/__sandbox/challenges', { data: { exempt: [email] } });
  await request.post('/user-api/common/sendMailCode', { form: { email, type: 'login' } });
  const { code } = await json<{ code: string }>(request, 'GET', `/__sandbox/outbox?to=${encodeURIComponent(email)}`);
  const login = await (await request.post('/user-api/login/email', { form: { email, smsCode: code } })).json();
  const { name } = await json<{ name: string }>(request, 'POST', '/__sandbox/pool', {
    account: email,
    workers: 12,
    daysAgo: 35,
  });
  await page
    .context()
    .addCookies([{ name: 'auth', value: login.data.authToken, url: baseURL }, ...HIDDEN_NOTICES(baseURL)]);
  return name;
}

/** A browser of its own, never signed in (no cookies but the notices'). */
async function visitor(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await context.addCookies(HIDDEN_NOTICES(baseURL));
  return context.newPage();
}

test('an observer link with workers only: a signed-out visitor sees workers, no earnings; deleted, it shows nothing', async ({
  page,
  browser,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const subAccount = await poolOwner(page, base);

  // The owner creates a link that shows the workers (the dashboard always), not the earnings, for 24 hours.
  await page.goto(`/dashboard/pool/observerUrl?sub=${subAccount}`);
  await expect(page.getByRole('region', { name: 'Observer links' })).toHaveAttribute('data-read', 'empty');
  const form = page.getByRole('form', { name: 'Create an observer link' });
  await form.getByRole('checkbox', { name: 'Workers' }).check();
  await expect(form.getByRole('checkbox', { name: 'Earnings' })).not.toBeChecked();
  await form.getByLabel('Valid for').selectOption('24h');
  await form.getByRole('button', { name: 'Create link' }).click();
  await expect(form.getByText('Observer link created. Copy it and share it:')).toBeVisible();
  const url = (await form.locator('code.pool-url').textContent()) ?? '';
  expect(url).toMatch(new RegExp(`^${base}/observer/[0-9a-f]{32}$`));
  const item = page.getByRole('listitem', { name: 'Observer link 1' });
  await expect(item).toContainText('Shows: Dashboard, Workers');

  // Opened signed out in a fresh browser: the dashboard and the workers, nothing about earnings.
  const observer = await visitor(browser, base);
  await observer.goto(url);
  await expect(
    observer.getByRole('heading', { level: 1, name: `Sub-account ${subAccount} (read-only)` }),
  ).toBeVisible();
  await expect(observer.getByRole('region', { name: 'Observer view' })).toHaveAttribute('data-read', 'loaded');
  await expect(observer.getByText('Workers online')).toBeVisible();
  const workers = observer.getByRole('region', { name: 'Workers' });
  await expect(workers).toHaveAttribute('data-read', 'loaded');
  await expect(workers.getByRole('rowheader').first()).toHaveText(new RegExp(`^${subAccount}\\.`));
  await expect(observer.getByRole('region', { name: 'Earnings' })).toHaveCount(0);
  await expect(observer.getByText('Balance', { exact: true })).toHaveCount(0);
  await expect(observer.getByText('Total paid', { exact: true })).toHaveCount(0);
  // No way into the owner's account from here.
  await expect(observer.getByRole('link', { name: 'Observer links' })).toHaveCount(0);

  // The owner deletes the link: from then on it is the 404 page, with no data.
  await item.getByRole('button', { name: 'Delete link 1' }).click();
  await expect(page.getByText('Link deleted: it shows nothing any more.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Observer links' })).toHaveAttribute('data-read', 'empty');

  await observer.reload();
  await expect(observer.getByText('This page could not be found')).toBeVisible();
  await expect(observer.getByRole('heading', { name: new RegExp(subAccount) })).toHaveCount(0);
  await expect(observer.getByRole('region', { name: 'Workers' })).toHaveCount(0);
  await expect(observer.getByText('Workers online')).toHaveCount(0);
  await observer.context().close();
});
