import { MISSION_IDS, type MissionId, REWARD_ERRORS, REWARD_REFUSED } from '../../../runtime/http/contract/rewards.ts';
import { seoLanguage } from '../../content/seo.ts';
import { transaction } from '../../db.ts';
import { CallError, type Define, ok } from '../../http.ts';
import type { FeatureDeps } from '../feature.ts';
import { formatMinor, USD_DECIMALS } from '../orders/money.ts';
import { createWalletStore } from '../wallet/store.ts';
import { CHECK_IN_REWARDS_CENTS, MISSION_TEXT, MISSIONS } from './data.ts';
import { createRewardsStore, RewardRefused, utcDay } from './store.ts';

const points = (cents: number) => formatMinor(cents, USD_DECIMALS);

/** The rewards centre's calls (contract: runtime/http/contract/rewards.ts). */
export function rewardsRoutes(define: Define, { db, now }: FeatureDeps): void {
  const wallet = createWalletStore(db);
  const store = createRewardsStore(db, wallet.ledger);

  /** Runs a crediting step in one transaction; a refusal answers 409 with its message, nothing credited. */
  const credit = <T>(work: () => T): T => {
    try {
      return transaction(db, work);
    } catch (error) {
      if (error instanceof RewardRefused) throw new CallError(200, REWARD_REFUSED, error.message);
      throw error;
    }
  };

  define('rewardsCatalogue', (_input, { language }) => {
    const lang = seoLanguage(language);
    return ok({
      missions: MISSIONS.map((def) => {
        const [title, description] = MISSION_TEXT[def.id][lang];
        return {
          id: def.id,
          title,
          description,
          rewardPoints: points(def.rewardCents),
          unit: def.unit,
          target: def.target,
        };
      }),
      checkIn: CHECK_IN_REWARDS_CENTS.map((cents, index) => ({ day: index + 1, rewardPoints: points(cents) })),
    });
  });

  define('rewardsStatus', (_input, { user }) => {
    const uid = user?.uid ?? 0;
    const at = now();
    const streak = store.streakOf(uid, at);
    return ok({
      pointsBalance: points(wallet.pointsCents(uid)),
      earnedPoints: points(store.earnedCents(uid)),
      checkIn: {
        ...streak,
        nextRewardPoints: points(CHECK_IN_REWARDS_CENTS[streak.nextDay - 1] ?? 0),
        today: utcDay(at),
      },
      missions: store.missions(uid).map((m) => ({
        id: m.def.id,
        progress: m.progress,
        status: m.status,
        claimedAt: m.claimedAt === null ? null : new Date(m.claimedAt).toISOString(),
      })),
    });
  });

  define('rewardsCheckIn', (_input, { user }) => {
    const uid = user?.uid ?? 0;
    const { day, cents } = credit(() => store.checkIn(uid, now(), REWARD_ERRORS.alreadyCheckedIn));
    return ok({ day, rewardPoints: points(cents), pointsBalance: points(wallet.pointsCents(uid)) });
  });

  define('rewardsClaim', ({ missionId }, { user }) => {
    const uid = user?.uid ?? 0;
    if (!(MISSION_IDS as readonly string[]).includes(missionId)) {
      throw new CallError(404, 404, REWARD_ERRORS.unknownMission);
    }
    const id = missionId as MissionId;
    const cents = credit(() => {
      const mission = store.missions(uid).find((m) => m.def.id === id);
      if (!mission || mission.status === 'done') throw new RewardRefused(REWARD_ERRORS.alreadyClaimed);
      if (mission.status !== 'claimable') throw new RewardRefused(REWARD_ERRORS.notComplete);
      return store.claim(uid, mission.def, now(), REWARD_ERRORS.alreadyClaimed);
    });
    return ok({ missionId: id, rewardPoints: points(cents), pointsBalance: points(wallet.pointsCents(uid)) });
  });
}
