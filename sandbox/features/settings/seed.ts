import type { Database } from '../../db.ts';

const DAY_MS = 86_400_000;

/**
 * Alice has Google and Telegram logins linked and gets notices in English; secure@example.com has a partner
 * (Bitmain, P100001) and asks for the authenticator beside the fund password on withdrawals.
 */
export function seedSettings(db: Database, now: number): void {
  const link = db.prepare(
    `INSERT INTO third_party_bindings (uid, third_type, third_token, bound_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (uid, third_type) DO NOTHING`,
  );
  link.run(10001, 'google', 'seed-google-alice', now - 40 * DAY_MS);
  link.run(10001, 'telegram', 'seed-telegram-alice', now - 12 * DAY_MS);
  db.prepare(
    `INSERT INTO user_settings (uid, notice_language, withdraw_auth, pay_auth, partner_id, partner_bound_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(10030, 'en', 'pay,ga', 'pay', 'P100001', now - 90 * DAY_MS);
}
