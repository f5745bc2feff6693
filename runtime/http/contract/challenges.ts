import { z } from 'zod';
import { jsonField, statusEnvelope } from './envelopes.ts';
import { id, noInput, sendCodeResult } from './fields.ts';

/**
 * The task checks (spec section 7, `/v1/app/common/itw/task`): the answers to the tasks a reply can ask
 * for (slider, captcha widgets, the auth dialog). Status envelope.
 */

export const AUTH_METHODS = ['pay', 'ga', 'email'] as const;

export const sliderTaskData = z.object({
  bgImage: z.string(),
  pieceImage: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  pieceSize: z.number().int(),
  y: z.number().int(),
});

const checkResult = z.object({ taskId: z.string(), passed: z.boolean() });

export const challengeCalls = {
  taskCheck: {
    method: 'POST',
    path: '/v1/app/common/itw/task/taskCheck',
    query: noInput,
    /** `param` is the task type's answer: { x } slider, { token } cfTurnstile/hcaptcha, geetest fields, { receipt } dialog. */
    body: z.object({ taskId: id, param: jsonField(z.record(z.string(), z.unknown())).default({}) }),
    response: statusEnvelope(checkResult),
  },
  sliderPuzzle: {
    method: 'GET',
    path: '/v1/app/common/itw/task/slider',
    /** A fresh puzzle for a slider task (after a failed check the old one is gone). */
    query: z.object({ taskId: id }),
    response: statusEnvelope(sliderTaskData),
  },
  sliderCheck: {
    method: 'POST',
    path: '/v1/app/common/itw/task/sliderCheck',
    query: noInput,
    body: z.object({ taskId: id, x: z.coerce.number().finite().min(0).max(10_000) }),
    response: statusEnvelope(checkResult),
  },
  cfTurnstileCheck: {
    method: 'POST',
    path: '/v1/app/common/itw/task/cfTurnstileCheck',
    query: noInput,
    body: z.object({ taskId: id, token: z.string().min(1).max(2048) }),
    response: statusEnvelope(checkResult),
  },
  hcaptchaCheck: {
    method: 'POST',
    path: '/v1/app/common/itw/task/hcaptchaCheck',
    query: noInput,
    body: z.object({ taskId: id, token: z.string().min(1).max(2048) }),
    response: statusEnvelope(checkResult),
  },
  geetestCheck: {
    method: 'POST',
    path: '/v1/app/common/itw/task/geetestCheck',
    query: noInput,
    body: z.object({
      taskId: id,
      lot_number: z.string().min(1).max(256),
      captcha_output: z.string().min(1).max(2048),
      pass_token: z.string().min(1).max(2048),
      gen_time: z.string().min(1).max(32),
    }),
    response: statusEnvelope(checkResult),
  },
  authMessageSend: {
    method: 'POST',
    path: '/v1/app/common/itw/task/authMessageSend',
    query: noInput,
    body: z.object({ taskId: id, authMethod: z.literal('email') }),
    response: statusEnvelope(sendCodeResult),
  },
  authCheckTask: {
    method: 'POST',
    path: '/v1/app/common/itw/task/authCheckTask',
    query: noInput,
    body: z.object({
      taskId: id,
      authInfo: z.string().max(256).optional(),
      verifyCodeInfo: jsonField(
        z
          .array(z.object({ authMethod: z.enum(AUTH_METHODS), code: z.string().max(64) }))
          .min(1)
          .max(3),
      ),
    }),
    response: statusEnvelope(checkResult),
  },
} as const;
