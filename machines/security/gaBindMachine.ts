import { assign, fromPromise, setup } from 'xstate';
import { CODE_PATTERN } from '../../runtime/http/contract/fieldsValues.ts';
import { errorText } from '../../runtime/http/errorText.ts';

export type GaPrepared = { bound: true } | { bound: false; secret: string; otpauthUri: string };

export interface GaBindContext {
  secret: string | null;
  otpauthUri: string | null;
  /** The code typed is not six digits. */
  invalid: boolean;
  serverError: string | null;
}

/**
 * The authenticator-binding modal: an account without one gets a new secret as a QR code (and as
 * text to type), then binds it with a current six-digit code; an account with one is told so.
 */
export const gaBindMachine = setup({
  types: {
    context: {} as GaBindContext,
    events: {} as { type: 'code.submit'; code: string } | { type: 'status.retry' },
  },
  actors: {
    prepare: fromPromise<GaPrepared>(async () => {
      throw new Error('prepare must be provided');
    }),
    bind: fromPromise<void, { code: string }>(async () => {
      throw new Error('bind must be provided');
    }),
  },
  guards: {
    alreadyBound: ({ event }) => (event as unknown as { output: GaPrepared }).output.bound,
    codeValid: ({ event }) => event.type === 'code.submit' && CODE_PATTERN.test(event.code.trim()),
  },
}).createMachine({
  id: 'gaBind',
  context: { secret: null, otpauthUri: null, invalid: false, serverError: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'prepare',
        src: 'prepare',
        onDone: [
          { guard: 'alreadyBound', target: 'alreadyBound' },
          {
            target: 'entering',
            actions: assign(({ event }) => {
              const output = event.output as Extract<GaPrepared, { bound: false }>;
              return { secret: output.secret, otpauthUri: output.otpauthUri };
            }),
          },
        ],
        onError: 'loadFailed',
      },
    },
    loadFailed: { on: { 'status.retry': 'loading' } },
    alreadyBound: { type: 'final' },
    entering: {
      on: {
        'code.submit': [
          { guard: 'codeValid', target: 'binding', actions: assign({ invalid: false, serverError: null }) },
          { actions: assign({ invalid: true, serverError: null }) },
        ],
      },
    },
    binding: {
      invoke: {
        id: 'bind',
        src: 'bind',
        input: ({ event }) => ({ code: (event as { type: 'code.submit'; code: string }).code.trim() }),
        onDone: 'bound',
        onError: {
          target: 'entering',
          actions: assign({
            serverError: ({ event }) => errorText(event.error) ?? '',
          }),
        },
      },
    },
    bound: { type: 'final' },
  },
});
