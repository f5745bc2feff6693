import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHECKOUT_ERRORS, type FreeTrialStatus } from '../../runtime/http/contract/checkout.ts';
import type { OrderDetail } from '../../runtime/http/contract/orders.ts';
import { FREE_TRIAL_RULES, FREE_TRIAL_TYPE } from '../../runtime/http/contract/plans.ts';
import { type CallName, contract } from '../../runtime/http/contract.ts';
import { sandboxPayoutAddress } from '../../sandbox/features/orders/bech32.ts';
import { FREE_TRIAL_GOODS_ID } from '../../sandbox/features/plans/seed.ts';
import { type Harness, loginWithPassword, startSandbox } from './sandboxHarness.ts';

const DAY_MS = 86_400_000;
const ADDRESS = sandboxPayoutAddress('free-trial-test');

let h: Harness;
beforeAll(async () => {
  h = await startSandbox();
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.post('/__sandbox/reset', {});
  await h.postJson('/__sandbox/challenges', { rules: [] });
});
// Claiming moves no money: the ledger stays balanced.
afterEach(async () => {
  expect((await h.get('/__sandbox/ledger')).body).toMatchObject({ sumCents: 0, unbalanced: [] });
});

/** alice: KYC 1 with saved addresses; unpaid: unverified (KYC 0), no addresses. Both registered at the seed. */
const PASSWORDS: Record<string, string> = { 'alice@example.com': 'Alice2024!', 'unpaid@example.com': 'Unpaid2024' };
const signIn = (email: string) => loginWithPassword(h, email, PASSWORDS[email] ?? '');
const path = (name: CallName) => contract[name].path;

async function call(name: CallName, token: string | undefined, fields: Record<string, unknown>) {
  const reply =
    contract[name].method === 'GET'
      ? await h.get(`${path(name)}?${new URLSearchParams(fields as Record<string, string>)}`, { token })
      : await h.post(path(name), fields, { token });
  if (reply.http === 200) {
    expect(contract[name].response.safeParse(reply.body).success, JSON.stringify(reply.body)).toBe(true);
  }
  return reply;
}
const status = async (token: string, goodsId = FREE_TRIAL_GOODS_ID) =>
  (await call('freeTrialStatus', token, { goodsId })).body;
const claimFields = (fields: Record<string, unknown> = {}) => ({
  requestId: `trial-${randomUUID()}`,
  goodsId: FREE_TRIAL_GOODS_ID,
  quantity: 1,
  pool: 'Antpool',
  payoutAddress: ADDRESS,
  serviceFeeDays: 0,
  agreed: true,
  ...fields,
});
const claim = async (token: string, fields: Record<string, unknown> = {}) =>
  (await call('orderCreate', token, claimFields(fields))).body;
const stock = async () => (await h.get(`${path('goodsDetail')}?goodsId=${FREE_TRIAL_GOODS_ID}`)).body.result.stock;

describe('the free trial goods', () => {
  it('is a goods of its own type: 1 TH/s for 3 days, priced 0, all-inclusive, one unit, in stock', async () => {
    const detail = (await call('goodsDetail', undefined, { goodsId: FREE_TRIAL_GOODS_ID })).body;
    expect(detail.status).toBe(200);
    expect(detail.result).toMatchObject({
      goodsId: FREE_TRIAL_GOODS_ID,
      goodsType: FREE_TRIAL_TYPE,
      goodsStatus: 1,
      currency: 'BTC',
      minerModel: 'Antminer S21',
      hashrateTh: 1,
      durationDays: 3,
      hashrateFeePerThDay: '0.0000',
      allInclusive: true,
      minServiceFeeDays: 0,
      stock: 500,
      minQuantity: 1,
      maxQuantity: 1,
    });
    // The edge's detailCheck lookup finds it on sale for the web.
    expect((await call('goodsInfo', undefined, { goodsId: FREE_TRIAL_GOODS_ID })).body.result).toMatchObject({
      goodsStatus: 1,
      supportPlatform: expect.arrayContaining(['WEB']),
    });
  });

  it('is never listed or recommended as a plan to buy', async () => {
    for (const goodsType of ['3', '5', '7', '11']) {
      const list = (await call('goodsList', undefined, { goodsType, currency: 'BTC' })).body.result as Array<{
        goodsId: string;
      }>;
      expect(list.map((g) => g.goodsId)).not.toContain(FREE_TRIAL_GOODS_ID);
    }
    const recommended = (await call('exclusiveRecommendGoods', undefined, {})).body.result as Array<{
      goodsType: number;
    }>;
    expect(recommended.length).toBeGreaterThan(0);
    expect(recommended.every((g) => g.goodsType !== FREE_TRIAL_TYPE)).toBe(true);
  });
});

describe('freeTrialStatus', () => {
  it('needs a session', async () => {
    const reply = await call('freeTrialStatus', undefined, { goodsId: FREE_TRIAL_GOODS_ID });
    expect(reply.body.status ?? reply.http).toBe(401);
  });

  it('says a new account may claim until its registration plus the rule days, with its default address', async () => {
    const alice = (await status(await signIn('alice@example.com'))) as { status: number; result: FreeTrialStatus };
    expect(alice.status).toBe(200);
    expect(alice.result).toMatchObject({
      goodsId: FREE_TRIAL_GOODS_ID,
      eligible: true,
      reason: null,
      claimedOrderNo: null,
      claimedAt: null,
      defaultAddress: sandboxPayoutAddress('10001/1'),
    });
    const registered = Date.parse(alice.result.registeredAt);
    expect(Date.parse(alice.result.claimBefore) - registered).toBe(FREE_TRIAL_RULES.newAccountDays * DAY_MS);
    const unpaid = (await status(await signIn('unpaid@example.com'))).result as FreeTrialStatus;
    expect(unpaid).toMatchObject({ eligible: true, defaultAddress: null });
  });

  it('answers 2001 for goods that are not a trial, unknown or not on sale, and rejects bad ids', async () => {
    const token = await signIn('alice@example.com');
    for (const goodsId of ['g-easy-s21-180', 'g-nothing', 'g-discontinued']) {
      expect((await status(token, goodsId)).status).toBe(2001);
    }
    const bad = await h.get(`${path('freeTrialStatus')}?goodsId=${'x'.repeat(65)}`, { token });
    expect(bad.body.status ?? bad.http).toBe(400);
  });
});

describe('claiming the trial (orderCreate with the trial goods)', () => {
  it('an unverified new account gets a paid order of USD 0 at once; the stock goes down by one', async () => {
    const token = await signIn('unpaid@example.com');
    const before = await stock();
    const body = await claim(token);
    expect(body.status, body.message).toBe(200);
    expect(body.result).toMatchObject({ totalUsd: '0.00', zero: true });
    const orderNo = body.result.orderNo as string;
    expect(await stock()).toBe(before - 1);

    const order = (await call('orderDetail', token, { orderNo })).body.result as OrderDetail;
    expect(order).toMatchObject({ orderNo, goodsType: FREE_TRIAL_TYPE, quantity: 1, totalUsd: '0.00' });
    expect(order.status).toBe('pendingStart');

    const after = (await status(token)).result as FreeTrialStatus;
    expect(after).toMatchObject({ eligible: false, reason: 'claimed', claimedOrderNo: orderNo });
    expect(after.claimedAt).toBe(new Date(h.clock.now()).toISOString());
  });

  it('is one per account: a second claim is refused, the same request answers the same order', async () => {
    const token = await signIn('alice@example.com');
    const fields = claimFields();
    const first = (await call('orderCreate', token, fields)).body;
    expect(first.status).toBe(200);
    const again = (await call('orderCreate', token, fields)).body;
    expect(again.result.orderNo).toBe(first.result.orderNo);
    const second = await claim(token);
    expect(second).toMatchObject({ status: 403, message: CHECKOUT_ERRORS.trialClaimed, result: null });
  });

  it('is for new accounts only: after the rule days the status and the claim say so', async () => {
    h.clock.advance(FREE_TRIAL_RULES.newAccountDays * DAY_MS - 60_000);
    expect(((await status(await signIn('unpaid@example.com'))).result as FreeTrialStatus).eligible).toBe(true);
    h.clock.advance(61_000);
    // A fresh session: the one before may have expired meanwhile.
    const token = await signIn('unpaid@example.com');
    const late = (await status(token)).result as FreeTrialStatus;
    expect(late).toMatchObject({ eligible: false, reason: 'accountAge', claimedOrderNo: null });
    expect(await claim(token)).toMatchObject({ status: 403, message: CHECKOUT_ERRORS.trialAccountAge });
  });

  it('keeps the other checkout rules: one unit, a valid address, the agreement, no points', async () => {
    const token = await signIn('alice@example.com');
    expect(await claim(token, { quantity: 2 })).toMatchObject({ status: 400, message: CHECKOUT_ERRORS.quantity });
    expect(await claim(token, { payoutAddress: 'bc1-not-an-address' })).toMatchObject({
      status: 400,
      message: CHECKOUT_ERRORS.address,
    });
    expect(await claim(token, { agreed: false })).toMatchObject({ status: 400, message: CHECKOUT_ERRORS.agreement });
    expect(await claim(token, { pointsUsd: '1.00' })).toMatchObject({ status: 400, message: CHECKOUT_ERRORS.points });
    expect(await claim(token, { serviceFeeDays: 3 })).toMatchObject({ status: 400, message: CHECKOUT_ERRORS.feeDays });
    // None of them made an order: the account may still claim.
    expect(((await status(token)).result as FreeTrialStatus).eligible).toBe(true);
  });

  it('sold out: the status says so and the claim is refused for stock', async () => {
    await h.postJson('/__sandbox/plans', { goodsId: FREE_TRIAL_GOODS_ID, stock: 0 });
    const token = await signIn('unpaid@example.com');
    expect(((await status(token)).result as FreeTrialStatus).reason).toBe('soldOut');
    expect(await claim(token)).toMatchObject({ status: 400, message: CHECKOUT_ERRORS.stock });
  });

  it('does not lift KYC for plans that are not the trial', async () => {
    const token = await signIn('unpaid@example.com');
    expect(await claim(token, { goodsId: 'g-easy-s21-180' })).toMatchObject({
      status: 403,
      message: CHECKOUT_ERRORS.kyc,
    });
  });
});
