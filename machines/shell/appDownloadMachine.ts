import { assign, fromPromise, setup } from 'xstate';

/** The Android download URL for the header's QR code, from the dictionary call; without it the QR is left out. */
export const appDownloadMachine = setup({
  types: {
    context: {} as { androidUrl: string | null },
  },
  actors: {
    loadAndroidUrl: fromPromise<string | null>(async () => {
      throw new Error('loadAndroidUrl must be provided');
    }),
  },
}).createMachine({
  id: 'appDownload',
  context: { androidUrl: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadAndroidUrl',
        src: 'loadAndroidUrl',
        onDone: [
          {
            guard: ({ event }) => typeof event.output === 'string' && event.output !== '',
            target: 'ready',
            actions: assign({ androidUrl: ({ event }) => event.output }),
          },
          { target: 'unavailable' },
        ],
        onError: 'unavailable',
      },
    },
    ready: {},
    unavailable: {},
  },
});
