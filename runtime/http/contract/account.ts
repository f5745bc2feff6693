import { z } from 'zod';
import { codeEnvelope, statusEnvelope } from './envelopes.ts';
import { code, email, newPassword, noInput, phoneCode, phoneNumber, sendCodeResult } from './fields.ts';

/**
 * The account (spec section 7, user API): codes, login, register, password reset, logout, CAS and
 * third-party login on `/user-api` (code envelope), and what the app reads and writes about the
 * signed-in user on `/v1/app/auth/` (status envelope).
 */

const loginPassword = z.string().min(1, 'is required').max(64);
const inviteCode = z
  .string()
  .trim()
  .max(32)
  .regex(/^[A-Za-z0-9_-]*$/, 'has characters an invite code never has');
const attribution = {
  Source: z.string().max(128).optional(),
  Campaign: z.string().max(128).optional(),
  Medium: z.string().max(128).optional(),
  page: z.string().max(256).optional(),
};
export const SEND_CODE_TYPES = ['register', 'login', 'forget'] as const;
const sendCodeType = z.enum(SEND_CODE_TYPES);

export const userInfo = z.object({
  uid: z.number().int(),
  email: z.string().nullable(),
  phoneCode: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  nickname: z.string().nullable(),
  freezeStatus: z.number().int(),
  authLevel: z.number().int(),
  source: z.string().nullable(),
  campaign: z.string().nullable(),
  logoutUrl: z.string().nullable(),
  manager: z.object({ showCrispTag: z.boolean(), liaisonFlag: z.number().int() }),
});
export type UserInfo = z.infer<typeof userInfo>;

const authToken = z.object({ authToken: z.string(), loginType: z.enum(['login', 'loginAndRegister']) });

export const countryEntry = z.object({
  countryCode: z.string(),
  countryName: z.string(),
  phoneCode: z.string(),
  isLimit: z.boolean(),
});

export const accountCalls = {
  // ---- user API (/user-api): code envelope ----
  userInfo: { method: 'GET', path: '/user-api/user/info', query: noInput, response: codeEnvelope(userInfo) },
  sendEmailCode: {
    method: 'POST',
    path: '/user-api/common/sendMailCode',
    query: noInput,
    body: z.object({ email, type: sendCodeType }),
    response: codeEnvelope(sendCodeResult),
  },
  sendPhoneCode: {
    method: 'POST',
    path: '/user-api/common/sendSmsCode',
    query: noInput,
    body: z.object({ phoneCode, phoneNumber, type: sendCodeType }),
    response: codeEnvelope(sendCodeResult),
  },
  loginMode: {
    method: 'GET',
    path: '/user-api/login/loginMode',
    /** loginType 1 is email, 2 is phone. */
    query: z.union([
      z.object({
        loginType: z
          .literal('1')
          .or(z.literal(1))
          .transform(() => 1 as const),
        email,
      }),
      z.object({
        loginType: z
          .literal('2')
          .or(z.literal(2))
          .transform(() => 2 as const),
        phoneCode,
        phoneNumber,
      }),
    ]),
    response: codeEnvelope(
      z.object({
        allLoginMode: z.array(z.enum(['code', 'password'])),
        defaultLoginMode: z.enum(['code', 'password']),
        showForgetPassword: z.boolean(),
      }),
    ),
  },
  loginByEmail: {
    method: 'POST',
    path: '/user-api/login/email',
    query: noInput,
    body: z.object({ email, smsCode: code.optional(), passwd: loginPassword.optional(), ...attribution }),
    response: codeEnvelope(authToken),
  },
  loginByPhone: {
    method: 'POST',
    path: '/user-api/login/phone',
    query: noInput,
    body: z.object({
      phoneCode,
      phoneNumber,
      smsCode: code.optional(),
      passwd: loginPassword.optional(),
      ...attribution,
    }),
    response: codeEnvelope(authToken),
  },
  registerByEmail: {
    method: 'POST',
    path: '/user-api/register/email',
    query: noInput,
    body: z.object({
      email,
      emailCode: code,
      inviteCode: inviteCode.optional(),
      passwd: newPassword.optional(),
      ...attribution,
    }),
    response: codeEnvelope(authToken),
  },
  registerByPhone: {
    method: 'POST',
    path: '/user-api/register/phone',
    query: noInput,
    body: z.object({
      phoneCode,
      phoneNumber,
      smsCode: code,
      inviteCode: inviteCode.optional(),
      passwd: newPassword.optional(),
      ...attribution,
    }),
    response: codeEnvelope(authToken),
  },
  checkInviteCode: {
    method: 'POST',
    path: '/user-api/register/checkInviteCode',
    query: noInput,
    body: z.object({
      userAccount: z.string().trim().max(254).optional(),
      inviteCode: inviteCode.min(1, 'is required'),
    }),
    response: codeEnvelope(z.object({ valid: z.boolean(), inviterNickname: z.string().nullable() })),
  },
  resetPasswordByEmail: {
    method: 'POST',
    path: '/user-api/password/forget/email',
    query: noInput,
    body: z.object({ email, emailCode: code, passwd: newPassword }),
    response: codeEnvelope(z.boolean()),
  },
  resetPasswordByPhone: {
    method: 'POST',
    path: '/user-api/password/forget/phone',
    query: noInput,
    body: z.object({ phoneCode, phoneNumber, smsCode: code, passwd: newPassword }),
    response: codeEnvelope(z.boolean()),
  },
  /** `ssoLogoutUrl` is set for logoutUrl 'BM' users: the client sends them there (with its destination as `service`). */
  logout: {
    method: 'GET',
    path: '/user-api/login/logout',
    query: noInput,
    response: codeEnvelope(z.object({ ssoLogoutUrl: z.string().nullable() })),
  },
  casLogin: {
    method: 'GET',
    path: '/user-api/login/cas',
    query: z.object({
      source: z.string().max(32).default('web'),
      ticket: z.string().min(1).max(256),
      service: z.string().max(2048).optional(),
    }),
    response: codeEnvelope(z.object({ authToken: z.string(), maxAge: z.number().int() })),
  },
  thirdPartyBind: {
    method: 'POST',
    path: '/user-api/thirdParty/login/bind',
    query: noInput,
    body: z.object({ thirdType: z.string().trim().min(1).max(32), thirdToken: z.string().trim().min(1).max(2048) }),
    response: codeEnvelope(z.object({ thirdType: z.string(), bound: z.boolean() })),
  },
  countryCodeList: {
    method: 'GET',
    path: '/user-api/common/countryCodeList',
    query: z.object({ busType: z.enum(['register', 'login', 'forget', 'kyc', 'bind']).default('register') }),
    response: codeEnvelope(
      z.object({
        commonList: z.array(countryEntry),
        hotList: z.array(countryEntry),
        showPhoneCode: z.boolean(),
        showLimit: z.boolean(),
      }),
    ),
  },

  // ---- the signed-in user in the app API (/v1/app/auth): status envelope ----
  combinedInfo: {
    method: 'GET',
    path: '/v1/app/auth/user/combinedInfo',
    query: noInput,
    response: statusEnvelope(
      z.object({
        routerList: z.array(z.object({ name: z.string(), path: z.string() })),
        vipUser: z.object({ vipLevel: z.number().int().min(1).max(5).nullable() }),
        order: z.object({ unPaidOrderNum: z.number().int() }),
        userInfo,
      }),
    ),
  },
  /** Whether a plan of the account pays to an address that can no longer receive payouts (home asks to change it). */
  addressChangeCheck: {
    method: 'GET',
    path: '/v1/app/auth/user/address/changeCheck',
    private: true,
    query: noInput,
    response: statusEnvelope(z.object({ needChange: z.boolean() })),
  },
  pushId: {
    method: 'POST',
    path: '/v1/app/auth/user/pushId',
    query: noInput,
    body: z.object({ pushId: z.string().trim().min(1).max(256) }),
    response: statusEnvelope(z.boolean()),
  },
  missionSum: {
    method: 'GET',
    path: '/v1/app/auth/activity/mission/sumData',
    private: true,
    query: noInput,
    response: statusEnvelope(z.object({ voucherAmount1: z.number() })),
  },
  userGuideStatus: {
    method: 'GET',
    path: '/v1/app/auth/user/guide/status',
    query: z.object({ feedbackType: z.literal('registerMissionGuide') }),
    /** True while the user's guide status is unset: a truthy result starts the tour (spec section 7). */
    response: statusEnvelope(z.boolean()),
  },
  updateUserGuideStatus: {
    method: 'POST',
    path: '/v1/app/auth/user/guide/status/update',
    query: noInput,
    body: z.object({ feedbackType: z.literal('registerMissionGuide'), status: z.enum(['0', '1']) }),
    response: statusEnvelope(z.boolean()),
  },
} as const;
