import { assign, fromPromise, setup } from 'xstate';
import type { CorporateAskInput } from '../../runtime/http/contract/company.ts';
import {
  COOP_LIMITS,
  COOP_PHONE_PATTERN,
  COOP_RULES,
  COOPERATION_TYPES,
  type CoopField,
} from '../../runtime/http/contract/companyValues.ts';
import { EMAIL_PATTERN } from '../../runtime/http/contract/fieldsValues.ts';
import { errorText } from '../../runtime/http/errorText.ts';

export type { CoopField };
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

/** A trimmed text field: required, at most `max` characters. */
function textRule(value: string, max: number, min = 1, short: string = COOP_RULES.required): string | null {
  const text = value.trim();
  if (text.length < min) return short;
  return text.length > max ? COOP_RULES.tooLong : null;
}

/**
 * The rules of the call's contract (`corporateAskInput`, which the sandbox checks), written without zod so the
 * cooperation page does not load it (25 KiB, decision 121): every broken field with the contract's message, the
 * first one its schema would say. `tests/unit/coopFields.test.ts` checks both say the same for any input.
 */
export function coopFieldErrors(values: CoopValues): CoopFieldErrors {
  const email = values.email.trim();
  const phone = values.phone.trim();
  const rules: Record<CoopField, string | null> = {
    company: textRule(values.company, COOP_LIMITS.name),
    contactName: textRule(values.contactName, COOP_LIMITS.name),
    email: textRule(email, COOP_LIMITS.email) ?? (EMAIL_PATTERN.test(email) ? null : COOP_RULES.email),
    phone:
      phone.length > COOP_LIMITS.phone
        ? COOP_RULES.tooLong
        : phone === '' || COOP_PHONE_PATTERN.test(phone)
          ? null
          : COOP_RULES.phone,
    country: textRule(values.country, COOP_LIMITS.country),
    cooperationType: (COOPERATION_TYPES as readonly string[]).includes(values.cooperationType) ? null : COOP_RULES.type,
    volume: textRule(values.volume, COOP_LIMITS.volume),
    message: textRule(values.message, COOP_LIMITS.messageMax, COOP_LIMITS.messageMin, COOP_RULES.messageShort),
  };
  const errors: CoopFieldErrors = {};
  for (const [field, message] of Object.entries(rules) as [CoopField, string | null][]) {
    if (message !== null) errors[field] = message;
  }
  return errors;
}

/**
 * What the form sends for values that passed the rules (the cooperation type is then one of the list): each
 * field trimmed, as the call's contract reads it.
 */
export function coopInquiryInput(values: CoopValues): CorporateAskInput {
  return Object.fromEntries(
    Object.entries(values).map(([field, value]) => [field, value.trim()]),
  ) as unknown as CorporateAskInput;
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
