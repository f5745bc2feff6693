import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MessageKey } from '../../../runtime/validation/rules.ts';

/** The section-5 messages the account forms show under their fields. */
export const FIELD_MESSAGES: Record<MessageKey | 'agreement_required', MessageDescriptor> = {
  required: msg`This field is required`,
  email_format_error: msg`Please enter a valid email address`,
  phone_format_error: msg`Please enter a valid phone number (8 to 13 digits)`,
  code_format_error: msg`Please enter the 6-digit verification code`,
  pwd_empty_tip: msg`Please set a password`,
  pwd_format_error_tip: msg`8 to 20 characters with at least one letter and one digit; symbols allowed: ~!@#$%^&*`,
  pwd_old_format_error_tip: msg`Please enter your password`,
  confirm_pwd_error: msg`The two passwords do not match`,
  agreement_required: msg`Please read and tick the user agreement and privacy policy`,
};
