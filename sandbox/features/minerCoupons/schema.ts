/**
 * The miner coupon market's tables (runtime/http/contract/minerCoupons.ts). Coupons of one issue are held in
 * quantities; what an account holds is the sum of its stock operations (append-only, like the ledger). A listing
 * (delegate order) keeps its quantity and price; what it sold and what is reserved are read from its purchase
 * orders by the clock (paid; unpaid, not cancelled and before the deadline), so a lapsed order gives its coupons
 * back without any write.
 */
export const MINER_COUPON_MIGRATIONS: string[] = [
  `CREATE TABLE miner_coupons (
     coupon_id TEXT PRIMARY KEY,
     issuer TEXT NOT NULL,
     name TEXT NOT NULL,
     face_value_cents INTEGER NOT NULL CHECK (face_value_cents > 0),
     models TEXT NOT NULL,
     max_deduction_percent INTEGER NOT NULL CHECK (max_deduction_percent BETWEEN 1 AND 30),
     issued_at INTEGER NOT NULL,
     expire_at INTEGER NOT NULL,
     transferable INTEGER NOT NULL CHECK (transferable IN (0, 1))
   );
   CREATE TABLE coupon_stock_ops (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     uid INTEGER NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
     coupon_id TEXT NOT NULL REFERENCES miner_coupons(coupon_id),
     op TEXT NOT NULL CHECK (op IN ('import', 'buy', 'list', 'unlist', 'sell', 'use')),
     quantity INTEGER NOT NULL CHECK (quantity > 0),
     change INTEGER NOT NULL,
     reference TEXT,
     request_id TEXT,
     at INTEGER NOT NULL,
     UNIQUE (uid, request_id)
   );
   CREATE INDEX coupon_stock_ops_holder ON coupon_stock_ops (uid, coupon_id);
   CREATE TABLE coupon_listings (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     delegate_id TEXT NOT NULL UNIQUE,
     uid INTEGER NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
     coupon_id TEXT NOT NULL REFERENCES miner_coupons(coupon_id),
     quantity INTEGER NOT NULL CHECK (quantity > 0),
     unit_price_cents INTEGER NOT NULL CHECK (unit_price_cents > 0),
     listed_at INTEGER NOT NULL,
     cancelled_at INTEGER,
     request_id TEXT,
     UNIQUE (uid, request_id)
   );
   CREATE INDEX coupon_listings_seller ON coupon_listings (uid);
   CREATE TABLE coupon_orders (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     order_no TEXT NOT NULL UNIQUE,
     uid INTEGER NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
     delegate_id TEXT NOT NULL REFERENCES coupon_listings(delegate_id),
     seller_uid INTEGER NOT NULL,
     coupon_id TEXT NOT NULL,
     quantity INTEGER NOT NULL CHECK (quantity > 0),
     unit_price_cents INTEGER NOT NULL CHECK (unit_price_cents > 0),
     total_cents INTEGER NOT NULL CHECK (total_cents > 0),
     fee_cents INTEGER NOT NULL CHECK (fee_cents >= 0),
     pay_method TEXT CHECK (pay_method IN ('balance', 'crypto')),
     pay_coin TEXT,
     created_at INTEGER NOT NULL,
     pay_expire_at INTEGER NOT NULL,
     paid_at INTEGER,
     cancelled_at INTEGER,
     request_id TEXT NOT NULL,
     UNIQUE (uid, request_id)
   );
   CREATE INDEX coupon_orders_listing ON coupon_orders (delegate_id);
   CREATE INDEX coupon_orders_buyer ON coupon_orders (uid);
   CREATE TABLE coupon_import_codes (
     code TEXT PRIMARY KEY,
     coupon_id TEXT NOT NULL REFERENCES miner_coupons(coupon_id),
     quantity INTEGER NOT NULL CHECK (quantity > 0),
     used_by INTEGER,
     used_at INTEGER
   )`,
];

export const MINER_COUPON_TABLES = [
  'coupon_import_codes',
  'coupon_orders',
  'coupon_listings',
  'coupon_stock_ops',
  'miner_coupons',
];
