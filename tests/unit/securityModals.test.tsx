// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import * as OTPAuth from 'otpauth';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { MODAL_ANIMATION_MS } from '../../machines/shell/modalMachine.ts';
import { activateLocale } from '../../runtime/i18n/index.ts';
import { ClockContext } from '../../views/clock.tsx';
import { SecurityModalsHost, securityModals } from '../../views/flows/security/securityModals.tsx';
import { SessionProvider } from '../../views/session/sessionContext.tsx';
import { createSessionActor } from '../../views/session/sessionService.ts';
import { SANDBOX_URL } from '../setup/sandboxUrl.ts';

const post = (path: string, fields: Record<string, string>, token?: string) =>
  fetch(`${SANDBOX_URL}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  }).then((r) => r.json());
const get = (path: string, token: string) =>
  fetch(`${SANDBOX_URL}${path}`, { headers: { Authorization: `Bearer ${token}` } }).then((r) => r.json());
const outbox = async (to: string) =>
  (await (await fetch(`${SANDBOX_URL}/__sandbox/outbox?to=${encodeURIComponent(to)}`)).json()).code as string;

let serial = 0;
/** A fresh phone account (no email, fund password or authenticator), signed in in this browser. */
async function freshPhoneUser(): Promise<string> {
  const phoneNumber = `77${String(Date.now()).slice(-7)}${serial++}`.slice(0, 11);
  await post('/user-api/common/sendSmsCode', { phoneCode: '+44', phoneNumber, type: 'login' });
  const login = await post('/user-api/login/phone', {
    phoneCode: '+44',
    phoneNumber,
    smsCode: await outbox(`+44${phoneNumber}`),
  });
  return signIn(login.data.authToken);
}
function signIn(token: string): string {
  // biome-ignore lint/suspicious/noDocumentCookie: the signed-in browser's auth cookie
  document.cookie = `auth=${token}; Path=/`;
  return token;
}

/** The session of the rendered host: a test ends only once its reads have settled (below). */
let session: ReturnType<typeof createSessionActor> | null = null;

function renderHost() {
  const clock = new SimulatedClock();
  clock.set(Date.now());
  session = createSessionActor(clock).start();
  render(
    <ClockContext.Provider value={clock}>
      <I18nProvider i18n={i18n}>
        <SessionProvider actor={session}>
          <SecurityModalsHost />
        </SessionProvider>
      </I18nProvider>
    </ClockContext.Provider>,
  );
  return clock;
}

const dialog = (name: string | RegExp) => screen.findByRole('dialog', { name });
const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string | RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

beforeAll(async () => {
  await activateLocale('en');
});
afterEach(async () => {
  // A session still loading would read the account's info after the sign-out below and log its 401.
  const settling = session;
  if (settling) {
    await waitFor(() => {
      const state = settling.getSnapshot();
      if ((['loading', 'settingToken', 'refreshing'] as const).some((s) => state.matches(s)))
        throw new Error('session loading');
    });
    settling.stop();
    session = null;
  }
  cleanup();
  // biome-ignore lint/suspicious/noDocumentCookie: signs the test browser out again
  document.cookie = 'auth=; Max-Age=0; Path=/';
});

describe('fund password modal (jsdom, sandbox over HTTP)', () => {
  it('sets a first fund password under the PIN rules, keeping what was typed', async () => {
    const token = await freshPhoneUser();
    renderHost();
    act(() => securityModals.openFundReset());
    const modal = await dialog('Fund password');
    await within(modal).findByText('Set a 6-digit fund password to confirm withdrawals and payments.');
    expect(within(modal).queryByLabelText('Current fund password')).toBeNull();

    const submit = () => fireEvent.click(within(modal).getByRole('button', { name: 'Confirm' }));
    type('New fund password', '1357');
    submit();
    // Spec section 5: a short fund password is answered with the placeholder text.
    expect(within(modal).getByRole('alert').textContent).toBe('Enter a 6-digit fund password');
    expect(field('New fund password').value).toBe('1357');
    type('New fund password', '888888');
    submit();
    expect(within(modal).getByRole('alert').textContent).toBe('The fund password cannot be one digit repeated');
    type('New fund password', '234567');
    submit();
    expect(within(modal).getByRole('alert').textContent).toContain('consecutive');
    type('New fund password', '135792');
    type('Confirm fund password', '135790');
    submit();
    expect(within(modal).getByRole('alert').textContent).toBe('The two fund passwords do not match');
    type('Confirm fund password', '135792');
    submit();
    await within(modal).findByText('Your fund password is set.');
    expect((await get('/user-api/user/security/status', token)).data.fundPasswordSet).toBe(true);
  });

  it('resets with the current fund password; a wrong one shows the server message and keeps the form', async () => {
    const login = await post('/user-api/login/email', { email: 'secure@example.com', passwd: 'Secure2024' });
    const token = signIn(login.data.authToken);
    const clock = renderHost();
    act(() => securityModals.openFundReset());
    const modal = await dialog('Fund password');
    await within(modal).findByLabelText('Current fund password');
    type('Current fund password', '000001');
    type('New fund password', '246802');
    type('Confirm fund password', '246802');
    fireEvent.click(within(modal).getByRole('button', { name: 'Confirm' }));
    expect((await within(modal).findByRole('alert')).textContent).toBe('the current fund password is incorrect');
    expect(field('New fund password').value).toBe('246802');
    type('Current fund password', '135790');
    fireEvent.click(within(modal).getByRole('button', { name: 'Confirm' }));
    await within(modal).findByText('Your fund password was changed.');
    // Put the seeded password back for other tests.
    await post('/user-api/fundPassword/reset', { oldFundPassword: '246802', fundPassword: '135790' }, token);

    fireEvent.click(within(modal).getByRole('button', { name: 'Done' }));
    act(() => clock.increment(MODAL_ANIMATION_MS));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('Google Authenticator modal', () => {
  it('shows a QR code and key, refuses a wrong code, binds with the current one', async () => {
    const token = await freshPhoneUser();
    renderHost();
    act(() => securityModals.openBindGa());
    const modal = await dialog('Bind Google Authenticator');
    const key = (await within(modal).findByText(/^[A-Z2-7]{32}$/)).textContent ?? '';
    expect(within(modal).getByTitle('Authenticator QR code')).toBeTruthy();

    type('Authenticator code', '12');
    fireEvent.click(within(modal).getByRole('button', { name: 'Bind' }));
    expect(within(modal).getByRole('alert').textContent).toBe('Enter the 6-digit code from the app');

    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key) });
    const current = totp.generate();
    const wrong = current === '000000' ? '111111' : '000000';
    type('Authenticator code', wrong);
    fireEvent.click(within(modal).getByRole('button', { name: 'Bind' }));
    expect((await within(modal).findByRole('alert')).textContent).toBe('the authenticator code is incorrect');

    type('Authenticator code', totp.generate());
    fireEvent.click(within(modal).getByRole('button', { name: 'Bind' }));
    await within(modal).findByText('Google Authenticator is now bound to your account.');
    expect((await get('/user-api/user/security/status', token)).data.gaBound).toBe(true);
  });

  it('tells an account with an authenticator that it is bound already', async () => {
    const login = await post('/user-api/login/email', { email: 'secure@example.com', passwd: 'Secure2024' });
    signIn(login.data.authToken);
    renderHost();
    act(() => securityModals.openBindGa());
    const modal = await dialog('Bind Google Authenticator');
    await within(modal).findByText('Google Authenticator is already bound to your account.');
  });
});

describe('set email modal', () => {
  it('checks the address, sends a code to it and binds it', async () => {
    const token = await freshPhoneUser();
    const email = `bound-${Date.now()}@example.com`;
    renderHost();
    act(() => securityModals.openBindEmail());
    const modal = await dialog('Bind email');
    const bind = () => fireEvent.click(within(modal).getByRole('button', { name: 'Bind email' }));
    bind();
    expect(within(modal).getByRole('alert').textContent).toBe('Enter your email address');
    type('Email address', 'not-an-email');
    bind();
    expect(within(modal).getByRole('alert').textContent).toBe('Enter a valid email address');
    expect(within(modal).getByRole('button', { name: 'Send code' }).hasAttribute('disabled')).toBe(true);

    type('Email address', email);
    bind();
    expect(within(modal).getByRole('alert').textContent).toBe('Enter the verification code');
    const sendCode = within(modal).getByRole('button', { name: 'Send code' });
    await waitFor(() => expect(sendCode.hasAttribute('disabled')).toBe(false));
    fireEvent.click(sendCode);
    await within(modal).findByRole('button', { name: 'Resend in 60 s' });
    const code = await outbox(email);
    type('Verification code', code === '000000' ? '111111' : '000000');
    bind();
    expect((await within(modal).findByRole('alert')).textContent).toBe('the verification code is incorrect or expired');
    type('Verification code', code);
    bind();
    await within(modal).findByText(`Your email address ${email} is now bound.`);
    expect((await get('/user-api/user/security/status', token)).data.email).toBe(email);
  });
});

describe('common dialog', () => {
  it('resolves true on confirm and false on cancel or close', async () => {
    const clock = renderHost();
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = securityModals.confirm({ title: 'Leave page?', content: 'Your changes are kept.' });
    });
    let modal = await dialog('Leave page?');
    expect(within(modal).getByText('Your changes are kept.')).toBeTruthy();
    fireEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    expect(await answer).toBe(true);
    act(() => clock.increment(MODAL_ANIMATION_MS));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    act(() => {
      answer = securityModals.confirm({ title: 'Delete?', content: 'This cannot be undone.' });
    });
    modal = await dialog('Delete?');
    fireEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    expect(await answer).toBe(false);

    act(() => {
      answer = securityModals.confirm({ title: 'Notice', content: 'Read me.', cancelText: null });
    });
    act(() => clock.increment(MODAL_ANIMATION_MS));
    modal = await dialog('Notice');
    expect(within(modal).queryByRole('button', { name: 'Cancel' })).toBeNull();
    fireEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    act(() => clock.increment(MODAL_ANIMATION_MS));
    expect(await answer).toBe(false);
  });
});
