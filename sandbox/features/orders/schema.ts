/**
 * Plan orders. Each snapshots the goods it was bought from, so renaming or repricing a plan never
 * changes an order. Money in integers (`_cents`: USD cents; `service_fee_per_th_day`: 1/10000 USD;
 * `pool_fee_bp`: hundredths of a percent). Times in ms since the epoch. No status column: the status
 * is derived from the times and the clock (status.ts).
 */
export const ORDER_MIGRATIONS: string[] = [
  `CREATE TABLE orders (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     order_no TEXT NOT NULL UNIQUE,
     uid INTEGER NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
     goods_id TEXT NOT NULL,
     goods_name TEXT NOT NULL,
     goods_type INTEGER NOT NULL,
     miner_model TEXT NOT NULL,
     efficiency_jt REAL NOT NULL,
     duration_days INTEGER NOT NULL CHECK (duration_days >= 1),
     currency TEXT NOT NULL,
     quantity INTEGER NOT NULL CHECK (quantity >= 1),
     hashrate_th REAL NOT NULL,
     pool TEXT NOT NULL CHECK (pool IN ('Antpool', 'F2Pool')),
     pool_fee_bp INTEGER NOT NULL,
     payout_address TEXT NOT NULL,
     hashrate_fee_cents INTEGER NOT NULL CHECK (hashrate_fee_cents >= 0),
     service_fee_cents INTEGER NOT NULL CHECK (service_fee_cents >= 0),
     service_fee_per_th_day INTEGER NOT NULL,
     service_fee_paid_days INTEGER NOT NULL CHECK (service_fee_paid_days >= 0),
     coupon_cents INTEGER NOT NULL DEFAULT 0 CHECK (coupon_cents >= 0),
     points_cents INTEGER NOT NULL DEFAULT 0 CHECK (points_cents >= 0),
     total_cents INTEGER NOT NULL CHECK (total_cents >= 0),
     pay_method TEXT CHECK (pay_method IN ('balance', 'points', 'crypto')),
     pay_coin TEXT,
     auto_deduct INTEGER NOT NULL DEFAULT 0,
     created_at INTEGER NOT NULL,
     pay_expire_at INTEGER NOT NULL,
     paid_at INTEGER,
     start_at INTEGER,
     end_at INTEGER,
     cancelled_at INTEGER,
     cancel_reason TEXT CHECK (cancel_reason IN ('user')),
     CHECK (total_cents = hashrate_fee_cents + service_fee_cents - coupon_cents - points_cents)
   );
   CREATE INDEX orders_user ON orders (uid, created_at)`,
  // Every amount received towards an order (its payment record): `amount_minor` in the coin's minor units
  // (`decimals`; USD cents for balance and points), `usd_cents` what it counted for. A chain tx credits once.
  `CREATE TABLE order_payments (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     order_no TEXT NOT NULL,
     method TEXT NOT NULL CHECK (method IN ('balance', 'points', 'crypto')),
     coin TEXT,
     network TEXT,
     address TEXT,
     amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
     decimals INTEGER NOT NULL CHECK (decimals BETWEEN 0 AND 8),
     usd_cents INTEGER NOT NULL CHECK (usd_cents >= 0),
     tx_id TEXT UNIQUE,
     at INTEGER NOT NULL
   );
   CREATE INDEX order_payments_order ON order_payments (order_no, id);
   -- Unpaid orders that died (expired or cancelled) and gave back what they held, once (settle.ts).
   CREATE TABLE order_settlements (
     order_no TEXT PRIMARY KEY,
     settled_at INTEGER NOT NULL
   )`,
  // The invite programme's discount for an invited friend, off the hashrate fee (checkout/routes.ts), and the
  // total's CHECK with it: SQLite cannot change a CHECK, so the table is rebuilt with its rows and index.
  `CREATE TABLE orders_v2 (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     order_no TEXT NOT NULL UNIQUE,
     uid INTEGER NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
     goods_id TEXT NOT NULL,
     goods_name TEXT NOT NULL,
     goods_type INTEGER NOT NULL,
     miner_model TEXT NOT NULL,
     efficiency_jt REAL NOT NULL,
     duration_days INTEGER NOT NULL CHECK (duration_days >= 1),
     currency TEXT NOT NULL,
     quantity INTEGER NOT NULL CHECK (quantity >= 1),
     hashrate_th REAL NOT NULL,
     pool TEXT NOT NULL CHECK (pool IN ('Antpool', 'F2Pool')),
     pool_fee_bp INTEGER NOT NULL,
     payout_address TEXT NOT NULL,
     hashrate_fee_cents INTEGER NOT NULL CHECK (hashrate_fee_cents >= 0),
     service_fee_cents INTEGER NOT NULL CHECK (service_fee_cents >= 0),
     service_fee_per_th_day INTEGER NOT NULL,
     service_fee_paid_days INTEGER NOT NULL CHECK (service_fee_paid_days >= 0),
     coupon_cents INTEGER NOT NULL DEFAULT 0 CHECK (coupon_cents >= 0),
     points_cents INTEGER NOT NULL DEFAULT 0 CHECK (points_cents >= 0),
     discount_cents INTEGER NOT NULL DEFAULT 0 CHECK (discount_cents >= 0),
     total_cents INTEGER NOT NULL CHECK (total_cents >= 0),
     pay_method TEXT CHECK (pay_method IN ('balance', 'points', 'crypto')),
     pay_coin TEXT,
     auto_deduct INTEGER NOT NULL DEFAULT 0,
     created_at INTEGER NOT NULL,
     pay_expire_at INTEGER NOT NULL,
     paid_at INTEGER,
     start_at INTEGER,
     end_at INTEGER,
     cancelled_at INTEGER,
     cancel_reason TEXT CHECK (cancel_reason IN ('user')),
     CHECK (total_cents = hashrate_fee_cents + service_fee_cents - discount_cents - coupon_cents - points_cents)
   );
   INSERT INTO orders_v2 (id, order_no, uid, goods_id, goods_name, goods_type, miner_model, efficiency_jt, duration_days,
       currency, quantity, hashrate_th, pool, pool_fee_bp, payout_address, hashrate_fee_cents,
       service_fee_cents, service_fee_per_th_day, service_fee_paid_days, coupon_cents, points_cents,
       total_cents, pay_method, pay_coin, auto_deduct, created_at, pay_expire_at, paid_at, start_at, end_at,
       cancelled_at, cancel_reason)
     SELECT id, order_no, uid, goods_id, goods_name, goods_type, miner_model, efficiency_jt, duration_days,
       currency, quantity, hashrate_th, pool, pool_fee_bp, payout_address, hashrate_fee_cents,
       service_fee_cents, service_fee_per_th_day, service_fee_paid_days, coupon_cents, points_cents,
       total_cents, pay_method, pay_coin, auto_deduct, created_at, pay_expire_at, paid_at, start_at, end_at,
       cancelled_at, cancel_reason FROM orders;
   DROP TABLE orders;
   ALTER TABLE orders_v2 RENAME TO orders;
   CREATE INDEX orders_user ON orders (uid, created_at)`,
  // Full plans' product type is 11, not the spec's transfer code 3 (decision 104).
  'UPDATE orders SET goods_type = 11 WHERE goods_type = 3',
];

export const ORDER_TABLES = ['order_settlements', 'order_payments', 'orders'];
