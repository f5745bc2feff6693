import type { Task } from '../http/contract/envelopes.ts';
import type { ChallengeTask } from './taskShapes.ts';

export type { ChallengeTask, DialogButton } from './taskShapes.ts';

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
  let shapes: Promise<typeof import('./taskShapes.ts')> | null = null;
  const loadShapes = () => {
    shapes ??= import('./taskShapes.ts');
    return shapes;
  };
  let arrivals: Promise<unknown> = Promise.resolve();
  let parsing = 0;

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
      // Parsed in arrival order: a task never overtakes one that came before it while the shapes load.
      parsing += 1;
      const parsed = arrivals.then(async () => (await loadShapes()).parseTask(raw));
      arrivals = parsed.catch(() => undefined);
      void parsed.then(
        () => (parsing -= 1),
        () => (parsing -= 1),
      );
      return parsed.then(
        (task) =>
          new Promise((resolve, reject) => {
            queue.push({ task, resolve, reject });
            showNext();
          }),
        (error: unknown) => {
          // A task we cannot show can never be passed: the waiting request fails instead of hanging.
          log('task not shown', error);
          throw error;
        },
      );
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

    /** How many tasks wait (the shown one and those still being read included). */
    size: () => parsing + queue.length + (shown ? 1 : 0),
  };
}

export type TaskInbox = ReturnType<typeof createTaskInbox>;
