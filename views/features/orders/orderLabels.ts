import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OrderEvent, OrderStatus } from '../../../runtime/http/contract/orders.ts';
import type { Tone } from '../../ui/statusBadge.tsx';

/** Every status's name and tone; a status added to the contract without one is a compile error. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, MessageDescriptor> = {
  unpaid: msg`Unpaid`,
  pendingStart: msg`Starts soon`,
  running: msg`Running`,
  ended: msg`Ended`,
  cancelled: msg`Cancelled`,
};

export const ORDER_STATUS_TONES: Record<OrderStatus, Tone> = {
  unpaid: 'warning',
  pendingStart: 'info',
  running: 'success',
  ended: 'neutral',
  cancelled: 'neutral',
};

export const ORDER_EVENT_LABELS: Record<OrderEvent, MessageDescriptor> = {
  created: msg`Order placed`,
  paid: msg`Paid`,
  started: msg`Mining started`,
  suspended: msg`Suspended: service fee days used up`,
  resumed: msg`Resumed`,
  ended: msg`Plan ended`,
  cancelled: msg`Cancelled`,
};

/** Fewer service-fee days than this left: the order warns before it is suspended. */
export const FEE_DAYS_WARNING = 3;
