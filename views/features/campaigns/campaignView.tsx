import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { LocalizedRoute } from '../../../manifest/expand.ts';
import type { Campaign, CampaignStanding } from '../../../runtime/http/contract/campaigns.ts';
import { useAccountModals } from '../../flows/account/accountModalsContext.ts';
import { useFormat } from '../../format/useFormat.ts';
import { useSession } from '../../session/sessionContext.tsx';
import { failureMessage } from '../../ui/errorMessage.ts';
import { ReadSection } from '../../ui/readSection.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { StatusBadge } from '../../ui/statusBadge.tsx';
import { type CampaignActions, useCampaignActions } from './campaignActions.ts';
import { CAMPAIGN_STATE_LABELS, CAMPAIGN_STATE_TONES } from './campaignLabels.ts';
import { CheckInCard, InviteCard, MissionsCard, QuizCard, TrialCashCard } from './campaignModules.tsx';
import { campaignStandingQuery } from './campaignQueries.ts';
import { LotteryCard } from './lotteryCard.tsx';
import { RankingCard } from './rankingCard.tsx';
import '../../styles/pages/company.css';
import '../../styles/pages/rewards.css';
import './campaigns.css';

/** What every module card gets: the campaign, the account's standing (null signed out), and whether it can act. */
export interface ModuleProps {
  campaign: Campaign;
  standing: CampaignStanding | null;
  /** The campaign runs, the account is signed in and may take part. */
  canAct: boolean;
  actions: CampaignActions;
  route: LocalizedRoute;
}

/**
 * One campaign as its page shows it (`/activity/*`, the app's campaign pages): the hero with its window and state,
 * the sign-in prompt or the eligibility note, then each module the campaign has, and its rules. An upcoming
 * campaign shows what it will offer with its actions off; an ended one keeps its records and its final ranking.
 * `plans` renders the short-term plans module (the page owns the plan cards).
 */
export function CampaignView({
  campaign,
  route,
  plans,
  compact = false,
}: {
  campaign: Campaign;
  route: LocalizedRoute;
  plans?: (goodsIds: string[]) => ReactNode;
  /** The app's webview: no hero actions (the app has its own login) beyond what the modules show. */
  compact?: boolean;
}) {
  const { t } = useLingui();
  const { loggedIn } = useSession();
  const standingQuery = useQuery({ ...campaignStandingQuery(campaign.campaignId), enabled: loggedIn });
  const standing = loggedIn && standingQuery.isSuccess ? standingQuery.data : null;
  const actions = useCampaignActions(campaign.campaignId);
  const canAct = campaign.state === 'running' && standing !== null && standing.eligible;
  const props: ModuleProps = { campaign, standing, canAct, actions, route };
  const has = (module: Campaign['modules'][number]) => campaign.modules.includes(module);

  return (
    <div className={`company-page campaign-page${compact ? ' campaign-compact' : ''}`}>
      <CampaignHero campaign={campaign} compact={compact} />
      {loggedIn && (
        <ReadSection
          query={standingQuery}
          label={t`Your part in this campaign`}
          className="campaign-standing"
          skeleton={<Skeleton height="48px" />}
        >
          {(data) => <StandingLine campaign={campaign} standing={data} />}
        </ReadSection>
      )}
      <ActionFeedback actions={actions} campaign={campaign} />
      {has('trialCash') && <TrialCashCard {...props} />}
      {has('checkIn') && <CheckInCard {...props} />}
      {has('lottery') && <LotteryCard {...props} />}
      {has('missions') && <MissionsCard {...props} />}
      {has('quiz') && <QuizCard {...props} />}
      {has('invite') && <InviteCard {...props} />}
      {has('plans') && campaign.plans && plans && (
        <section className="company-card" aria-labelledby="campaign-plans">
          <h2 id="campaign-plans">
            <Trans>Plans in this campaign</Trans>
          </h2>
          {plans(campaign.plans.goodsIds)}
          <BookRelease {...props} />
        </section>
      )}
      {has('ranking') && <RankingCard {...props} />}
      <CampaignRules campaign={campaign} />
    </div>
  );
}

/** The campaign's rules, one a line, in the visitor's language. */
export function CampaignRules({ campaign }: { campaign: Campaign }) {
  return (
    <section className="company-card" aria-labelledby="campaign-rules">
      <h2 id="campaign-rules">
        <Trans>Rules</Trans>
      </h2>
      <ol className="campaign-rules">
        {campaign.rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ol>
    </section>
  );
}

/** The campaign's head: its state, title, summary and window (upcoming, running or ended), and who may take part. */
export function CampaignHero({ campaign, compact }: { campaign: Campaign; compact: boolean }) {
  const format = useFormat();
  const { loggedIn } = useSession();
  const modals = useAccountModals();
  const start = format.dateTimeUtc(campaign.startAt);
  const end = format.dateTimeUtc(campaign.endAt);
  return (
    <header className="company-hero campaign-hero" data-campaign-state={campaign.state}>
      <StatusBadge status={campaign.state} labels={CAMPAIGN_STATE_LABELS} tones={CAMPAIGN_STATE_TONES} />
      <h1>{campaign.title}</h1>
      <p>{campaign.summary}</p>
      <p className="campaign-window">
        {campaign.state === 'upcoming' ? (
          <Trans>
            Starts {start}, ends {end}.
          </Trans>
        ) : campaign.state === 'running' ? (
          <Trans>
            Runs until {end} (started {start}).
          </Trans>
        ) : (
          <Trans>Ended {end}. The results below are final.</Trans>
        )}
      </p>
      {campaign.audience === 'newcomers' && (
        <p className="campaign-window">
          <Trans>For new customers in their first 30 days after signing up.</Trans>
        </p>
      )}
      {!loggedIn && !compact && campaign.state !== 'ended' && (
        <div className="company-actions">
          <button type="button" className="button button-primary" onClick={() => modals.openRegister()}>
            <Trans>Sign up to take part</Trans>
          </button>
          <button type="button" className="button button-outline" onClick={() => modals.openLogin()}>
            <Trans>Log in</Trans>
          </button>
        </div>
      )}
    </header>
  );
}

/** The account's points from the campaign, its draws, and why it cannot take part when it cannot. */
function StandingLine({ campaign, standing }: { campaign: Campaign; standing: CampaignStanding }) {
  const format = useFormat();
  const points = format.number(Number(standing.earnedPoints));
  const draws = standing.drawsLeft;
  if (!standing.eligible) {
    return (
      <p className="campaign-note-warning">
        <Trans>
          This campaign is for new customers who signed up in the last 30 days. Your account can still see it, but not
          take part.
        </Trans>
      </p>
    );
  }
  return (
    <p className="campaign-standing-line">
      <Trans>You have earned {points} points in this campaign.</Trans>{' '}
      {campaign.lottery && <Trans>Draws left: {draws}.</Trans>}
    </p>
  );
}

/** What the last action paid, or its failure with a retry. */
function ActionFeedback({ actions, campaign }: { actions: CampaignActions; campaign: Campaign }) {
  const { t } = useLingui();
  const { acted } = actions;
  if (acted) {
    const label = acted.rewardLabel ?? '';
    const correct = acted.correct ?? 0;
    const total = acted.total ?? 0;
    const mission = acted.action.kind === 'claim' ? acted.action.missionId : '';
    const title = campaign.missions.find((m) => m.missionId === mission)?.title ?? '';
    return (
      <div className="rewards-feedback rewards-feedback-ok" role="status">
        <p>
          {acted.action.kind === 'checkIn' ? (
            <Trans>Signed in for today: {label}.</Trans>
          ) : acted.action.kind === 'claim' ? (
            <Trans>
              “{title}” claimed: {label}.
            </Trans>
          ) : acted.action.kind === 'trialCash' ? (
            <Trans>Your trial cash is in your coupons. Use it at checkout for your first plan.</Trans>
          ) : acted.action.kind === 'quiz' ? (
            correct === total ? (
              <Trans>All {total} answers right: the quiz's reward is credited.</Trans>
            ) : (
              <Trans>
                {correct} of {total} answers right. The right answers are marked below.
              </Trans>
            )
          ) : (
            <Trans>Booked: we will tell you when the release opens.</Trans>
          )}
        </p>
        <button type="button" className="button button-outline" onClick={actions.dismiss}>
          <Trans>Close</Trans>
        </button>
      </div>
    );
  }
  if (actions.failed) {
    return (
      <div className="page-alert rewards-feedback" role="alert">
        <p>{failureMessage(actions.error ?? '', t`That did not go through. Please try again.`)}</p>
        <div className="company-actions">
          <button type="button" className="button button-primary" onClick={actions.retry}>
            <Trans>Try again</Trans>
          </button>
          <button type="button" className="button button-outline" onClick={actions.dismiss}>
            <Trans>Dismiss</Trans>
          </button>
        </div>
      </div>
    );
  }
  return null;
}

/** Booking the next short-term plan release (spec: mining booking). */
function BookRelease({ campaign, standing, canAct, actions }: ModuleProps) {
  const format = useFormat();
  const release = campaign.plans?.nextRelease;
  if (!release) return null;
  const at = format.dateTimeUtc(release.at);
  const name = release.goodsName;
  const slots = release.slots;
  const booking = actions.acting?.kind === 'book';
  return (
    <div className="campaign-release">
      <p>
        <Trans>
          Next release: {name} on {at}. Slots left: {slots}.
        </Trans>
      </p>
      {standing?.booked ? (
        <p className="campaign-done">
          <Trans>You have booked this release.</Trans>
        </p>
      ) : (
        <button
          type="button"
          className="button button-primary"
          disabled={!canAct || actions.busy || slots === 0}
          onClick={() => actions.act({ kind: 'book', releaseId: release.releaseId })}
        >
          {booking ? <Trans>Booking…</Trans> : <Trans>Book this release</Trans>}
        </button>
      )}
    </div>
  );
}
