/** The wallet's values the pages use too, without zod (the call schemas are in wallet.ts). */

export const WITHDRAW_REVIEW_AFTER_MS = 60_000;
export const WITHDRAW_SEND_AFTER_MS = 10 * 60_000;
/** Most entries of the address book. */
export const ADDRESS_BOOK_MAX = 20;

/** The `message` of every refusal (status 400 input, 403 the account may not, 404 unknown, 409 state). */
export const WALLET_ERRORS = {
  network: 'this coin cannot use that network',
  address: 'not an address of this network',
  addressLocked: 'this address was added less than 24 hours ago',
  amount: 'not a valid amount',
  min: 'below the minimum withdrawal',
  balance: 'insufficient balance',
  kyc: 'complete identity verification (KYC level 1) to withdraw',
  notFound: 'no such withdrawal',
  addressNotFound: 'no such address',
  duplicate: 'this address is already in your address book',
  bookFull: 'the address book is full',
  requestId: 'requestId: used for another withdrawal',
  /** The verification gate's answer when the withdrawal checks include a fund password the account has not set. */
  fundPassword: 'fund password not set',
} as const;
export type WalletError = keyof typeof WALLET_ERRORS;
