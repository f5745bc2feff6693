/**
 * Payout-address changes: one row per order changed (a batch shares its `batch_id`), the old and the new
 * address, the channel of the code that proved it, and the end of the payout hold it started
 * (`hold_until` = `changed_at` + 72 h). The mining settlement holds payouts of the account while a change's
 * hold covers the payout time (mining/settle.ts). Times in ms since the epoch.
 */
export const CHANGE_ADDRESS_MIGRATIONS: string[] = [
  `CREATE TABLE address_changes (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     uid INTEGER NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
     order_no TEXT NOT NULL,
     coin TEXT NOT NULL,
     old_address TEXT NOT NULL,
     new_address TEXT NOT NULL,
     channel TEXT NOT NULL CHECK (channel IN ('email', 'sms')),
     batch_id TEXT NOT NULL,
     changed_at INTEGER NOT NULL,
     hold_until INTEGER NOT NULL CHECK (hold_until > changed_at)
   );
   CREATE INDEX address_changes_user ON address_changes (uid, changed_at)`,
];

/** Emptied on reset. */
export const CHANGE_ADDRESS_TABLES = ['address_changes'];
