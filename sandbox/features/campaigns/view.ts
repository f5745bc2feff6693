import {
  type Campaign,
  type CampaignListItem,
  type CampaignReward,
  NEWCOMER_DAYS,
  RANKING_SIZE,
} from '../../../runtime/http/contract/campaigns.ts';
import type { SeoLanguage } from '../../content/seo.ts';
import { formatMinor, USD_DECIMALS } from '../orders/money.ts';
import type { CampaignDef, MissionDef, Reward } from './data.ts';
import { CAMPAIGN_TEXT } from './texts.ts';

/** Cents as the API's decimal string. */
export const usd = (cents: number) => formatMinor(cents, USD_DECIMALS);
const iso = (at: number) => new Date(at).toISOString();

/** An amount in a label: whole units without decimals ("5", "$20"), else two ("0.50"). */
const shortAmount = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : usd(cents));

export function rewardLabel(reward: Reward, lang: SeoLanguage): string {
  const words = CAMPAIGN_TEXT[lang].rewards;
  if (reward.kind === 'points') return words.points(shortAmount(reward.cents));
  if (reward.kind === 'coupon') {
    const amount = shortAmount(reward.cents);
    return reward.coupon === 'hashrate' ? words.hashrateCoupon(amount) : words.serviceFeeCoupon(amount);
  }
  return words.none;
}

export function toReward(reward: Reward, lang: SeoLanguage): CampaignReward {
  return {
    kind: reward.kind,
    amount: reward.kind === 'none' ? '0' : usd(reward.cents),
    label: rewardLabel(reward, lang),
  };
}

export function missionTitle(mission: MissionDef, lang: SeoLanguage): string {
  const words = CAMPAIGN_TEXT[lang].missions;
  switch (mission.kind) {
    case 'spendUsd':
      return words.spendUsd(String(mission.target));
    case 'invite':
      return words.invite(mission.target);
    case 'checkInDays':
      return words.checkInDays(mission.target);
    default:
      return words[mission.kind];
  }
}

/** Every reward a definition can pay. */
function rewardsOf(def: CampaignDef): Reward[] {
  return [
    ...(def.checkIn?.days ?? []),
    ...def.missions.map((m) => m.reward),
    ...(def.lottery?.prizes.map((p) => p.reward) ?? []),
    ...(def.ranking?.prizes.map((p) => p.reward) ?? []),
    ...(def.quiz ? [def.quiz.reward] : []),
    ...(def.invite ? [def.invite.inviterReward, def.invite.inviteeReward] : []),
    ...(def.trialCash ? [def.trialCash.reward] : []),
  ];
}

/** The rules, one a line: the window, who may take part, then each module's in the order of the modules. */
export function rulesOf(def: CampaignDef, startAt: number, endAt: number, lang: SeoLanguage): string[] {
  const words = CAMPAIGN_TEXT[lang].rules;
  const lines = [words.window(iso(startAt).slice(0, 10), iso(endAt).slice(0, 10))];
  if (def.audience === 'newcomers') lines.push(words.newcomers(NEWCOMER_DAYS));
  for (const module of def.modules) {
    if (module === 'checkIn' && def.checkIn) {
      lines.push(words.checkIn(def.checkIn.days.length));
      if (def.checkIn.drawsPerCheckIn > 0) lines.push(words.drawsPerCheckIn(def.checkIn.drawsPerCheckIn));
    }
    if (module === 'missions') lines.push(words.missions);
    if (module === 'lottery' && def.lottery) {
      lines.push(words.lottery);
      if (def.lottery.welcomeDraws > 0) lines.push(words.welcomeDraws(def.lottery.welcomeDraws));
    }
    if (module === 'ranking' && def.ranking) lines.push(words.ranking(def.ranking.metric, RANKING_SIZE));
    if (module === 'quiz') lines.push(words.quiz);
    if (module === 'invite') lines.push(words.invite);
    if (module === 'trialCash' && def.trialCash) lines.push(words.trialCash(def.trialCash.validDays));
    if (module === 'plans') lines.push(words.plans);
  }
  if (rewardsOf(def).some((reward) => reward.kind === 'points')) lines.push(words.points);
  return lines;
}

export interface CampaignView {
  campaignId: number;
  slug: Campaign['slug'];
  defKey: keyof (typeof CAMPAIGN_TEXT)['en']['campaigns'];
  def: CampaignDef;
  startAt: number;
  endAt: number;
  state: Campaign['state'];
}

export function toListItem(c: CampaignView, lang: SeoLanguage): CampaignListItem {
  const [title, summary] = CAMPAIGN_TEXT[lang].campaigns[c.defKey];
  return {
    campaignId: c.campaignId,
    slug: c.slug,
    title,
    summary,
    startAt: iso(c.startAt),
    endAt: iso(c.endAt),
    state: c.state,
    modules: c.def.modules,
  };
}

/** The whole campaign in the request's language; the prizes' remaining counts and the plans come from the store. */
export function toCampaign(
  c: CampaignView,
  lang: SeoLanguage,
  live: { remaining: (prizeId: string) => number | null; plans: Campaign['plans'] },
): Campaign {
  const { def } = c;
  const text = CAMPAIGN_TEXT[lang];
  return {
    ...toListItem(c, lang),
    rules: rulesOf(def, c.startAt, c.endAt, lang),
    audience: def.audience,
    checkIn: def.checkIn
      ? { days: def.checkIn.days.map((r) => toReward(r, lang)), drawsPerCheckIn: def.checkIn.drawsPerCheckIn }
      : null,
    missions: def.missions.map((m) => ({
      missionId: m.id,
      kind: m.kind,
      title: missionTitle(m, lang),
      target: m.target,
      reward: toReward(m.reward, lang),
      draws: def.lottery ? m.draws : 0,
    })),
    lottery: def.lottery
      ? {
          welcomeDraws: def.lottery.welcomeDraws,
          prizes: def.lottery.prizes.map((p) => ({
            prizeId: p.id,
            reward: toReward(p.reward, lang),
            chancePercent: p.chancePercent,
            remaining: live.remaining(p.id),
          })),
        }
      : null,
    ranking: def.ranking
      ? {
          metric: def.ranking.metric,
          prizes: def.ranking.prizes.map((p) => ({
            fromRank: p.fromRank,
            toRank: p.toRank,
            reward: toReward(p.reward, lang),
          })),
        }
      : null,
    quiz: def.quiz
      ? {
          reward: toReward(def.quiz.reward, lang),
          questions: def.quiz.questions.map((q) => {
            const [question, ...options] = text.quiz[q.id];
            return {
              questionId: q.id,
              text: question,
              options: q.options.map((optionId, index) => ({ optionId, text: options[index] ?? optionId })),
            };
          }),
        }
      : null,
    invite: def.invite
      ? {
          inviterReward: toReward(def.invite.inviterReward, lang),
          inviteeReward: toReward(def.invite.inviteeReward, lang),
        }
      : null,
    trialCash: def.trialCash
      ? { reward: toReward(def.trialCash.reward, lang), validDays: def.trialCash.validDays }
      : null,
    plans: live.plans,
  };
}
