import { assign, fromPromise, setup } from 'xstate';
import { checkPin } from '../../runtime/validation/rules.ts';
import { failureOf, type SettingsFailure } from './failure.ts';

export interface ForgetForm {
  pin: string;
  confirm: string;
}

export type ForgetProblem = 'pinLength' | 'pinSame' | 'pinRun' | 'mismatch';
const PIN_PROBLEM = { 1: 'pinLength', 2: 'pinSame', 3: 'pinRun' } as const;

/** Spec section 5: six digits, not one digit, not a run; the confirmation matches. */
export function forgetProblem(form: ForgetForm): ForgetProblem | null {
  const rule = checkPin(form.pin);
  if (rule !== 0) return PIN_PROBLEM[rule];
  if (form.confirm !== form.pin) return 'mismatch';
  return null;
}

/**
 * A forgotten fund password: a new one is chosen, and the server has the authenticator or an email code
 * prove the account is the customer's (its security verification) before it replaces the old one.
 */
export const fundPasswordForgetMachine = setup({
  types: {
    context: {} as { problem: ForgetProblem | null; failure: SettingsFailure | null; saved: boolean },
    events: {} as { type: 'forget.open' } | { type: 'forget.cancel' } | { type: 'forget.submit'; form: ForgetForm },
  },
  actors: {
    save: fromPromise<void, { fundPassword: string }>(async () => {
      throw new Error('save must be provided');
    }),
  },
  guards: {
    formValid: ({ event }) => event.type === 'forget.submit' && forgetProblem(event.form) === null,
  },
}).createMachine({
  id: 'fundPasswordForget',
  context: { problem: null, failure: null, saved: false },
  initial: 'closed',
  states: {
    closed: {
      on: { 'forget.open': { target: 'editing', actions: assign({ problem: null, failure: null, saved: false }) } },
    },
    editing: {
      on: {
        'forget.cancel': 'closed',
        'forget.submit': [
          { guard: 'formValid', target: 'saving', actions: assign({ problem: null, failure: null }) },
          { actions: assign({ problem: ({ event }) => forgetProblem(event.form), failure: null }) },
        ],
      },
    },
    saving: {
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ event }) => ({ fundPassword: (event as { type: 'forget.submit'; form: ForgetForm }).form.pin }),
        onDone: { target: 'closed', actions: assign({ saved: true }) },
        onError: { target: 'editing', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
  },
});
