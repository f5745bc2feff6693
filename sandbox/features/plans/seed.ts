import { PRODUCT_TYPE } from '../../../runtime/domain/products.ts';
import { FREE_TRIAL_TYPE } from '../../../runtime/http/contract/plans.ts';
import type { Database } from '../../db.ts';

/**
 * The free trial a new account claims once at `/free/detail/g-free-trial` (goods type 1, never in the
 * lists): 1 TH/s of an S21 for 3 days, all-inclusive, priced 0, one unit per account.
 */
export const FREE_TRIAL_GOODS_ID = 'g-free-trial';
// biome-ignore format: one seeded row reads as a table
const FREE_TRIAL_GOODS = [FREE_TRIAL_GOODS_ID, 'Free trial: 1 TH/s for 3 days', FREE_TRIAL_TYPE, 1, 'BTC', 'Antminer S21', 1, 3, 0, 0.0499, 17.5, 'Antpool', 'WEB,Android,iOS', 100] as const;

/** Terms by goods id; goods not listed (and goods a test adds) get the defaults of their type. */
// biome-ignore format: one plan a line reads as a table
const TERMS: Record<string, { stock: number; max?: number }> = {
  'g-easy-s21-180': { stock: 240 },
  'g-easy-s19xp-90': { stock: 85 },
  'g-full-s21-360': { stock: 60, max: 20 },
  'g-stable-s21-30': { stock: 12 },
  // The most efficient miner is sold out: a newcomer sees what a sold-out plan looks like.
  'g-stable-s21xp-60': { stock: 0 },
  'g-stable-ended': { stock: 0 },
  'g-discontinued': { stock: 0 },
  'g-app-only': { stock: 40 },
  [FREE_TRIAL_GOODS_ID]: { stock: 500, max: 1 },
};

export const FULL_PLAN_TYPE = PRODUCT_TYPE.full;
/** Full plans: the first payment covers at least this many service-fee days. */
export const MIN_SERVICE_FEE_DAYS = 30;
const POOL_FEE_BP: Record<string, number> = { Antpool: 250, F2Pool: 300 };
export const DEFAULT_MAX_QUANTITY = 50;
export const START_WITHIN_HOURS = 24;

/** Terms for every goods row that has none yet. */
export function seedPlanTerms(db: Database): void {
  db.prepare(
    `INSERT OR IGNORE INTO goods (goods_id, goods_name, goods_type, goods_status, currency, miner_model, hashrate_th,
       duration_days, hashrate_fee, service_fee_per_th_day, efficiency_jt, pool, support_platform, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(...FREE_TRIAL_GOODS);
  const goods = db.prepare('SELECT goods_id, goods_type, pool FROM goods').all() as Array<{
    goods_id: string;
    goods_type: number;
    pool: string;
  }>;
  const insert = db.prepare(
    `INSERT OR IGNORE INTO plan_terms (goods_id, stock, min_quantity, max_quantity, min_service_fee_days, pool_fee_bp, start_within_hours)
     VALUES (?, ?, 1, ?, ?, ?, ?)`,
  );
  for (const row of goods) {
    const terms = TERMS[row.goods_id] ?? { stock: 100 };
    insert.run(
      row.goods_id,
      terms.stock,
      terms.max ?? DEFAULT_MAX_QUANTITY,
      row.goods_type === FULL_PLAN_TYPE ? MIN_SERVICE_FEE_DAYS : 0,
      POOL_FEE_BP[row.pool] ?? 250,
      START_WITHIN_HOURS,
    );
  }
}
