import type { DatabaseSync } from 'node:sqlite';

/** Goods types: 5 easy, 3 full (transfer), 7 stable (floating). Status 1 is on sale.
 * Plans of each kind and status; numbers follow the product research (S19XP ~22 J/T, S21 ~17.5 J/T). */
// biome-ignore format: one seeded row a line reads as a table
const GOODS = [
  ['g-easy-s21-180', 'S21 Easy 180 days', 5, 1, 'BTC', 'Antminer S21', 100, 180, 0.0595, 0.0499, 17.5, 'Antpool', 'WEB,Android,iOS', 1],
  ['g-easy-s19xp-90', 'S19XP Easy 90 days', 5, 1, 'BTC', 'Antminer S19XP', 50, 90, 0.0612, 0.0532, 21.5, 'F2Pool', 'WEB,Android,iOS', 2],
  ['g-full-s21-360', 'S21 Pro 360 days', 3, 1, 'BTC', 'Antminer S21', 200, 360, 0.0541, 0.0499, 17.5, 'Antpool', 'WEB,Android,iOS', 3],
  ['g-stable-s21-30', 'S21 Stable 30 days', 7, 1, 'BTC', 'Antminer S21', 20, 30, 0.068, 0.0499, 17.5, 'F2Pool', 'WEB,Android,iOS', 4],
  ['g-stable-s21xp-60', 'S21 XP Stable 60 days', 7, 1, 'BTC', 'Antminer S21 XP', 40, 60, 0.0655, 0.0499, 13.5, 'Antpool', 'WEB,Android,iOS', 5],
  ['g-stable-ended', 'S19XP Stable 30 days', 7, 2, 'BTC', 'Antminer S19XP', 20, 30, 0.0701, 0.0532, 21.5, 'F2Pool', 'WEB,Android,iOS', 6],
  ['g-discontinued', 'S19 Pro 180 days', 5, 2, 'BTC', 'Antminer S19 Pro', 110, 180, 0.0702, 0.0612, 29.5, 'Antpool', 'WEB,Android,iOS', 7],
  ['g-app-only', 'S21 App Exclusive 60 days', 5, 1, 'BTC', 'Antminer S21', 30, 60, 0.0575, 0.0499, 17.5, 'Antpool', 'Android,iOS', 8],
] as const;

export function seed(db: DatabaseSync): void {
  const insert = db.prepare(
    `INSERT INTO goods (goods_id, goods_name, goods_type, goods_status, currency, miner_model, hashrate_th,
       duration_days, hashrate_fee, service_fee_per_th_day, efficiency_jt, pool, support_platform, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const row of GOODS) insert.run(...row);
}
