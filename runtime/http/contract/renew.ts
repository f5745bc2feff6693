import { z } from 'zod';
import { statusEnvelope } from './envelopes.ts';
import { HASHRATE_API, utcDate } from './hashrate.ts';
import { decimalString, ORDER_STATUSES } from './orders.ts';
import { btcString } from './pool.ts';
import { RENEW_REFUSALS } from './renewValues.ts';

export * from './renewValues.ts';

/**
 * Renewals and electricity withholding (spec section 7: orders "withholding", the hashrate API's "elec withhold
 * list and config update"; the rules in runtime/domain/renew.ts). A running plan within its last 7 UTC days is
 * renewed by a renewal order (numbers R…) paid through the checkout's cashier like any order; once paid, the
 * plan's end moves by the renewal's days, once. A full plan may have its electricity (the service fee) withheld
 * from its daily output on days it has no prepaid day left; turning that on or off is a money setting confirmed
 * through the security verification task. USD amounts are decimal strings with 2 decimals (per-TH fees with 4),
 * BTC with 8.
 */

const orderNo = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/);
const requestId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters, digits, - or _');
const isoTime = z.iso.datetime();
const usdString = z.string().regex(/^\d{1,15}\.\d{2}$/, 'is not a USD amount');
/** A form-encoded boolean ("true" / "false"). */
const formFlag = z.preprocess((value) => value === true || value === 'true', z.boolean());

/** A renewal of the order placed and not yet paid (it stays open for the cashier's validity at most). */
export const pendingRenewal = z.object({
  renewNo: orderNo,
  days: z.number().int().positive(),
  totalUsd: decimalString,
  payExpireAt: isoTime,
});

/** A plan order as the renewal pages show it: its term, how long it has left, and whether it can be renewed. */
export const renewOrder = z.object({
  orderNo,
  goodsId: z.string(),
  goodsName: z.string(),
  /** 5 easy, 7 stable, 11 full (runtime/domain/products.ts). */
  goodsType: z.number().int(),
  minerModel: z.string(),
  quantity: z.number().int().min(1),
  hashrateTh: z.number(),
  status: z.enum(ORDER_STATUSES),
  suspended: z.boolean(),
  /** 00:00 UTC of the first day, and of the day after the last. */
  startAt: isoTime.nullable(),
  endAt: isoTime.nullable(),
  /** UTC days left to mine, today included; 0 once ended. */
  daysLeft: z.number().int().min(0),
  /** Full plans: prepaid service-fee days left; null for all-inclusive plans. */
  serviceFeeDaysLeft: z.number().int().nullable(),
  /** Full plans: the service fee is withheld from the output on days without a prepaid day. */
  elecWithhold: z.boolean(),
  renewable: z.boolean(),
  /** Why not, when not renewable. */
  refusal: z.enum(RENEW_REFUSALS).nullable(),
  /** When renewal opens for a plan further from its end (00:00 UTC, 7 days before the end). */
  opensAt: isoTime.nullable(),
  pendingRenewal: pendingRenewal.nullable(),
});
export type RenewOrder = z.infer<typeof renewOrder>;

/** One renewal term on offer: its price at the goods' current fee, and where it moves the end. */
export const renewOption = z.object({
  days: z.number().int().positive(),
  hashrateFeeUsd: decimalString,
  newEndAt: isoTime,
});
export type RenewOption = z.infer<typeof renewOption>;

/** A paid renewal of the order. */
export const renewRecord = z.object({
  renewNo: orderNo,
  days: z.number().int().positive(),
  totalUsd: decimalString,
  payMethod: z.enum(['balance', 'points', 'crypto']),
  paidAt: isoTime,
  /** The end before and after it. */
  endBefore: isoTime,
  endAfter: isoTime,
});
export type RenewRecord = z.infer<typeof renewRecord>;

export const renewInfo = renewOrder.extend({
  pool: z.enum(['Antpool', 'F2Pool']),
  /** Of the output, percent. */
  poolFeePercent: decimalString,
  /** The goods' hashrate fee now, USD per TH per day: what a renewal is priced at. */
  hashrateFeePerThDayUsd: decimalString,
  /** Full plans: the order's service fee per TH per day and for the whole order a day (not part of a renewal). */
  serviceFeePerThDayUsd: decimalString.nullable(),
  serviceFeePerDayUsd: decimalString.nullable(),
  /** The terms on offer (empty when not renewable). */
  options: z.array(renewOption),
  renewals: z.array(renewRecord),
});
export type RenewInfo = z.infer<typeof renewInfo>;

/** What electricity withholding of one order is expected to do at today's figures: an estimate. */
export const withholdEstimate = z.object({
  btcPriceUsd: usdString,
  /** The day's fee in BTC at today's price. */
  feeBtc: btcString,
  /** A full day's output at today's figures (100% uptime, after the pool fee). */
  outputBtc: btcString,
  /** The output covers the fee: a day without a prepaid day would be withheld, not suspended. */
  covers: z.boolean(),
});

/** A full plan with its electricity-withholding setting and what withholding took so far. */
export const elecWithholdOrder = z.object({
  orderNo,
  goodsName: z.string(),
  hashrateTh: decimalString,
  status: z.enum(['pendingStart', 'running']),
  suspended: z.boolean(),
  serviceFeeDaysLeft: z.number().int().min(0),
  enabled: z.boolean(),
  autoDeduct: z.boolean(),
  /** The order's service fee for one day (the whole order's TH), as withholding takes it. */
  feePerDayUsd: decimalString,
  estimate: withholdEstimate,
  daysWithheld: z.number().int().min(0),
  withheldBtc: btcString,
  /** Days withholding could not pay (the output was smaller than the fee): suspended. */
  daysShort: z.number().int().min(0),
});
export type ElecWithholdOrder = z.infer<typeof elecWithholdOrder>;

/** One order-day withholding handled: the output, the fee at the day's price, and whether it was taken. */
export const elecWithholdRecord = z.object({
  orderNo,
  date: utcDate,
  /** The day's output before the fee. */
  outputBtc: btcString,
  feeUsd: decimalString,
  btcPriceUsd: usdString,
  feeBtc: btcString,
  /** Taken (the day paid from its output) or not (smaller output: the plan was suspended that day). */
  withheld: z.boolean(),
  /** What the day credited to the output after the fee (0 when suspended). */
  netBtc: btcString,
});
export type ElecWithholdRecord = z.infer<typeof elecWithholdRecord>;

/** The refusals of the withholding switch. */
export const ELEC_WITHHOLD_ERRORS = {
  notFound: 'no such order',
  notEligible: 'electricity withholding applies to paid full plans that have not ended',
} as const;

export const renewCalls = {
  /** The account's running plans within their last 7 days (renewable or not, with the reason), soonest end first. */
  renewList: {
    method: 'GET',
    path: '/v1/app/auth/order/renew/list',
    private: true,
    query: z.object({}),
    response: statusEnvelope(z.object({ windowDays: z.number().int().positive(), orders: z.array(renewOrder) })),
  },
  /**
   * One order of the account for the renewal page: whether it can be renewed (and why not), the terms with their
   * price and new end, the fee breakdown, an open renewal and the paid ones. Another user's or an unknown order
   * answers status 404.
   */
  renewInfo: {
    method: 'GET',
    path: '/v1/app/auth/order/renew/info',
    private: true,
    query: z.object({ orderNo }),
    response: statusEnvelope(renewInfo),
  },
  /**
   * Places a renewal order of `days` (one of the terms on offer), pending payment through the cashier (balance,
   * points or crypto) until the cashier's validity ends or the plan does, whichever is first. Refused with the
   * rule's reason (409), `days` (400) or `pending` (409, while another renewal of the order waits for payment).
   * The same `requestId` returns the renewal it placed before.
   */
  renewCreate: {
    method: 'POST',
    path: '/v1/app/auth/order/renew/create',
    private: true,
    query: z.object({}),
    body: z.object({ requestId, orderNo, days: z.coerce.number().int().min(1).max(3650) }),
    response: statusEnvelope(z.object({ orderNo, totalUsd: decimalString, zero: z.boolean() })),
  },
  /** The account's full plans (paid, not ended) with their withholding setting, and every withholding record. */
  elecWithholdList: {
    method: 'GET',
    path: `${HASHRATE_API}/elecWithhold/list`,
    private: true,
    query: z.object({}),
    response: statusEnvelope(
      z.object({
        orders: z.array(elecWithholdOrder),
        /** Newest first. */
        records: z.array(elecWithholdRecord),
        daysWithheld: z.number().int().min(0),
        withheldBtc: btcString,
      }),
    ),
  },
  /**
   * Turns an order's electricity withholding on or off. A money setting: answered first with the security
   * verification task (the account's strongest factor), and run once for its task result.
   */
  elecWithholdSet: {
    method: 'POST',
    path: `${HASHRATE_API}/elecWithhold/update`,
    private: true,
    query: z.object({}),
    body: z.object({ orderNo, enabled: formFlag }),
    response: statusEnvelope(z.object({ orderNo, enabled: z.boolean() })),
  },
} as const;
