import { assign, fromPromise, setup } from 'xstate';

/** The logout call's answer: a partner single sign-on user ('BM') has an SSO logout address. */
export interface LogoutOutcome {
  ssoLogoutUrl: string | null;
}

/**
 * Logout (spec section 4): the server call, then local state clears either way. An SSO user ('BM')
 * goes to the SSO logout with a destination; everyone else goes home, with order info cleared,
 * `home_modal_hide` set and the chat session reset.
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
    /** Clears the token, user info and what depends on them. */
    clearState: fromPromise<void>(async () => {
      throw new Error('clearState must be provided');
    }),
  },
  actions: {
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
            target: 'clearingSso',
            actions: assign({ ssoLogoutUrl: ({ event }) => event.output.ssoLogoutUrl }),
          },
          { target: 'clearing' },
        ],
        onError: 'clearing',
      },
    },
    clearing: {
      invoke: { id: 'clearState', src: 'clearState', onDone: 'home', onError: 'home' },
    },
    clearingSso: {
      invoke: { id: 'clearStateSso', src: 'clearState', onDone: 'sso', onError: 'sso' },
    },
    home: { type: 'final', entry: 'goHome' },
    sso: {
      type: 'final',
      entry: { type: 'goToSsoLogout', params: ({ context }) => ({ url: context.ssoLogoutUrl ?? '' }) },
    },
  },
});
