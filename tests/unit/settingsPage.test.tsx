// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import axe from 'axe-core';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MODAL_ANIMATION_MS } from '../../machines/shell/modalMachine.ts';
import { outboxCode, tokenByApi } from '../model/bindings/accountSteps.ts';
import { callPath, failCall, holdCall, visitRoute } from '../model/calls.ts';
import type { Driver } from '../model/driver.ts';
import { closeJsdomSandbox, createJsdomDriver } from '../model/jsdomDriver.tsx';

const WAIT = { timeout: 8000 };
let d: Driver;
beforeEach(async () => {
  d = await createJsdomDriver();
});
afterEach(async () => {
  await d.dispose();
});
afterAll(closeJsdomSandbox);

async function signIn(email: string, passwd: string): Promise<void> {
  await d.setCookie('auth', await tokenByApi(d, email, passwd));
}

async function openSettings(): Promise<HTMLElement> {
  await visitRoute(d, 'dashboard.setting', {});
  await d.expectRead('Your settings', 'loaded');
  return screen.getByRole('region', { name: 'Your settings' });
}

const card = (name: string) => screen.getByRole('region', { name });

/** What a card reads at the moment a text first appears in it: a "saved" note must come with the new values. */
function cardWhenShown(name: string, text: string): () => string | null {
  let seen: string | null = null;
  const observer = new MutationObserver(() => {
    const content = card(name).textContent ?? '';
    if (seen === null && content.includes(text)) {
      seen = content;
      observer.disconnect();
    }
  });
  observer.observe(card(name), { childList: true, subtree: true, characterData: true });
  return () => seen;
}
const greeting = () => (document.querySelector('.user-greeting') as HTMLElement | null)?.textContent ?? '';

describe('settings page (/dashboard/setting)', { timeout: 30_000 }, () => {
  it("shows alice's settings as the sandbox holds them, each with its action", async () => {
    await signIn('alice@example.com', 'Alice2024!');
    await openSettings();
    expect(screen.getByRole('heading', { level: 1, name: 'Account settings' })).toBeTruthy();
    const profile = card('Your profile');
    expect(profile.textContent).toContain('Alice');
    expect(profile.textContent).toContain('English');
    const signInCard = card('Sign-in and contact');
    expect(signInCard.textContent).toContain('alice@example.com');
    expect(within(signInCard).getByRole('button', { name: 'Bind phone number' })).toBeTruthy();
    expect(within(signInCard).getByRole('button', { name: 'Change password' })).toBeTruthy();
    const security = card('Security');
    expect(security.textContent).toContain('Not set: needed to withdraw and to pay from your balance');
    expect(within(security).getByRole('button', { name: 'Set fund password' })).toBeTruthy();
    expect(within(security).getByRole('button', { name: 'Bind authenticator' })).toBeTruthy();
    expect(card('Withdrawal and payment checks').textContent).toMatch(/Withdrawals\s*Fund password/);
    const linked = within(card('Linked logins and partner')).getByRole('list', { name: 'Linked logins' });
    expect(
      within(linked)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Google\s*Linked on .* UTC/),
      expect.stringMatching(/^Telegram\s*Linked on .* UTC/),
    ]);
    expect(card('Linked logins and partner').textContent).toContain('None: if a partner');
  });

  it('a nickname change greets the customer in the header, also after a reload', async () => {
    await signIn('alice@example.com', 'Alice2024!');
    await openSettings();
    await waitFor(() => expect(greeting()).toBe('Hi, Alice'), WAIT);
    await d.click('button', 'Edit profile');
    await d.fill('Nickname', 'x');
    await d.click('button', 'Save');
    await d.expectText('A nickname has 2 to 20 characters');
    await d.fill('Nickname', 'Miner Max');
    const whenSaved = cardWhenShown('Your profile', 'Your profile was saved.');
    // The page's read answers after the session's user: the last reply before the flow goes on.
    await holdCall(d, 'settingsOverview', 300);
    await d.click('button', 'Save');
    await d.expectText('Your profile was saved.');
    // The note comes with the saved nickname, and the form opened right after starts from it.
    expect(whenSaved()).toContain('Miner Max');
    await d.click('button', 'Edit profile');
    await d.expectValue('Nickname', 'Miner Max');
    await d.click('button', 'Cancel');
    await waitFor(() => expect(greeting()).toBe('Hi, Miner Max'), WAIT);
    await d.reload();
    await d.expectRead('Your settings', 'loaded');
    await waitFor(() => expect(greeting()).toBe('Hi, Miner Max'), WAIT);
    expect(card('Your profile').textContent).toContain('Miner Max');
  });

  it('shows a partner, and the authenticator among the withdrawal checks, for secure@example.com', async () => {
    await signIn('secure@example.com', 'Secure2024');
    await openSettings();
    expect(card('Linked logins and partner').textContent).toContain('Bitmain (P100001)');
    expect(card('Linked logins and partner').textContent).toContain('No third-party login is linked');
    expect(card('Withdrawal and payment checks').textContent).toContain('Fund password + Authenticator code');
    expect(within(card('Security')).getByRole('button', { name: 'Forgot fund password?' })).toBeTruthy();
    expect(within(card('Security')).getByRole('button', { name: 'Unbind authenticator' })).toBeTruthy();
  });

  it('sets the fund password in the existing modal, and the page shows it set', async () => {
    await signIn('alice@example.com', 'Alice2024!');
    await openSettings();
    await d.click('button', 'Set fund password');
    await d.expectVisible('dialog', 'Fund password');
    await d.expectText('Set a 6-digit fund password to confirm withdrawals and payments.');
    await d.fill('New fund password', '258036');
    await d.fill('Confirm fund password', '258036');
    await d.click('button', 'Confirm');
    await d.expectText('Your fund password is set.');
    await d.click('button', 'Done');
    await d.advance(MODAL_ANIMATION_MS);
    // The page reads the account's security again once the modal is done.
    await waitFor(() => expect(card('Security').textContent).toContain('Fund passwordSet'), WAIT);
    expect(within(card('Security')).getByRole('button', { name: 'Forgot fund password?' })).toBeTruthy();
  });

  it('unlinks a third-party login after the email-code verification', async () => {
    await signIn('alice@example.com', 'Alice2024!');
    await openSettings();
    await d.click('button', 'Unlink Google');
    await d.expectText(/Unbind the Google login\?/);
    await d.click('button', 'Confirm unbinding');
    await d.expectVisible('dialog', 'Security verification');
    await d.click('button', 'Send code');
    await waitFor(async () => expect(await outboxCode(d, 'alice@example.com')).toMatch(/^\d{6}$/), WAIT);
    await d.fill('Email code', await outboxCode(d, 'alice@example.com'));
    await d.click('button', 'Confirm');
    await d.expectText('Unbound: the Google login is no longer linked to your account.');
    await waitFor(
      () =>
        expect(
          within(screen.getByRole('list', { name: 'Linked logins' }))
            .getAllByRole('listitem')
            .map((item) => item.textContent?.slice(0, 8)),
        ).toEqual(['Telegram']),
      WAIT,
    );
  });

  it("a failed read shows the server's message and loads again on retry", async () => {
    await signIn('alice@example.com', 'Alice2024!');
    await failCall(d, 'settingsOverview', { status: 503 });
    await visitRoute(d, 'dashboard.setting', {});
    await d.expectRead('Your settings', 'failed');
    await d.click('button', 'Try again');
    await d.expectRead('Your settings', 'loaded');
    expect(card('Your profile').textContent).toContain('Alice');
  });

  it('saves the notice language, and the page keeps the change after a reload', async () => {
    await signIn('alice@example.com', 'Alice2024!');
    await openSettings();
    await d.click('button', 'Edit profile');
    fireEvent.change(await screen.findByLabelText('Notice language', {}, WAIT), { target: { value: 'ja' } });
    await d.click('button', 'Save');
    await d.expectText('Your profile was saved.');
    await waitFor(() => expect(card('Your profile').textContent).toContain('日本語'), WAIT);
    const stored = await d.sandbox<{ noticeLanguage: string }>('GET', '/__sandbox/settings?account=alice@example.com');
    expect(stored.noticeLanguage).toBe('ja');
  });

  it('has its page title and no serious or critical axe violation, with forms open', async () => {
    await signIn('secure@example.com', 'Secure2024');
    await openSettings();
    // A private dashboard page has no page code: the site's own title (it is never indexed).
    await waitFor(() => expect(document.title).toBe('FuFu Cloud Mining'), WAIT);
    await d.click('button', 'Edit profile');
    await d.click('button', 'Change password');
    await d.click('button', 'Edit withdrawal checks');
    await d.click('button', 'Unbind authenticator');
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
    expect(serious).toEqual([]);
    // Headings in order: the page's h1, then one h2 per section.
    const levels = [...document.querySelectorAll('main h1, main h2, main h3')].map((h) => h.tagName);
    expect(levels[0]).toBe('H1');
    expect(levels.filter((tag) => tag === 'H2')).toHaveLength(5);
  });

  it('changes the email with a code to the new address, after a code to the old one', async () => {
    await signIn('alice@example.com', 'Alice2024!');
    await openSettings();
    await d.click('button', 'Change email');
    await d.fill('New email', 'alice.new@example.com');
    await d.click('button', 'Send code');
    await d.expectVisible('button', /Resend in/);
    await d.fill('Verification code', await outboxCode(d, 'alice.new@example.com'));
    await d.click('button', 'Save');
    // The change is verified at the account's current address.
    await d.expectVisible('dialog', 'Security verification');
    await d.expectText('The code goes to al***@example.com.');
    await d.click('button', 'Send code');
    await waitFor(async () => expect(await outboxCode(d, 'alice@example.com')).toMatch(/^\d{6}$/), WAIT);
    await d.fill('Email code', await outboxCode(d, 'alice@example.com'));
    await d.click('button', 'Confirm');
    await d.expectText('Your email was changed.');
    await waitFor(() => expect(card('Sign-in and contact').textContent).toContain('alice.new@example.com'), WAIT);
    const login = await d.sandbox<{ code: number }>('POST', callPath('loginByEmail'), {
      email: 'alice.new@example.com',
      passwd: 'Alice2024!',
    });
    expect(login.code).toBe(0);
  });

  it('a closed verification changes nothing and keeps what was typed', async () => {
    await signIn('alice@example.com', 'Alice2024!');
    await openSettings();
    await d.click('button', 'Change password');
    await d.fill('Current password', 'Alice2024!');
    await d.fill('New password', 'Alice2025!');
    await d.fill('Confirm new password', 'Alice2025!');
    await d.click('button', 'Save');
    await d.expectVisible('dialog', 'Security verification');
    await d.click('button', 'Cancel');
    await d.advance(MODAL_ANIMATION_MS);
    await d.expectText('The security verification was cancelled. Nothing was changed.');
    await d.expectValue('New password', 'Alice2025!');
    const old = await d.sandbox<{ code: number }>('POST', callPath('loginByEmail'), {
      email: 'alice@example.com',
      passwd: 'Alice2024!',
    });
    expect(old.code).toBe(0);
  });
});
