/** Checkout's values the pages use too, without zod (the call schemas are in checkout.ts). */

/** The coins and networks the cashier takes (product research, section 1). */
export const CASHIER_NETWORKS = {
  USDT: ['TRC20', 'ERC20'],
  BTC: ['Bitcoin'],
  ETH: ['ERC20'],
} as const;
export type CashierCoin = keyof typeof CASHIER_NETWORKS;
export const CASHIER_COINS = Object.keys(CASHIER_NETWORKS) as CashierCoin[];

/** An unpaid checkout order is cancelled ('expired') this long after it was created; the cashier counts down to it. */
export const CHECKOUT_PAY_WINDOW_MINUTES = 30;

/** Unverified accounts cannot buy; each KYC level has a limit on the total of the account's paid orders. */
export const KYC_LIMITS_USD: Record<number, string> = { 0: '0', 1: '100000', 2: '100000000' };

/**
 * The `message` of every refusal, stable so the client can say it in the user's language and put it at
 * the field or step it belongs to. Answered with `status` 400 (input), 403 (the account may not), 404
 * (no such order of this user) or 409 (the order's state).
 */
export const CHECKOUT_ERRORS = {
  quantity: 'quantity outside the plan limits',
  stock: 'not enough stock',
  pool: 'pool not available',
  address: 'invalid payout address',
  feeDays: 'service fee days out of range',
  coupon: 'coupon does not apply',
  points: 'not enough points',
  agreement: 'agreement not accepted',
  kyc: 'identity verification required',
  kycLimit: 'amount above the verification limit',
  fundPassword: 'fund password not set',
  balance: 'insufficient balance',
  notFound: 'no such order',
  expired: 'order expired',
  cancelled: 'order cancelled',
  paid: 'order already paid',
  /** The order received a coin already, so the cashier cannot switch to another. */
  received: 'payment already received',
  noRemain: 'nothing to settle',
  /** The free trial (goods type 1): one per account, and only within the first days after registering. */
  trialClaimed: 'free trial already claimed',
  trialAccountAge: 'free trial is for new accounts only',
  /** A miner sale batch whose payment deadline passed: nothing more is sold from it. */
  batchClosed: 'sale batch closed',
  /** Points are bought with the balance or crypto, never with points. */
  pointsForPoints: 'points cannot pay for points',
  /** A points package the service does not offer. */
  pointsPackage: 'no such points package',
  /** Miner coupons from the market are paid from the balance or in crypto, never with points. */
  couponPoints: 'miner coupons are paid from the balance or in crypto',
} as const;
export type CheckoutError = keyof typeof CHECKOUT_ERRORS;
