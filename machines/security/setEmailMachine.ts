import { assign, fromPromise, setup } from 'xstate';
import { CODE_PATTERN, EMAIL_PATTERN } from '../../runtime/http/contract/fieldsValues.ts';
import { errorText } from '../../runtime/http/errorText.ts';

export type SetEmailProblem = 'emailRequired' | 'emailInvalid' | 'codeRequired' | 'codeInvalid';

export interface SetEmailForm {
  email: string;
  code: string;
}

/** The first problem of the form (spec section 5: email required and valid; code required, six digits). */
export function setEmailProblem(form: SetEmailForm): SetEmailProblem | null {
  const email = form.email.trim();
  if (email === '') return 'emailRequired';
  if (!EMAIL_PATTERN.test(email)) return 'emailInvalid';
  const code = form.code.trim();
  if (code === '') return 'codeRequired';
  if (!CODE_PATTERN.test(code)) return 'codeInvalid';
  return null;
}

/**
 * The set-email modal: an address, a code sent to it (the send-code button's own flow), then the
 * binding. Problems stay on the form with what was typed; a refusal shows the server's message.
 */
export const setEmailMachine = setup({
  types: {
    context: {} as { problem: SetEmailProblem | null; serverError: string | null },
    events: {} as { type: 'form.submit'; form: SetEmailForm },
  },
  actors: {
    bind: fromPromise<void, SetEmailForm>(async () => {
      throw new Error('bind must be provided');
    }),
  },
  guards: {
    formValid: ({ event }) => setEmailProblem(event.form) === null,
  },
}).createMachine({
  id: 'setEmail',
  context: { problem: null, serverError: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'form.submit': [
          { guard: 'formValid', target: 'binding', actions: assign({ problem: null, serverError: null }) },
          { actions: assign({ problem: ({ event }) => setEmailProblem(event.form), serverError: null }) },
        ],
      },
    },
    binding: {
      invoke: {
        id: 'bind',
        src: 'bind',
        input: ({ event }) => {
          const { form } = event as { type: 'form.submit'; form: SetEmailForm };
          return { email: form.email.trim(), code: form.code.trim() };
        },
        onDone: 'bound',
        onError: {
          target: 'editing',
          actions: assign({
            serverError: ({ event }) => errorText(event.error) ?? '',
          }),
        },
      },
    },
    bound: { type: 'final' },
  },
});
