import { expect, type Page, type Request, test } from '@playwright/test';
import * as OTPAuth from 'otpauth';

/**
 * Server-issued tasks end to end in Chromium against the sandbox (issue 7, done-when): a login that
 * must pass the slider, a send-code that must pass Turnstile (its request held and sent again exactly
 * once), and a protected call behind the security verification modal. The sandbox is shared: rules
 * are added beside the others and scoped to each test's own account.
 */

const fresh = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function addRule(page: Page, rule: Record<string, unknown>): Promise<void> {
  const reply = await page.request.post('/__sandbox/challenges', {
    data: { add: [{ times: 1, block: true, ...rule }] },
  });
  expect(reply.ok()).toBe(true);
}

async function outboxCode(page: Page, to: string): Promise<string> {
  const body = (await (await page.request.get(`/__sandbox/outbox?to=${encodeURIComponent(to)}`)).json()) as {
    code?: string;
  };
  if (!body.code) throw new Error(`no code sent to ${to}`);
  return body.code;
}

/** The login modal on the home page, with the account step done. */
async function loginModalFor(page: Page, email: string) {
  await page.goto(`/en/?redirect=${encodeURIComponent('/en/dashboard/hashrate')}`);
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel(/I have read and agree/).check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  return dialog;
}

/** Drags the slider's handle by `dx` pixels with the mouse and lets go. */
async function drag(page: Page, dx: number): Promise<void> {
  const handle = page.getByRole('slider', { name: 'Slide to complete the puzzle' });
  await expect(handle).toHaveAttribute('aria-disabled', 'false');
  await expect(handle).toHaveAttribute('aria-valuenow', '0');
  const box = await handle.boundingBox();
  if (!box) throw new Error('the slider handle is not on screen');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + dx, y, { steps: 12 });
  await page.mouse.up();
}

/** Where the task's gap is, read off its puzzle (as a person reads it off the picture). */
async function gapOf(page: Page, taskId: string): Promise<number> {
  const reply = await page.request.get(`/__sandbox/widget/slider/answer?taskId=${encodeURIComponent(taskId)}`);
  return ((await reply.json()) as { x: number }).x;
}

test('a login that must first pass the slider: a miss brings a new puzzle, the right drag logs in', async ({
  page,
}) => {
  const email = fresh('slider-login');
  await addRule(page, { calls: ['loginByEmail'], task: 'slider', accounts: [email] });
  const login = await loginModalFor(page, email);
  await login.getByRole('button', { name: 'Send code' }).click();
  const taskReply = page.waitForResponse((r) => r.url().includes('/user-api/login/email') && r.status() === 200);
  await login.getByLabel('Verification code').fill(await outboxCode(page, email));
  const { task } = (await (await taskReply).json()) as { code: number; task: { taskId: string } };

  const slider = page.getByRole('dialog', { name: 'Security check' });
  await expect(slider).toBeVisible();
  // A drag well off the gap: the check says no and a new puzzle comes.
  const gap = await gapOf(page, task.taskId);
  await drag(page, gap > 150 ? gap - 70 : gap + 70);
  await expect(slider.getByText('Not quite. Here is a new puzzle.')).toBeVisible();
  // The right drag on the new puzzle passes; the held login goes again and creates the account.
  await drag(page, await gapOf(page, task.taskId));
  await expect(slider).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Registration successful' })).toBeVisible();
  const events = await page.evaluate(() =>
    ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).filter((e) =>
      String(e.event).startsWith('captcha_'),
    ),
  );
  expect(events.map((e) => [e.event, e.captcha, e.code ?? null])).toEqual([
    ['captcha_fail', 'slider', 2302],
    ['captcha_success', 'slider', null],
    ['captcha_unload', 'slider', null],
  ]);
});

test('a send-code that needs Turnstile: the held request goes again exactly once, and its code is sent once', async ({
  page,
}) => {
  const email = fresh('turnstile-code');
  await addRule(page, { calls: ['sendEmailCode'], task: 'cfTurnstile', accounts: [email] });
  const sends: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/user-api/common/sendMailCode') {
      sends.push(request);
    }
  });
  const login = await loginModalFor(page, email);
  await login.getByRole('button', { name: 'Send code' }).click();

  const check = page.getByRole('dialog', { name: 'Security check' });
  await expect(check.getByText('Sandbox Turnstile')).toBeVisible();
  await check.getByRole('checkbox', { name: 'Verify you are human' }).click();
  await expect(check).toBeHidden();
  await expect(login.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();

  // Two requests in all: the one the task held, and one retry carrying the task's result.
  expect(sends).toHaveLength(2);
  const [held, retry] = sends.map((r) => new URLSearchParams(r.postData() ?? ''));
  expect(held?.get('taskResult')).toBeNull();
  const taskResult = retry?.get('taskResult') ?? '';
  expect(JSON.parse(taskResult)).toMatchObject({ taskId: expect.stringMatching(/^t-/) });
  // The sandbox sent one code, and the task let exactly one request through: a replay is refused.
  expect(await outboxCode(page, email)).toMatch(/^\d{6}$/);
  const replay = await page.request.post('/user-api/common/sendMailCode', {
    form: { email, type: 'login', req_platform: 'WEB', taskResult },
  });
  expect(((await replay.json()) as { code: number; msg: string }).code).toBe(2302);
});

test('a protected call behind the security verification modal: a wrong authenticator code shows 2204, the right one completes it', async ({
  page,
  context,
  baseURL,
}) => {
  const login = await page.request.post('/user-api/login/email', {
    form: { email: 'secure@example.com', passwd: 'Secure2024', req_platform: 'WEB' },
  });
  const token = ((await login.json()) as { data: { authToken: string } }).data.authToken;
  await context.addCookies([{ name: 'auth', value: token, url: baseURL ?? '' }]);
  await addRule(page, {
    calls: ['floatGoodsList'],
    task: 'auth',
    authMethod: ['ga'],
    accounts: ['secure@example.com'],
  });
  await page.goto('/en');

  const modal = page.getByRole('dialog', { name: 'Security verification' });
  await expect(modal).toBeVisible();
  await modal.getByLabel('Authenticator code').fill('000000');
  await modal.getByRole('button', { name: 'Confirm' }).click();
  await expect(modal.getByRole('alert')).toHaveText('authenticator code is incorrect');
  await expect(modal.getByLabel('Authenticator code')).toHaveValue('000000');

  const { now } = (await (await page.request.post('/__sandbox/clock', { data: { advanceSeconds: 0 } })).json()) as {
    now: string;
  };
  const totp = new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32('JBSWY3DPEHPK3PXPJBSWY3DP'),
    digits: 6,
    period: 30,
  });
  await modal.getByLabel('Authenticator code').fill(totp.generate({ timestamp: Date.parse(now) }));
  await modal.getByRole('button', { name: 'Confirm' }).click();
  await expect(modal).toBeHidden();
  // The held plan list went again with the task's result and the plans are on the page.
  await expect(page.getByRole('list', { name: 'Stable plans' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Stable plans' }).getByRole('listitem').first()).toBeVisible();
});
