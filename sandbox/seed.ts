import { randomBytes, scryptSync } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';

/** Goods types (runtime/domain/products.ts): 5 easy, 11 full, 7 stable (floating hashrate). Status 1 is on sale.
 * Plans of each kind and status; numbers follow the product research (S19XP ~22 J/T, S21 ~17.5 J/T). */
// biome-ignore format: one seeded row a line reads as a table
const GOODS = [
  ['g-easy-s21-180', 'S21 Easy 180 days', 5, 1, 'BTC', 'Antminer S21', 100, 180, 0.0595, 0.0499, 17.5, 'Antpool', 'WEB,Android,iOS', 1],
  ['g-easy-s19xp-90', 'S19XP Easy 90 days', 5, 1, 'BTC', 'Antminer S19XP', 50, 90, 0.0612, 0.0532, 21.5, 'F2Pool', 'WEB,Android,iOS', 2],
  ['g-full-s21-360', 'S21 Pro 360 days', 11, 1, 'BTC', 'Antminer S21', 200, 360, 0.0541, 0.0499, 17.5, 'Antpool', 'WEB,Android,iOS', 3],
  ['g-stable-s21-30', 'S21 Stable 30 days', 7, 1, 'BTC', 'Antminer S21', 20, 30, 0.068, 0.0499, 17.5, 'F2Pool', 'WEB,Android,iOS', 4],
  ['g-stable-s21xp-60', 'S21 XP Stable 60 days', 7, 1, 'BTC', 'Antminer S21 XP', 40, 60, 0.0655, 0.0499, 13.5, 'Antpool', 'WEB,Android,iOS', 5],
  ['g-stable-ended', 'S19XP Stable 30 days', 7, 2, 'BTC', 'Antminer S19XP', 20, 30, 0.0701, 0.0532, 21.5, 'F2Pool', 'WEB,Android,iOS', 6],
  ['g-discontinued', 'S19 Pro 180 days', 5, 2, 'BTC', 'Antminer S19 Pro', 110, 180, 0.0702, 0.0612, 29.5, 'Antpool', 'WEB,Android,iOS', 7],
  ['g-app-only', 'S21 App Exclusive 60 days', 5, 1, 'BTC', 'Antminer S21', 30, 60, 0.0575, 0.0499, 17.5, 'Antpool', 'Android,iOS', 8],
] as const;

/** The TOTP secret of secure@example.com (base32), for authenticator tasks. */
export const SEED_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';

interface SeedUser {
  uid: number;
  email?: string;
  phone?: [string, string];
  password?: string;
  fundPassword?: string;
  totp?: string;
  nickname: string;
  freeze?: number;
  logoutUrl?: string;
  source?: string;
  liaison?: number;
  vip?: number;
  /** KYC level (users.auth_level): 0 unverified, 1, 2; VIPs default to 1, everyone else to 0. */
  kyc?: 0 | 1 | 2;
  coupon?: boolean;
  defaultMode?: 'code' | 'password';
  invite: string;
  voucher?: number;
  guide?: string;
}

/** Listed with credentials in README "Seeded accounts"; change both together. */
// biome-ignore format: one account a line reads as a table
export const SEED_USERS: SeedUser[] = [
  { uid: 10001, email: 'alice@example.com', password: 'Alice2024!', nickname: 'Alice', kyc: 1, coupon: true, vip: 2, defaultMode: 'password', invite: 'ALICE1', voucher: 25, guide: '1' },
  { uid: 10002, phone: ['1', '2025550123'], nickname: 'Bob', invite: 'BOB001', voucher: 0 },
  { uid: 10003, email: 'frozen@example.com', password: 'Frozen2024', nickname: 'Frozen', freeze: 1, invite: 'FROZEN' },
  { uid: 10004, email: 'sso@example.com', password: 'Sso2024pass', nickname: 'Bitmain Partner', logoutUrl: 'BM', source: 'bitmain', invite: 'SSOBM1' },
  { uid: 10005, email: 'nocoupon@example.com', password: 'NoCoupon1', nickname: 'No Coupon', coupon: false, invite: 'NOCPN1' },
  { uid: 10006, email: 'liaison@example.com', password: 'Liaison2024', nickname: 'Liaison', liaison: 0, invite: 'LIAIS1' },
  { uid: 10011, email: 'vip1@example.com', password: 'VipLevel1', nickname: 'VIP One', vip: 1, invite: 'VIP001' },
  { uid: 10012, email: 'vip2@example.com', password: 'VipLevel2', nickname: 'VIP Two', vip: 2, invite: 'VIP002' },
  { uid: 10013, email: 'vip3@example.com', password: 'VipLevel3', nickname: 'VIP Three', vip: 3, invite: 'VIP003' },
  { uid: 10014, email: 'vip4@example.com', password: 'VipLevel4', nickname: 'VIP Four', vip: 4, invite: 'VIP004' },
  { uid: 10015, email: 'vip5@example.com', password: 'VipLevel5', nickname: 'VIP Five', vip: 5, coupon: true, invite: 'VIP005' },
  { uid: 10020, email: 'unpaid@example.com', password: 'Unpaid2024', nickname: 'Unpaid', invite: 'UNPAID' },
  { uid: 10030, email: 'secure@example.com', password: 'Secure2024', fundPassword: '135790', totp: SEED_TOTP_SECRET, nickname: 'Secure', kyc: 1, coupon: true, invite: 'SECURE' },
  { uid: 10050, email: 'loans@example.com', password: 'Loans2024!', fundPassword: '135790', nickname: 'Loans', kyc: 1, invite: 'LOANS1' },
  { uid: 10040, email: 'hosting@example.com', password: 'Hosting2024', fundPassword: '135790', nickname: 'Hosting', kyc: 1, invite: 'HOSTNG' },
];

// biome-ignore format: one message a line reads as a table
const MESSAGE_TEMPLATES: Array<[number, string, string, string | null]> = [
  [1, 'Welcome to FuFu Cloud Mining', 'Your account is ready. Pick a plan to start mining.', '/list'],
  [2, 'Daily income credited', 'Yesterday’s mining income has been credited to your wallet.', '/dashboard/wallet'],
  [3, 'Newcomer offer', 'Your newcomer coupon expires in 3 days.', '/activity/newcomers'],
  [1, 'Security reminder', 'Bind an authenticator to protect withdrawals.', '/dashboard/setting'],
  [2, 'Order paid', 'Your order has been paid and the plan starts tomorrow.', '/dashboard/order'],
];

/** Each seeded secret's hash, made once a process: a reset hashes the same few secrets again. */
const hashes = new Map<string, string>();

/** Scrypt with the sandbox's low cost (see accounts.ts); repeated here so seeding has no runtime dependency. */
function hash(secret: string): string {
  let stored = hashes.get(secret);
  if (!stored) {
    const salt = randomBytes(16);
    stored = `${salt.toString('hex')}:${scryptSync(secret, salt, 32, { N: 1024, r: 8, p: 1 }).toString('hex')}`;
    hashes.set(secret, stored);
  }
  return stored;
}

export function seed(db: DatabaseSync, now: number = Date.now()): void {
  const insert = db.prepare(
    `INSERT INTO goods (goods_id, goods_name, goods_type, goods_status, currency, miner_model, hashrate_th,
       duration_days, hashrate_fee, service_fee_per_th_day, efficiency_jt, pool, support_platform, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const row of GOODS) insert.run(...row);

  const user = db.prepare(
    `INSERT INTO users (uid, email, phone_code, phone_number, password_hash, fund_password_hash, totp_secret, nickname,
       freeze_status, auth_level, source, logout_url, liaison_flag, vip_level, coupon_route, login_modes,
       default_login_mode, invite_code, voucher_amount, guide_status, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const u of SEED_USERS) {
    user.run(
      u.uid,
      u.email ?? null,
      u.phone?.[0] ?? null,
      u.phone?.[1] ?? null,
      u.password ? hash(u.password) : null,
      u.fundPassword ? hash(u.fundPassword) : null,
      u.totp ?? null,
      u.nickname,
      u.freeze ?? 0,
      u.kyc ?? (u.vip ? 1 : 0),
      u.source ?? null,
      u.logoutUrl ?? null,
      u.liaison ?? 1,
      u.vip ?? null,
      u.coupon ? 1 : 0,
      u.password ? 'code,password' : 'code',
      u.defaultMode ?? 'code',
      u.invite,
      u.voucher ?? 10,
      u.guide ?? null,
      now,
    );
  }

  // Alice has 23 messages (3 pages of 10) over three categories; the first 8 are unread. Bob has 2, one unread.
  const message = db.prepare(
    `INSERT INTO messages (message_id, uid, category, title, content, router, created_at, read_status)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (let i = 0; i < 23; i++) {
    const [category, title, content, router] = MESSAGE_TEMPLATES[i % MESSAGE_TEMPLATES.length] ?? [1, '', '', null];
    message.run(
      `m-${10001}-${String(i + 1).padStart(2, '0')}`,
      10001,
      category,
      title,
      content,
      router,
      now - i * 3_600_000,
      i < 8 ? 0 : 1,
    );
  }
  message.run('m-10002-01', 10002, 1, 'Welcome to FuFu Cloud Mining', 'Your account is ready.', '/list', now, 0);
  message.run('m-10002-02', 10002, 2, 'Daily income credited', 'Income credited.', null, now - 86_400_000, 1);
}
