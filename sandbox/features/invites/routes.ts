import { INVITE_ERRORS, INVITE_RANKING_SIZE, INVITE_REFUSED } from '../../../runtime/http/contract/invites.ts';
import { CallError, type Define, ok } from '../../http.ts';
import type { FeatureDeps } from '../feature.ts';
import { formatMinor, USD_DECIMALS } from '../orders/money.ts';
import { INVITE_TERMS } from '../services/data.ts';
import { createWalletStore } from '../wallet/store.ts';
import { createInviteStore, firstOrderBonusPercent, InviteRefused, maskAccount, syncGoldMedal } from './store.ts';

const usd = (cents: number) => formatMinor(cents, USD_DECIMALS);
const iso = (at: number) => new Date(at).toISOString();

/** The signed-in side of the invite programme (contract: runtime/http/contract/invites.ts). */
export function inviteRoutes(define: Define, { db, now }: FeatureDeps): void {
  const wallet = createWalletStore(db);
  const store = createInviteStore(db, wallet.ledger);
  /** The signed-in account, with its friends' newly paid orders recorded. */
  const me = (user: { uid: number } | undefined) => {
    if (!user) throw new CallError(401, 401, 'login required');
    store.sync(user.uid, now());
    return user.uid;
  };
  const page = <T>(rows: T[], pageNo: number, pageSize: number) =>
    rows.slice((pageNo - 1) * pageSize, pageNo * pageSize);

  define('inviteSummary', (_input, { user }) => {
    const uid = me(user);
    const at = now();
    const account = store.account(uid);
    const friends = store.friends(uid);
    const rewards = store.rewards(uid);
    const sum = (claimed: boolean) =>
      rewards.filter((r) => (r.claimed_at !== null) === claimed).reduce((total, r) => total + r.reward_cents, 0);
    return ok({
      inviteCode: account?.invite_code ?? '',
      invitedCount: friends.length,
      orderedCount: friends.filter((f) => store.friendStatus(f, at) === 'ordered').length,
      creditedPoints: usd(sum(true)),
      pendingPoints: usd(sum(false)),
      level: account?.level ?? 0,
      firstOrderBonusPercent: firstOrderBonusPercent(account?.level ?? 0),
      terms: INVITE_TERMS,
      goldMedal: syncGoldMedal(db, uid, at),
    });
  });

  define('inviteFriends', ({ pageNo, pageSize }, { user }) => {
    const uid = me(user);
    const at = now();
    const friends = store.friends(uid);
    const earned = new Map<number, number>();
    for (const r of store.rewards(uid)) earned.set(r.invitee_uid, (earned.get(r.invitee_uid) ?? 0) + r.reward_cents);
    return ok({
      data: page(friends, pageNo, pageSize).map((f) => ({
        account: maskAccount(f),
        registeredAt: iso(f.created_at),
        status: store.friendStatus(f, at),
        paidOrders: store.paidOrderCount(f.uid, at),
        rewardPoints: usd(earned.get(f.uid) ?? 0),
      })),
      totalCount: friends.length,
    });
  });

  define('inviteRewards', ({ pageNo, pageSize, status }, { user }) => {
    const uid = me(user);
    const masks = new Map(store.friends(uid).map((f) => [f.uid, maskAccount(f)]));
    const rows = store.rewards(uid).filter((r) => !status || (status === 'credited') === (r.claimed_at !== null));
    return ok({
      data: page(rows, pageNo, pageSize).map((r) => ({
        rewardId: r.id,
        kind: r.kind,
        friend: masks.get(r.invitee_uid) ?? '',
        orderNo: r.order_no,
        orderUsd: usd(r.order_cents),
        rewardPoints: usd(r.reward_cents),
        status: r.claimed_at === null ? ('pending' as const) : ('credited' as const),
        at: iso(r.at),
        creditedAt: r.claimed_at === null ? null : iso(r.claimed_at),
      })),
      totalCount: rows.length,
    });
  });

  define('inviteRanking', (_input, { user }) => {
    const uid = me(user);
    const all = store.ranking(now()).filter((row) => row.ordered > 0);
    const at = all.findIndex((row) => row.uid === uid);
    return ok({
      ranking: all.slice(0, INVITE_RANKING_SIZE).map((row, index) => ({
        rank: index + 1,
        account: maskAccount(row),
        me: row.uid === uid,
        invitedCount: row.invited,
        orderedCount: row.ordered,
      })),
      myRank: at === -1 ? null : at + 1,
    });
  });

  define('inviteClaim', (_input, { user }) => {
    const uid = me(user);
    try {
      const { cents, count } = store.claim(uid, now(), INVITE_ERRORS.nothingToClaim);
      return ok({ claimedPoints: usd(cents), count, pointsBalance: usd(wallet.pointsCents(uid)) });
    } catch (error) {
      if (error instanceof InviteRefused) throw new CallError(200, INVITE_REFUSED, error.message);
      throw error;
    }
  });
}
