import { POINTS_ORDER_MIGRATIONS } from './pointsOrders.ts';

/**
 * Checkout's own records beside the orders and the ledger: which order a create request made (the same
 * requestId answers the same order), which payment attempts went through (the same requestId never charges
 * twice) and the cashier's crypto addresses with the rate quoted when each was opened.
 */
export const CHECKOUT_MIGRATIONS: string[] = [
  `CREATE TABLE checkout_requests (
     uid INTEGER NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
     request_id TEXT NOT NULL,
     order_no TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     PRIMARY KEY (uid, request_id)
   );
   CREATE TABLE pay_attempts (
     uid INTEGER NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
     request_id TEXT NOT NULL,
     order_no TEXT NOT NULL,
     pay_method TEXT NOT NULL CHECK (pay_method IN ('balance', 'points')),
     state TEXT NOT NULL,
     at INTEGER NOT NULL,
     PRIMARY KEY (uid, request_id)
   );
   CREATE TABLE cashier_addresses (
     address TEXT PRIMARY KEY,
     order_no TEXT NOT NULL,
     coin TEXT NOT NULL,
     network TEXT NOT NULL,
     rate_cents INTEGER NOT NULL CHECK (rate_cents > 0),
     decimals INTEGER NOT NULL CHECK (decimals BETWEEN 0 AND 8),
     opened_at INTEGER NOT NULL,
     UNIQUE (order_no, coin, network)
   )`,
  // Points packages bought through the cashier (pointsOrders.ts).
  ...POINTS_ORDER_MIGRATIONS,
];

export const CHECKOUT_TABLES = ['points_orders', 'cashier_addresses', 'pay_attempts', 'checkout_requests'];
