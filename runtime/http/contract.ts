import { z } from 'zod';

/**
 * The API contract: one request and one response schema per call, shared by the
 * client (validation in development and tests) and the sandbox (validates both ways).
 * Imports zod only, so the sandbox can depend on it alone.
 */

/** `status` envelope: 200 is success, `message` explains anything else. */
export function statusEnvelope<T extends z.ZodType>(result: T) {
  return z.object({ status: z.number().int(), message: z.string().nullable().optional(), result: result.nullable() });
}

/** `code` envelope: 0 is success, `msg` explains anything else. */
export function codeEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string().nullable().optional(), data: data.nullable() });
}

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

export const contract = {
  floatGoodsList: {
    method: 'GET',
    path: '/v1/app/common/goods/query/floatGoods/list',
    query: z.object({
      pageSize: z.coerce.number().int().min(1).max(100).default(50),
      pageNo: z.coerce.number().int().min(1).default(1),
      currency: z
        .string()
        .regex(/^[A-Z_]{2,12}$/)
        .default('BTC'),
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
  pageSeo: {
    method: 'GET',
    path: '/v1/app/common/seo/page',
    query: z.object({ pageCode: z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/) }),
    response: statusEnvelope(z.object({ seoTitle: z.string(), seoKeyword: z.string(), seoDescription: z.string() })),
  },
  goodsInfo: {
    method: 'GET',
    path: '/v1/app/common/goods/info',
    query: z.object({ goodsId: z.string().min(1).max(64) }),
    response: statusEnvelope(
      z.object({ goodsId: z.string(), goodsStatus: z.number().int(), supportPlatform: z.array(z.string()) }),
    ),
  },
} as const;

export type Contract = typeof contract;
export type CallName = keyof Contract;
