import { assign, fromPromise, setup } from 'xstate';

export interface BottomAdBanner {
  imageUrl: string;
  router: string;
}

/**
 * The bottom ad for logged-out visitors: loads its banner (none, or a failed load, shows nothing),
 * and stays closed once the visitor closes it.
 */
export const bottomAdMachine = setup({
  types: {
    context: {} as { banner: BottomAdBanner | null },
    events: {} as { type: 'ad.close' },
  },
  actors: {
    loadBanner: fromPromise<BottomAdBanner | null>(async () => {
      throw new Error('loadBanner must be provided');
    }),
  },
  guards: {
    hasBanner: ({ event }) => (event as unknown as { output: BottomAdBanner | null }).output !== null,
  },
}).createMachine({
  id: 'bottomAd',
  context: { banner: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadBanner',
        src: 'loadBanner',
        onDone: [
          { guard: 'hasBanner', target: 'shown', actions: assign({ banner: ({ event }) => event.output }) },
          { target: 'empty' },
        ],
        // The ad is decoration: a failed banner call only leaves it out.
        onError: 'empty',
      },
    },
    shown: { on: { 'ad.close': 'closed' } },
    empty: {},
    closed: {},
  },
});
