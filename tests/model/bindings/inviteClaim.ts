import type { EventObject } from 'xstate';
import { inviteClaimMachine } from '../../../machines/invites/inviteClaimMachine.ts';
import { failCall, holdCall, releaseCalls, visitRoute } from '../calls.ts';
import type { Driver, FlowBinding, FlowSpec, PathEvent } from '../driver.ts';
import { freshEmail, tokenByApi } from './accountSteps.ts';

/** Held until the waiting state is seen, then released (`releaseCalls`): under the client's 10 s timeout. */
const HOLD_MS = 8000;
const FAULT = 'injected fault: HTTP 503';
const CLAIM = /^Claim [\d.,]+ points$/;

/** The path's own account (fresh per path: the Chromium sandbox is shared). */
let account = '';

/**
 * Claiming the invite rewards on `/dashboard/rewards`: a friend's paid order left a first-order bonus and a rebate
 * pending; the claim credits both once through the ledger, a failure shows the server's message and retries, a
 * success or a failure is dismissed. After a success nothing is left to claim.
 */
export const spec: FlowSpec<typeof inviteClaimMachine> = {
  machine: inviteClaimMachine,
  outputs: { claim: [{ claimedPoints: '1.00', count: 2, pointsBalance: '1.00' }] },
  errors: { claim: [new Error(FAULT)] },
  maxSteps: 6,
  // Once claimed, the button says there is nothing to claim (disabled).
  cannot: (path) => {
    let claimed = false;
    for (let at = 0; at < path.length; at++) {
      const { event } = path[at] as { event: EventObject };
      if (event.type === 'invite.claim' && claimed) return { at, why: 'claimed already: nothing to claim' };
      if (event.type === 'xstate.done.actor.claim') claimed = true;
    }
    return null;
  },
};

async function arrange(d: Driver, next: PathEvent | undefined): Promise<void> {
  if (next?.type === 'xstate.error.actor.claim') await failCall(d, 'inviteClaim', { status: 503, ms: HOLD_MS });
  // Succeeding next, or the path ends while it waits: held so the waiting state shows.
  else await holdCall(d, 'inviteClaim', HOLD_MS);
}

interface Wallet {
  entries: { kind: string; reference: string | null }[];
}

export const binding: FlowBinding<typeof inviteClaimMachine> = {
  start: async (d) => {
    account = freshEmail('invite-claim');
    await d.setCookie('auth', await tokenByApi(d, account));
    await d.sandbox('POST', '/__sandbox/invites', {
      account,
      friends: [{ kyc: 1, registeredDaysAgo: 5, orders: [{ goodsId: 'g-full-s21-360', paidDaysAgo: 2 }] }],
    });
    await visitRoute(d, 'dashboard.rewards', {});
    await d.expectRead('Invitation rewards', 'loaded');
    await d.expectVisible('button', CLAIM);
  },
  states: {
    idle: async (d) => {
      await d.expectHidden('alert');
      await d.expectNoText(/invite rewards credited/);
    },
    claiming: async (d) => {
      await d.expectVisible('button', 'Claiming…');
      await d.expectEnabled('button', 'Claiming…', false);
    },
    claimed: async (d) => {
      await d.expectText(/points from 2 invite rewards credited\. Your balance is [\d.,]+ points\./);
      await d.expectVisible('button', 'Close');
      const { entries } = await d.sandbox<Wallet>('GET', `/__sandbox/wallet?account=${encodeURIComponent(account)}`);
      const credits = entries.filter((entry) => entry.kind === 'reward' && entry.reference?.startsWith('invite:'));
      if (credits.length !== 1) throw new Error(`expected one invite credit, found ${JSON.stringify(credits)}`);
    },
    failed: async (d) => {
      await d.expectVisible('alert');
      await d.expectText(FAULT);
      await d.expectVisible('button', 'Try again');
      await d.expectVisible('button', 'Dismiss');
    },
  },
  events: {
    'invite.claim': async (d, { upcoming }) => {
      await arrange(d, upcoming[0]);
      await d.click('button', CLAIM);
    },
    'invite.retry': async (d, { upcoming }) => {
      await arrange(d, upcoming[0]);
      await d.click('button', 'Try again');
    },
    'invite.dismiss': async (d, { before }) => {
      await d.click('button', before.matches('failed') ? 'Dismiss' : 'Close');
      if (before.matches('claimed')) await d.expectVisible('button', 'Nothing to claim');
    },
    'xstate.done.actor.claim': releaseCalls,
    'xstate.error.actor.claim': releaseCalls,
  },
};
