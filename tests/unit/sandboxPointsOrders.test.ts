import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Cashier, CHECKOUT_ERRORS } from '../../runtime/http/contract/checkout.ts';
import type { PointsPackage } from '../../runtime/http/contract/loyalty.ts';
import { type CallName, contract } from '../../runtime/http/contract.ts';
import { type Harness, loginWithPassword, startSandbox } from './sandboxHarness.ts';

/**
 * Buying points (issue #19): a package is ordered and paid through the plans' cashier, from the wallet balance
 * behind the fund password or in crypto, never with points; paid, its points and bonus reach the account once,
 * in the same transaction; an order that dies credits nothing. Every transaction balances.
 */

const MINUTE_MS = 60_000;
let h: Harness;
let token = '';
beforeAll(async () => {
  h = await startSandbox();
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.post('/__sandbox/reset', {});
  await h.postJson('/__sandbox/challenges', { rules: [] });
  // secure@: fund password 135790, 5,000.00 USD and 300.00 points.
  token = await loginWithPassword(h, 'secure@example.com', 'Secure2024');
});
afterEach(async () => {
  expect((await h.get('/__sandbox/ledger')).body).toMatchObject({ sumCents: 0, unbalanced: [] });
});

const path = (name: CallName) => contract[name].path;
async function call(name: CallName, fields: Record<string, unknown> = {}) {
  const reply =
    contract[name].method === 'GET'
      ? await h.get(`${path(name)}?${new URLSearchParams(fields as Record<string, string>)}`, { token })
      : await h.post(path(name), fields, { token });
  expect(contract[name].response.safeParse(reply.body).success, JSON.stringify(reply.body)).toBe(true);
  return reply.body;
}
const points = async () => (await call('pointsPackages')).result.balance as string;
async function order(packageId: string, requestId = `points-${randomUUID()}`) {
  const body = await call('pointsOrderCreate', { requestId, packageId });
  expect(body.status, body.message).toBe(200);
  return body.result as { orderNo: string; totalUsd: string };
}
const cashier = async (orderNo: string) => (await call('orderCashier', { orderNo })).result as Cashier;
async function pay(orderNo: string, payMethod: 'balance' | 'points') {
  const payFields = { orderNo, payMethod, requestId: `pay-${randomUUID()}` };
  const first = await call('orderPay', payFields);
  expect(first).toMatchObject({ status: 2301, task: { taskType: 'auth' } });
  const check = await h.post(path('authCheckTask'), {
    taskId: first.task.taskId,
    verifyCodeInfo: [{ authMethod: 'pay', code: '135790' }],
  });
  expect(check.body.status).toBe(200);
  return call('orderPay', { ...payFields, taskResult: JSON.stringify({ taskId: first.task.taskId }) });
}

describe('points packages', () => {
  it('are offered smallest first at 1 USD a point, the bigger ones with a bonus', async () => {
    const { packages } = (await call('pointsPackages')).result as { packages: PointsPackage[] };
    expect(packages.length).toBeGreaterThanOrEqual(3);
    for (const pack of packages) expect(pack.priceUsd).toBe(`${pack.points}.00`);
    expect(packages.map((p) => p.points)).toEqual([...packages.map((p) => p.points)].sort((a, b) => a - b));
    expect(packages.at(-1)?.bonusPoints).toBeGreaterThan(0);
  });

  it('an unknown package is refused; the same requestId answers the same order', async () => {
    expect(
      await call('pointsOrderCreate', { requestId: `points-${randomUUID()}`, packageId: 'points-7' }),
    ).toMatchObject({
      status: 404,
      message: CHECKOUT_ERRORS.pointsPackage,
      result: null,
    });
    const requestId = `points-${randomUUID()}`;
    const first = await order('points-500', requestId);
    expect(first.orderNo).toMatch(/^T\d{14}$/);
    expect(first.totalUsd).toBe('500.00');
    expect((await order('points-500', requestId)).orderNo).toBe(first.orderNo);
    expect((await call('pointsOrderCreate', { requestId, packageId: 'points-50' })).status).toBe(400);
  });
});

describe('paying for points', () => {
  it('from the balance: the points and bonus arrive once, shown as bought in the history', async () => {
    expect(await points()).toBe('300.00');
    const { orderNo } = await order('points-500');
    const facts = await cashier(orderNo);
    expect(facts).toMatchObject({
      kind: 'points',
      miner: null,
      points: { packageId: 'points-500', points: 500, bonusPoints: 15 },
      totalUsd: '500.00',
      dueUsd: '500.00',
      state: 'awaiting',
      balanceUsd: '5000.00',
    });
    expect((await pay(orderNo, 'balance')).result).toEqual({ orderNo, state: 'paid' });
    expect(await points()).toBe('815.00');
    expect(await cashier(orderNo)).toMatchObject({ state: 'paid', balanceUsd: '4500.00', pointsBalance: '815.00' });
    // Paying again is refused and credits nothing more.
    expect((await pay(orderNo, 'balance')).message).toBe(CHECKOUT_ERRORS.paid);
    expect(await points()).toBe('815.00');
    const history = (await call('pointsHistory', { type: 'earned' })).result;
    expect(history.data[0]).toMatchObject({
      source: 'purchase',
      direction: 'earned',
      amount: '515.00',
      reference: orderNo,
    });
  });

  it('never with points, and a balance too small is refused with nothing moved', async () => {
    const { orderNo } = await order('points-50');
    expect(await pay(orderNo, 'points')).toMatchObject({ status: 400, message: CHECKOUT_ERRORS.pointsForPoints });
    await h.postJson('/__sandbox/wallet', { account: 'secure@example.com', balanceUsd: '100.00' });
    const big = await order('points-200');
    expect(await pay(big.orderNo, 'balance')).toMatchObject({ status: 400, message: CHECKOUT_ERRORS.balance });
    expect(await points()).toBe('300.00');
    expect((await cashier(big.orderNo)).state).toBe('awaiting');
  });

  it('in crypto: the points arrive when the last coin does; an order that expired credits nothing', async () => {
    const { orderNo } = await order('points-200');
    const usdt = (await call('cashierAddress', { orderNo, coin: 'USDT', network: 'TRC20' })).result;
    expect(usdt.amount).toBe('200.00');
    expect((await h.postJson('/__sandbox/chain/pay', { address: usdt.address, amount: '200.00' })).body).toMatchObject({
      state: 'paid',
    });
    expect(await points()).toBe('504.00');

    const late = await order('points-50');
    const address = (await call('cashierAddress', { orderNo: late.orderNo, coin: 'USDT', network: 'TRC20' })).result;
    h.clock.advance(31 * MINUTE_MS);
    expect((await cashier(late.orderNo)).state).toBe('expired');
    await h.postJson('/__sandbox/chain/pay', { address: address.address, amount: '50.00' });
    // The coins are the customer's (remain funds), the points never came.
    expect(await cashier(late.orderNo)).toMatchObject({ state: 'expired', remainUsd: '50.00' });
    expect(await points()).toBe('504.00');
  });

  it('a cancelled order can no longer be paid', async () => {
    const { orderNo } = await order('points-50');
    expect((await call('orderCancel', { orderNo })).result).toEqual({ orderNo, state: 'cancelled' });
    expect((await pay(orderNo, 'balance')).message).toBe(CHECKOUT_ERRORS.cancelled);
    expect(await points()).toBe('300.00');
  });
});
