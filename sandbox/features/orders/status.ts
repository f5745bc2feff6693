import { PRODUCT_TYPE } from '../../../runtime/domain/products.ts';
import type { OrderEvent, OrderStatus } from '../../../runtime/http/contract/orders.ts';

/**
 * The status rules of a plan order, as pure functions of its timestamps and a clock: nothing is
 * stored as a status, so orders move through their states as the sandbox clock moves.
 */

export const DAY_MS = 86_400_000;
/** An unpaid order is cancelled ('expired') this long after it was created. */
export const PAY_WINDOW_MS = 24 * 3_600_000;
/** Goods type of full plans, the only ones paying a service fee by the day; the others are all-inclusive. */
export const FULL_PLAN = PRODUCT_TYPE.full;

export function startOfUtcDay(ms: number): number {
  return Math.floor(ms / DAY_MS) * DAY_MS;
}

/** A paid plan starts at 00:00 UTC the day after the payment. */
export function startAfterPayment(paidAt: number): number {
  return startOfUtcDay(paidAt) + DAY_MS;
}

/** What the rules read of an order (ms since the epoch). */
export interface OrderTimes {
  goodsType: number;
  durationDays: number;
  /** Service-fee days paid with the order (full plans). */
  serviceFeePaidDays: number;
  createdAt: number;
  payExpireAt: number;
  paidAt: number | null;
  /** Set with the payment: startAfterPayment(paidAt), and durationDays later. */
  startAt: number | null;
  endAt: number | null;
  /** When the user cancelled it; only an unpaid order can be cancelled. */
  cancelledAt: number | null;
}

export type CancelReason = 'expired' | 'user';

export interface OrderState {
  status: OrderStatus;
  /** Running, but the prepaid service-fee days are used up (full plans). */
  suspended: boolean;
  /** Full plans: prepaid days not yet consumed; null for all-inclusive plans. */
  serviceFeeDaysLeft: number | null;
  cancelReason: CancelReason | null;
  /** The events that have happened by now, in order. */
  timeline: Array<{ event: OrderEvent; at: number }>;
}

/** The order as it stands at `now`; every event counts from its own time on. */
export function orderState(order: OrderTimes, now: number): OrderState {
  const full = order.goodsType === FULL_PLAN;
  const timeline: OrderState['timeline'] = [{ event: 'created', at: order.createdAt }];
  const cancelAt = Math.min(order.cancelledAt ?? Number.POSITIVE_INFINITY, order.payExpireAt);
  // A payment only counts if it came before the order was cancelled or expired.
  const paidAt = order.paidAt !== null && order.paidAt < cancelAt ? order.paidAt : null;

  if (paidAt === null || now < paidAt) {
    const unconsumed = full ? order.serviceFeePaidDays : null;
    if (now < cancelAt) {
      return { status: 'unpaid', suspended: false, serviceFeeDaysLeft: unconsumed, cancelReason: null, timeline };
    }
    timeline.push({ event: 'cancelled', at: cancelAt });
    const cancelReason = cancelAt === order.cancelledAt ? 'user' : 'expired';
    return { status: 'cancelled', suspended: false, serviceFeeDaysLeft: unconsumed, cancelReason, timeline };
  }

  timeline.push({ event: 'paid', at: paidAt });
  const startAt = order.startAt ?? startAfterPayment(paidAt);
  const endAt = order.endAt ?? startAt + order.durationDays * DAY_MS;
  // Whole UTC days run (the start is at 00:00 UTC), counted up to the end at most.
  const daysRun = now < startAt ? 0 : Math.floor((Math.min(now, endAt) - startAt) / DAY_MS);
  const serviceFeeDaysLeft = full ? Math.max(0, order.serviceFeePaidDays - daysRun) : null;
  const state = (status: OrderStatus, suspended = false): OrderState => ({
    status,
    suspended,
    serviceFeeDaysLeft,
    cancelReason: null,
    timeline,
  });

  if (now < startAt) return state('pendingStart');
  timeline.push({ event: 'started', at: startAt });
  const suspendAt = startAt + order.serviceFeePaidDays * DAY_MS;
  if (full && suspendAt < endAt && suspendAt <= now) timeline.push({ event: 'suspended', at: suspendAt });
  if (now < endAt) return state('running', serviceFeeDaysLeft === 0);
  timeline.push({ event: 'ended', at: endAt });
  return state('ended');
}
