import { assign, fromPromise, setup } from 'xstate';

/** Spec section 9: the unread count is polled every 60 s while the tab is visible. */
export const UNREAD_POLL_MS = 60_000;

/**
 * The header icon's unread count: fetched at once, then every 60 s; a hidden tab pauses the polling
 * and a visible one fetches again at once. A failed fetch keeps the last count (logged only).
 */
export const unreadMessagesMachine = setup({
  types: {
    context: {} as { count: number },
    events: {} as { type: 'tab.hidden' } | { type: 'tab.visible' } | { type: 'message.read' },
  },
  actors: {
    fetchUnread: fromPromise<number>(async () => {
      throw new Error('fetchUnread must be provided');
    }),
  },
}).createMachine({
  id: 'unreadMessages',
  context: { count: 0 },
  initial: 'fetching',
  on: {
    // A message opened in the centre: the badge follows at once, the next poll confirms.
    'message.read': { actions: assign({ count: ({ context }) => Math.max(0, context.count - 1) }) },
  },
  states: {
    fetching: {
      invoke: {
        id: 'fetchUnread',
        src: 'fetchUnread',
        onDone: { target: 'waiting', actions: assign({ count: ({ event }) => event.output }) },
        onError: 'waiting',
      },
      on: { 'tab.hidden': 'paused' },
    },
    waiting: {
      after: { [UNREAD_POLL_MS]: 'fetching' },
      on: { 'tab.hidden': 'paused' },
    },
    paused: {
      on: { 'tab.visible': 'fetching' },
    },
  },
});
