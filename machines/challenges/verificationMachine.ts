import { assign, fromPromise, setup } from 'xstate';
import type { TaskOutcome } from '../../runtime/captcha/taskInbox.ts';
import type { CheckReply } from './sliderMachine.ts';

/** The verification methods an auth task may ask for (spec section 3): fund password, authenticator, email code. */
export type AuthMethod = 'pay' | 'ga' | 'email';

/** Why a field is not ready: a fund password shorter than 6 digits, or an empty code. */
export type FieldProblem = 'short' | 'required';

/** Fund password and codes are 6 digits (spec section 5). */
export const CODE_LENGTH = 6;

type Values = Record<AuthMethod, string>;
const EMPTY: Values = { pay: '', ga: '', email: '' };

export interface VerificationContext {
  taskId: string;
  methods: AuthMethod[];
  authInfo: string;
  values: Values;
  problems: Partial<Record<AuthMethod, FieldProblem>>;
  /** The server's answer to a wrong code (2204) or a locked task (2205), shown under the form. */
  message: string | null;
}

/** What a field holds: digits only, at most six (fund password and both codes). */
export function cleanCode(value: string): string {
  return value.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

function problemsOf(context: VerificationContext): Partial<Record<AuthMethod, FieldProblem>> {
  const problems: Partial<Record<AuthMethod, FieldProblem>> = {};
  for (const method of context.methods) {
    const value = context.values[method];
    // Spec section 5: a short fund password shows its placeholder text; codes are required.
    if (method === 'pay' && value.length < CODE_LENGTH) problems.pay = 'short';
    else if (value === '') problems[method] = 'required';
  }
  return problems;
}

/**
 * The security verification modal (spec section 4): the user answers every method the task asks
 * for; status 200 closes, clears the inputs and completes; 2204 or 2205 show the server's message
 * under the form; any other failure is only logged. Cancel clears, cancels and closes. A fund
 * password that is the only method submits by itself at 6 digits.
 */
export const verificationMachine = setup({
  types: {
    input: {} as { taskId: string; methods: AuthMethod[]; authInfo?: string },
    context: {} as VerificationContext,
    events: {} as
      | { type: 'field.change'; method: AuthMethod; value: string }
      | { type: 'form.submit' }
      | { type: 'form.cancel' },
    output: {} as TaskOutcome,
  },
  actors: {
    checkAuth: fromPromise<
      CheckReply,
      { taskId: string; authInfo: string; answers: Array<{ authMethod: AuthMethod; code: string }> }
    >(async () => {
      throw new Error('checkAuth must be provided');
    }),
  },
  actions: {
    /** Spec section 8: other failed verification requests are only logged. */
    logFailure: (_, _params: { detail: unknown }) => {},
    clearInputs: assign({ values: () => ({ ...EMPTY }), problems: () => ({}), message: () => null }),
  },
  guards: {
    completesFundPassword: ({ context }, value: string) =>
      context.methods.length === 1 && context.methods[0] === 'pay' && cleanCode(value).length === CODE_LENGTH,
    formReady: ({ context }) => Object.keys(problemsOf(context)).length === 0,
    passed: (_, reply: CheckReply) => reply.status === 200,
    answered: (_, reply: CheckReply) => reply.status === 2204 || reply.status === 2205,
  },
}).createMachine({
  id: 'verification',
  context: ({ input }) => ({
    taskId: input.taskId,
    methods: input.methods,
    authInfo: input.authInfo ?? '',
    values: { ...EMPTY },
    problems: {},
    message: null,
  }),
  initial: 'editing',
  output: ({ event }) => (event as unknown as { output: TaskOutcome }).output,
  states: {
    editing: {
      on: {
        'field.change': [
          {
            guard: { type: 'completesFundPassword', params: ({ event }) => event.value },
            target: 'submitting',
            actions: assign({
              values: ({ context, event }) => ({ ...context.values, [event.method]: cleanCode(event.value) }),
              problems: () => ({}),
              message: () => null,
            }),
          },
          {
            actions: assign({
              values: ({ context, event }) => ({ ...context.values, [event.method]: cleanCode(event.value) }),
              problems: ({ context, event }) => {
                const { [event.method]: _dropped, ...rest } = context.problems;
                return rest;
              },
            }),
          },
        ],
        'form.submit': [
          { guard: 'formReady', target: 'submitting', actions: assign({ problems: () => ({}), message: () => null }) },
          { actions: assign({ problems: ({ context }) => problemsOf(context) }) },
        ],
        'form.cancel': 'cancelled',
      },
    },
    submitting: {
      invoke: {
        id: 'checkAuth',
        src: 'checkAuth',
        input: ({ context }) => ({
          taskId: context.taskId,
          authInfo: context.authInfo,
          answers: context.methods.map((method) => ({ authMethod: method, code: context.values[method] })),
        }),
        onDone: [
          { guard: { type: 'passed', params: ({ event }) => event.output }, target: 'verified' },
          {
            guard: { type: 'answered', params: ({ event }) => event.output },
            target: 'editing',
            actions: assign({ message: ({ event }) => event.output.message }),
          },
          { target: 'editing', actions: { type: 'logFailure', params: ({ event }) => ({ detail: event.output }) } },
        ],
        onError: {
          target: 'editing',
          actions: { type: 'logFailure', params: ({ event }) => ({ detail: event.error }) },
        },
      },
    },
    verified: { type: 'final', entry: 'clearInputs', output: { outcome: 'completed' } },
    cancelled: { type: 'final', entry: 'clearInputs', output: { outcome: 'cancelled' } },
  },
});
