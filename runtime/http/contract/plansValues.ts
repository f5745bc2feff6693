import { PLAN_PRODUCT_TYPES, PRODUCT_TYPE } from '../../domain/products.ts';

/** The plans' values the pages use too, without zod (the call schemas are in plans.ts). */

/** `status` of a goods lookup that found nothing on sale (spec section 8: the discontinued page). */
export const GOODS_DISCONTINUED = 2001;
export const GOODS_DISCONTINUED_MESSAGE = 'product_discontinued_content';

/**
 * Plan types of the lists (runtime/domain/products.ts): full (service fee paid by the day), easy and stable
 * (floating hashrate, all-inclusive); rental is listed apart (miners.ts).
 */
export const PLAN_TYPES = PLAN_PRODUCT_TYPES;

/**
 * Goods type 1: the free trial plan a new account claims once at `/free/detail/{id}` (never listed with
 * the plans on sale). It is all-inclusive and priced 0; the claim is a zero-priced order through
 * `orderCreate` (runtime/http/contract/checkout.ts), with the trial's own rules instead of KYC.
 */
export const FREE_TRIAL_TYPE = PRODUCT_TYPE.freeTrial;
/** The trial's rules, the same in the sandbox and on the page: one per account, within this many days of registering. */
export const FREE_TRIAL_RULES = { perAccount: 1, newAccountDays: 7 } as const;
