import { setup } from 'xstate';

/** The cookie notice: shown until dismissed; dismissing is remembered (the injected action writes the cookie). */
export const cookieNoticeMachine = setup({
  types: {
    input: {} as { dismissedBefore: boolean },
    context: {} as { dismissedBefore: boolean },
    events: {} as { type: 'notice.dismiss' },
  },
  actions: {
    rememberDismissal: () => {
      throw new Error('rememberDismissal must be provided');
    },
  },
  guards: {
    dismissedBefore: ({ context }) => context.dismissedBefore,
  },
}).createMachine({
  id: 'cookieNotice',
  context: ({ input }) => ({ dismissedBefore: input.dismissedBefore }),
  initial: 'deciding',
  states: {
    deciding: { always: [{ guard: 'dismissedBefore', target: 'hidden' }, { target: 'visible' }] },
    visible: { on: { 'notice.dismiss': { target: 'hidden', actions: 'rememberDismissal' } } },
    hidden: {},
  },
});
