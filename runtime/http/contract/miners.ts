import { z } from 'zod';
import { PRODUCT_TYPE } from '../../domain/products.ts';
import { statusEnvelope } from './envelopes.ts';
import { BATCH_ID_PATTERN, MODEL_ID_PATTERN } from './minersValues.ts';
import { decimalString } from './orders.ts';

export * from './minersValues.ts';

/**
 * The miner marketplace (issue #16; product research sections 4 and 10): the miner models and their
 * public specs, the batches of hosted miners for sale, and the rental plans (goods of type 9, whose
 * detail page is the plans' `goodsDetail`). Public calls; model summaries and site names come in the
 * request's language. Money is decimal strings (big.js on the client), days are UTC.
 */
export const MINERS_API = '/v1/app/common/miner';

/** `status` 404 with these messages when an id names no model or batch (the pages show their 404). */
export const MINER_MODEL_NOT_FOUND = 'no such miner model';
export const MINER_BATCH_NOT_FOUND = 'no such miner batch';

/** Goods type of a rental plan: a whole miner for a term, all-inclusive (the plan detail page sells it). */
export const RENTAL_GOODS_TYPE = PRODUCT_TYPE.rental;

export const COOLING_TYPES = ['air', 'hydro', 'immersion'] as const;
export type Cooling = (typeof COOLING_TYPES)[number];

/** How the electricity of a hosted miner is paid: prepaid each month in USDT, or deducted from its daily output. */
export const ELECTRICITY_BILLING = ['prepaidMonthly', 'deductedDaily'] as const;
export type ElectricityBilling = (typeof ELECTRICITY_BILLING)[number];

/**
 * The hosting management fee: none until the miner's price is recovered, then a share of the net BTC
 * (`afterPayback`); or that share from the first day (`fromStart`).
 */
export const MANAGEMENT_FEE_RULES = ['afterPayback', 'fromStart'] as const;
export type ManagementFeeRule = (typeof MANAGEMENT_FEE_RULES)[number];

/** A batch on sale, sold out (shown, not buyable) or closed (its payment deadline passed; not listed). */
export const BATCH_STATUSES = ['onSale', 'soldOut', 'closed'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

export const MINER_CONDITIONS = ['new', 'refurbished'] as const;

const utcDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const minerModel = z.object({
  id: z.string().regex(MODEL_ID_PATTERN),
  name: z.string(),
  manufacturer: z.string(),
  algorithm: z.string(),
  /** Nominal hashrate (TH/s), wall power (W) and efficiency (J/T), as the manufacturer states them. */
  hashrateTh: z.number().positive(),
  powerW: z.number().int().positive(),
  efficiencyJt: z.number().positive(),
  cooling: z.enum(COOLING_TYPES),
  noiseDb: z.number().int().positive(),
  /** Without packaging: length × width × height in mm, net weight in kg. */
  lengthMm: z.number().positive(),
  widthMm: z.number().positive(),
  heightMm: z.number().positive(),
  weightKg: z.number().positive(),
  /** Month of first shipments, `YYYY-MM`. */
  releasedOn: z.string().regex(/^\d{4}-\d{2}$/),
  /** One sentence on the model, in the request's language. */
  summary: z.string(),
  /** Batches of this model listed on the marketplace now (on sale or sold out). */
  batchCount: z.number().int().min(0),
});
export type MinerModel = z.infer<typeof minerModel>;

export const saleBatch = z.object({
  id: z.string().regex(BATCH_ID_PATTERN),
  modelId: z.string().regex(MODEL_ID_PATTERN),
  modelName: z.string(),
  hashrateTh: z.number().positive(),
  powerW: z.number().int().positive(),
  efficiencyJt: z.number().positive(),
  condition: z.enum(MINER_CONDITIONS),
  /** USD per miner, and per TH/s of it. */
  unitPriceUsd: decimalString,
  pricePerThUsd: decimalString,
  pool: z.string(),
  /** The farm the miners are installed in: its name in the request's language and its ISO country. */
  site: z.object({ name: z.string(), country: z.string().length(2) }),
  /** The UTC day mining is expected to start (delivery and installation may move it). */
  estimatedStartOn: utcDay,
  electricityUsdPerKwh: decimalString,
  electricityBilling: z.enum(ELECTRICITY_BILLING),
  managementFee: z.object({ rule: z.enum(MANAGEMENT_FEE_RULES), percent: decimalString }),
  warrantyMonths: z.number().int().min(0),
  minQuantity: z.number().int().min(1),
  maxQuantity: z.number().int().min(1),
  /** Miners left, of the batch's total; 0 is sold out. */
  stock: z.number().int().min(0),
  totalUnits: z.number().int().min(1),
  /** Orders must be paid by this moment (ISO 8601, UTC); after it the batch closes. */
  paymentDeadline: z.iso.datetime(),
  status: z.enum(BATCH_STATUSES),
});
export type SaleBatch = z.infer<typeof saleBatch>;

export const rentalPlan = z.object({
  goodsId: z.string(),
  goodsName: z.string(),
  /** The marketplace's model of the miner, when it has one. */
  modelId: z.string().regex(MODEL_ID_PATTERN).nullable(),
  minerModel: z.string(),
  /** One rented unit is one whole miner: its hashrate, power and efficiency. */
  hashrateTh: z.number().positive(),
  powerW: z.number().int().positive().nullable(),
  efficiencyJt: z.number().positive(),
  durationDays: z.number().int().min(1),
  /** All-inclusive rent, USD per TH/s per day (4 decimals), and a unit's rent for the whole term. */
  pricePerThDayUsd: decimalString,
  unitPriceUsd: decimalString,
  pool: z.string(),
  stock: z.number().int().min(0),
  minQuantity: z.number().int().min(1),
  maxQuantity: z.number().int().min(1),
});
export type RentalPlan = z.infer<typeof rentalPlan>;

export const minerCalls = {
  /** Every miner model with its specs, newest release first. */
  minerModels: {
    method: 'GET',
    path: `${MINERS_API}/models`,
    query: z.object({}),
    response: statusEnvelope(z.array(minerModel)),
  },
  /** One model with its listed batches; an unknown model answers status 404. */
  minerModelDetail: {
    method: 'GET',
    path: `${MINERS_API}/model`,
    query: z.object({ modelId: z.string().regex(MODEL_ID_PATTERN) }),
    response: statusEnvelope(z.object({ model: minerModel, batches: z.array(saleBatch) })),
  },
  /** The batches listed now (on sale first, then sold out), optionally of one model. */
  minerSaleList: {
    method: 'GET',
    path: `${MINERS_API}/sale/list`,
    query: z.object({ modelId: z.string().regex(MODEL_ID_PATTERN).optional() }),
    response: statusEnvelope(z.array(saleBatch)),
  },
  /** One batch, closed ones too (the checkout says why it cannot sell); unknown answers status 404. */
  minerSaleDetail: {
    method: 'GET',
    path: `${MINERS_API}/sale/detail`,
    query: z.object({ id: z.string().regex(BATCH_ID_PATTERN) }),
    response: statusEnvelope(saleBatch),
  },
  /** The rental plans on sale for the web, with stock. */
  rentalPlans: {
    method: 'GET',
    path: `${MINERS_API}/rental/list`,
    query: z.object({}),
    response: statusEnvelope(z.array(rentalPlan)),
  },
} as const;
