import { assign, fromPromise, setup } from 'xstate';
import type { ObserverLink } from '../../runtime/http/contract/pool.ts';
import { OBSERVER_LINK_LIMIT, type ObserverExpiry } from '../../runtime/http/contract/poolValues.ts';
import { errorText } from '../../runtime/http/errorText.ts';
import { apiStatus } from './apiStatus.ts';

/** What the create form holds: the optional parts (the dashboard is always shown) and how long the link works. */
export interface ObserverLinkRequest {
  subAccount: string;
  workers: boolean;
  earnings: boolean;
  expiry: ObserverExpiry;
}

/**
 * Creating an observer link (`/dashboard/pool/observerUrl`) for one sub-account: the permissions
 * (dashboard always; workers and earnings optional) and expiry are sent; the new link is shown with
 * its URL to copy until dismissed. A fourth live link is refused at the form ("at most 3"), without
 * losing what was chosen; any other failure shows the server's message with a retry, or is dismissed.
 */
export const observerLinkMachine = setup({
  types: {
    context: {} as {
      request: ObserverLinkRequest | null;
      limitReached: boolean;
      error: string | null;
      created: ObserverLink | null;
    },
    events: {} as
      | { type: 'observer.create'; request: ObserverLinkRequest }
      | { type: 'observer.retry' }
      | { type: 'observer.dismiss' },
  },
  actors: {
    createLink: fromPromise<ObserverLink, ObserverLinkRequest>(async () => {
      throw new Error('createLink must be provided');
    }),
  },
  guards: {
    overLimit: ({ event }) => 'error' in event && apiStatus(event.error) === OBSERVER_LINK_LIMIT,
  },
}).createMachine({
  id: 'observerLink',
  context: { request: null, limitReached: false, error: null, created: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'observer.create': {
          target: 'creating',
          actions: assign({ request: ({ event }) => event.request, limitReached: false, error: null }),
        },
      },
    },
    creating: {
      invoke: {
        id: 'createLink',
        src: 'createLink',
        input: ({ context }) => context.request as ObserverLinkRequest,
        onDone: { target: 'created', actions: assign({ created: ({ event }) => event.output }) },
        onError: [
          { guard: 'overLimit', target: 'editing', actions: assign({ limitReached: true }) },
          { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) ?? '' }) },
        ],
      },
    },
    failed: {
      on: {
        'observer.retry': { target: 'creating', actions: assign({ error: null }) },
        'observer.dismiss': { target: 'editing', actions: assign({ error: null }) },
      },
    },
    created: {
      on: {
        'observer.dismiss': { target: 'editing', actions: assign({ created: null }) },
        'observer.create': {
          target: 'creating',
          actions: assign({ request: ({ event }) => event.request, created: null, limitReached: false }),
        },
      },
    },
  },
});
