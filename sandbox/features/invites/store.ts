import { PLAN_PRODUCT_TYPES, PRODUCT_TYPE } from '../../../runtime/domain/products.ts';
import type { FriendStatus, InviteRewardKind } from '../../../runtime/http/contract/invites.ts';
import { type Database, transaction } from '../../db.ts';
import { createVipEvaluation } from '../loyalty/evaluation.ts';
import { DAY_MS } from '../orders/status.ts';
import { INVITE_TERMS } from '../services/data.ts';
import { HOUSE_REWARDS, type Ledger, userPoints } from '../wallet/ledger.ts';

/** Why a claim credits nothing: the caller answers it as a refusal. */
export class InviteRefused extends Error {}

export interface FriendRow {
  uid: number;
  email: string | null;
  phone_code: string | null;
  phone_number: string | null;
  auth_level: number;
  created_at: number;
}

export interface RewardRow {
  id: number;
  invitee_uid: number;
  order_no: string;
  kind: InviteRewardKind;
  order_cents: number;
  reward_cents: number;
  at: number;
  claimed_at: number | null;
}

interface PaidOrder {
  order_no: string;
  goods_type: number;
  hashrate_fee_cents: number;
  total_cents: number;
  paid_at: number;
}

/** The free trial earns nothing: the programme pays on non-trial orders only. */
const TRIAL_GOODS_TYPE = PRODUCT_TYPE.freeTrial;

/** An account as others see it: "bo***@example.com", "+44 ***0123". */
export function maskAccount(row: Pick<FriendRow, 'email' | 'phone_code' | 'phone_number'>): string {
  if (row.email) {
    const [local = '', domain = ''] = row.email.split('@');
    return `${local.slice(0, Math.min(2, Math.max(1, local.length - 1)))}***@${domain}`;
  }
  return `+${row.phone_code ?? ''} ***${(row.phone_number ?? '').slice(-4)}`;
}

/** The first-order bonus percent for an inviter's VIP level (no level: the lowest). */
export function firstOrderBonusPercent(level: number): number {
  const table = INVITE_TERMS.firstOrderBonusPercentByLevel;
  return table[Math.min(Math.max(level, 1), table.length) - 1] ?? 0;
}

/**
 * What a friend's paid orders earn the inviter, by the programme's terms (services/data.ts INVITE_TERMS): the
 * first non-trial order of at least `firstOrderMinUsd` paid within `firstOrderWindowDays` of the sign-up earns the
 * level's percent of its total; every non-trial order whose hashrate fee reaches `rebateMinOrderUsd` earns
 * `rebatePercent` of the fee, until the friend's rebates reach the cap. Whole cents, rounded down.
 */
export function rewardsFor(
  friendCreatedAt: number,
  orders: PaidOrder[],
  bonusPercent: number,
): Array<{ orderNo: string; kind: InviteRewardKind; orderCents: number; rewardCents: number; at: number }> {
  const terms = INVITE_TERMS;
  const out: ReturnType<typeof rewardsFor> = [];
  const paid = orders.filter((o) => o.goods_type !== TRIAL_GOODS_TYPE);
  const first = paid[0];
  if (
    first &&
    first.total_cents >= terms.firstOrderMinUsd * 100 &&
    first.paid_at - friendCreatedAt <= terms.firstOrderWindowDays * DAY_MS
  ) {
    const cents = Math.floor((first.total_cents * bonusPercent) / 100);
    if (cents > 0) {
      out.push({
        orderNo: first.order_no,
        kind: 'firstOrder',
        orderCents: first.total_cents,
        rewardCents: cents,
        at: first.paid_at,
      });
    }
  }
  let left = terms.rebateCapPointsPerFriend * 100;
  for (const order of paid) {
    if (order.hashrate_fee_cents < terms.rebateMinOrderUsd * 100 || left <= 0) continue;
    const cents = Math.min(left, Math.floor((order.hashrate_fee_cents * terms.rebatePercent) / 100));
    if (cents <= 0) continue;
    left -= cents;
    out.push({
      orderNo: order.order_no,
      kind: 'rebate',
      orderCents: order.hashrate_fee_cents,
      rewardCents: cents,
      at: order.paid_at,
    });
  }
  return out;
}

/** The inviter's hashrate coupon for a friend's first non-trial order: its id, and how long it lasts. */
export const inviteCouponId = (inviterUid: number, friendUid: number) => `inv-${inviterUid}-${friendUid}`;
export const INVITE_COUPON_DAYS = 90;
/** Plan types the coupon takes off (full, easy, stable). */
const INVITE_COUPON_GOODS_TYPES = PLAN_PRODUCT_TYPES.join(',');

/**
 * The programme's hashrate coupon for each friend's first non-trial order paid by `now`
 * (INVITE_TERMS.couponUsdPerFriend), issued once. Run before the inviter's invites or coupons are read
 * (the loyalty feature's coupon list calls it too), as the rewards are.
 */
export function issueInviteCoupons(db: Database, inviterUid: number, now: number): void {
  const firstOrders = db
    .prepare(
      `SELECT f.uid AS friend_uid, MIN(o.paid_at) AS paid_at FROM users f
       JOIN orders o ON o.uid = f.uid AND o.paid_at IS NOT NULL AND o.paid_at <= ? AND o.goods_type <> ?
       WHERE f.invited_by = ? GROUP BY f.uid`,
    )
    .all(now, TRIAL_GOODS_TYPE, inviterUid) as unknown as Array<{ friend_uid: number; paid_at: number }>;
  const issue = db.prepare(
    `INSERT OR IGNORE INTO coupons (coupon_id, uid, name, amount_cents, min_spend_cents, goods_types, expire_at)
     VALUES (?, ?, ?, ?, 0, '${INVITE_COUPON_GOODS_TYPES}', ?)`,
  );
  const usd = INVITE_TERMS.couponUsdPerFriend;
  for (const first of firstOrders) {
    issue.run(
      inviteCouponId(inviterUid, first.friend_uid),
      inviterUid,
      `$${usd} invite coupon`,
      usd * 100,
      first.paid_at + INVITE_COUPON_DAYS * DAY_MS,
    );
  }
}

/**
 * The invited friend's discount (INVITE_TERMS.inviteeDiscountPercent off hashrate fees) for their first
 * INVITE_TERMS.inviteeDiscountDays days: until when, or null for an account nobody invited or past them.
 */
export function inviteeDiscountOf(
  user: { invited_by: number | null; created_at: number },
  now: number,
): { percent: number; until: number } | null {
  const until = user.created_at + INVITE_TERMS.inviteeDiscountDays * DAY_MS;
  if (user.invited_by === null || INVITE_TERMS.inviteeDiscountPercent <= 0 || now >= until) return null;
  return { percent: INVITE_TERMS.inviteeDiscountPercent, until };
}

/** The invited friend's welcome gift: its coupon id. */
export const inviteeGiftCouponId = (uid: number) => `gift-${uid}`;

/**
 * The welcome gift the programme promises a friend who signs up with an invite code
 * (INVITE_TERMS.inviteeGiftUsd off a plan's hashrate fee, no minimum spend), valid for the
 * invitee's first INVITE_TERMS.inviteeDiscountDays days; issued once, at sign-up.
 */
export function issueInviteeGift(db: Database, uid: number, now: number): void {
  const usd = INVITE_TERMS.inviteeGiftUsd;
  if (usd <= 0) return;
  db.prepare(
    `INSERT OR IGNORE INTO coupons (coupon_id, uid, name, amount_cents, min_spend_cents, goods_types, expire_at)
     VALUES (?, ?, ?, ?, 0, '${INVITE_COUPON_GOODS_TYPES}', ?)`,
  ).run(
    inviteeGiftCouponId(uid),
    uid,
    `$${usd} welcome gift`,
    usd * 100,
    now + INVITE_TERMS.inviteeDiscountDays * DAY_MS,
  );
}

/** The Gold Medal reward's coupon id (one per account). */
export const goldMedalCouponId = (uid: number) => `gold-medal-${uid}`;
/** How long the Gold Medal service-fee coupon stays usable. */
const GOLD_MEDAL_COUPON_DAYS = 365;

/**
 * "Gold Medal Recommender" (INVITE_TERMS): the friends whose first non-trial order was paid at least
 * `goldMedalTradingDays` before `now` count; with `goldMedalFriends` of them, the inviter gets a
 * `goldMedalRewardUsd` service-fee coupon, once. Returns the count and whether the reward is the account's.
 */
export function syncGoldMedal(db: Database, inviterUid: number, now: number) {
  const terms = INVITE_TERMS;
  const row = db
    .prepare(
      `SELECT COUNT(*) AS n FROM (
         SELECT f.uid FROM users f
         JOIN orders o ON o.uid = f.uid AND o.paid_at IS NOT NULL AND o.goods_type <> ?
         WHERE f.invited_by = ? GROUP BY f.uid HAVING MIN(o.paid_at) <= ?
       )`,
    )
    .get(TRIAL_GOODS_TYPE, inviterUid, now - terms.goldMedalTradingDays * DAY_MS) as { n: number };
  const qualifiedFriends = Number(row.n);
  if (qualifiedFriends >= terms.goldMedalFriends) {
    db.prepare(
      `INSERT OR IGNORE INTO coupons (coupon_id, uid, name, amount_cents, min_spend_cents, goods_types, expire_at, kind)
       VALUES (?, ?, ?, ?, 0, ?, ?, 'serviceFee')`,
    ).run(
      goldMedalCouponId(inviterUid),
      inviterUid,
      `Gold Medal Recommender $${terms.goldMedalRewardUsd}`,
      terms.goldMedalRewardUsd * 100,
      String(PRODUCT_TYPE.full),
      now + GOLD_MEDAL_COUPON_DAYS * DAY_MS,
    );
  }
  const earned = db.prepare('SELECT 1 FROM coupons WHERE coupon_id = ?').get(goldMedalCouponId(inviterUid));
  return { qualifiedFriends, earned: earned !== undefined };
}

export function createInviteStore(db: Database, ledger: Ledger) {
  const friendsOf = db.prepare(
    `SELECT uid, email, phone_code, phone_number, auth_level, created_at FROM users
     WHERE invited_by = ? ORDER BY created_at DESC, uid DESC`,
  );
  const paidOrdersOf = db.prepare(
    `SELECT order_no, goods_type, hashrate_fee_cents, total_cents, paid_at FROM orders
     WHERE uid = ? AND paid_at IS NOT NULL AND paid_at <= ? ORDER BY paid_at, id`,
  );
  const levelOf = db.prepare('SELECT COALESCE(vip_level, 0) AS level, invite_code FROM users WHERE uid = ?');
  const vip = createVipEvaluation(db);
  const insertReward = db.prepare(
    `INSERT INTO invite_rewards (inviter_uid, invitee_uid, order_no, kind, order_cents, reward_cents, at)
     VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (order_no, kind) DO NOTHING`,
  );
  const rewardsOf = db.prepare(
    `SELECT id, invitee_uid, order_no, kind, order_cents, reward_cents, at, claimed_at FROM invite_rewards
     WHERE inviter_uid = ? ORDER BY at DESC, id DESC`,
  );
  const pendingOf = db.prepare(
    'SELECT id, reward_cents FROM invite_rewards WHERE inviter_uid = ? AND claimed_at IS NULL ORDER BY id',
  );
  const markClaimed = db.prepare(
    'UPDATE invite_rewards SET claimed_at = ?, tx_id = ? WHERE inviter_uid = ? AND claimed_at IS NULL AND id <= ?',
  );

  const rankingRows = db.prepare(
    `SELECT i.uid, i.email, i.phone_code, i.phone_number,
       COUNT(f.uid) AS invited,
       COUNT(DISTINCT CASE WHEN EXISTS (
         SELECT 1 FROM orders o WHERE o.uid = f.uid AND o.paid_at IS NOT NULL AND o.paid_at <= ?
       ) THEN f.uid END) AS ordered
     FROM users f JOIN users i ON i.uid = f.invited_by
     GROUP BY i.uid ORDER BY ordered DESC, invited DESC, i.uid`,
  );

  const friends = (uid: number) => friendsOf.all(uid) as unknown as FriendRow[];
  const account = (uid: number) => levelOf.get(uid) as { level: number; invite_code: string } | undefined;

  /** Records the rewards the friends' orders paid by `now` earned (each once); runs before every read. */
  function sync(uid: number, now: number): void {
    // The bonus follows the level the monthly VIP evaluations due by now have set.
    vip.catchUp(uid, now);
    issueInviteCoupons(db, uid, now);
    syncGoldMedal(db, uid, now);
    const percent = firstOrderBonusPercent(account(uid)?.level ?? 0);
    for (const friend of friends(uid)) {
      const orders = paidOrdersOf.all(friend.uid, now) as unknown as PaidOrder[];
      for (const r of rewardsFor(friend.created_at, orders, percent)) {
        insertReward.run(uid, friend.uid, r.orderNo, r.kind, r.orderCents, r.rewardCents, r.at);
      }
    }
  }

  function friendStatus(friend: FriendRow, now: number): FriendStatus {
    if ((paidOrdersOf.all(friend.uid, now) as unknown[]).length > 0) return 'ordered';
    return friend.auth_level >= 1 ? 'verified' : 'registered';
  }

  return {
    sync,
    friends,
    account,
    friendStatus,
    paidOrderCount: (friendUid: number, now: number) => (paidOrdersOf.all(friendUid, now) as unknown[]).length,
    rewards: (uid: number) => rewardsOf.all(uid) as unknown as RewardRow[],
    /** Every inviter with its sign-ups and friends with a paid order by `now`, best first. */
    ranking: (now: number) =>
      rankingRows.all(now) as unknown as Array<
        Pick<FriendRow, 'uid' | 'email' | 'phone_code' | 'phone_number'> & { invited: number; ordered: number }
      >,

    /** Credits every pending reward in one ledger transaction; nothing pending is a refusal. */
    claim(uid: number, now: number, refusal: string): { cents: number; count: number } {
      return transaction(db, () => {
        const pending = pendingOf.all(uid) as unknown as { id: number; reward_cents: number }[];
        const last = pending.at(-1);
        if (!last) throw new InviteRefused(refusal);
        const cents = pending.reduce((sum, row) => sum + row.reward_cents, 0);
        const tx = ledger.post('reward', `invite:${pending[0]?.id}-${last.id}`, now, [
          { account: userPoints(uid), amountCents: cents },
          { account: HOUSE_REWARDS, amountCents: -cents },
        ]);
        markClaimed.run(now, tx ?? null, uid, last.id);
        return { cents, count: pending.length };
      });
    },
  };
}

export type InviteStore = ReturnType<typeof createInviteStore>;
