import * as OTPAuth from 'otpauth';
import { type Accounts, addressOf, hashSecret, type UserRow, verifySecret } from '../../accounts.ts';
import type { Database } from '../../db.ts';
import { CallError, type Define, failedData, okData } from '../../http.ts';
import type { Outbox } from '../../outbox.ts';

/** Business codes of the security calls (code envelope). */
export const SECURITY_CODES = {
  fundPasswordExists: 1101,
  noFundPassword: 1102,
  wrongFundPassword: 1103,
  gaAlreadyBound: 1111,
  noPendingGa: 1112,
  wrongGaCode: 1113,
  emailTaken: 1121,
  wrongEmailCode: 1122,
  emailBound: 1123,
} as const;

/** The outbox type of a bind-email code, so a login or register code never binds an address. */
export const BIND_EMAIL_CODE_TYPE = 'bindEmail';
const ISSUER = 'FuFu Cloud Mining';

interface Deps {
  db: Database;
  now: () => number;
  accounts: Accounts;
  outbox: Outbox;
}

/** Fund password, authenticator binding and email binding for the signed-in user. */
export function securityRoutes(define: Define, { db, now, accounts, outbox }: Deps): void {
  const setFund = db.prepare('UPDATE users SET fund_password_hash = ? WHERE uid = ?');
  const setPending = db.prepare('UPDATE users SET totp_pending = ? WHERE uid = ?');
  const bindTotp = db.prepare('UPDATE users SET totp_secret = totp_pending, totp_pending = NULL WHERE uid = ?');
  const setEmail = db.prepare('UPDATE users SET email = ? WHERE uid = ?');

  const me = (user: UserRow | undefined): UserRow => {
    if (!user) throw new CallError(401, 401, 'login required');
    return user;
  };
  const totp = (secret: string, label: string) =>
    new OTPAuth.TOTP({ issuer: ISSUER, label, secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
  const takenByOther = (email: string, uid: number) => {
    const owner = accounts.find({ email });
    return owner !== undefined && owner.uid !== uid;
  };

  define(
    'securityStatus',
    (_input, { user }) => {
      const row = me(user);
      return okData({
        fundPasswordSet: row.fund_password_hash !== null,
        gaBound: row.totp_secret !== null,
        email: row.email,
      });
    },
    { auth: true },
  );

  define(
    'fundPasswordAdd',
    ({ fundPassword }, { user }) => {
      const row = me(user);
      if (row.fund_password_hash)
        return failedData(SECURITY_CODES.fundPasswordExists, 'a fund password is set already; reset it instead');
      setFund.run(hashSecret(fundPassword), row.uid);
      return okData(true);
    },
    { auth: true },
  );

  define(
    'fundPasswordReset',
    ({ oldFundPassword, fundPassword }, { user }) => {
      const row = me(user);
      if (!row.fund_password_hash) return failedData(SECURITY_CODES.noFundPassword, 'no fund password is set yet');
      if (!verifySecret(oldFundPassword, row.fund_password_hash))
        return failedData(SECURITY_CODES.wrongFundPassword, 'the current fund password is incorrect');
      setFund.run(hashSecret(fundPassword), row.uid);
      return okData(true);
    },
    { auth: true },
  );

  define(
    'gaQrCode',
    (_input, { user }) => {
      const row = me(user);
      if (row.totp_secret) return failedData(SECURITY_CODES.gaAlreadyBound, 'an authenticator is bound already');
      const secret = new OTPAuth.Secret({ size: 20 }).base32;
      setPending.run(secret, row.uid);
      const label = row.email ?? `+${row.phone_code}${row.phone_number}`;
      return okData({ secret, otpauthUri: totp(secret, label).toString() });
    },
    { auth: true },
  );

  define(
    'gaBind',
    ({ code }, { user }) => {
      const row = me(user);
      if (row.totp_secret) return failedData(SECURITY_CODES.gaAlreadyBound, 'an authenticator is bound already');
      if (!row.totp_pending) return failedData(SECURITY_CODES.noPendingGa, 'scan a new QR code first');
      // One period either side, as authenticator apps and the auth task allow for clock drift.
      if (totp(row.totp_pending, 'bind').validate({ token: code, timestamp: now(), window: 1 }) === null)
        return failedData(SECURITY_CODES.wrongGaCode, 'the authenticator code is incorrect');
      bindTotp.run(row.uid);
      return okData(true);
    },
    { auth: true },
  );

  define(
    'bindEmailSendCode',
    ({ email }, { user }) => {
      const row = me(user);
      if (takenByOther(email, row.uid))
        return failedData(SECURITY_CODES.emailTaken, 'this email belongs to another account');
      const result = outbox.send(addressOf({ email }), BIND_EMAIL_CODE_TYPE);
      return {
        code: 0,
        msg: result.sent ? 'code sent' : `a code was sent recently; retry in ${result.remainingSeconds} s`,
        data: result,
      };
    },
    { auth: true },
  );

  define(
    'bindEmail',
    ({ email, emailCode }, { user }) => {
      const row = me(user);
      // Replacing a bound address is a change, verified first (changeEmail in features/settings).
      if (row.email) return failedData(SECURITY_CODES.emailBound, 'an email is bound already; change it instead');
      if (takenByOther(email, row.uid))
        return failedData(SECURITY_CODES.emailTaken, 'this email belongs to another account');
      if (!outbox.consume(addressOf({ email }), BIND_EMAIL_CODE_TYPE, emailCode))
        return failedData(SECURITY_CODES.wrongEmailCode, 'the verification code is incorrect or expired');
      setEmail.run(email.toLowerCase(), row.uid);
      return okData(true);
    },
    { auth: true },
  );
}
