import { z } from 'zod';
import { jsonField, statusEnvelope } from './envelopes.ts';
import { decimalString, ORDER_STATUSES } from './orders.ts';
import { SERVICE_FEE_MAX_ORDERS, SERVICE_FEE_MIN_DAYS } from './serviceFeeValues.ts';

export * from './serviceFeeValues.ts';

/**
 * Paying service-fee days of full plans after the purchase (spec: `/pay/serviceFee`, batch service fee):
 * which orders can take more days and at what price per day, paying days for one order or several in
 * one payment from the balance or points (always behind the fund-password verification task, like
 * `orderPay`), and the record of those payments. A suspended plan resumes from the payment on; the
 * days it stood still are neither charged nor compensated.
 */

const orderNo = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/);
const requestId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters, digits, - or _');

export const serviceFeeOrder = z.object({
  orderNo,
  goodsName: z.string(),
  status: z.enum(ORDER_STATUSES),
  suspended: z.boolean(),
  /** The order's whole hashrate. */
  hashrateTh: decimalString,
  serviceFeePerThDayUsd: decimalString,
  /** What one more day costs for the whole order, rounded to the cent as the payment is. */
  perDayUsd: decimalString,
  daysLeft: z.number().int().min(0),
  /** Most days a payment may add now: the days of the term not yet covered. */
  maxDays: z.number().int().min(0),
  /** The last day the plan runs (00:00 UTC of its end). */
  endAt: z.string(),
  /** When the covered days run out (ISO), null once they cover the whole term. */
  paidUntil: z.string().nullable(),
});
export type ServiceFeeOrder = z.infer<typeof serviceFeeOrder>;

/** A service-fee coupon: it takes its amount off the next service-fee payment that reaches its minimum spend. */
export const serviceFeeCoupon = z.object({
  couponId: z.string(),
  name: z.string(),
  amountUsd: decimalString,
  minSpendUsd: decimalString,
  expireAt: z.string(),
});
export type ServiceFeeCoupon = z.infer<typeof serviceFeeCoupon>;

const serviceFeeInfo = z.object({
  orders: z.array(serviceFeeOrder),
  /** The account's usable service-fee coupon that runs out first, which a payment takes off its total. */
  coupon: serviceFeeCoupon.nullable(),
  balanceUsd: decimalString,
  pointsBalance: decimalString,
  fundPasswordSet: z.boolean(),
});
export type ServiceFeeInfo = z.infer<typeof serviceFeeInfo>;

const paymentItem = z.object({ orderNo, days: z.number().int(), amountUsd: decimalString });

export const serviceFeePayment = z.object({
  paymentNo: z.string(),
  payMethod: z.enum(['balance', 'points']),
  /** What was charged: the days' total less the coupon. */
  totalUsd: decimalString,
  /** What a service-fee coupon took off (0 without one). */
  couponUsd: decimalString,
  items: z.array(paymentItem),
  at: z.string(),
});
export type ServiceFeePayment = z.infer<typeof serviceFeePayment>;

export const serviceFeeCalls = {
  /** The account's orders that take more service-fee days (all of them, or those of `orderNos`), and what it can pay with. */
  serviceFeeInfo: {
    method: 'GET',
    path: '/v1/app/auth/serviceFee/info',
    private: true,
    query: z.object({ orderNos: z.string().max(2_000).optional() }),
    response: statusEnvelope(serviceFeeInfo),
  },
  /**
   * Pays days for one order or several in one ledger transaction. The same requestId answers the same
   * payment and never charges twice.
   */
  serviceFeePay: {
    method: 'POST',
    path: '/v1/app/auth/serviceFee/pay',
    private: true,
    query: z.object({}),
    body: z.object({
      // Form-encoded, so the list travels as a JSON string.
      items: jsonField(
        z
          .array(z.object({ orderNo, days: z.number().int().min(SERVICE_FEE_MIN_DAYS).max(10_000) }))
          .min(1)
          .max(SERVICE_FEE_MAX_ORDERS),
      ),
      payMethod: z.enum(['balance', 'points']),
      requestId,
      /** The service-fee coupon to take off (the one `serviceFeeInfo` offered); refused when it no longer applies. */
      couponId: z.string().max(64).optional(),
    }),
    response: statusEnvelope(serviceFeePayment),
  },
  /** The account's service-fee payments, newest first. */
  serviceFeeRecords: {
    method: 'GET',
    path: '/v1/app/auth/serviceFee/records',
    private: true,
    query: z.object({}),
    response: statusEnvelope(z.object({ payments: z.array(serviceFeePayment) })),
  },
} as const;
