import { z } from 'zod';
import { AUTH_METHODS, sliderTaskData } from '../http/contract/challenges.ts';
import type { Task } from '../http/contract/envelopes.ts';

/**
 * The shape of each task type's `taskData` (spec section 3), parsed once where tasks come in. A module of
 * its own: the inbox loads it (and zod) when the first task arrives, not with the first page.
 */
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

export function parseTask(task: Task): ChallengeTask {
  const shape = taskShapes[task.taskType] as z.ZodType;
  const parsed = shape.safeParse(task.taskData);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${task.taskType} task: taskData.${issue?.path.join('.') ?? ''} ${issue?.message ?? 'is invalid'}`);
  }
  return { taskId: task.taskId, block: task.block, type: task.taskType, data: parsed.data } as ChallengeTask;
}
