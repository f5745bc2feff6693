import { fromPromise } from 'xstate';
import { challengeMachine } from '../../../machines/challenges/challengeMachine.ts';
import { geetestMachine } from '../../../machines/challenges/geetestMachine.ts';
import {
  type CaptchaEvent,
  type CheckReply,
  type SliderPuzzle,
  sliderMachine,
} from '../../../machines/challenges/sliderMachine.ts';
import { turnstileMachine } from '../../../machines/challenges/turnstileMachine.ts';
import { verificationMachine } from '../../../machines/challenges/verificationMachine.ts';
import { track } from '../../../runtime/analytics/index.ts';
import type { GeetestAnswer } from '../../../runtime/captcha/adapters.ts';
import type { DialogButton } from '../../../runtime/captcha/taskInbox.ts';
import { http } from '../../../runtime/config.ts';

/** What the flows need from the page: the messages they show and where a dialog's action leads. */
export interface ChallengeServices {
  showToast(message: string, kind: 'info' | 'error'): void;
  /** Spec section 8: a failed Turnstile/Geetest check shows the server's message, or this text. */
  checkFailText(vendor: 'cfTurnstile' | 'hcaptcha' | 'geetest'): string;
  openAction(action: string): void;
}

// Check calls answer pass-through statuses (2302) as envelopes; the flows decide what the user sees.
const quiet = { showError: false } as const;
const reply = (envelope: { status: number; message: string | null }): CheckReply => ({
  status: envelope.status,
  message: envelope.message,
});

function tracker(captcha: string) {
  return ({ context }: { context: { taskId: string } }, event: CaptchaEvent) =>
    track(event.event, { ...event, captcha, taskId: context.taskId });
}

/** The challenge machine with the real effects: the sandbox (or API) checks, analytics and the page's services. */
export function liveChallengeMachine(services: ChallengeServices) {
  return challengeMachine.provide({
    actors: {
      slider: sliderMachine.provide({
        actors: {
          checkSlider: fromPromise<CheckReply, { taskId: string; x: number }>(async ({ input }) =>
            reply(await http.send('sliderCheck', input, quiet)),
          ),
          loadPuzzle: fromPromise<SliderPuzzle, { taskId: string }>(async ({ input }) => {
            const envelope = await http.send('sliderPuzzle', input, quiet);
            if (!envelope.ok || !envelope.data) throw new Error(envelope.message ?? 'no puzzle');
            return envelope.data;
          }),
        },
        actions: { track: tracker('slider') },
      }),
      turnstile: turnstileMachine.provide({
        actors: {
          checkToken: fromPromise<CheckReply, { taskId: string; vendor: 'cfTurnstile' | 'hcaptcha'; token: string }>(
            async ({ input }) =>
              reply(
                await http.send(
                  input.vendor === 'cfTurnstile' ? 'cfTurnstileCheck' : 'hcaptchaCheck',
                  { taskId: input.taskId, token: input.token },
                  quiet,
                ),
              ),
          ),
        },
        actions: {
          track: ({ context }, event) =>
            track(event.event, { ...event, captcha: context.vendor, taskId: context.taskId }),
          showFailure: ({ context }, message) =>
            services.showToast(message ?? services.checkFailText(context.vendor), 'error'),
        },
      }),
      geetest: geetestMachine.provide({
        actors: {
          checkAnswer: fromPromise<CheckReply, { taskId: string; answer: GeetestAnswer }>(async ({ input }) =>
            reply(await http.send('geetestCheck', { taskId: input.taskId, ...input.answer }, quiet)),
          ),
        },
        actions: {
          track: tracker('geetest'),
          showFailure: (_, message) => services.showToast(message ?? services.checkFailText('geetest'), 'error'),
        },
      }),
      verification: verificationMachine.provide({
        actors: {
          checkAuth: fromPromise(async ({ input }) =>
            reply(
              await http.send(
                'authCheckTask',
                { taskId: input.taskId, authInfo: input.authInfo || undefined, verifyCodeInfo: input.answers },
                quiet,
              ),
            ),
          ),
        },
        actions: {
          // Spec section 8: other failed verification requests are only logged.
          logFailure: (_, { detail }) => console.warn('security verification failed', detail),
        },
      }),
      confirmDialog: fromPromise<CheckReply & { action: string | null }, { taskId: string; button: DialogButton }>(
        async ({ input }) => ({
          ...reply(
            await http.send('taskCheck', { taskId: input.taskId, param: { receipt: input.button.receipt } }, quiet),
          ),
          action: input.button.action ?? null,
        }),
      ),
    },
    actions: {
      showToast: (_, content) => services.showToast(content, 'info'),
      openAction: (_, action) => {
        if (action) services.openAction(action);
      },
    },
  });
}

/** The email code of an auth task (spec section 4): a truthy reply starts the countdown. */
export async function sendAuthEmail(taskId: string): Promise<{ sent: boolean; remainingSeconds: number }> {
  const envelope = await http.send('authMessageSend', { taskId, authMethod: 'email' }, quiet);
  if (!envelope.ok || !envelope.data) throw new Error(envelope.message ?? 'the code could not be sent');
  return envelope.data;
}
