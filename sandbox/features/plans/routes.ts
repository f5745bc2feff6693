import {
  GOODS_DISCONTINUED,
  GOODS_DISCONTINUED_MESSAGE,
  type GoodsDetail,
} from '../../../runtime/http/contract/plans.ts';
import { localGoodsName } from '../../content/goodsNames.ts';
import type { Database } from '../../db.ts';
import { type Define, failed, ok } from '../../http.ts';
import type { FeatureDeps } from '../feature.ts';
import { networkDay } from './network.ts';
import { FULL_PLAN_TYPE } from './seed.ts';

/** A goods row with its terms: what a plan is sold by. */
export interface DetailRow {
  goods_id: string;
  goods_name: string;
  goods_type: number;
  goods_status: number;
  currency: string;
  miner_model: string;
  hashrate_th: number;
  duration_days: number;
  hashrate_fee: number;
  service_fee_per_th_day: number;
  efficiency_jt: number;
  pool: string;
  support_platform: string;
  stock: number;
  min_quantity: number;
  max_quantity: number;
  min_service_fee_days: number;
  pool_fee_bp: number;
  start_within_hours: number;
}

/** A REAL of the goods table (0.0595) as the decimal string of its minor units ("0.0595"). */
function decimal(value: number, decimals: number): string {
  const digits = String(Math.round(value * 10 ** decimals)).padStart(decimals + 1, '0');
  return `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** One plan as its detail call answers it, named in the request's language. */
export function toGoodsDetail(row: DetailRow, language: string): GoodsDetail {
  const full = row.goods_type === FULL_PLAN_TYPE;
  return {
    goodsId: row.goods_id,
    goodsName: localGoodsName(row.goods_name, language),
    goodsType: row.goods_type as GoodsDetail['goodsType'],
    goodsStatus: row.goods_status,
    currency: row.currency,
    minerModel: row.miner_model,
    efficiencyJt: row.efficiency_jt,
    hashrateTh: row.hashrate_th,
    durationDays: row.duration_days,
    hashrateFeePerThDay: decimal(row.hashrate_fee, 4),
    serviceFeePerThDay: decimal(row.service_fee_per_th_day, 4),
    allInclusive: !full,
    minServiceFeeDays: full ? row.min_service_fee_days : 0,
    pool: row.pool,
    poolFeePercent: decimal(row.pool_fee_bp / 100, 2),
    stock: row.stock,
    minQuantity: row.min_quantity,
    maxQuantity: row.max_quantity,
    startWithinHours: row.start_within_hours,
    supportPlatform: row.support_platform.split(','),
  };
}

/** One plan with its terms, on sale or not (checkout reads the same plan as the detail page). */
export function createPlanReader(db: Database): (goodsId: string) => DetailRow | undefined {
  const detail = db.prepare(
    `SELECT g.*, t.stock, t.min_quantity, t.max_quantity, t.min_service_fee_days, t.pool_fee_bp, t.start_within_hours
     FROM goods g JOIN plan_terms t ON t.goods_id = g.goods_id
     WHERE g.goods_id = ?`,
  );
  return (goodsId) => detail.get(goodsId) as DetailRow | undefined;
}

export function planRoutes(define: Define, { db, now }: FeatureDeps): void {
  const plan = createPlanReader(db);

  define('goodsDetail', ({ goodsId }, { language }) => {
    const row = plan(goodsId);
    // Spec section 8: goods not found or not on sale are the discontinued page (detail 2001).
    if (row?.goods_status !== 1) return failed(GOODS_DISCONTINUED, GOODS_DISCONTINUED_MESSAGE);
    return ok(toGoodsDetail(row, language));
  });

  define('networkStats', () => ok(networkDay(now())));
}
