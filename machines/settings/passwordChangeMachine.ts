import { assign, fromPromise, setup } from 'xstate';
import { PASSWORD_PATTERN } from '../../runtime/http/contract/fieldsValues.ts';
import { failureOf, type SettingsFailure } from './failure.ts';

export interface PasswordChangeForm {
  /** The current password; empty for an account that never had one (it sets its first). */
  oldPasswd: string;
  passwd: string;
  confirm: string;
}

export type PasswordChangeProblem = 'oldRequired' | 'passwordRule' | 'samePassword' | 'mismatch';

/** Spec section 5: the site password rule, the confirmation must match; the current one is needed when set. */
export function passwordChangeProblem(passwordSet: boolean, form: PasswordChangeForm): PasswordChangeProblem | null {
  if (passwordSet && form.oldPasswd === '') return 'oldRequired';
  if (!PASSWORD_PATTERN.test(form.passwd)) return 'passwordRule';
  if (passwordSet && form.passwd === form.oldPasswd) return 'samePassword';
  if (form.confirm !== form.passwd) return 'mismatch';
  return null;
}

/**
 * Changing the login password (or setting the first one for a code-only account). The server asks for the
 * security verification before it changes anything; closing that dialog leaves the form as typed.
 */
export const passwordChangeMachine = setup({
  types: {
    input: {} as { passwordSet: boolean },
    context: {} as {
      passwordSet: boolean;
      problem: PasswordChangeProblem | null;
      failure: SettingsFailure | null;
      saved: boolean;
    },
    events: {} as
      | { type: 'password.open' }
      | { type: 'password.cancel' }
      | { type: 'password.submit'; form: PasswordChangeForm },
  },
  actors: {
    save: fromPromise<void, { oldPasswd?: string; passwd: string }>(async () => {
      throw new Error('save must be provided');
    }),
  },
  guards: {
    formValid: ({ context, event }) =>
      event.type === 'password.submit' && passwordChangeProblem(context.passwordSet, event.form) === null,
  },
}).createMachine({
  id: 'passwordChange',
  context: ({ input }) => ({ passwordSet: input.passwordSet, problem: null, failure: null, saved: false }),
  initial: 'closed',
  states: {
    closed: {
      on: { 'password.open': { target: 'editing', actions: assign({ saved: false, problem: null, failure: null }) } },
    },
    editing: {
      on: {
        'password.cancel': 'closed',
        'password.submit': [
          { guard: 'formValid', target: 'saving', actions: assign({ problem: null, failure: null }) },
          {
            actions: assign({
              problem: ({ context, event }) => passwordChangeProblem(context.passwordSet, event.form),
              failure: null,
            }),
          },
        ],
      },
    },
    saving: {
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context, event }) => {
          const { form } = event as { type: 'password.submit'; form: PasswordChangeForm };
          return context.passwordSet ? { oldPasswd: form.oldPasswd, passwd: form.passwd } : { passwd: form.passwd };
        },
        onDone: { target: 'closed', actions: assign({ saved: true, passwordSet: true }) },
        onError: { target: 'editing', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
  },
});
