import { z } from 'zod';
import { codeEnvelope } from './envelopes.ts';
import { CODE_PATTERN, code, email, noInput, sendCodeResult } from './fields.ts';

/** Account security (`/user-api`): fund password, authenticator, email binding; code envelope. */

/** Spec section 5, six-digit PIN: 1 not six digits, 2 all one digit, 3 an ascending or descending run. */
export const PIN_PROBLEMS = {
  1: 'must be 6 digits',
  2: 'must not be one digit six times',
  3: 'must not be a run like 123456',
} as const;
export function pinProblem(pin: string): 0 | 1 | 2 | 3 {
  if (!CODE_PATTERN.test(pin)) return 1;
  const digits = [...pin].map(Number);
  if (digits.every((d) => d === digits[0])) return 2;
  const steps = digits.slice(1).map((d, i) => d - (digits[i] ?? 0));
  if (steps.every((s) => s === 1) || steps.every((s) => s === -1)) return 3;
  return 0;
}
const fundPin = z
  .string()
  .trim()
  .superRefine((pin, ctx) => {
    const problem = pinProblem(pin);
    if (problem !== 0) ctx.addIssue({ code: 'custom', message: PIN_PROBLEMS[problem] });
  });

export const securityCalls = {
  /** What the security modals need to know: which of the three are set up. */
  securityStatus: {
    method: 'GET',
    path: '/user-api/user/security/status',
    query: noInput,
    response: codeEnvelope(
      z.object({ fundPasswordSet: z.boolean(), gaBound: z.boolean(), email: z.string().nullable() }),
    ),
  },
  /** Sets the first fund password (spec section 5: a six-digit PIN, not all one digit, not a run). */
  fundPasswordAdd: {
    method: 'POST',
    path: '/user-api/fundPassword/add',
    query: noInput,
    body: z.object({ fundPassword: fundPin }),
    response: codeEnvelope(z.boolean()),
  },
  /** Replaces the fund password; the current one proves it is the owner. */
  fundPasswordReset: {
    method: 'POST',
    path: '/user-api/fundPassword/reset',
    query: noInput,
    body: z.object({
      oldFundPassword: z.string().trim().regex(CODE_PATTERN, 'must be 6 digits'),
      fundPassword: fundPin,
    }),
    response: codeEnvelope(z.boolean()),
  },
  /** A new authenticator secret for binding (replaces any earlier unbound one) and its otpauth:// URI for the QR code. */
  gaQrCode: {
    method: 'GET',
    path: '/user-api/ga/qr_code',
    query: noInput,
    response: codeEnvelope(z.object({ secret: z.string(), otpauthUri: z.string() })),
  },
  /** Binds the secret from gaQrCode once a current code from the authenticator app proves the scan. */
  gaBind: {
    method: 'POST',
    path: '/user-api/ga/bind',
    query: noInput,
    body: z.object({ code }),
    response: codeEnvelope(z.boolean()),
  },
  /** Sends a code to an address the signed-in user wants to bind (not used by another account). */
  bindEmailSendCode: {
    method: 'POST',
    path: '/user-api/email/bind/sendCode',
    query: noInput,
    body: z.object({ email }),
    response: codeEnvelope(sendCodeResult),
  },
  bindEmail: {
    method: 'POST',
    path: '/user-api/email/bind',
    query: noInput,
    body: z.object({ email, emailCode: code }),
    response: codeEnvelope(z.boolean()),
  },
} as const;
