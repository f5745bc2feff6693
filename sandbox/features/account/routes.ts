import { isPayoutAddress } from '../../../runtime/domain/addresses.ts';
import { type Account, type Accounts, addressOf, toUserInfo, type UserRow, verifySecret } from '../../accounts.ts';
import { countryCodeList } from '../../content/countries.ts';
import type { Database } from '../../db.ts';
import { CallError, type Define, failedData, ok, okData } from '../../http.ts';
import type { Outbox } from '../../outbox.ts';
import { issueInviteeGift } from '../invites/store.ts';
import { createVipEvaluation } from '../loyalty/evaluation.ts';
import { unpaidOrderCount } from '../orders/index.ts';

/** Business codes of the user API (code envelope); 0 is success. */
export const CODES = {
  wrongPassword: 1001,
  wrongCode: 1002,
  noPasswordLogin: 1003,
  alreadyRegistered: 1004,
  unknownInviteCode: 1005,
  unknownAccount: 1006,
  badTicket: 1008,
} as const;

/** The CAS cookie lasts 604800 s (spec section 9). */
export const CAS_MAX_AGE_S = 604_800;

/** Dashboard entries every user has; the coupon entry is per user (coupon pages check for it). */
const DASHBOARD_ROUTES = [
  { name: 'hashrate', path: '/dashboard/hashrate' },
  { name: 'order', path: '/dashboard/order' },
  { name: 'serviceFee', path: '/dashboard/serviceFee' },
  { name: 'loanService', path: '/dashboard/loanService' },
  { name: 'renew', path: '/dashboard/renew' },
  { name: 'pool', path: '/dashboard/pool' },
  { name: 'points', path: '/dashboard/points' },
  { name: 'wallet', path: '/dashboard/wallet' },
  { name: 'address', path: '/dashboard/address' },
  { name: 'kyc', path: '/dashboard/kyc' },
  { name: 'rewards', path: '/dashboard/rewards' },
  { name: 'coupon', path: '/dashboard/coupon' },
  { name: 'invite', path: '/dashboard/invite' },
  { name: 'setting', path: '/dashboard/setting' },
];
const COUPON_ROUTE = { name: 'coupons', path: '/dashboard/coupons' };

interface Deps {
  db: Database;
  now: () => number;
  accounts: Accounts;
  outbox: Outbox;
}

export function accountRoutes(define: Define, { db, now, accounts, outbox }: Deps): void {
  const useTicket = db.prepare(
    'UPDATE cas_tickets SET used_at = ? WHERE ticket = ? AND used_at IS NULL AND expires_at > ? RETURNING uid',
  );
  const bind = db.prepare(
    `INSERT INTO third_party_bindings (uid, third_type, third_token, bound_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (uid, third_type) DO UPDATE SET third_token = excluded.third_token, bound_at = excluded.bound_at`,
  );
  const setPushId = db.prepare('UPDATE users SET push_id = ? WHERE uid = ?');
  const setGuide = db.prepare('UPDATE users SET guide_status = ? WHERE uid = ?');
  const vip = createVipEvaluation(db);

  const me = (user: UserRow | undefined): UserRow => {
    if (!user) throw new CallError(401, 401, 'login required');
    return user;
  };

  define('userInfo', (_input, { user }) => okData(toUserInfo(me(user))), { auth: true });

  function sendCode(account: Account, type: 'register' | 'login' | 'forget') {
    const existing = accounts.find(account);
    if (type === 'register' && existing)
      return failedData(CODES.alreadyRegistered, 'this account is already registered; log in instead');
    if (type === 'forget' && !existing) return failedData(CODES.unknownAccount, 'no account uses this address');
    const result = outbox.send(addressOf(account), type);
    return {
      code: 0,
      msg: result.sent ? 'code sent' : `a code was sent recently; retry in ${result.remainingSeconds} s`,
      data: result,
    };
  }
  define('sendEmailCode', ({ email, type }) => sendCode({ email }, type));
  define('sendPhoneCode', ({ phoneCode, phoneNumber, type }) => sendCode({ phoneCode, phoneNumber }, type));

  define('loginMode', (input) => {
    const user = accounts.find(input.loginType === 1 ? { email: input.email } : input);
    if (!user) return okData({ allLoginMode: ['code'], defaultLoginMode: 'code', showForgetPassword: false });
    const modes = user.login_modes.split(',').filter((m): m is 'code' | 'password' => m === 'code' || m === 'password');
    const fallback = modes[0] ?? 'code';
    const preferred =
      user.default_login_mode === 'password' || user.default_login_mode === 'code' ? user.default_login_mode : fallback;
    return okData({
      allLoginMode: modes,
      defaultLoginMode: modes.includes(preferred) ? preferred : fallback,
      showForgetPassword: modes.includes('password'),
    });
  });

  interface LoginInput {
    smsCode?: string;
    passwd?: string;
    Source?: string;
    Campaign?: string;
    Medium?: string;
  }
  function login(account: Account, input: LoginInput) {
    if ((input.smsCode === undefined) === (input.passwd === undefined)) {
      throw new CallError(400, 400, 'smsCode or passwd: send exactly one of them');
    }
    const user = accounts.find(account);
    if (input.passwd !== undefined) {
      if (!user) return failedData(CODES.wrongPassword, 'incorrect account or password');
      if (!user.login_modes.includes('password'))
        return failedData(CODES.noPasswordLogin, 'this account logs in with a code');
      if (!verifySecret(input.passwd, user.password_hash))
        return failedData(CODES.wrongPassword, 'incorrect account or password');
      return okData({ authToken: accounts.issueToken(user.uid), loginType: 'login' as const });
    }
    if (!outbox.consume(addressOf(account), 'login', input.smsCode ?? '')) {
      return failedData(CODES.wrongCode, 'the verification code is incorrect or expired');
    }
    if (user) return okData({ authToken: accounts.issueToken(user.uid), loginType: 'login' as const });
    // A login code for an unknown account registers it (spec section 3: loginType 'loginAndRegister').
    const created = accounts.create(account, { source: input.Source, campaign: input.Campaign, medium: input.Medium });
    return okData({ authToken: accounts.issueToken(created.uid), loginType: 'loginAndRegister' as const });
  }
  define('loginByEmail', ({ email, ...rest }) => login({ email }, rest));
  define('loginByPhone', ({ phoneCode, phoneNumber, ...rest }) => login({ phoneCode, phoneNumber }, rest));

  interface RegisterInput {
    inviteCode?: string;
    passwd?: string;
    Source?: string;
    Campaign?: string;
    Medium?: string;
  }
  function register(account: Account, code: string, input: RegisterInput) {
    if (accounts.find(account))
      return failedData(CODES.alreadyRegistered, 'this account is already registered; log in instead');
    const inviter = input.inviteCode ? accounts.byInviteCode(input.inviteCode) : undefined;
    if (input.inviteCode && !inviter) return failedData(CODES.unknownInviteCode, 'the invite code does not exist');
    if (!outbox.consume(addressOf(account), 'register', code)) {
      return failedData(CODES.wrongCode, 'the verification code is incorrect or expired');
    }
    const user = accounts.create(account, {
      password: input.passwd,
      invitedBy: inviter?.uid,
      source: input.Source,
      campaign: input.Campaign,
      medium: input.Medium,
    });
    // The invited friend's welcome gift comes with the account.
    if (inviter) issueInviteeGift(db, user.uid, now());
    return okData({ authToken: accounts.issueToken(user.uid), loginType: 'loginAndRegister' as const });
  }
  define('registerByEmail', ({ email, emailCode, ...rest }) => register({ email }, emailCode, rest));
  define('registerByPhone', ({ phoneCode, phoneNumber, smsCode, ...rest }) =>
    register({ phoneCode, phoneNumber }, smsCode, rest),
  );

  define('checkInviteCode', ({ userAccount, inviteCode }) => {
    const inviter = accounts.byInviteCode(inviteCode);
    if (!inviter) return failedData(CODES.unknownInviteCode, 'the invite code does not exist');
    const own = userAccount?.toLowerCase();
    if (own && (own === inviter.email || own === `+${inviter.phone_code}${inviter.phone_number}`)) {
      return failedData(CODES.unknownInviteCode, 'you cannot use your own invite code');
    }
    return okData({ valid: true, inviterNickname: inviter.nickname });
  });

  function reset(account: Account, code: string, password: string) {
    const user = accounts.find(account);
    if (!user) return failedData(CODES.unknownAccount, 'no account uses this address');
    if (!outbox.consume(addressOf(account), 'forget', code)) {
      return failedData(CODES.wrongCode, 'the verification code is incorrect or expired');
    }
    accounts.setPassword(user.uid, password);
    return okData(true);
  }
  define('resetPasswordByEmail', ({ email, emailCode, passwd }) => reset({ email }, emailCode, passwd));
  define('resetPasswordByPhone', ({ phoneCode, phoneNumber, smsCode, passwd }) =>
    reset({ phoneCode, phoneNumber }, smsCode, passwd),
  );

  define(
    'logout',
    (_input, { user, token, origin }) => {
      const who = me(user);
      if (token) accounts.revokeToken(token);
      return okData({ ssoLogoutUrl: who.logout_url === 'BM' ? `${origin}/__sandbox/cas/logout` : null });
    },
    { auth: true },
  );

  define('casLogin', ({ ticket }) => {
    const row = useTicket.get(now(), ticket, now()) as { uid: number } | undefined;
    if (!row) return failedData(CODES.badTicket, 'the CAS ticket is invalid, used or expired');
    return okData({ authToken: accounts.issueToken(row.uid), maxAge: CAS_MAX_AGE_S });
  });

  define(
    'thirdPartyBind',
    ({ thirdType, thirdToken }, { user }) => {
      bind.run(me(user).uid, thirdType, thirdToken, now());
      return okData({ thirdType, bound: true });
    },
    { auth: true },
  );

  define('countryCodeList', ({ busType }) => okData(countryCodeList(busType)));

  // ---- the signed-in user in the app API (/v1/app/auth): status envelope ----
  define('combinedInfo', (_input, { user }) => {
    const row = me(user);
    // The monthly VIP evaluations due run before the level is shown (sandbox/features/loyalty/evaluation.ts).
    vip.catchUp(row.uid, now());
    const vipLevel = vip.level(row.uid);
    return ok({
      routerList: row.coupon_route ? [...DASHBOARD_ROUTES, COUPON_ROUTE] : DASHBOARD_ROUTES,
      vipUser: { vipLevel: vipLevel === 0 ? null : vipLevel },
      // Counted as the unpaid tab of the order list counts, so the header's red dot agrees with it.
      order: { unPaidOrderNum: unpaidOrderCount(db, row.uid, now()) },
      userInfo: toUserInfo(row),
    });
  });

  // A plan that has not ended and pays to an address that can no longer receive payouts (not a valid
  // address of its coin: kept from before the check, or retired) needs a new one before its next payout.
  const livePayoutAddresses = db.prepare(
    `SELECT payout_address FROM orders
     WHERE uid = ? AND paid_at IS NOT NULL AND cancelled_at IS NULL AND (end_at IS NULL OR end_at > ?)`,
  );
  define('addressChangeCheck', (_input, { user }) => {
    const rows = livePayoutAddresses.all(me(user).uid, now()) as Array<{ payout_address: string | null }>;
    return ok({ needChange: rows.some((row) => !isPayoutAddress('BTC', row.payout_address ?? '')) });
  });

  define('pushId', ({ pushId }, { user }) => {
    setPushId.run(pushId, me(user).uid);
    return ok(true);
  });

  define('missionSum', (_input, { user }) => ok({ voucherAmount1: me(user).voucher_amount }));

  define('userGuideStatus', (_input, { user }) => ok(me(user).guide_status !== '1'));

  define('updateUserGuideStatus', ({ status }, { user }) => {
    setGuide.run(status, me(user).uid);
    return ok(true);
  });
}
