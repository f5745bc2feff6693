/** The payout-address change's values the pages use too, without zod (the call schemas are in changeAddress.ts). */

/** Coins whose payout address can be changed (the plans mine BTC). */
export const PAYOUT_COINS = ['BTC'] as const;
export type PayoutCoinCode = (typeof PAYOUT_COINS)[number];

/** Hours payouts are held after a payout-address change. */
export const PAYOUT_HOLD_HOURS = 72;
export const PAYOUT_HOLD_MS = PAYOUT_HOLD_HOURS * 3_600_000;

/** Most orders one batch changes. */
export const CHANGE_ADDRESS_MAX_ORDERS = 50;

/** Where the code goes: the account's email, or its phone by SMS. */
export const CODE_CHANNELS = ['email', 'sms'] as const;
export type CodeChannel = (typeof CODE_CHANNELS)[number];

/** The outbox type of payout-address codes, so no other code (login, bind) changes an address. */
export const CHANGE_ADDRESS_CODE_TYPE = 'changeAddress';

/** The `message` of every refusal (status 400 input, 403 not allowed, 404 unknown, 409 state). */
export const CHANGE_ADDRESS_ERRORS = {
  invalidAddress: 'the address is not a valid payout address for this coin',
  wrongCode: 'the verification code is incorrect or expired',
  noChannel: 'the account has no such contact to send a code to',
  noOrders: 'no orders selected',
  duplicate: 'an order is listed twice',
  notFound: 'no such order',
  notChangeable: 'this order no longer mines: its payout address cannot change',
  sameAddress: 'the orders already pay to this address',
  fundPassword: 'fund password not set',
} as const;
export type ChangeAddressError = keyof typeof CHANGE_ADDRESS_ERRORS;
