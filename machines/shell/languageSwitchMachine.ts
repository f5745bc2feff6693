import { assign, fromPromise, setup } from 'xstate';
import type { Locale } from '../../manifest/locales.ts';
import { errorText } from '../../runtime/http/errorText.ts';

/** The switch itself (catalogs, cookie, route, user info); its signal aborts when the switcher goes. */
export type SwitchLanguage = (locale: Locale, signal: AbortSignal) => Promise<string>;

/**
 * The header's language switch: one switch at a time; choosing the language already shown does
 * nothing. The switch itself is the `switchTo` actor, which runs the `switchLanguage` the switcher gives
 * as input: the machine is made once, not provided per header (each server render made one, decision 120).
 */
export const languageSwitchMachine = setup({
  types: {
    context: {} as {
      current: Locale;
      pending: Locale | null;
      error: string | null;
      switchLanguage: SwitchLanguage | null;
    },
    input: {} as { current: Locale; switchLanguage?: SwitchLanguage },
    events: {} as { type: 'language.choose'; locale: Locale },
  },
  actors: {
    switchTo: fromPromise<string, { locale: Locale; switchLanguage?: SwitchLanguage | null }>(
      async ({ input, signal }) => {
        if (!input.switchLanguage) throw new Error('switchTo must be provided');
        return input.switchLanguage(input.locale, signal);
      },
    ),
  },
  guards: {
    isOtherLanguage: ({ context, event }) => event.locale !== context.current,
  },
}).createMachine({
  id: 'languageSwitch',
  context: ({ input }) => ({
    current: input.current,
    pending: null,
    error: null,
    switchLanguage: input.switchLanguage ?? null,
  }),
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
        input: ({ context }) => ({ locale: context.pending as Locale, switchLanguage: context.switchLanguage }),
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
