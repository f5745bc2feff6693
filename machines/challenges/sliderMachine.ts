import { assign, fromPromise, setup } from 'xstate';
import type { TaskOutcome } from '../../runtime/captcha/taskInbox.ts';

/** The slider puzzle of a task (the sandbox's `sliderTaskData`): background with a hole, the piece, its row. */
export interface SliderPuzzle {
  bgImage: string;
  pieceImage: string;
  width: number;
  height: number;
  pieceSize: number;
  y: number;
}

/** A task check's answer: status 200 passed; anything else did not. */
export interface CheckReply {
  status: number;
  message: string | null;
}

/** A captcha event for the analytics layer (spec section 8: success, fail with code, error with code, unload). */
export type CaptchaEvent =
  | { event: 'captcha_success' }
  | { event: 'captcha_fail'; code: number }
  | { event: 'captcha_error'; code: number | string }
  | { event: 'captcha_unload' };

/** The status of a failed request for analytics: an ApiError's status, else 0 (no answer). */
export function errorCode(error: unknown): number {
  return typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
    ? error.status
    : 0;
}

/**
 * The slider dialog (spec section 4): the user drags the piece to the hole and lets go; the offset is
 * posted for checking. Status 200 completes; any other status, or a failed request, reloads the
 * puzzle (the sandbox draws a new one after a miss). Cancel gives up.
 */
export const sliderMachine = setup({
  types: {
    input: {} as { taskId: string; puzzle: SliderPuzzle },
    context: {} as { taskId: string; puzzle: SliderPuzzle; x: number; missed: boolean; problem: string | null },
    events: {} as
      | { type: 'slider.move'; x: number }
      | { type: 'slider.release' }
      | { type: 'slider.retry' }
      | { type: 'slider.cancel' },
    output: {} as TaskOutcome,
  },
  actors: {
    checkSlider: fromPromise<CheckReply, { taskId: string; x: number }>(async () => {
      throw new Error('checkSlider must be provided');
    }),
    loadPuzzle: fromPromise<SliderPuzzle, { taskId: string }>(async () => {
      throw new Error('loadPuzzle must be provided');
    }),
  },
  actions: {
    track: (_, _event: CaptchaEvent) => {},
  },
  guards: {
    passed: (_, reply: CheckReply) => reply.status === 200,
  },
}).createMachine({
  id: 'slider',
  context: ({ input }) => ({ taskId: input.taskId, puzzle: input.puzzle, x: 0, missed: false, problem: null }),
  initial: 'ready',
  // The final state reached says how the task ended.
  output: ({ event }) => (event as unknown as { output: TaskOutcome }).output,
  states: {
    ready: {
      on: {
        'slider.move': {
          actions: assign({
            // The piece stays on the picture.
            x: ({ context, event }) =>
              Math.round(Math.min(Math.max(event.x, 0), context.puzzle.width - context.puzzle.pieceSize)),
          }),
        },
        'slider.release': 'checking',
        'slider.cancel': 'cancelled',
      },
    },
    checking: {
      invoke: {
        id: 'checkSlider',
        src: 'checkSlider',
        input: ({ context }) => ({ taskId: context.taskId, x: context.x }),
        onDone: [
          {
            guard: { type: 'passed', params: ({ event }) => event.output },
            target: 'passed',
            actions: { type: 'track', params: { event: 'captcha_success' } },
          },
          {
            target: 'reloading',
            actions: [
              { type: 'track', params: ({ event }) => ({ event: 'captcha_fail', code: event.output.status }) },
              assign({ missed: true }),
            ],
          },
        ],
        onError: {
          target: 'reloading',
          actions: [
            { type: 'track', params: ({ event }) => ({ event: 'captcha_error', code: errorCode(event.error) }) },
            assign({ missed: true }),
          ],
        },
      },
    },
    reloading: {
      invoke: {
        id: 'loadPuzzle',
        src: 'loadPuzzle',
        input: ({ context }) => ({ taskId: context.taskId }),
        onDone: { target: 'ready', actions: assign({ puzzle: ({ event }) => event.output, x: 0, problem: null }) },
        onError: {
          target: 'broken',
          actions: assign({
            problem: ({ event }) => (event.error instanceof Error && event.error.message) || null,
          }),
        },
      },
    },
    /** The puzzle could not be loaded again: the user may retry or give up. */
    broken: {
      on: { 'slider.retry': 'reloading', 'slider.cancel': 'cancelled' },
    },
    passed: {
      type: 'final',
      entry: { type: 'track', params: { event: 'captcha_unload' } },
      output: { outcome: 'completed' },
    },
    cancelled: {
      type: 'final',
      entry: { type: 'track', params: { event: 'captcha_unload' } },
      output: { outcome: 'cancelled' },
    },
  },
});
