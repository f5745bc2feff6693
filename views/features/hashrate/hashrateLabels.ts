import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OutputRange, OutputStatus, UnpaidReason } from '../../../runtime/http/contract/hashrate.ts';
import type { Tone } from '../../ui/statusBadge.tsx';

export const OUTPUT_STATUS_LABELS: Record<OutputStatus, MessageDescriptor> = {
  paid: msg`Paid`,
  paying: msg`Paying`,
  unpaid: msg`Unpaid`,
};

export const OUTPUT_STATUS_TONES: Record<OutputStatus, Tone> = { paid: 'success', paying: 'info', unpaid: 'neutral' };

/** Why output is not paid, as a row or the balance says it. */
export const UNPAID_REASON_LABELS: Record<UnpaidReason, MessageDescriptor> = {
  belowThreshold: msg`Accumulating until the balance is above the 0.005 BTC payout threshold`,
  suspended: msg`Nothing earned: suspended, the service-fee days had run out`,
  addressHold: msg`Held for 72 hours after a payout-address change`,
  collateral: msg`Held as collateral for a service-fee loan until it is repaid`,
};

export const OUTPUT_RANGE_LABELS: Record<OutputRange, MessageDescriptor> = {
  '7d': msg`7 days`,
  '30d': msg`30 days`,
  '90d': msg`90 days`,
  all: msg`All`,
};

/** A running order whose service-fee days ran out. */
export const SUSPENDED_LABELS: Record<'suspended', MessageDescriptor> = { suspended: msg`Suspended` };
