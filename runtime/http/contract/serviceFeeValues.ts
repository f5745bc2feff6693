/** The service-fee payment's values the pages use too, without zod (the call schemas are in serviceFee.ts). */

/** Fewest days one payment adds to an order. */
export const SERVICE_FEE_MIN_DAYS = 1;
/** Most orders one payment covers. */
export const SERVICE_FEE_MAX_ORDERS = 50;

/** The `message` of every refusal (status 400 input, 403 the account may not, 404 unknown, 409 state). */
export const SERVICE_FEE_ERRORS = {
  noOrders: 'no orders selected',
  duplicate: 'an order is listed twice',
  notFound: 'no such order',
  notPayable: 'this order takes no more service-fee days',
  days: 'service fee days out of range',
  balance: 'insufficient balance',
  points: 'not enough points',
  fundPassword: 'fund password not set',
  /** The service-fee coupon the page offered is used, expired or not the account's. */
  coupon: 'coupon does not apply',
} as const;
export type ServiceFeeError = keyof typeof SERVICE_FEE_ERRORS;
