import { assign, fromPromise, setup } from 'xstate';
import { isPayoutAddress } from '../../runtime/domain/addresses.ts';
import { errorText } from '../../runtime/http/errorText.ts';

/** What the claim sends: the payout address the trial's output goes to, the terms accepted, one request key. */
export interface TrialClaim {
  address: string;
  agreed: boolean;
  /** One key per claim attempt: a retry after a failure sends the same key and never makes two orders. */
  requestId: string;
}
/** The rule a field broke, by field; the view says it in the user's language. */
export type TrialClaimErrors = Partial<Record<'address' | 'agreed', 'required' | 'invalid'>>;

/** The claim's own checks, the same as the sandbox's: a valid BTC payout address and the terms accepted. */
export function trialClaimErrors(claim: Pick<TrialClaim, 'address' | 'agreed'>): TrialClaimErrors {
  const errors: TrialClaimErrors = {};
  const address = claim.address.trim();
  if (address === '') errors.address = 'required';
  else if (!isPayoutAddress('BTC', address)) errors.address = 'invalid';
  if (!claim.agreed) errors.agreed = 'required';
  return errors;
}

/**
 * Claiming the free trial at `/free/detail/{id}` (issue #16) for a signed-in eligible account: the form
 * is edited; a claim with a broken field stays in editing with a message at it; a valid one creates the
 * zero-priced trial order (orderCreate, paid at once), and the claimed state names the order. A failure
 * (the server's refusal or an outage) shows its message with a retry of the same claim, or goes back to
 * editing when the user changes the form.
 */
export const freeTrialClaimMachine = setup({
  types: {
    context: {} as {
      claim: TrialClaim | null;
      fieldErrors: TrialClaimErrors;
      error: string | null;
      orderNo: string | null;
    },
    events: {} as { type: 'trial.claim'; claim: TrialClaim } | { type: 'trial.retry' } | { type: 'trial.edit' },
  },
  actors: {
    claimTrial: fromPromise<{ orderNo: string }, TrialClaim>(async () => {
      throw new Error('claimTrial must be provided');
    }),
  },
  guards: {
    valid: ({ event }) => event.type === 'trial.claim' && Object.keys(trialClaimErrors(event.claim)).length === 0,
  },
}).createMachine({
  id: 'freeTrialClaim',
  context: { claim: null, fieldErrors: {}, error: null, orderNo: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'trial.claim': [
          {
            guard: 'valid',
            target: 'claiming',
            actions: assign({
              claim: ({ event }) => ({ ...event.claim, address: event.claim.address.trim() }),
              fieldErrors: {},
              error: null,
            }),
          },
          {
            target: 'editing',
            actions: assign({
              claim: ({ event }) => event.claim,
              fieldErrors: ({ event }) => trialClaimErrors(event.claim),
            }),
          },
        ],
      },
    },
    claiming: {
      invoke: {
        id: 'claimTrial',
        src: 'claimTrial',
        input: ({ context }) => context.claim as TrialClaim,
        onDone: { target: 'claimed', actions: assign({ orderNo: ({ event }) => event.output.orderNo }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) ?? '' }) },
      },
    },
    failed: {
      on: {
        'trial.retry': { target: 'claiming', actions: assign({ error: null }) },
        'trial.edit': { target: 'editing', actions: assign({ error: null }) },
      },
    },
    claimed: {},
  },
});
