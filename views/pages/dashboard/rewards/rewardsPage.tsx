import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { LocalizedRoute } from '../../../../manifest/expand.ts';
import type { InviteSummary } from '../../../../runtime/http/contract/invites.ts';
import type { RewardsCatalogue, RewardsStatus } from '../../../../runtime/http/contract/rewards.ts';
import { hrefFor } from '../../../../runtime/router/links.ts';
import { DashboardPage } from '../../../features/dashboard/dashboardNav.tsx';
import { InviteClaim } from '../../../features/invites/inviteClaim.tsx';
import { inviteSummaryQuery } from '../../../features/invites/inviteQueries.ts';
import { type RewardActions, useRewardActions } from '../../../features/rewards/rewardActions.ts';
import { MISSION_ACTIONS, MISSION_STATUS_LABELS } from '../../../features/rewards/rewardsLabels.ts';
import { rewardsCatalogueQuery, rewardsStatusQuery } from '../../../features/rewards/rewardsQueries.ts';
import { useFormat } from '../../../format/useFormat.ts';
import type { PageProps } from '../../../pageProps.ts';
import { PageFrame } from '../../../ui/pageFrame.tsx';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { StatCard } from '../../../ui/statCard.tsx';
import { StatusBadge } from '../../../ui/statusBadge.tsx';
import '../../../styles/pages/dashboardRewards.css';
import { RewardFeedback } from '../../../features/rewards/rewardFeedback.tsx';

/**
 * `/dashboard/rewards`: what the account earned and can claim: its points and rewards so far, the invite rewards
 * (first-order bonuses and rebates from invited friends' orders) with their claim (machines/invites/
 * inviteClaimMachine.ts), and the missions and today's check-in of the rewards centre with their claims
 * (machines/rewards/rewardsMachine.ts, the same flow as `/task`).
 */
export default function RewardsPage({ route }: PageProps) {
  const { t } = useLingui();
  const status = useQuery(rewardsStatusQuery());
  const catalogue = useQuery(rewardsCatalogueQuery());
  const invites = useQuery(inviteSummaryQuery());
  const actions = useRewardActions();

  return (
    <DashboardPage route={route} current="rewards">
      <PageFrame
        title={t`Rewards`}
        actions={
          <SiteLink className="button button-outline" href={hrefFor('dashboard.points', {}, route)}>
            <Trans>Points history</Trans>
          </SiteLink>
        }
      >
        <ReadSection
          query={status}
          label={t`Rewards summary`}
          className="dr-section"
          skeleton={<Skeleton height="96px" />}
        >
          {(data) => <Summary data={data} />}
        </ReadSection>

        <div className="dr-card dr-section">
          <h2>
            <Trans>Invitation rewards</Trans>
          </h2>
          <ReadSection query={invites} label={t`Invitation rewards`} skeleton={<Skeleton height="128px" />}>
            {(data) => <InviteRewards data={data} route={route} />}
          </ReadSection>
        </div>

        <div className="dr-card dr-section">
          <h2>
            <Trans>Missions and check-in</Trans>
          </h2>
          <RewardFeedback
            actions={actions}
            catalogue={catalogue.data}
            classNames={{ ok: 'dr-ok', failed: 'page-alert' }}
          />
          <ReadSection
            query={catalogue}
            label={t`Your missions`}
            skeleton={<Skeleton height="320px" />}
            isEmpty={(data) => data.missions.length === 0}
            empty={
              <p className="dr-note">
                <Trans>No missions are open right now. Check back soon.</Trans>
              </p>
            }
          >
            {(data) => <Missions catalogue={data} status={status.data ?? null} actions={actions} route={route} />}
          </ReadSection>
          <p>
            <SiteLink href={hrefFor('task', {}, route)}>
              <Trans>Open the rewards centre</Trans>
            </SiteLink>
          </p>
        </div>
      </PageFrame>
    </DashboardPage>
  );
}

function Summary({ data }: { data: RewardsStatus }) {
  const format = useFormat();
  return (
    <div className="dr-stats">
      <StatCard
        label={<Trans>Points balance</Trans>}
        value={<Trans>{format.number(Number(data.pointsBalance))} points</Trans>}
        hint={<Trans>1 point = 1 USD</Trans>}
      />
      <StatCard
        label={<Trans>Rewards credited so far</Trans>}
        value={<Trans>{format.number(Number(data.earnedPoints))} points</Trans>}
        definition={<Trans>Missions, daily check-ins and claimed invitation rewards.</Trans>}
      />
      <StatCard label={<Trans>Check-in streak</Trans>} value={format.days(data.checkIn.streak)} />
    </div>
  );
}

function InviteRewards({ data, route }: { data: InviteSummary; route: LocalizedRoute }) {
  const format = useFormat();
  return (
    <>
      <div className="dr-stats">
        <StatCard
          label={<Trans>Ready to claim</Trans>}
          value={<Trans>{format.number(Number(data.pendingPoints))} points</Trans>}
        />
        <StatCard
          label={<Trans>Rewards credited</Trans>}
          value={<Trans>{format.number(Number(data.creditedPoints))} points</Trans>}
        />
        <StatCard label={<Trans>Friends invited</Trans>} value={format.number(data.invitedCount)} />
      </div>
      <p className="dr-note">
        <Trans>
          First-order bonuses and rebates from your friends' paid orders wait here until you claim them; claiming
          credits them all to your points at once.
        </Trans>
      </p>
      <InviteClaim pendingPoints={data.pendingPoints} />
      <p>
        <SiteLink href={hrefFor('dashboard.invite.history', {}, route, { search: { tab: 'rewards' } })}>
          <Trans>See every invitation reward</Trans>
        </SiteLink>{' '}
        ·{' '}
        <SiteLink href={hrefFor('dashboard.invite', {}, route)}>
          <Trans>Invite friends</Trans>
        </SiteLink>
      </p>
    </>
  );
}

function Missions({
  catalogue,
  status,
  actions,
  route,
}: {
  catalogue: RewardsCatalogue;
  status: RewardsStatus | null;
  actions: RewardActions;
  route: LocalizedRoute;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const check = status?.checkIn;
  const nextDay = check?.nextDay ?? 1;
  const nextPoints = format.number(Number(check?.nextRewardPoints ?? 0));
  return (
    <ul className="dr-missions">
      {check && (
        <li className="dr-mission">
          <div>
            <h3>
              <Trans>Daily check-in</Trans>
            </h3>
            <span className="dr-note">
              {check.checkedInToday ? (
                <Trans>Checked in today. Come back tomorrow (UTC).</Trans>
              ) : (
                <Trans>
                  Today's check-in is day {nextDay}: {nextPoints} points.
                </Trans>
              )}
            </span>
          </div>
          <button
            type="button"
            className="button button-primary"
            disabled={check.checkedInToday || actions.busy}
            onClick={actions.checkIn}
          >
            {actions.checkingIn ? (
              <Trans>Checking in…</Trans>
            ) : check.checkedInToday ? (
              <Trans>Checked in today</Trans>
            ) : (
              <Trans>Check in</Trans>
            )}
          </button>
        </li>
      )}
      {catalogue.missions.map((mission) => {
        const progress = status?.missions.find((m) => m.id === mission.id);
        const points = format.number(Number(mission.rewardPoints));
        const title = mission.title;
        const action = MISSION_ACTIONS[mission.id];
        return (
          <li key={mission.id} className="dr-mission" data-mission={mission.id}>
            <div>
              <h3>{mission.title}</h3>
              <span className="dr-note">
                <Trans>+{points} points</Trans>
              </span>
            </div>
            {progress && (
              <>
                <StatusBadge
                  status={progress.status}
                  labels={MISSION_STATUS_LABELS}
                  tones={{ todo: 'neutral', claimable: 'warning', done: 'success' }}
                />
                {progress.status === 'claimable' && (
                  <button
                    type="button"
                    className="button button-primary"
                    aria-label={t`Claim ${points} points: ${title}`}
                    disabled={actions.busy}
                    onClick={() => actions.claim(mission.id)}
                  >
                    {actions.claiming === mission.id ? <Trans>Claiming…</Trans> : <Trans>Claim</Trans>}
                  </button>
                )}
                {progress.status === 'todo' && (
                  <SiteLink className="button button-outline" href={hrefFor(action.route, {}, route)}>
                    {i18n._(action.label)}
                  </SiteLink>
                )}
                {progress.status === 'done' && progress.claimedAt && (
                  <span className="dr-note">
                    <Trans>Claimed {format.dateUtc(progress.claimedAt)}</Trans>
                  </span>
                )}
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
