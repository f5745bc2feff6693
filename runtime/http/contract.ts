import { z } from 'zod';
import { codeEnvelope, jsonField, statusEnvelope } from './contract/envelopes.ts';
import { newsCalls } from './contract/news.ts';
import { orderCalls } from './contract/orders.ts';

/**
 * The API contract: one request and one response schema per call, shared by the
 * client (validation in development and tests) and the sandbox (validates both ways).
 * Imports zod only, so the sandbox can depend on it alone.
 */

export * from './contract/envelopes.ts';

const noInput = z.object({});

// Section 5 of the spec; shared so client and sandbox apply the same rules.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PHONE_NUMBER_PATTERN = /^\d{8,13}$/;
export const CODE_PATTERN = /^\d{6}$/;
/** Site password rule: 8 to 20 of letters, digits and ~!@#$%^&*, with at least one letter and one digit. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d~!@#$%^&*]{8,20}$/;
export const PASSWORD_RULE_MESSAGE =
  'must be 8 to 20 characters with a letter and a digit, using only letters, digits and ~!@#$%^&*';

const email = z.string().trim().max(254).regex(EMAIL_PATTERN, 'is not a valid email address');
/** `+1`, `1` or `001` style country calling code; stored without the plus. */
const phoneCode = z
  .string()
  .trim()
  .regex(/^\+?\d{1,4}$/, 'is not a calling code like +1')
  .transform((v) => v.replace(/^\+/, ''));
const phoneNumber = z.string().trim().regex(PHONE_NUMBER_PATTERN, 'must be 8 to 13 digits');
const code = z.string().trim().regex(CODE_PATTERN, 'must be 6 digits');
const newPassword = z.string().regex(PASSWORD_PATTERN, PASSWORD_RULE_MESSAGE);
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
const id = z.string().trim().min(1).max(64);
/** Spec section 5, six-digit PIN: 1 not six digits, 2 all one digit, 3 an ascending or descending run. */
export const PIN_PROBLEMS = {
  1: 'must be 6 digits',
  2: 'must not be one digit six times',
  3: 'must not be a run like 123456',
} as const;
export function pinProblem(pin: string): 0 | 1 | 2 | 3 {
  if (!CODE_PATTERN.test(pin)) return 1;
  const digits = [...pin].map(Number);
  if (digits.every((d) => d === digits[0])) return 2;
  const steps = digits.slice(1).map((d, i) => d - (digits[i] ?? 0));
  if (steps.every((s) => s === 1) || steps.every((s) => s === -1)) return 3;
  return 0;
}
const fundPin = z
  .string()
  .trim()
  .superRefine((pin, ctx) => {
    const problem = pinProblem(pin);
    if (problem !== 0) ctx.addIssue({ code: 'custom', message: PIN_PROBLEMS[problem] });
  });

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
/** A send that found a code sent less than 60 s ago answers `sent: false` and the seconds left. */
const sendCodeResult = z.object({ sent: z.boolean(), remainingSeconds: z.number().int() });
const checkResult = z.object({ taskId: z.string(), passed: z.boolean() });

export const goodsSummary = z.object({
  goodsId: z.string(),
  goodsName: z.string(),
  goodsType: z.number().int(),
  goodsStatus: z.number().int(),
  currency: z.string(),
  minerModel: z.string(),
  hashrateTh: z.number(),
  durationDays: z.number().int(),
  hashrateFee: z.number(),
  serviceFeePerThDay: z.number(),
  efficiencyJt: z.number(),
  pool: z.string(),
  supportPlatform: z.array(z.string()),
});
export type GoodsSummary = z.infer<typeof goodsSummary>;
/** A plan card's data: the summary and its estimated output over the whole term, in the plan's currency. */
export type ListedGoods = GoodsSummary & { estimatedOutputBtc: number };

export const countryEntry = z.object({
  countryCode: z.string(),
  countryName: z.string(),
  phoneCode: z.string(),
  isLimit: z.boolean(),
});

export const AUTH_METHODS = ['pay', 'ga', 'email'] as const;

export const sliderTaskData = z.object({
  bgImage: z.string(),
  pieceImage: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  pieceSize: z.number().int(),
  y: z.number().int(),
});

export const message = z.object({
  messageId: z.string(),
  messageCategory: z.number().int(),
  messageReadStatus: z.union([z.literal(0), z.literal(1)]),
  cardTypeData1: z.object({ title: z.string(), content: z.string(), time: z.string(), router: z.string().nullable() }),
});

export const contract = {
  floatGoodsList: {
    method: 'GET',
    path: '/v1/app/common/goods/query/floatGoods/list',
    query: z.object({
      pageSize: z.coerce.number().int().min(1).max(100).default(50),
      pageNo: z.coerce.number().int().min(1).default(1),
      currency: z
        .string()
        .regex(/^[A-Z_]{2,12}$/)
        .default('BTC'),
    }),
    response: statusEnvelope(
      z.object({
        data: z.array(goodsSummary),
        pageNo: z.number().int(),
        pageSize: z.number().int(),
        totalCount: z.number().int(),
      }),
    ),
  },
  /** Plans of one kind on sale for the web (easy 5, full 3, stable 7), with the estimated output of the whole term. */
  goodsList: {
    method: 'GET',
    path: '/v1/app/common/goods/list',
    query: z.object({
      goodsType: z.coerce
        .number()
        .int()
        .pipe(z.union([z.literal(3), z.literal(5), z.literal(7)])),
      currency: z
        .string()
        .regex(/^[A-Z_]{2,12}$/)
        .default('BTC'),
    }),
    response: statusEnvelope(z.array(goodsSummary.extend({ estimatedOutputBtc: z.number() }))),
  },
  pageSeo: {
    method: 'GET',
    path: '/v1/app/common/seo/page',
    query: z.object({ pageCode: z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/) }),
    response: statusEnvelope(z.object({ seoTitle: z.string(), seoKeyword: z.string(), seoDescription: z.string() })),
  },
  goodsInfo: {
    method: 'GET',
    path: '/v1/app/common/goods/info',
    query: z.object({ goodsId: z.string().min(1).max(64) }),
    response: statusEnvelope(
      z.object({ goodsId: z.string(), goodsStatus: z.number().int(), supportPlatform: z.array(z.string()) }),
    ),
  },

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

  // ---- app API (/v1/app): status envelope; /auth/ paths need a token, /common/ are public ----
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
  config: {
    method: 'GET',
    path: '/v1/app/common/config',
    query: noInput,
    response: statusEnvelope(
      z.object({
        routerConfig: z.object({ checkWhiteListRouters: z.array(z.string()) }),
        defaultCalculatorGoodsId: z.string(),
      }),
    ),
  },
  dictionaryList: {
    method: 'GET',
    path: '/v1/app/common/dictionary/list',
    query: z.object({ dictType: z.literal('web.config.url') }),
    response: statusEnvelope(z.record(z.string(), z.string())),
  },
  exclusiveRecommendGoods: {
    method: 'GET',
    path: '/v1/app/common/goods/recommend/exclusive',
    query: noInput,
    response: statusEnvelope(z.array(goodsSummary)),
  },
  addressChangeCheck: {
    method: 'GET',
    path: '/v1/app/auth/user/address/changeCheck',
    query: noInput,
    response: statusEnvelope(z.object({ needChange: z.boolean() })),
  },
  indexModal: {
    method: 'GET',
    path: '/v1/app/auth/index/modal',
    query: noInput,
    response: statusEnvelope(
      z.object({
        show: z.boolean(),
        imageUrl: z.string().nullable(),
        router: z.string().nullable(),
        expireHours: z.number(),
      }),
    ),
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
  agreementDetail: {
    method: 'GET',
    path: '/v1/app/common/agreement/detail',
    query: z.object({
      agreementId: z.string().regex(/^BFF(PRIVACY|USERTERM)_(ZH|CN|EN)$/, 'is not a known agreement id'),
    }),
    /** agreementContent is HTML from the CMS: the client must sanitize it. */
    response: statusEnvelope(z.object({ agreementId: z.string(), title: z.string(), agreementContent: z.string() })),
  },
  bannerQuery: {
    method: 'GET',
    path: '/v1/app/common/banner/query',
    query: z.object({ advertisingId: z.string().regex(/^[A-Z_]{1,64}$/) }),
    response: statusEnvelope(
      z.object({
        modules: z.array(
          z.object({ data: z.object({ banners: z.array(z.object({ imageUrl: z.string(), router: z.string() })) }) }),
        ),
      }),
    ),
  },
  cmsBannerList: {
    method: 'GET',
    path: '/v1/app/common/cms/banner/list',
    query: z.object({ bannerType: z.enum(['06', '07']) }),
    response: statusEnvelope(
      z.array(
        z.object({ bannerId: z.string(), bannerPicture: z.string(), bannerBgPicture: z.string(), router: z.string() }),
      ),
    ),
  },
  translations: {
    method: 'GET',
    path: '/v1/app/common/i18n/translations',
    query: z.object({ lang: z.enum(['de', 'en', 'es', 'fr', 'ja', 'ko', 'hk', 'zh']) }),
    /** A flat map from Lingui message id to its translation. */
    response: statusEnvelope(z.record(z.string(), z.string())),
  },

  // ---- task checks (/v1/app/common/itw/task) ----
  taskCheck: {
    method: 'POST',
    path: '/v1/app/common/itw/task/taskCheck',
    query: noInput,
    /** `param` is the task type's answer: { x } slider, { token } cfTurnstile/hcaptcha, geetest fields, { receipt } dialog. */
    body: z.object({ taskId: id, param: jsonField(z.record(z.string(), z.unknown())).default({}) }),
    response: statusEnvelope(checkResult),
  },
  sliderPuzzle: {
    method: 'GET',
    path: '/v1/app/common/itw/task/slider',
    /** A fresh puzzle for a slider task (after a failed check the old one is gone). */
    query: z.object({ taskId: id }),
    response: statusEnvelope(sliderTaskData),
  },
  sliderCheck: {
    method: 'POST',
    path: '/v1/app/common/itw/task/sliderCheck',
    query: noInput,
    body: z.object({ taskId: id, x: z.coerce.number().finite().min(0).max(10_000) }),
    response: statusEnvelope(checkResult),
  },
  cfTurnstileCheck: {
    method: 'POST',
    path: '/v1/app/common/itw/task/cfTurnstileCheck',
    query: noInput,
    body: z.object({ taskId: id, token: z.string().min(1).max(2048) }),
    response: statusEnvelope(checkResult),
  },
  hcaptchaCheck: {
    method: 'POST',
    path: '/v1/app/common/itw/task/hcaptchaCheck',
    query: noInput,
    body: z.object({ taskId: id, token: z.string().min(1).max(2048) }),
    response: statusEnvelope(checkResult),
  },
  geetestCheck: {
    method: 'POST',
    path: '/v1/app/common/itw/task/geetestCheck',
    query: noInput,
    body: z.object({
      taskId: id,
      lot_number: z.string().min(1).max(256),
      captcha_output: z.string().min(1).max(2048),
      pass_token: z.string().min(1).max(2048),
      gen_time: z.string().min(1).max(32),
    }),
    response: statusEnvelope(checkResult),
  },
  authMessageSend: {
    method: 'POST',
    path: '/v1/app/common/itw/task/authMessageSend',
    query: noInput,
    body: z.object({ taskId: id, authMethod: z.literal('email') }),
    response: statusEnvelope(sendCodeResult),
  },
  authCheckTask: {
    method: 'POST',
    path: '/v1/app/common/itw/task/authCheckTask',
    query: noInput,
    body: z.object({
      taskId: id,
      authInfo: z.string().max(256).optional(),
      verifyCodeInfo: jsonField(
        z
          .array(z.object({ authMethod: z.enum(AUTH_METHODS), code: z.string().max(64) }))
          .min(1)
          .max(3),
      ),
    }),
    response: statusEnvelope(checkResult),
  },

  // ---- messages (/message-api): status envelope, per user ----
  messageList: {
    method: 'GET',
    path: '/message-api/common/message/messageList1',
    query: z.object({
      messageCategory: z.coerce.number().int().min(0).max(99).default(0),
      pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
      pageSize: z.coerce.number().int().min(1).max(100).default(10),
    }),
    response: statusEnvelope(
      z.object({
        data: z.array(message),
        pageNo: z.number().int(),
        pageSize: z.number().int(),
        totalCount: z.number().int(),
      }),
    ),
  },
  unreadMessageNum: {
    method: 'GET',
    path: '/message-api/common/message/unReadMessageNum',
    query: noInput,
    response: statusEnvelope(z.number().int()),
  },
  readMessage: {
    method: 'POST',
    path: '/message-api/common/message/readMessage',
    query: noInput,
    body: z.object({ messageId: id }),
    response: statusEnvelope(z.boolean()),
  },
  // ---- account security (/user-api): fund password, authenticator, email binding; code envelope ----
  /** What the security modals need to know: which of the three are set up. */
  securityStatus: {
    method: 'GET',
    path: '/user-api/user/security/status',
    query: noInput,
    response: codeEnvelope(
      z.object({ fundPasswordSet: z.boolean(), gaBound: z.boolean(), email: z.string().nullable() }),
    ),
  },
  /** Sets the first fund password (spec section 5: a six-digit PIN, not all one digit, not a run). */
  fundPasswordAdd: {
    method: 'POST',
    path: '/user-api/fundPassword/add',
    query: noInput,
    body: z.object({ fundPassword: fundPin }),
    response: codeEnvelope(z.boolean()),
  },
  /** Replaces the fund password; the current one proves it is the owner. */
  fundPasswordReset: {
    method: 'POST',
    path: '/user-api/fundPassword/reset',
    query: noInput,
    body: z.object({
      oldFundPassword: z.string().trim().regex(CODE_PATTERN, 'must be 6 digits'),
      fundPassword: fundPin,
    }),
    response: codeEnvelope(z.boolean()),
  },
  /** A new authenticator secret for binding (replaces any earlier unbound one) and its otpauth:// URI for the QR code. */
  gaQrCode: {
    method: 'GET',
    path: '/user-api/ga/qr_code',
    query: noInput,
    response: codeEnvelope(z.object({ secret: z.string(), otpauthUri: z.string() })),
  },
  /** Binds the secret from gaQrCode once a current code from the authenticator app proves the scan. */
  gaBind: {
    method: 'POST',
    path: '/user-api/ga/bind',
    query: noInput,
    body: z.object({ code }),
    response: codeEnvelope(z.boolean()),
  },
  /** Sends a code to an address the signed-in user wants to bind (not used by another account). */
  bindEmailSendCode: {
    method: 'POST',
    path: '/user-api/email/bind/sendCode',
    query: noInput,
    body: z.object({ email }),
    response: codeEnvelope(sendCodeResult),
  },
  bindEmail: {
    method: 'POST',
    path: '/user-api/email/bind',
    query: noInput,
    body: z.object({ email, emailCode: code }),
    response: codeEnvelope(z.boolean()),
  },

  // ---- one file per feature (runtime/http/contract/<feature>.ts) ----
  ...newsCalls,
  ...orderCalls,
} as const;

export type Contract = typeof contract;
export type CallName = keyof Contract;
