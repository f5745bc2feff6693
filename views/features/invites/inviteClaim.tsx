import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { inviteClaimMachine } from '../../../machines/invites/inviteClaimMachine.ts';
import { http } from '../../../runtime/config.ts';
import { PRIVATE_QUERIES } from '../../../runtime/query/index.ts';
import { useFormat } from '../../format/useFormat.ts';
import { failureMessage } from '../../ui/errorMessage.ts';

const machine = inviteClaimMachine.provide({
  actors: { claim: fromPromise(() => http.call('inviteClaim', {}, { showError: false })) },
});

/**
 * Claiming the pending invite rewards (machines/invites/inviteClaimMachine.ts): the button, its progress, what
 * was credited or why it failed. After a credit or a refusal the account's private reads load again.
 */
export function InviteClaim({ pendingPoints }: { pendingPoints: string }) {
  const { t } = useLingui();
  const format = useFormat();
  const [state, send] = useMachine(machine);
  const queryClient = useQueryClient();
  const settled = state.matches('claimed') || state.matches('failed');
  useEffect(() => {
    if (settled) void queryClient.invalidateQueries(PRIVATE_QUERIES);
  }, [settled, queryClient]);
  const { claimed, error } = state.context;
  const nothing = Number(pendingPoints) === 0;
  const points = format.number(Number(pendingPoints));

  return (
    <div className="invite-claim">
      {state.matches('claimed') && claimed && (
        <div className="dr-ok" role="status">
          <p>
            <Trans>
              {format.number(Number(claimed.claimedPoints))} points from {claimed.count} invite rewards credited. Your
              balance is {format.number(Number(claimed.pointsBalance))} points.
            </Trans>
          </p>
          <button type="button" className="button button-outline" onClick={() => send({ type: 'invite.dismiss' })}>
            <Trans>Close</Trans>
          </button>
        </div>
      )}
      {state.matches('failed') && (
        <div className="page-alert" role="alert">
          <p>{failureMessage(error ?? '', t`The rewards could not be claimed. Please try again.`)}</p>
          <button type="button" className="button button-primary" onClick={() => send({ type: 'invite.retry' })}>
            <Trans>Try again</Trans>
          </button>
          <button type="button" className="button button-outline" onClick={() => send({ type: 'invite.dismiss' })}>
            <Trans>Dismiss</Trans>
          </button>
        </div>
      )}
      {!state.matches('claimed') && !state.matches('failed') && (
        <button
          type="button"
          className="button button-primary"
          disabled={nothing || state.matches('claiming')}
          onClick={() => send({ type: 'invite.claim' })}
        >
          {state.matches('claiming') ? (
            <Trans>Claiming…</Trans>
          ) : nothing ? (
            <Trans>Nothing to claim</Trans>
          ) : (
            <Trans>Claim {points} points</Trans>
          )}
        </button>
      )}
    </div>
  );
}
