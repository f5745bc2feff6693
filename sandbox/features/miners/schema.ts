/**
 * The miner marketplace: models with their specs (summaries one row per language) and the batches of
 * hosted miners for sale. Money in integer minor units: cents, electricity in ten-thousandths of a USD
 * per kWh, the management fee in basis points. Times in ms since the epoch (UTC).
 */
export const MINER_MIGRATIONS: string[] = [
  `CREATE TABLE miner_models (
     id TEXT PRIMARY KEY,
     name TEXT NOT NULL UNIQUE,
     manufacturer TEXT NOT NULL,
     hashrate_th REAL NOT NULL CHECK (hashrate_th > 0),
     power_w INTEGER NOT NULL CHECK (power_w > 0),
     efficiency_jt REAL NOT NULL CHECK (efficiency_jt > 0),
     cooling TEXT NOT NULL,
     noise_db INTEGER NOT NULL,
     length_mm REAL NOT NULL,
     width_mm REAL NOT NULL,
     height_mm REAL NOT NULL,
     weight_kg REAL NOT NULL,
     released_on TEXT NOT NULL,
     sort INTEGER NOT NULL
   );
   CREATE TABLE miner_model_texts (
     model_id TEXT NOT NULL REFERENCES miner_models(id) ON DELETE CASCADE,
     language TEXT NOT NULL,
     summary TEXT NOT NULL,
     PRIMARY KEY (model_id, language)
   );
   CREATE TABLE miner_sale_batches (
     id TEXT PRIMARY KEY,
     model_id TEXT NOT NULL REFERENCES miner_models(id) ON DELETE CASCADE,
     hashrate_th REAL NOT NULL CHECK (hashrate_th > 0),
     power_w INTEGER NOT NULL CHECK (power_w > 0),
     condition TEXT NOT NULL,
     unit_price_cents INTEGER NOT NULL CHECK (unit_price_cents > 0),
     pool TEXT NOT NULL,
     site TEXT NOT NULL,
     electricity_e4 INTEGER NOT NULL CHECK (electricity_e4 > 0),
     electricity_billing TEXT NOT NULL,
     management_fee_rule TEXT NOT NULL,
     management_fee_bp INTEGER NOT NULL CHECK (management_fee_bp BETWEEN 0 AND 10000),
     warranty_months INTEGER NOT NULL,
     min_quantity INTEGER NOT NULL CHECK (min_quantity >= 1),
     max_quantity INTEGER NOT NULL CHECK (max_quantity >= min_quantity),
     stock INTEGER NOT NULL CHECK (stock >= 0),
     total_units INTEGER NOT NULL CHECK (total_units >= stock),
     payment_deadline INTEGER NOT NULL,
     estimated_start INTEGER NOT NULL,
     sort INTEGER NOT NULL
   )`,
  // Orders for miners of a batch (decision 102), paid through the plans' cashier: numbers start with M, the
  // batch's terms are snapshot, the payment and its state live in the shared order_payments, cashier and ledger.
  // Status is derived from the times, as plan orders' is.
  `CREATE TABLE miner_orders (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     order_no TEXT NOT NULL UNIQUE,
     uid INTEGER NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
     batch_id TEXT NOT NULL,
     model_id TEXT NOT NULL,
     model_name TEXT NOT NULL,
     condition TEXT NOT NULL,
     quantity INTEGER NOT NULL CHECK (quantity >= 1),
     hashrate_th REAL NOT NULL,
     power_w INTEGER NOT NULL,
     unit_price_cents INTEGER NOT NULL CHECK (unit_price_cents > 0),
     pool TEXT NOT NULL,
     site TEXT NOT NULL,
     electricity_e4 INTEGER NOT NULL,
     electricity_billing TEXT NOT NULL,
     management_fee_rule TEXT NOT NULL,
     management_fee_bp INTEGER NOT NULL,
     warranty_months INTEGER NOT NULL,
     estimated_start INTEGER NOT NULL,
     payment_deadline INTEGER NOT NULL,
     payout_address TEXT NOT NULL,
     miners_cents INTEGER NOT NULL CHECK (miners_cents >= 0),
     electricity_cents INTEGER NOT NULL CHECK (electricity_cents >= 0),
     total_cents INTEGER NOT NULL CHECK (total_cents = miners_cents + electricity_cents),
     pay_method TEXT CHECK (pay_method IN ('balance', 'points', 'crypto')),
     pay_coin TEXT,
     created_at INTEGER NOT NULL,
     pay_expire_at INTEGER NOT NULL CHECK (pay_expire_at <= payment_deadline),
     paid_at INTEGER,
     cancelled_at INTEGER,
     cancel_reason TEXT CHECK (cancel_reason IN ('user'))
   );
   CREATE INDEX miner_orders_user ON miner_orders (uid, created_at)`,
];

/** Children first, as the reset empties them in this order. */
export const MINER_TABLES = ['miner_orders', 'miner_sale_batches', 'miner_model_texts', 'miner_models'];
