/**
 * Service-fee payments made after the purchase: one row per payment (the same requestId of a user answers
 * the same payment, so a retry never charges twice) and one item per order it added days to.
 * Money in USD cents; times in ms since the epoch.
 */
export const SERVICE_FEE_MIGRATIONS: string[] = [
  `CREATE TABLE service_fee_payments (
     payment_no TEXT PRIMARY KEY,
     uid INTEGER NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
     request_id TEXT NOT NULL,
     pay_method TEXT NOT NULL CHECK (pay_method IN ('balance', 'points')),
     total_cents INTEGER NOT NULL CHECK (total_cents >= 0),
     at INTEGER NOT NULL,
     UNIQUE (uid, request_id)
   );
   CREATE TABLE service_fee_items (
     payment_no TEXT NOT NULL REFERENCES service_fee_payments(payment_no) ON DELETE CASCADE,
     order_no TEXT NOT NULL,
     days INTEGER NOT NULL CHECK (days >= 1),
     amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
     PRIMARY KEY (payment_no, order_no)
   );
   CREATE INDEX service_fee_payments_user ON service_fee_payments (uid, at)`,
  // What a service-fee coupon took off a payment (total_cents is what was charged after it).
  `ALTER TABLE service_fee_payments ADD COLUMN coupon_cents INTEGER NOT NULL DEFAULT 0 CHECK (coupon_cents >= 0)`,
];

export const SERVICE_FEE_TABLES = ['service_fee_items', 'service_fee_payments'];
