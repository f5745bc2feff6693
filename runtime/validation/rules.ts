import {
  CODE_PATTERN,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  PASSWORD_PATTERN,
  PHONE_NUMBER_PATTERN,
} from '../http/contract/fieldsValues.ts';

/**
 * Section 5 of the spec as small functions. Each returns null when valid, or the message key the
 * view translates (the spec names some keys, for example 'pwd_format_error_tip').
 */
export type MessageKey =
  | 'required'
  | 'email_format_error'
  | 'phone_format_error'
  | 'code_format_error'
  | 'pwd_empty_tip'
  | 'pwd_format_error_tip'
  | 'pwd_old_format_error_tip'
  | 'confirm_pwd_error';

export const CODE_LENGTH = 6;
export const INPUT_DEBOUNCE_MS = 600;

// Plain patterns, not zod: these checks run in the account forms, which every page can open (decision 092).
// Email: local part, @, a domain with a dot. Phone: 8 to 13 digits. Password (site rule): 8–20
// characters, at least a letter and a digit, only letters, digits and ~!@#$%^&*.
/** Looser password rule: any visible ASCII symbol allowed, still 8–20 with a letter and a digit. */
const LOOSE_PASSWORD_PATTERN = /^(?=.*\d)(?=.*[A-Za-z])[\x21-\x7e]{8,20}$/;

function check(pattern: RegExp, value: string, invalid: MessageKey): MessageKey | null {
  if (value === '') return 'required';
  return pattern.test(value) ? null : invalid;
}

/** The contract's email field: the pattern, at most `EMAIL_MAX_LENGTH` characters once trimmed. */
export function validateEmail(value: string): MessageKey | null {
  const email = value.trim();
  if (email.length > EMAIL_MAX_LENGTH) return 'email_format_error';
  return check(EMAIL_PATTERN, email, 'email_format_error');
}
export const validatePhone = (value: string) => check(PHONE_NUMBER_PATTERN, value.trim(), 'phone_format_error');
export const validateCode = (value: string) => check(CODE_PATTERN, value.trim(), 'code_format_error');

export function validatePassword(value: string): MessageKey | null {
  if (value === '') return 'pwd_empty_tip';
  return PASSWORD_PATTERN.test(value) ? null : 'pwd_format_error_tip';
}

export function validateLoosePassword(value: string): MessageKey | null {
  if (value === '') return 'pwd_empty_tip';
  return LOOSE_PASSWORD_PATTERN.test(value) ? null : 'pwd_format_error_tip';
}

export function validateConfirmPassword(password: string, repeat: string): MessageKey | null {
  if (repeat === '') return 'required';
  return password === repeat ? null : 'confirm_pwd_error';
}

/** At login the password only has to be there. */
export function validateLoginPassword(value: string): MessageKey | null {
  return value === '' ? 'pwd_old_format_error_tip' : null;
}

/** Six-digit PIN check: 1 not six digits, 2 all the same digit, 3 an ascending or descending run, 0 valid. */
export function checkPin(pin: string): 0 | 1 | 2 | 3 {
  if (!/^\d{6}$/.test(pin)) return 1;
  const digits = [...pin].map(Number);
  if (digits.every((d) => d === digits[0])) return 2;
  const steps = digits.slice(1).map((d, i) => d - (digits[i] ?? 0));
  if (steps.every((s) => s === 1) || steps.every((s) => s === -1)) return 3;
  return 0;
}

/** Letters only, spaces allowed (names). */
export const isLetters = (value: string) => /^[A-Za-z ]+$/.test(value);
export const isLettersAndDigits = (value: string) => /^[A-Za-z\d]+$/.test(value);
export const isLettersDigitsParentheses = (value: string) => /^[A-Za-z\d()]+$/.test(value);

/** Calls `fn` once input has been quiet for `ms` (600 ms for form checks); `cancel` drops a pending call. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms = INPUT_DEBOUNCE_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, ms);
  };
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return debounced;
}
