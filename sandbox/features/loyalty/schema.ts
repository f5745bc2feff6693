/**
 * The monthly VIP evaluation (evaluation.ts). `vip_level_changes` records every evaluation that changed an
 * account's level or kept it by the downgrade protection, one per account and evaluation; `vip_evaluations` is how
 * far each account has been evaluated (evaluations that changed nothing leave no row of their own), and
 * `vip_evaluation_start` the last evaluation the seed's history stands for (accounts without a row of their own
 * are evaluated from there, or from their sign-up if later). Money in integer cents; times in ms since the epoch.
 */
export const LOYALTY_MIGRATIONS: string[] = [
  `CREATE TABLE vip_level_changes (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     uid INTEGER NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
     evaluated_at INTEGER NOT NULL,
     from_level INTEGER NOT NULL CHECK (from_level BETWEEN 0 AND 5),
     to_level INTEGER NOT NULL CHECK (to_level BETWEEN 0 AND 5),
     reason TEXT NOT NULL CHECK (reason IN ('upgrade', 'downgrade', 'protected')),
     paid_cents INTEGER NOT NULL CHECK (paid_cents >= 0),
     UNIQUE (uid, evaluated_at)
   );
   CREATE TABLE vip_evaluations (
     uid INTEGER PRIMARY KEY REFERENCES users(uid) ON DELETE CASCADE,
     evaluated_through INTEGER NOT NULL
   );
   CREATE TABLE vip_evaluation_start (
     id INTEGER PRIMARY KEY CHECK (id = 1),
     evaluated_through INTEGER NOT NULL
   )`,
];

export const LOYALTY_TABLES = ['vip_level_changes', 'vip_evaluations', 'vip_evaluation_start'];
