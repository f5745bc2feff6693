import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  ObserverExpiry,
  ObserverPermission,
  TransferStatus,
  WorkerStatus,
} from '../../../runtime/http/contract/pool.ts';
import type { Tone } from '../../ui/statusBadge.tsx';

export const WORKER_STATUS_LABELS: Record<WorkerStatus, MessageDescriptor> = {
  online: msg`Online`,
  offline: msg`Offline`,
  invalid: msg`Invalid`,
};

export const WORKER_STATUS_TONES: Record<WorkerStatus, Tone> = {
  online: 'success',
  offline: 'warning',
  invalid: 'danger',
};

export const EARNING_STATUS_LABELS: Record<'paid' | 'unpaid', MessageDescriptor> = {
  paid: msg`Paid`,
  unpaid: msg`Unpaid`,
};

export const EARNING_STATUS_TONES: Record<'paid' | 'unpaid', Tone> = { paid: 'success', unpaid: 'neutral' };

export const OBSERVER_EXPIRY_LABELS: Record<ObserverExpiry, MessageDescriptor> = {
  '1h': msg`1 hour`,
  '24h': msg`24 hours`,
  '7d': msg`7 days`,
  '6m': msg`6 months`,
  never: msg`Until deleted`,
};

export const OBSERVER_PERMISSION_LABELS: Record<ObserverPermission, MessageDescriptor> = {
  dashboard: msg`Dashboard`,
  workers: msg`Workers`,
  earnings: msg`Earnings`,
};

export const TRANSFER_STATUS_LABELS: Record<TransferStatus, MessageDescriptor> = {
  pending: msg`Pending`,
  running: msg`Running`,
  paused: msg`Paused`,
  cancelled: msg`Cancelled`,
  finished: msg`Finished`,
};

export const TRANSFER_STATUS_TONES: Record<TransferStatus, Tone> = {
  pending: 'info',
  running: 'success',
  paused: 'warning',
  cancelled: 'neutral',
  finished: 'neutral',
};
