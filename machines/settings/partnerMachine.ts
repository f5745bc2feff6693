import { assign, fromPromise, setup } from 'xstate';
import { PARTNER_ID_PATTERN } from '../../runtime/http/contract/settingsValues.ts';
import { failureOf, type SettingsFailure } from './failure.ts';

/**
 * Binding the partner id (P and six digits, from the partner who looks after the account); once bound it
 * stays. A wrong format stays on the form; an unknown id shows the server's message.
 */
export const partnerMachine = setup({
  types: {
    context: {} as { problem: 'format' | null; failure: SettingsFailure | null; bound: string | null },
    events: {} as { type: 'partner.open' } | { type: 'partner.cancel' } | { type: 'partner.submit'; partnerId: string },
  },
  actors: {
    bind: fromPromise<{ partnerName: string }, { partnerId: string }>(async () => {
      throw new Error('bind must be provided');
    }),
  },
  guards: {
    formValid: ({ event }) =>
      event.type === 'partner.submit' && PARTNER_ID_PATTERN.test(event.partnerId.trim().toUpperCase()),
  },
}).createMachine({
  id: 'partner',
  context: { problem: null, failure: null, bound: null },
  initial: 'closed',
  states: {
    closed: { on: { 'partner.open': { target: 'editing', actions: assign({ problem: null, failure: null }) } } },
    editing: {
      on: {
        'partner.cancel': 'closed',
        'partner.submit': [
          { guard: 'formValid', target: 'binding', actions: assign({ problem: null, failure: null }) },
          { actions: assign({ problem: 'format', failure: null }) },
        ],
      },
    },
    binding: {
      invoke: {
        id: 'bind',
        src: 'bind',
        input: ({ event }) => ({
          partnerId: (event as { type: 'partner.submit'; partnerId: string }).partnerId.trim().toUpperCase(),
        }),
        onDone: { target: 'bound', actions: assign({ bound: ({ event }) => event.output.partnerName }) },
        onError: { target: 'editing', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    bound: { type: 'final' },
  },
});
