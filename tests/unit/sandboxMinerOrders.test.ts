import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { minerOrderPrice } from '../../runtime/domain/minerCheckout.ts';
import { type Cashier, CHECKOUT_ERRORS, type MinerCheckoutInfo } from '../../runtime/http/contract/checkout.ts';
import type { SaleBatch } from '../../runtime/http/contract/miners.ts';
import { type CallName, contract } from '../../runtime/http/contract.ts';
import { sandboxPayoutAddress } from '../../sandbox/features/orders/bech32.ts';
import { type Harness, loginWithPassword, startSandbox } from './sandboxHarness.ts';

/**
 * Buying miners of a sale batch through the plans' cashier (issue #17, decision 102): the order is placed
 * within the batch's stock and limits, paid from the balance behind the fund password or in crypto through
 * the chain simulator, expires at the batch's payment deadline at the latest, and takes stock once.
 */

const MINUTE_MS = 60_000;
const ADDRESS = sandboxPayoutAddress('miner-order-test');
/** Antminer S21, $3,400 a unit, electricity prepaid monthly: 3,500 W × 720 h × $0.055 = $138.60 a unit. */
const S21 = '800000000604';
/** Antminer S19k Pro, $960 a unit, at least 5, electricity deducted from the output. */
const S19K = '800000000608';

let h: Harness;
beforeAll(async () => {
  h = await startSandbox();
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.post('/__sandbox/reset', {});
  await h.postJson('/__sandbox/challenges', { rules: [] });
});
// Money was only moved: every transaction and the whole ledger sum to zero.
afterEach(async () => {
  expect((await h.get('/__sandbox/ledger')).body).toMatchObject({ sumCents: 0, unbalanced: [] });
});

const PASSWORDS: Record<string, string> = {
  'alice@example.com': 'Alice2024!',
  'secure@example.com': 'Secure2024',
};
const signIn = (email: string) => loginWithPassword(h, email, PASSWORDS[email] ?? '');
const path = (name: CallName) => contract[name].path;

async function call(name: CallName, token: string, fields: Record<string, unknown>) {
  const reply =
    contract[name].method === 'GET'
      ? await h.get(`${path(name)}?${new URLSearchParams(fields as Record<string, string>)}`, { token })
      : await h.post(path(name), fields, { token });
  expect(contract[name].response.safeParse(reply.body).success, JSON.stringify(reply.body)).toBe(true);
  return reply.body;
}

const fields = (extra: Record<string, unknown> = {}) => ({
  requestId: `miner-${randomUUID()}`,
  batchId: S21,
  quantity: 1,
  payoutAddress: ADDRESS,
  agreed: true,
  ...extra,
});
async function create(token: string, extra: Record<string, unknown> = {}) {
  const body = await call('minerOrderCreate', token, fields(extra));
  expect(body.status, body.message).toBe(200);
  return body.result as { orderNo: string; totalUsd: string; zero: boolean };
}
const cashier = async (token: string, orderNo: string) =>
  (await call('orderCashier', token, { orderNo })).result as Cashier;
const batch = async (id: string) => (await h.get(`${path('minerSaleDetail')}?id=${id}`)).body.result as SaleBatch;
const stock = async (id: string) => (await batch(id)).stock;
const setBatch = (batchId: string, patch: Record<string, unknown>) =>
  h.postJson('/__sandbox/miners', { batchId, ...patch });
const wallet = async (email: string) => (await h.get(`/__sandbox/wallet?account=${email}`)).body;
const minerOrders = async (email: string) =>
  (await h.get(`/__sandbox/miners/orders?account=${email}`)).body.orders as Array<{ orderNo: string; paid: boolean }>;
const chainPay = (address: string, amount: string, txId?: string) =>
  h.postJson('/__sandbox/chain/pay', { address, amount, ...(txId ? { txId } : {}) });
const debits = async (email: string, orderNo: string) =>
  (await wallet(email)).entries.filter(
    (entry: { amountCents: number; reference: string; kind: string }) =>
      entry.reference === orderNo && entry.amountCents < 0 && entry.kind === 'payment',
  );

async function passedPayTask(token: string, payFields: Record<string, unknown>, fundPassword = '135790') {
  const first = await call('orderPay', token, payFields);
  expect(first).toMatchObject({ status: 2301, task: { taskType: 'auth', block: true } });
  const taskId: string = first.task.taskId;
  const check = await h.post(path('authCheckTask'), {
    taskId,
    verifyCodeInfo: [{ authMethod: 'pay', code: fundPassword }],
  });
  expect(check.body.status).toBe(200);
  return taskId;
}
async function pay(token: string, orderNo: string, payMethod: 'balance' | 'points', requestId = `pay-${randomUUID()}`) {
  const payFields = { orderNo, payMethod, requestId };
  const taskId = await passedPayTask(token, payFields);
  return call('orderPay', token, { ...payFields, taskResult: JSON.stringify({ taskId }) });
}

describe('the miner price rule (runtime/domain/minerCheckout.ts)', () => {
  it('miners × quantity, plus 30 days of electricity when it is prepaid, half up to the cent', () => {
    const s21 = { unitPriceCents: 340_000, powerW: 3500, electricityE4: 550 };
    expect(minerOrderPrice({ ...s21, quantity: 2, prepaidElectricity: true })).toEqual({
      minersCents: 680_000,
      electricityCents: 27_720,
      totalCents: 707_720,
    });
    expect(minerOrderPrice({ ...s21, quantity: 2, prepaidElectricity: false }).electricityCents).toBe(0);
    // S21 XP: 3,645 W × 720 h × $0.072 = $188.9568 → $188.96.
    expect(
      minerOrderPrice({
        unitPriceCents: 540_000,
        powerW: 3645,
        electricityE4: 720,
        quantity: 1,
        prepaidElectricity: true,
      }).electricityCents,
    ).toBe(18_896);
  });
});

describe('minerCheckoutInfo', () => {
  it("gives the batch as the marketplace shows it, the account's wallet, KYC room and BTC addresses", async () => {
    const token = await signIn('alice@example.com');
    const info = (await call('minerCheckoutInfo', token, { batchId: S21 })).result as MinerCheckoutInfo;
    expect(info.batch).toEqual(await batch(S21));
    expect(info).toMatchObject({ balanceUsd: '2500.00', pointsBalance: '800.00', kycLevel: 1, payWindowMinutes: 30 });
    expect(info.addresses.map((a) => a.label)).toEqual(['Main wallet', 'Cold storage']);
  });

  it('answers 404 for an unknown batch, 401 without a token; a closed batch still answers (the form says why)', async () => {
    const token = await signIn('secure@example.com');
    expect(await call('minerCheckoutInfo', token, { batchId: '999' })).toMatchObject({ status: 404 });
    expect((await h.get(`${path('minerCheckoutInfo')}?batchId=${S21}`)).http).toBe(401);
    expect((await h.get(`${path('minerCheckoutInfo')}?batchId=abc`, { token })).http).toBe(400);
    const closed = (await call('minerCheckoutInfo', token, { batchId: '800000000600' })).result as MinerCheckoutInfo;
    expect(closed.batch.status).toBe('closed');
  });
});

describe('minerOrderCreate refuses, and nothing is created or charged', () => {
  const refusals: Array<[string, Record<string, unknown>, number, keyof typeof CHECKOUT_ERRORS]> = [
    ['below the minimum quantity', { batchId: S19K, quantity: 4 }, 400, 'quantity'],
    ['over the maximum quantity', { quantity: 51 }, 400, 'quantity'],
    ['a sold-out batch', { batchId: '800000000606', quantity: 2 }, 400, 'stock'],
    ['a batch past its payment deadline', { batchId: '800000000600' }, 409, 'batchClosed'],
    ['an invalid address', { payoutAddress: 'bc1qnotavalidaddress' }, 400, 'address'],
    ['an address of another coin', { payoutAddress: '0x52908400098527886E0F7030069857D2E4169EE7' }, 400, 'address'],
    ['the agreement not accepted', { agreed: false }, 400, 'agreement'],
    // 100 × $960 = $96,000, above secure's $93,064.60 of KYC room.
    ['a total above the KYC limit', { batchId: S19K, quantity: 100 }, 403, 'kycLimit'],
  ];

  it.each(refusals)('%s', async (_name, extra, status, error) => {
    const token = await signIn('secure@example.com');
    const before = await wallet('secure@example.com');
    expect(await call('minerOrderCreate', token, fields(extra))).toEqual({
      status,
      message: CHECKOUT_ERRORS[error],
      result: null,
    });
    expect(await minerOrders('secure@example.com')).toEqual([]);
    expect(await wallet('secure@example.com')).toEqual(before);
  });

  it('more than the stock left, an unverified account, an unknown batch, bad input', async () => {
    const token = await signIn('secure@example.com');
    await setBatch(S21, { stock: 3 });
    expect((await call('minerOrderCreate', token, fields({ quantity: 4 }))).message).toBe(CHECKOUT_ERRORS.stock);
    expect((await call('minerOrderCreate', token, fields({ batchId: '999' }))).status).toBe(404);
    expect((await h.post(path('minerOrderCreate'), fields({ quantity: 0 }), { token })).http).toBe(400);
    expect((await h.post(path('minerOrderCreate'), fields({ batchId: 'x1' }), { token })).http).toBe(400);
    await h.postJson('/__sandbox/wallet', { account: 'secure@example.com', kycLevel: 0 });
    expect((await call('minerOrderCreate', token, fields())).message).toBe(CHECKOUT_ERRORS.kyc);
    expect(await minerOrders('secure@example.com')).toEqual([]);
  });
});

describe('minerOrderCreate', () => {
  it('prices on the server, leaves the stock alone until paid, and the same requestId answers the same order', async () => {
    const token = await signIn('secure@example.com');
    const stockBefore = await stock(S21);
    const at = h.clock.now();
    const request = fields({ quantity: 2, saveAddress: true });
    const first = await call('minerOrderCreate', token, request);
    expect(first.result).toMatchObject({ totalUsd: '7077.20', zero: false });
    const { orderNo } = first.result;
    expect(orderNo).toMatch(/^M\d{14}$/);
    expect((await call('minerOrderCreate', token, request)).result).toEqual(first.result);
    expect(await minerOrders('secure@example.com')).toHaveLength(1);
    expect(await stock(S21)).toBe(stockBefore);

    const view = await cashier(token, orderNo);
    expect(view).toMatchObject({
      kind: 'minerSale',
      goodsName: 'Antminer S21',
      quantity: 2,
      hashrateTh: 400,
      totalUsd: '7077.20',
      dueUsd: '7077.20',
      state: 'awaiting',
      payoutAddress: ADDRESS,
      pool: 'Antpool',
      payExpireAt: new Date(at + 30 * MINUTE_MS).toISOString(),
    });
    expect(view.miner).toMatchObject({
      batchId: S21,
      modelName: 'Antminer S21',
      quantity: 2,
      unitPriceUsd: '3400.00',
      minersUsd: '6800.00',
      electricityUsd: '277.20',
      electricityDays: 30,
      electricityBilling: 'prepaidMonthly',
      site: { name: 'Jamestown, North Dakota', country: 'US' },
    });
    // The new address was saved to the account's BTC addresses.
    const info = (await call('minerCheckoutInfo', token, { batchId: S21 })).result as MinerCheckoutInfo;
    expect(info.addresses.map((a) => a.address)).toContain(ADDRESS);
    // A key used for a plan order cannot make a miner order.
    const planKey = `plan-${randomUUID()}`;
    const plan = await call('orderCreate', token, {
      requestId: planKey,
      goodsId: 'g-easy-s21-180',
      quantity: 1,
      pool: 'Antpool',
      payoutAddress: ADDRESS,
      serviceFeeDays: 0,
      agreed: true,
    });
    expect(plan.status).toBe(200);
    expect((await h.post(path('minerOrderCreate'), fields({ requestId: planKey }), { token })).body.message).toMatch(
      /^requestId:/,
    );
    // And the other way round: the miner order's key cannot make a plan order.
    const planWithMinerKey = await h.post(
      path('orderCreate'),
      {
        requestId: request.requestId,
        goodsId: 'g-easy-s21-180',
        quantity: 1,
        pool: 'Antpool',
        payoutAddress: ADDRESS,
        serviceFeeDays: 0,
        agreed: true,
      },
      { token },
    );
    expect(planWithMinerKey.body).toMatchObject({ status: 400, message: expect.stringMatching(/^requestId:/) });
  });

  it('site names and the batch facts come in the request language', async () => {
    const token = await signIn('secure@example.com');
    const { orderNo } = await create(token);
    const reply = await h.get(`${path('orderCashier')}?orderNo=${orderNo}`, {
      token,
      headers: { 'Current-Language': 'ja' },
    });
    expect(reply.body.result.miner.site.name).toBe('ジェームズタウン（ノースダコタ州）');
  });
});

describe('paying a miner order from the balance', () => {
  it('behind the fund password; stock goes down once per paid unit; a repeated requestId charges nothing', async () => {
    const token = await signIn('secure@example.com');
    const stockBefore = await stock(S21);
    const { orderNo } = await create(token);
    const paid = await pay(token, orderNo, 'balance', 'miner-pay-0001');
    expect(paid).toEqual({ status: 200, message: 'success', result: { orderNo, state: 'paid' } });
    expect((await wallet('secure@example.com')).balanceUsd).toBe('1461.40');
    expect(await debits('secure@example.com', orderNo)).toEqual([
      expect.objectContaining({ account: 'user:10030:balance', amountCents: -353_860 }),
    ]);
    expect(await stock(S21)).toBe(stockBefore - 1);
    expect(await pay(token, orderNo, 'balance', 'miner-pay-0001')).toEqual(paid);
    expect(await pay(token, orderNo, 'points')).toMatchObject({ status: 409, message: CHECKOUT_ERRORS.paid });
    expect(await debits('secure@example.com', orderNo)).toHaveLength(1);
    expect(await stock(S21)).toBe(stockBefore - 1);
    const view = await cashier(token, orderNo);
    expect(view).toMatchObject({ state: 'paid', paidUsd: '3538.60', dueUsd: '0.00' });
    expect(view.payments).toEqual([expect.objectContaining({ method: 'balance', usd: '3538.60' })]);
    expect(await minerOrders('secure@example.com')).toEqual([expect.objectContaining({ orderNo, paid: true })]);
    // The KYC room counts paid miner orders like paid plans: $93,064.60 − $3,538.60.
    const info = (await call('minerCheckoutInfo', token, { batchId: S21 })).result as MinerCheckoutInfo;
    expect(info.kycRemainingUsd).toBe('89526.00');
  });

  it('two concurrent payments with different keys: one pays, the other 409, one debit, stock once', async () => {
    const token = await signIn('secure@example.com');
    const { orderNo } = await create(token, { batchId: S19K, quantity: 5 });
    const stockBefore = await stock(S19K);
    const attempts = [
      { orderNo, payMethod: 'balance', requestId: 'miner-tab-one' },
      { orderNo, payMethod: 'balance', requestId: 'miner-tab-two' },
    ];
    const tasks: string[] = [];
    for (const attempt of attempts) tasks.push(await passedPayTask(token, attempt));
    const replies = await Promise.all(
      attempts.map((attempt, i) =>
        call('orderPay', token, { ...attempt, taskResult: JSON.stringify({ taskId: tasks[i] }) }),
      ),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    expect(await debits('secure@example.com', orderNo)).toHaveLength(1);
    expect((await wallet('secure@example.com')).balanceUsd).toBe('200.00');
    expect(await stock(S19K)).toBe(stockBefore - 5);
  });

  it('refuses too little balance and a batch sold out since the order was placed; charges nothing', async () => {
    const token = await signIn('secure@example.com');
    const { orderNo } = await create(token, { batchId: S19K, quantity: 6 });
    expect(await pay(token, orderNo, 'balance')).toMatchObject({ status: 400, message: CHECKOUT_ERRORS.balance });
    const second = await create(token);
    await setBatch(S21, { stock: 0 });
    expect(await pay(token, second.orderNo, 'balance')).toMatchObject({ status: 409, message: CHECKOUT_ERRORS.stock });
    expect((await wallet('secure@example.com')).balanceUsd).toBe('5000.00');
    expect(await stock(S21)).toBe(0);
  });
});

describe('crypto through the cashier and the chain simulator', () => {
  it('full in USDT pays the order and takes stock once; a repeated transfer credits nothing', async () => {
    const token = await signIn('secure@example.com');
    const stockBefore = await stock(S19K);
    const { orderNo } = await create(token, { batchId: S19K, quantity: 5 });
    const usdt = (await call('cashierAddress', token, { orderNo, coin: 'USDT', network: 'TRC20' })).result;
    expect(usdt).toMatchObject({ coin: 'USDT', amount: '4800.00', received: '0.00' });
    expect((await chainPay(usdt.address, '4800.00', 'tx-miner-1')).body).toMatchObject({
      orderNo,
      state: 'paid',
      remainUsd: '0.00',
      credited: true,
    });
    expect((await chainPay(usdt.address, '4800.00', 'tx-miner-1')).body).toMatchObject({ credited: false });
    expect(await stock(S19K)).toBe(stockBefore - 5);
    expect((await cashier(token, orderNo)).state).toBe('paid');
    expect((await wallet('secure@example.com')).balanceUsd).toBe('5000.00');
  });

  it('BTC: underpaid, then topped up within the validity', async () => {
    const token = await signIn('secure@example.com');
    const { orderNo } = await create(token);
    const btc = (await call('cashierAddress', token, { orderNo, coin: 'BTC', network: 'Bitcoin' })).result;
    const sats = Number(btc.amount.replace('.', ''));
    expect((await chainPay(btc.address, (Math.floor(sats / 2) / 1e8).toFixed(8))).body.state).toBe('underpaid');
    const under = await cashier(token, orderNo);
    expect(under.state).toBe('underpaid');
    const stockBefore = await stock(S21);
    h.clock.advance(20 * MINUTE_MS);
    expect((await chainPay(btc.address, under.crypto?.amount ?? '')).body).toMatchObject({ state: 'paid' });
    expect(await stock(S21)).toBe(stockBefore - 1);
  });

  it('overpaid: the excess is remain, refundable to the balance once', async () => {
    const token = await signIn('secure@example.com');
    const { orderNo } = await create(token);
    const usdt = (await call('cashierAddress', token, { orderNo, coin: 'USDT', network: 'ERC20' })).result;
    expect((await chainPay(usdt.address, '3600.00')).body).toMatchObject({ state: 'paid', remainUsd: '61.40' });
    expect((await call('orderRemain', token, { orderNo, action: 'refund' })).result.settledUsd).toBe('61.40');
    expect((await wallet('secure@example.com')).balanceUsd).toBe('5061.40');
    expect((await call('orderRemain', token, { orderNo, action: 'refund' })).message).toBe(CHECKOUT_ERRORS.noRemain);
  });
});

describe('expiry and cancellation', () => {
  it("the batch's payment deadline bounds the order's validity; a late transfer is remain; stock untouched", async () => {
    const token = await signIn('secure@example.com');
    const deadline = h.clock.now() + 10 * MINUTE_MS;
    await setBatch(S21, { paymentDeadline: new Date(deadline).toISOString() });
    const stockBefore = await stock(S21);
    const { orderNo } = await create(token);
    const usdt = (await call('cashierAddress', token, { orderNo, coin: 'USDT', network: 'TRC20' })).result;
    await chainPay(usdt.address, '1000.00');
    expect(await cashier(token, orderNo)).toMatchObject({
      state: 'underpaid',
      payExpireAt: new Date(deadline).toISOString(),
    });
    h.clock.advance(10 * MINUTE_MS);
    for (let i = 0; i < 2; i++) {
      expect(await cashier(token, orderNo)).toMatchObject({ state: 'expired', remainUsd: '1000.00' });
    }
    expect(await pay(token, orderNo, 'balance')).toMatchObject({ status: 409, message: CHECKOUT_ERRORS.expired });
    expect((await call('orderCancel', token, { orderNo })).message).toBe(CHECKOUT_ERRORS.expired);
    expect((await chainPay(usdt.address, '2538.60')).body).toMatchObject({ state: 'expired', remainUsd: '3538.60' });
    expect(await stock(S21)).toBe(stockBefore);
    expect((await call('orderRemain', token, { orderNo, action: 'refund' })).result.settledUsd).toBe('3538.60');
    expect((await wallet('secure@example.com')).balanceUsd).toBe('8538.60');
    // The batch is closed now: nothing more is sold from it.
    expect((await call('minerOrderCreate', token, fields())).message).toBe(CHECKOUT_ERRORS.batchClosed);
  });

  it('otherwise 30 minutes after it was placed', async () => {
    const token = await signIn('secure@example.com');
    const { orderNo } = await create(token);
    h.clock.advance(30 * MINUTE_MS - 1);
    expect((await cashier(token, orderNo)).state).toBe('awaiting');
    h.clock.advance(1);
    expect((await cashier(token, orderNo)).state).toBe('expired');
  });

  it('cancelling: the order refuses what follows; another user cannot see or touch it', async () => {
    const token = await signIn('secure@example.com');
    const { orderNo } = await create(token);
    const alice = await signIn('alice@example.com');
    expect((await call('orderCashier', alice, { orderNo })).status).toBe(404);
    expect((await call('orderCancel', alice, { orderNo })).status).toBe(404);
    expect((await call('orderCancel', token, { orderNo })).result).toEqual({ orderNo, state: 'cancelled' });
    expect((await cashier(token, orderNo)).state).toBe('cancelled');
    expect(await pay(token, orderNo, 'balance')).toMatchObject({ status: 409, message: CHECKOUT_ERRORS.cancelled });
    expect((await call('cashierAddress', token, { orderNo, coin: 'BTC', network: 'Bitcoin' })).message).toBe(
      CHECKOUT_ERRORS.cancelled,
    );
  });
});
