import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import type { UserInfo } from '../runtime/http/contract.ts';
import type { Database } from './db.ts';

/** Token lifetime: the client's auth cookie lasts 7 days (spec section 9). */
export const TOKEN_TTL_MS = 7 * 24 * 3600 * 1000;

export interface UserRow {
  uid: number;
  email: string | null;
  phone_code: string | null;
  phone_number: string | null;
  password_hash: string | null;
  fund_password_hash: string | null;
  totp_secret: string | null;
  totp_pending: string | null;
  nickname: string | null;
  freeze_status: number;
  auth_level: number;
  source: string | null;
  campaign: string | null;
  medium: string | null;
  logout_url: string | null;
  show_crisp_tag: number;
  liaison_flag: number;
  vip_level: number | null;
  unpaid_orders: number;
  coupon_route: number;
  login_modes: string;
  default_login_mode: string;
  invite_code: string;
  invited_by: number | null;
  push_id: string | null;
  guide_status: string | null;
  voucher_amount: number;
  created_at: number;
}

/** An account as the calls name it: an email, or a calling code (no plus) and a number. */
export type Account = { email: string } | { phoneCode: string; phoneNumber: string };

/** The outbox address of an account: the email, or `+<phoneCode><phoneNumber>`. */
export function addressOf(account: Account): string {
  return 'email' in account ? account.email.toLowerCase() : `+${account.phoneCode}${account.phoneNumber}`;
}

// A low scrypt cost: this is a sandbox, and tests create many accounts.
const SCRYPT = { N: 1024, r: 8, p: 1 };

export function hashSecret(secret: string): string {
  const salt = randomBytes(16);
  return `${salt.toString('hex')}:${scryptSync(secret, salt, 32, SCRYPT).toString('hex')}`;
}

export function verifySecret(secret: string, stored: string | null): boolean {
  if (!stored) return false;
  const [salt, hash] = stored.split(':');
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, 'hex');
  const actual = scryptSync(secret, Buffer.from(salt, 'hex'), expected.length, SCRYPT);
  return timingSafeEqual(expected, actual);
}

/** What the new-customer missions hold for a new account (its mission summary, `voucherAmount1`). */
export const NEW_ACCOUNT_VOUCHERS_USD = 10;

export function createAccounts(db: Database, now: () => number) {
  const byEmail = db.prepare('SELECT * FROM users WHERE email = ?');
  const byPhone = db.prepare('SELECT * FROM users WHERE phone_code = ? AND phone_number = ?');
  const byUid = db.prepare('SELECT * FROM users WHERE uid = ?');
  const byInvite = db.prepare('SELECT * FROM users WHERE invite_code = ? COLLATE NOCASE');
  const insertUser = db.prepare(
    `INSERT INTO users (email, phone_code, phone_number, password_hash, invite_code, invited_by, source, campaign,
       medium, login_modes, default_login_mode, created_at, voucher_amount)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ${NEW_ACCOUNT_VOUCHERS_USD})`,
  );
  const insertSession = db.prepare('INSERT INTO sessions (token, uid, created_at, expires_at) VALUES (?, ?, ?, ?)');
  const sessionUser = db.prepare(
    `SELECT users.* FROM sessions JOIN users ON users.uid = sessions.uid
     WHERE sessions.token = ? AND sessions.revoked_at IS NULL AND sessions.expires_at > ?`,
  );
  const revoke = db.prepare('UPDATE sessions SET revoked_at = ? WHERE token = ? AND revoked_at IS NULL');
  const setPassword = db.prepare(
    `UPDATE users SET password_hash = ?,
       login_modes = CASE WHEN instr(login_modes, 'password') > 0 THEN login_modes ELSE login_modes || ',password' END
     WHERE uid = ?`,
  );

  function find(account: Account): UserRow | undefined {
    const row =
      'email' in account
        ? byEmail.get(account.email.toLowerCase())
        : byPhone.get(account.phoneCode, account.phoneNumber);
    return row as UserRow | undefined;
  }

  return {
    find,
    byUid: (uid: number) => byUid.get(uid) as UserRow | undefined,
    byInviteCode: (code: string) => byInvite.get(code) as UserRow | undefined,

    /** A new account; with a password both login modes are offered, else code only. */
    create(
      account: Account,
      extra: { password?: string; invitedBy?: number; source?: string; campaign?: string; medium?: string },
    ): UserRow {
      const email = 'email' in account ? account.email.toLowerCase() : null;
      const phone = 'email' in account ? null : account;
      const result = insertUser.run(
        email,
        phone?.phoneCode ?? null,
        phone?.phoneNumber ?? null,
        extra.password ? hashSecret(extra.password) : null,
        randomBytes(4).toString('hex').toUpperCase(),
        extra.invitedBy ?? null,
        extra.source ?? null,
        extra.campaign ?? null,
        extra.medium ?? null,
        extra.password ? 'code,password' : 'code',
        'code',
        now(),
      );
      return byUid.get(Number(result.lastInsertRowid)) as unknown as UserRow;
    },

    setPassword(uid: number, password: string): void {
      setPassword.run(hashSecret(password), uid);
    },

    issueToken(uid: number): string {
      const token = randomBytes(24).toString('base64url');
      insertSession.run(token, uid, now(), now() + TOKEN_TTL_MS);
      return token;
    },

    /** The user behind a live token, or undefined for a missing, unknown, revoked or expired one. */
    userForToken(token: string): UserRow | undefined {
      return sessionUser.get(token, now()) as UserRow | undefined;
    },

    revokeToken(token: string): void {
      revoke.run(now(), token);
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;

export function toUserInfo(row: UserRow): UserInfo {
  return {
    uid: row.uid,
    email: row.email,
    phoneCode: row.phone_code === null ? null : `+${row.phone_code}`,
    phoneNumber: row.phone_number,
    nickname: row.nickname,
    freezeStatus: row.freeze_status,
    authLevel: row.auth_level,
    source: row.source,
    campaign: row.campaign,
    logoutUrl: row.logout_url,
    manager: { showCrispTag: row.show_crisp_tag === 1, liaisonFlag: row.liaison_flag },
  };
}

/** Hides the middle of an email for task prompts: `al***@example.com`. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}***@${domain}`;
}
