import { assign, fromPromise, setup } from 'xstate';
import { failureOf, type SettingsFailure } from './failure.ts';

/** What can be unbound from the settings page. */
export type UnbindTarget =
  | { kind: 'email' }
  | { kind: 'phone' }
  | { kind: 'ga' }
  | { kind: 'thirdParty'; thirdType: string };

/**
 * Unbinding the email, the phone number, the authenticator or a third-party login: the customer confirms
 * what is removed, the server asks for the security verification, then it is gone. A refusal (the last way to
 * log in, say) shows the server's message in the confirmation, which can be tried again or cancelled.
 */
export const unbindMachine = setup({
  types: {
    context: {} as { target: UnbindTarget | null; failure: SettingsFailure | null; done: UnbindTarget | null },
    events: {} as { type: 'unbind.ask'; target: UnbindTarget } | { type: 'unbind.cancel' } | { type: 'unbind.confirm' },
  },
  actors: {
    unbind: fromPromise<void, UnbindTarget>(async () => {
      throw new Error('unbind must be provided');
    }),
  },
}).createMachine({
  id: 'unbind',
  context: { target: null, failure: null, done: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'unbind.ask': {
          target: 'confirming',
          actions: assign({ target: ({ event }) => event.target, failure: null, done: null }),
        },
      },
    },
    confirming: {
      on: {
        'unbind.cancel': { target: 'idle', actions: assign({ target: null, failure: null }) },
        'unbind.confirm': { target: 'unbinding', actions: assign({ failure: null }) },
      },
    },
    unbinding: {
      invoke: {
        id: 'unbind',
        src: 'unbind',
        input: ({ context }) => context.target as UnbindTarget,
        onDone: { target: 'idle', actions: assign({ done: ({ context }) => context.target, target: null }) },
        onError: { target: 'confirming', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
  },
});
