import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { HostedMinerStatus, InvoiceStatus } from '../../../../runtime/http/contract/hosting.ts';
import type { Tone } from '../../../ui/statusBadge.tsx';

export const MINER_STATUS_LABELS: Record<HostedMinerStatus, MessageDescriptor> = {
  working: msg`Working`,
  underperforming: msg`Underperforming`,
  stopped: msg`Stopped`,
  needsRepair: msg`Needs repair`,
  maintenance: msg`Maintenance`,
  installing: msg`Installing`,
};

export const MINER_STATUS_TONES: Record<HostedMinerStatus, Tone> = {
  working: 'success',
  underperforming: 'warning',
  stopped: 'danger',
  needsRepair: 'danger',
  maintenance: 'info',
  installing: 'neutral',
};

/** What each status means, in the rules and beside a miner. */
export const MINER_STATUS_HINTS: Record<HostedMinerStatus, MessageDescriptor> = {
  working: msg`Hashing at 90% or more of its nominal hashrate.`,
  underperforming: msg`Hashing, but below 90% of its nominal hashrate.`,
  stopped: msg`Not hashing: power curtailed at the site, or an overdue hosting invoice.`,
  needsRepair: msg`A fault was found; a technician is assigned.`,
  maintenance: msg`Scheduled work at the site; it restarts when the work ends.`,
  installing: msg`Delivered to the site and being installed; it goes online after the estimated start.`,
};

/** An invoice's state as shown: paid, unpaid, or unpaid past its due date. */
export type InvoiceShown = InvoiceStatus | 'overdue';

export const INVOICE_STATUS_LABELS: Record<InvoiceShown, MessageDescriptor> = {
  paid: msg`Paid`,
  unpaid: msg`Unpaid`,
  overdue: msg`Overdue`,
};

export const INVOICE_STATUS_TONES: Record<InvoiceShown, Tone> = {
  paid: 'success',
  unpaid: 'warning',
  overdue: 'danger',
};
