/**
 * Per-account settings the core's users table does not hold: the language notices are sent in, the checks
 * withdrawals and payments require (comma-separated auth methods, the fund password always among them) and
 * the partner bound to the account. No row means the defaults (English, the fund password alone, no partner).
 * Times in ms since the epoch.
 */
export const SETTINGS_MIGRATIONS: string[] = [
  `CREATE TABLE user_settings (
     uid INTEGER PRIMARY KEY REFERENCES users(uid) ON DELETE CASCADE,
     notice_language TEXT NOT NULL DEFAULT 'en',
     withdraw_auth TEXT NOT NULL DEFAULT 'pay',
     pay_auth TEXT NOT NULL DEFAULT 'pay',
     partner_id TEXT,
     partner_bound_at INTEGER
   )`,
];

export const SETTINGS_TABLES = ['user_settings'];
