import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import {
  type CampaignActed,
  type CampaignAction,
  campaignRewardMachine,
} from '../../../machines/campaigns/campaignRewardMachine.ts';
import { type DrawResult, lotteryDrawMachine } from '../../../machines/campaigns/lotteryDrawMachine.ts';
import { http } from '../../../runtime/config.ts';
import { PRIVATE_QUERIES } from '../../../runtime/query/index.ts';

/** One action's call; what it paid, in the server's words. */
async function act(campaignId: number, action: CampaignAction): Promise<CampaignActed> {
  const quiet = { showError: false };
  switch (action.kind) {
    case 'checkIn': {
      const reply = await http.call('campaignCheckIn', { campaignId }, quiet);
      return { action, rewardLabel: reply.reward.label };
    }
    case 'claim': {
      const reply = await http.call('campaignClaim', { campaignId, missionId: action.missionId }, quiet);
      return { action, rewardLabel: reply.reward.label };
    }
    case 'trialCash': {
      await http.call('campaignTrialCash', { campaignId }, quiet);
      return { action, rewardLabel: null };
    }
    case 'quiz': {
      const reply = await http.call('campaignQuiz', { campaignId, answers: action.answers }, quiet);
      return { action, rewardLabel: null, correct: reply.correct, total: reply.total, solutions: reply.solutions };
    }
    case 'book': {
      await http.call('campaignBook', { campaignId, releaseId: action.releaseId }, quiet);
      return { action, rewardLabel: null };
    }
  }
}

/** After an answer (a refusal too: the account's state moved on elsewhere) the account's reads load again. */
function useReloadWhen(settled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (settled) void queryClient.invalidateQueries(PRIVATE_QUERIES);
  }, [settled, queryClient]);
}

/** The campaign's reward actions (machines/campaigns/campaignRewardMachine.ts). */
export function useCampaignActions(campaignId: number) {
  const machine = useMemo(
    () =>
      campaignRewardMachine.provide({
        actors: {
          act: fromPromise(({ input }: { input: { action: CampaignAction } }) => act(campaignId, input.action)),
        },
      }),
    [campaignId],
  );
  const [state, send] = useMachine(machine);
  useReloadWhen(state.matches('done') || state.matches('failed'));
  const { pending } = state.context;
  return {
    busy: state.matches('acting'),
    /** The action in flight, for its button's "…ing" label. */
    acting: state.matches('acting') ? pending : null,
    acted: state.matches('done') ? state.context.acted : null,
    failed: state.matches('failed') ? pending : null,
    error: state.context.error,
    act: (action: CampaignAction) => send({ type: 'campaign.act', action }),
    retry: () => send({ type: 'campaign.retry' }),
    dismiss: () => send({ type: 'campaign.dismiss' }),
  };
}
export type CampaignActions = ReturnType<typeof useCampaignActions>;

/** The lottery's draw (machines/campaigns/lotteryDrawMachine.ts). */
export function useLotteryDraw(campaignId: number) {
  const machine = useMemo(
    () =>
      lotteryDrawMachine.provide({
        actors: {
          draw: fromPromise(async ({ input }: { input: { drawKey: string } }): Promise<DrawResult> => {
            const reply = await http.call('campaignDraw', { campaignId, drawKey: input.drawKey }, { showError: false });
            return {
              drawId: reply.drawId,
              prizeId: reply.prizeId,
              label: reply.reward.label,
              blank: reply.reward.kind === 'none',
              drawsLeft: reply.drawsLeft,
            };
          }),
        },
      }),
    [campaignId],
  );
  const [state, send] = useMachine(machine);
  useReloadWhen(state.matches('won') || state.matches('failed'));
  return {
    phase: state.value as 'idle' | 'drawing' | 'revealing' | 'won' | 'failed',
    result: state.matches('won') ? state.context.result : null,
    error: state.context.error,
    draw: () => send({ type: 'lottery.draw' }),
    retry: () => send({ type: 'lottery.retry' }),
    dismiss: () => send({ type: 'lottery.dismiss' }),
  };
}
export type LotteryDraw = ReturnType<typeof useLotteryDraw>;
