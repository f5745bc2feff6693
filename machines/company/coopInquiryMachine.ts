import { assign, fromPromise, setup } from 'xstate';
import { type COOP_FIELDS, corporateAskInput } from '../../runtime/http/contract/company.ts';
import { errorText } from '../../runtime/http/errorText.ts';

export type CoopField = (typeof COOP_FIELDS)[number];
/** What the form holds: every field as typed (the view keeps it; the machine gets it on submit). */
export type CoopValues = Record<CoopField, string>;
/** A field's rule message as the contract words it (`is required`); the view translates it. */
export type CoopFieldErrors = Partial<Record<CoopField, string>>;

export const EMPTY_COOP_VALUES: CoopValues = {
  company: '',
  contactName: '',
  email: '',
  phone: '',
  country: '',
  cooperationType: '',
  volume: '',
  message: '',
};

/** The contract's own rules (the sandbox checks the same ones): every broken field with its message. */
export function coopFieldErrors(values: CoopValues): CoopFieldErrors {
  const parsed = corporateAskInput.safeParse(values);
  if (parsed.success) return {};
  const errors: CoopFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as CoopField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * The cooperation page's corporate inquiry (the spec's "corporate ask record"): the form is edited,
 * a submit with broken fields stays in editing with a message at each field, a valid one is sent;
 * the sandbox stores it and answers a reference, or the failure shows its message with a retry of the
 * same inquiry (what was typed stays). After the confirmation another inquiry may be written.
 */
export const coopInquiryMachine = setup({
  types: {
    context: {} as {
      values: CoopValues;
      fieldErrors: CoopFieldErrors;
      error: string | null;
      reference: string | null;
    },
    events: {} as
      | { type: 'coop.submit'; values: CoopValues }
      | { type: 'coop.retry' }
      | { type: 'coop.edit' }
      | { type: 'coop.again' },
  },
  actors: {
    sendAsk: fromPromise<{ reference: string }, CoopValues>(async () => {
      throw new Error('sendAsk must be provided');
    }),
  },
  guards: {
    valid: ({ event }) => event.type === 'coop.submit' && Object.keys(coopFieldErrors(event.values)).length === 0,
  },
}).createMachine({
  id: 'coopInquiry',
  context: { values: EMPTY_COOP_VALUES, fieldErrors: {}, error: null, reference: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'coop.submit': [
          {
            guard: 'valid',
            target: 'submitting',
            actions: assign({ values: ({ event }) => event.values, fieldErrors: {}, error: null }),
          },
          {
            target: 'editing',
            actions: assign({
              values: ({ event }) => event.values,
              fieldErrors: ({ event }) => coopFieldErrors(event.values),
            }),
          },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'sendAsk',
        src: 'sendAsk',
        input: ({ context }) => context.values,
        onDone: { target: 'sent', actions: assign({ reference: ({ event }) => event.output.reference }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) ?? '' }) },
      },
    },
    failed: {
      on: {
        'coop.retry': { target: 'submitting', actions: assign({ error: null }) },
        'coop.edit': { target: 'editing', actions: assign({ error: null }) },
      },
    },
    sent: {
      on: {
        'coop.again': {
          target: 'editing',
          actions: assign({ values: EMPTY_COOP_VALUES, fieldErrors: {}, error: null, reference: null }),
        },
      },
    },
  },
});
