import { assign, fromPromise, setup } from 'xstate';

export interface HomeModalContent {
  imageUrl: string;
  /** Where the image leads (an on-site path, or nothing). */
  router: string | null;
  /** How long a closed modal stays away, in hours (`home_modal_hide`: 3600 s per hour). */
  expireHours: number;
}

/**
 * The home page's modal (spec sections 2 and 9): loads what to show (the index-modal call for a
 * signed-in user, the visitors' banner otherwise); nothing, or a failed load, shows nothing. Showing it
 * counts a showing; closing it, or following its link, hides it for its expiry. Whether to try at all
 * (the hide cookie, the showings left) is decided before: `homeModalAllowed` in views/shell/shellRules.ts.
 */
export const homeModalMachine = setup({
  types: {
    context: {} as { content: HomeModalContent | null },
    events: {} as { type: 'modal.close' } | { type: 'modal.follow' },
  },
  actors: {
    loadContent: fromPromise<HomeModalContent | null>(async () => {
      throw new Error('loadContent must be provided');
    }),
  },
  actions: {
    countShowing: () => {
      throw new Error('countShowing must be provided');
    },
    hideForExpiry: (_, _params: { expireHours: number }) => {
      throw new Error('hideForExpiry must be provided');
    },
    openLink: (_, _params: { router: string }) => {
      throw new Error('openLink must be provided');
    },
  },
  guards: {
    hasContent: ({ event }) => (event as unknown as { output: HomeModalContent | null }).output !== null,
  },
}).createMachine({
  id: 'homeModal',
  context: { content: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadContent',
        src: 'loadContent',
        onDone: [
          { guard: 'hasContent', target: 'shown', actions: assign({ content: ({ event }) => event.output }) },
          { target: 'empty' },
        ],
        // A promotion: a failed call only leaves it out.
        onError: 'empty',
      },
    },
    shown: {
      entry: 'countShowing',
      on: {
        'modal.close': {
          target: 'closed',
          actions: {
            type: 'hideForExpiry',
            params: ({ context }) => ({ expireHours: context.content?.expireHours ?? 1 }),
          },
        },
        'modal.follow': {
          target: 'followed',
          actions: [
            { type: 'hideForExpiry', params: ({ context }) => ({ expireHours: context.content?.expireHours ?? 1 }) },
            { type: 'openLink', params: ({ context }) => ({ router: context.content?.router ?? '/' }) },
          ],
        },
      },
    },
    empty: {},
    closed: {},
    followed: {},
  },
});
