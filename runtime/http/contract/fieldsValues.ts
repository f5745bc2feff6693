/** The form fields' values the pages use too, without zod (the call schemas are in fields.ts). */

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The longest address a mail system carries (RFC 5321's path limit less its brackets). */
export const EMAIL_MAX_LENGTH = 254;
export const PHONE_NUMBER_PATTERN = /^\d{8,13}$/;
export const CODE_PATTERN = /^\d{6}$/;
/** Site password rule: 8 to 20 of letters, digits and ~!@#$%^&*, with at least one letter and one digit. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d~!@#$%^&*]{8,20}$/;
export const PASSWORD_RULE_MESSAGE =
  'must be 8 to 20 characters with a letter and a digit, using only letters, digits and ~!@#$%^&*';
