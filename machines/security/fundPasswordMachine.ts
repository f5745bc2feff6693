import { assign, fromPromise, setup } from 'xstate';
import { errorText } from '../../runtime/http/errorText.ts';
import { checkPin } from '../../runtime/validation/rules.ts';

/** Why a form cannot go: a PIN rule (spec section 5), a mismatch, or a missing current password. */
export type FundPasswordProblem = 'pinLength' | 'pinSame' | 'pinRun' | 'mismatch' | 'oldRequired';

export interface FundPasswordForm {
  /** The current fund password (reset only). */
  oldPin: string;
  pin: string;
  confirm: string;
}

export interface FundPasswordContext {
  /** add: no fund password yet; reset: the current one proves ownership. */
  mode: 'add' | 'reset';
  problem: FundPasswordProblem | null;
  /** The server's message when the save failed ('' when it said nothing: the view shows its fallback). */
  serverError: string | null;
}

const PIN_PROBLEM = { 1: 'pinLength', 2: 'pinSame', 3: 'pinRun' } as const;

/** The first problem of a submitted form, or null (spec section 5: six digits, not one digit, not a run). */
export function fundPasswordProblem(mode: 'add' | 'reset', form: FundPasswordForm): FundPasswordProblem | null {
  if (mode === 'reset' && !/^\d{6}$/.test(form.oldPin)) return 'oldRequired';
  const rule = checkPin(form.pin);
  if (rule !== 0) return PIN_PROBLEM[rule];
  if (form.confirm !== form.pin) return 'mismatch';
  return null;
}

/**
 * The fund-password modal: finds out whether a fund password exists, then sets the first one or
 * resets it with the current one. Rule problems stay on the form with what was typed; a server
 * refusal shows its message under the form.
 */
export const fundPasswordMachine = setup({
  types: {
    context: {} as FundPasswordContext,
    events: {} as { type: 'form.submit'; form: FundPasswordForm } | { type: 'status.retry' },
  },
  actors: {
    /** Whether the account has a fund password. */
    loadStatus: fromPromise<{ fundPasswordSet: boolean }>(async () => {
      throw new Error('loadStatus must be provided');
    }),
    save: fromPromise<void, { mode: 'add' | 'reset'; form: FundPasswordForm }>(async () => {
      throw new Error('save must be provided');
    }),
  },
  guards: {
    formValid: ({ context, event }) =>
      event.type === 'form.submit' && fundPasswordProblem(context.mode, event.form) === null,
  },
}).createMachine({
  id: 'fundPassword',
  context: { mode: 'add', problem: null, serverError: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadStatus',
        src: 'loadStatus',
        onDone: {
          target: 'editing',
          actions: assign({ mode: ({ event }) => (event.output.fundPasswordSet ? 'reset' : 'add') }),
        },
        onError: 'loadFailed',
      },
    },
    loadFailed: { on: { 'status.retry': 'loading' } },
    editing: {
      on: {
        'form.submit': [
          { guard: 'formValid', target: 'saving', actions: assign({ problem: null, serverError: null }) },
          {
            actions: assign({
              problem: ({ context, event }) => fundPasswordProblem(context.mode, event.form),
              serverError: null,
            }),
          },
        ],
      },
    },
    saving: {
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context, event }) => ({
          mode: context.mode,
          form: (event as { type: 'form.submit'; form: FundPasswordForm }).form,
        }),
        onDone: 'saved',
        onError: {
          target: 'editing',
          actions: assign({
            serverError: ({ event }) => errorText(event.error) ?? '',
          }),
        },
      },
    },
    saved: { type: 'final' },
  },
});
