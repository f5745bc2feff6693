import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { RewardsCatalogue } from '../../../runtime/http/contract/rewards.ts';
import { useFormat } from '../../format/useFormat.ts';
import { failureMessage } from '../../ui/errorMessage.ts';
import type { RewardActions } from './rewardActions.ts';

const Buttons = ({ className, children }: { className?: string; children: ReactNode }) =>
  className ? <div className={className}>{children}</div> : children;

/** What the last check-in or claim did: the credit, or the failure with a retry. */
export function RewardFeedback({
  actions,
  catalogue,
  classNames,
}: {
  actions: RewardActions;
  catalogue: RewardsCatalogue | undefined;
  /** The page's own look: the credit, the failure, and a wrapper of its buttons (none when absent). */
  classNames: { ok: string; failed: string; buttons?: string };
}) {
  const { t } = useLingui();
  const format = useFormat();
  const { credited } = actions;
  if (credited) {
    const points = format.number(Number(credited.rewardPoints));
    const balance = format.number(Number(credited.pointsBalance));
    const day = credited.day ?? 1;
    const title =
      credited.action.kind === 'claim'
        ? (catalogue?.missions.find((m) => m.id === (credited.action as { missionId: string }).missionId)?.title ?? '')
        : '';
    return (
      <div className={classNames.ok} role="status">
        <p>
          {credited.action.kind === 'checkIn' ? (
            <Trans>
              Checked in for day {day}: {points} points credited. Your balance is {balance} points.
            </Trans>
          ) : (
            <Trans>
              “{title}” claimed: {points} points credited. Your balance is {balance} points.
            </Trans>
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
      <div className={classNames.failed} role="alert">
        <p>
          {failureMessage(
            actions.error ?? '',
            actions.failedAction?.kind === 'checkIn'
              ? t`The check-in did not go through. Please try again.`
              : t`The reward could not be claimed. Please try again.`,
          )}
        </p>
        <Buttons className={classNames.buttons}>
          <button type="button" className="button button-primary" onClick={actions.retry}>
            <Trans>Try again</Trans>
          </button>
          <button type="button" className="button button-outline" onClick={actions.dismiss}>
            <Trans>Dismiss</Trans>
          </button>
        </Buttons>
      </div>
    );
  }
  return null;
}
