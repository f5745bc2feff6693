import { assign, fromPromise, setup } from 'xstate';
import type { TaskOutcome } from '../../runtime/captcha/taskInbox.ts';
import { type CaptchaEvent, type CheckReply, errorCode } from './sliderMachine.ts';

/** The widget vendors this flow serves: Cloudflare Turnstile and hCaptcha work the same way. */
export type TokenVendor = 'cfTurnstile' | 'hcaptcha';

/**
 * The Turnstile (and hCaptcha) dialog (spec section 4): the widget loads and is solved; its token is
 * posted for checking. Status 200 closes and completes; anything else cancels with the server's
 * message (or 'turnstile check fail'). Widget errors are reported and the widget asks again.
 */
export const turnstileMachine = setup({
  types: {
    input: {} as { taskId: string; vendor: TokenVendor; siteKey: string },
    context: {} as { taskId: string; vendor: TokenVendor; siteKey: string; token: string | null },
    events: {} as
      | { type: 'captcha.ready' }
      | { type: 'captcha.solved'; token: string }
      | { type: 'captcha.error'; code: string }
      | { type: 'captcha.cancel' },
    output: {} as TaskOutcome,
  },
  actors: {
    checkToken: fromPromise<CheckReply, { taskId: string; vendor: TokenVendor; token: string }>(async () => {
      throw new Error('checkToken must be provided');
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
  id: 'turnstile',
  context: ({ input }) => ({ ...input, token: null }),
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
        'captcha.solved': { target: 'checking', actions: assign({ token: ({ event }) => event.token }) },
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
        id: 'checkToken',
        src: 'checkToken',
        input: ({ context }) => ({ taskId: context.taskId, vendor: context.vendor, token: context.token ?? '' }),
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
    /** The check said no: the dialog closes and the waiting request is cancelled. */
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
