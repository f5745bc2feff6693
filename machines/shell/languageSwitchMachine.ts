import { assign, fromPromise, setup } from 'xstate';
import type { Locale } from '../../manifest/locales.ts';
import { errorText } from '../../runtime/http/errorText.ts';

/**
 * The header's language switch: one switch at a time; choosing the language already shown does
 * nothing. The switch itself (catalogs, cookie, route, user info) is the injected `switchTo` actor.
 */
export const languageSwitchMachine = setup({
  types: {
    context: {} as { current: Locale; pending: Locale | null; error: string | null },
    input: {} as { current: Locale },
    events: {} as { type: 'language.choose'; locale: Locale },
  },
  actors: {
    switchTo: fromPromise<string, { locale: Locale }>(async () => {
      throw new Error('switchTo must be provided');
    }),
  },
  guards: {
    isOtherLanguage: ({ context, event }) => event.locale !== context.current,
  },
}).createMachine({
  id: 'languageSwitch',
  context: ({ input }) => ({ current: input.current, pending: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'language.choose': {
          guard: 'isOtherLanguage',
          target: 'switching',
          actions: assign({ pending: ({ event }) => event.locale, error: null }),
        },
      },
    },
    switching: {
      invoke: {
        id: 'switchTo',
        src: 'switchTo',
        input: ({ context }) => ({ locale: context.pending as Locale }),
        onDone: {
          target: 'idle',
          actions: assign({ current: ({ context }) => context.pending as Locale, pending: null }),
        },
        onError: {
          target: 'idle',
          actions: assign({
            pending: null,
            error: ({ event }) => errorText(event.error) ?? '',
          }),
        },
      },
    },
  },
});
