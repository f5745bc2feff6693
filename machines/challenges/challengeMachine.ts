import { assign, fromPromise, setup } from 'xstate';
import type { ChallengeTask, DialogButton, TaskOutcome } from '../../runtime/captcha/taskInbox.ts';
import { errorText } from '../../runtime/http/errorText.ts';
import { geetestMachine } from './geetestMachine.ts';
import { type CheckReply, sliderMachine } from './sliderMachine.ts';
import { turnstileMachine } from './turnstileMachine.ts';
import { verificationMachine } from './verificationMachine.ts';

type Of<T extends ChallengeTask['type']> = Extract<ChallengeTask, { type: T }>;

export interface ChallengeContext {
  /** The task on screen (the inbox hands over one at a time). */
  task: ChallengeTask | null;
  /** A dialog task's check failed: why, shown beside its buttons. */
  dialogProblem: string | null;
}

/** The dialog actions that open one of the product's own dialogs (spec section 4, task flow). */
export const SELF_DIALOGS = ['bindEmail', 'fundResetModal', 'bindGa', 'crisp', 'login'] as const;
export type SelfDialog = (typeof SELF_DIALOGS)[number];

/** A dialog button's action: `/self-dialog?show=<name>` opens a product dialog; anything else is a link. */
export function dialogTarget(
  action: string,
): { kind: 'selfDialog'; name: SelfDialog | null } | { kind: 'link'; href: string } {
  const match = /^\/self-dialog\?(.*)$/.exec(action.trim());
  if (!match) return { kind: 'link', href: action };
  const name = new URLSearchParams(match[1]).get('show');
  return {
    kind: 'selfDialog',
    name: (SELF_DIALOGS as readonly string[]).includes(name ?? '') ? (name as SelfDialog) : null,
  };
}

function current<T extends ChallengeTask['type']>(context: ChallengeContext, ...types: T[]): Of<T> {
  const task = context.task;
  if (!task || !(types as string[]).includes(task.type)) {
    throw new Error(`challenge: expected a ${types.join(' or ')} task, have ${task?.type ?? 'none'}`);
  }
  return task as Of<T>;
}

/**
 * The task flow (spec section 4): a task from the server is shown by its type; when it ends, its
 * outcome is settled (a blocking task's request then goes again with `taskResult`, or fails when the
 * task was given up), and the next task may come. Toasts show their content as an info message;
 * dialogs post the pressed button's receipt, then follow its action; auth, slider, Turnstile,
 * hCaptcha and Geetest tasks run their own flows.
 */
export const challengeMachine = setup({
  types: {
    context: {} as ChallengeContext,
    children: {} as {
      slider: 'slider';
      turnstile: 'turnstile';
      geetest: 'geetest';
      verification: 'verification';
      confirmDialog: 'confirmDialog';
    },
    events: {} as
      | { type: 'task.received'; task: ChallengeTask }
      | { type: 'dialog.press'; index: number }
      | { type: 'dialog.cancel' },
  },
  actors: {
    slider: sliderMachine,
    turnstile: turnstileMachine,
    geetest: geetestMachine,
    verification: verificationMachine,
    confirmDialog: fromPromise<CheckReply & { action: string | null }, { taskId: string; button: DialogButton }>(
      async () => {
        throw new Error('confirmDialog must be provided');
      },
    ),
  },
  actions: {
    /** Hands the outcome back to the inbox, which releases (or fails) the waiting request. */
    settle: (_, _params: { taskId: string; result: TaskOutcome }) => {},
    showToast: (_, _content: string) => {},
    /** Follows a pressed button's action: a product dialog, or the link opener. */
    openAction: (_, _action: string) => {},
  },
  guards: {
    isType: (_, params: { task: ChallengeTask; types: ChallengeTask['type'][] }) =>
      params.types.includes(params.task.type),
    passed: (_, reply: CheckReply) => reply.status === 200,
  },
}).createMachine({
  id: 'challenge',
  context: { task: null, dialogProblem: null },
  initial: 'idle',
  states: {
    idle: {
      entry: assign({ task: null, dialogProblem: null }),
      on: {
        'task.received': [
          {
            guard: { type: 'isType', params: ({ event }) => ({ task: event.task, types: ['toast'] }) },
            // A toast needs no answer: shown, and settled at once.
            actions: [
              {
                type: 'showToast',
                params: ({ event }) => current({ task: event.task, dialogProblem: null }, 'toast').data.content,
              },
              {
                type: 'settle',
                params: ({ event }) => ({ taskId: event.task.taskId, result: { outcome: 'completed' } }),
              },
            ],
          },
          {
            guard: { type: 'isType', params: ({ event }) => ({ task: event.task, types: ['dialog'] }) },
            target: 'dialog',
            actions: assign({ task: ({ event }) => event.task }),
          },
          {
            guard: { type: 'isType', params: ({ event }) => ({ task: event.task, types: ['auth'] }) },
            target: 'verifying',
            actions: assign({ task: ({ event }) => event.task }),
          },
          {
            guard: { type: 'isType', params: ({ event }) => ({ task: event.task, types: ['slider'] }) },
            target: 'slider',
            actions: assign({ task: ({ event }) => event.task }),
          },
          {
            guard: {
              type: 'isType',
              params: ({ event }) => ({ task: event.task, types: ['cfTurnstile', 'hcaptcha'] }),
            },
            target: 'turnstile',
            actions: assign({ task: ({ event }) => event.task }),
          },
          { target: 'geetest', actions: assign({ task: ({ event }) => event.task }) },
        ],
      },
    },
    dialog: {
      initial: 'open',
      states: {
        open: {
          on: {
            'dialog.press': { target: 'confirming', actions: assign({ dialogProblem: null }) },
            'dialog.cancel': {
              target: '#challenge.idle',
              actions: {
                type: 'settle',
                params: ({ context }) => ({
                  taskId: current(context, 'dialog').taskId,
                  result: { outcome: 'cancelled' },
                }),
              },
            },
          },
        },
        confirming: {
          invoke: {
            id: 'confirmDialog',
            src: 'confirmDialog',
            input: ({ context, event }) => {
              const task = current(context, 'dialog');
              const index = event.type === 'dialog.press' ? event.index : -1;
              const button = task.data.buttons[index];
              if (!button) throw new Error(`dialog: no button ${index}`);
              return { taskId: task.taskId, button };
            },
            onDone: [
              {
                guard: { type: 'passed', params: ({ event }) => event.output },
                target: '#challenge.idle',
                actions: [
                  {
                    type: 'settle',
                    params: ({ context }) => ({
                      taskId: current(context, 'dialog').taskId,
                      result: { outcome: 'completed' },
                    }),
                  },
                  {
                    type: 'openAction',
                    params: ({ event }) => event.output.action ?? '',
                  },
                ],
              },
              { target: 'open', actions: assign({ dialogProblem: ({ event }) => event.output.message ?? '' }) },
            ],
            onError: {
              target: 'open',
              actions: assign({
                dialogProblem: ({ event }) => errorText(event.error) ?? '',
              }),
            },
          },
        },
      },
    },
    verifying: {
      invoke: {
        id: 'verification',
        src: 'verification',
        input: ({ context }) => {
          const task = current(context, 'auth');
          return { taskId: task.taskId, methods: task.data.authMethod, authInfo: task.data.authInfo };
        },
        onDone: {
          target: 'idle',
          actions: {
            type: 'settle',
            params: ({ context, event }) => ({ taskId: current(context, 'auth').taskId, result: event.output }),
          },
        },
      },
    },
    slider: {
      invoke: {
        id: 'slider',
        src: 'slider',
        input: ({ context }) => {
          const task = current(context, 'slider');
          return { taskId: task.taskId, puzzle: task.data };
        },
        onDone: {
          target: 'idle',
          actions: {
            type: 'settle',
            params: ({ context, event }) => ({ taskId: current(context, 'slider').taskId, result: event.output }),
          },
        },
      },
    },
    turnstile: {
      invoke: {
        id: 'turnstile',
        src: 'turnstile',
        input: ({ context }) => {
          const task = current(context, 'cfTurnstile', 'hcaptcha');
          return { taskId: task.taskId, vendor: task.type, siteKey: task.data.siteKey };
        },
        onDone: {
          target: 'idle',
          actions: {
            type: 'settle',
            params: ({ context, event }) => ({
              taskId: current(context, 'cfTurnstile', 'hcaptcha').taskId,
              result: event.output,
            }),
          },
        },
      },
    },
    geetest: {
      invoke: {
        id: 'geetest',
        src: 'geetest',
        input: ({ context }) => {
          const task = current(context, 'geetest');
          return { taskId: task.taskId, captchaId: task.data.captchaId, params: task.data.params ?? {} };
        },
        onDone: {
          target: 'idle',
          actions: {
            type: 'settle',
            params: ({ context, event }) => ({ taskId: current(context, 'geetest').taskId, result: event.output }),
          },
        },
      },
    },
  },
});
