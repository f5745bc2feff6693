/**
 * What the plan detail page sells by, beside the core goods row: units in stock, the quantity limits,
 * the first payment's minimum service-fee days (full plans), the pool's fee and how soon the plan starts.
 */
export const PLAN_MIGRATIONS: string[] = [
  `CREATE TABLE plan_terms (
     goods_id TEXT PRIMARY KEY REFERENCES goods(goods_id) ON DELETE CASCADE,
     stock INTEGER NOT NULL CHECK (stock >= 0),
     min_quantity INTEGER NOT NULL CHECK (min_quantity >= 1),
     max_quantity INTEGER NOT NULL CHECK (max_quantity >= min_quantity),
     min_service_fee_days INTEGER NOT NULL CHECK (min_service_fee_days >= 0),
     pool_fee_bp INTEGER NOT NULL CHECK (pool_fee_bp >= 0),
     start_within_hours INTEGER NOT NULL CHECK (start_within_hours >= 1)
   )`,
];

/** Children first, as the reset empties them in this order. */
export const PLAN_TABLES = ['plan_terms'];
