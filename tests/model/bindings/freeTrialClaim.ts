import { freeTrialClaimMachine, type TrialClaim } from '../../../machines/plans/freeTrialClaimMachine.ts';
import { sandboxPayoutAddress } from '../../../sandbox/features/orders/bech32.ts';
import { FREE_TRIAL_GOODS_ID } from '../../../sandbox/features/plans/seed.ts';
import { failCall, holdCall, releaseCalls, signIn, visitRoute } from '../calls.ts';
import type { Driver, FlowBinding, FlowSpec, PathEvent } from '../driver.ts';
import { freshEmail, registerByApi } from './accountSteps.ts';

const PASSWORD = 'TrialClaim2026';
/** A claim the sandbox takes, and one with no address and the terms not accepted. */
const VALID: TrialClaim = { address: sandboxPayoutAddress('model-trial'), agreed: true, requestId: 'trial-model-1' };
const INVALID: TrialClaim = { address: '', agreed: false, requestId: 'trial-model-2' };

/** Claiming the free trial at /free/detail/{id}: broken fields, claiming, failure and retry, the claimed order. */
export const spec: FlowSpec<typeof freeTrialClaimMachine> = {
  machine: freeTrialClaimMachine,
  events: {
    'trial.claim': [
      { type: 'trial.claim', claim: VALID },
      { type: 'trial.claim', claim: INVALID },
    ],
  },
  outputs: { claimTrial: [{ orderNo: 'P20260301000001' }] },
  errors: { claimTrial: [new Error('injected fault: HTTP 503')] },
  // Field errors decide what editing shows: an invalid claim is a vertex of its own.
  stateKey: (s) => JSON.stringify([s.value, Object.keys(s.context.fieldErrors).length > 0]),
};

const ADDRESS = 'BTC payout address';
const TERMS = "I accept the trial's terms: one trial per account, output paid like any plan, nothing to pay.";
/** Held until the waiting state is seen, then released (`releaseCalls`): under the client's 10 s timeout. */
const HOLD_MS = 8000;

/** The next reply of the claim: held so "Claiming…" shows, or failed when the path says so. */
async function arrangeClaim(d: Driver, next: PathEvent | undefined): Promise<void> {
  if (next?.type === 'xstate.error.actor.claimTrial') await failCall(d, 'orderCreate', { status: 503, ms: HOLD_MS });
  else if (next?.type === 'xstate.done.actor.claimTrial') await holdCall(d, 'orderCreate', HOLD_MS);
}

export const binding: FlowBinding<typeof freeTrialClaimMachine> = {
  // A fresh account per path (registered just now, so eligible; the Chromium sandbox is shared).
  start: async (d) => {
    const email = freshEmail('trial');
    await registerByApi(d, email, PASSWORD);
    await signIn(d, email, PASSWORD);
    await visitRoute(d, 'free.detail', { id: FREE_TRIAL_GOODS_ID });
    await d.expectVisible('form', 'Claim the free trial');
  },
  states: {
    editing: async (d, snapshot) => {
      await d.expectEnabled('button', 'Claim free trial');
      if (Object.keys(snapshot.context.fieldErrors).length === 0) {
        await d.expectHidden('alert');
        return;
      }
      await d.expectText('Enter the BTC address the output is paid to.');
      await d.expectText("Accept the trial's terms to claim it.");
      // Nothing was claimed: the account may still claim.
      await d.expectText(/can claim this trial until/);
    },
    claiming: async (d) => {
      await d.expectVisible('button', 'Claiming…');
      await d.expectEnabled('button', 'Claiming…', false);
    },
    failed: async (d, snapshot) => {
      await d.expectVisible('alert');
      await d.expectText('injected fault: HTTP 503');
      await d.expectVisible('button', 'Try again');
      await d.expectValue(ADDRESS, snapshot.context.claim?.address ?? '');
    },
    claimed: async (d) => {
      await d.expectText('Your free trial is claimed');
      await d.expectVisible('link', 'See your trial order');
      await d.expectText(/is paid \(USD 0\.00\)/);
    },
  },
  events: {
    'trial.claim': async (d, { event, upcoming }) => {
      const claim = event.claim as TrialClaim;
      await d.fill(ADDRESS, claim.address);
      await d.check(TERMS, claim.agreed);
      await arrangeClaim(d, upcoming[0]);
      await d.click('button', 'Claim free trial');
    },
    'trial.retry': async (d, { upcoming }) => {
      await arrangeClaim(d, upcoming[0]);
      await d.click('button', 'Try again');
    },
    // Changing the address after a failure goes back to editing (the alert goes, the button comes back).
    'trial.edit': async (d) => {
      await d.fill(ADDRESS, sandboxPayoutAddress('model-trial-edited'));
    },
    'xstate.done.actor.claimTrial': releaseCalls,
    'xstate.error.actor.claimTrial': releaseCalls,
  },
};
