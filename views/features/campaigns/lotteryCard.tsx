import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../format/useFormat.ts';
import { failureMessage } from '../../ui/errorMessage.ts';
import { useLotteryDraw } from './campaignActions.ts';
import type { ModuleProps } from './campaignView.tsx';

/**
 * The lottery: its prizes with their chances and what is left of limited ones, the account's draws left, the draw
 * (machines/campaigns/lotteryDrawMachine.ts: the wheel turns while the server decides and a moment after), the
 * prize won, and the account's draws so far. The draw button is off while a draw is on its way.
 */
export function LotteryCard({ campaign, standing, canAct }: ModuleProps) {
  const { t } = useLingui();
  const format = useFormat();
  const draw = useLotteryDraw(campaign.campaignId);
  const lottery = campaign.lottery;
  if (!lottery) return null;
  const left = standing?.drawsLeft ?? 0;
  const spinning = draw.phase === 'drawing' || draw.phase === 'revealing';
  const wheel = spinning ? 'spinning' : draw.phase === 'won' ? 'won' : 'idle';
  const won = draw.result?.label ?? '';
  return (
    <section className="company-card" aria-labelledby="campaign-lottery">
      <h2 id="campaign-lottery">
        <Trans>Lucky draw</Trans>
      </h2>
      <ul className="campaign-prizes">
        {lottery.prizes.map((prize) => {
          const chance = format.percent(prize.chancePercent);
          const remaining = prize.remaining;
          return (
            <li key={prize.prizeId} className="campaign-prize" data-prize={prize.prizeId}>
              <strong>{prize.reward.label}</strong>
              <span>
                <Trans>Chance {chance}</Trans>
              </span>
              {remaining !== null && (
                <span>{remaining === 0 ? <Trans>All given out</Trans> : <Trans>{remaining} left</Trans>}</span>
              )}
            </li>
          );
        })}
      </ul>
      <section
        className={`campaign-wheel campaign-wheel-${wheel}`}
        aria-label={t`Lucky draw wheel`}
        data-state={wheel}
        aria-live="polite"
      >
        {spinning && (
          <p>
            <Trans>Drawing…</Trans>
          </p>
        )}
        {draw.phase === 'won' && draw.result && (
          <p className="campaign-won">
            {draw.result.blank ? <Trans>No prize this time: {won}.</Trans> : <Trans>You won {won}!</Trans>}
          </p>
        )}
        {draw.phase === 'idle' && standing && (
          <p>
            <Trans>Draws left: {left}.</Trans>
          </p>
        )}
      </section>
      {draw.phase === 'failed' && (
        <div className="page-alert rewards-feedback" role="alert">
          <p>{failureMessage(draw.error ?? '', t`The draw did not go through. Please try again.`)}</p>
          <div className="company-actions">
            <button type="button" className="button button-primary" onClick={draw.retry}>
              <Trans>Try again</Trans>
            </button>
            <button type="button" className="button button-outline" onClick={draw.dismiss}>
              <Trans>Dismiss</Trans>
            </button>
          </div>
        </div>
      )}
      {standing && draw.phase !== 'failed' && (
        <div className="company-actions">
          <button
            type="button"
            className="button button-primary"
            disabled={!canAct || spinning || left === 0}
            onClick={draw.draw}
          >
            {draw.phase === 'won' ? <Trans>Draw again</Trans> : <Trans>Draw</Trans>}
          </button>
          {draw.phase === 'won' && (
            <button type="button" className="button button-outline" onClick={draw.dismiss}>
              <Trans>Close</Trans>
            </button>
          )}
        </div>
      )}
      {standing && canAct && left === 0 && draw.phase === 'idle' && (
        <p className="company-note">
          <Trans>No draws left. Sign in daily and complete missions to earn more.</Trans>
        </p>
      )}
      {standing && standing.draws.length > 0 && (
        <>
          <h3>
            <Trans>Your draws</Trans>
          </h3>
          <ul className="campaign-records">
            {standing.draws.map((record) => (
              <li key={record.drawId}>
                <span>{format.dateTimeUtc(record.at)}</span> <strong>{record.reward.label}</strong>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
