import { randomUUID } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MINER_COUPON_SORT_VALUES, MINER_COUPON_VALIDITY_VALUES } from '../../manifest/routes.ts';
import { discountPercent, priceRangeCents, saleProceeds } from '../../runtime/domain/minerCoupons.ts';
import { type Cashier, CHECKOUT_ERRORS, PAYMENT_STATES } from '../../runtime/http/contract/checkout.ts';
import {
  type CouponListing,
  MARKET_SORTS,
  MINER_COUPON_ERRORS,
  PURCHASE_STATES,
  VALIDITY_FILTERS,
} from '../../runtime/http/contract/minerCoupons.ts';
import { type CallName, contract } from '../../runtime/http/contract.ts';
import { SEED_TOTP_SECRET } from '../../sandbox/seed.ts';
import { type Harness, loginWithPassword, outboxCode, PATHS, startSandbox } from './sandboxHarness.ts';

/**
 * The miner coupon market (issue #21): listings in every state by the sandbox clock, buying whole or part of a
 * listing through the checkout's cashier (never charged twice, never your own listing), exactly one winner of the
 * last coupon, an unpaid order giving its coupons back at its deadline, expired coupons neither sold nor used, and
 * the seller's proceeds less the fee reaching the wallet through the ledger (which balances after every test).
 */

const MINUTE_MS = 60_000;
let h: Harness;
let alice = '';
let secure = '';
beforeAll(async () => {
  h = await startSandbox();
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.post('/__sandbox/reset', {});
  await h.postJson('/__sandbox/challenges', { rules: [] });
  alice = await loginWithPassword(h, 'alice@example.com', 'Alice2024!');
  // secure@: fund password 135790, authenticator, 5,000.00 USD.
  secure = await loginWithPassword(h, 'secure@example.com', 'Secure2024');
});
afterEach(async () => {
  expect((await h.get('/__sandbox/ledger')).body).toMatchObject({ sumCents: 0, unbalanced: [] });
});

const path = (name: CallName) => contract[name].path;
async function call(name: CallName, token: string | null, fields: Record<string, unknown> = {}) {
  const options = token ? { token } : {};
  const reply =
    contract[name].method === 'GET'
      ? await h.get(`${path(name)}?${new URLSearchParams(fields as Record<string, string>)}`, options)
      : await h.post(path(name), fields, options);
  expect(contract[name].response.safeParse(reply.body).success, JSON.stringify(reply.body)).toBe(true);
  return reply.body;
}
const result = async (name: CallName, token: string | null, fields: Record<string, unknown> = {}) => {
  const body = await call(name, token, fields);
  expect(body.status, body.message).toBe(200);
  return body.result;
};
const detail = (delegateId: string, token: string | null = null) =>
  result('bmMarketDetail', token, { delegateId }) as Promise<CouponListing>;
const balance = async (token: string) =>
  (await result('bmOrderPrepare', token, { delegateId: 'D00000001' })).balanceUsd;

async function order(token: string, delegateId: string, quantity: number, requestId = `bm-${randomUUID()}`) {
  return call('bmOrderCreate', token, { requestId, delegateId, quantity });
}
/** Pays from the balance behind the fund password (secure's), as the cashier does. */
async function payFromBalance(token: string, orderNo: string, requestId = `pay-${randomUUID()}`) {
  const fields = { orderNo, payMethod: 'balance', requestId };
  const first = await call('orderPay', token, fields);
  if (first.status !== 2301) return first;
  const check = await h.post(path('authCheckTask'), {
    taskId: first.task.taskId,
    verifyCodeInfo: [{ authMethod: 'pay', code: '135790' }],
  });
  expect(check.body.status).toBe(200);
  return call('orderPay', token, { ...fields, taskResult: JSON.stringify({ taskId: first.task.taskId }) });
}
/** Lists coupons behind the verification task: secure's authenticator. */
async function listAsSecure(fields: Record<string, unknown>) {
  const all = { requestId: `list-${randomUUID()}`, ...fields };
  const first = await call('bmDelegateCreate', secure, all);
  expect(first).toMatchObject({ status: 2301, task: { taskType: 'auth' } });
  const code = new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(SEED_TOTP_SECRET),
    digits: 6,
    period: 30,
  }).generate({ timestamp: h.clock.now() });
  const check = await h.post(path('authCheckTask'), {
    taskId: first.task.taskId,
    verifyCodeInfo: [{ authMethod: 'ga', code }],
  });
  expect(check.body.status, check.body.message).toBe(200);
  return call('bmDelegateCreate', secure, { ...all, taskResult: JSON.stringify({ taskId: first.task.taskId }) });
}
async function freshUser(email: string): Promise<string> {
  await h.post(PATHS.sendEmailCode, { email, type: 'register' });
  const emailCode = await outboxCode(h, email);
  const reply = await h.post(PATHS.registerByEmail, { email, emailCode, passwd: 'Coupons2026' });
  expect(reply.body.code).toBe(0);
  return reply.body.data.authToken;
}
/** A coupon issue of the test's own, `quantity` of it listed by `account` at `price`. */
async function ownListing(couponId: string, account: string, quantity: number, price = '80.00', extra = {}) {
  const reply = await h.postJson('/__sandbox/minerCoupons', {
    account,
    coupon: { couponId, faceValueUsd: '100.00', ...extra },
    grant: [{ couponId, quantity }],
    listings: [{ couponId, quantity, unitPriceUsd: price }],
  });
  expect(reply.http, JSON.stringify(reply.body)).toBe(200);
  return reply.body.delegateIds[0] as string;
}

describe('the contract', () => {
  it('keeps the manifest search values and the cashier states equal', () => {
    expect([...MINER_COUPON_SORT_VALUES]).toEqual([...MARKET_SORTS]);
    expect([...MINER_COUPON_VALIDITY_VALUES]).toEqual([...VALIDITY_FILTERS]);
    expect([...PURCHASE_STATES]).toEqual([...PAYMENT_STATES]);
  });

  it('prices: discount to face, the 2% fee half up, the listing range', () => {
    expect(discountPercent(50_000, 40_000)).toBe('20.00');
    expect(discountPercent(30_000, 24_000)).toBe('20.00');
    expect(saleProceeds(8_500, 3)).toEqual({ grossCents: 25_500, feeCents: 510, netCents: 24_990 });
    expect(saleProceeds(125, 1)).toEqual({ grossCents: 125, feeCents: 3, netCents: 122 });
    expect(priceRangeCents(50_000)).toEqual({ min: 5_000, max: 50_000 });
    expect(priceRangeCents(500)).toEqual({ min: 100, max: 500 });
  });
});

describe('the seeded market', () => {
  it('has listings in every state, the market only those with coupons left', async () => {
    const states = await Promise.all(
      ['D00000001', 'D00000002', 'D00000003', 'D00000005', 'D00000007'].map(async (id) => (await detail(id)).state),
    );
    expect(states).toEqual(['listed', 'partiallySold', 'sold', 'cancelled', 'expired']);
    const partial = await detail('D00000002');
    expect(partial).toMatchObject({ quantity: 5, soldQuantity: 2, remainingQuantity: 3, seller: 'mi***@example.com' });
    // alice's unpaid order holds one of RigTrader's six.
    expect(await detail('D00000004')).toMatchObject({ reservedQuantity: 1, remainingQuantity: 5 });
    const market = await result('bmMarketList', null, { pageSize: '50' });
    const ids = market.data.map((row: CouponListing) => row.delegateId);
    expect(ids.sort()).toEqual([
      'D00000001',
      'D00000002',
      'D00000004',
      'D00000006',
      'D00000008',
      'D00000009',
      'D00000011',
    ]);
    expect(market.models).toContain('Antminer T21');
    expect(market.data.every((row: CouponListing) => !row.own)).toBe(true);
    // Signed in, alice sees which ones are hers (the cheapest first).
    const mine = await result('bmMarketList', alice, { pageSize: '50' });
    expect(mine.data.filter((row: CouponListing) => row.own).map((row: CouponListing) => row.delegateId)).toEqual([
      'D00000011',
      'D00000008',
    ]);
    expect((await call('bmMarketDetail', null, { delegateId: 'D99999999' })).status).toBe(404);
  });

  it('filters by model and validity, sorts by price, discount and expiry', async () => {
    const list = async (fields: Record<string, string>) =>
      (await result('bmMarketList', null, fields)).data.map((row: CouponListing) => row.delegateId);
    expect(await list({ model: 'Antminer T21' })).toEqual(['D00000004']);
    expect(await list({ validity: 'under30' })).toEqual(['D00000009']);
    expect(await list({ validity: 'over90' })).not.toContain('D00000009');
    const byPrice = (await result('bmMarketList', null, { sort: 'price' })).data as CouponListing[];
    const prices = byPrice.map((row) => Number(row.unitPriceUsd));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const byDiscount = (await result('bmMarketList', null, { sort: 'discount' })).data as CouponListing[];
    const discounts = byDiscount.map((row) => Number(row.discountPercent));
    expect(discounts).toEqual([...discounts].sort((a, b) => b - a));
    const byExpiry = (await result('bmMarketList', null, { sort: 'expiry', dir: 'asc' })).data as CouponListing[];
    expect(byExpiry[0]?.delegateId).toBe('D00000009');
    const best = (await result('bmBestAsks', null, { limit: '2' })) as CouponListing[];
    expect(best.map((row) => row.discountPercent)).toEqual(discounts.slice(0, 2).map((d) => d.toFixed(2)));
  });

  it("holds alice's coupons: bought, imported, listed, expired, not transferable, used; an unpaid order", async () => {
    const holdings = await result('bmHoldings', alice);
    const by = (id: string) => holdings.find((row: { couponId: string }) => row.couponId === id);
    expect(by('BMC100001')).toMatchObject({ quantity: 2, listedQuantity: 2, state: 'usable' });
    expect(by('BMC100002')).toMatchObject({ quantity: 3, state: 'usable' });
    expect(by('BMC100005')).toMatchObject({ quantity: 1, state: 'expired', remainingDays: 0 });
    expect(by('BMC100006')).toMatchObject({ quantity: 1, usedQuantity: 1, transferable: false });
    expect((await result('bmUnpaidCount', alice)).count).toBe(1);
    const sell = await result('bmSellPrepare', alice);
    expect(sell.holdings.map((row: { couponId: string }) => row.couponId)).toEqual(['BMC100002', 'BMC100001']);
    expect(sell.feeBp).toBe(200);
    const log = await result('bmStockLog', alice, { couponId: 'BMC100001' });
    expect(log.data.map((op: { op: string; balanceAfter: number }) => [op.op, op.balanceAfter])).toEqual([
      ['list', 2],
      ['import', 4],
    ]);
    const trades = await result('bmTradeHistory', null);
    expect(trades.totalCount).toBe(6);
    // Newest first: HashDepot's two from MinerMart six days ago.
    expect(trades.data[0]).toMatchObject({ buyer: 'ha***@example.com', seller: 'mi***@example.com', quantity: 2 });
  });
});

describe('buying', () => {
  it('from the balance: coupons reach the buyer, proceeds less 2% the seller, both logs and records say so', async () => {
    expect(await balance(secure)).toBe('5000.00');
    expect(await balance(alice)).toBe('2500.00');
    const created = await order(secure, 'D00000008', 2);
    expect(created.status, created.message).toBe(200);
    const { orderNo } = created.result;
    expect(orderNo).toMatch(/^C\d{14}$/);
    const cashier = (await result('orderCashier', secure, { orderNo })) as Cashier;
    expect(cashier).toMatchObject({
      kind: 'minerCoupon',
      coupon: { delegateId: 'D00000008', couponId: 'BMC100001', quantity: 2, unitPriceUsd: '450.00' },
      totalUsd: '900.00',
      state: 'awaiting',
    });
    expect(await detail('D00000008')).toMatchObject({ reservedQuantity: 2, remainingQuantity: 0 });
    expect((await payFromBalance(secure, orderNo)).result).toEqual({ orderNo, state: 'paid' });
    expect(await balance(secure)).toBe('4100.00');
    // 900.00 − 2% (18.00) = 882.00 to alice's wallet.
    expect(await balance(alice)).toBe('3382.00');
    expect(await detail('D00000008')).toMatchObject({ state: 'sold', soldQuantity: 2, remainingQuantity: 0 });
    const bought = await result('bmHoldings', secure);
    expect(bought).toEqual([expect.objectContaining({ couponId: 'BMC100001', quantity: 2 })]);
    expect(await result('bmPurchaseOrderDetail', secure, { orderNo })).toMatchObject({
      state: 'paid',
      payMethod: 'balance',
      seller: 'al***@example.com',
      totalUsd: '900.00',
    });
    const sold = await result('bmSoldOrderDetail', alice, { delegateId: 'D00000008' });
    expect(sold.listing).toMatchObject({ grossUsd: '900.00', feeUsd: '18.00', netUsd: '882.00' });
    expect(sold.sales).toEqual([expect.objectContaining({ orderNo, buyer: 'se***@example.com', netUsd: '882.00' })]);
    const records = await result('bmProceedsRecords', alice);
    // Besides her two seeded sales (524.30).
    expect(records).toMatchObject({ totalNetUsd: '1406.30', totalCount: 3 });
    expect(records.data[0]).toMatchObject({ orderNo, netUsd: '882.00' });
    expect(records.data[0].txId).toMatch(/^tx-/);
    const log = await result('bmStockLog', alice, { couponId: 'BMC100001' });
    expect(log.data[0]).toMatchObject({ op: 'sell', quantity: 2, change: 0, reference: orderNo });
    // The other side cannot read it.
    expect((await call('bmPurchaseOrderDetail', alice, { orderNo })).status).toBe(404);
  });

  it('is never charged twice: the same payment answers its outcome, another attempt is refused', async () => {
    const { orderNo } = (await order(secure, 'D00000001', 1)).result;
    const requestId = `pay-${randomUUID()}`;
    expect((await payFromBalance(secure, orderNo, requestId)).result.state).toBe('paid');
    expect((await payFromBalance(secure, orderNo, requestId)).result.state).toBe('paid');
    const again = await payFromBalance(secure, orderNo);
    expect(again).toMatchObject({ status: 409, message: CHECKOUT_ERRORS.paid });
    expect(await balance(secure)).toBe('4600.00');
    // The same create request answers the same order.
    const requestAgain = `bm-${randomUUID()}`;
    const first = (await order(secure, 'D00000001', 1, requestAgain)).result.orderNo;
    expect((await order(secure, 'D00000001', 1, requestAgain)).result.orderNo).toBe(first);
    expect((await order(secure, 'D00000001', 2, requestAgain)).message).toBe(MINER_COUPON_ERRORS.requestReused);
  });

  it('refuses your own listing, more than is left, points, a cancelled or sold listing', async () => {
    expect(await order(alice, 'D00000008', 1)).toMatchObject({ status: 403, message: MINER_COUPON_ERRORS.own });
    expect(await order(secure, 'D00000008', 3)).toMatchObject({ status: 400, message: MINER_COUPON_ERRORS.quantity });
    expect(await order(secure, 'D00000005', 1)).toMatchObject({ status: 409, message: MINER_COUPON_ERRORS.cancelled });
    expect(await order(secure, 'D00000003', 1)).toMatchObject({ status: 409, message: MINER_COUPON_ERRORS.soldOut });
    expect(await order(secure, 'D00000007', 1)).toMatchObject({ status: 409, message: MINER_COUPON_ERRORS.expired });
    expect(await order(secure, 'D99999999', 1)).toMatchObject({ status: 404, message: MINER_COUPON_ERRORS.notFound });
    const { orderNo } = (await order(secure, 'D00000001', 1)).result;
    const fields = { orderNo, payMethod: 'points', requestId: `pay-${randomUUID()}` };
    const first = await call('orderPay', secure, fields);
    const check = await h.post(path('authCheckTask'), {
      taskId: first.task.taskId,
      verifyCodeInfo: [{ authMethod: 'pay', code: '135790' }],
    });
    expect(check.body.status).toBe(200);
    const byPoints = await call('orderPay', secure, {
      ...fields,
      taskResult: JSON.stringify({ taskId: first.task.taskId }),
    });
    expect(byPoints).toMatchObject({ status: 400, message: CHECKOUT_ERRORS.couponPoints });
    expect(await balance(secure)).toBe('5000.00');
  });

  it('gives the last coupon to exactly one of two buyers at the same time', async () => {
    const one = await freshUser('race-one@example.com');
    const two = await freshUser('race-two@example.com');
    const delegateId = await ownListing('BMC900001', 'alice@example.com', 1);
    const replies = await Promise.all([order(one, delegateId, 1), order(two, delegateId, 1)]);
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses).toEqual([200, 409]);
    expect(replies.find((reply) => reply.status === 409)?.message).toBe(MINER_COUPON_ERRORS.soldOut);
    expect(await detail(delegateId)).toMatchObject({ reservedQuantity: 1, remainingQuantity: 0 });
    // Many at once for three coupons: three orders, never more.
    const many = await ownListing('BMC900002', 'alice@example.com', 3);
    const buyers = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((n) => freshUser(`race-${n}@example.com`)));
    const all = await Promise.all(buyers.map((token) => order(token, many, 1)));
    expect(all.filter((reply) => reply.status === 200)).toHaveLength(3);
  });

  it('an unpaid order gives its coupons back at its deadline; paying then is refused, nothing charged', async () => {
    const { orderNo, payExpireAt } = (await order(secure, 'D00000006', 3)).result;
    expect(Date.parse(payExpireAt) - h.clock.now()).toBe(30 * MINUTE_MS);
    expect((await detail('D00000006')).remainingQuantity).toBe(0);
    expect((await result('bmUnpaidCount', secure)).count).toBe(1);
    // Another buyer finds it sold out meanwhile.
    const other = await freshUser('late@example.com');
    expect((await order(other, 'D00000006', 1)).message).toBe(MINER_COUPON_ERRORS.soldOut);
    h.clock.advance(30 * MINUTE_MS);
    expect(await detail('D00000006')).toMatchObject({ state: 'listed', reservedQuantity: 0, remainingQuantity: 3 });
    expect((await result('bmUnpaidCount', secure)).count).toBe(0);
    expect(await payFromBalance(secure, orderNo)).toMatchObject({ status: 409, message: CHECKOUT_ERRORS.expired });
    expect((await result('bmPurchaseOrderDetail', secure, { orderNo })).state).toBe('expired');
    expect(await balance(secure)).toBe('5000.00');
    // The other buyer gets them now.
    expect((await order(other, 'D00000006', 1)).status).toBe(200);
  });

  it('a cancelled unpaid order releases at once; crypto sent to a dead order is the buyer’s remain', async () => {
    const { orderNo } = (await order(secure, 'D00000004', 5)).result;
    expect((await result('orderCancel', secure, { orderNo })).state).toBe('cancelled');
    expect((await detail('D00000004')).remainingQuantity).toBe(5);
    const paid = await order(secure, 'D00000004', 2);
    const address = await result('cashierAddress', secure, {
      orderNo: paid.result.orderNo,
      coin: 'USDT',
      network: 'TRC20',
    });
    expect(address.amount).toBe('170.00');
    const chain = await h.postJson('/__sandbox/chain/pay', { orderNo: paid.result.orderNo, part: 'full' });
    expect(chain.http).toBe(200);
    expect((await result('bmPurchaseOrderDetail', secure, { orderNo: paid.result.orderNo })).state).toBe('paid');
    expect(await detail('D00000004')).toMatchObject({ state: 'partiallySold', soldQuantity: 2 });
    // RigTrader's wallet: 170.00 − 3.40.
    const wallet = await h.get('/__sandbox/wallet?account=rigtrader%40example.com');
    expect(wallet.body.balanceUsd).toBe('166.60');
  });
});

describe('selling', () => {
  it('lists held coupons behind the verification, checks price and quantity, cancels the unsold part', async () => {
    await h.postJson('/__sandbox/minerCoupons', {
      account: 'secure@example.com',
      coupon: { couponId: 'BMC900010', faceValueUsd: '200.00' },
      grant: [{ couponId: 'BMC900010', quantity: 5 }],
    });
    expect(await listAsSecure({ couponId: 'BMC900010', quantity: 2, unitPriceUsd: '250.00' })).toMatchObject({
      status: 400,
      message: MINER_COUPON_ERRORS.price,
    });
    expect(await listAsSecure({ couponId: 'BMC900010', quantity: 2, unitPriceUsd: '19.99' })).toMatchObject({
      message: MINER_COUPON_ERRORS.price,
    });
    expect(await listAsSecure({ couponId: 'BMC900010', quantity: 6, unitPriceUsd: '150.00' })).toMatchObject({
      message: MINER_COUPON_ERRORS.quantity,
    });
    const listed = await listAsSecure({ couponId: 'BMC900010', quantity: 4, unitPriceUsd: '150.00' });
    expect(listed.status, listed.message).toBe(200);
    const { delegateId } = listed.result;
    expect(await detail(delegateId)).toMatchObject({ state: 'listed', discountPercent: '25.00', own: false });
    expect((await result('bmHoldings', secure))[0]).toMatchObject({ quantity: 1, listedQuantity: 4 });
    // alice buys one; while another order of hers is unpaid the listing cannot be cancelled.
    const bought = (await order(alice, delegateId, 1)).result.orderNo;
    expect(await call('bmDelegateCancel', secure, { delegateId })).toMatchObject({
      status: 409,
      message: MINER_COUPON_ERRORS.reserved,
    });
    await result('orderCancel', alice, { orderNo: bought });
    const cancelled = await result('bmDelegateCancel', secure, { delegateId });
    expect(cancelled).toEqual({ delegateId, state: 'cancelled', returnedQuantity: 4 });
    expect((await result('bmHoldings', secure))[0]).toMatchObject({ quantity: 5, listedQuantity: 0 });
    expect(await call('bmDelegateCancel', secure, { delegateId })).toMatchObject({
      message: MINER_COUPON_ERRORS.ended,
    });
    const mine = await result('bmDelegates', secure, { filter: 'ended' });
    expect(mine.data.map((row: { delegateId: string }) => row.delegateId)).toEqual([delegateId]);
  });

  it('refuses a coupon that is not transferable and one that is not held', async () => {
    const first = await call('bmDelegateCreate', alice, {
      requestId: `list-${randomUUID()}`,
      couponId: 'BMC100006',
      quantity: 1,
      unitPriceUsd: '100.00',
    });
    // alice's strongest factor is her email: the task comes first, the refusal after it.
    expect(first).toMatchObject({ status: 2301 });
    const notHeld = await listAsSecure({ couponId: 'BMC100006', quantity: 1, unitPriceUsd: '100.00' });
    expect(notHeld).toMatchObject({ status: 404, message: MINER_COUPON_ERRORS.couponNotFound });
    await h.postJson('/__sandbox/minerCoupons', {
      account: 'secure@example.com',
      coupon: { couponId: 'BMC900011', faceValueUsd: '100.00', transferable: false },
      grant: [{ couponId: 'BMC900011', quantity: 1 }],
    });
    expect(await listAsSecure({ couponId: 'BMC900011', quantity: 1, unitPriceUsd: '50.00' })).toMatchObject({
      status: 403,
      message: MINER_COUPON_ERRORS.notTransferable,
    });
  });
});

describe('expiry by the sandbox clock', () => {
  it('an expired coupon is no longer sold, listed or used; its listing says expired', async () => {
    const delegateId = await ownListing('BMC900020', 'alice@example.com', 2, '80.00', { expiresInDays: 1 });
    await h.postJson('/__sandbox/minerCoupons', {
      account: 'secure@example.com',
      grant: [{ couponId: 'BMC900020', quantity: 2 }],
    });
    // An order placed an hour before the expiry must be paid by then: 30 minutes.
    h.clock.advance(24 * 60 * MINUTE_MS - 10 * MINUTE_MS);
    const late = await order(secure, delegateId, 1);
    expect(Date.parse(late.result.payExpireAt) - h.clock.now()).toBe(10 * MINUTE_MS);
    h.clock.advance(10 * MINUTE_MS);
    expect(await detail(delegateId)).toMatchObject({ state: 'expired', remainingQuantity: 0, remainingDays: 0 });
    expect(await order(secure, delegateId, 1)).toMatchObject({ status: 409, message: MINER_COUPON_ERRORS.expired });
    expect(await payFromBalance(secure, late.result.orderNo)).toMatchObject({ message: CHECKOUT_ERRORS.expired });
    expect(await listAsSecure({ couponId: 'BMC900020', quantity: 1, unitPriceUsd: '50.00' })).toMatchObject({
      message: MINER_COUPON_ERRORS.expired,
    });
    expect(
      await call('bmCouponUse', secure, { requestId: `use-${randomUUID()}`, couponId: 'BMC900020', quantity: 1 }),
    ).toMatchObject({ status: 409, message: MINER_COUPON_ERRORS.expired });
    const market = await result('bmMarketList', null, { pageSize: '50' });
    expect(market.data.map((row: CouponListing) => row.delegateId)).not.toContain(delegateId);
    expect(await balance(secure)).toBe('5000.00');
  });
});

describe('import and use', () => {
  it('imports once with a code, uses held coupons once per request', async () => {
    const imported = await result('bmCouponImport', secure, { code: 'bmt-a1ce-0001' });
    expect(imported).toEqual({ couponId: 'BMC100003', quantity: 2 });
    expect(await call('bmCouponImport', alice, { code: 'BMT-A1CE-0001' })).toMatchObject({
      status: 404,
      message: MINER_COUPON_ERRORS.importCode,
    });
    const requestId = `use-${randomUUID()}`;
    const used = await result('bmCouponUse', secure, { requestId, couponId: 'BMC100003', quantity: 1 });
    expect(used.redeemCode).toMatch(/^BMR-/);
    expect(await result('bmCouponUse', secure, { requestId, couponId: 'BMC100003', quantity: 1 })).toEqual(used);
    expect(
      await call('bmCouponUse', secure, { requestId: `use-${randomUUID()}`, couponId: 'BMC100003', quantity: 2 }),
    ).toMatchObject({
      message: MINER_COUPON_ERRORS.quantity,
    });
    const log = await result('bmStockLog', secure);
    expect(log.data.map((op: { op: string; reference: string }) => [op.op, op.reference])).toEqual([
      ['use', used.redeemCode],
      ['import', 'BMT-A1CE-****'],
    ]);
  });
});

describe('alice sells too (seeded)', () => {
  it('two sales of her listings paid in crypto: sold orders, their detail, proceeds; her balance stays 2,500.00', async () => {
    const sold = await result('bmSoldOrders', alice);
    expect(sold.totalCount).toBe(2);
    // Newest first: RigTrader's one of D00000011 12 days ago, MinerMart's two of D00000010 28 days ago.
    expect(sold.data).toEqual([
      expect.objectContaining({
        delegateId: 'D00000011',
        couponId: 'BMC100007',
        buyer: 'ri***@example.com',
        quantity: 1,
        grossUsd: '175.00',
        feeUsd: '3.50',
        netUsd: '171.50',
      }),
      expect.objectContaining({
        delegateId: 'D00000010',
        buyer: 'mi***@example.com',
        quantity: 2,
        grossUsd: '360.00',
        feeUsd: '7.20',
        netUsd: '352.80',
      }),
    ]);
    const ended = await result('bmSoldOrderDetail', alice, { delegateId: 'D00000010' });
    expect(ended.listing).toMatchObject({ state: 'sold', soldQuantity: 2, remainingQuantity: 0, netUsd: '352.80' });
    expect(ended.sales).toHaveLength(1);
    const partial = await result('bmSoldOrderDetail', alice, { delegateId: 'D00000011' });
    expect(partial.listing).toMatchObject({
      state: 'partiallySold',
      quantity: 3,
      soldQuantity: 1,
      remainingQuantity: 2,
    });
    const records = await result('bmProceedsRecords', alice);
    expect(records).toMatchObject({ totalNetUsd: '524.30', totalCount: 2 });
    expect(records.data.every((row: { txId: string }) => row.txId.startsWith('tx-'))).toBe(true);
    const endedListings = await result('bmDelegates', alice, { filter: 'ended' });
    expect(endedListings.data.map((row: { delegateId: string }) => row.delegateId)).toEqual(['D00000010']);
    const active = await result('bmDelegates', alice, { filter: 'active' });
    expect(active.data.map((row: { delegateId: string }) => row.delegateId)).toEqual(['D00000008', 'D00000011']);
    // Listed, not free to list again: BMC100007 is held only in her listing.
    const holdings = await result('bmHoldings', alice);
    expect(holdings.find((row: { couponId: string }) => row.couponId === 'BMC100007')).toMatchObject({
      quantity: 0,
      listedQuantity: 2,
    });
    expect(await balance(alice)).toBe('2500.00');
  });

  it('her purchases: one paid, one unpaid, one expired', async () => {
    const states = async (filter: string) =>
      (await result('bmPurchaseOrders', alice, { filter })).data.map(
        (row: { state: string; delegateId: string }) => `${row.state} ${row.delegateId}`,
      );
    expect(await states('paid')).toEqual(['paid D00000003']);
    expect(await states('unpaid')).toEqual(['awaiting D00000004']);
    expect(await states('closed')).toEqual(['expired D00000001']);
    expect(await states('all')).toHaveLength(3);
    // The expired order holds nothing.
    expect(await detail('D00000001')).toMatchObject({ reservedQuantity: 0, remainingQuantity: 10 });
  });
});

describe('the stock log filters', () => {
  const DAY_MS = 86_400_000;
  const utcDay = (daysAgo: number) => new Date(h.clock.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);
  const ops = (log: { data: Array<{ op: string; couponId: string; balanceAfter: number }> }) =>
    log.data.map((row) => `${row.op} ${row.couponId} ${row.balanceAfter}`);

  it('in time order, each with the held quantity after it', async () => {
    const log = await result('bmStockLog', alice, { couponId: 'BMC100007' });
    expect(ops(log)).toEqual([
      'sell BMC100007 0',
      'list BMC100007 0',
      'sell BMC100007 3',
      'list BMC100007 3',
      'import BMC100007 5',
    ]);
  });

  it('by operation and UTC days (both included), before paging: totalCount counts the filter', async () => {
    const listed = await result('bmStockLog', alice, { op: 'list', pageSize: '2' });
    expect(listed.totalCount).toBe(3);
    expect(ops(listed)).toEqual(['list BMC100001 2', 'list BMC100007 0']);
    const next = await result('bmStockLog', alice, { op: 'list', pageSize: '2', pageNo: '2' });
    expect(ops(next)).toEqual(['list BMC100007 3']);
    // 30 to 14 days ago: D00000010 listed and sold, BMC100002 bought, D00000011 listed.
    const window = await result('bmStockLog', alice, { from: utcDay(30), to: utcDay(14) });
    expect(window.totalCount).toBe(4);
    expect(ops(window)).toEqual(['list BMC100007 0', 'buy BMC100002 3', 'sell BMC100007 3', 'list BMC100007 3']);
    const oneDay = await result('bmStockLog', alice, { from: utcDay(14), to: utcDay(14) });
    expect(ops(oneDay)).toEqual(['list BMC100007 0']);
    const both = await result('bmStockLog', alice, { op: 'sell', from: utcDay(30), couponId: 'BMC100007' });
    expect(both.totalCount).toBe(2);
    // Open ends; an empty value is no filter.
    expect((await result('bmStockLog', alice, { to: utcDay(33) })).totalCount).toBe(3);
    expect((await result('bmStockLog', alice, { op: '', from: '' })).totalCount).toBe(
      (await result('bmStockLog', alice)).totalCount,
    );
    expect((await result('bmStockLog', alice, { from: utcDay(-1) })).data).toEqual([]);
  });

  it('refuses an unknown operation, a day that is not one, and to before from: 400, never 500', async () => {
    const refused = async (fields: Record<string, string>) => {
      const reply = await h.get(`${path('bmStockLog')}?${new URLSearchParams(fields)}`, { token: alice });
      expect(reply.http).toBe(400);
      expect(reply.body.status).toBe(400);
      return reply.body.message as string;
    };
    expect(await refused({ op: 'burn' })).toMatch(/^op: /);
    expect(await refused({ op: 'all' })).toMatch(/^op: /);
    expect(await refused({ from: '2026-02-30' })).toBe('from: must be a UTC day (YYYY-MM-DD)');
    expect(await refused({ to: '2026-13-01' })).toBe('to: must be a UTC day (YYYY-MM-DD)');
    expect(await refused({ from: 'yesterday' })).toBe('from: must be a UTC day (YYYY-MM-DD)');
    expect(await refused({ from: '2026-03-02', to: '2026-03-01' })).toBe('to: must not be before from');
  });
});

describe('the trades fixture (a fresh account buys and sells)', () => {
  const wallet = async (email: string) =>
    (await h.get(`/__sandbox/wallet?account=${encodeURIComponent(email)}`)).body.balanceUsd as string;

  it('purchases paid in crypto or unpaid, sales of its new listings paid by a trader or a named buyer', async () => {
    const token = await freshUser('fixture-trader@example.com');
    const reply = await h.postJson('/__sandbox/minerCoupons', {
      account: 'fixture-trader@example.com',
      coupon: { couponId: 'BMC900030', faceValueUsd: '100.00' },
      grant: [{ couponId: 'BMC900030', quantity: 5 }],
      listings: [{ couponId: 'BMC900030', quantity: 4, unitPriceUsd: '80.00' }],
      purchases: [
        { delegateId: 'D00000001', quantity: 1, paid: true },
        { delegateId: 'D00000006', quantity: 2, paid: false },
      ],
      sales: [
        { listing: 0, quantity: 1 },
        { listing: 0, quantity: 2, buyer: 'secure@example.com' },
      ],
    });
    expect(reply.http, JSON.stringify(reply.body)).toBe(200);
    const { delegateIds, orderNos } = reply.body as { delegateIds: string[]; orderNos: string[] };
    expect(orderNos).toHaveLength(4);
    const [paid, unpaid, toTrader, toSecure] = orderNos as [string, string, string, string];

    // Its purchases, as bmOrderCreate and the cashier's chain left them.
    expect(await result('bmPurchaseOrderDetail', token, { orderNo: paid })).toMatchObject({
      delegateId: 'D00000001',
      state: 'paid',
      payMethod: 'crypto',
      totalUsd: '400.00',
    });
    const open = await result('bmPurchaseOrderDetail', token, { orderNo: unpaid });
    expect(open).toMatchObject({ delegateId: 'D00000006', state: 'awaiting', quantity: 2 });
    expect(Date.parse(open.payExpireAt) - h.clock.now()).toBe(30 * MINUTE_MS);
    expect(await detail('D00000006')).toMatchObject({ reservedQuantity: 2, remainingQuantity: 1 });
    expect((await result('bmUnpaidCount', token)).count).toBe(1);

    // Its sales: 3 × 80.00 less 2% (1.60 + 3.20) reached its wallet.
    const sold = await result('bmSoldOrders', token);
    expect(sold.data.map((row: { orderNo: string; buyer: string }) => [row.orderNo, row.buyer]).sort()).toEqual(
      [
        [toTrader, 'mi***@example.com'],
        [toSecure, 'se***@example.com'],
      ].sort(),
    );
    expect(await detail(delegateIds[0] as string)).toMatchObject({
      state: 'partiallySold',
      soldQuantity: 3,
      remainingQuantity: 1,
    });
    expect(await result('bmProceedsRecords', token)).toMatchObject({ totalNetUsd: '235.20', totalCount: 2 });
    expect(await wallet('fixture-trader@example.com')).toBe('235.20');
    // Buyers paid in crypto: secure's balance is untouched, its coupons arrived.
    expect(await wallet('secure@example.com')).toBe('5000.00');
    expect(await result('bmHoldings', secure)).toEqual([
      expect.objectContaining({ couponId: 'BMC900030', quantity: 2 }),
    ]);
    const holdings = await result('bmHoldings', token);
    const by = (id: string) => holdings.find((row: { couponId: string }) => row.couponId === id);
    expect(by('BMC100001')).toMatchObject({ quantity: 1 });
    expect(by('BMC900030')).toMatchObject({ quantity: 1, listedQuantity: 1 });
    const log = await result('bmStockLog', token, { op: 'sell' });
    expect(log.totalCount).toBe(2);
  });

  it('refuses what bmOrderCreate refuses, an unknown buyer or listing index, and then writes nothing', async () => {
    await freshUser('fixture-refused@example.com');
    const setup = (extra: Record<string, unknown>) =>
      h.postJson('/__sandbox/minerCoupons', {
        account: 'fixture-refused@example.com',
        coupon: { couponId: 'BMC900031', faceValueUsd: '100.00' },
        grant: [{ couponId: 'BMC900031', quantity: 2 }],
        listings: [{ couponId: 'BMC900031', quantity: 2, unitPriceUsd: '50.00' }],
        ...extra,
      });
    const soldOut = await setup({ purchases: [{ delegateId: 'D00000003', paid: true }] });
    expect(soldOut).toMatchObject({ http: 400, body: { message: `purchases.0: ${MINER_COUPON_ERRORS.soldOut}` } });
    const tooMany = await setup({ sales: [{ listing: 0, quantity: 3 }] });
    expect(tooMany.body.message).toBe(`sales.0: ${MINER_COUPON_ERRORS.quantity}`);
    const own = await setup({ sales: [{ listing: 0, buyer: 'fixture-refused@example.com' }] });
    expect(own.body.message).toBe(`sales.0: ${MINER_COUPON_ERRORS.own}`);
    expect((await setup({ sales: [{ listing: 1 }] })).body.message).toBe('sales.0.listing: no listing 1');
    expect(await setup({ sales: [{ listing: 0, buyer: 'nobody@example.com' }] })).toMatchObject({
      http: 404,
      body: { message: 'sales.0.buyer: no account nobody@example.com' },
    });
    // All or nothing: not even the coupon issue was stored.
    const stored = await h.get('/__sandbox/minerCoupons?account=fixture-refused%40example.com');
    expect(stored.body).toMatchObject({ holdings: [], listings: [], orders: [] });
    expect((await setup({})).http).toBe(200);
  });
});
