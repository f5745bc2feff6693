import { RENEW_WINDOW_DAYS } from '../../domain/renew.ts';

/** Renewal's values the pages use too, without zod (the call schemas are in renew.ts). */

export const RENEW_RULE = { windowDays: RENEW_WINDOW_DAYS } as const;

/** Why an order cannot be renewed now (runtime/domain/renew.ts `renewRefusal`). */
export const RENEW_REFUSALS = ['unpaid', 'notStarted', 'window', 'ended', 'freeTrial', 'discontinued'] as const;
export type RenewRefusalCode = (typeof RENEW_REFUSALS)[number];

/**
 * The `message` of every refusal of `renewCreate` and `renewInfo` (status 404 unknown order, 400 input, 409 the
 * order's state): a refusal of the rule has the message of its reason.
 */
export const RENEW_ERRORS = {
  notFound: 'no such order',
  unpaid: 'the order is not paid',
  notStarted: 'the plan has not started yet',
  window: 'renewal opens 7 days before the plan ends',
  ended: 'the plan has ended',
  freeTrial: 'the free trial cannot be renewed',
  discontinued: 'the plan is no longer sold',
  days: 'renewal term not offered for this plan',
  pending: 'a renewal of this order is waiting for payment',
} as const satisfies Record<RenewRefusalCode | 'notFound' | 'days' | 'pending', string>;
export type RenewError = keyof typeof RENEW_ERRORS;
