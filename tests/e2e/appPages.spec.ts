import { expect, type Page, test } from '@playwright/test';
import { APP_USER_AGENT, type FakeNativeOptions, installFakeNativeHost } from '../model/fakeNativeHost.ts';
import { PHONE_VIEWPORT } from '../model/pageLifecycle.ts';

/**
 * The /app pages inside the native app (issue #22): a fake app injects its bridge the way the app does and
 * answers it. The app's login signs a page in, its bar gets the page's title, links to screens the app has
 * open those, share goes to its sheet, and its failures (state -1) leave a working web page. In a plain
 * browser the same pages are web pages. Each test has its own account (the sandbox is shared).
 */
async function freshToken(page: Page): Promise<string> {
  const email = `e2e-app-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  await page.request.post('/__sandbox/challenges', { data: { exempt: [email] } });
  await page.request.post('/user-api/common/sendMailCode', { form: { email, type: 'login' } });
  const outbox = await (await page.request.get(`/__sandbox/outbox?to=${encodeURIComponent(email)}`)).json();
  const login = await (
    await page.request.post('/user-api/login/email', { form: { email, smsCode: outbox.code } })
  ).json();
  return login.data.authToken as string;
}

type Call = { action: string; params: Record<string, unknown> };
const nativeCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __fakeNative?: { calls: Call[] } }).__fakeNative?.calls ?? []);

const inTheApp = (page: Page, options: FakeNativeOptions) => page.addInitScript(installFakeNativeHost, options);

test.describe('inside the app', () => {
  test.use({ userAgent: APP_USER_AGENT, viewport: PHONE_VIEWPORT });

  test("the app's login signs the page in, its bar shows the title, and its own screens open from links", async ({
    page,
  }) => {
    await inTheApp(page, { token: await freshToken(page) });
    await page.goto('/app/task');
    // Signed out on arrival: the guard asked the app to log in, and its token signed the page in.
    await expect(page.getByRole('button', { name: 'Check in', exact: true })).toBeVisible();
    await expect(page.getByText('Sign up to check in')).toHaveCount(0);
    const calls = await nativeCalls(page);
    expect(calls.map((c) => c.action)).toEqual(expect.arrayContaining(['login', 'getToken']));
    await expect
      .poll(async () =>
        (await nativeCalls(page)).some((c) => c.action === 'setTitle' && c.params.title === 'Rewards centre'),
      )
      .toBe(true);

    // The points history is a screen of the app: it opens there, and the web page stays.
    await page.getByRole('link', { name: 'Points history in your account' }).click();
    await expect
      .poll(async () => (await nativeCalls(page)).find((c) => c.action === 'openPage')?.params)
      .toEqual({ page: 'points', params: {} });
    expect(new URL(page.url()).pathname).toBe('/app/task');
  });

  test('when the app fails (state -1) the page still works: its heading shows and links open as web pages', async ({
    page,
  }) => {
    await inTheApp(page, { token: await freshToken(page), fail: ['setTitle', 'openPage'] });
    await page.goto('/app/task');
    await expect(page.getByRole('heading', { name: 'Rewards centre', level: 1 })).toBeVisible();
    await expect.poll(async () => (await nativeCalls(page)).some((c) => c.action === 'setTitle')).toBe(true);
    await page.getByRole('link', { name: 'Points history in your account' }).click();
    await expect(page).toHaveURL(/\/dashboard\/points$/);
  });

  test("the app's login failing sends the visitor to the web login with the page remembered", async ({ page }) => {
    await inTheApp(page, { fail: ['login'] });
    await page.goto('/app/task');
    await expect(page).toHaveURL(/\/\?redirect=%2Fapp%2Ftask$/);
    await expect(page.getByRole('dialog', { name: /log in/i })).toBeVisible();
  });

  test("a token the server ended (401) is renewed by the app's login and the read retried", async ({
    page,
    baseURL,
  }) => {
    const ended = await freshToken(page);
    await page.request.post('/__sandbox/sessions/revoke', { data: { token: ended } });
    const renewed = await freshToken(page);
    await page.context().addCookies([{ name: 'auth', value: ended, url: baseURL ?? '' }]);
    await inTheApp(page, { token: renewed });
    await page.goto('/app/task');
    // The account's own check-in shows: the read that met the 401 ran again with the app's new token.
    await expect(page.getByRole('button', { name: 'Check in', exact: true })).toBeVisible();
    expect((await nativeCalls(page)).map((c) => c.action)).toEqual(expect.arrayContaining(['login', 'getToken']));
    const auth = (await page.context().cookies()).find((c) => c.name === 'auth');
    expect(auth?.value).toBe(renewed);
    expect(new URL(page.url()).pathname).toBe('/app/task');
  });

  test("an agreement opens in the app's chrome with its title in the app's bar", async ({ page }) => {
    await inTheApp(page, {});
    await page.goto('/app/protocol?agreementId=BFFUSERTERM_EN');
    await expect(page.getByRole('heading', { name: 'Terms of Service', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print' })).toHaveCount(0);
    await expect
      .poll(async () =>
        (await nativeCalls(page)).some((c) => c.action === 'setTitle' && c.params.title === 'Terms of Service'),
      )
      .toBe(true);
    await page.goto('/app/protocol?agreementId=NOT_AN_AGREEMENT');
    await expect(page.getByText('This page could not be found')).toBeVisible();
  });
});

test('in a plain browser an app page is a web page: no bridge, and a page that needs login goes to the web login', async ({
  page,
}) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  await page.goto('/app/protocol');
  await expect(page.getByRole('heading', { name: 'Agreements', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Privacy Policy - FuFu Cloud Mining');
  expect(messages.filter((m) => /bridge/.test(m))).toEqual([]);
  await page.goto('/app/task');
  await expect(page).toHaveURL(/\/\?redirect=%2Fapp%2Ftask$/);
});
