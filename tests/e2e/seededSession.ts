import type { Page } from '@playwright/test';

/** What a test turns off besides signing in: the cookie notice and the right guide (their cookies). */
export interface Dismissed {
  cookieNotice?: boolean;
  rightGuide?: boolean;
}

/**
 * Signs a seeded account in with its password over the API, as the login form does, and gives the page's
 * browser context the session cookie (and the cookies of what `dismissed` names). Throws with the API's
 * message when the sandbox refuses.
 */
export async function signInSeeded(
  page: Page,
  baseURL: string | undefined,
  email: string,
  passwd: string,
  dismissed: Dismissed = {},
): Promise<void> {
  const url = baseURL ?? '';
  const reply = (await (await page.request.post('/user-api/login/email', { form: { email, passwd } })).json()) as {
    msg?: string;
    data?: { authToken?: string } | null;
  };
  const token = reply.data?.authToken;
  if (!token) throw new Error(`could not sign in as ${email}: ${reply.msg}`);
  await page
    .context()
    .addCookies([
      { name: 'auth', value: token, url },
      ...(dismissed.cookieNotice ? [{ name: 'cookie-notice-hidden', value: '1', url }] : []),
      ...(dismissed.rightGuide ? [{ name: 'guide_hide', value: '1', url }] : []),
    ]);
}
