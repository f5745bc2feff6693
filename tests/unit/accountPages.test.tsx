// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/dom';
import { afterAll, afterEach, expect, it } from 'vitest';
import { MODAL_ANIMATION_MS } from '../../machines/shell/modalMachine.ts';
import { TOAST_MS } from '../../views/flows/challenges/toastOutlet.tsx';
import { agreementId } from '../../views/shell/shellRules.ts';
import { expectExactUrl, outboxCode } from '../model/bindings/accountSteps.ts';
import { failCall } from '../model/calls.ts';
import type { Driver } from '../model/driver.ts';
import { closeJsdomSandbox, createJsdomDriver } from '../model/jsdomDriver.tsx';

/**
 * The account pages in the whole app against the sandbox. Logging in by phone on
 * /accounts/login/phone (spec section 4): the country code defaults to +1 and can be chosen; the code
 * goes to +<code><number>; the page then goes to its redirect target. The links between the pages
 * keep `from=code` and the target.
 */
let driver: Driver | null = null;
afterEach(async () => {
  await driver?.dispose();
  driver = null;
});
afterAll(closeJsdomSandbox);

it('the seeded phone user logs in by code with the default +1 and lands on the redirect target', {
  timeout: 30_000,
}, async () => {
  driver = await createJsdomDriver();
  const d = driver;
  await d.visit('/en/accounts/login/phone?redirect=%2Fen%2Fdashboard%2Forder');
  await d.expectVisible('button', 'Country code +1');
  await d.fill('Phone number', '2025550123');
  await d.check(/I have read and agree/);
  await d.click('button', 'Next');
  await d.click('button', 'Send code');
  await d.expectEnabled('button', /^Resend in \d+ s$/, false);
  await d.fill('Verification code', await outboxCode(d, '+12025550123'));
  await expectExactUrl(d, '/en/dashboard/order');
  await d.expectVisible('button', /Hi, /);
  // The next login on this device starts from the same phone number (spec section 3 local storage).
  await d.visit('/en/list');
  await d.click('button', /Hi, /);
  await d.click('button', 'Log out');
  await d.click('button', 'Log in');
  await d.expectValue('Phone number', '2025550123');
  await d.expectVisible('button', 'Country code +1');
});

it('a chosen country code is used for the code, and a new number is registered', { timeout: 30_000 }, async () => {
  driver = await createJsdomDriver();
  const d = driver;
  const number = `7700${String(Date.now()).slice(-6)}`;
  await d.visit('/en/accounts/login/phone');
  await d.click('button', 'Country code +1');
  // With codes shown, the search is by phone code (spec section 5).
  await d.fill('Search countries', '44');
  await d.click('button', /United Kingdom/);
  await d.expectVisible('button', 'Country code +44');
  await d.fill('Phone number', number);
  await d.check(/I have read and agree/);
  await d.click('button', 'Next');
  await d.click('button', 'Send code');
  // Sent once the countdown runs: only then is the code in the outbox.
  await d.expectEnabled('button', /^Resend in \d+ s$/, false);
  await d.fill('Verification code', await outboxCode(d, `+44${number}`));
  await d.expectVisible('dialog', 'Registration successful');
});

it("a failed country list shows the built-in one, and the picker's next opening asks the server again", {
  timeout: 30_000,
}, async () => {
  driver = await createJsdomDriver();
  const d = driver;
  await failCall(d, 'countryCodeList', { status: 503 });
  await d.visit('/en/accounts/login/phone');
  await d.click('button', 'Country code +1');
  // The built-in list (spec section 8) has no popular countries; it is still searchable by code.
  await d.expectVisible('list', 'All countries');
  await d.expectHidden('list', 'Popular countries');
  await d.fill('Search countries', '44');
  await d.click('button', /United Kingdom/);
  await d.expectVisible('button', 'Country code +44');
  // The failure was not kept: the server's list, with its popular countries, comes on the next opening.
  await d.click('button', 'Country code +44');
  await d.expectVisible('list', 'Popular countries');
  await d.click('button', /Brazil/);
  await d.expectVisible('button', 'Country code +55');
});

it('the country picker reopens on the whole list, however it was closed; Escape gives focus back', {
  timeout: 30_000,
}, async () => {
  driver = await createJsdomDriver();
  const d = driver;
  await d.visit('/en/accounts/login/phone');
  await d.click('button', 'Country code +1');
  await d.fill('Search countries', '44');
  await d.expectHidden('list', 'Popular countries');
  // Closed by its toggle: the search is not kept.
  await d.click('button', 'Country code +1');
  await d.click('button', 'Country code +1');
  await d.expectValue('Search countries', '');
  await d.expectVisible('list', 'Popular countries');
  await d.fill('Search countries', '55');
  fireEvent.keyDown(screen.getByRole('searchbox', { name: 'Search countries' }), { key: 'Escape' });
  await d.expectHidden('region', 'Choose a country code');
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Country code +1' }));
  await d.click('button', 'Country code +1');
  await d.expectValue('Search countries', '');
  await d.expectVisible('list', 'Popular countries');
});

it('an invalid number shows its message under the field and keeps what was typed', { timeout: 30_000 }, async () => {
  driver = await createJsdomDriver();
  const d = driver;
  await d.visit('/en/accounts/login/phone');
  await d.fill('Phone number', '12ab');
  await d.check(/I have read and agree/);
  await d.click('button', 'Next');
  await d.expectText('Please enter a valid phone number (8 to 13 digits)');
  await d.expectValue('Phone number', '12ab');
  await d.expectHidden('button', 'Send code');
});

it('the links between the account pages keep from=code and the redirect target', { timeout: 30_000 }, async () => {
  driver = await createJsdomDriver();
  const d = driver;
  const query = '?from=code&redirect=%2Fen%2Fdashboard%2Forder';
  await d.visit(`/en/accounts/login/email${query}`);
  await d.click('link', 'Log in with phone');
  await expectExactUrl(d, `/en/accounts/login/phone${query}`);
  await d.click('link', 'Sign up');
  await expectExactUrl(d, `/en/accounts/sign_up/phone${query}`);
  await d.click('link', 'Sign up with email');
  await expectExactUrl(d, `/en/accounts/sign_up/email${query}`);
});

it("a refused password reset shows the server's message as an error toast, and keeps it under the form", {
  timeout: 30_000,
}, async () => {
  driver = await createJsdomDriver();
  const d = driver;
  await d.visit('/en/accounts/password/email');
  await d.fill('Email', 'alice@example.com');
  await d.click('button', 'Send code');
  const real = await outboxCode(d, 'alice@example.com');
  const wrong = `${real.slice(0, 5)}${(Number(real[5]) + 1) % 10}`;
  await d.fill('Verification code', wrong);
  await d.fill('New password', 'Another2024');
  await d.fill('Repeat new password', 'Another2024');
  await d.click('button', 'Reset password');
  const message = 'the verification code is incorrect or expired';
  await waitFor(() => {
    const toast = document.querySelector('.toast-outlet [role="alert"]');
    expect(toast?.textContent).toBe(message);
    expect(document.querySelector('form .form-error[role="alert"]')?.textContent).toBe(message);
  });
  // The toast goes after its time; the form still says what was wrong.
  await d.advance(TOAST_MS);
  await waitFor(() => expect(document.querySelector('.toast-outlet [role="alert"]')).toBeNull());
  await d.expectText(message);
});

it("the login page's agreement links open each agreement in the page's language, without ticking the box", {
  timeout: 30_000,
}, async () => {
  driver = await createJsdomDriver();
  const d = driver;
  await d.visit('/ja/accounts/login/email');
  const box = (await screen.findByRole('checkbox', { name: /利用規約/ }, { timeout: 8000 })) as HTMLInputElement;
  for (const [link, kind] of [
    ['利用規約', 'terms'],
    ['プライバシーポリシー', 'privacy'],
  ] as const) {
    fireEvent.click(screen.getByRole('button', { name: link }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 8000 });
    await waitFor(() => expect(dialog.querySelector('.policy-text')).not.toBeNull(), { timeout: 8000 });
    expect(dialog.querySelector('.policy-modal')?.getAttribute('data-agreement-id')).toBe(agreementId(kind, 'ja'));
    expect(box.checked).toBe(false);
    await d.press('Escape');
    await d.advance(MODAL_ANIMATION_MS);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 8000 });
  }
});
