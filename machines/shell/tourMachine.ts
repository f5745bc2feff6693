import { fromPromise, setup } from 'xstate';

/** The five steps, in order (spec section 4). */
export const TOUR_STEPS = ['taskArea', 'cloudMining', 'accountAssets', 'calculator', 'customerService'] as const;
export type TourStep = (typeof TOUR_STEPS)[number];

/**
 * The guided tour (spec section 4): for a signed-in user on the list, task or dashboard page whose
 * register-mission guide status is unset (the status call answers true), five steps; finishing or
 * closing it posts status '1' so it never starts again. Status failures only skip the tour.
 */
export const tourMachine = setup({
  types: {
    events: {} as { type: 'tour.check' } | { type: 'tour.next' } | { type: 'tour.back' } | { type: 'tour.close' },
  },
  actors: {
    /** True while the guide status is unset. */
    guideStatus: fromPromise<boolean>(async () => {
      throw new Error('guideStatus must be provided');
    }),
    /** Posts status '1'. */
    markSeen: fromPromise<void>(async () => {
      throw new Error('markSeen must be provided');
    }),
  },
  guards: {
    unset: ({ event }) => (event as unknown as { output: boolean }).output === true,
  },
}).createMachine({
  id: 'tour',
  initial: 'idle',
  states: {
    idle: { on: { 'tour.check': 'checking' } },
    checking: {
      invoke: {
        id: 'guideStatus',
        src: 'guideStatus',
        onDone: [{ guard: 'unset', target: 'touring' }, { target: 'skipped' }],
        // Spec section 8: such calls fail silently; no tour this time.
        onError: 'skipped',
      },
    },
    touring: {
      initial: 'taskArea',
      on: { 'tour.close': 'saving' },
      states: {
        taskArea: { on: { 'tour.next': 'cloudMining' } },
        cloudMining: { on: { 'tour.next': 'accountAssets', 'tour.back': 'taskArea' } },
        accountAssets: { on: { 'tour.next': 'calculator', 'tour.back': 'cloudMining' } },
        calculator: { on: { 'tour.next': 'customerService', 'tour.back': 'accountAssets' } },
        customerService: { on: { 'tour.next': '#tour.saving', 'tour.back': 'calculator' } },
      },
    },
    saving: {
      invoke: {
        id: 'markSeen',
        src: 'markSeen',
        onDone: 'finished',
        // Logged by the actor; the tour is over on screen either way.
        onError: 'finished',
      },
    },
    finished: { type: 'final' },
    skipped: { type: 'final' },
  },
});
