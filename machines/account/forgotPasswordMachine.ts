import { assign, fromPromise, setup } from 'xstate';
import { errorText } from '../../runtime/http/errorText.ts';
import { DEFAULT_PHONE_CODE } from '../../runtime/validation/countries.ts';
import {
  INPUT_DEBOUNCE_MS,
  type MessageKey,
  validateCode,
  validateConfirmPassword,
  validatePassword,
} from '../../runtime/validation/rules.ts';
import { type AccountType, accountErrors } from './loginMachine.ts';

export type ForgotField = 'email' | 'phoneCode' | 'phoneNumber' | 'code' | 'password' | 'repeatPassword';

export interface ForgotFields {
  accountType: AccountType;
  email: string;
  phoneCode: string;
  phoneNumber: string;
  code: string;
  password: string;
  repeatPassword: string;
}

export interface ForgotContext extends ForgotFields {
  errors: Partial<Record<ForgotField, MessageKey>>;
  serverError: string | null;
}

export type ForgotEvent =
  | { type: 'field.change'; field: ForgotField; value: string }
  | { type: 'accountType.switch'; accountType: AccountType }
  | { type: 'form.submit' };

type Errors = ForgotContext['errors'];

/** Every section-5 check of the form; `typedOnly` skips fields still empty (checks while typing). */
export function forgotErrors(c: ForgotFields, typedOnly = false): Errors {
  const errors: Errors = {};
  const account = c.accountType === 'email' ? c.email : c.phoneNumber;
  if (!typedOnly || account !== '') Object.assign(errors, accountErrors(c));
  const code = validateCode(c.code);
  if (code && (!typedOnly || c.code !== '')) errors.code = code;
  const password = validatePassword(c.password);
  if (password && (!typedOnly || c.password !== '')) errors.password = password;
  const repeat = validateConfirmPassword(c.password, c.repeatPassword);
  if (repeat && (!typedOnly || c.repeatPassword !== '')) errors.repeatPassword = repeat;
  return errors;
}

/**
 * Forgot password (spec section 4): one form of account, code, new password and its repeat. Success
 * (the `reset` actor also stores the login type and method) ends in `done`, where the view shows the
 * message and closes; a failure keeps every field and shows the server's message.
 */
export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotContext,
    input: {} as { accountType?: AccountType },
    events: {} as ForgotEvent,
  },
  actors: {
    reset: fromPromise<void, ForgotFields>(async () => {
      throw new Error('reset must be provided');
    }),
  },
  guards: {
    formInvalid: ({ context }) => Object.keys(forgotErrors(context)).length > 0,
  },
  delays: { debounce: INPUT_DEBOUNCE_MS },
}).createMachine({
  id: 'forgotPassword',
  context: ({ input }) => ({
    accountType: input.accountType ?? 'email',
    email: '',
    phoneCode: DEFAULT_PHONE_CODE,
    phoneNumber: '',
    code: '',
    password: '',
    repeatPassword: '',
    errors: {},
    serverError: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      after: { debounce: { actions: assign(({ context }) => ({ errors: forgotErrors(context, true) })) } },
      on: {
        'field.change': {
          target: 'editing',
          reenter: true,
          actions: assign(({ context, event }) => {
            const errors = { ...context.errors };
            delete errors[event.field];
            return { [event.field]: event.value, errors, serverError: null };
          }),
        },
        'accountType.switch': {
          target: 'editing',
          reenter: true,
          actions: assign({ accountType: ({ event }) => event.accountType, errors: {}, serverError: null }),
        },
        'form.submit': [
          { guard: 'formInvalid', actions: assign(({ context }) => ({ errors: forgotErrors(context) })) },
          { target: 'submitting' },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'reset',
        src: 'reset',
        input: ({ context }) => context,
        onDone: 'done',
        onError: { target: 'editing', actions: assign(({ event }) => ({ serverError: errorText(event.error) ?? '' })) },
      },
    },
    done: { type: 'final' },
  },
});
