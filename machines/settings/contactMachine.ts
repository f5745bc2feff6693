import { assign, fromPromise, setup } from 'xstate';
import { CODE_PATTERN, EMAIL_PATTERN, PHONE_NUMBER_PATTERN } from '../../runtime/http/contract/fieldsValues.ts';
import { failureOf, type SettingsFailure } from './failure.ts';

/** What is being bound or changed: a first phone number, another phone number, another email. */
export type ContactTarget = { kind: 'phone'; mode: 'bind' | 'change' } | { kind: 'email'; mode: 'change' };

export interface ContactForm {
  email: string;
  phoneCode: string;
  phoneNumber: string;
  code: string;
}

export type ContactProblem = 'emailInvalid' | 'phoneInvalid' | 'codeInvalid';

/** Spec section 5: a valid email or an 8 to 13 digit number with its calling code, and the 6-digit code sent to it. */
export function contactProblem(target: ContactTarget, form: ContactForm): ContactProblem | null {
  if (target.kind === 'email' && !EMAIL_PATTERN.test(form.email.trim())) return 'emailInvalid';
  if (target.kind === 'phone' && (!/^\+?\d{1,4}$/.test(form.phoneCode) || !PHONE_NUMBER_PATTERN.test(form.phoneNumber)))
    return 'phoneInvalid';
  if (!CODE_PATTERN.test(form.code.trim())) return 'codeInvalid';
  return null;
}

/**
 * Binding a phone number, or changing the phone number or the email: the new address, the code sent to it
 * (the send-code button's own flow), then the change. A change is verified by the server's security task
 * first. Problems stay on the form with what was typed; a refusal shows the server's message.
 */
export const contactMachine = setup({
  types: {
    context: {} as {
      target: ContactTarget | null;
      problem: ContactProblem | null;
      failure: SettingsFailure | null;
      saved: ContactTarget | null;
    },
    events: {} as
      | { type: 'contact.open'; target: ContactTarget }
      | { type: 'contact.cancel' }
      | { type: 'contact.submit'; form: ContactForm },
  },
  actors: {
    save: fromPromise<void, { target: ContactTarget; form: ContactForm }>(async () => {
      throw new Error('save must be provided');
    }),
  },
  guards: {
    formValid: ({ context, event }) =>
      event.type === 'contact.submit' && context.target !== null && contactProblem(context.target, event.form) === null,
  },
}).createMachine({
  id: 'contact',
  context: { target: null, problem: null, failure: null, saved: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'contact.open': {
          target: 'editing',
          actions: assign({ target: ({ event }) => event.target, saved: null, problem: null, failure: null }),
        },
      },
    },
    editing: {
      on: {
        'contact.cancel': 'closed',
        'contact.submit': [
          { guard: 'formValid', target: 'saving', actions: assign({ problem: null, failure: null }) },
          {
            actions: assign({
              problem: ({ context, event }) => (context.target ? contactProblem(context.target, event.form) : null),
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
          const { form } = event as { type: 'contact.submit'; form: ContactForm };
          return {
            target: context.target as ContactTarget,
            form: { ...form, email: form.email.trim(), code: form.code.trim() },
          };
        },
        onDone: { target: 'closed', actions: assign({ saved: ({ context }) => context.target }) },
        onError: { target: 'editing', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
  },
});
