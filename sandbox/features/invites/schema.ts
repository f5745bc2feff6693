/**
 * The rewards an inviter's friends earned it, one row per friend's order and kind (a first-order bonus, a
 * consumption rebate), recorded when the order is seen paid. `claimed_at` and `tx_id` are set when the reward is
 * credited to the inviter's points through the ledger (a `reward` transaction from `house:rewards`), once.
 * Money in integer cents (1 point = 1 USD); times in ms since the epoch.
 */
export const INVITE_MIGRATIONS: string[] = [
  `CREATE TABLE invite_rewards (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     inviter_uid INTEGER NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
     invitee_uid INTEGER NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
     order_no TEXT NOT NULL,
     kind TEXT NOT NULL CHECK (kind IN ('firstOrder', 'rebate')),
     order_cents INTEGER NOT NULL CHECK (order_cents >= 0),
     reward_cents INTEGER NOT NULL CHECK (reward_cents > 0),
     at INTEGER NOT NULL,
     claimed_at INTEGER,
     tx_id TEXT,
     UNIQUE (order_no, kind)
   );
   CREATE INDEX invite_rewards_inviter ON invite_rewards (inviter_uid, at)`,
];

export const INVITE_TABLES = ['invite_rewards'];
