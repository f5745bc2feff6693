/**
 * Hosted miners (issue #18). The miners themselves are not stored: a paid miner order of N units is N hosted
 * miners (sim.ts derives them and their samples from the order and the sandbox clock). Stored are what
 * happened to them and what they cost: incidents a site recorded (a repair ticket, a maintenance window),
 * the hosting fee invoices (one per 30 days of an order, amounts fixed when issued) and their payments (one
 * per invoice; the same requestId of a user answers the same payment). Money in USD cents; times in ms.
 */
export const HOSTING_MIGRATIONS: string[] = [
  `CREATE TABLE hosting_incidents (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     miner_id TEXT NOT NULL,
     kind TEXT NOT NULL CHECK (kind IN ('underperforming', 'stopped', 'needsRepair', 'maintenance')),
     ratio_bp INTEGER NOT NULL DEFAULT 0 CHECK (ratio_bp BETWEEN 0 AND 10000),
     from_at INTEGER NOT NULL,
     to_at INTEGER NOT NULL CHECK (to_at > from_at)
   );
   CREATE INDEX hosting_incidents_miner ON hosting_incidents (miner_id, from_at);
   CREATE TABLE hosting_invoices (
     invoice_no TEXT PRIMARY KEY,
     order_no TEXT NOT NULL,
     uid INTEGER NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
     period INTEGER NOT NULL CHECK (period >= 0),
     period_from INTEGER NOT NULL,
     period_to INTEGER NOT NULL CHECK (period_to > period_from),
     due_at INTEGER NOT NULL,
     miners INTEGER NOT NULL CHECK (miners >= 1),
     energy_wh INTEGER NOT NULL CHECK (energy_wh >= 0),
     electricity_cents INTEGER NOT NULL CHECK (electricity_cents >= 0),
     credit_cents INTEGER NOT NULL CHECK (credit_cents >= 0),
     output_cents INTEGER NOT NULL CHECK (output_cents >= 0),
     net_cents INTEGER NOT NULL CHECK (net_cents >= 0),
     management_cents INTEGER NOT NULL CHECK (management_cents >= 0),
     amount_cents INTEGER NOT NULL CHECK (amount_cents = electricity_cents - credit_cents + management_cents),
     paid_at INTEGER,
     UNIQUE (order_no, period)
   );
   CREATE INDEX hosting_invoices_user ON hosting_invoices (uid, period_to);
   CREATE TABLE hosting_invoice_payments (
     uid INTEGER NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
     request_id TEXT NOT NULL,
     invoice_no TEXT NOT NULL UNIQUE REFERENCES hosting_invoices(invoice_no) ON DELETE CASCADE,
     amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
     at INTEGER NOT NULL,
     PRIMARY KEY (uid, request_id)
   )`,
];

/** Children first, as the reset empties them in this order. */
export const HOSTING_TABLES = ['hosting_invoice_payments', 'hosting_invoices', 'hosting_incidents'];
