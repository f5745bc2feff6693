/**
 * The campaign engine's tables. `campaigns` is the CMS: each row names its definition (data.ts) and its window
 * (fixed start and end, a month of the clock's current year, or the clock's current month). The records of an
 * account in a campaign: its daily check-ins, its credits (mission claims, the quiz's reward, trial cash, invite
 * rewards), its lottery draws, the draws a fixture granted, its quiz answers and its bookings of a plan release.
 * A record's points went to the ledger (`tx_id`, a `reward` transaction from `house:rewards`) and its coupon to the
 * wallet's coupons (`coupon_id`); seeded records from before the ledger's opening balance have neither. Money in
 * integer cents (1 point = 1 USD); times in ms since the epoch; `day` is the UTC day, YYYY-MM-DD.
 */
export const CAMPAIGN_MIGRATIONS: string[] = [
  `CREATE TABLE campaigns (
     campaign_id INTEGER PRIMARY KEY,
     slug TEXT UNIQUE,
     def TEXT NOT NULL,
     period TEXT NOT NULL CHECK (period IN ('fixed', 'month', 'currentMonth')),
     month INTEGER CHECK (month BETWEEN 1 AND 12),
     start_at INTEGER,
     end_at INTEGER,
     created_at INTEGER NOT NULL,
     CHECK (period <> 'fixed' OR (start_at IS NOT NULL AND end_at IS NOT NULL AND end_at > start_at)),
     CHECK (period <> 'month' OR month IS NOT NULL)
   );
   CREATE TABLE campaign_check_ins (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     campaign_id INTEGER NOT NULL REFERENCES campaigns(campaign_id) ON DELETE CASCADE,
     uid INTEGER NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
     day TEXT NOT NULL,
     streak INTEGER NOT NULL CHECK (streak >= 1),
     reward_kind TEXT NOT NULL CHECK (reward_kind IN ('points', 'coupon', 'none')),
     amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
     draws INTEGER NOT NULL CHECK (draws >= 0),
     coupon_id TEXT,
     tx_id TEXT,
     at INTEGER NOT NULL,
     UNIQUE (campaign_id, uid, day)
   );
   CREATE TABLE campaign_credits (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     campaign_id INTEGER NOT NULL REFERENCES campaigns(campaign_id) ON DELETE CASCADE,
     uid INTEGER NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
     ref TEXT NOT NULL,
     reward_kind TEXT NOT NULL CHECK (reward_kind IN ('points', 'coupon', 'none')),
     amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
     draws INTEGER NOT NULL CHECK (draws >= 0),
     coupon_id TEXT,
     tx_id TEXT,
     at INTEGER NOT NULL,
     UNIQUE (campaign_id, uid, ref)
   );
   CREATE TABLE campaign_draws (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     campaign_id INTEGER NOT NULL REFERENCES campaigns(campaign_id) ON DELETE CASCADE,
     uid INTEGER NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
     draw_no INTEGER NOT NULL CHECK (draw_no >= 1),
     draw_key TEXT NOT NULL,
     prize_id TEXT NOT NULL,
     reward_kind TEXT NOT NULL CHECK (reward_kind IN ('points', 'coupon', 'none')),
     amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
     coupon_id TEXT,
     tx_id TEXT,
     at INTEGER NOT NULL,
     UNIQUE (campaign_id, uid, draw_no),
     UNIQUE (campaign_id, uid, draw_key)
   );
   CREATE INDEX campaign_draws_prize ON campaign_draws (campaign_id, prize_id);
   CREATE TABLE campaign_draw_grants (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     campaign_id INTEGER NOT NULL REFERENCES campaigns(campaign_id) ON DELETE CASCADE,
     uid INTEGER NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
     draws INTEGER NOT NULL CHECK (draws >= 1),
     at INTEGER NOT NULL
   );
   CREATE TABLE campaign_next_prizes (
     campaign_id INTEGER NOT NULL REFERENCES campaigns(campaign_id) ON DELETE CASCADE,
     uid INTEGER NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
     prize_id TEXT NOT NULL,
     PRIMARY KEY (campaign_id, uid)
   );
   CREATE TABLE campaign_quiz_answers (
     campaign_id INTEGER NOT NULL REFERENCES campaigns(campaign_id) ON DELETE CASCADE,
     uid INTEGER NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
     answers TEXT NOT NULL,
     correct INTEGER NOT NULL CHECK (correct >= 0),
     total INTEGER NOT NULL CHECK (total >= 1),
     rewarded INTEGER NOT NULL CHECK (rewarded IN (0, 1)),
     at INTEGER NOT NULL,
     PRIMARY KEY (campaign_id, uid)
   );
   CREATE TABLE campaign_bookings (
     campaign_id INTEGER NOT NULL REFERENCES campaigns(campaign_id) ON DELETE CASCADE,
     uid INTEGER NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
     release_id TEXT NOT NULL,
     at INTEGER NOT NULL,
     PRIMARY KEY (campaign_id, uid, release_id)
   );
   CREATE TABLE campaign_entries (
     campaign_id INTEGER NOT NULL REFERENCES campaigns(campaign_id) ON DELETE CASCADE,
     uid INTEGER NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
     value INTEGER NOT NULL CHECK (value > 0),
     PRIMARY KEY (campaign_id, uid)
   )`,
];

/** Children first, as the reset empties them in this order. */
export const CAMPAIGN_TABLES = [
  'campaign_entries',
  'campaign_bookings',
  'campaign_quiz_answers',
  'campaign_next_prizes',
  'campaign_draw_grants',
  'campaign_draws',
  'campaign_credits',
  'campaign_check_ins',
  'campaigns',
];
