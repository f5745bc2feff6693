import * as OTPAuth from 'otpauth';
import { SETTINGS_CODES } from '../../../runtime/http/contract/settings.ts';
import { addressOf, hashSecret, type UserRow, verifySecret } from '../../accounts.ts';
import { transaction } from '../../db.ts';
import { CallError, type Define, failedData, okData } from '../../http.ts';
import { createOutbox } from '../../outbox.ts';
import type { FeatureDeps } from '../feature.ts';
import { SECURITY_CODES } from '../security/routes.ts';
import { availableAuth, createSettingsStore, PARTNERS } from './store.ts';

/** The outbox type of a bind-phone code, so a login code never binds a number. */
export const BIND_PHONE_CODE_TYPE = 'bindPhone';
/** The same type the security routes send bind-email codes with (bindEmailSendCode). */
const BIND_EMAIL_CODE_TYPE = 'bindEmail';

/**
 * The settings calls of the signed-in user. The challenge gate has asked for the verification task before a
 * sensitive one reaches its handler (features/settings/verify.ts), so a handler here only checks the change.
 */
export function settingsRoutes(define: Define, { db, now, accounts }: FeatureDeps): void {
  const store = createSettingsStore(db);
  const outbox = createOutbox(db, now);
  const setNickname = db.prepare('UPDATE users SET nickname = ? WHERE uid = ?');
  const setEmail = db.prepare('UPDATE users SET email = ? WHERE uid = ?');
  const setPhone = db.prepare('UPDATE users SET phone_code = ?, phone_number = ? WHERE uid = ?');
  const dropGa = db.prepare('UPDATE users SET totp_secret = NULL, totp_pending = NULL WHERE uid = ?');
  const setFund = db.prepare('UPDATE users SET fund_password_hash = ? WHERE uid = ?');
  const linked = db.prepare('SELECT third_type, bound_at FROM third_party_bindings WHERE uid = ? ORDER BY bound_at');
  const unlink = db.prepare('DELETE FROM third_party_bindings WHERE uid = ? AND third_type = ?');

  const me = (user: UserRow | undefined): UserRow => {
    if (!user) throw new CallError(401, 401, 'login required');
    return user;
  };
  const fresh = (uid: number): UserRow => accounts.byUid(uid) as UserRow;
  const thirdParty = (uid: number) =>
    (linked.all(uid) as Array<{ third_type: string; bound_at: number }>).map((row) => ({
      thirdType: row.third_type,
      boundAt: new Date(row.bound_at).toISOString(),
    }));
  const phoneOwner = (phoneCode: string, phoneNumber: string, uid: number) => {
    const owner = accounts.find({ phoneCode, phoneNumber });
    return owner !== undefined && owner.uid !== uid;
  };
  const emailOwner = (email: string, uid: number) => {
    const owner = accounts.find({ email });
    return owner !== undefined && owner.uid !== uid;
  };

  define(
    'settingsOverview',
    (_input, { user }) => {
      const row = me(user);
      return okData({
        nickname: row.nickname,
        noticeLanguage: store.noticeLanguage(row.uid),
        email: row.email,
        phoneCode: row.phone_code === null ? null : `+${row.phone_code}`,
        phoneNumber: row.phone_number,
        passwordSet: row.password_hash !== null,
        fundPasswordSet: row.fund_password_hash !== null,
        gaBound: row.totp_secret !== null,
        withdrawAuth: store.authMethods(row.uid, 'withdraw'),
        payAuth: store.authMethods(row.uid, 'pay'),
        availableAuth: availableAuth(row),
        partner: store.partner(row.uid),
        thirdParty: thirdParty(row.uid),
      });
    },
    { auth: true },
  );

  define(
    'changeNickname',
    ({ nickname }, { user }) => {
      setNickname.run(nickname, me(user).uid);
      return okData(true);
    },
    { auth: true },
  );

  define(
    'changeNoticeLanguage',
    ({ noticeLanguage }, { user }) => {
      store.setNoticeLanguage(me(user).uid, noticeLanguage);
      return okData(true);
    },
    { auth: true },
  );

  define(
    'changePassword',
    ({ oldPasswd, passwd }, { user }) => {
      const row = me(user);
      if (row.password_hash) {
        if (!oldPasswd || !verifySecret(oldPasswd, row.password_hash))
          return failedData(SETTINGS_CODES.wrongPassword, 'the current password is incorrect');
        if (verifySecret(passwd, row.password_hash))
          return failedData(SETTINGS_CODES.samePassword, 'the new password must differ from the current one');
      }
      accounts.setPassword(row.uid, passwd);
      return okData(true);
    },
    { auth: true },
  );

  define(
    'changeEmail',
    ({ email, emailCode }, { user }) => {
      const row = me(user);
      if (!row.email) return failedData(SETTINGS_CODES.noEmail, 'no email is bound yet; bind one instead');
      if (emailOwner(email, row.uid))
        return failedData(SETTINGS_CODES.alreadyBound, 'this email belongs to another account');
      if (email.toLowerCase() === row.email)
        return failedData(SETTINGS_CODES.alreadyBound, 'this email is bound to your account already');
      if (!outbox.consume(addressOf({ email }), BIND_EMAIL_CODE_TYPE, emailCode))
        return failedData(SECURITY_CODES.wrongEmailCode, 'the verification code is incorrect or expired');
      setEmail.run(email.toLowerCase(), row.uid);
      return okData(true);
    },
    { auth: true },
  );

  define(
    'unbindEmail',
    (_input, { user }) => {
      const row = me(user);
      if (!row.email) return failedData(SETTINGS_CODES.noEmail, 'no email is bound');
      if (!row.phone_number)
        return failedData(SETTINGS_CODES.lastLogin, 'bind a phone number first: an account needs a way to log in');
      transaction(db, () => {
        setEmail.run(null, row.uid);
        store.dropAuthMethod(row.uid, 'email');
      });
      return okData(true);
    },
    { auth: true },
  );

  define(
    'bindPhoneSendCode',
    ({ phoneCode, phoneNumber }, { user }) => {
      const row = me(user);
      if (phoneOwner(phoneCode, phoneNumber, row.uid))
        return failedData(SETTINGS_CODES.phoneTaken, 'this phone number belongs to another account');
      const result = outbox.send(addressOf({ phoneCode, phoneNumber }), BIND_PHONE_CODE_TYPE);
      return {
        code: 0,
        msg: result.sent ? 'code sent' : `a code was sent recently; retry in ${result.remainingSeconds} s`,
        data: result,
      };
    },
    { auth: true },
  );

  const bindPhone = (row: UserRow, phoneCode: string, phoneNumber: string, smsCode: string) => {
    if (phoneOwner(phoneCode, phoneNumber, row.uid))
      return failedData(SETTINGS_CODES.phoneTaken, 'this phone number belongs to another account');
    if (row.phone_code === phoneCode && row.phone_number === phoneNumber)
      return failedData(SETTINGS_CODES.alreadyBound, 'this phone number is bound to your account already');
    if (!outbox.consume(addressOf({ phoneCode, phoneNumber }), BIND_PHONE_CODE_TYPE, smsCode))
      return failedData(SETTINGS_CODES.wrongPhoneCode, 'the verification code is incorrect or expired');
    setPhone.run(phoneCode, phoneNumber, row.uid);
    return okData(true);
  };

  define(
    'bindPhone',
    ({ phoneCode, phoneNumber, smsCode }, { user }) => {
      const row = me(user);
      if (row.phone_number)
        return failedData(SETTINGS_CODES.alreadyBound, 'a phone number is bound already; change it instead');
      return bindPhone(row, phoneCode, phoneNumber, smsCode);
    },
    { auth: true },
  );

  define(
    'changePhone',
    ({ phoneCode, phoneNumber, smsCode }, { user }) => {
      const row = me(user);
      if (!row.phone_number)
        return failedData(SETTINGS_CODES.noPhone, 'no phone number is bound yet; bind one instead');
      return bindPhone(row, phoneCode, phoneNumber, smsCode);
    },
    { auth: true },
  );

  define(
    'unbindPhone',
    (_input, { user }) => {
      const row = me(user);
      if (!row.phone_number) return failedData(SETTINGS_CODES.noPhone, 'no phone number is bound');
      if (!row.email)
        return failedData(SETTINGS_CODES.lastLogin, 'bind an email first: an account needs a way to log in');
      setPhone.run(null, null, row.uid);
      return okData(true);
    },
    { auth: true },
  );

  define(
    'fundPasswordForget',
    ({ fundPassword }, { user }) => {
      // The gate had the authenticator or an email code prove the account is the user's.
      setFund.run(hashSecret(fundPassword), me(user).uid);
      return okData(true);
    },
    { auth: true },
  );

  define(
    'fundPasswordValidate',
    ({ fundPassword }, { user }) => {
      const row = me(user);
      return okData({ valid: verifySecret(fundPassword, row.fund_password_hash) });
    },
    { auth: true },
  );

  define(
    'gaValidate',
    ({ code }, { user }) => {
      const row = me(user);
      if (!row.totp_secret) return failedData(SETTINGS_CODES.noGa, 'no authenticator is bound');
      const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(row.totp_secret), digits: 6, period: 30 });
      return okData({ valid: totp.validate({ token: code, timestamp: now(), window: 1 }) !== null });
    },
    { auth: true },
  );

  define(
    'gaUnbind',
    (_input, { user }) => {
      const row = me(user);
      if (!row.totp_secret) return failedData(SETTINGS_CODES.noGa, 'no authenticator is bound');
      transaction(db, () => {
        dropGa.run(row.uid);
        store.dropAuthMethod(row.uid, 'ga');
      });
      return okData(true);
    },
    { auth: true },
  );

  define(
    'authMethodsGet',
    (_input, { user }) => {
      const row = me(user);
      return okData({
        withdraw: store.authMethods(row.uid, 'withdraw'),
        pay: store.authMethods(row.uid, 'pay'),
        available: availableAuth(row),
      });
    },
    { auth: true },
  );

  define(
    'authMethodsSet',
    ({ scope, methods }, { user }) => {
      const row = fresh(me(user).uid);
      const missing = methods.filter((method) => !availableAuth(row).includes(method) && method !== 'pay');
      if (missing.length > 0)
        return failedData(
          SETTINGS_CODES.methodUnavailable,
          `${missing.join(', ')}: set it up first (${missing.includes('ga') ? 'bind an authenticator' : 'bind an email'})`,
        );
      return okData(store.setAuthMethods(row.uid, scope, methods));
    },
    { auth: true },
  );

  define('thirdPartyInfo', (_input, { user }) => okData(thirdParty(me(user).uid)), { auth: true });

  define(
    'thirdPartyUnbind',
    ({ thirdType }, { user }) => {
      const row = me(user);
      if (unlink.run(row.uid, thirdType).changes === 0)
        return failedData(SETTINGS_CODES.notLinked, `no ${thirdType} login is linked to this account`);
      return okData(true);
    },
    { auth: true },
  );

  define('partnerIdQuery', (_input, { user }) => okData(store.partner(me(user).uid)), { auth: true });

  define(
    'partnerIdBind',
    ({ partnerId }, { user }) => {
      const row = me(user);
      if (!PARTNERS[partnerId]) return failedData(SETTINGS_CODES.unknownPartner, `no partner has the id ${partnerId}`);
      if (store.partner(row.uid))
        return failedData(SETTINGS_CODES.partnerBound, 'a partner is bound to this account already');
      if (!store.bindPartner(row.uid, partnerId, now()))
        return failedData(SETTINGS_CODES.partnerBound, 'a partner is bound to this account already');
      return okData(store.partner(row.uid) as NonNullable<ReturnType<typeof store.partner>>);
    },
    { auth: true },
  );
}
