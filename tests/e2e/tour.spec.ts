import { expect, type Page, test } from '@playwright/test';

/** The guided tour in Chromium: a newcomer on the list page, five steps, status '1' posted. */

async function newcomer(page: Page, baseURL: string): Promise<string> {
  const email = `e2e-tour-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const request = page.request;
  await request.post('/__sandbox/challenges', { data: { rules: [] } });
  await request.post('/user-api/common/sendMailCode', { form: { email, type: 'login' } });
  const { code } = await (await request.get(`/__sandbox/outbox?to=${encodeURIComponent(email)}`)).json();
  const login = await (await request.post('/user-api/login/email', { form: { email, smsCode: code } })).json();
  const token = login.data.authToken as string;
  await page.context().addCookies([
    { name: 'auth', value: token, url: baseURL },
    { name: 'cookie-notice-hidden', value: '1', url: baseURL },
  ]);
  return token;
}

async function guideUnset(page: Page, token: string): Promise<boolean> {
  const reply = await page.request.get('/v1/app/auth/user/guide/status?feedbackType=registerMissionGuide', {
    headers: { Authorization: `Bearer ${token}` },
  });
  return (await reply.json()).result;
}

test('walks a newcomer through five steps on the list page and does not start again', async ({ page, baseURL }) => {
  const token = await newcomer(page, baseURL ?? '');
  await page.goto('/en/list');
  const tour = page.getByRole('dialog', { name: 'Guided tour' });
  const steps = [
    ['Task area', 'task'],
    ['Choose cloud mining', 'mining'],
    ['Your account assets', 'assets'],
    ['Mining calculator', 'calculator'],
    ['Customer service', 'service'],
  ] as const;
  for (const [index, [title, target]] of steps.entries()) {
    await expect(tour.getByText(`Step ${index + 1} of 5`)).toBeVisible();
    await expect(tour.getByRole('heading')).toHaveText(title);
    if (target) await expect(page.locator(`[data-tour="${target}"]`)).toHaveClass(/tour-highlight/);
    await tour.getByRole('button', { name: index === 4 ? 'Finish' : 'Next' }).click();
  }
  await expect(tour).toHaveCount(0);
  await expect.poll(() => guideUnset(page, token)).toBe(false);

  await page.reload();
  await expect(page.getByRole('button', { name: /^Messages/ })).toBeVisible();
  await expect(tour).toHaveCount(0);
});

test('skipping ends the tour for good; home does not start it', async ({ page, baseURL }) => {
  const token = await newcomer(page, baseURL ?? '');
  await page.goto('/en');
  await expect(page.getByRole('button', { name: /^Messages/ })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Guided tour' })).toHaveCount(0);
  await page.goto('/en/task');
  await page.getByRole('dialog', { name: 'Guided tour' }).getByRole('button', { name: 'Skip tour' }).click();
  await expect.poll(() => guideUnset(page, token)).toBe(false);
});
