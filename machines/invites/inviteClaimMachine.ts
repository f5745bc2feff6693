import { assign, fromPromise, setup } from 'xstate';
import { errorText } from '../../runtime/http/errorText.ts';

/** What a claim credited (points as the API words them, "12.34"). */
export interface InviteClaimed {
  claimedPoints: string;
  count: number;
  pointsBalance: string;
}

/**
 * Claiming the invite rewards (`/dashboard/rewards`): one call credits every pending first-order bonus and rebate
 * to the points balance in one ledger transaction (a repeat with nothing pending is refused with its message). A
 * success names what was credited until dismissed; a failure shows the server's message with a retry, or is
 * dismissed. The view refreshes the account's reads after either.
 */
export const inviteClaimMachine = setup({
  types: {
    context: {} as { claimed: InviteClaimed | null; error: string | null },
    events: {} as { type: 'invite.claim' } | { type: 'invite.retry' } | { type: 'invite.dismiss' },
  },
  actors: {
    claim: fromPromise<InviteClaimed>(async () => {
      throw new Error('claim must be provided');
    }),
  },
}).createMachine({
  id: 'inviteClaim',
  context: { claimed: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'invite.claim': { target: 'claiming', actions: assign({ claimed: null, error: null }) } },
    },
    claiming: {
      invoke: {
        id: 'claim',
        src: 'claim',
        onDone: { target: 'claimed', actions: assign({ claimed: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) ?? '' }) },
      },
    },
    claimed: {
      on: { 'invite.dismiss': { target: 'idle', actions: assign({ claimed: null }) } },
    },
    failed: {
      on: {
        'invite.retry': { target: 'claiming', actions: assign({ error: null }) },
        'invite.dismiss': { target: 'idle', actions: assign({ error: null }) },
      },
    },
  },
});
