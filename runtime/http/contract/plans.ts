import { z } from 'zod';
import { listCurrency } from '../../domain/currencies.ts';
import { PRODUCT_TYPE } from '../../domain/products.ts';
import { statusEnvelope } from './envelopes.ts';
import { coinCode, noInput } from './fields.ts';
import { decimalString } from './orders.ts';

export * from './plansValues.ts';

/**
 * The plans (spec section 7, "goods ... detail"; product research, sections 1, 4 and 10): the goods
 * lists, one plan's detail page and the network figures its estimate is computed from. Public, no session. Money and
 * network figures are decimal strings, never floats: the client computes with big.js
 * (runtime/domain/mining.ts).
 */

/** A plan as the lists and the recommendations show it. */
export const goodsSummary = z.object({
  goodsId: z.string(),
  goodsName: z.string(),
  goodsType: z.number().int(),
  goodsStatus: z.number().int(),
  currency: z.string(),
  minerModel: z.string(),
  hashrateTh: z.number(),
  durationDays: z.number().int(),
  hashrateFee: z.number(),
  serviceFeePerThDay: z.number(),
  efficiencyJt: z.number(),
  pool: z.string(),
  supportPlatform: z.array(z.string()),
});
export type GoodsSummary = z.infer<typeof goodsSummary>;
/** A plan card's data: the summary and its estimated output over the whole term, in the plan's currency. */
export type ListedGoods = GoodsSummary & { estimatedOutputBtc: number };

export const goodsDetail = z.object({
  goodsId: z.string(),
  goodsName: z.string(),
  /** Free trial, full, easy, stable (floating) or rental (a whole miner for a term: miners.ts); codes in products.ts. */
  goodsType: z.union([
    z.literal(PRODUCT_TYPE.freeTrial),
    z.literal(PRODUCT_TYPE.full),
    z.literal(PRODUCT_TYPE.easy),
    z.literal(PRODUCT_TYPE.floating),
    z.literal(PRODUCT_TYPE.rental),
  ]),
  goodsStatus: z.number().int(),
  /** The coin the plan mines and pays out. */
  currency: z.string(),
  minerModel: z.string(),
  efficiencyJt: z.number(),
  /** Hashrate of one unit; an order of n units has n times this. */
  hashrateTh: z.number().positive(),
  durationDays: z.number().int().min(1),
  /** USD per TH per day, 4 decimals: the hashrate fee of one unit is TH × this × days. */
  hashrateFeePerThDay: decimalString,
  /** USD per TH per day, 4 decimals: paid by the day on full plans, included in the price on the others. */
  serviceFeePerThDay: decimalString,
  /** Easy and stable plans: electricity and maintenance are in the price; full plans pay them by the day. */
  allInclusive: z.boolean(),
  /** Full plans: the service-fee days the first payment must cover at least (0 when all-inclusive). */
  minServiceFeeDays: z.number().int().min(0),
  pool: z.string(),
  /** The pool's fee, in percent of the output ("2.5"). */
  poolFeePercent: decimalString,
  /** Units left to sell; 0 is sold out. */
  stock: z.number().int().min(0),
  minQuantity: z.number().int().min(1),
  maxQuantity: z.number().int().min(1),
  /** The plan takes effect at most this many hours after payment (its first mining day starts 00:00 UTC). */
  startWithinHours: z.number().int().min(1),
  supportPlatform: z.array(z.string()),
});
export type GoodsDetail = z.infer<typeof goodsDetail>;

/** The network on one UTC day, as the calculator and every estimate use it. */
export const networkStats = z.object({
  /** The UTC day the figures are of (`2026-11-23`). */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  difficulty: decimalString,
  btcPriceUsd: decimalString,
  /** The block subsidy in BTC ("3.125"). */
  blockRewardBtc: decimalString,
  /** The average transaction fees per block over the day, in BTC. */
  feesPerBlockBtc: decimalString,
});
export type NetworkStats = z.infer<typeof networkStats>;

/**
 * Product lists are in BTC or ETH (spec section 3); any other coin code falls back to BTC
 * (runtime/domain/currencies.ts). A value that is not a coin code at all is bad input (400).
 */
const listCurrencyParam = coinCode.optional().transform(listCurrency);

export const planCalls = {
  floatGoodsList: {
    method: 'GET',
    path: '/v1/app/common/goods/query/floatGoods/list',
    query: z.object({
      pageSize: z.coerce.number().int().min(1).max(100).default(50),
      pageNo: z.coerce.number().int().min(1).default(1),
      currency: listCurrencyParam,
    }),
    response: statusEnvelope(
      z.object({
        data: z.array(goodsSummary),
        pageNo: z.number().int(),
        pageSize: z.number().int(),
        totalCount: z.number().int(),
      }),
    ),
  },
  /**
   * Plans of one kind on sale for the web (full, easy, stable: products.ts), with the estimated output of the
   * whole term; the spec's transfer code is answered too (with the transfers on sale: none in the sandbox).
   */
  goodsList: {
    method: 'GET',
    path: '/v1/app/common/goods/list',
    query: z.object({
      goodsType: z.coerce
        .number()
        .int()
        .pipe(
          z.union([
            z.literal(PRODUCT_TYPE.full),
            z.literal(PRODUCT_TYPE.easy),
            z.literal(PRODUCT_TYPE.floating),
            z.literal(PRODUCT_TYPE.transfer),
          ]),
        ),
      currency: listCurrencyParam,
    }),
    response: statusEnvelope(z.array(goodsSummary.extend({ estimatedOutputBtc: z.number() }))),
  },
  goodsInfo: {
    method: 'GET',
    path: '/v1/app/common/goods/info',
    query: z.object({ goodsId: z.string().min(1).max(64) }),
    response: statusEnvelope(
      z.object({ goodsId: z.string(), goodsStatus: z.number().int(), supportPlatform: z.array(z.string()) }),
    ),
  },
  /** Plans picked for the account (exclusive offers): private, so a sign-out or a new user reads them again. */
  exclusiveRecommendGoods: {
    method: 'GET',
    path: '/v1/app/common/goods/recommend/exclusive',
    private: true,
    query: noInput,
    response: statusEnvelope(z.array(goodsSummary)),
  },
  /** One plan with everything its detail page shows; a plan not on sale answers 2001 (the discontinued page). */
  goodsDetail: {
    method: 'GET',
    path: '/v1/app/common/goods/detail',
    query: z.object({ goodsId: z.string().min(1).max(64) }),
    response: statusEnvelope(goodsDetail),
  },
  /** Today's network figures (the sandbox clock's UTC day). */
  networkStats: {
    method: 'GET',
    path: '/v1/app/common/network/stats',
    query: z.object({}),
    response: statusEnvelope(networkStats),
  },
} as const;
