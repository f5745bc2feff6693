import { waitFor } from 'xstate';
import type {
  AccountType,
  LoginCredentials,
  LoginModeInfo,
  LoginOutcome,
} from '../../../machines/account/loginMachine.ts';
import type { SendOutcome } from '../../../machines/account/sendCodeMachine.ts';
import { readAttribution } from '../../../runtime/attribution/index.ts';
import { http } from '../../../runtime/config.ts';
import { ApiError } from '../../../runtime/http/client.ts';
import { STORAGE_KEYS } from '../../../runtime/session/storageKeys.ts';
import type { SessionActor } from '../../session/sessionService.ts';

export interface AccountAddress {
  accountType: 'email' | 'phone';
  email: string;
  phoneCode: string;
  phoneNumber: string;
}

/** The account as one string: the 60 s send rule and the outbox key on it. */
export function accountKey(a: AccountAddress): string {
  return a.accountType === 'email' ? a.email.trim().toLowerCase() : `${a.phoneCode}${a.phoneNumber.trim()}`;
}

/** Sends a code of a type to the address; the server's message shows as an error toast when it fails. */
export async function sendAccountCode(a: AccountAddress, type: 'register' | 'login' | 'forget'): Promise<SendOutcome> {
  if (a.accountType === 'email') return http.call('sendEmailCode', { email: a.email.trim(), type });
  return http.call('sendPhoneCode', { phoneCode: a.phoneCode, phoneNumber: a.phoneNumber.trim(), type });
}

export function loadLoginMode(a: AccountAddress): Promise<LoginModeInfo> {
  return a.accountType === 'email'
    ? http.call('loginMode', { loginType: 1, email: a.email.trim() }, { showError: false })
    : http.call(
        'loginMode',
        { loginType: 2, phoneCode: a.phoneCode, phoneNumber: a.phoneNumber.trim() },
        { showError: false },
      );
}

function attribution(page: string) {
  const a = readAttribution(localStorage);
  return { Source: a.source ?? undefined, Campaign: a.campaign ?? undefined, Medium: a.medium ?? undefined, page };
}

/** Stores the token through the session (user info loads) and waits until it is in place. */
export async function signIn(session: SessionActor, token: string): Promise<void> {
  session.send({ type: 'session.set', token });
  await waitFor(session, (s) => !s.matches('settingToken'));
}

/** A third-party login token waiting to be bound to the account (stored when a third-party login started). */
const THIRD_PARTY_KEY = 'thirdPartyLogin';

async function bindThirdParty(): Promise<void> {
  const raw = sessionStorage.getItem(THIRD_PARTY_KEY);
  if (!raw) return;
  sessionStorage.removeItem(THIRD_PARTY_KEY);
  try {
    const { thirdType, thirdToken } = JSON.parse(raw) as { thirdType: string; thirdToken: string };
    await http.call('thirdPartyBind', { thirdType, thirdToken }, { showError: false });
  } catch (error) {
    console.warn('third-party binding failed', error);
  }
}

/** How the last login on this device went (rememberLogin), for the next login form to start from. */
export function rememberedLogin(): {
  accountType?: AccountType;
  email?: string;
  phoneCode?: string;
  phoneNumber?: string;
} {
  try {
    const type = localStorage.getItem(STORAGE_KEYS.loginType);
    if (type === '1')
      return { accountType: 'email', email: localStorage.getItem(STORAGE_KEYS.loginEmail) ?? undefined };
    if (type === '2') {
      return {
        accountType: 'phone',
        phoneCode: localStorage.getItem(STORAGE_KEYS.loginPhoneCode) ?? undefined,
        phoneNumber: localStorage.getItem(STORAGE_KEYS.loginPhoneNumber) ?? undefined,
      };
    }
  } catch {
    // Storage refused (private mode): nothing was remembered.
  }
  return {};
}

/** Remembers how the user logs in (spec section 3 local storage), so the next login form starts there. */
export function rememberLogin(a: AccountAddress): void {
  localStorage.setItem(STORAGE_KEYS.loginType, a.accountType === 'email' ? '1' : '2');
  if (a.accountType === 'email') localStorage.setItem(STORAGE_KEYS.loginEmail, a.email.trim());
  else {
    localStorage.setItem(STORAGE_KEYS.loginPhoneCode, a.phoneCode);
    localStorage.setItem(STORAGE_KEYS.loginPhoneNumber, a.phoneNumber.trim());
  }
}

/** Logs in by code or password, stores the token and runs the third-party binding. */
export async function logIn(session: SessionActor, c: LoginCredentials): Promise<LoginOutcome> {
  const secret = c.mode === 'code' ? { smsCode: c.code } : { passwd: c.password };
  const page = window.location.pathname;
  const reply =
    c.accountType === 'email'
      ? await http.call(
          'loginByEmail',
          { email: c.email.trim(), ...secret, ...attribution(page) },
          { showError: false },
        )
      : await http.call(
          'loginByPhone',
          { phoneCode: c.phoneCode, phoneNumber: c.phoneNumber.trim(), ...secret, ...attribution(page) },
          { showError: false },
        );
  await signIn(session, reply.authToken);
  await bindThirdParty();
  rememberLogin(c);
  return { loginType: reply.loginType };
}

export interface RegisterFields extends AccountAddress {
  inviteCode: string;
  code: string;
}

export async function register(session: SessionActor, r: RegisterFields): Promise<void> {
  const page = window.location.pathname;
  const inviteCode = r.inviteCode.trim() || undefined;
  const reply =
    r.accountType === 'email'
      ? await http.call(
          'registerByEmail',
          { email: r.email.trim(), emailCode: r.code, inviteCode, ...attribution(page) },
          { showError: false },
        )
      : await http.call(
          'registerByPhone',
          {
            phoneCode: r.phoneCode,
            phoneNumber: r.phoneNumber.trim(),
            smsCode: r.code,
            inviteCode,
            ...attribution(page),
          },
          { showError: false },
        );
  await signIn(session, reply.authToken);
  rememberLogin(r);
}

export async function checkInvite(r: RegisterFields): Promise<void> {
  try {
    await http.call(
      'checkInviteCode',
      { userAccount: accountKey(r) || undefined, inviteCode: r.inviteCode.trim() },
      { showError: false },
    );
  } catch (error) {
    // Spec section 5: the check's own message under the field, or 'fail' when the server gave none.
    throw new Error((error instanceof ApiError && error.serverMessage) || 'fail');
  }
}

export interface ResetFields extends AccountAddress {
  code: string;
  password: string;
}

/**
 * A refusal (non-zero code) shows the server's message as an error toast (spec section 8); the form also
 * keeps it under its fields, so it can still be read once the toast has gone.
 */
export async function resetPassword(r: ResetFields): Promise<void> {
  if (r.accountType === 'email') {
    await http.call('resetPasswordByEmail', { email: r.email.trim(), emailCode: r.code, passwd: r.password });
  } else {
    await http.call('resetPasswordByPhone', {
      phoneCode: r.phoneCode,
      phoneNumber: r.phoneNumber.trim(),
      smsCode: r.code,
      passwd: r.password,
    });
  }
  rememberLogin(r);
}
