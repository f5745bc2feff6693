import { assign, fromPromise, setup } from 'xstate';
import type { GeetestAnswer } from '../../runtime/captcha/adapters.ts';
import type { TaskOutcome } from '../../runtime/captcha/taskInbox.ts';
import { type CaptchaEvent, type CheckReply, errorCode } from './sliderMachine.ts';

/**
 * Geetest (spec section 4): the widget loads and is solved; its answer (lot number, output, pass token,
 * time) is posted for checking. Status 200 completes; anything else is a failure: the dialog closes,
 * the waiting request is cancelled and the server's message shows. Widget errors are reported.
 */
export const geetestMachine = setup({
  types: {
    /** `params`: the task's Geetest parameters, for the widget's init config. */
    input: {} as { taskId: string; captchaId: string; params: Record<string, unknown> },
    context: {} as {
      taskId: string;
      captchaId: string;
      params: Record<string, unknown>;
      answer: GeetestAnswer | null;
    },
    events: {} as
      | { type: 'captcha.ready' }
      | { type: 'captcha.solved'; answer: GeetestAnswer }
      | { type: 'captcha.error'; code: string }
      | { type: 'captcha.cancel' },
    output: {} as TaskOutcome,
  },
  actors: {
    checkAnswer: fromPromise<CheckReply, { taskId: string; answer: GeetestAnswer }>(async () => {
      throw new Error('checkAnswer must be provided');
    }),
  },
  actions: {
    track: (_, _event: CaptchaEvent) => {},
    /** Spec section 8: the failure's message is shown to the user (a toast); null: the view's fallback text. */
    showFailure: (_, _message: string | null) => {},
  },
  guards: {
    passed: (_, reply: CheckReply) => reply.status === 200,
  },
}).createMachine({
  id: 'geetest',
  context: ({ input }) => ({ ...input, answer: null }),
  initial: 'loading',
  output: ({ event }) => (event as unknown as { output: TaskOutcome }).output,
  states: {
    /** The widget's script loads and the widget renders. */
    loading: {
      on: {
        'captcha.ready': 'waiting',
        'captcha.error': {
          target: 'unavailable',
          actions: { type: 'track', params: ({ event }) => ({ event: 'captcha_error', code: event.code }) },
        },
        'captcha.cancel': 'cancelled',
      },
    },
    waiting: {
      on: {
        'captcha.solved': { target: 'checking', actions: assign({ answer: ({ event }) => event.answer }) },
        'captcha.error': {
          actions: { type: 'track', params: ({ event }) => ({ event: 'captcha_error', code: event.code }) },
        },
        'captcha.cancel': 'cancelled',
      },
    },
    /** The widget could not be shown (its script failed): only giving up is left. */
    unavailable: {
      on: { 'captcha.cancel': 'cancelled' },
    },
    checking: {
      invoke: {
        id: 'checkAnswer',
        src: 'checkAnswer',
        input: ({ context }) => {
          if (!context.answer) throw new Error('geetest: checking without an answer');
          return { taskId: context.taskId, answer: context.answer };
        },
        onDone: [
          {
            guard: { type: 'passed', params: ({ event }) => event.output },
            target: 'passed',
            actions: { type: 'track', params: { event: 'captcha_success' } },
          },
          {
            target: 'rejected',
            actions: [
              { type: 'track', params: ({ event }) => ({ event: 'captcha_fail', code: event.output.status }) },
              { type: 'showFailure', params: ({ event }) => event.output.message },
            ],
          },
        ],
        onError: {
          target: 'rejected',
          actions: [
            { type: 'track', params: ({ event }) => ({ event: 'captcha_error', code: errorCode(event.error) }) },
            {
              type: 'showFailure',
              params: ({ event }) => (event.error instanceof Error && event.error.message) || null,
            },
          ],
        },
      },
    },
    passed: {
      type: 'final',
      entry: { type: 'track', params: { event: 'captcha_unload' } },
      output: { outcome: 'completed' },
    },
    /** Anything but 200 is a failure: the dialog closes and the waiting request is cancelled. */
    rejected: {
      type: 'final',
      entry: { type: 'track', params: { event: 'captcha_unload' } },
      output: { outcome: 'cancelled' },
    },
    cancelled: {
      type: 'final',
      entry: { type: 'track', params: { event: 'captcha_unload' } },
      output: { outcome: 'cancelled' },
    },
  },
});
