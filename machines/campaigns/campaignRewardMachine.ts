import { assign, fromPromise, setup } from 'xstate';
import { errorText } from '../../runtime/http/errorText.ts';

/** What the account asked a campaign for: today's sign-in, a mission's reward, trial cash, quiz answers, a booking. */
export type CampaignAction =
  | { kind: 'checkIn' }
  | { kind: 'claim'; missionId: string }
  | { kind: 'trialCash' }
  | { kind: 'quiz'; answers: Record<string, string> }
  | { kind: 'book'; releaseId: string };

/** What the server answered to an action, as the view words it (the reward's label, the quiz's score). */
export interface CampaignActed {
  action: CampaignAction;
  /** The reward's label in the request's language ("5 points"), or null when the action pays nothing. */
  rewardLabel: string | null;
  /** The quiz's score. */
  correct?: number;
  total?: number;
  solutions?: Record<string, string>;
}

/**
 * A campaign's reward actions (`/activity/*` and the app's campaign pages): signing in for the day, claiming a
 * mission, taking trial cash, answering the quiz, booking a release. Each is one call the server decides once (a
 * repeat is refused with its message). One action at a time: a success names what it paid until the next action or
 * a dismissal; a failure shows the server's message with a retry of the same action (the same answers), or is
 * dismissed. The view reloads the account's standing after every answer.
 */
export const campaignRewardMachine = setup({
  types: {
    context: {} as { pending: CampaignAction | null; acted: CampaignActed | null; error: string | null },
    events: {} as
      | { type: 'campaign.act'; action: CampaignAction }
      | { type: 'campaign.retry' }
      | { type: 'campaign.dismiss' },
  },
  actors: {
    act: fromPromise<CampaignActed, { action: CampaignAction }>(async () => {
      throw new Error('act must be provided');
    }),
  },
}).createMachine({
  id: 'campaignReward',
  context: { pending: null, acted: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'campaign.act': {
          target: 'acting',
          actions: assign({ pending: ({ event }) => event.action, acted: null, error: null }),
        },
      },
    },
    acting: {
      invoke: {
        id: 'act',
        src: 'act',
        input: ({ context }) => ({ action: context.pending ?? { kind: 'checkIn' } }),
        onDone: { target: 'done', actions: assign({ acted: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) ?? '' }) },
      },
    },
    done: {
      on: {
        'campaign.act': {
          target: 'acting',
          actions: assign({ pending: ({ event }) => event.action, acted: null, error: null }),
        },
        'campaign.dismiss': { target: 'idle', actions: assign({ acted: null, pending: null }) },
      },
    },
    failed: {
      on: {
        'campaign.retry': { target: 'acting', actions: assign({ error: null }) },
        'campaign.dismiss': { target: 'idle', actions: assign({ error: null, pending: null }) },
      },
    },
  },
});
