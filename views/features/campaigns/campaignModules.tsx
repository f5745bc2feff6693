import { Trans, useLingui } from '@lingui/react/macro';
import { type CSSProperties, useState } from 'react';
import type { CampaignMission } from '../../../runtime/http/contract/campaigns.ts';
import { hrefFor } from '../../../runtime/router/links.ts';
import type { Formatters } from '../../format/format.ts';
import { useFormat } from '../../format/useFormat.ts';
import { CopyButton } from '../../ui/copyButton.tsx';
import { SiteLink } from '../../ui/siteLink.tsx';
import { StatusBadge } from '../../ui/statusBadge.tsx';
import { CAMPAIGN_MISSION_ACTIONS, CAMPAIGN_MISSION_STATUS_LABELS } from './campaignLabels.ts';
import type { ModuleProps } from './campaignView.tsx';

/** The daily sign-in: the cycle of day rewards, the streak, and today's button. */
export function CheckInCard({ campaign, standing, canAct, actions }: ModuleProps) {
  const days = campaign.checkIn?.days ?? [];
  const check = standing?.checkIn ?? null;
  const cycle = days.length;
  // Days of this cycle signed in already: the next index, or the whole cycle when today closed it.
  const doneUpTo = check ? (check.checkedInToday && check.nextDayIndex === 0 ? cycle : check.nextDayIndex) : 0;
  const streak = check?.streak ?? 0;
  const draws = campaign.checkIn?.drawsPerCheckIn ?? 0;
  const signingIn = actions.acting?.kind === 'checkIn';
  return (
    <section className="company-card" aria-labelledby="campaign-checkin">
      <h2 id="campaign-checkin">
        <Trans>Daily sign-in</Trans>
      </h2>
      <p className="company-note">
        <Trans>
          Sign in once every UTC day while the campaign runs. Rewards follow the days below; a missed day starts again
          at day 1.
        </Trans>{' '}
        {draws > 0 && <Trans>Each sign-in also adds {draws} lottery draw(s).</Trans>}
      </p>
      <ol className="rewards-cycle campaign-cycle" style={{ '--cycle-days': Math.min(cycle, 7) } as CSSProperties}>
        {days.map((day, index) => {
          const done = index < doneUpTo;
          const next = check !== null && !check.checkedInToday && index === check.nextDayIndex;
          const number = index + 1;
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: the days are positions in the cycle
              key={index}
              className={`rewards-day${done ? ' rewards-day-done' : ''}${next ? ' rewards-day-next' : ''}`}
              data-done={done}
            >
              <span className="rewards-day-label">
                <Trans>Day {number}</Trans>
              </span>
              <strong>{day.label}</strong>
              <span className="visually-hidden">{done ? <Trans>signed in</Trans> : null}</span>
            </li>
          );
        })}
      </ol>
      {check && (
        <div className="rewards-checkin-action">
          <p>
            {check.checkedInToday ? (
              <Trans>Signed in today. Streak: {streak} day(s). Come back tomorrow (UTC).</Trans>
            ) : (
              <Trans>Streak: {streak} day(s). Today's sign-in is waiting.</Trans>
            )}
          </p>
          <button
            type="button"
            className="button button-primary"
            disabled={!canAct || check.checkedInToday || actions.busy}
            onClick={() => actions.act({ kind: 'checkIn' })}
          >
            {signingIn ? (
              <Trans>Signing in…</Trans>
            ) : check.checkedInToday ? (
              <Trans>Signed in today</Trans>
            ) : (
              <Trans>Sign in for today</Trans>
            )}
          </button>
        </div>
      )}
    </section>
  );
}

function progressText(format: Formatters, mission: CampaignMission, progress: number): string {
  if (mission.kind === 'spendUsd') return `${format.usd(String(progress))} / ${format.usd(String(mission.target))}`;
  return `${format.number(progress)} / ${format.number(mission.target)}`;
}

/** The missions: each with its reward, the account's progress and its claim (or where to do it). */
export function MissionsCard({ campaign, standing, canAct, actions, route }: ModuleProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  return (
    <section className="company-card" aria-labelledby="campaign-missions">
      <h2 id="campaign-missions">
        <Trans>Missions</Trans>
      </h2>
      <ul className="rewards-missions">
        {campaign.missions.map((mission) => {
          const mine = standing?.missions.find((m) => m.missionId === mission.missionId) ?? null;
          const title = mission.title;
          const reward = mission.reward.label;
          const draws = mission.draws;
          const link = CAMPAIGN_MISSION_ACTIONS[mission.kind];
          const headingId = `campaign-mission-${mission.missionId}`;
          return (
            <li
              key={mission.missionId}
              className="rewards-mission"
              aria-labelledby={headingId}
              data-mission={mission.missionId}
            >
              <div className="rewards-mission-head">
                <h3 id={headingId}>{title}</h3>
                <span className="rewards-mission-reward">
                  {reward}
                  {draws > 0 && (
                    <>
                      {' '}
                      <Trans>+ {draws} draw(s)</Trans>
                    </>
                  )}
                </span>
              </div>
              {mine && (
                <div className="rewards-mission-status">
                  <progress
                    value={Math.min(mine.progress, mission.target)}
                    max={mission.target}
                    aria-label={t`Progress: ${title}`}
                  />
                  <span>{progressText(format, mission, mine.progress)}</span>
                  <StatusBadge
                    status={mine.status}
                    labels={CAMPAIGN_MISSION_STATUS_LABELS}
                    tones={{ todo: 'neutral', claimable: 'warning', done: 'success' }}
                  />
                  {mine.status === 'claimable' && (
                    <button
                      type="button"
                      className="button button-primary"
                      aria-label={t`Claim ${reward}: ${title}`}
                      disabled={!canAct || actions.busy}
                      onClick={() => actions.act({ kind: 'claim', missionId: mission.missionId })}
                    >
                      {actions.acting?.kind === 'claim' && actions.acting.missionId === mission.missionId ? (
                        <Trans>Claiming…</Trans>
                      ) : (
                        <Trans>Claim</Trans>
                      )}
                    </button>
                  )}
                  {mine.status === 'todo' && link && canAct && (
                    <SiteLink className="button button-outline" href={hrefFor(link.route, {}, route)}>
                      {i18n._(link.label)}
                    </SiteLink>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Trial cash: a coupon towards a first plan, taken once; then its amount, expiry and whether it was used. */
export function TrialCashCard({ campaign, standing, canAct, actions, route }: ModuleProps) {
  const format = useFormat();
  const offer = campaign.trialCash;
  if (!offer) return null;
  const reward = offer.reward.label;
  const days = offer.validDays;
  const mine = standing?.trialCash ?? null;
  const amount = mine ? format.usd(mine.amountUsd) : '';
  const expires = mine ? format.dateTimeUtc(mine.expireAt) : '';
  return (
    <section className="company-card" aria-labelledby="campaign-trial">
      <h2 id="campaign-trial">
        <Trans>Trial cash</Trans>
      </h2>
      <p>
        <Trans>
          New customers get {reward} towards their first plan. It is a coupon in your account, usable at checkout for{' '}
          {days} days.
        </Trans>
      </p>
      {mine ? (
        <p className="campaign-done">
          {mine.used ? (
            <Trans>Your trial cash of {amount} paid for part of your first plan.</Trans>
          ) : (
            <Trans>
              Your trial cash of {amount} is in your coupons until {expires}.
            </Trans>
          )}{' '}
          {!mine.used && (
            <SiteLink href={hrefFor('list', {}, route)}>
              <Trans>Choose a plan</Trans>
            </SiteLink>
          )}
        </p>
      ) : (
        standing && (
          <button
            type="button"
            className="button button-primary"
            disabled={!canAct || actions.busy}
            onClick={() => actions.act({ kind: 'trialCash' })}
          >
            {actions.acting?.kind === 'trialCash' ? (
              <Trans>Getting your trial cash…</Trans>
            ) : (
              <Trans>Get my trial cash</Trans>
            )}
          </button>
        )
      )}
    </section>
  );
}

/** The quiz: one choice per question, answered once; then the score and the right answers. */
export function QuizCard({ campaign, standing, canAct, actions }: ModuleProps) {
  const { t } = useLingui();
  const quiz = campaign.quiz;
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [missing, setMissing] = useState(false);
  if (!quiz) return null;
  const reward = quiz.reward.label;
  const answered = standing?.quiz ?? null;
  const solutions = actions.acted?.action.kind === 'quiz' ? (actions.acted.solutions ?? null) : null;
  const correct = answered?.correct ?? 0;
  const total = answered?.total ?? quiz.questions.length;
  const submit = () => {
    const complete = quiz.questions.every((q) => answers[q.questionId]);
    setMissing(!complete);
    if (complete) actions.act({ kind: 'quiz', answers });
  };
  return (
    <section className="company-card" aria-labelledby="campaign-quiz">
      <h2 id="campaign-quiz">
        <Trans>Quiz</Trans>
      </h2>
      <p className="company-note">
        <Trans>Answer every question right to earn {reward}. You can answer once.</Trans>
      </p>
      {answered && (
        <p className="campaign-done">
          <Trans>
            You answered {correct} of {total} right.
          </Trans>{' '}
          {answered.rewarded ? <Trans>The reward is credited.</Trans> : null}
        </p>
      )}
      <form
        className="campaign-quiz"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {quiz.questions.map((question, index) => {
          const number = index + 1;
          return (
            <fieldset key={question.questionId} className="campaign-question" disabled={answered !== null}>
              <legend>
                <Trans>
                  Question {number}: {question.text}
                </Trans>
              </legend>
              {question.options.map((option) => {
                const right = solutions?.[question.questionId] === option.optionId;
                return (
                  <label
                    key={option.optionId}
                    className={right ? 'campaign-option campaign-option-right' : 'campaign-option'}
                  >
                    <input
                      type="radio"
                      name={`quiz-${question.questionId}`}
                      value={option.optionId}
                      checked={answers[question.questionId] === option.optionId}
                      onChange={() => setAnswers((current) => ({ ...current, [question.questionId]: option.optionId }))}
                    />
                    {option.text}
                    {right && <span className="visually-hidden">{t`(right answer)`}</span>}
                  </label>
                );
              })}
            </fieldset>
          );
        })}
        {missing && (
          <p className="form-error" role="alert">
            <Trans>Answer every question before sending.</Trans>
          </p>
        )}
        {!answered && standing && (
          <button type="submit" className="button button-primary" disabled={!canAct || actions.busy}>
            {actions.acting?.kind === 'quiz' ? <Trans>Sending…</Trans> : <Trans>Send my answers</Trans>}
          </button>
        )}
      </form>
    </section>
  );
}

/** Invitation rewards: the account's code and link, how many joined, what it earned. */
export function InviteCard({ campaign, standing, route }: ModuleProps) {
  const format = useFormat();
  const invite = campaign.invite;
  if (!invite) return null;
  const inviter = invite.inviterReward.label;
  const invitee = invite.inviteeReward.label;
  const mine = standing?.invite ?? null;
  const link = mine
    ? `${typeof window === 'undefined' ? '' : window.location.origin}${hrefFor('activity.invitee', {}, route)}?inviteCode=${mine.inviteCode}`
    : '';
  const invited = mine?.invited ?? 0;
  const earned = mine ? format.number(Number(mine.rewardedPoints)) : '0';
  return (
    <section className="company-card" aria-labelledby="campaign-invite">
      <h2 id="campaign-invite">
        <Trans>Invite friends</Trans>
      </h2>
      <p>
        <Trans>
          Each friend who signs up with your code during the campaign earns you {inviter}; your friend gets {invitee}.
        </Trans>
      </p>
      {mine && (
        <div className="campaign-invite">
          <p>
            <Trans>Your code:</Trans> <strong>{mine.inviteCode}</strong> <CopyButton value={mine.inviteCode} />
          </p>
          <p className="campaign-link">
            <span>{link}</span> <CopyButton value={link} label={<Trans>Copy link</Trans>} />
          </p>
          <p>
            <Trans>
              Friends who joined: {invited}. Points earned: {earned}.
            </Trans>
          </p>
        </div>
      )}
    </section>
  );
}
