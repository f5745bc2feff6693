import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { LocalizedRoute } from '../../../../manifest/expand.ts';
import type {
  Mission,
  MissionProgress,
  RewardsCatalogue,
  RewardsStatus,
} from '../../../../runtime/http/contract/rewards.ts';
import { hrefFor } from '../../../../runtime/router/links.ts';
import { type RewardActions, useRewardActions } from '../../../features/rewards/rewardActions.ts';
import { RewardFeedback } from '../../../features/rewards/rewardFeedback.tsx';
import { MISSION_ACTIONS, MISSION_STATUS_LABELS } from '../../../features/rewards/rewardsLabels.ts';
import {
  missionSumQuery,
  rewardsCatalogueQuery,
  rewardsStatusQuery,
} from '../../../features/rewards/rewardsQueries.ts';
import { useAccountModals } from '../../../flows/account/accountModalsContext.ts';
import type { Formatters } from '../../../format/format.ts';
import { useFormat } from '../../../format/useFormat.ts';
import type { PageProps } from '../../../pageProps.ts';
import { useSession } from '../../../session/sessionContext.tsx';
import { ReadSection } from '../../../ui/readSection.tsx';
import { SiteLink } from '../../../ui/siteLink.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { StatCard } from '../../../ui/statCard.tsx';
import { StatusBadge } from '../../../ui/statusBadge.tsx';
import '../../../styles/pages/company.css';
import '../../../styles/pages/rewards.css';

/**
 * `/task`: the rewards and tasks centre. Everyone sees the missions with their rewards in FuFu points and the
 * check-in cycle; a signed-in account sees its progress on each, its streak and points, checks in once a UTC
 * day and claims completed missions (machines/rewards/rewardsMachine.ts). The missions area is the guided
 * tour's "task area" (`data-tour="task"`).
 */
export default function TaskPage({ route }: PageProps) {
  const { t } = useLingui();
  const { loggedIn } = useSession();
  const modals = useAccountModals();
  const catalogue = useQuery(rewardsCatalogueQuery());
  const status = useQuery({ ...rewardsStatusQuery(), enabled: loggedIn });
  const actions = useRewardActions();
  const mine = loggedIn && status.isSuccess ? status.data : null;

  return (
    <div className="company-page rewards-page">
      <header className="company-hero" data-tour="task">
        <h1>
          <Trans>Rewards centre</Trans>
        </h1>
        <p>
          <Trans>
            Complete missions and check in every day to earn FuFu points. 1 point is worth 1 USD and pays for plans at
            checkout.
          </Trans>
        </p>
        {!loggedIn && (
          <div className="company-actions">
            <button type="button" className="button button-primary" onClick={() => modals.openRegister()}>
              <Trans>Sign up to start earning</Trans>
            </button>
            <button type="button" className="button button-outline" onClick={() => modals.openLogin()}>
              <Trans>Log in</Trans>
            </button>
          </div>
        )}
      </header>

      {loggedIn && (
        <ReadSection
          query={status}
          label={t`Your rewards`}
          className="company-card"
          skeleton={<Skeleton height="96px" />}
        >
          {(data) => <Summary data={data} route={route} />}
        </ReadSection>
      )}

      <RewardFeedback
        actions={actions}
        catalogue={catalogue.data}
        classNames={{
          ok: 'rewards-feedback rewards-feedback-ok',
          failed: 'page-alert rewards-feedback',
          buttons: 'company-actions',
        }}
      />

      <div className="rewards-area">
        <ReadSection
          query={catalogue}
          label={t`Missions and check-in`}
          className="rewards-sections"
          skeleton={<Skeleton height="448px" />}
          isEmpty={(data) => data.missions.length === 0}
          empty={
            <p className="company-note">
              <Trans>No missions are open right now. Check back soon.</Trans>
            </p>
          }
        >
          {(data) => (
            <>
              <CheckInCard
                data={data}
                status={mine}
                loggedIn={loggedIn}
                actions={actions}
                onSignUp={() => modals.openRegister()}
              />
              <section className="company-card" aria-labelledby="rewards-missions">
                <h2 id="rewards-missions">
                  <Trans>Missions</Trans>
                </h2>
                {!loggedIn && (
                  <p className="company-note">
                    <Trans>Sign up or log in to see your progress and claim rewards.</Trans>
                  </p>
                )}
                <ul className="rewards-missions">
                  {data.missions.map((mission) => (
                    <MissionCard
                      key={mission.id}
                      mission={mission}
                      progress={mine?.missions.find((m) => m.id === mission.id) ?? null}
                      loggedIn={loggedIn}
                      actions={actions}
                      route={route}
                    />
                  ))}
                </ul>
              </section>
            </>
          )}
        </ReadSection>
      </div>

      <section className="company-card" aria-labelledby="rewards-how">
        <h2 id="rewards-how">
          <Trans>How FuFu points work</Trans>
        </h2>
        <ul className="rewards-rules">
          <li>
            <Trans>1 point is worth 1 USD. Points pay for part or all of a plan at checkout.</Trans>
          </li>
          <li>
            <Trans>
              Each mission's reward is credited once, when you claim it. The check-in pays once per UTC day.
            </Trans>
          </li>
          <li>
            <Trans>
              Check in on consecutive days for growing rewards up to day 7; missing a UTC day starts the streak again at
              day 1.
            </Trans>
          </li>
        </ul>
        <SiteLink href={hrefFor('points', {}, route)}>
          <Trans>More about FuFu points</Trans>
        </SiteLink>
      </section>
    </div>
  );
}

function Summary({ data, route }: { data: RewardsStatus; route: LocalizedRoute }) {
  const { t } = useLingui();
  const format = useFormat();
  const vouchers = useQuery(missionSumQuery()).data;
  return (
    <>
      <h2>
        <Trans>Your rewards</Trans>
      </h2>
      <div className="company-stats">
        <StatCard label={t`Points balance`} value={format.number(Number(data.pointsBalance))} />
        <StatCard label={t`Earned in the rewards centre`} value={format.number(Number(data.earnedPoints))} />
        <StatCard label={t`Check-in streak`} value={format.days(data.checkIn.streak)} />
        {vouchers && <StatCard label={t`Mission vouchers`} value={format.usd(String(vouchers.voucherAmount1))} />}
      </div>
      <SiteLink href={hrefFor('dashboard.points', {}, route)}>
        <Trans>Points history in your account</Trans>
      </SiteLink>
    </>
  );
}

function CheckInCard({
  data,
  status,
  loggedIn,
  actions,
  onSignUp,
}: {
  data: RewardsCatalogue;
  status: RewardsStatus | null;
  loggedIn: boolean;
  actions: RewardActions;
  onSignUp: () => void;
}) {
  const format = useFormat();
  const check = status?.checkIn;
  // The day the next check-in counts as; days before it in this cycle are done.
  const next = check?.nextDay ?? 1;
  const doneUpTo = check ? (check.checkedInToday ? next - 1 || 7 : next - 1) : 0;
  const streakDays = format.days(check?.streak ?? 0);
  const nextDay = next;
  const nextPoints = format.number(Number(check?.nextRewardPoints ?? 0));
  return (
    <section className="company-card" aria-labelledby="rewards-checkin">
      <h2 id="rewards-checkin">
        <Trans>Daily check-in</Trans>
      </h2>
      <p className="company-note">
        <Trans>
          Check in once every UTC day. Rewards grow for 7 consecutive days, then the cycle starts again; a missed day
          resets the streak.
        </Trans>
      </p>
      <ol className="rewards-cycle">
        {data.checkIn.map((day) => {
          const done = day.day <= doneUpTo;
          const isNext = check && !check.checkedInToday && day.day === next;
          const dayNumber = day.day;
          return (
            <li
              key={day.day}
              className={`rewards-day${done ? ' rewards-day-done' : ''}${isNext ? ' rewards-day-next' : ''}`}
              data-done={done}
            >
              <span className="rewards-day-label">
                <Trans>Day {dayNumber}</Trans>
              </span>
              <strong>{format.number(Number(day.rewardPoints))}</strong>
              <span className="visually-hidden">{done ? <Trans>checked in</Trans> : null}</span>
            </li>
          );
        })}
      </ol>
      {!loggedIn && (
        <button type="button" className="button button-primary" onClick={onSignUp}>
          <Trans>Sign up to check in</Trans>
        </button>
      )}
      {loggedIn && check && (
        <div className="rewards-checkin-action">
          <p>
            {check.checkedInToday ? (
              <Trans>
                Checked in today. Streak: {streakDays}. Come back tomorrow (UTC) for day {nextDay}: {nextPoints} points.
              </Trans>
            ) : (
              <Trans>
                Streak: {streakDays}. Today's check-in is day {nextDay}: {nextPoints} points.
              </Trans>
            )}
          </p>
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
        </div>
      )}
    </section>
  );
}

function progressText(format: Formatters, mission: Mission, progress: number): string {
  if (mission.unit === 'usd') return `${format.usd(String(progress))} / ${format.usd(String(mission.target))}`;
  return `${format.number(progress)} / ${format.number(mission.target)}`;
}

function MissionCard({
  mission,
  progress,
  loggedIn,
  actions,
  route,
}: {
  mission: Mission;
  progress: MissionProgress | null;
  loggedIn: boolean;
  actions: RewardActions;
  route: LocalizedRoute;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const points = format.number(Number(mission.rewardPoints));
  const action = MISSION_ACTIONS[mission.id];
  const headingId = `mission-${mission.id}`;
  const title = mission.title;
  return (
    <li className="rewards-mission" aria-labelledby={headingId} data-mission={mission.id}>
      <div className="rewards-mission-head">
        <h3 id={headingId}>{mission.title}</h3>
        <span className="rewards-mission-reward">
          <Trans>+{points} points</Trans>
        </span>
      </div>
      <p className="company-note">{mission.description}</p>
      {loggedIn && progress && (
        <div className="rewards-mission-status">
          <progress value={progress.progress} max={mission.target} aria-label={t`Progress: ${title}`} />
          <span>{progressText(format, mission, progress.progress)}</span>
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
        </div>
      )}
    </li>
  );
}
