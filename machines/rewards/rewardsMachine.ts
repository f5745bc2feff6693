import { assign, fromPromise, setup } from 'xstate';
import type { MissionId } from '../../runtime/http/contract/rewards.ts';
import { errorText } from '../../runtime/http/errorText.ts';

/** What the account asked for last: today's check-in or a mission's claim. */
export type RewardAction = { kind: 'checkIn' } | { kind: 'claim'; missionId: MissionId };

/** What a check-in or a claim credited (points as the API words them, "0.30"). */
export interface RewardCredited {
  action: RewardAction;
  rewardPoints: string;
  pointsBalance: string;
  /** The cycle day of a check-in (1 to 7). */
  day?: number;
}

interface CreditReply {
  rewardPoints: string;
  pointsBalance: string;
}

/**
 * The rewards centre's actions (`/task`): the daily check-in and claiming a completed mission. Each is
 * one call; the sandbox credits the points through its ledger once (a repeat is refused with its
 * message). A success names what was credited until the next action or a dismissal; a failure shows the
 * server's message with a retry of the same action, or is dismissed. The view refreshes the progress
 * after every credit.
 */
export const rewardsMachine = setup({
  types: {
    context: {} as {
      pending: RewardAction | null;
      credited: RewardCredited | null;
      error: string | null;
    },
    events: {} as
      | { type: 'rewards.checkIn' }
      | { type: 'rewards.claim'; missionId: MissionId }
      | { type: 'rewards.retry' }
      | { type: 'rewards.dismiss' },
  },
  actors: {
    checkIn: fromPromise<CreditReply & { day: number }>(async () => {
      throw new Error('checkIn must be provided');
    }),
    claim: fromPromise<CreditReply & { missionId: MissionId }, { missionId: MissionId }>(async () => {
      throw new Error('claim must be provided');
    }),
  },
  guards: {
    retryCheckIn: ({ context }) => context.pending?.kind === 'checkIn',
  },
}).createMachine({
  id: 'rewards',
  context: { pending: null, credited: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'rewards.checkIn': {
          target: 'checkingIn',
          actions: assign({ pending: { kind: 'checkIn' }, credited: null, error: null }),
        },
        'rewards.claim': {
          target: 'claiming',
          actions: assign({
            pending: ({ event }) => ({ kind: 'claim', missionId: event.missionId }),
            credited: null,
            error: null,
          }),
        },
      },
    },
    checkingIn: {
      invoke: {
        id: 'checkIn',
        src: 'checkIn',
        onDone: {
          target: 'rewarded',
          actions: assign({
            credited: ({ event }) => ({ action: { kind: 'checkIn' }, ...event.output }),
          }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) ?? '' }) },
      },
    },
    claiming: {
      invoke: {
        id: 'claim',
        src: 'claim',
        input: ({ context }) => ({
          missionId: context.pending?.kind === 'claim' ? context.pending.missionId : ('kyc' as MissionId),
        }),
        onDone: {
          target: 'rewarded',
          actions: assign({
            credited: ({ event }) => ({
              action: { kind: 'claim', missionId: event.output.missionId },
              rewardPoints: event.output.rewardPoints,
              pointsBalance: event.output.pointsBalance,
            }),
          }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) ?? '' }) },
      },
    },
    rewarded: {
      on: {
        'rewards.checkIn': {
          target: 'checkingIn',
          actions: assign({ pending: { kind: 'checkIn' }, credited: null, error: null }),
        },
        'rewards.claim': {
          target: 'claiming',
          actions: assign({
            pending: ({ event }) => ({ kind: 'claim', missionId: event.missionId }),
            credited: null,
            error: null,
          }),
        },
        'rewards.dismiss': { target: 'idle', actions: assign({ credited: null }) },
      },
    },
    failed: {
      on: {
        'rewards.retry': [
          { guard: 'retryCheckIn', target: 'checkingIn', actions: assign({ error: null }) },
          { target: 'claiming', actions: assign({ error: null }) },
        ],
        'rewards.dismiss': { target: 'idle', actions: assign({ error: null, pending: null }) },
      },
    },
  },
});
