import type { EventObject } from 'xstate';
import { type LoginModeInfo, loginMachine } from '../../../machines/account/loginMachine.ts';
import { releaseCalls } from '../calls.ts';
import type { Driver, FlowBinding, FlowSpec } from '../driver.ts';
import {
  expectUrl,
  freshEmail,
  holdUntilReleased,
  noChallenges,
  outboxCode,
  registerByApi,
  sandboxLater,
} from './accountSteps.ts';

const CODE_ONLY: LoginModeInfo = { allLoginMode: ['code'], defaultLoginMode: 'code', showForgetPassword: false };
const PASSWORD_FIRST: LoginModeInfo = {
  allLoginMode: ['code', 'password'],
  defaultLoginMode: 'password',
  showForgetPassword: true,
};
const CODE_FIRST: LoginModeInfo = {
  allLoginMode: ['code', 'password'],
  defaultLoginMode: 'code',
  showForgetPassword: true,
};

type Ctx = { email: string; agreed: boolean; modes: string[]; password: string };

/**
 * The login modal, opened where the authenticated guard sends visitors (`/en/?redirect=...`).
 * Vertices: the state plus what the guards read (account valid, agreement, the server's modes,
 * a password typed), so every guarded branch is planned.
 */
export const spec: FlowSpec<typeof loginMachine> = {
  machine: loginMachine,
  input: {},
  events: {
    'field.change': [
      { type: 'field.change', field: 'email', value: 'not-an-email' },
      { type: 'field.change', field: 'email', value: 'user@example.com' },
      { type: 'field.change', field: 'code', value: '12' },
      { type: 'field.change', field: 'code', value: '123456' },
      { type: 'field.change', field: 'password', value: 'typed-password' },
    ],
    'accountType.switch': [{ type: 'accountType.switch', accountType: 'email' }],
    'agreement.toggle': [
      { type: 'agreement.toggle', agreed: true },
      { type: 'agreement.toggle', agreed: false },
    ],
  },
  outputs: {
    loginMode: [CODE_ONLY, PASSWORD_FIRST, CODE_FIRST],
    loginByCode: [{ loginType: 'login' }, { loginType: 'loginAndRegister' }],
    loginByPassword: [{ loginType: 'login' }],
  },
  errors: {
    loginMode: [new Error('unknown error, please retry')],
    loginByCode: [new Error('the verification code is incorrect or expired')],
    loginByPassword: [new Error('incorrect account or password')],
  },
  stateKey: (s) => {
    const c = s.context as unknown as Ctx;
    const inAccount = s.matches('account');
    return JSON.stringify([
      s.status,
      s.value,
      inAccount ? /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(c.email) : null,
      inAccount ? c.agreed : null,
      inAccount ? null : c.modes,
      s.matches({ credentials: 'password' }) ? c.password !== '' : null,
    ]);
  },
  maxSteps: 20,
};

const LOGIN_EMAIL = '/user-api/login/email';
const LOGIN_MODE = '/user-api/login/loginMode';
const MODEL_PASSWORD = 'Model2024pw';

/** The account typed for this path, with its password (null: logs in by code only). */
let account = { email: '', password: null as string | null };
/** The address this path has sent a code to (a second send within 60 s would only continue the countdown). */
let sentTo = '';

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Picks (and creates if needed) the account whose login mode and outcome the path expects next. */
async function accountFor(d: Driver, upcoming: EventObject[]): Promise<typeof account> {
  const modeEvent = upcoming.find((e) => e.type.endsWith('.actor.loginMode'));
  if (!modeEvent || modeEvent.type.startsWith('xstate.error')) return { email: freshEmail('login'), password: null };
  const mode = (modeEvent as { output?: LoginModeInfo }).output;
  if (same(mode, PASSWORD_FIRST)) return { email: 'alice@example.com', password: 'Alice2024!' };
  if (same(mode, CODE_FIRST)) {
    const email = freshEmail('both');
    await registerByApi(d, email, MODEL_PASSWORD);
    return { email, password: MODEL_PASSWORD };
  }
  // Code only: an existing code-only account logs in, an unknown one is created.
  const email = freshEmail('code');
  const result = upcoming.find((e) => e.type.endsWith('.actor.loginByCode'));
  const created = (result as { output?: { loginType: string } } | undefined)?.output?.loginType === 'loginAndRegister';
  if (result?.type.startsWith('xstate.done') && !created) await registerByApi(d, email);
  return { email, password: null };
}

/** Before the account is submitted: the right account typed, the mode call held back or failed. */
async function arrangeAccountSubmit(
  d: Driver,
  upcoming: EventObject[],
  retype: boolean,
  loads: boolean,
): Promise<void> {
  if (retype) account = await accountFor(d, upcoming);
  // Held until the checking state is seen (released on the reply's own event): no timing margin.
  if (upcoming[0]?.type === 'xstate.error.actor.loginMode') await holdUntilReleased(d, LOGIN_MODE, account.email, 500);
  else if (loads) await holdUntilReleased(d, LOGIN_MODE, account.email);
  if (retype) await d.fill('Email', account.email);
}

// The reply has landed once the button no longer says it is logging in (Chromium's clock also runs on its own,
// so the closing modal may already be gone).
const loggedIn = (d: Driver) => d.expectHidden('button', 'Logging in…');

export const binding: FlowBinding<typeof loginMachine> = {
  start: async (d) => {
    account = { email: '', password: null };
    sentTo = '';
    await noChallenges(d);
    await d.visit(`/en/?redirect=${encodeURIComponent('/en/dashboard/hashrate')}`);
    await d.expectVisible('dialog', 'Log in');
  },
  states: {
    'account.editing': async (d) => {
      await d.expectVisible('textbox', 'Email');
      await d.expectHidden('dialog', 'Please confirm');
    },
    'account.confirmTerms': async (d) => {
      await d.expectVisible('dialog', 'Please confirm');
      await d.expectText('Please read and tick the user agreement and privacy policy');
    },
    loadingMode: (d) => d.expectVisible('button', 'Checking…'),
    'credentials.code': async (d) => {
      await d.expectVisible('textbox', 'Verification code');
      await d.expectVisible('button', 'Back');
    },
    'credentials.password': async (d) => {
      await d.expectText('Password');
      await d.expectVisible('button', 'Back');
    },
    submittingCode: (d) => d.expectVisible('button', 'Logging in…'),
    submittingPassword: (d) => d.expectVisible('button', 'Logging in…'),
    success: async (d) => {
      // The modal animates out over 250 ms on the page's clock, then the remembered target opens.
      await d.advance(300);
      await d.expectHidden('dialog', 'Log in');
      await expectUrl(d, '/en/dashboard/hashrate');
    },
    registered: (d) => d.expectRevealed('dialog', 'Registration successful'),
    forgotPassword: (d) => d.expectVisible('dialog', 'Reset password'),
  },
  events: {
    'field.change': async (d, { event, upcoming }) => {
      const { field, value } = event as unknown as { field: string; value: string };
      if (field === 'email') {
        const valid = value.includes('@');
        if (valid) account = await accountFor(d, upcoming);
        await d.fill('Email', valid ? account.email : value);
        return;
      }
      if (field === 'password') {
        await d.fill('Password', value);
        return;
      }
      // The code: a partial one is typed as is; a complete one is the real code, or a wrong one when the path fails.
      if (value.length < 6) {
        await d.fill('Verification code', value);
        return;
      }
      if (sentTo !== account.email) {
        // The shared Chromium sandbox may hold a recent code for alice from another path.
        if (account.email === 'alice@example.com') await sandboxLater(d, 61);
        await d.click('button', /^(Send code|Resend code)$/);
        await d.expectText(/^Resend in \d+ s$/);
        sentTo = account.email;
      }
      const real = await outboxCode(d, account.email);
      const wrong = `${real.slice(0, 5)}${(Number(real[5]) + 1) % 10}`;
      await holdUntilReleased(d, LOGIN_EMAIL, account.email);
      await d.fill('Verification code', upcoming[0]?.type === 'xstate.error.actor.loginByCode' ? wrong : real);
    },
    'accountType.switch': (d) => d.click('tab', 'Email'),
    'agreement.toggle': async (d, { event }) => {
      await d.check(/I have read and agree/, (event as unknown as { agreed: boolean }).agreed);
    },
    'account.submit': async (d, { upcoming, after }) => {
      const loads = after.matches('loadingMode');
      await arrangeAccountSubmit(d, upcoming, loads || after.matches({ account: 'confirmTerms' }), loads);
      await d.click('button', 'Next');
    },
    'terms.accept': async (d, { upcoming }) => {
      await arrangeAccountSubmit(d, upcoming, false, true);
      await d.click('button', 'Agree and continue');
    },
    'terms.dismiss': async (d) => {
      await d.click('button', 'Cancel');
      await d.advance(300);
    },
    'xstate.after.debounce.login.account.editing': (d) => d.advance(600),
    'xstate.done.actor.loginMode': releaseCalls,
    'xstate.error.actor.loginMode': async (d) => {
      await releaseCalls(d);
      await d.expectVisible('alert');
    },
    'mode.switch': async (d, { before }) => {
      await d.click('button', before.matches({ credentials: 'code' }) ? 'Log in with password' : 'Log in with a code');
    },
    'credentials.submit': async (d, { before, upcoming, after }) => {
      if (before.matches({ credentials: 'password' }) && after.matches('submittingPassword')) {
        const fails = upcoming[0]?.type === 'xstate.error.actor.loginByPassword';
        await d.fill('Password', fails || !account.password ? 'wrong-pass1' : account.password);
        await holdUntilReleased(d, LOGIN_EMAIL, account.email);
      }
      await d.click('button', 'Log in');
    },
    'step.back': (d) => d.click('button', 'Back'),
    // Lazily loaded modals reveal on React's Suspense timer, which runs on the page's clock.
    'forgot.open': async (d) => {
      await d.click('button', 'Forgot password?');
      // The login modal is fading out (its timer set) before the clock moves; in Chromium the click's
      // render can land after an early advance, leaving the fade, and so the reset modal, waiting.
      await d.expectHidden('dialog', 'Log in');
      await d.advance(300);
    },
    'xstate.done.actor.loginByCode': async (d, { after }) => {
      await releaseCalls(d);
      if (after.matches('success')) await loggedIn(d);
      else {
        await d.expectHidden('button', 'Logging in…');
        await d.advance(300);
      }
    },
    'xstate.done.actor.loginByPassword': async (d) => {
      await releaseCalls(d);
      await loggedIn(d);
    },
    'xstate.error.actor.loginByCode': async (d) => {
      await releaseCalls(d);
      await d.expectText('the verification code is incorrect or expired');
    },
    'xstate.error.actor.loginByPassword': async (d) => {
      await releaseCalls(d);
      await d.expectText('incorrect account or password');
    },
  },
};
