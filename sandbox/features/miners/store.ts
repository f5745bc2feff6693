import { planPrice, usdOfCents } from '../../../runtime/domain/plans.ts';
import type { BatchStatus, MinerModel, RentalPlan, SaleBatch } from '../../../runtime/http/contract/miners.ts';
import { RENTAL_GOODS_TYPE } from '../../../runtime/http/contract/miners.ts';
import { localGoodsName } from '../../content/goodsNames.ts';
import { type SeoLanguage, seoLanguage } from '../../content/seo.ts';
import type { Database } from '../../db.ts';
import { SITES } from './data.ts';
import { fromUnits } from './seed.ts';

interface ModelRow {
  id: string;
  name: string;
  manufacturer: string;
  hashrate_th: number;
  power_w: number;
  efficiency_jt: number;
  cooling: MinerModel['cooling'];
  noise_db: number;
  length_mm: number;
  width_mm: number;
  height_mm: number;
  weight_kg: number;
  released_on: string;
  summary: string;
}

interface BatchRow {
  id: string;
  model_id: string;
  model_name: string;
  hashrate_th: number;
  power_w: number;
  condition: SaleBatch['condition'];
  unit_price_cents: number;
  pool: string;
  site: string;
  electricity_e4: number;
  electricity_billing: SaleBatch['electricityBilling'];
  management_fee_rule: SaleBatch['managementFee']['rule'];
  management_fee_bp: number;
  warranty_months: number;
  min_quantity: number;
  max_quantity: number;
  stock: number;
  total_units: number;
  payment_deadline: number;
  estimated_start: number;
}

interface RentalRow {
  goods_id: string;
  goods_name: string;
  miner_model: string;
  model_id: string | null;
  power_w: number | null;
  hashrate_th: number;
  duration_days: number;
  hashrate_fee: number;
  efficiency_jt: number;
  pool: string;
  stock: number;
  min_quantity: number;
  max_quantity: number;
}

/** A batch closes when its payment deadline passes, whatever its stock. */
export function batchStatus(row: Pick<BatchRow, 'stock' | 'payment_deadline'>, now: number): BatchStatus {
  if (now >= row.payment_deadline) return 'closed';
  return row.stock === 0 ? 'soldOut' : 'onSale';
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const BATCH_SELECT = `SELECT b.*, m.name AS model_name FROM miner_sale_batches b JOIN miner_models m ON m.id = b.model_id`;
/** Listed: not closed; on sale before sold out, then in the marketplace's order. */
const LISTED = `b.payment_deadline > :now AND (:model IS NULL OR b.model_id = :model)
  ORDER BY b.stock = 0, b.sort`;

export function createMinerStore(db: Database) {
  const models = db.prepare(
    `SELECT m.*, COALESCE(t.summary, en.summary) AS summary
     FROM miner_models m
     JOIN miner_model_texts en ON en.model_id = m.id AND en.language = 'en'
     LEFT JOIN miner_model_texts t ON t.model_id = m.id AND t.language = :language
     WHERE (:id IS NULL OR m.id = :id)
     ORDER BY m.released_on DESC, m.sort`,
  );
  const listedCounts = db.prepare(
    'SELECT model_id, COUNT(*) AS n FROM miner_sale_batches WHERE payment_deadline > ? GROUP BY model_id',
  );
  const listed = db.prepare(`${BATCH_SELECT} WHERE ${LISTED}`);
  const one = db.prepare(`${BATCH_SELECT} WHERE b.id = ?`);
  const rentals = db.prepare(
    `SELECT g.goods_id, g.goods_name, g.miner_model, g.hashrate_th, g.duration_days, g.hashrate_fee, g.efficiency_jt,
       g.pool, t.stock, t.min_quantity, t.max_quantity, m.id AS model_id, m.power_w * g.hashrate_th / m.hashrate_th AS power_w
     FROM goods g JOIN plan_terms t ON t.goods_id = g.goods_id
     LEFT JOIN miner_models m ON m.name = g.miner_model
     WHERE g.goods_type = ? AND g.goods_status = 1 AND instr(g.support_platform, 'WEB') > 0
     ORDER BY t.stock = 0, g.sort`,
  );
  const setStock = db.prepare(
    'UPDATE miner_sale_batches SET stock = ?, total_units = MAX(total_units, ?) WHERE id = ?',
  );
  const setDeadline = db.prepare('UPDATE miner_sale_batches SET payment_deadline = ? WHERE id = ?');

  const toModel = (row: ModelRow, counts: Map<string, number>): MinerModel => ({
    id: row.id,
    name: row.name,
    manufacturer: row.manufacturer,
    algorithm: 'SHA-256',
    hashrateTh: row.hashrate_th,
    powerW: row.power_w,
    efficiencyJt: row.efficiency_jt,
    cooling: row.cooling,
    noiseDb: row.noise_db,
    lengthMm: row.length_mm,
    widthMm: row.width_mm,
    heightMm: row.height_mm,
    weightKg: row.weight_kg,
    releasedOn: row.released_on,
    summary: row.summary,
    batchCount: counts.get(row.id) ?? 0,
  });

  const toBatch = (row: BatchRow, language: SeoLanguage, now: number): SaleBatch => {
    const site = SITES[row.site];
    if (!site) throw new Error(`batch ${row.id}: unknown site ${row.site}`);
    return {
      id: row.id,
      modelId: row.model_id,
      modelName: row.model_name,
      hashrateTh: row.hashrate_th,
      powerW: row.power_w,
      // Efficiency of the batch's own units: W ÷ TH/s, to one decimal as spec sheets give it.
      efficiencyJt: Math.round((row.power_w / row.hashrate_th) * 10) / 10,
      condition: row.condition,
      unitPriceUsd: fromUnits(row.unit_price_cents, 2),
      pricePerThUsd: fromUnits(Math.round(row.unit_price_cents / row.hashrate_th), 2),
      pool: row.pool,
      site: { name: site.name[language], country: site.country },
      estimatedStartOn: day(row.estimated_start),
      electricityUsdPerKwh: fromUnits(row.electricity_e4, 4),
      electricityBilling: row.electricity_billing,
      managementFee: { rule: row.management_fee_rule, percent: fromUnits(row.management_fee_bp, 2) },
      warrantyMonths: row.warranty_months,
      minQuantity: row.min_quantity,
      maxQuantity: row.max_quantity,
      stock: row.stock,
      totalUnits: row.total_units,
      paymentDeadline: new Date(row.payment_deadline).toISOString(),
      status: batchStatus(row, now),
    };
  };

  const counts = (now: number) =>
    new Map((listedCounts.all(now) as Array<{ model_id: string; n: number }>).map((r) => [r.model_id, r.n]));

  return {
    models(header: string, now: number): MinerModel[] {
      const rows = models.all({ language: seoLanguage(header), id: null }) as unknown as ModelRow[];
      const byModel = counts(now);
      return rows.map((row) => toModel(row, byModel));
    },
    model(id: string, header: string, now: number): MinerModel | undefined {
      const row = models.get({ language: seoLanguage(header), id }) as ModelRow | undefined;
      return row && toModel(row, counts(now));
    },
    listed(header: string, now: number, modelId?: string): SaleBatch[] {
      const rows = listed.all({ now, model: modelId ?? null }) as unknown as BatchRow[];
      return rows.map((row) => toBatch(row, seoLanguage(header), now));
    },
    batch(id: string, header: string, now: number): SaleBatch | undefined {
      const row = one.get(id) as BatchRow | undefined;
      return row && toBatch(row, seoLanguage(header), now);
    },
    rentals(header: string): RentalPlan[] {
      return (rentals.all(RENTAL_GOODS_TYPE) as unknown as RentalRow[]).map((row) => {
        const rentE4 = Math.round(row.hashrate_fee * 10_000);
        return {
          goodsId: row.goods_id,
          goodsName: localGoodsName(row.goods_name, header),
          modelId: row.model_id,
          minerModel: row.miner_model,
          hashrateTh: row.hashrate_th,
          powerW: row.power_w === null ? null : Math.round(row.power_w),
          efficiencyJt: row.efficiency_jt,
          durationDays: row.duration_days,
          pricePerThDayUsd: fromUnits(rentE4, 4),
          // The plan detail page's and the checkout's price of one unit, by the same rule.
          unitPriceUsd: usdOfCents(
            planPrice({
              hashrateTh: row.hashrate_th,
              quantity: 1,
              durationDays: row.duration_days,
              hashrateFeePerThDay: fromUnits(rentE4, 4),
              serviceFeePerThDay: '0',
              serviceFeeDays: 0,
            }).hashrateFeeCents,
          ),
          pool: row.pool,
          stock: row.stock,
          minQuantity: row.min_quantity,
          maxQuantity: row.max_quantity,
        };
      });
    },
    /** Fixtures: a batch's stock (0 is sold out) and payment deadline (in the past closes it). */
    setStock(id: string, stock: number): void {
      setStock.run(stock, stock, id);
    },
    setDeadline(id: string, at: number): void {
      setDeadline.run(at, id);
    },
  };
}
