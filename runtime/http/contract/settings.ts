import { z } from 'zod';
import { AUTH_METHODS } from './challenges.ts';
import { codeEnvelope } from './envelopes.ts';
import { CODE_PATTERN, code, email, newPassword, noInput, phoneCode, phoneNumber, sendCodeResult } from './fields.ts';
import { pinProblem } from './security.ts';
import { NICKNAME_PATTERN, NOTICE_LANGUAGES, PARTNER_ID_PATTERN } from './settingsValues.ts';

export * from './settingsValues.ts';

/**
 * Account settings (`/user-api`, code envelope): the profile (nickname, notice language), the login password,
 * binding, changing and unbinding the email or phone, forgetting the fund password, unbinding the
 * authenticator, the checks withdrawals and payments require, third-party logins and the partner id.
 * Changes that weaken or move the account (password, change or unbind, auth methods, forget, third-party
 * unbind) are let through by the server only after the security verification task.
 */

/** Which flows the auth-method setting is for. */
export const AUTH_METHOD_SCOPES = ['withdraw', 'pay'] as const;
export type AuthMethodScope = (typeof AUTH_METHOD_SCOPES)[number];
export type AuthMethod = (typeof AUTH_METHODS)[number];

/** Third-party logins an account can link. */
export const THIRD_PARTY_TYPES = ['google', 'apple', 'telegram'] as const;

export const nickname = z.string().trim().regex(NICKNAME_PATTERN, 'must be 2 to 20 characters without < or >');

/** Business codes of the settings calls (code envelope). */
export const SETTINGS_CODES = {
  wrongPassword: 1131,
  samePassword: 1132,
  lastLogin: 1133,
  phoneTaken: 1134,
  wrongPhoneCode: 1135,
  noEmail: 1136,
  noPhone: 1137,
  methodUnavailable: 1138,
  unknownPartner: 1139,
  partnerBound: 1140,
  notLinked: 1141,
  noGa: 1142,
  alreadyBound: 1143,
} as const;

const fundPin = z
  .string()
  .trim()
  .refine((pin) => pinProblem(pin) === 0, 'must be 6 digits, not one digit six times and not a run like 123456');
/** Form bodies carry lists as comma-separated names: `pay,ga`. */
const authMethodList = z
  .string()
  .trim()
  .max(32)
  .transform((text) => [...new Set(text.split(',').map((part) => part.trim()))].filter(Boolean))
  .pipe(z.array(z.enum(AUTH_METHODS)).min(1, 'needs at least one method'));

export const settingsOverview = z.object({
  nickname: z.string().nullable(),
  noticeLanguage: z.enum(NOTICE_LANGUAGES),
  email: z.string().nullable(),
  /** With its plus: `+1`. */
  phoneCode: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  /** False for an account that only ever logged in by code: changing sets the first one. */
  passwordSet: z.boolean(),
  fundPasswordSet: z.boolean(),
  gaBound: z.boolean(),
  withdrawAuth: z.array(z.enum(AUTH_METHODS)),
  payAuth: z.array(z.enum(AUTH_METHODS)),
  /** Which methods the account has set up and can require: a fund password, an authenticator, an email. */
  availableAuth: z.array(z.enum(AUTH_METHODS)),
  partner: z.object({ partnerId: z.string(), partnerName: z.string(), boundAt: z.string() }).nullable(),
  thirdParty: z.array(z.object({ thirdType: z.string(), boundAt: z.string() })),
});
export type SettingsOverview = z.infer<typeof settingsOverview>;

const partner = z.object({ partnerId: z.string(), partnerName: z.string(), boundAt: z.string() });

export const settingsCalls = {
  /** Everything the settings page shows, in one read. */
  settingsOverview: {
    method: 'GET',
    path: '/user-api/user/settings',
    query: noInput,
    private: true,
    response: codeEnvelope(settingsOverview),
  },
  changeNickname: {
    method: 'POST',
    path: '/user-api/user/changeNickname',
    query: noInput,
    body: z.object({ nickname }),
    response: codeEnvelope(z.boolean()),
  },
  changeNoticeLanguage: {
    method: 'POST',
    path: '/user-api/user/changeNoticeLanguage',
    query: noInput,
    body: z.object({ noticeLanguage: z.enum(NOTICE_LANGUAGES) }),
    response: codeEnvelope(z.boolean()),
  },
  /** Verified. `oldPasswd` is required once a password is set; a code-only account sets its first one. */
  changePassword: {
    method: 'POST',
    path: '/user-api/password/change',
    query: noInput,
    body: z.object({ oldPasswd: z.string().max(64).optional(), passwd: newPassword }),
    response: codeEnvelope(z.boolean()),
  },
  /** Verified when the account has an email already: the new address replaces it. */
  changeEmail: {
    method: 'POST',
    path: '/user-api/email/change',
    query: noInput,
    body: z.object({ email, emailCode: code }),
    response: codeEnvelope(z.boolean()),
  },
  /** Verified; refused when the email is the account's only way to log in. */
  unbindEmail: {
    method: 'POST',
    path: '/user-api/email/unbind',
    query: noInput,
    body: noInput,
    response: codeEnvelope(z.boolean()),
  },
  bindPhoneSendCode: {
    method: 'POST',
    path: '/user-api/phone/bind/sendCode',
    query: noInput,
    body: z.object({ phoneCode, phoneNumber }),
    response: codeEnvelope(sendCodeResult),
  },
  /** Binds a first phone number (the code sent to it proves it). */
  bindPhone: {
    method: 'POST',
    path: '/user-api/phone/bind',
    query: noInput,
    body: z.object({ phoneCode, phoneNumber, smsCode: code }),
    response: codeEnvelope(z.boolean()),
  },
  /** Verified: replaces the bound phone number. */
  changePhone: {
    method: 'POST',
    path: '/user-api/phone/change',
    query: noInput,
    body: z.object({ phoneCode, phoneNumber, smsCode: code }),
    response: codeEnvelope(z.boolean()),
  },
  /** Verified; refused when the phone is the account's only way to log in. */
  unbindPhone: {
    method: 'POST',
    path: '/user-api/phone/unbind',
    query: noInput,
    body: noInput,
    response: codeEnvelope(z.boolean()),
  },
  /** Verified by the authenticator or an email code (not the forgotten fund password): sets a new one. */
  fundPasswordForget: {
    method: 'POST',
    path: '/user-api/fundPassword/forget',
    query: noInput,
    body: z.object({ fundPassword: fundPin }),
    response: codeEnvelope(z.boolean()),
  },
  /** Whether a fund password is the account's (wrong answers are not counted here; the auth task does that). */
  fundPasswordValidate: {
    method: 'POST',
    path: '/user-api/fundPassword/validate',
    query: noInput,
    body: z.object({ fundPassword: z.string().trim().regex(CODE_PATTERN, 'must be 6 digits') }),
    response: codeEnvelope(z.object({ valid: z.boolean() })),
  },
  /** Whether a code is the bound authenticator's current one. */
  gaValidate: {
    method: 'POST',
    path: '/user-api/ga/validate',
    query: noInput,
    body: z.object({ code }),
    response: codeEnvelope(z.object({ valid: z.boolean() })),
  },
  /** Verified with the authenticator itself: removes it (and from the auth methods that named it). */
  gaUnbind: {
    method: 'POST',
    path: '/user-api/ga/unbound',
    query: noInput,
    body: noInput,
    response: codeEnvelope(z.boolean()),
  },
  authMethodsGet: {
    method: 'GET',
    path: '/user-api/user/authMethod',
    query: noInput,
    private: true,
    response: codeEnvelope(
      z.object({
        withdraw: z.array(z.enum(AUTH_METHODS)),
        pay: z.array(z.enum(AUTH_METHODS)),
        available: z.array(z.enum(AUTH_METHODS)),
      }),
    ),
  },
  /** Verified. The fund password (`pay`) is always required; the authenticator and email code are added to it. */
  authMethodsSet: {
    method: 'POST',
    path: '/user-api/user/authMethod/set',
    query: noInput,
    body: z.object({ scope: z.enum(AUTH_METHOD_SCOPES), methods: authMethodList }),
    response: codeEnvelope(z.array(z.enum(AUTH_METHODS))),
  },
  thirdPartyInfo: {
    method: 'GET',
    path: '/user-api/thirdParty/login/info',
    query: noInput,
    private: true,
    response: codeEnvelope(z.array(z.object({ thirdType: z.string(), boundAt: z.string() }))),
  },
  /** Verified: the third-party account no longer logs in to this one. */
  thirdPartyUnbind: {
    method: 'POST',
    path: '/user-api/thirdParty/login/unbind',
    query: noInput,
    body: z.object({ thirdType: z.string().trim().min(1).max(32) }),
    response: codeEnvelope(z.boolean()),
  },
  partnerIdQuery: {
    method: 'GET',
    path: '/user-api/user/partner',
    query: noInput,
    private: true,
    response: codeEnvelope(partner.nullable()),
  },
  /** Binds the partner who looks after the account; once bound it stays. */
  partnerIdBind: {
    method: 'POST',
    path: '/user-api/user/partner/bind',
    query: noInput,
    body: z.object({
      partnerId: z.string().trim().toUpperCase().regex(PARTNER_ID_PATTERN, 'is a P and six digits, like P100001'),
    }),
    response: codeEnvelope(partner),
  },
} as const;
