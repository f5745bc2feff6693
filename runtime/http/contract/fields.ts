import { z } from 'zod';
import {
  CODE_PATTERN,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  PASSWORD_PATTERN,
  PASSWORD_RULE_MESSAGE,
  PHONE_NUMBER_PATTERN,
} from './fieldsValues.ts';

export * from './fieldsValues.ts';

/**
 * Form fields of spec section 5 and small pieces several feature contracts share (account, security,
 * challenges, messages). Client and sandbox apply the same rules.
 */

export const noInput = z.object({});

export const email = z.string().trim().max(EMAIL_MAX_LENGTH).regex(EMAIL_PATTERN, 'is not a valid email address');
/** `+1`, `1` or `001` style country calling code; stored without the plus. */
export const phoneCode = z
  .string()
  .trim()
  .regex(/^\+?\d{1,4}$/, 'is not a calling code like +1')
  .transform((v) => v.replace(/^\+/, ''));
export const phoneNumber = z.string().trim().regex(PHONE_NUMBER_PATTERN, 'must be 8 to 13 digits');
export const code = z.string().trim().regex(CODE_PATTERN, 'must be 6 digits');
export const newPassword = z.string().regex(PASSWORD_PATTERN, PASSWORD_RULE_MESSAGE);
export const id = z.string().trim().min(1).max(64);
/** A coin code as the API writes it (BTC, ETH_USDT); which codes a call accepts is its own rule. */
export const coinCode = z.string().regex(/^[A-Za-z0-9_]{1,16}$/, 'currency must be a coin code');

/** A send that found a code sent less than 60 s ago answers `sent: false` and the seconds left. */
export const sendCodeResult = z.object({ sent: z.boolean(), remainingSeconds: z.number().int() });
