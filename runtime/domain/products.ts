/**
 * Product type codes, one table for the client and the sandbox. The spec (section 9) names three: 7 floating
 * hashrate (our Stable plans: the float goods list), 5 easy hashrate, 3 transfer (hashrate someone transfers
 * on: never a plan on sale, so no plan list asks for it). It names none for full plans, the free trial or
 * miner rental: ours are 11, 1 and 9, outside the spec's codes, so a real API's transfers are never listed as
 * plans (decision 104).
 */
export const PRODUCT_TYPE = {
  freeTrial: 1,
  transfer: 3,
  easy: 5,
  floating: 7,
  rental: 9,
  full: 11,
} as const;

export type ProductType = (typeof PRODUCT_TYPE)[keyof typeof PRODUCT_TYPE];

/** The plans on sale, by kind: what the list page shows and coupons may apply to. */
export const PLAN_PRODUCT_TYPES = [PRODUCT_TYPE.full, PRODUCT_TYPE.easy, PRODUCT_TYPE.floating] as const;
