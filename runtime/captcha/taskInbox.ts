import { z } from 'zod';
import { AUTH_METHODS, sliderTaskData } from '../http/contract/challenges.ts';
import type { Task } from '../http/contract/envelopes.ts';

/** The shape of each task type's `taskData` (spec section 3), parsed once where tasks come in. */
const dialogButton = z.object({
  text: z.string().optional(),
  action: z.string().optional(),
  receipt: z.unknown().optional(),
});
const taskShapes = {
  toast: z.object({ content: z.string() }),
  dialog: z.object({
    title: z.string().optional(),
    content: z.string().optional(),
    buttons: z.array(dialogButton).min(1),
  }),
  auth: z.object({ authMethod: z.array(z.enum(AUTH_METHODS)).min(1), authInfo: z.string().optional() }),
  slider: sliderTaskData,
  cfTurnstile: z.object({ siteKey: z.string().min(1) }),
  hcaptcha: z.object({ siteKey: z.string().min(1) }),
  geetest: z.object({ captchaId: z.string().min(1), params: z.record(z.string(), z.unknown()).optional() }),
} as const;

type Shapes = typeof taskShapes;
/** A task whose data was checked: `type` tells what `data` holds. */
export type ChallengeTask = {
  [K in keyof Shapes]: { taskId: string; block: boolean; type: K; data: z.output<Shapes[K]> };
}[keyof Shapes];
export type DialogButton = z.output<typeof dialogButton>;

/** How a shown task ended: passed (the held request goes again with its result) or given up. */
export type TaskOutcome = { outcome: 'completed' } | { outcome: 'cancelled'; message?: string };

/** A blocking task the user gave up (or could not pass): the request that waited for it fails with this. */
export class TaskCancelledError extends Error {
  constructor(
    readonly taskType: string,
    message?: string,
  ) {
    super(message ?? `${taskType} task cancelled`);
    this.name = 'TaskCancelledError';
  }
}

export function parseTask(task: Task): ChallengeTask {
  const shape = taskShapes[task.taskType] as z.ZodType;
  const parsed = shape.safeParse(task.taskData);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${task.taskType} task: taskData.${issue?.path.join('.') ?? ''} ${issue?.message ?? 'is invalid'}`);
  }
  return { taskId: task.taskId, block: task.block, type: task.taskType, data: parsed.data } as ChallengeTask;
}

interface Waiting {
  task: ChallengeTask;
  resolve(result: { taskId: string }): void;
  reject(error: Error): void;
}

/**
 * Where the http client hands server-issued tasks (its `onTask`) and the challenge host takes them:
 * one task at a time, in arrival order, so dialogs never overlap. A blocking task's promise holds the
 * original request until the task is settled: completed resolves the `taskResult` the retry carries,
 * cancelled rejects. Tasks that arrive before a host connects wait for it.
 */
export function createTaskInbox(log: (message: string, error?: unknown) => void = console.warn) {
  const queue: Waiting[] = [];
  let shown: Waiting | null = null;
  let host: ((task: ChallengeTask) => void) | null = null;

  function showNext(): void {
    if (shown || !host) return;
    const next = queue.shift();
    if (!next) return;
    shown = next;
    host(next.task);
  }

  return {
    /** The http client's `onTask`: resolves with the task result once the task is passed. */
    handle(raw: Task): Promise<{ taskId: string }> {
      let task: ChallengeTask;
      try {
        task = parseTask(raw);
      } catch (error) {
        // A task we cannot show can never be passed: the waiting request fails instead of hanging.
        log('task not shown', error);
        return Promise.reject(error);
      }
      return new Promise((resolve, reject) => {
        queue.push({ task, resolve, reject });
        showNext();
      });
    },

    /** The host reports how the shown task ended; the next one in line is then shown. */
    settle(taskId: string, result: TaskOutcome): void {
      if (!shown || shown.task.taskId !== taskId) {
        throw new Error(`task ${taskId} is not the one shown`);
      }
      const done = shown;
      shown = null;
      if (result.outcome === 'completed') done.resolve({ taskId });
      else done.reject(new TaskCancelledError(done.task.type, result.message));
      showNext();
    },

    /** The challenge host takes tasks from here; disconnecting puts a shown, unsettled task back in front. */
    connect(listener: (task: ChallengeTask) => void): () => void {
      host = listener;
      showNext();
      return () => {
        if (host !== listener) return;
        host = null;
        if (shown) {
          queue.unshift(shown);
          shown = null;
        }
      };
    },

    /** How many tasks wait (the shown one included). */
    size: () => queue.length + (shown ? 1 : 0),
  };
}

export type TaskInbox = ReturnType<typeof createTaskInbox>;
