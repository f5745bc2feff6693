import type { EventObject } from 'xstate';
import { type RewardCredited, rewardsMachine } from '../../../machines/rewards/rewardsMachine.ts';
import type { MissionId } from '../../../runtime/http/contract/rewards.ts';
import { failCall, holdCall, releaseCalls, visitRoute } from '../calls.ts';
import type { Driver, FlowBinding, FlowSpec, PathEvent } from '../driver.ts';
import { freshEmail, tokenByApi } from './accountSteps.ts';

/** The two missions a path's account can claim (set up by `/__sandbox/wallet`), by their titles. */
const TITLES: Partial<Record<MissionId, string>> = {
  kyc: 'Verify your identity',
  fundPassword: 'Set a fund password',
};
const POINTS: Partial<Record<MissionId, string>> = { kyc: '5', fundPassword: '1' };
/** Held until the waiting state is seen, then released (`releaseCalls`): under the client's 10 s timeout. */
const HOLD_MS = 8000;
const FAULT = 'injected fault: HTTP 503';

/** The path's own account (fresh per path: the Chromium sandbox is shared). */
let account = '';

/** Which missions a path has claimed and whether it checked in, before step `at`. */
function doneBefore(path: { event: EventObject; before: { context: unknown } }[], at: number) {
  let checkedIn = false;
  const claimed = new Set<string>();
  for (const step of path.slice(0, at)) {
    const pending = (step.before.context as { pending: { kind: string; missionId?: string } | null }).pending;
    if (step.event.type === 'xstate.done.actor.checkIn') checkedIn = true;
    if (step.event.type === 'xstate.done.actor.claim' && pending?.missionId) claimed.add(pending.missionId);
  }
  return { checkedIn, claimed };
}

/**
 * The rewards centre's check-in and claims: each succeeds once and is credited through the ledger, a failure
 * shows the server's message and retries the same action, a success or failure is dismissed.
 */
export const spec: FlowSpec<typeof rewardsMachine> = {
  machine: rewardsMachine,
  events: {
    'rewards.claim': [
      { type: 'rewards.claim', missionId: 'kyc' },
      { type: 'rewards.claim', missionId: 'fundPassword' },
    ],
  },
  outputs: {
    checkIn: [{ day: 1, rewardPoints: '0.10', pointsBalance: '0.10' }],
    claim: [{ missionId: 'kyc', rewardPoints: '5.00', pointsBalance: '5.00' }],
  },
  errors: { checkIn: [new Error(FAULT)], claim: [new Error(FAULT)] },
  // A failure retries what failed: which one it was is part of the vertex.
  stateKey: (s) => JSON.stringify([s.value, s.context.pending?.kind ?? null]),
  maxSteps: 8,
  // Once checked in today the button is disabled; a claimed mission has no Claim button any more.
  cannot: (path) => {
    for (let at = 0; at < path.length; at++) {
      const { event } = path[at] as { event: EventObject & { missionId?: string } };
      const { checkedIn, claimed } = doneBefore(path, at);
      if (event.type === 'rewards.checkIn' && checkedIn) return { at, why: 'checked in today already' };
      if (event.type === 'rewards.claim' && event.missionId && claimed.has(event.missionId)) {
        return { at, why: `${event.missionId} was claimed already` };
      }
    }
    return null;
  },
};

/**
 * The next reply of the call: failed when the path says so, else held so the waiting state shows (also
 * when the path ends waiting; the driver lets it go at the end).
 */
async function arrange(d: Driver, next: PathEvent | undefined, kind: 'checkIn' | 'claim'): Promise<void> {
  const call = kind === 'checkIn' ? 'rewardsCheckIn' : 'rewardsClaim';
  if (next?.type === `xstate.error.actor.${kind}`) await failCall(d, call, { status: 503, ms: HOLD_MS });
  else await holdCall(d, call, HOLD_MS);
}

interface Wallet {
  pointsBalance: string;
  entries: { kind: string; amountCents: number; reference: string }[];
}

async function expectCredited(d: Driver, credited: RewardCredited): Promise<void> {
  const { entries } = await d.sandbox<Wallet>('GET', `/__sandbox/wallet?account=${account}`);
  const rewards = entries.filter((entry) => entry.kind === 'reward');
  const action = credited.action;
  const reference = action.kind === 'checkIn' ? /^checkin:/ : new RegExp(`^mission:${action.missionId}:once$`);
  const matching = rewards.filter((entry) => reference.test(entry.reference));
  if (matching.length !== 1) throw new Error(`expected one ${reference} credit, found ${JSON.stringify(rewards)}`);
}

export const binding: FlowBinding<typeof rewardsMachine> = {
  start: async (d) => {
    account = freshEmail('rewards');
    await d.setCookie('auth', await tokenByApi(d, account));
    await d.sandbox('POST', '/__sandbox/wallet', { account, kycLevel: 1, fundPassword: '135790' });
    await visitRoute(d, 'task', {});
    await d.expectRead('Your rewards', 'loaded');
    await d.expectVisible('button', 'Check in');
  },
  states: {
    idle: async (d) => {
      await d.expectHidden('alert');
      await d.expectNoText(/points credited/);
    },
    checkingIn: async (d) => {
      await d.expectVisible('button', 'Checking in…');
      await d.expectEnabled('button', 'Checking in…', false);
    },
    claiming: async (d) => {
      await d.expectText('Claiming…');
    },
    rewarded: async (d, snapshot) => {
      const credited = snapshot.context.credited as RewardCredited;
      if (credited.action.kind === 'checkIn') {
        await d.expectText(/Checked in for day 1: 0\.1 points credited/);
        await d.expectVisible('button', 'Checked in today');
      } else {
        const id = credited.action.missionId;
        await d.expectText(new RegExp(`“${TITLES[id]}” claimed: ${POINTS[id]} points credited`));
      }
      await d.expectVisible('button', 'Close');
      await expectCredited(d, credited);
    },
    failed: async (d) => {
      await d.expectVisible('alert');
      await d.expectText(FAULT);
      await d.expectVisible('button', 'Try again');
      await d.expectVisible('button', 'Dismiss');
    },
  },
  events: {
    'rewards.checkIn': async (d, { upcoming }) => {
      await arrange(d, upcoming[0], 'checkIn');
      await d.click('button', 'Check in');
    },
    'rewards.claim': async (d, { event, upcoming }) => {
      const id = (event as unknown as { missionId: MissionId }).missionId;
      await arrange(d, upcoming[0], 'claim');
      await d.click('button', `Claim ${POINTS[id]} points: ${TITLES[id]}`);
    },
    'rewards.retry': async (d, { before, upcoming }) => {
      const pending = (before.context as { pending: { kind: 'checkIn' | 'claim' } | null }).pending;
      await arrange(d, upcoming[0], pending?.kind ?? 'checkIn');
      await d.click('button', 'Try again');
    },
    'rewards.dismiss': async (d, { before }) => {
      await d.click('button', before.matches('failed') ? 'Dismiss' : 'Close');
    },
    'xstate.done.actor.checkIn': releaseCalls,
    'xstate.error.actor.checkIn': releaseCalls,
    'xstate.done.actor.claim': releaseCalls,
    'xstate.error.actor.claim': releaseCalls,
  },
};
