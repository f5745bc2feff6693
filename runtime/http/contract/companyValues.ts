/** The company pages' values the pages use too, without zod (the call schemas are in company.ts). */

export const COOPERATION_TYPES = ['hosting', 'hashrate', 'minerPurchase', 'pool', 'channel', 'other'] as const;
export type CooperationType = (typeof COOPERATION_TYPES)[number];

/** Limits shared by the form (machines/company/coopInquiryMachine.ts) and the sandbox, so both say the same. */
export const COOP_LIMITS = {
  name: 100,
  email: 254,
  phone: 20,
  country: 56,
  volume: 100,
  messageMin: 20,
  messageMax: 2000,
};
export const COOP_PHONE_PATTERN = /^\+?[\d\s()-]{6,20}$/;

/** The messages of the rules, as the sandbox answers them (`field: message`) and the form shows them. */
export const COOP_RULES = {
  required: 'is required',
  tooLong: 'is too long',
  email: 'is not a valid email address',
  phone: 'is not a phone number',
  type: 'is not a cooperation type',
  messageShort: `must be at least ${COOP_LIMITS.messageMin} characters`,
} as const;

/** The inquiry's fields, in the form's order (the call's schema has the same keys). */
export const COOP_FIELDS = [
  'company',
  'contactName',
  'email',
  'phone',
  'country',
  'cooperationType',
  'volume',
  'message',
] as const;
export type CoopField = (typeof COOP_FIELDS)[number];
