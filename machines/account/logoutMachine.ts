import { assign, fromPromise, setup } from 'xstate';

/** The logout call's answer: a partner single sign-on user ('BM') has an SSO logout address. */
export interface LogoutOutcome {
  ssoLogoutUrl: string | null;
}

/**
 * Logout (spec section 4): the server call, then local state clears either way (at once: forgetting
 * the session cannot fail). An SSO user ('BM') goes to the SSO logout with a destination; everyone
 * else goes home, with order info cleared (it lives in the session), `home_modal_hide` set and the
 * chat session reset.
 */
export const logoutMachine = setup({
  types: {
    context: {} as { ssoLogoutUrl: string | null },
    events: {} as { type: 'logout.start' },
  },
  actors: {
    /** GET /user-api/login/logout; its failure does not keep anyone signed in. */
    logout: fromPromise<LogoutOutcome>(async () => {
      throw new Error('logout must be provided');
    }),
  },
  actions: {
    /** Clears the token, user info and what depends on them (order info included). */
    clearState: () => {},
    /** Home only: `home_modal_hide` set and the chat session reset. */
    forgetVisit: () => {},
    goToSsoLogout: (_, _params: { url: string }) => {},
    goHome: () => {},
  },
  guards: {
    isSso: ({ event }) => Boolean((event as { output?: LogoutOutcome }).output?.ssoLogoutUrl),
  },
}).createMachine({
  id: 'logout',
  context: { ssoLogoutUrl: null },
  initial: 'idle',
  states: {
    idle: { on: { 'logout.start': 'loggingOut' } },
    loggingOut: {
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: [
          {
            guard: 'isSso',
            target: 'sso',
            actions: assign({ ssoLogoutUrl: ({ event }) => event.output.ssoLogoutUrl }),
          },
          { target: 'home' },
        ],
        // A failed call signs out all the same.
        onError: 'home',
      },
    },
    home: { type: 'final', entry: ['clearState', 'forgetVisit', 'goHome'] },
    sso: {
      type: 'final',
      entry: ['clearState', { type: 'goToSsoLogout', params: ({ context }) => ({ url: context.ssoLogoutUrl ?? '' }) }],
    },
  },
});
