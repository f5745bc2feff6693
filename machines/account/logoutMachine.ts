import { fromPromise, setup } from 'xstate';

/** Who is logging out: a partner single sign-on user (`logoutUrl` 'BM') leaves through the SSO logout. */
export interface LogoutInput {
  sso: boolean;
}

/**
 * Logout (spec section 4): the server call, then local state clears either way (at once: forgetting
 * the session cannot fail). An SSO user ('BM', known from the user info before the call) goes to the
 * SSO logout with a destination, whatever the call answered or if it failed: the answer is unused
 * (spec). Everyone else goes home, with order info cleared (it lives in the session),
 * `home_modal_hide` set and the chat session reset.
 */
export const logoutMachine = setup({
  types: {
    context: {} as { sso: boolean },
    input: {} as LogoutInput,
    events: {} as { type: 'logout.start' },
  },
  actors: {
    /** The logout call; its answer is unused, and its failure does not keep anyone signed in. */
    logout: fromPromise<unknown>(async () => {
      throw new Error('logout must be provided');
    }),
  },
  actions: {
    /** Clears the token, user info and what depends on them (order info included). */
    clearState: () => {},
    /** Home only: `home_modal_hide` set and the chat session reset. */
    forgetVisit: () => {},
    goToSsoLogout: () => {},
    goHome: () => {},
  },
  guards: {
    isSso: ({ context }) => context.sso,
  },
}).createMachine({
  id: 'logout',
  context: ({ input }) => ({ sso: input.sso }),
  initial: 'idle',
  states: {
    idle: { on: { 'logout.start': 'loggingOut' } },
    loggingOut: {
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: [{ guard: 'isSso', target: 'sso' }, { target: 'home' }],
        // A failed call signs out all the same, the SSO user through the SSO logout.
        onError: [{ guard: 'isSso', target: 'sso' }, { target: 'home' }],
      },
    },
    home: { type: 'final', entry: ['clearState', 'forgetVisit', 'goHome'] },
    sso: {
      type: 'final',
      entry: ['clearState', 'goToSsoLogout'],
    },
  },
});
