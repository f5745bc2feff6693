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

/**
 * Hashrate plan types (spec section 9): a BTC plan is type 30, 40 or 50, named for its power draw in J/T;
 * the ETH plan is type 0, an A10pro drawing 1450 W. They are the power classes the calculator offers.
 */
export const HASHRATE_PLAN_TYPES = [
  { type: 30, joulesPerTh: 30 },
  { type: 40, joulesPerTh: 40 },
  { type: 50, joulesPerTh: 50 },
] as const;
export const ETH_PLAN = { type: 0, model: 'A10pro', watts: 1450 } as const;
export type HashratePlanType = (typeof HASHRATE_PLAN_TYPES)[number]['type'] | typeof ETH_PLAN.type;

/**
 * A plan's type: 0 for ETH; with no plan, 30; otherwise the most efficient class the plan's draw fits in
 * (a plan drawing more than 50 J/T is still type 50, the least efficient class there is).
 */
export function hashratePlanType(plan: { efficiencyJt: number } | undefined, coin = 'BTC'): HashratePlanType {
  if (coin === 'ETH') return ETH_PLAN.type;
  if (!plan) return 30;
  return HASHRATE_PLAN_TYPES.find((one) => plan.efficiencyJt <= one.joulesPerTh)?.type ?? 50;
}
