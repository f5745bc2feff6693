import { CAMPAIGN_ERRORS, RANKING_SIZE } from '../../../runtime/http/contract/campaigns.ts';
import type { Accounts, UserRow } from '../../accounts.ts';
import { localGoodsName } from '../../content/goodsNames.ts';
import { seoLanguage } from '../../content/seo.ts';
import { transaction } from '../../db.ts';
import { CallError, type Define, ok } from '../../http.ts';
import type { FeatureDeps } from '../feature.ts';
import { maskAccount } from '../invites/store.ts';
import { createWalletStore } from '../wallet/store.ts';
import { INVITEE_CAMPAIGN_ID } from './data.ts';
import { CampaignRefused, type CampaignStore, createCampaignStore, nextReleaseAt, type Resolved } from './store.ts';
import { toCampaign, toListItem, toReward, usd } from './view.ts';

const iso = (at: number) => new Date(at).toISOString();

/** A refusal as the API answers it: 404 as an HTTP 404, 403 and 409 in the envelope of an HTTP 200 (as rewards do). */
function answerRefusal(error: unknown): never {
  if (error instanceof CampaignRefused) {
    throw new CallError(error.status === 404 ? 404 : 200, error.status, error.message);
  }
  throw error;
}

/** The campaign's live parts of its detail: the prizes left and the short plans with their next release. */
export function campaignDetail(store: CampaignStore, c: Resolved, language: string, now: number) {
  const lang = seoLanguage(language);
  const plans = c.def.plans ? store.shortPlans() : [];
  const release = nextReleaseAt(now);
  return toCampaign(c, lang, {
    remaining: (prizeId) => {
      const prize = store.prizeOf(c, prizeId);
      return prize ? store.remaining(c, prize) : null;
    },
    plans: c.def.plans
      ? {
          goodsIds: plans.map((p) => p.goods_id),
          nextRelease: plans[0]
            ? {
                releaseId: release.releaseId,
                at: iso(release.at),
                goodsName: localGoodsName(plans[0].goods_name, language),
                slots: store.slotsLeft(c, release.releaseId),
              }
            : null,
        }
      : null,
  });
}

/** The campaign engine's calls (contract: runtime/http/contract/campaigns.ts). */
export function campaignRoutes(define: Define, { db, now, accounts }: FeatureDeps): void {
  const wallet = createWalletStore(db);
  const store = createCampaignStore(db, wallet);

  const campaign = (campaignId: number | string, at: number): Resolved => {
    const found = store.find(String(campaignId), at);
    if (!found) throw new CallError(404, 404, CAMPAIGN_ERRORS.noSuchCampaign);
    return found;
  };
  const signedIn = (user: UserRow | undefined) => {
    if (!user) throw new CallError(401, 401, 'login required');
    return user.uid;
  };
  /** One action: its checks and writes in one transaction; a refusal writes nothing. */
  const act = <T>(work: () => T): T => {
    try {
      return transaction(db, work);
    } catch (error) {
      return answerRefusal(error);
    }
  };
  const credit = (uid: number, c: Resolved) => ({
    pointsBalance: usd(wallet.pointsCents(uid)),
    drawsLeft: store.drawsLeft(c, uid),
  });

  define('campaignList', (_input, { language }) => {
    const lang = seoLanguage(language);
    return ok({ data: store.list(now()).map((c) => toListItem(c, lang)) });
  });

  define('campaignDetail', ({ key }, { language }) => {
    const at = now();
    return ok(campaignDetail(store, campaign(key, at), language, at));
  });

  define('campaignRanking', ({ campaignId }, { user, language }) => {
    const at = now();
    const c = campaign(campaignId, at);
    if (!c.def.ranking) throw new CallError(404, 404, CAMPAIGN_ERRORS.notOffered);
    const metric = c.def.ranking.metric;
    // An ended campaign's prizes are paid the first time anyone looks at its results.
    transaction(db, () => store.settleRanking(c, at));
    const all = store.ranking(c, at);
    const prize = user ? store.rankingPrizeOf(c, user.uid) : null;
    const mine = user ? all.findIndex((row) => row.uid === user.uid) : -1;
    return ok({
      ranking: all.slice(0, RANKING_SIZE).map((row, index) => ({
        rank: index + 1,
        account: maskAccount(row.user),
        me: row.uid === user?.uid,
        value: metric === 'spendUsd' ? usd(row.value) : String(row.value),
      })),
      myRank: mine === -1 ? null : mine + 1,
      frozen: c.state === 'ended',
      myPrize: prize ? toReward(prize, seoLanguage(language)) : null,
    });
  });

  define('campaignStanding', ({ campaignId }, { user, language }) => {
    const uid = signedIn(user);
    const at = now();
    const c = campaign(campaignId, at);
    // Friends who signed up with the account's code during the campaign earn it the inviter's reward (once each);
    // an ended campaign's ranking prizes are paid before the account's earnings are read.
    if (c.def.invite) transaction(db, () => store.syncInvites(c, uid, at));
    transaction(db, () => store.settleRanking(c, at));
    const lang = seoLanguage(language);
    const quiz = store.quizOf(c, uid);
    const invite = c.def.invite ? store.inviteOf(c, uid, at) : null;
    const trial = c.def.trialCash ? store.trialCashOf(c, uid) : null;
    return ok({
      campaignId: c.campaignId,
      eligible: store.eligible(c, uid, at),
      checkIn: c.def.checkIn ? store.checkInState(c, uid, at) : null,
      missions: store.missionStates(c, uid, at).map((m) => ({
        missionId: m.mission.id,
        progress: m.progress,
        status: m.status,
      })),
      drawsLeft: store.drawsLeft(c, uid),
      draws: store.draws(c, uid).map((row) => ({
        drawId: `D${row.id}`,
        prizeId: row.prize_id,
        reward: toReward(store.drawReward(c, row), lang),
        at: iso(row.at),
      })),
      quiz: quiz
        ? { answeredAt: iso(quiz.at), correct: quiz.correct, total: quiz.total, rewarded: quiz.rewarded === 1 }
        : null,
      invite: invite
        ? { inviteCode: invite.inviteCode, invited: invite.invited, rewardedPoints: usd(invite.rewardedCents) }
        : null,
      trialCash: trial
        ? { couponId: trial.couponId, amountUsd: usd(trial.cents), expireAt: iso(trial.expireAt), used: trial.used }
        : null,
      booked: c.def.plans ? store.booked(c, uid, nextReleaseAt(at).releaseId) : false,
      earnedPoints: usd(store.earnedCents(c, uid)),
    });
  });

  define('campaignInvites', ({ campaignId, pageNo, pageSize }, { user, language }) => {
    const uid = signedIn(user);
    const at = now();
    const c = campaign(campaignId, at);
    const invite = c.def.invite;
    if (!invite) throw new CallError(404, 404, CAMPAIGN_ERRORS.notOffered);
    // As the standing does: friends who signed up in the window have their reward credited before they are read.
    transaction(db, () => store.syncInvites(c, uid, at));
    const lang = seoLanguage(language);
    const all = store.invitees(c, uid, at);
    const count = (status: string) => all.filter((row) => row.status === status).length;
    return ok({
      data: all.slice((pageNo - 1) * pageSize, pageNo * pageSize).map((row) => ({
        account: maskAccount(row),
        registeredAt: iso(row.created_at),
        status: row.status,
        reward: toReward(row.credited ? invite.inviterReward : { kind: 'none' }, lang),
      })),
      totalCount: all.length,
      totals: {
        registered: count('registered'),
        verified: count('verified'),
        ordered: count('ordered'),
        rewardedPoints: usd(store.inviteOf(c, uid, at).rewardedCents),
      },
    });
  });

  define('campaignCheckIn', ({ campaignId }, { user, language }) => {
    const uid = signedIn(user);
    const at = now();
    const c = campaign(campaignId, at);
    const reward = act(() => store.checkIn(c, uid, at));
    return ok({ reward: toReward(reward, seoLanguage(language)), ...credit(uid, c) });
  });

  define('campaignClaim', ({ campaignId, missionId }, { user, language }) => {
    const uid = signedIn(user);
    const at = now();
    const c = campaign(campaignId, at);
    const reward = act(() => store.claim(c, missionId, uid, at));
    return ok({ reward: toReward(reward, seoLanguage(language)), ...credit(uid, c) });
  });

  define('campaignDraw', ({ campaignId, drawKey }, { user, language }) => {
    const uid = signedIn(user);
    const at = now();
    const c = campaign(campaignId, at);
    const { row } = act(() => store.draw(c, uid, drawKey, at));
    return ok({
      drawId: `D${row.id}`,
      prizeId: row.prize_id,
      reward: toReward(store.drawReward(c, row), seoLanguage(language)),
      at: iso(row.at),
      ...credit(uid, c),
    });
  });

  define('campaignQuiz', ({ campaignId, answers }, { user }) => {
    const uid = signedIn(user);
    const at = now();
    const c = campaign(campaignId, at);
    const result = act(() => store.answerQuiz(c, uid, answers, at));
    return ok({ ...result, pointsBalance: usd(wallet.pointsCents(uid)) });
  });

  define('campaignTrialCash', ({ campaignId }, { user }) => {
    const uid = signedIn(user);
    const at = now();
    const c = campaign(campaignId, at);
    const granted = act(() => store.grantTrialCash(c, uid, at));
    return ok({ couponId: granted.couponId, amountUsd: usd(granted.cents), expireAt: iso(granted.expireAt) });
  });

  define('campaignInvitation', ({ code }, { language }) => {
    const inviter = (accounts as Accounts).byInviteCode(code);
    if (!inviter) throw new CallError(404, 404, CAMPAIGN_ERRORS.noSuchInviteCode);
    const c = campaign(INVITEE_CAMPAIGN_ID, now());
    const gift = c.def.invite?.inviteeReward ?? { kind: 'none' as const };
    return ok({
      inviter: maskAccount(inviter),
      code: inviter.invite_code,
      gift: toReward(gift, seoLanguage(language)),
      campaignId: c.campaignId,
    });
  });

  define('campaignBook', ({ campaignId, releaseId }, { user }) => {
    const uid = signedIn(user);
    const at = now();
    const c = campaign(campaignId, at);
    const slotsLeft = act(() => store.book(c, uid, releaseId, at));
    return ok({ releaseId, slotsLeft });
  });
}
