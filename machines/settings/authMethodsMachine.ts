import { assign, fromPromise, setup } from 'xstate';
import type { AuthMethod, AuthMethodScope } from '../../runtime/http/contract/settings.ts';
import { failureOf, type SettingsFailure } from './failure.ts';

/**
 * Which checks withdrawals or payments ask for: the fund password always, plus the authenticator or an email
 * code the customer adds. Saving is verified by the server's security task; a refusal shows its message.
 */
export const authMethodsMachine = setup({
  types: {
    context: {} as { scope: AuthMethodScope | null; failure: SettingsFailure | null; saved: AuthMethodScope | null },
    events: {} as
      | { type: 'methods.edit'; scope: AuthMethodScope }
      | { type: 'methods.cancel' }
      | { type: 'methods.submit'; methods: AuthMethod[] },
  },
  actors: {
    save: fromPromise<AuthMethod[], { scope: AuthMethodScope; methods: AuthMethod[] }>(async () => {
      throw new Error('save must be provided');
    }),
  },
}).createMachine({
  id: 'authMethods',
  context: { scope: null, failure: null, saved: null },
  initial: 'viewing',
  states: {
    viewing: {
      on: {
        'methods.edit': {
          target: 'editing',
          actions: assign({ scope: ({ event }) => event.scope, failure: null, saved: null }),
        },
      },
    },
    editing: {
      on: {
        'methods.cancel': 'viewing',
        'methods.submit': { target: 'saving', actions: assign({ failure: null }) },
      },
    },
    saving: {
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context, event }) => ({
          scope: context.scope as AuthMethodScope,
          methods: (event as { type: 'methods.submit'; methods: AuthMethod[] }).methods,
        }),
        onDone: { target: 'viewing', actions: assign({ saved: ({ context }) => context.scope }) },
        onError: { target: 'editing', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
  },
});
