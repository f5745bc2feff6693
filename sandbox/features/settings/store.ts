import type { AuthMethod, AuthMethodScope, NoticeLanguage } from '../../../runtime/http/contract/settings.ts';
import type { UserRow } from '../../accounts.ts';
import type { Database } from '../../db.ts';

/** Partners who hand out partner ids (the sandbox's own list; names are proper nouns, not translated). */
export const PARTNERS: Readonly<Record<string, string>> = {
  P100001: 'Bitmain',
  P100002: 'Northwind Hosting',
  P100003: 'Aurora Mining Partners',
};

interface SettingsRow {
  uid: number;
  notice_language: NoticeLanguage;
  withdraw_auth: string;
  pay_auth: string;
  partner_id: string | null;
  partner_bound_at: number | null;
}

/** The order methods are listed in, whatever order they were chosen in. */
const ORDER: AuthMethod[] = ['pay', 'ga', 'email'];
const parse = (text: string): AuthMethod[] => ORDER.filter((method) => text.split(',').includes(method));

/** The methods an account has set up: a fund password, an authenticator, an email for codes. */
export function availableAuth(user: UserRow): AuthMethod[] {
  return ORDER.filter((method) =>
    method === 'pay'
      ? user.fund_password_hash !== null
      : method === 'ga'
        ? user.totp_secret !== null
        : user.email !== null,
  );
}

export function createSettingsStore(db: Database) {
  const byUid = db.prepare('SELECT * FROM user_settings WHERE uid = ?');
  const ensure = db.prepare('INSERT INTO user_settings (uid) VALUES (?) ON CONFLICT (uid) DO NOTHING');
  const setLanguage = db.prepare('UPDATE user_settings SET notice_language = ? WHERE uid = ?');
  const setWithdraw = db.prepare('UPDATE user_settings SET withdraw_auth = ? WHERE uid = ?');
  const setPay = db.prepare('UPDATE user_settings SET pay_auth = ? WHERE uid = ?');
  const setPartner = db.prepare(
    'UPDATE user_settings SET partner_id = ?, partner_bound_at = ? WHERE uid = ? AND partner_id IS NULL',
  );

  const row = (uid: number): SettingsRow => {
    ensure.run(uid);
    return byUid.get(uid) as unknown as SettingsRow;
  };

  return {
    row,
    noticeLanguage: (uid: number) => row(uid).notice_language,
    setNoticeLanguage(uid: number, language: NoticeLanguage): void {
      row(uid);
      setLanguage.run(language, uid);
    },
    /** The checks a withdrawal or a payment asks for (the fund password always among them). */
    authMethods(uid: number, scope: AuthMethodScope): AuthMethod[] {
      const current = row(uid);
      return parse(scope === 'withdraw' ? current.withdraw_auth : current.pay_auth);
    },
    setAuthMethods(uid: number, scope: AuthMethodScope, methods: AuthMethod[]): AuthMethod[] {
      row(uid);
      const list = ORDER.filter((method) => method === 'pay' || methods.includes(method));
      (scope === 'withdraw' ? setWithdraw : setPay).run(list.join(','), uid);
      return list;
    },
    /** Drops a method the account no longer has (an unbound authenticator or email) from both settings. */
    dropAuthMethod(uid: number, method: AuthMethod): void {
      for (const scope of ['withdraw', 'pay'] as const) {
        const list = this.authMethods(uid, scope);
        if (list.includes(method))
          this.setAuthMethods(
            uid,
            scope,
            list.filter((one) => one !== method),
          );
      }
    },
    partner(uid: number): { partnerId: string; partnerName: string; boundAt: string } | null {
      const current = row(uid);
      if (!current.partner_id || current.partner_bound_at === null) return null;
      return {
        partnerId: current.partner_id,
        partnerName: PARTNERS[current.partner_id] ?? current.partner_id,
        boundAt: new Date(current.partner_bound_at).toISOString(),
      };
    },
    /** Binds the partner unless one is bound already (false then). */
    bindPartner(uid: number, partnerId: string, at: number): boolean {
      row(uid);
      return setPartner.run(partnerId, at, uid).changes === 1;
    },
  };
}

export type SettingsStore = ReturnType<typeof createSettingsStore>;
