import { RENTAL_GOODS_TYPE } from '../../../runtime/http/contract/miners.ts';
import { SEO_LANGUAGES } from '../../content/seo.ts';
import type { Database } from '../../db.ts';
import { DAY_MS } from '../pool/sim.ts';
import { RENTAL_GOODS, SEED_BATCHES, SEED_MODELS } from './data.ts';

const HOUR_MS = 60 * 60 * 1000;
/** Payment deadlines fall at 16:00 UTC. */
const DEADLINE_HOUR = 16;
const POOL_FEE_BP: Record<string, number> = { Antpool: 250, F2Pool: 300 };
const RENTAL_START_WITHIN_HOURS = 24;

/** A decimal string ("0.072") as integer units of 10^-decimals (720 at 4 decimals), without floats. */
export function toUnits(decimal: string, decimals: number): number {
  const [whole = '0', fraction = ''] = decimal.split('.');
  if (fraction.length > decimals) throw new RangeError(`${decimal}: more than ${decimals} decimals`);
  return Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
}

/** Integer units of 10^-decimals back to a decimal string: (720, 4) → "0.0720". */
export function fromUnits(units: number, decimals: number): string {
  const digits = String(units).padStart(decimals + 1, '0');
  return decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** The seeded marketplace: models, their texts, batches with deadlines from the seed's UTC day, rental goods. */
export function seedMiners(db: Database, now: number): void {
  const model = db.prepare(
    `INSERT INTO miner_models (id, name, manufacturer, hashrate_th, power_w, efficiency_jt, cooling, noise_db,
       length_mm, width_mm, height_mm, weight_kg, released_on, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const text = db.prepare('INSERT INTO miner_model_texts (model_id, language, summary) VALUES (?, ?, ?)');
  SEED_MODELS.forEach((m, index) => {
    const [length, width, height] = m.size;
    model.run(
      m.id,
      m.name,
      m.manufacturer,
      m.hashrateTh,
      m.powerW,
      m.efficiencyJt,
      m.cooling,
      m.noiseDb,
      length,
      width,
      height,
      m.weightKg,
      m.releasedOn,
      index + 1,
    );
    for (const language of SEO_LANGUAGES) text.run(m.id, language, m.summary[language]);
  });

  const batch = db.prepare(
    `INSERT INTO miner_sale_batches (id, model_id, hashrate_th, power_w, condition, unit_price_cents, pool, site,
       electricity_e4, electricity_billing, management_fee_rule, management_fee_bp, warranty_months, min_quantity,
       max_quantity, stock, total_units, payment_deadline, estimated_start, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  SEED_BATCHES.forEach((b, index) => {
    const spec = SEED_MODELS.find((m) => m.id === b.modelId);
    if (!spec) throw new Error(`batch ${b.id}: no model ${b.modelId}`);
    const deadlineDay = today + b.deadlineInDays * DAY_MS;
    batch.run(
      b.id,
      b.modelId,
      b.hashrateTh ?? spec.hashrateTh,
      b.powerW ?? spec.powerW,
      b.condition,
      toUnits(b.unitPriceUsd, 2),
      b.pool,
      b.site,
      toUnits(b.electricityUsdPerKwh, 4),
      b.electricityBilling,
      b.managementFee.rule,
      toUnits(b.managementFee.percent, 2),
      b.warrantyMonths,
      b.minQuantity,
      b.maxQuantity,
      b.stock,
      b.totalUnits,
      deadlineDay + DEADLINE_HOUR * HOUR_MS,
      deadlineDay + b.startAfterDeadlineDays * DAY_MS,
      index + 1,
    );
  });

  // Rental plans are goods (the plan detail page sells them); their terms go beside the plans' own.
  const goods = db.prepare(
    `INSERT OR IGNORE INTO goods (goods_id, goods_name, goods_type, goods_status, currency, miner_model, hashrate_th,
       duration_days, hashrate_fee, service_fee_per_th_day, efficiency_jt, pool, support_platform, sort)
     VALUES (?, ?, ?, 1, 'BTC', ?, ?, ?, ?, ?, ?, ?, 'WEB,Android,iOS', ?)`,
  );
  const terms = db.prepare(
    `INSERT OR IGNORE INTO plan_terms (goods_id, stock, min_quantity, max_quantity, min_service_fee_days, pool_fee_bp, start_within_hours)
     VALUES (?, ?, 1, ?, 0, ?, ?)`,
  );
  for (const r of RENTAL_GOODS) {
    goods.run(r.id, r.name, RENTAL_GOODS_TYPE, r.model, r.th, r.days, r.rent, r.service, r.jt, r.pool, r.sort);
    terms.run(r.id, r.stock, r.max, POOL_FEE_BP[r.pool] ?? 250, RENTAL_START_WITHIN_HOURS);
  }
}
