import { type CampaignAction, campaignRewardMachine } from '../../../machines/campaigns/campaignRewardMachine.ts';
import type { CallName } from '../../../runtime/http/contract.ts';
import { failCall, holdCall, releaseCalls } from '../calls.ts';
import type { Driver, FlowBinding, FlowSpec, PathEvent } from '../driver.ts';
import { campaignAccount, openCampaign } from './campaignSteps.ts';
import { FAULT, HOLD_MS } from './settingsSteps.ts';

/** The mission every account completes by joining (kind `register`), claimable at once. */
const JOIN_MISSION = 'join';
const CHECK_IN: CampaignAction = { kind: 'checkIn' };
const CLAIM: CampaignAction = { kind: 'claim', missionId: JOIN_MISSION };

const callOf = (action: CampaignAction | null | undefined): CallName =>
  action?.kind === 'claim' ? 'campaignClaim' : 'campaignCheckIn';
const actionOf = (event: PathEvent | undefined) => (event as { action?: CampaignAction } | undefined)?.action;

/** Which actions went through on this path (each is paid once: its button goes away or turns off). */
let paid = new Set<string>();

/** The reply of the action about to be sent: a fault, or the real reply held so the waiting state shows. */
async function arrange(d: Driver, action: CampaignAction | null | undefined, next: PathEvent | undefined) {
  if (next?.type === 'xstate.error.actor.act') await failCall(d, callOf(action), { status: 503, ms: HOLD_MS });
  else await holdCall(d, callOf(action), HOLD_MS);
}

/**
 * A running campaign's reward actions on its page (a copy of the November campaign): today's sign-in and claiming
 * the mission a new account completes by joining. Each is paid once by the server; a failure (a fault) shows its
 * message and retries the same action; a result or a failure is dismissed. A path never asks for what it was paid
 * already (the page offers it no more).
 */
export const spec: FlowSpec<typeof campaignRewardMachine> = {
  machine: campaignRewardMachine,
  events: {
    'campaign.act': [
      { type: 'campaign.act', action: CHECK_IN },
      { type: 'campaign.act', action: CLAIM },
    ],
  },
  outputs: { act: [{ action: CHECK_IN, rewardLabel: 'the reward' }] },
  errors: { act: [new Error(FAULT)] },
  cannot: (path) => {
    const done = new Set<string>();
    let pending = '';
    for (const [at, step] of path.entries()) {
      const event = step.event as PathEvent;
      if (event.type === 'campaign.act') {
        pending = actionOf(event)?.kind ?? '';
        if (done.has(pending)) return { at, why: 'an action is paid once: the page no longer offers it' };
      }
      if (event.type === 'xstate.done.actor.act') done.add(pending);
    }
    return null;
  },
  maxSteps: 7,
};

export const binding: FlowBinding<typeof campaignRewardMachine> = {
  start: async (d) => {
    paid = new Set();
    const { campaignId } = await campaignAccount(d, 'NovemberActivity');
    await openCampaign(d, campaignId);
  },
  states: {
    idle: async (d) => {
      await d.expectHidden('alert');
      await d.expectEnabled(
        'button',
        paid.has('checkIn') ? 'Signed in today' : 'Sign in for today',
        !paid.has('checkIn'),
      );
    },
    acting: async (d, snapshot) => {
      if (snapshot.context.pending?.kind === 'checkIn') await d.expectText('Signing in…');
      else await d.expectText('Claiming…');
    },
    done: async (d, snapshot) => {
      if (snapshot.context.pending?.kind === 'checkIn') await d.expectText(/^Signed in for today: .+\.$/);
      else await d.expectText(/^“.+” claimed: .+\.$/);
      await d.expectVisible('button', 'Close');
    },
    failed: async (d) => {
      await d.expectVisible('alert');
      await d.expectText(FAULT);
      await d.expectVisible('button', 'Try again');
    },
  },
  events: {
    'campaign.act': async (d, { event, upcoming }) => {
      const action = actionOf(event);
      await arrange(d, action, upcoming[0]);
      if (action?.kind === 'checkIn') await d.click('button', 'Sign in for today');
      else await d.click('button', /^Claim .+: /);
    },
    'campaign.retry': async (d, { before, upcoming }) => {
      await arrange(d, before.context.pending, upcoming[0]);
      await d.click('button', 'Try again');
    },
    'campaign.dismiss': async (d, { before }) => {
      await d.click('button', before.matches('failed') ? 'Dismiss' : 'Close');
    },
    'xstate.done.actor.act': async (d, { before }) => {
      paid.add(before.context.pending?.kind ?? '');
      await releaseCalls(d);
    },
    'xstate.error.actor.act': async (d) => {
      await releaseCalls(d);
    },
  },
};
