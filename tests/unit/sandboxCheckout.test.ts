import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isPayoutAddress } from '../../runtime/domain/addresses.ts';
import { type Cashier, CHECKOUT_ERRORS, type CheckoutInfo } from '../../runtime/http/contract/checkout.ts';
import type { OrderDetail } from '../../runtime/http/contract/orders.ts';
import { type CallName, contract } from '../../runtime/http/contract.ts';
import { sandboxPayoutAddress } from '../../sandbox/features/orders/bech32.ts';
import { type Harness, loginWithPassword, outboxCode, PATHS, startSandbox } from './sandboxHarness.ts';

const MINUTE_MS = 60_000;
const BECH32 = /^bc1q[02-9ac-hj-np-z]{38}$/;
const ADDRESS = sandboxPayoutAddress('checkout-test');

let h: Harness;
beforeAll(async () => {
  h = await startSandbox();
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.post('/__sandbox/reset', {});
  // No rule asks for anything: the fund-password task of orderPay is built in and stays.
  await h.postJson('/__sandbox/challenges', { rules: [] });
});
// Whatever a test did, money was only moved: every transaction and the whole ledger sum to zero.
afterEach(async () => {
  const ledger = (await h.get('/__sandbox/ledger')).body;
  expect(ledger).toMatchObject({ sumCents: 0, unbalanced: [] });
});

const PASSWORDS: Record<string, string> = {
  'alice@example.com': 'Alice2024!',
  'unpaid@example.com': 'Unpaid2024',
  'secure@example.com': 'Secure2024',
  'nocoupon@example.com': 'NoCoupon1',
};
const signIn = (email: string) => loginWithPassword(h, email, PASSWORDS[email] ?? '');
const path = (name: CallName) => contract[name].path;

/** "1071.00" → 107100: amounts are compared as integers, never floats. */
const cents = (amount: string) => {
  expect(amount).toMatch(/^\d+\.\d{2}$/);
  return Number(amount.replace('.', ''));
};

/** Calls a checkout call and checks the reply against the contract. */
async function call(name: CallName, token: string, fields: Record<string, unknown>) {
  const reply =
    contract[name].method === 'GET'
      ? await h.get(`${path(name)}?${new URLSearchParams(fields as Record<string, string>)}`, { token })
      : await h.post(path(name), fields, { token });
  expect(contract[name].response.safeParse(reply.body).success, JSON.stringify(reply.body)).toBe(true);
  return reply.body;
}

const orderFields = (fields: Record<string, unknown> = {}) => ({
  requestId: `create-${randomUUID()}`,
  goodsId: 'g-easy-s21-180',
  quantity: 1,
  pool: 'Antpool',
  payoutAddress: ADDRESS,
  serviceFeeDays: 0,
  agreed: true,
  ...fields,
});

async function create(token: string, fields: Record<string, unknown> = {}) {
  const body = await call('orderCreate', token, orderFields(fields));
  expect(body.status, body.message).toBe(200);
  return body.result as { orderNo: string; totalUsd: string; zero: boolean };
}

const info = async (token: string, goodsId = 'g-easy-s21-180') =>
  (await call('checkoutInfo', token, { goodsId })).result as CheckoutInfo;
/** The account's own seeded coupons: the invite programme's (`inv-…`, issued as friends order) are checked apart. */
const seeded = <T extends { couponId: string }>(coupons: T[]) => coupons.filter((c) => !c.couponId.startsWith('inv-'));
const cashier = async (token: string, orderNo: string) =>
  (await call('orderCashier', token, { orderNo })).result as Cashier;
const detail = async (token: string, orderNo: string) =>
  (await call('orderDetail', token, { orderNo })).result as OrderDetail;
const wallet = async (email: string) => (await h.get(`/__sandbox/wallet?account=${email}`)).body;
const stock = async (goodsId: string) => (await h.get(`${path('goodsDetail')}?goodsId=${goodsId}`)).body.result.stock;
const orderCount = async (token: string) =>
  (await call('orderList', token, { pageSize: '50' })).result.counts.all as number;
const unpaidDot = async (token: string) =>
  (await h.get(PATHS.combinedInfo, { token })).body.result.order.unPaidOrderNum as number;
const chainPay = (address: string, amount: string, txId?: string) =>
  h.postJson('/__sandbox/chain/pay', { address, amount, ...(txId ? { txId } : {}) });

/** The order's payment debits of a user's balance or points, from the ledger. */
async function debits(email: string, orderNo: string) {
  return (await wallet(email)).entries.filter(
    (entry: { amountCents: number; reference: string; kind: string }) =>
      entry.reference === orderNo && entry.amountCents < 0 && entry.kind === 'payment',
  );
}

/** Asks orderPay, which answers with the fund-password task; passes the task as the client does. */
async function passedPayTask(token: string, fields: Record<string, unknown>, fundPassword = '135790') {
  const first = await call('orderPay', token, fields);
  expect(first).toMatchObject({ status: 2301, result: null, task: { taskType: 'auth', block: true } });
  expect(first.task.taskData.authMethod).toEqual(['pay']);
  const taskId: string = first.task.taskId;
  const check = await h.post(path('authCheckTask'), {
    taskId,
    verifyCodeInfo: [{ authMethod: 'pay', code: fundPassword }],
  });
  expect(check.body.status).toBe(200);
  return taskId;
}

/** orderPay through its task: request, task answered, retry with taskResult. */
async function pay(token: string, orderNo: string, payMethod: 'balance' | 'points', requestId = `pay-${randomUUID()}`) {
  const fields = { orderNo, payMethod, requestId };
  const taskId = await passedPayTask(token, fields);
  return call('orderPay', token, { ...fields, taskResult: JSON.stringify({ taskId }) });
}

describe('checkoutInfo', () => {
  it("gives alice's wallet, KYC room, BTC addresses, usable coupons and pools with the plan", async () => {
    const token = await signIn('alice@example.com');
    const result = await info(token, 'g-full-s21-360');
    expect(result.goods).toEqual((await h.get(`${path('goodsDetail')}?goodsId=g-full-s21-360`)).body.result);
    expect(result).toMatchObject({
      balanceUsd: '2500.00',
      pointsBalance: '800.00',
      fundPasswordSet: false,
      kycLevel: 1,
    });
    const orders = (await call('orderList', token, { pageSize: '50' })).result.data as Array<{
      status: string;
      totalUsd: string;
    }>;
    const paid = orders.filter((o) => ['pendingStart', 'running', 'ended'].includes(o.status));
    expect(cents(result.kycRemainingUsd)).toBe(10_000_000 - paid.reduce((sum, o) => sum + cents(o.totalUsd), 0));
    expect(result.addresses).toEqual([
      { address: sandboxPayoutAddress('10001/1'), label: 'Main wallet', isDefault: true },
      { address: sandboxPayoutAddress('10001/2'), label: 'Cold storage', isDefault: false },
    ]);
    expect(seeded(result.coupons).map((c) => [c.couponId, c.amountUsd, c.minSpendUsd, c.goodsTypes])).toEqual([
      ['c-10001-10off', '10.00', '100.00', [11, 5, 7]],
      ['c-10001-50off', '50.00', '500.00', [11]],
    ]);
    // Alice's three invited friends who ordered earned her the programme's $10 coupon each, usable too.
    const invite = result.coupons.filter((c) => c.couponId.startsWith('inv-10001-'));
    expect(invite.map((c) => [c.amountUsd, c.minSpendUsd, c.goodsTypes])).toEqual(
      Array.from({ length: 3 }, () => ['10.00', '0.00', [11, 5, 7]]),
    );
    expect(result.pools).toEqual([
      { pool: 'Antpool', feePercent: '2.50' },
      { pool: 'F2Pool', feePercent: '3.00' },
    ]);
  });

  it('answers 2001 for a plan not on sale, 401 without a token', async () => {
    const token = await signIn('secure@example.com');
    for (const goodsId of ['g-discontinued', 'g-nope']) {
      expect((await call('checkoutInfo', token, { goodsId })).status).toBe(2001);
    }
    expect((await h.get(`${path('checkoutInfo')}?goodsId=g-easy-s21-180`)).http).toBe(401);
    const secure = await info(token);
    expect(secure).toMatchObject({
      balanceUsd: '5000.00',
      pointsBalance: '300.00',
      fundPasswordSet: true,
      kycLevel: 1,
    });
    // $100,000 less the two running orders: $4,793.40 (full plan, 90 fee days) and $2,142.00.
    expect(secure.kycRemainingUsd).toBe('93064.60');
  });
});

describe('orderCreate refuses, and nothing is created, held or charged', () => {
  const secureRefusals: Array<[string, Record<string, unknown>, number, keyof typeof CHECKOUT_ERRORS]> = [
    ['over the maximum quantity', { quantity: 51 }, 400, 'quantity'],
    ['an invalid address', { payoutAddress: 'bc1qnotavalidaddress' }, 400, 'address'],
    ['an address of another coin', { payoutAddress: '0x52908400098527886E0F7030069857D2E4169EE7' }, 400, 'address'],
    ['fee days below the minimum', { goodsId: 'g-full-s21-360', serviceFeeDays: 10 }, 400, 'feeDays'],
    ['fee days over the term', { goodsId: 'g-full-s21-360', serviceFeeDays: 361 }, 400, 'feeDays'],
    ['fee days on an all-inclusive plan', { serviceFeeDays: 5 }, 400, 'feeDays'],
    ['more points than the account has', { pointsUsd: '300.01' }, 400, 'points'],
    ['more points than is left to pay', { goodsId: 'g-stable-s21-30', pointsUsd: '40.81' }, 400, 'points'],
    ['an unknown coupon', { couponId: 'c-nope' }, 400, 'coupon'],
    ["alice's coupon", { couponId: 'c-10001-10off' }, 400, 'coupon'],
    ['the agreement not accepted', { agreed: false }, 400, 'agreement'],
    ['a total above the KYC limit', { goodsId: 'g-full-s21-360', quantity: 20, serviceFeeDays: 360 }, 403, 'kycLimit'],
  ];

  it.each(secureRefusals)('%s', async (_name, fields, status, error) => {
    const token = await signIn('secure@example.com');
    const before = await wallet('secure@example.com');
    const body = await call('orderCreate', token, orderFields(fields));
    expect(body).toEqual({ status, message: CHECKOUT_ERRORS[error], result: null });
    expect(await orderCount(token)).toBe(2);
    expect(await wallet('secure@example.com')).toEqual(before);
  });

  it.each([
    ['an expired coupon', { couponId: 'c-10001-expired' }],
    ['a used coupon', { couponId: 'c-10001-used' }],
    ['a full-plan coupon on an easy plan', { couponId: 'c-10001-50off' }],
    ['a coupon whose minimum spend is not met', { goodsId: 'g-stable-s21-30', couponId: 'c-10001-10off' }],
  ])("alice's %s", async (_name, fields) => {
    const token = await signIn('alice@example.com');
    const body = await call('orderCreate', token, orderFields(fields));
    expect(body).toEqual({ status: 400, message: CHECKOUT_ERRORS.coupon, result: null });
    expect(await orderCount(token)).toBe(12);
    expect(seeded((await info(token)).coupons)).toHaveLength(2);
  });

  it('over the stock, and an unverified account', async () => {
    await h.postJson('/__sandbox/plans', { goodsId: 'g-easy-s21-180', stock: 2 });
    const token = await signIn('secure@example.com');
    expect(await call('orderCreate', token, orderFields({ quantity: 3 }))).toMatchObject({
      status: 400,
      message: CHECKOUT_ERRORS.stock,
    });
    const unverified = await signIn('nocoupon@example.com');
    expect(await call('orderCreate', unverified, orderFields())).toMatchObject({
      status: 403,
      message: CHECKOUT_ERRORS.kyc,
    });
    expect((await info(unverified)).kycRemainingUsd).toBe('0.00');
    expect(await orderCount(unverified)).toBe(0);
  });

  it('bad input is a 400 naming the field', async () => {
    const token = await signIn('secure@example.com');
    for (const [fields, field] of [
      [{ pool: 'ViaBTC' }, /^pool:/],
      [{ quantity: 0 }, /^quantity:/],
      [{ requestId: 'short' }, /^requestId:/],
      [{ pointsUsd: '1.005' }, /^pointsUsd:/],
    ] as const) {
      const reply = await h.post(path('orderCreate'), orderFields(fields), { token });
      expect(reply.body.status).toBe(400);
      expect(reply.body.message).toMatch(field);
    }
    expect(await orderCount(token)).toBe(2);
  });
});

describe('orderCreate', () => {
  it('prices on the server, holds points and the coupon, and the same requestId answers the same order', async () => {
    const token = await signIn('alice@example.com');
    const fields = orderFields({
      goodsId: 'g-full-s21-360',
      serviceFeeDays: 30,
      couponId: 'c-10001-50off',
      pointsUsd: '100.50',
      pool: 'F2Pool',
      saveAddress: true,
    });
    const first = await create(token, fields);
    // 200 TH × $0.0541 × 360 d + 200 TH × $0.0499 × 30 d − $50 − $100.50
    expect(first).toMatchObject({ totalUsd: '4044.10', zero: false });
    expect(await create(token, fields)).toEqual(first);
    expect(await orderCount(token)).toBe(13);
    const after = await info(token);
    expect(after.pointsBalance).toBe('699.50');
    expect(seeded(after.coupons).map((c) => c.couponId)).toEqual(['c-10001-10off']);
    expect(after.addresses.at(-1)).toEqual({ address: ADDRESS, label: 'Address 3', isDefault: false });
    const order = await detail(token, first.orderNo);
    expect(order).toMatchObject({
      status: 'unpaid',
      pool: 'F2Pool',
      hashrateFeeUsd: '3895.20',
      serviceFeeUsd: '299.40',
      couponUsd: '50.00',
      pointsUsd: '100.50',
      totalUsd: '4044.10',
      payments: [],
      remainUsd: '0.00',
    });
    expect(Date.parse(order.payExpireAt ?? '') - Date.parse(order.createdAt)).toBe(30 * MINUTE_MS);
    expect(await unpaidDot(token)).toBe(2);
    const view = await cashier(token, first.orderNo);
    expect(view).toMatchObject({ state: 'awaiting', paidUsd: '0.00', dueUsd: '4044.10', crypto: null, payments: [] });
  });

  it('a total of 0 is paid at once: with points, or with a coupon alone', async () => {
    const token = await signIn('alice@example.com');
    const before = await stock('g-easy-s19xp-90');
    // 50 TH × $0.0612 × 90 d = $275.40, less $10 coupon, less $265.40 points.
    const zero = await create(token, { goodsId: 'g-easy-s19xp-90', couponId: 'c-10001-10off', pointsUsd: '265.40' });
    expect(zero).toMatchObject({ totalUsd: '0.00', zero: true });
    expect(await detail(token, zero.orderNo)).toMatchObject({ status: 'pendingStart', payMethod: 'points' });
    expect(await stock('g-easy-s19xp-90')).toBe(before - 1);
    expect((await wallet('alice@example.com')).pointsBalance).toBe('534.60');
    expect((await cashier(token, zero.orderNo)).state).toBe('paid');

    await h.postJson('/__sandbox/wallet', {
      account: 'alice@example.com',
      coupons: [{ couponId: 'c-big', name: '$50 off', amountUsd: '50', goodsTypes: [7] }],
    });
    const free = await create(token, { goodsId: 'g-stable-s21-30', couponId: 'c-big' });
    expect(free).toMatchObject({ totalUsd: '0.00', zero: true });
    expect(await detail(token, free.orderNo)).toMatchObject({ payMethod: 'balance', couponUsd: '40.80' });
  });
});

describe('orderPay from the balance or points', () => {
  it('always asks for the fund password, whatever the rules; pays once; a repeated requestId charges nothing', async () => {
    const token = await signIn('secure@example.com');
    const stockBefore = await stock('g-easy-s21-180');
    const { orderNo } = await create(token);
    // Neither rules, a reset of them nor an exemption take the payment task away.
    await h.postJson('/__sandbox/challenges', { exempt: ['secure@example.com'] });
    const fields = { orderNo, payMethod: 'balance', requestId: 'pay-key-0001' };
    const wrong = await call('orderPay', token, fields);
    const check = await h.post(path('authCheckTask'), {
      taskId: wrong.task.taskId,
      verifyCodeInfo: [{ authMethod: 'pay', code: '000000' }],
    });
    expect(check.body).toMatchObject({ status: 2204, message: 'fund password is incorrect' });
    const unpassed = await call('orderPay', token, {
      ...fields,
      taskResult: JSON.stringify({ taskId: wrong.task.taskId }),
    });
    expect(unpassed.status).toBe(2302);
    expect((await cashier(token, orderNo)).state).toBe('awaiting');

    const paid = await pay(token, orderNo, 'balance', 'pay-key-0001');
    expect(paid).toEqual({ status: 200, message: 'success', result: { orderNo, state: 'paid' } });
    expect((await wallet('secure@example.com')).balanceUsd).toBe('3929.00');
    expect(await debits('secure@example.com', orderNo)).toEqual([
      expect.objectContaining({ account: 'user:10030:balance', amountCents: -107_100 }),
    ]);
    expect(await stock('g-easy-s21-180')).toBe(stockBefore - 1);
    const order = await detail(token, orderNo);
    expect(order).toMatchObject({ status: 'pendingStart', payMethod: 'balance', payCoin: null, remainUsd: '0.00' });
    expect(order.payments).toEqual([
      {
        method: 'balance',
        coin: null,
        network: null,
        amount: '1071.00',
        usd: '1071.00',
        txId: null,
        at: order.timeline[1]?.at,
      },
    ]);

    // The same key again (a retry after a timeout, a double click): the same answer, no second charge.
    await h.postJson('/__sandbox/challenges', { preset: 'default' });
    expect(await pay(token, orderNo, 'balance', 'pay-key-0001')).toEqual(paid);
    expect(await debits('secure@example.com', orderNo)).toHaveLength(1);
    // A new key on a paid order, and the key used for something else.
    expect(await pay(token, orderNo, 'points')).toMatchObject({ status: 409, message: CHECKOUT_ERRORS.paid });
    const { orderNo: other } = await create(token);
    expect((await pay(token, other, 'balance', 'pay-key-0001')).message).toMatch(/^requestId:/);
    expect((await wallet('secure@example.com')).balanceUsd).toBe('3929.00');
    expect(await stock('g-easy-s21-180')).toBe(stockBefore - 1);
  });

  it('two concurrent payments of one order with different keys: one is paid, the other 409, one debit', async () => {
    const token = await signIn('secure@example.com');
    const { orderNo } = await create(token, { quantity: 2 });
    const stockBefore = await stock('g-easy-s21-180');
    const attempts = [
      { orderNo, payMethod: 'balance', requestId: 'pay-tab-one' },
      { orderNo, payMethod: 'balance', requestId: 'pay-tab-two' },
    ];
    const tasks: string[] = [];
    for (const fields of attempts) tasks.push(await passedPayTask(token, fields));
    const replies = await Promise.all(
      attempts.map((fields, i) =>
        call('orderPay', token, { ...fields, taskResult: JSON.stringify({ taskId: tasks[i] }) }),
      ),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    expect(replies.find((reply) => reply.status === 409)?.message).toBe(CHECKOUT_ERRORS.paid);
    expect(await debits('secure@example.com', orderNo)).toHaveLength(1);
    expect((await wallet('secure@example.com')).balanceUsd).toBe('2858.00');
    expect(await stock('g-easy-s21-180')).toBe(stockBefore - 2);
  });

  it('pays with points; refuses too few points or too little balance and charges nothing', async () => {
    const token = await signIn('secure@example.com');
    const big = await create(token);
    expect(await pay(token, big.orderNo, 'points')).toMatchObject({ status: 400, message: CHECKOUT_ERRORS.points });
    const small = await create(token, { goodsId: 'g-stable-s21-30' });
    expect((await pay(token, small.orderNo, 'points')).result).toEqual({ orderNo: small.orderNo, state: 'paid' });
    expect(await wallet('secure@example.com')).toMatchObject({ balanceUsd: '5000.00', pointsBalance: '259.20' });
    expect((await detail(token, small.orderNo)).payMethod).toBe('points');
    expect((await cashier(token, big.orderNo)).state).toBe('awaiting');

    // unpaid@example.com has 20 USD for its seeded orders.
    await h.postJson('/__sandbox/wallet', { account: 'unpaid@example.com', fundPassword: '135790' });
    const poor = await signIn('unpaid@example.com');
    const seeded = (await call('orderList', poor, {})).result.data[0].orderNo;
    expect(await pay(poor, seeded, 'balance')).toMatchObject({ status: 400, message: CHECKOUT_ERRORS.balance });
    expect((await wallet('unpaid@example.com')).balanceUsd).toBe('20.00');
    expect(await unpaidDot(poor)).toBe(2);
  });

  it('refuses a stock sold out since the order was made (409), and an account without a fund password (403)', async () => {
    const token = await signIn('secure@example.com');
    const { orderNo } = await create(token, { quantity: 3 });
    await h.postJson('/__sandbox/plans', { goodsId: 'g-easy-s21-180', stock: 2 });
    expect(await pay(token, orderNo, 'balance')).toMatchObject({ status: 409, message: CHECKOUT_ERRORS.stock });
    expect(await stock('g-easy-s21-180')).toBe(2);
    expect((await wallet('secure@example.com')).balanceUsd).toBe('5000.00');

    const alice = await signIn('alice@example.com');
    const order = await create(alice, { goodsId: 'g-stable-s21-30' });
    const reply = await call('orderPay', alice, {
      orderNo: order.orderNo,
      payMethod: 'balance',
      requestId: 'pay-alice-1',
    });
    expect(reply).toEqual({ status: 403, message: CHECKOUT_ERRORS.fundPassword, result: null });
  });
});

describe('crypto through the cashier and the chain simulator', () => {
  it('pays in full in USDT; each network has its own address; stock goes down once', async () => {
    const token = await signIn('secure@example.com');
    const stockBefore = await stock('g-easy-s21-180');
    const { orderNo } = await create(token);
    const trc = (await call('cashierAddress', token, { orderNo, coin: 'USDT', network: 'TRC20' })).result;
    expect(trc).toMatchObject({ coin: 'USDT', amount: '1071.00', rateUsd: '1.00', received: '0.00', confirmations: 0 });
    expect(trc.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    const erc = (await call('cashierAddress', token, { orderNo, coin: 'USDT', network: 'ERC20' })).result;
    expect(erc.address).toMatch(/^0x[0-9a-f]{40}$/);
    const eth = (await call('cashierAddress', token, { orderNo, coin: 'ETH', network: 'ERC20' })).result;
    expect(new Set([trc.address, erc.address, eth.address]).size).toBe(3);
    // Opening again answers the same address.
    expect((await call('cashierAddress', token, { orderNo, coin: 'USDT', network: 'TRC20' })).result).toEqual(trc);
    expect((await call('cashierAddress', token, { orderNo, coin: 'USDT', network: 'Bitcoin' })).status).toBe(400);

    const paid = await chainPay(trc.address, '1071.00', 'tx-full-1');
    expect(paid.body).toMatchObject({ orderNo, state: 'paid', usd: '1071.00', remainUsd: '0.00', credited: true });
    // The provider delivering the same transfer again credits nothing.
    expect((await chainPay(trc.address, '1071.00', 'tx-full-1')).body).toMatchObject({
      credited: false,
      state: 'paid',
    });
    const view = await cashier(token, orderNo);
    expect(view).toMatchObject({ state: 'paid', paidUsd: '1071.00', dueUsd: '0.00', remainUsd: '0.00' });
    expect(view.crypto).toMatchObject({ address: trc.address, received: '1071.00', confirmations: 1 });
    expect(await detail(token, orderNo)).toMatchObject({
      status: 'pendingStart',
      payMethod: 'crypto',
      payCoin: 'USDT',
    });
    expect(await stock('g-easy-s21-180')).toBe(stockBefore - 1);
    expect((await wallet('secure@example.com')).balanceUsd).toBe('5000.00');
    expect((await call('cashierAddress', token, { orderNo, coin: 'BTC', network: 'Bitcoin' })).message).toBe(
      CHECKOUT_ERRORS.paid,
    );
    expect((await chainPay('TnoSuchAddress', '1')).http).toBe(404);
  });

  it('BTC: underpaid, the rest topped up within the validity; the coin cannot change after a receipt', async () => {
    const token = await signIn('secure@example.com');
    const { orderNo } = await create(token);
    const btc = (await call('cashierAddress', token, { orderNo, coin: 'BTC', network: 'Bitcoin' })).result;
    expect(btc.address).toMatch(BECH32);
    expect(isPayoutAddress('BTC', btc.address)).toBe(true);
    // The quote is rounded up to the satoshi: it covers the due at the quoted rate.
    const rate = cents(btc.rateUsd);
    const sats = Number(btc.amount.replace('.', ''));
    expect(Math.floor((sats * rate) / 1e8)).toBeGreaterThanOrEqual(107_100);
    expect(Math.floor(((sats - 1) * rate) / 1e8)).toBeLessThan(107_100);

    const half = await chainPay(btc.address, (Math.floor(sats / 2) / 1e8).toFixed(8));
    expect(half.body.state).toBe('underpaid');
    const under = await cashier(token, orderNo);
    expect(under.state).toBe('underpaid');
    expect(cents(under.paidUsd) + cents(under.dueUsd)).toBe(107_100);
    expect((await call('cashierAddress', token, { orderNo, coin: 'USDT', network: 'TRC20' })).message).toBe(
      CHECKOUT_ERRORS.received,
    );
    const rest = under.crypto?.amount ?? '';
    h.clock.advance(20 * MINUTE_MS);
    expect((await chainPay(btc.address, rest)).body).toMatchObject({ state: 'paid', remainUsd: '0.00' });
    const order = await detail(token, orderNo);
    expect(order).toMatchObject({ payMethod: 'crypto', payCoin: 'BTC', remainUsd: '0.00' });
    expect(order.payments.map((p) => [p.method, p.coin, p.network])).toEqual([
      ['crypto', 'BTC', 'Bitcoin'],
      ['crypto', 'BTC', 'Bitcoin'],
    ]);
  });

  it('overpaid: the excess is remain, refunded to the balance or converted to points, once', async () => {
    const token = await signIn('secure@example.com');
    const first = await create(token);
    const usdt = (await call('cashierAddress', token, { orderNo: first.orderNo, coin: 'USDT', network: 'TRC20' }))
      .result;
    expect((await chainPay(usdt.address, '1100.50')).body).toMatchObject({ state: 'paid', remainUsd: '29.50' });
    expect((await detail(token, first.orderNo)).remainUsd).toBe('29.50');
    expect((await call('orderRemain', token, { orderNo: first.orderNo, action: 'refund' })).result).toEqual({
      orderNo: first.orderNo,
      settledUsd: '29.50',
    });
    expect((await wallet('secure@example.com')).balanceUsd).toBe('5029.50');
    expect(await call('orderRemain', token, { orderNo: first.orderNo, action: 'refund' })).toMatchObject({
      status: 409,
      message: CHECKOUT_ERRORS.noRemain,
    });

    const second = await create(token, { goodsId: 'g-stable-s21-30' });
    const again = (await call('cashierAddress', token, { orderNo: second.orderNo, coin: 'USDT', network: 'ERC20' }))
      .result;
    expect((await chainPay(again.address, '50.00')).body).toMatchObject({ state: 'paid', remainUsd: '9.20' });
    // Money sent to a paid order is remain too.
    expect((await chainPay(again.address, '0.80')).body).toMatchObject({ state: 'paid', remainUsd: '10.00' });
    expect((await call('orderRemain', token, { orderNo: second.orderNo, action: 'points' })).result.settledUsd).toBe(
      '10.00',
    );
    expect(await wallet('secure@example.com')).toMatchObject({ balanceUsd: '5029.50', pointsBalance: '310.00' });
    expect((await cashier(token, second.orderNo)).remainUsd).toBe('0.00');
  });
});

describe("an invited friend's discount", () => {
  const DAY_MS = 86_400_000;

  /** A new account signed up with alice's code, verified (KYC 1); its token. */
  async function invitedFriend(email: string): Promise<string> {
    await h.post(PATHS.sendEmailCode, { email, type: 'register' });
    const emailCode = await outboxCode(h, email);
    const reply = await h.post(PATHS.registerByEmail, {
      email,
      emailCode,
      inviteCode: 'ALICE1',
      passwd: 'Friend~2026',
    });
    expect(reply.body.code).toBe(0);
    await h.postJson('/__sandbox/wallet', { account: email, kycLevel: 1 });
    return reply.body.data.authToken;
  }

  it('takes 10% off the hashrate fee for 30 days after sign-up, before the welcome gift, and the order keeps it', async () => {
    const token = await invitedFriend('invited.friend@example.com');
    const signedUp = h.clock.now();
    const terms = await info(token);
    expect(terms.inviteeDiscount).toEqual({ percent: 10, until: new Date(signedUp + 30 * DAY_MS).toISOString() });
    const gift = terms.coupons.find((c) => c.couponId.startsWith('gift-'));
    expect(gift?.amountUsd).toBe('10.00');
    // S21 Easy 180 days: $1,071.00 hashrate fee, −$107.10 (10%), −$10.00 (the gift).
    const order = await create(token, { couponId: gift?.couponId });
    expect(order.totalUsd).toBe('953.90');
    expect(await detail(token, order.orderNo)).toMatchObject({
      hashrateFeeUsd: '1071.00',
      discountUsd: '107.10',
      couponUsd: '10.00',
      totalUsd: '953.90',
    });
    expect((await cashier(token, order.orderNo)).discountUsd).toBe('107.10');
  });

  it('ends 30 days after sign-up, and an account nobody invited never has it', async () => {
    const token = await invitedFriend('late.friend@example.com');
    h.clock.advance(30 * DAY_MS);
    const later = await loginWithPassword(h, 'late.friend@example.com', 'Friend~2026');
    expect((await info(later)).inviteeDiscount).toBeNull();
    expect((await create(later)).totalUsd).toBe('1071.00');
    expect(token).not.toBe(later);
    const alice = await signIn('alice@example.com');
    expect((await info(alice)).inviteeDiscount).toBeNull();
  });
});

describe('expiry and cancellation give back what the order held, exactly once', () => {
  it('30 minutes after creation the order expires: points and coupon come back once, paying is refused', async () => {
    await h.postJson('/__sandbox/wallet', { account: 'alice@example.com', fundPassword: '246810' });
    const token = await signIn('alice@example.com');
    const { orderNo, totalUsd } = await create(token, { couponId: 'c-10001-10off', pointsUsd: '100' });
    expect(totalUsd).toBe('961.00');
    expect((await info(token)).pointsBalance).toBe('700.00');
    const usdt = (await call('cashierAddress', token, { orderNo, coin: 'USDT', network: 'TRC20' })).result;
    expect(await unpaidDot(token)).toBe(2);

    h.clock.advance(30 * MINUTE_MS - 1);
    expect((await cashier(token, orderNo)).state).toBe('awaiting');
    h.clock.advance(1);
    for (let i = 0; i < 3; i++) {
      expect((await cashier(token, orderNo)).state).toBe('expired');
      await call('orderList', token, {});
      await detail(token, orderNo);
    }
    const after = await info(token);
    expect(after.pointsBalance).toBe('800.00');
    expect(seeded(after.coupons).map((c) => c.couponId)).toEqual(['c-10001-10off', 'c-10001-50off']);
    const kinds = (await wallet('alice@example.com')).entries
      .filter((entry: { reference: string }) => entry.reference === orderNo)
      .map((entry: { kind: string; amountCents: number }) => [entry.kind, entry.amountCents]);
    expect(kinds).toEqual([
      ['hold', -10_000],
      ['release', 10_000],
    ]);
    expect(await unpaidDot(token)).toBe(1);
    expect(await detail(token, orderNo)).toMatchObject({ status: 'cancelled', cancelReason: 'expired' });

    const fields = { orderNo, payMethod: 'balance', requestId: 'pay-late-01' };
    const taskId = await passedPayTask(token, fields, '246810');
    expect(await call('orderPay', token, { ...fields, taskResult: JSON.stringify({ taskId }) })).toMatchObject({
      status: 409,
      message: CHECKOUT_ERRORS.expired,
    });
    expect((await call('cashierAddress', token, { orderNo, coin: 'BTC', network: 'Bitcoin' })).message).toBe(
      CHECKOUT_ERRORS.expired,
    );
    expect((await call('orderCancel', token, { orderNo })).message).toBe(CHECKOUT_ERRORS.expired);
    // A transfer that arrives late is all remain, refundable.
    expect((await chainPay(usdt.address, '961.00')).body).toMatchObject({ state: 'expired', remainUsd: '961.00' });
    expect((await call('orderRemain', token, { orderNo, action: 'refund' })).result.settledUsd).toBe('961.00');
    expect((await wallet('alice@example.com')).balanceUsd).toBe('3461.00');
  });

  it('cancelling gives back coupon and points; crypto received becomes remain; the order refuses what follows', async () => {
    const token = await signIn('alice@example.com');
    const stockBefore = await stock('g-easy-s21-180');
    const { orderNo } = await create(token, { couponId: 'c-10001-10off', pointsUsd: '61' });
    const usdt = (await call('cashierAddress', token, { orderNo, coin: 'USDT', network: 'TRC20' })).result;
    await chainPay(usdt.address, '500.00');
    expect((await call('orderCancel', token, { orderNo })).result).toEqual({ orderNo, state: 'cancelled' });
    const view = await cashier(token, orderNo);
    expect(view).toMatchObject({ state: 'cancelled', paidUsd: '0.00', dueUsd: '0.00', remainUsd: '500.00' });
    expect((await info(token)).pointsBalance).toBe('800.00');
    expect(seeded((await info(token)).coupons)).toHaveLength(2);
    expect((await call('orderCancel', token, { orderNo })).message).toBe(CHECKOUT_ERRORS.cancelled);
    expect((await call('orderRemain', token, { orderNo, action: 'points' })).result.settledUsd).toBe('500.00');
    expect((await info(token)).pointsBalance).toBe('1300.00');
    expect(await stock('g-easy-s21-180')).toBe(stockBefore);
    // A paid order cannot be cancelled.
    const paid = (await call('orderList', token, { status: 'running' })).result.data[0].orderNo;
    expect((await call('orderCancel', token, { orderNo: paid })).message).toBe(CHECKOUT_ERRORS.paid);
  });

  it("another user's order is unknown to every checkout call", async () => {
    const alice = await signIn('alice@example.com');
    const { orderNo } = await create(alice);
    const secure = await signIn('secure@example.com');
    const notFound = { status: 404, message: CHECKOUT_ERRORS.notFound, result: null };
    expect(await call('orderCashier', secure, { orderNo })).toEqual(notFound);
    expect(await call('cashierAddress', secure, { orderNo, coin: 'BTC', network: 'Bitcoin' })).toEqual(notFound);
    expect(await call('orderCancel', secure, { orderNo })).toEqual(notFound);
    expect(await call('orderRemain', secure, { orderNo, action: 'refund' })).toEqual(notFound);
    expect(await pay(secure, orderNo, 'balance')).toEqual(notFound);
    expect((await cashier(alice, orderNo)).state).toBe('awaiting');
  });
});

describe('POST /__sandbox/wallet', () => {
  it('sets balances through one adjustment, the KYC level, the fund password and coupons', async () => {
    const result = (
      await h.postJson('/__sandbox/wallet', {
        account: 'nocoupon@example.com',
        balanceUsd: '120.50',
        points: '7',
        kycLevel: 2,
        fundPassword: '112233',
        coupons: [{ name: '$5 off', amountUsd: '5', minSpendUsd: '20', goodsTypes: [5], expiresInDays: 3 }],
      })
    ).body;
    expect(result).toMatchObject({ balanceUsd: '120.50', pointsBalance: '7.00', kycLevel: 2, fundPasswordSet: true });
    expect(result.entries.map((e: { kind: string; amountCents: number }) => [e.kind, e.amountCents])).toEqual([
      ['adjustment', 12_050],
      ['adjustment', 700],
    ]);
    expect(result.coupons).toHaveLength(1);
    const token = await signIn('nocoupon@example.com');
    expect(await info(token)).toMatchObject({ kycLevel: 2, kycRemainingUsd: '100000000.00', fundPasswordSet: true });
    const lower = (await h.postJson('/__sandbox/wallet', { account: 'nocoupon@example.com', balanceUsd: '0' })).body;
    expect(lower.balanceUsd).toBe('0.00');
    expect(lower.entries.at(-1)).toMatchObject({ kind: 'adjustment', amountCents: -12_050 });
  });

  it.each([
    [{ account: 'nobody@example.com' }, 404, /^account: no account/],
    [{ account: 'alice@example.com', balanceUsd: '1.234' }, 400, /^balanceUsd:/],
    [{ account: 'alice@example.com', balanceUsd: 10 }, 400, /^balanceUsd:/],
    [{ account: 'alice@example.com', kycLevel: 3 }, 400, /^kycLevel:/],
    [{ account: 'alice@example.com', fundPassword: '12ab56' }, 400, /^fundPassword:/],
    [{ account: 'alice@example.com', coupons: [{ name: 'x' }] }, 400, /^coupons\.0\.amountUsd:/],
    [{ account: 'alice@example.com', extra: 1 }, 400, /^body: /],
    [
      { account: 'secure@example.com', coupons: [{ couponId: 'c-10001-10off', name: 'x', amountUsd: '1' }] },
      400,
      /^coupons: couponId/,
    ],
  ])('refuses %j', async (body, status, message) => {
    const reply = await h.postJson('/__sandbox/wallet', body);
    expect(reply.http).toBe(status);
    expect(reply.body.message).toMatch(message);
  });
});

describe('fuzz: signed in, random input to the checkout calls never crashes them', () => {
  it('answers every request in an envelope below 500, and the ledger stays balanced', async () => {
    const token = await signIn('secure@example.com');
    const { orderNo } = await create(token);
    const names: CallName[] = [
      'checkoutInfo',
      'orderCreate',
      'orderCashier',
      'cashierAddress',
      'orderPay',
      'orderCancel',
      'orderRemain',
    ];
    const value = fc.oneof(
      fc.string({ maxLength: 20 }),
      fc.constantFrom(
        orderNo,
        'g-easy-s21-180',
        'g-full-s21-360',
        '0',
        '-1',
        '1e9',
        '0.001',
        'true',
        'BTC',
        'USDT',
        'TRC20',
        'Bitcoin',
        'refund',
        'points',
        ADDRESS,
        'c-10001-10off',
        '{"taskId":"t-1"}',
      ),
    );
    const keys = [
      'orderNo',
      'goodsId',
      'quantity',
      'pool',
      'payoutAddress',
      'serviceFeeDays',
      'couponId',
      'pointsUsd',
      'agreed',
      'requestId',
      'coin',
      'network',
      'payMethod',
      'action',
      'taskResult',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...names),
        fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: 10 }),
        async (name, fields) => {
          const reply =
            contract[name].method === 'GET'
              ? await h.get(`${path(name)}?${new URLSearchParams(fields)}`, { token })
              : await h.post(path(name), fields, { token });
          expect(reply.http).toBeLessThan(500);
          expect(typeof reply.body.status).toBe('number');
        },
      ),
      { numRuns: 400 },
    );
  }, 60_000);
});
