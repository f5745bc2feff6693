import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { rewardsMachine } from '../../../machines/rewards/rewardsMachine.ts';
import { http } from '../../../runtime/config.ts';
import type { MissionId } from '../../../runtime/http/contract/rewards.ts';
import { PRIVATE_QUERIES } from '../../../runtime/query/index.ts';

const machine = rewardsMachine.provide({
  actors: {
    checkIn: fromPromise(() => http.call('rewardsCheckIn', {}, { showError: false })),
    claim: fromPromise(({ input }: { input: { missionId: MissionId } }) =>
      http.call('rewardsClaim', { missionId: input.missionId }, { showError: false }),
    ),
  },
});

/**
 * The check-in and claim flow of the rewards centre (machines/rewards/rewardsMachine.ts). After a credit, and
 * after a refusal (the account's state moved on elsewhere), the account's private reads load again: progress,
 * streak and points.
 */
export function useRewardActions() {
  const [state, send] = useMachine(machine);
  const queryClient = useQueryClient();
  const { credited, error } = state.context;
  const settled = state.matches('rewarded') || state.matches('failed');
  useEffect(() => {
    if (settled) void queryClient.invalidateQueries(PRIVATE_QUERIES);
  }, [settled, queryClient]);
  return {
    busy: state.matches('checkingIn') || state.matches('claiming'),
    checkingIn: state.matches('checkingIn'),
    claiming:
      state.matches('claiming') && state.context.pending?.kind === 'claim' ? state.context.pending.missionId : null,
    credited: state.matches('rewarded') ? credited : null,
    failed: state.matches('failed'),
    failedAction: state.context.pending,
    error,
    checkIn: () => send({ type: 'rewards.checkIn' }),
    claim: (missionId: MissionId) => send({ type: 'rewards.claim', missionId }),
    retry: () => send({ type: 'rewards.retry' }),
    dismiss: () => send({ type: 'rewards.dismiss' }),
  };
}

export type RewardActions = ReturnType<typeof useRewardActions>;
