import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { RENEW_ERRORS, type RenewRefusalCode } from '../../../runtime/http/contract/renewValues.ts';

/** Why an order cannot be renewed now, in the customer's words. */
export const RENEW_REFUSAL_LABELS: Record<RenewRefusalCode, MessageDescriptor> = {
  unpaid: msg`This order was never paid, so there is no plan to renew.`,
  notStarted: msg`This plan has not started yet. Renewal opens in its last 7 days.`,
  window: msg`Renewal opens in the plan's last 7 days.`,
  ended: msg`This plan has ended. Renewals are for running plans: choose a new plan instead.`,
  freeTrial: msg`The free trial cannot be renewed.`,
  discontinued: msg`This plan is no longer sold, so it cannot be renewed.`,
};

/** Short forms for a list's status column. */
export const RENEW_REFUSAL_SHORT: Record<RenewRefusalCode, MessageDescriptor> = {
  unpaid: msg`Not paid`,
  notStarted: msg`Not started`,
  window: msg`Not yet`,
  ended: msg`Ended`,
  freeTrial: msg`Free trial`,
  discontinued: msg`No longer sold`,
};

const REFUSAL_BY_MESSAGE = new Map<string, MessageDescriptor>([
  ...Object.entries(RENEW_REFUSAL_LABELS).map(
    ([code, label]) => [RENEW_ERRORS[code as RenewRefusalCode], label] as [string, MessageDescriptor],
  ),
  [RENEW_ERRORS.days, msg`This term is not offered for this plan. Choose one of the terms shown.`],
  [RENEW_ERRORS.pending, msg`A renewal of this plan is waiting for payment: pay or cancel it first.`],
  [RENEW_ERRORS.notFound, msg`We could not find this order.`],
]);

/** A renewal refusal the server worded (RENEW_ERRORS), in the customer's words; undefined for anything else. */
export function renewErrorLabel(message: string | null): MessageDescriptor | undefined {
  return message ? REFUSAL_BY_MESSAGE.get(message) : undefined;
}
