import { assign, fromPromise, setup } from 'xstate';
import { errorText } from '../../runtime/http/errorText.ts';
import { DEFAULT_PHONE_CODE } from '../../runtime/validation/countries.ts';
import { INPUT_DEBOUNCE_MS, type MessageKey, validateCode } from '../../runtime/validation/rules.ts';
import { type AccountType, accountErrors } from './loginMachine.ts';

export type RegisterField = 'email' | 'phoneCode' | 'phoneNumber' | 'inviteCode' | 'code';

export interface RegisterFields {
  accountType: AccountType;
  email: string;
  phoneCode: string;
  phoneNumber: string;
  inviteCode: string;
  code: string;
}

export interface RegisterContext extends RegisterFields {
  /** Campaigns inv-/inv_/uni-/uni_ set the invite code and lock the field. */
  inviteLocked: boolean;
  /** False for uni-/uni_ campaigns: their invite code is not checked before the code is sent. */
  checkInvite: boolean;
  agreed: boolean;
  errors: Partial<Record<RegisterField | 'agreement', MessageKey | 'agreement_required'>>;
  /** The invite check's failure message (or 'fail'), under the invite field. */
  inviteMessage: string | null;
  serverError: string | null;
}

export interface RegisterInput {
  accountType?: AccountType;
  /** The phone code a new number starts with (the visitor's country's); the default without one. */
  phoneCode?: string;
  invite?: { value: string; locked: boolean; checkBeforeSend: boolean };
}

export type RegisterEvent =
  | { type: 'field.change'; field: RegisterField; value: string }
  | { type: 'accountType.switch'; accountType: AccountType }
  | { type: 'agreement.toggle'; agreed: boolean }
  | { type: 'account.submit' }
  | { type: 'terms.accept' }
  | { type: 'terms.dismiss' }
  | { type: 'code.submit' }
  | { type: 'step.back' };

/**
 * The register modal and pages (spec section 4): step 0 account, invite code and agreement; the
 * invite code, when present and not from a uni- campaign, is checked first (its message under the
 * field); step 1 the code. Success stores the token (the `register` actor) and ends in `registered`;
 * a failure resets the submit state, clears the code and is tracked.
 */
export const registerMachine = setup({
  types: {
    context: {} as RegisterContext,
    input: {} as RegisterInput,
    events: {} as RegisterEvent,
  },
  actors: {
    checkInvite: fromPromise<void, RegisterFields>(async () => {
      throw new Error('checkInvite must be provided');
    }),
    /** Registers, stores the token. */
    register: fromPromise<void, RegisterFields>(async () => {
      throw new Error('register must be provided');
    }),
  },
  actions: {
    trackFailure: () => {},
    setField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const errors = { ...context.errors };
      delete errors[event.field];
      return {
        [event.field]: event.value,
        errors,
        serverError: null,
        inviteMessage: event.field === 'inviteCode' ? null : context.inviteMessage,
      };
    }),
    showTypedErrors: assign(({ context }) => {
      const typed = context.accountType === 'email' ? context.email : context.phoneNumber;
      return typed === '' ? {} : { errors: { ...context.errors, ...accountErrors(context) } };
    }),
    showAccountErrors: assign(({ context }) => ({ errors: { ...context.errors, ...accountErrors(context) } })),
    agree: assign(({ context }) => {
      const errors = { ...context.errors };
      delete errors.agreement;
      return { agreed: true, errors };
    }),
  },
  guards: {
    accountInvalid: ({ context }) => Object.keys(accountErrors(context)).length > 0,
    notAgreed: ({ context }) => !context.agreed,
    needsInviteCheck: ({ context }) => context.checkInvite && context.inviteCode.trim() !== '',
    /** Step 0 shows the account and the invite code (unless a campaign locked it); step 1 only the code. */
    isAccountStepField: ({ context, event }) =>
      event.type === 'field.change' &&
      (event.field === 'email' ||
        event.field === 'phoneCode' ||
        event.field === 'phoneNumber' ||
        (event.field === 'inviteCode' && !context.inviteLocked)),
    isCode: ({ event }) => event.type === 'field.change' && event.field === 'code',
    completesCode: ({ event }) =>
      event.type === 'field.change' && event.field === 'code' && validateCode(event.value) === null,
  },
  delays: { debounce: INPUT_DEBOUNCE_MS },
}).createMachine({
  id: 'register',
  context: ({ input }) => ({
    accountType: input.accountType ?? 'email',
    email: '',
    phoneCode: input.phoneCode || DEFAULT_PHONE_CODE,
    phoneNumber: '',
    inviteCode: input.invite?.value ?? '',
    inviteLocked: input.invite?.locked ?? false,
    checkInvite: input.invite?.checkBeforeSend ?? true,
    code: '',
    agreed: false,
    errors: {},
    inviteMessage: null,
    serverError: null,
  }),
  initial: 'account',
  states: {
    account: {
      initial: 'editing',
      states: {
        editing: {
          after: { debounce: { actions: 'showTypedErrors' } },
          on: {
            'field.change': { guard: 'isAccountStepField', target: 'editing', reenter: true, actions: 'setField' },
            'accountType.switch': {
              target: 'editing',
              reenter: true,
              actions: assign({ accountType: ({ event }) => event.accountType, errors: {}, serverError: null }),
            },
            'agreement.toggle': {
              actions: assign(({ context, event }) => {
                const errors = { ...context.errors };
                if (event.agreed) delete errors.agreement;
                return { agreed: event.agreed, errors };
              }),
            },
            'account.submit': [
              { guard: 'accountInvalid', actions: 'showAccountErrors' },
              {
                guard: 'notAgreed',
                target: 'confirmTerms',
                actions: assign(({ context }) => ({
                  errors: { ...context.errors, agreement: 'agreement_required' as const },
                })),
              },
              { guard: 'needsInviteCheck', target: '#register.checkingInvite' },
              { target: '#register.codeEntry' },
            ],
          },
        },
        confirmTerms: {
          on: {
            'terms.accept': [
              { guard: 'needsInviteCheck', target: '#register.checkingInvite', actions: 'agree' },
              { target: '#register.codeEntry', actions: 'agree' },
            ],
            'terms.dismiss': 'editing',
          },
        },
      },
    },
    checkingInvite: {
      invoke: {
        id: 'checkInvite',
        src: 'checkInvite',
        input: ({ context }) => context,
        onDone: '#register.codeEntry',
        onError: {
          target: 'account.editing',
          // Spec section 5: its message, or 'fail'.
          actions: assign({ inviteMessage: ({ event }) => errorText(event.error) ?? 'fail' }),
        },
      },
    },
    codeEntry: {
      on: {
        // A complete code submits by itself (spec section 5); the button only explains an incomplete one.
        'field.change': [
          { guard: 'completesCode', target: 'submitting', actions: 'setField' },
          { guard: 'isCode', actions: 'setField' },
        ],
        'code.submit': {
          actions: assign(({ context }) => ({ errors: { code: validateCode(context.code) ?? undefined } })),
        },
        'step.back': { target: 'account.editing', actions: assign({ code: '', errors: {}, serverError: null }) },
      },
    },
    submitting: {
      entry: assign({ serverError: null }),
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => context,
        onDone: 'registered',
        onError: {
          target: 'codeEntry',
          actions: [assign(({ event }) => ({ serverError: errorText(event.error) ?? '', code: '' })), 'trackFailure'],
        },
      },
    },
    registered: { type: 'final' },
  },
});
