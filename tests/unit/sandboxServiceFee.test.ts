import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { feeDaysCents } from '../../runtime/domain/serviceFee.ts';
import type { OrderDetail } from '../../runtime/http/contract/orders.ts';
import {
  SERVICE_FEE_ERRORS,
  type ServiceFeeInfo,
  type ServiceFeePayment,
} from '../../runtime/http/contract/serviceFee.ts';
import { type CallName, contract } from '../../runtime/http/contract.ts';
import { FEE_DECIMALS, feeCents, formatMinor } from '../../sandbox/features/orders/money.ts';
import { type Harness, loginWithPassword, startSandbox } from './sandboxHarness.ts';

const DAY_MS = 86_400_000;
const ACCOUNT = 'secure@example.com';
const FUND_PASSWORD = '135790';
/** 200 TH at 0.0499 USD per TH per day. */
const FULL_PLAN = 'g-full-s21-360';

let h: Harness;
let token = '';
beforeAll(async () => {
  h = await startSandbox();
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.post('/__sandbox/reset', {});
  await h.postJson('/__sandbox/challenges', { rules: [] });
  await h.postJson('/__sandbox/wallet', {
    account: ACCOUNT,
    balanceUsd: '1000.00',
    points: '50.00',
    fundPassword: FUND_PASSWORD,
  });
  await h.postJson('/__sandbox/orders', { account: ACCOUNT, clear: true });
  token = await loginWithPassword(h, ACCOUNT, 'Secure2024');
});
// Whatever a test did, money was only moved: every transaction and the whole ledger sum to zero.
afterEach(async () => {
  expect((await h.get('/__sandbox/ledger')).body).toMatchObject({ sumCents: 0, unbalanced: [] });
});

const path = (name: CallName) => contract[name].path;

async function call(name: CallName, fields: Record<string, unknown>) {
  const reply =
    contract[name].method === 'GET'
      ? await h.get(`${path(name)}?${new URLSearchParams(fields as Record<string, string>)}`, { token })
      : await h.post(path(name), fields, { token });
  expect(contract[name].response.safeParse(reply.body).success, JSON.stringify(reply.body)).toBe(true);
  return reply.body;
}

async function orders(list: Record<string, unknown>[]): Promise<string[]> {
  const reply = await h.postJson('/__sandbox/orders', { account: ACCOUNT, orders: list });
  expect(reply.http, JSON.stringify(reply.body)).toBe(200);
  return reply.body.orderNos;
}

const info = async (orderNos?: string[]) =>
  (await call('serviceFeeInfo', orderNos ? { orderNos: orderNos.join(',') } : {})).result as ServiceFeeInfo;
const detail = async (orderNo: string) => (await call('orderDetail', { orderNo })).result as OrderDetail;
const balances = async () => {
  const { balanceUsd, pointsBalance } = await info();
  return { balanceUsd, pointsBalance };
};

/** serviceFeePay through its fund-password task, as the client does: ask, answer the task, ask again. */
async function pay(
  items: { orderNo: string; days: number }[],
  payMethod: 'balance' | 'points' = 'balance',
  requestId = `fee-${randomUUID()}`,
  couponId?: string,
) {
  const fields = { items, payMethod, requestId, ...(couponId ? { couponId } : {}) };
  const first = await call('serviceFeePay', fields);
  if (first.status !== 2301) return first;
  expect(first.task).toMatchObject({ taskType: 'auth', block: true, taskData: { authMethod: ['pay'] } });
  const check = await h.post(path('authCheckTask'), {
    taskId: first.task.taskId,
    verifyCodeInfo: [{ authMethod: 'pay', code: FUND_PASSWORD }],
  });
  expect(check.body.status).toBe(200);
  return call('serviceFeePay', { ...fields, taskResult: JSON.stringify({ taskId: first.task.taskId }) });
}

describe('serviceFeeInfo', () => {
  it('lists the running and pending full plans that take more days, with the price of a day', async () => {
    const [running, suspended, pending] = await orders([
      { goodsId: FULL_PLAN, state: 'running', serviceFeeDaysLeft: 4 },
      { goodsId: FULL_PLAN, state: 'suspended' },
      { goodsId: FULL_PLAN, state: 'pendingStart', serviceFeeDaysLeft: 10 },
      // Not payable: all-inclusive, unpaid, or over.
      { goodsId: 'g-easy-s21-180', state: 'running' },
      { goodsId: FULL_PLAN, state: 'unpaid' },
      { goodsId: FULL_PLAN, state: 'ended' },
    ]);
    const result = await info();
    expect(result.orders.map((o) => o.orderNo).sort()).toEqual([running, suspended, pending].sort());
    const one = result.orders.find((o) => o.orderNo === running);
    // 200 TH × 0.0499 USD = 9.98 USD a day; 5 days run, 4 left, so 360 − 9 days can still be paid.
    expect(one).toMatchObject({
      status: 'running',
      suspended: false,
      hashrateTh: '200.00',
      serviceFeePerThDayUsd: '0.0499',
      perDayUsd: '9.98',
      daysLeft: 4,
      maxDays: 351,
    });
    expect(result.orders.find((o) => o.orderNo === suspended)).toMatchObject({ suspended: true, daysLeft: 0 });
    expect(result).toMatchObject({ balanceUsd: '1000.00', pointsBalance: '50.00', fundPasswordSet: true });
    // Some of them only, by number; an order of someone else or an unknown one is simply not there.
    expect((await info([pending as string, 'P20990101000001'])).orders.map((o) => o.orderNo)).toEqual([pending]);
  });

  it('needs a signed-in user', async () => {
    const reply = await h.get(path('serviceFeeInfo'));
    expect(reply.body.status).toBe(401);
  });
});

describe('serviceFeePay', () => {
  it('pays days for several orders in one ledger transaction, behind the fund password', async () => {
    const [a, b] = await orders([
      { goodsId: FULL_PLAN, state: 'running', serviceFeeDaysLeft: 4 },
      { goodsId: FULL_PLAN, state: 'running', serviceFeeDaysLeft: 20 },
    ]);
    const reply = await pay([
      { orderNo: a as string, days: 30 },
      { orderNo: b as string, days: 7 },
    ]);
    expect(reply.status, reply.message).toBe(200);
    const payment = reply.result as ServiceFeePayment;
    // 30 × 9.98 and 7 × 9.98.
    expect(payment).toMatchObject({
      payMethod: 'balance',
      totalUsd: '369.26',
      items: [
        { orderNo: a, days: 30, amountUsd: '299.40' },
        { orderNo: b, days: 7, amountUsd: '69.86' },
      ],
    });
    expect(await balances()).toEqual({ balanceUsd: '630.74', pointsBalance: '50.00' });
    expect((await detail(a as string)).serviceFeeDaysLeft).toBe(34);
    expect((await detail(b as string)).serviceFeeDaysLeft).toBe(27);
    const ledger = (await h.get(`/__sandbox/wallet?account=${ACCOUNT}`)).body;
    const debits = ledger.entries.filter((e: { reference: string }) => e.reference === payment.paymentNo);
    expect(debits).toHaveLength(1);
    expect(debits[0]).toMatchObject({ kind: 'payment', amountCents: -36926 });
    expect((await call('serviceFeeRecords', {})).result.payments).toEqual([payment]);
  });

  it('resumes a suspended plan from today: the idle days are neither charged nor compensated', async () => {
    const [suspended] = await orders([{ goodsId: FULL_PLAN, state: 'suspended' }]);
    const before = await detail(suspended as string);
    expect(before.suspended).toBe(true);
    expect((await pay([{ orderNo: suspended as string, days: 10 }])).status).toBe(200);
    const after = await detail(suspended as string);
    expect(after).toMatchObject({ status: 'running', suspended: false, serviceFeeDaysLeft: 10 });
    // Ten days on it is suspended again, not two days earlier.
    h.clock.advance(9 * DAY_MS);
    token = await loginWithPassword(h, ACCOUNT, 'Secure2024');
    expect((await detail(suspended as string)).suspended).toBe(false);
    h.clock.advance(DAY_MS);
    token = await loginWithPassword(h, ACCOUNT, 'Secure2024');
    expect((await detail(suspended as string)).suspended).toBe(true);
  });

  it('the same requestId never charges twice', async () => {
    const [a] = await orders([{ goodsId: FULL_PLAN, state: 'running', serviceFeeDaysLeft: 4 }]);
    const requestId = `fee-${randomUUID()}`;
    const first = await pay([{ orderNo: a as string, days: 5 }], 'points', requestId);
    expect(first.status).toBe(200);
    const again = await pay([{ orderNo: a as string, days: 5 }], 'points', requestId);
    expect(again.result).toEqual(first.result);
    expect(await balances()).toEqual({ balanceUsd: '1000.00', pointsBalance: '0.10' });
    expect((await detail(a as string)).serviceFeeDaysLeft).toBe(9);
    // The key cannot be reused for something else.
    const other = await pay([{ orderNo: a as string, days: 2 }], 'points', requestId);
    expect(other).toMatchObject({ status: 400 });
  });

  it('refuses what it cannot pay, and nothing moves', async () => {
    const [a, easy, ended] = await orders([
      { goodsId: FULL_PLAN, state: 'running', serviceFeeDaysLeft: 4 },
      { goodsId: 'g-easy-s21-180', state: 'running' },
      { goodsId: FULL_PLAN, state: 'ended' },
    ]);
    const orderNo = a as string;
    expect(await pay([{ orderNo, days: 352 }])).toMatchObject({ status: 400, message: SERVICE_FEE_ERRORS.days });
    expect(
      await pay([
        { orderNo, days: 1 },
        { orderNo, days: 2 },
      ]),
    ).toMatchObject({ status: 400, message: SERVICE_FEE_ERRORS.duplicate });
    expect(await pay([{ orderNo: easy as string, days: 1 }])).toMatchObject({
      status: 409,
      message: SERVICE_FEE_ERRORS.notPayable,
    });
    expect(await pay([{ orderNo: ended as string, days: 1 }])).toMatchObject({
      message: SERVICE_FEE_ERRORS.notPayable,
    });
    expect(await pay([{ orderNo: 'P20990101000001', days: 1 }])).toMatchObject({
      status: 404,
      message: SERVICE_FEE_ERRORS.notFound,
    });
    // 6 days of points cost 59.88, over the 50 there are; several orders fail together.
    expect(await pay([{ orderNo, days: 6 }], 'points')).toMatchObject({
      status: 400,
      message: SERVICE_FEE_ERRORS.points,
    });
    expect(await pay([{ orderNo, days: 0 }])).toMatchObject({ status: 400 });
    expect(await balances()).toEqual({ balanceUsd: '1000.00', pointsBalance: '50.00' });
    expect((await detail(orderNo)).serviceFeeDaysLeft).toBe(4);
    expect((await call('serviceFeeRecords', {})).result.payments).toEqual([]);
  });

  it('asks to set a fund password first when there is none', async () => {
    await h.postJson('/__sandbox/reset', {});
    const unpaid = await loginWithPassword(h, 'unpaid@example.com', 'Unpaid2024');
    token = unpaid;
    const reply = await call('serviceFeePay', {
      items: [{ orderNo: 'P20260301000001', days: 1 }],
      payMethod: 'balance',
      requestId: `fee-${randomUUID()}`,
    });
    expect(reply).toMatchObject({ status: 403, message: SERVICE_FEE_ERRORS.fundPassword });
  });
});

describe('points spent on service fees', () => {
  it('show in the points history as a service fee, with the payment number', async () => {
    const [order] = await orders([{ goodsId: FULL_PLAN, state: 'running', serviceFeeDaysLeft: 4 }]);
    // 3 days: 29.94 of the 50 points.
    const payment = (await pay([{ orderNo: order as string, days: 3 }], 'points')).result as ServiceFeePayment;
    const history = (await call('pointsHistory', { type: 'spent' })).result;
    expect(history.data[0]).toMatchObject({ source: 'serviceFee', direction: 'spent', reference: payment.paymentNo });
  });
});

describe('service-fee coupons', () => {
  const feeCoupon = (extra: Record<string, unknown> = {}) =>
    h.postJson('/__sandbox/wallet', {
      account: ACCOUNT,
      coupons: [
        {
          couponId: 'sf-100',
          kind: 'serviceFee',
          name: '$100 service fee',
          amountUsd: '100',
          goodsTypes: [11],
          ...extra,
        },
        { couponId: 'hr-10', name: '$10 hashrate', amountUsd: '10', goodsTypes: [11] },
      ],
    });

  it('are offered by the service-fee page, never at checkout, and take their amount off a payment once', async () => {
    await feeCoupon();
    const [order] = await orders([{ goodsId: FULL_PLAN, state: 'running', serviceFeeDaysLeft: 4 }]);
    const offered = await info();
    expect(offered.coupon).toMatchObject({ couponId: 'sf-100', amountUsd: '100.00', minSpendUsd: '0.00' });
    const checkout = (await call('checkoutInfo', { goodsId: FULL_PLAN })).result as { coupons: { couponId: string }[] };
    expect(checkout.coupons.map((c) => c.couponId)).toEqual(['hr-10']);

    // 30 days of 200 TH at 0.0499: 299.40, less the coupon's 100.
    const paid = (await pay([{ orderNo: order as string, days: 30 }], 'balance', `fee-${randomUUID()}`, 'sf-100'))
      .result as ServiceFeePayment;
    expect(paid).toMatchObject({ totalUsd: '199.40', couponUsd: '100.00' });
    expect((await balances()).balanceUsd).toBe('800.60');
    expect((await info()).coupon).toBeNull();
    const again = await pay([{ orderNo: order as string, days: 5 }], 'balance', `fee-${randomUUID()}`, 'sf-100');
    expect(again).toMatchObject({ status: 400, message: SERVICE_FEE_ERRORS.coupon });
    expect((await balances()).balanceUsd).toBe('800.60');
  });

  it('covering the whole fee charges nothing; a minimum spend not reached or a hashrate coupon is refused', async () => {
    await feeCoupon({ minSpendUsd: '50' });
    const [order] = await orders([{ goodsId: FULL_PLAN, state: 'running', serviceFeeDaysLeft: 4 }]);
    // 3 days: 29.94, under the 50 minimum.
    const under = await pay([{ orderNo: order as string, days: 3 }], 'balance', `fee-${randomUUID()}`, 'sf-100');
    expect(under).toMatchObject({ status: 400, message: SERVICE_FEE_ERRORS.coupon });
    const wrongKind = await pay([{ orderNo: order as string, days: 6 }], 'balance', `fee-${randomUUID()}`, 'hr-10');
    expect(wrongKind).toMatchObject({ status: 400, message: SERVICE_FEE_ERRORS.coupon });
    // 6 days: 59.88, all of it off the coupon.
    const free = (await pay([{ orderNo: order as string, days: 6 }], 'balance', `fee-${randomUUID()}`, 'sf-100'))
      .result as ServiceFeePayment;
    expect(free).toMatchObject({ totalUsd: '0.00', couponUsd: '59.88' });
    expect((await balances()).balanceUsd).toBe('1000.00');
    expect((await detail(order as string)).serviceFeeDaysLeft).toBeGreaterThanOrEqual(10);
  });
});

describe('the price the page shows', () => {
  it('is the price the server charges, for any hashrate, fee and days', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.integer({ min: 0, max: 3_650 }),
        (thHundredths, feePerThDay, days) => {
          const page = feeDaysCents({
            hashrateTh: formatMinor(thHundredths, 2),
            serviceFeePerThDayUsd: formatMinor(feePerThDay, FEE_DECIMALS),
            days,
          });
          expect(page).toBe(feeCents(thHundredths, feePerThDay, days));
        },
      ),
    );
  });
});
