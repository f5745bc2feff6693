import { z } from 'zod';

/** Envelopes and shared pieces of every call; feature contracts (this folder) build on them. */

/** The task kinds a reply can ask the client to pass before (or beside) the call. */
export const TASK_TYPES = ['dialog', 'auth', 'toast', 'slider', 'cfTurnstile', 'hcaptcha', 'geetest'] as const;
export type TaskType = (typeof TASK_TYPES)[number];

/** A task in a reply (`task` beside the envelope's fields): blocking ones come with status/code 2301 and no result. */
export const task = z.object({
  taskId: z.string(),
  taskType: z.enum(TASK_TYPES),
  taskData: z.record(z.string(), z.unknown()),
  block: z.boolean(),
});
export type Task = z.infer<typeof task>;

/** Pass-through statuses (spec section 8): the caller handles them, no generic error. */
export const STATUS = {
  ok: 200,
  /** auth task: a fund password, authenticator or email code is wrong */
  authWrong: 2204,
  /** auth task: locked after too many attempts, expired or unknown */
  authLocked: 2205,
  /** the call needs a task passed first; the reply carries `task` */
  taskRequired: 2301,
  /** the `taskResult` sent with a retry is not a passed task for this call (or was used already) */
  taskRejected: 2302,
} as const;

/** `status` envelope: 200 is success, `message` explains anything else. */
export function statusEnvelope<T extends z.ZodType>(result: T) {
  return z.object({
    status: z.number().int(),
    message: z.string().nullable().optional(),
    result: result.nullable(),
    task: task.optional(),
  });
}

/** `code` envelope: 0 is success, `msg` explains anything else. */
export function codeEnvelope<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.number().int(),
    msg: z.string().nullable().optional(),
    data: data.nullable(),
    task: task.optional(),
  });
}

/** POST bodies are form-encoded with objects and arrays JSON-stringified: this parses such a field. */
export function jsonField<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }, schema);
}
