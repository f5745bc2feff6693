import { z } from 'zod';
import { statusEnvelope } from './envelopes.ts';

/**
 * Plan orders of the signed-in user (spec section 7, "orders"). Read-only calls here; paying and
 * cancelling come with the checkout. Amounts are decimal strings (USD with 2 decimals, per-TH fees
 * with 4), never floats: the client computes with big.js.
 */
export const ORDER_STATUSES = ['unpaid', 'pendingStart', 'running', 'ended', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What happened to an order, in order; the detail page's timeline. */
export const ORDER_EVENTS = ['created', 'paid', 'started', 'suspended', 'resumed', 'ended', 'cancelled'] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

/** `status` 404 with this message when the order number names no order of this user. */
export const ORDER_NOT_FOUND = 'no such order';

/** A decimal amount as the API sends it: digits, an optional point and fraction. */
export const decimalString = z.string().regex(/^\d{1,15}(\.\d{1,8})?$/, 'is not a decimal amount');

export const orderSummary = z.object({
  orderNo: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
  goodsId: z.string(),
  goodsName: z.string(),
  /** 5 easy (all-inclusive), 11 full (service fee paid by the day), 7 stable (runtime/domain/products.ts). */
  goodsType: z.number().int(),
  minerModel: z.string(),
  quantity: z.number().int().min(1),
  /** Hashrate of the whole order (quantity × the plan's TH). */
  hashrateTh: z.number(),
  durationDays: z.number().int(),
  currency: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** Running, but earning nothing: the service fee days ran out (full plans). */
  suspended: z.boolean(),
  totalUsd: decimalString,
  /** ISO 8601 UTC timestamps. */
  createdAt: z.string(),
  /** Unpaid orders only: when it is cancelled unless paid. */
  payExpireAt: z.string().nullable(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  /** Full plans: prepaid service-fee days not yet consumed; null for all-inclusive plans. */
  serviceFeeDaysLeft: z.number().int().nullable(),
});
export type OrderSummary = z.infer<typeof orderSummary>;

/** One payment towards an order: from the balance or points, or a coin received at the cashier's address. */
export const paymentRecord = z.object({
  method: z.enum(['balance', 'points', 'crypto']),
  /** The coin for crypto, null for balance and points. */
  coin: z.string().nullable(),
  network: z.string().nullable(),
  /** In the coin for crypto, in USD (or points) otherwise. */
  amount: decimalString,
  usd: decimalString,
  txId: z.string().nullable(),
  at: z.string(),
});
export type PaymentRecord = z.infer<typeof paymentRecord>;

export const orderDetail = orderSummary.extend({
  efficiencyJt: z.number(),
  pool: z.enum(['Antpool', 'F2Pool']),
  /** The full address; pages mask it. */
  payoutAddress: z.string(),
  /** Price breakdown: hashrate fee + service fee - coupon - points = total. */
  hashrateFeeUsd: decimalString,
  serviceFeeUsd: decimalString,
  serviceFeePerThDayUsd: decimalString,
  /** Service-fee days paid with the order (full plans; 0 for all-inclusive). */
  serviceFeePaidDays: z.number().int(),
  /** The invited friend's discount off the hashrate fee (the invite programme), 0.00 without one. */
  discountUsd: decimalString,
  couponUsd: decimalString,
  pointsUsd: decimalString,
  payMethod: z.enum(['balance', 'points', 'crypto']).nullable(),
  payCoin: z.string().nullable(),
  /** Pool fee of the output, percent (e.g. "2.5"). */
  poolFeePercent: decimalString,
  /** Three fee days are paid from points when fewer than 3 remain. */
  autoDeduct: z.boolean(),
  cancelReason: z.enum(['expired', 'user']).nullable(),
  timeline: z.array(z.object({ event: z.enum(ORDER_EVENTS), at: z.string() })),
  /** The payment record: every amount received towards the order, oldest first. */
  payments: z.array(paymentRecord),
  /** Money received over the price, or on an order that expired or was cancelled, not yet settled. */
  remainUsd: decimalString,
});
export type OrderDetail = z.infer<typeof orderDetail>;

const statusCounts = z.object({
  all: z.number().int(),
  unpaid: z.number().int(),
  pendingStart: z.number().int(),
  running: z.number().int(),
  ended: z.number().int(),
  cancelled: z.number().int(),
});

export const orderCalls = {
  /** Newest first; `counts` are per tab over all the user's orders (unpaid agrees with combined info). */
  orderList: {
    method: 'GET',
    path: '/v1/app/auth/order/list',
    private: true,
    query: z.object({
      status: z.enum(ORDER_STATUSES).optional(),
      pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
      pageSize: z.coerce.number().int().min(1).max(50).default(10),
    }),
    response: statusEnvelope(
      z.object({
        data: z.array(orderSummary),
        pageNo: z.number().int(),
        pageSize: z.number().int(),
        totalCount: z.number().int(),
        counts: statusCounts,
      }),
    ),
  },
  orderDetail: {
    method: 'GET',
    path: '/v1/app/auth/order/info',
    private: true,
    query: z.object({ orderNo: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/) }),
    response: statusEnvelope(orderDetail),
  },
} as const;
