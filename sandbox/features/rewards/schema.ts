/**
 * The rewards centre's records: the missions an account claimed and its daily check-ins. The points they
 * credited are in the ledger (`reward` transactions, `tx_id` here); a claim is unique per account, mission
 * and period (`once` for the missions), a check-in per account and UTC day, so nothing is credited twice.
 * Times in ms since the epoch; `day` is the UTC day, YYYY-MM-DD.
 */
export const REWARDS_MIGRATIONS: string[] = [
  `CREATE TABLE reward_claims (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     uid INTEGER NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
     mission_id TEXT NOT NULL,
     period TEXT NOT NULL,
     reward_cents INTEGER NOT NULL CHECK (reward_cents > 0),
     tx_id TEXT,
     at INTEGER NOT NULL,
     UNIQUE (uid, mission_id, period)
   )`,
  `CREATE TABLE reward_check_ins (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     uid INTEGER NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
     day TEXT NOT NULL,
     streak INTEGER NOT NULL CHECK (streak >= 1),
     cycle_day INTEGER NOT NULL CHECK (cycle_day BETWEEN 1 AND 7),
     reward_cents INTEGER NOT NULL CHECK (reward_cents > 0),
     tx_id TEXT,
     at INTEGER NOT NULL,
     UNIQUE (uid, day)
   )`,
];

export const REWARDS_TABLES = ['reward_check_ins', 'reward_claims'];
