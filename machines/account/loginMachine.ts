import { assign, fromPromise, setup } from 'xstate';
import { errorText } from '../../runtime/http/errorText.ts';
import { DEFAULT_PHONE_CODE } from '../../runtime/validation/countries.ts';
import {
  INPUT_DEBOUNCE_MS,
  type MessageKey,
  validateCode,
  validateEmail,
  validateLoginPassword,
  validatePhone,
} from '../../runtime/validation/rules.ts';

export type AccountType = 'email' | 'phone';
export type LoginMode = 'code' | 'password';
export type LoginField = 'email' | 'phoneCode' | 'phoneNumber' | 'code' | 'password';

export interface LoginModeInfo {
  allLoginMode: LoginMode[];
  defaultLoginMode: LoginMode;
  showForgetPassword: boolean;
}

/** The login call's outcome (the token is stored by the actor): a new account was created or not. */
export interface LoginOutcome {
  loginType: 'login' | 'loginAndRegister';
}

export interface LoginCredentials {
  accountType: AccountType;
  email: string;
  phoneCode: string;
  phoneNumber: string;
  mode: LoginMode;
  code: string;
  password: string;
}

export interface LoginContext extends Omit<LoginCredentials, 'mode'> {
  agreed: boolean;
  modes: LoginMode[];
  mode: LoginMode;
  showForgetPassword: boolean;
  /** Section-5 messages per field, shown under it. */
  errors: Partial<Record<LoginField | 'agreement', MessageKey | 'agreement_required'>>;
  /** The server's message after a failed call ('' when it said nothing: the view shows its fallback). */
  serverError: string | null;
}

export interface LoginInput {
  accountType?: AccountType;
  /** `?from=code`: the code form first when the server allows it. */
  preferCode?: boolean;
  /** The account the last login used on this device (spec section 3 local storage), to start from. */
  email?: string;
  phoneCode?: string;
  phoneNumber?: string;
}

export type LoginEvent =
  | { type: 'field.change'; field: LoginField; value: string }
  | { type: 'accountType.switch'; accountType: AccountType }
  | { type: 'agreement.toggle'; agreed: boolean }
  | { type: 'account.submit' }
  | { type: 'terms.accept' }
  | { type: 'terms.dismiss' }
  | { type: 'mode.switch' }
  | { type: 'credentials.submit' }
  | { type: 'step.back' }
  | { type: 'forgot.open' };

export function accountErrors(c: {
  accountType: AccountType;
  email: string;
  phoneNumber: string;
}): Partial<Record<LoginField, MessageKey>> {
  const error = c.accountType === 'email' ? validateEmail(c.email) : validatePhone(c.phoneNumber);
  if (!error) return {};
  return c.accountType === 'email' ? { email: error } : { phoneNumber: error };
}

/** Only fields the user has typed in are checked while typing (the 600 ms debounce). */
function typedErrors(c: LoginContext): LoginContext['errors'] {
  const errors: LoginContext['errors'] = {};
  if (c.accountType === 'email' && c.email !== '') Object.assign(errors, accountErrors(c));
  if (c.accountType === 'phone' && c.phoneNumber !== '') Object.assign(errors, accountErrors(c));
  return errors;
}

/**
 * The login modal and pages (spec section 4): step 0 collects the account and agreement consent,
 * the server's login mode decides step 1 (code or password, switchable when both are allowed); the
 * user can go back or open forgot-password. Success stores the token (the `login` actor), a new
 * account ends in `registered`. A failure keeps what was typed, clears the code and shows the
 * server's message.
 */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    input: {} as LoginInput,
    events: {} as LoginEvent,
  },
  actors: {
    loginMode: fromPromise<LoginModeInfo, LoginCredentials>(async () => {
      throw new Error('loginMode must be provided');
    }),
    /** Logs in, stores the token and runs the third-party binding. */
    login: fromPromise<LoginOutcome, LoginCredentials>(async () => {
      throw new Error('login must be provided');
    }),
  },
  guards: {
    accountInvalid: ({ context }) => Object.keys(accountErrors(context)).length > 0,
    notAgreed: ({ context }) => !context.agreed,
    startsWithPassword: ({ context, event }) => {
      const info = (event as { output?: LoginModeInfo }).output;
      if (!info) return false;
      const code = info.allLoginMode.includes('code');
      if (context.mode === 'code' && code) return false;
      return info.defaultLoginMode === 'password' || !code;
    },
    canSwitchMode: ({ context }) => context.modes.includes('code') && context.modes.includes('password'),
    canOpenForgot: ({ context }) => context.showForgetPassword,
    isAccountField: ({ event }) =>
      event.type === 'field.change' &&
      (event.field === 'email' || event.field === 'phoneCode' || event.field === 'phoneNumber'),
    isField: ({ event }, { field }: { field: LoginField }) => event.type === 'field.change' && event.field === field,
    completesCode: ({ event }) =>
      event.type === 'field.change' && event.field === 'code' && validateCode(event.value) === null,
    passwordMissing: ({ context }) => validateLoginPassword(context.password) !== null,
    // An account whose login mode offers a password existed before: only a code-only one can be new.
    createdAccount: ({ context, event }) =>
      (event as { output?: LoginOutcome }).output?.loginType === 'loginAndRegister' &&
      !context.modes.includes('password'),
  },
  actions: {
    setField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const errors = { ...context.errors };
      delete errors[event.field];
      return { [event.field]: event.value, errors, serverError: null };
    }),
    showTypedErrors: assign(({ context }) => ({ errors: { ...context.errors, ...typedErrors(context) } })),
    showAccountErrors: assign(({ context }) => ({ errors: { ...context.errors, ...accountErrors(context) } })),
    showAgreementMessage: assign(({ context }) => ({
      errors: { ...context.errors, agreement: 'agreement_required' as const },
    })),
    failed: assign(({ event }) => ({ serverError: errorText((event as { error?: unknown }).error) ?? '', code: '' })),
  },
  delays: { debounce: INPUT_DEBOUNCE_MS },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    accountType: input.accountType ?? 'email',
    email: input.email ?? '',
    phoneCode: input.phoneCode || DEFAULT_PHONE_CODE,
    phoneNumber: input.phoneNumber ?? '',
    agreed: false,
    modes: [],
    mode: input.preferCode ? 'code' : 'password',
    showForgetPassword: false,
    code: '',
    password: '',
    errors: {},
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
            'field.change': { guard: 'isAccountField', target: 'editing', reenter: true, actions: 'setField' },
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
              { guard: 'notAgreed', target: 'confirmTerms', actions: 'showAgreementMessage' },
              { target: '#login.loadingMode' },
            ],
          },
        },
        /** The confirm-terms modal (width 350) over the form: accepting ticks the box and goes on. */
        confirmTerms: {
          on: {
            'terms.accept': {
              target: '#login.loadingMode',
              actions: assign(({ context }) => {
                const errors = { ...context.errors };
                delete errors.agreement;
                return { agreed: true, errors };
              }),
            },
            'terms.dismiss': 'editing',
          },
        },
      },
    },
    loadingMode: {
      entry: assign({ serverError: null }),
      invoke: {
        id: 'loginMode',
        src: 'loginMode',
        input: ({ context }) => context,
        onDone: [
          {
            guard: 'startsWithPassword',
            target: 'credentials.password',
            actions: assign(({ event }) => ({
              modes: event.output.allLoginMode,
              showForgetPassword: event.output.showForgetPassword,
              mode: 'password' as const,
              code: '',
              errors: {},
            })),
          },
          {
            target: 'credentials.code',
            actions: assign(({ event }) => ({
              modes: event.output.allLoginMode,
              showForgetPassword: event.output.showForgetPassword,
              mode: 'code' as const,
              code: '',
              errors: {},
            })),
          },
        ],
        onError: {
          target: 'account.editing',
          actions: assign({ serverError: ({ event }) => errorText(event.error) ?? '' }),
        },
      },
    },
    credentials: {
      // Always entered at a named child (the server's mode); `initial` is only what XState requires.
      initial: 'code',
      on: {
        'step.back': { target: 'account.editing', actions: assign({ code: '', errors: {}, serverError: null }) },
        'forgot.open': { guard: 'canOpenForgot', target: 'forgotPassword' },
      },
      states: {
        code: {
          on: {
            'mode.switch': {
              guard: 'canSwitchMode',
              target: 'password',
              actions: assign({ mode: 'password', errors: {}, serverError: null }),
            },
            // A complete code submits by itself (spec section 5); the button only explains an incomplete one.
            'field.change': [
              { guard: 'completesCode', target: '#login.submittingCode', actions: 'setField' },
              { guard: { type: 'isField', params: { field: 'code' } }, actions: 'setField' },
            ],
            'credentials.submit': {
              actions: assign(({ context }) => ({ errors: { code: validateCode(context.code) ?? undefined } })),
            },
          },
        },
        password: {
          on: {
            'field.change': { guard: { type: 'isField', params: { field: 'password' } }, actions: 'setField' },
            'mode.switch': {
              guard: 'canSwitchMode',
              target: 'code',
              actions: assign({ mode: 'code', errors: {}, serverError: null }),
            },
            'credentials.submit': [
              { guard: 'passwordMissing', actions: assign({ errors: { password: 'pwd_old_format_error_tip' } }) },
              { target: '#login.submittingPassword' },
            ],
          },
        },
      },
    },
    submittingCode: {
      invoke: {
        id: 'loginByCode',
        src: 'login',
        input: ({ context }) => context,
        onDone: [{ guard: 'createdAccount', target: 'registered' }, { target: 'success' }],
        onError: { target: 'credentials.code', actions: 'failed' },
      },
    },
    submittingPassword: {
      invoke: {
        id: 'loginByPassword',
        src: 'login',
        input: ({ context }) => context,
        onDone: 'success',
        onError: { target: 'credentials.password', actions: 'failed' },
      },
    },
    success: { type: 'final' },
    registered: { type: 'final' },
    forgotPassword: { type: 'final' },
  },
});
