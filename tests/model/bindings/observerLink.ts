import { type ObserverLinkRequest, observerLinkMachine } from '../../../machines/pool/observerLinkMachine.ts';
import { ApiError } from '../../../runtime/http/client.ts';
import {
  OBSERVER_LINK_LIMIT,
  OBSERVER_LINK_LIMIT_MESSAGE,
  type ObserverLink,
} from '../../../runtime/http/contract/pool.ts';
import { failCall, holdCall, releaseCalls, signIn, visitRoute } from '../calls.ts';
import type { Driver, FlowBinding, FlowSpec, PathEvent } from '../driver.ts';
import { freshEmail, registerByApi } from './accountSteps.ts';

const FAULT = 'injected fault: HTTP 503';
/** Held until the waiting state is seen, then released (`releaseCalls`): under the client's 10 s timeout. */
const HOLD_MS = 8000;
const PASSWORD = 'Observer2026';
const LIMIT_MESSAGE = 'This sub-account has 3 observer links already. Delete one first.';

const limitError = new ApiError(OBSERVER_LINK_LIMIT_MESSAGE, OBSERVER_LINK_LIMIT, 'poolObserverAdd');
const SAMPLE: ObserverLink = {
  token: '0123456789abcdef0123456789abcdef',
  subAccount: 'sample',
  permissions: ['dashboard', 'workers'],
  expiry: '7d',
  createdAt: '2026-03-01T10:00:00.000Z',
  expiresAt: '2026-03-08T10:00:00.000Z',
  expired: false,
};

/** The path's own account and sub-account (fresh per path: the Chromium sandbox is shared). */
let account = '';
let subAccount = '';

/**
 * Creating an observer link (workers only, 7 days): creating, the new link to copy, a fourth live link
 * refused at the form, a failure with retry or dismissal, another link after one was made.
 */
export const spec: FlowSpec<typeof observerLinkMachine> = {
  machine: observerLinkMachine,
  events: {
    'observer.create': [
      {
        type: 'observer.create',
        request: { subAccount: 'sample', workers: true, earnings: false, expiry: '7d' } satisfies ObserverLinkRequest,
      },
    ],
  },
  outputs: { createLink: [SAMPLE] },
  errors: { createLink: [new Error(FAULT), limitError] },
  // Whether the form says the limit is reached is part of the vertex.
  stateKey: (s) => JSON.stringify([s.value, s.context.limitReached]),
  maxSteps: 8,
};

/** The sub-account's live links before the create: 3 for "at most 3", none otherwise. */
async function arrangeCreate(d: Driver, next: PathEvent | undefined): Promise<void> {
  const full = next?.type === 'xstate.error.actor.createLink' && next.error instanceof ApiError;
  await d.sandbox('POST', '/__sandbox/pool', { account, subAccount, observerLinks: full ? 3 : 0 });
  if (next?.type === 'xstate.error.actor.createLink' && !full) {
    await failCall(d, 'poolObserverAdd', { status: 503, ms: HOLD_MS });
  } else if (next?.type.endsWith('.actor.createLink')) {
    await holdCall(d, 'poolObserverAdd', HOLD_MS);
  }
}

async function create(d: Driver, upcoming: PathEvent[]): Promise<void> {
  await d.check('Workers', true);
  await d.check('Earnings', false);
  await arrangeCreate(d, upcoming[0]);
  await d.click('button', 'Create link');
}

export const binding: FlowBinding<typeof observerLinkMachine> = {
  start: async (d) => {
    account = freshEmail('observer');
    await registerByApi(d, account, PASSWORD);
    await signIn(d, account, PASSWORD);
    subAccount = (await d.sandbox<{ name: string }>('POST', '/__sandbox/pool', { account, workers: 4 })).name;
    await visitRoute(d, 'dashboard.pool.observerUrl', {}, { search: { sub: subAccount } });
    await d.expectVisible('form', 'Create an observer link');
    await d.expectRead('Observer links', 'empty');
  },
  states: {
    editing: async (d, snapshot) => {
      await d.expectVisible('button', 'Create link');
      await d.expectEnabled('button', 'Create link');
      if (snapshot.context.limitReached) {
        await d.expectText(LIMIT_MESSAGE);
        // What was chosen stays.
        await d.expectVisible('checkbox', 'Workers');
        // The list reads again and shows the 3 links that fill it.
        await d.expectText(/3 of 3 links in use/);
      } else {
        await d.expectNoText(LIMIT_MESSAGE);
        await d.expectHidden('alert');
      }
    },
    creating: async (d) => {
      await d.expectVisible('button', 'Creating…');
      await d.expectEnabled('button', 'Creating…', false);
    },
    failed: async (d) => {
      await d.expectVisible('alert');
      await d.expectText(FAULT);
      await d.expectVisible('button', 'Try again');
      await d.expectVisible('button', 'Dismiss');
    },
    created: async (d) => {
      await d.expectText('Observer link created. Copy it and share it:');
      await d.expectVisible('button', 'Copy the new link');
      await d.expectVisible('button', 'Done');
      // The sandbox has it, with the permissions chosen, and the list shows it.
      await d.expectText('Shows: Dashboard, Workers');
      await d.expectText(/1 of 3 links in use/);
    },
  },
  events: {
    'observer.create': async (d, { upcoming }) => {
      await create(d, upcoming);
    },
    'observer.retry': async (d, { upcoming }) => {
      await arrangeCreate(d, upcoming[0]);
      await d.click('button', 'Try again');
    },
    'observer.dismiss': async (d, { before }) => {
      await d.click('button', before.matches('failed') ? 'Dismiss' : 'Done');
    },
    'xstate.done.actor.createLink': releaseCalls,
    'xstate.error.actor.createLink': releaseCalls,
  },
};
