import { expect, type Page, test } from '@playwright/test';

/**
 * The account side of the dashboard in Chromium (issue #19, done-when): a withdrawal confirmed with the
 * fund password, one over the balance refused with no record, KYC level 1 submitted and approved with
 * the limit raised, and a nickname change greeting the customer after a reload. Each journey has its own
 * fresh account (the sandbox is shared).
 */
const FUND_PASSWORD = '135790';
const ETH_TO = `0x${'ab'.repeat(20)}`;

async function json<T>(page: Page, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const reply = method === 'GET' ? await page.request.get(path) : await page.request.post(path, { data });
  return (await reply.json()) as T;
}

/** A fresh account signed in through a code login, with the wallet a test asks for. */
async function customer(page: Page, baseURL: string, wallet: Record<string, unknown> = {}): Promise<string> {
  const email = `e2e-acct-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  await page.request.post('/__sandbox/challenges', { data: { exempt: [email] } });
  await page.request.post('/user-api/common/sendMailCode', { form: { email, type: 'login' } });
  const { code } = await json<{ code: string }>(page, 'GET', `/__sandbox/outbox?to=${encodeURIComponent(email)}`);
  const login = await (await page.request.post('/user-api/login/email', { form: { email, smsCode: code } })).json();
  if (Object.keys(wallet).length > 0) await json(page, 'POST', '/__sandbox/wallet', { account: email, ...wallet });
  await page.context().addCookies([
    { name: 'auth', value: login.data.authToken, url: baseURL },
    { name: 'cookie-notice-hidden', value: '1', url: baseURL },
    { name: 'guide_hide', value: '1', url: baseURL },
  ]);
  return email;
}

function withdrawCard(page: Page) {
  return page.getByRole('region', { name: 'Withdraw', exact: true });
}

async function loadedWallet(page: Page) {
  await page.goto('/dashboard/wallet');
  await expect(
    page.getByRole('region', { name: 'Wallet balances' }).and(page.locator('[data-read="loaded"]')),
  ).toBeVisible();
}

test('a withdrawal confirmed with the fund password leaves the balance once and is tracked', async ({
  page,
  baseURL,
}) => {
  const email = await customer(page, baseURL ?? '', { balanceUsd: '100.00', kycLevel: 1, fundPassword: FUND_PASSWORD });
  await loadedWallet(page);
  const card = withdrawCard(page);
  await card.getByLabel('Receiving address').fill(ETH_TO);
  await card.getByLabel('Amount (USDT)').fill('40');
  await card.getByRole('button', { name: 'Review withdrawal' }).click();
  const review = page.getByRole('region', { name: 'Review the withdrawal' });
  await expect(review).toContainText('Deducted from your balance41.00 USDT');
  await review.getByRole('button', { name: 'Confirm withdrawal' }).click();
  const verification = page.getByRole('dialog', { name: 'Security verification' });
  await verification.getByLabel('Fund password').fill(FUND_PASSWORD);
  await expect(page.getByRole('heading', { name: /^Withdrawal W\d+$/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Withdrawal status' })).toContainText('Submitted');
  await expect(page.getByTestId('balance-USDT')).toHaveText('59.00 USDT');
  const wallet = await json<{ balanceUsd: string; entries: { kind: string }[] }>(
    page,
    'GET',
    `/__sandbox/wallet?account=${encodeURIComponent(email)}`,
  );
  expect(wallet.balanceUsd).toBe('59.00');
  expect(wallet.entries.filter((entry) => entry.kind === 'withdrawal')).toHaveLength(1);
});

test('a withdrawal over the balance is refused with a message, and nothing is recorded', async ({ page, baseURL }) => {
  const email = await customer(page, baseURL ?? '', { balanceUsd: '100.00', kycLevel: 1, fundPassword: FUND_PASSWORD });
  await loadedWallet(page);
  const card = withdrawCard(page);
  await card.getByLabel('Receiving address').fill(ETH_TO);
  await card.getByLabel('Amount (USDT)').fill('99.50');
  await card.getByRole('button', { name: 'Review withdrawal' }).click();
  await expect(card.getByRole('alert')).toContainText('more than your available balance');
  // What was typed stays.
  await expect(card.getByLabel('Amount (USDT)')).toHaveValue('99.50');
  const wallet = await json<{ balanceUsd: string; entries: { kind: string }[] }>(
    page,
    'GET',
    `/__sandbox/wallet?account=${encodeURIComponent(email)}`,
  );
  expect(wallet.balanceUsd).toBe('100.00');
  expect(wallet.entries.some((entry) => entry.kind === 'withdrawal')).toBe(false);
});

test('KYC level 1: submitted, approved by the review, and the purchase limit rises', async ({ page, baseURL }) => {
  const email = await customer(page, baseURL ?? '');
  await page.goto('/dashboard/kyc/kycBase');
  await expect(page.getByRole('option', { name: 'Germany' })).toBeAttached();
  await page.getByLabel('Issuing country').selectOption('DE');
  await page.getByLabel('Document type').selectOption('idCard');
  await page.getByLabel('Full name').fill('Erika Mustermann');
  await page.getByLabel('Document number').fill('L01X00T47');
  await page.getByLabel('Date of birth').fill('1990-08-12');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('region', { name: 'Document photos' })).toBeVisible();
  const jpeg = Buffer.alloc(40_000, 7);
  jpeg.set([0xff, 0xd8, 0xff, 0xe0]);
  await page
    .getByLabel('Front of the document')
    .setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await expect(page.getByText('Uploaded: front.jpg')).toBeVisible();
  await page
    .getByLabel('Back of the document')
    .setInputFiles({ name: 'back.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await expect(page.getByText('Uploaded: back.jpg')).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('region', { name: 'Review and submit' })).toContainText('Erika Mustermann');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText(/Your application was submitted/)).toBeVisible();

  await json(page, 'POST', '/__sandbox/kyc/review', { account: email, action: 'approve' });
  await page.goto('/dashboard/kyc');
  const status = page.getByRole('region', { name: 'Verification status' });
  await expect(status).toContainText('Level 1 · Basic');
  await expect(status).toContainText('You can buy plans up to $100,000 in total.');
});

test('a nickname change greets the customer in the header after a reload', async ({ page, baseURL }) => {
  await customer(page, baseURL ?? '');
  await page.goto('/dashboard/setting');
  await expect(
    page.getByRole('region', { name: 'Your settings' }).and(page.locator('[data-read="loaded"]')),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await page.getByLabel('Nickname').fill('x');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('A nickname has 2 to 20 characters')).toBeVisible();
  await expect(page.getByLabel('Nickname')).toHaveValue('x');
  await page.getByLabel('Nickname').fill('Miner Max');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your profile was saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: /Hi, Miner Max/ })).toBeVisible();
});
