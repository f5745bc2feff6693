import { z } from 'zod';
import { statusEnvelope } from './envelopes.ts';
import { MODEL_NAME_PATTERN, SUPPLIER_REGIONS } from './servicesValues.ts';

export * from './servicesValues.ts';

/**
 * The service pages (issue #16): the miner enhancement service (models, tuning profiles and their
 * typical results, pricing), the miner suppliers directory and the invite programme's terms. Public
 * calls; texts (descriptions, notes) come in the request's `Current-Language`, figures are plain numbers.
 */
export const SERVICES_API = '/v1/app/common/services';

// ---- miner enhancement ----

/** The tuning profiles: overclock for more hashrate, efficiency (underclock) for fewer J/T, immersion for both. */
export const TUNING_PROFILES = ['stock', 'overclock', 'efficiency', 'immersion'] as const;
export type TuningProfile = (typeof TUNING_PROFILES)[number];

export const tuningResult = z.object({
  profile: z.enum(TUNING_PROFILES),
  /** Typical hashrate (TH/s) and wall power (W) of one miner with this profile, measured on our farms. */
  hashrateTh: z.number().positive(),
  powerW: z.number().positive(),
});
export type TuningResult = z.infer<typeof tuningResult>;

export const enhancementModel = z.object({
  model: z.string(),
  /** The stock profile first; every model has it, so gains are measured against it. */
  results: z.array(tuningResult).min(1),
  /** What limits or helps this model, in the request's language. */
  note: z.string(),
});
export type EnhancementModel = z.infer<typeof enhancementModel>;

/** How the service is paid: a share of the extra hashrate, a fixed fee per miner, or both. */
export const ENHANCEMENT_PLANS = ['firmware', 'managed', 'immersion'] as const;
export const enhancementPlan = z.object({
  plan: z.enum(ENHANCEMENT_PLANS),
  /** Part of the miner's hashrate mined for us (the firmware's dev fee), percent. */
  devFeePercent: z.number().min(0),
  /** One-time fee per miner, USD (tuning on site, or the immersion conversion). */
  setupUsdPerMiner: z.number().min(0),
  /** The fewest miners the plan takes. */
  minMiners: z.number().int().min(1),
  /** Working days from acceptance until the miners run with the new profile. */
  leadTimeDays: z.number().int().min(0),
  description: z.string(),
});
export type EnhancementPlan = z.infer<typeof enhancementPlan>;

// ---- suppliers ----

export const supplier = z.object({
  id: z.string(),
  name: z.string(),
  region: z.enum(SUPPLIER_REGIONS),
  /** ISO 3166-1 alpha-2 of the head office, and its city. */
  country: z.string().length(2),
  city: z.string(),
  models: z.array(z.string()).min(1),
  /** Days from payment to shipment, as a range. */
  leadTimeDaysMin: z.number().int().min(0),
  leadTimeDaysMax: z.number().int().min(0),
  /** We checked the company's registration, its references and a delivered order. */
  verified: z.boolean(),
  minOrderUnits: z.number().int().min(1),
  warrantyMonths: z.number().int().min(0),
  website: z.url(),
  email: z.email(),
  description: z.string(),
});
export type Supplier = z.infer<typeof supplier>;

export const supplierFilter = z.object({
  region: z.enum(SUPPLIER_REGIONS, 'is not a supplier region').optional(),
  model: z.string().trim().regex(MODEL_NAME_PATTERN, 'is not a model name').optional(),
});

// ---- the invite programme ----

export const inviteTerms = z.object({
  /** The inviter: a hashrate coupon (USD) per friend's first order that is not a trial. */
  couponUsdPerFriend: z.number().positive(),
  /** The first-order bonus: an order of at least this much (USD) within this many days of sign-up. */
  firstOrderMinUsd: z.number().positive(),
  firstOrderWindowDays: z.number().int().positive(),
  /** The bonus in percent of the friend's first order by the inviter's reward level, lowest level first. */
  firstOrderBonusPercentByLevel: z.array(z.number().min(0)).min(1),
  /** Consumption rebate on the friend's hashrate fees: percent, orders of at least this (USD), points cap per friend. */
  rebatePercent: z.number().min(0),
  rebateMinOrderUsd: z.number().positive(),
  rebateCapPointsPerFriend: z.number().int().positive(),
  /** "Gold Medal Recommender": this many friends with this many days of trading earn this service-fee reward (USD). */
  goldMedalFriends: z.number().int().positive(),
  goldMedalTradingDays: z.number().int().positive(),
  goldMedalRewardUsd: z.number().positive(),
  /** The invitee: a discount (percent) on hashrate fees for this many days, and a new-user gift coupon (USD). */
  inviteeDiscountPercent: z.number().min(0),
  inviteeDiscountDays: z.number().int().positive(),
  inviteeGiftUsd: z.number().min(0),
});
export type InviteTerms = z.infer<typeof inviteTerms>;

export const serviceCalls = {
  /** The enhancement service: models with their profiles' typical results, and the plans. */
  enhancementCatalog: {
    method: 'GET',
    path: `${SERVICES_API}/enhancement`,
    query: z.object({}),
    response: statusEnvelope(z.object({ models: z.array(enhancementModel), plans: z.array(enhancementPlan) })),
  },
  /** Miner suppliers matching the filter, verified first; `regions` and `models` are every option (unfiltered). */
  minerSuppliers: {
    method: 'GET',
    path: `${SERVICES_API}/suppliers`,
    query: supplierFilter,
    response: statusEnvelope(
      z.object({
        suppliers: z.array(supplier),
        regions: z.array(z.enum(SUPPLIER_REGIONS)),
        models: z.array(z.string()),
      }),
    ),
  },
  /** What an inviter and an invited friend get (product research, section 9). */
  inviteTerms: {
    method: 'GET',
    path: `${SERVICES_API}/invite/terms`,
    query: z.object({}),
    response: statusEnvelope(inviteTerms),
  },
} as const;
