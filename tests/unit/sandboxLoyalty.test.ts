import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OrderDetail, OrderSummary } from '../../runtime/http/contract/orders.ts';
import { type CallName, contract } from '../../runtime/http/contract.ts';
import { VIP_LEVEL_DATA } from '../../sandbox/features/loyalty/data.ts';
import { monthsBefore, nextEvaluation } from '../../sandbox/features/loyalty/standing.ts';
import { sandboxPayoutAddress } from '../../sandbox/features/orders/bech32.ts';
import { type Harness, loginWithPassword, startSandbox } from './sandboxHarness.ts';

const DAY_MS = 86_400_000;

let h: Harness;
beforeAll(async () => {
  h = await startSandbox();
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.post('/__sandbox/reset', {});
});

const PASSWORDS: Record<string, string> = {
  'alice@example.com': 'Alice2024!',
  'secure@example.com': 'Secure2024',
  'vip2@example.com': 'VipLevel2',
  'vip5@example.com': 'VipLevel5',
};
const signIn = (email: string) => loginWithPassword(h, email, PASSWORDS[email] ?? '');

/** A call by contract name, its reply checked against the contract. */
async function call(name: CallName, options: { token?: string; query?: string; language?: string } = {}) {
  const reply = await h.get(`${contract[name].path}${options.query ? `?${options.query}` : ''}`, {
    token: options.token,
    headers: options.language ? { 'Current-Language': options.language } : {},
  });
  expect(reply.http).toBe(200);
  expect(contract[name].response.safeParse(reply.body).success, JSON.stringify(reply.body)).toBe(true);
  return reply.body;
}
const cents = (usd: string) => Math.round(Number(usd) * 100);

/** What the account's paid orders add up to since `from`, from the orders calls (the test's own sum). */
async function paidSince(token: string, from: number): Promise<number> {
  const list = (await call('orderList', { token, query: 'pageSize=50' })).result.data as OrderSummary[];
  let total = 0;
  for (const order of list) {
    const detail = (await call('orderDetail', { token, query: `orderNo=${order.orderNo}` })).result as OrderDetail;
    const paid = detail.timeline.find((event) => event.event === 'paid');
    if (paid && Date.parse(paid.at) >= from) total += cents(detail.totalUsd);
  }
  return total;
}

describe('vipLevels', () => {
  it('answers levels 1 to 5, rising requirements and benefits, and the rules', async () => {
    const { result } = await call('vipLevels');
    expect(result.levels.map((level: { level: number }) => level.level)).toEqual([1, 2, 3, 4, 5]);
    const requirements = result.levels.map((level: { requirementUsd: string }) => cents(level.requirementUsd));
    expect(requirements).toEqual([...requirements].sort((a, b) => a - b));
    expect(result.levels[2]).toMatchObject({
      name: 'Foreman',
      requirementUsd: '30000.00',
      firstOrderBonusUsd: '20.00',
      rebatePercent: '2',
      rebateDays: 180,
    });
    expect(result.levels[0].perks).toContain('Members-only plan releases');
    expect(result.rules).toMatchObject({ windowMonths: 12, protectionMonths: 3, rebateCapPoints: 10_000 });
  });

  it.each([
    ['ja', 'フォアマン'],
    ['de', 'Vorarbeiter'],
    ['hk', '工長'],
    ['zh', '工长'],
    ['xx', 'Foreman'],
  ])('answers in the request language (%s)', async (language, name) => {
    const { result } = await call('vipLevels', { language });
    expect(result.levels[2].name).toBe(name);
  });

  it('every level has a name and perks in all 8 languages', () => {
    for (const level of VIP_LEVEL_DATA) {
      for (const text of [level.name, ...level.perks]) {
        expect(Object.keys(text).sort()).toEqual(['de', 'en', 'es', 'fr', 'hk', 'ja', 'ko', 'zh']);
        expect(Object.values(text).every((value) => value.trim().length > 0)).toBe(true);
      }
    }
  });
});

describe('vipStanding', () => {
  it('needs a signed-in account', async () => {
    const reply = await h.get(contract.vipStanding.path, { token: undefined });
    expect(reply.http).toBe(401);
  });

  it('alice is VIP 2; the gap to VIP 3 is its requirement less her paid orders that count at the next evaluation', async () => {
    const token = await signIn('alice@example.com');
    const { result } = await call('vipStanding', { token });
    const now = h.clock.now();
    const evaluation = nextEvaluation(now);
    expect(result.level).toBe(2);
    expect(result.nextEvaluationAt).toBe(new Date(evaluation).toISOString());
    expect(Date.parse(result.nextEvaluationAt)).toBeGreaterThan(now);
    const counting = await paidSince(token, monthsBefore(evaluation, 12));
    expect(counting).toBeGreaterThan(0);
    expect(cents(result.paidUsd)).toBe(await paidSince(token, monthsBefore(now, 12)));
    expect(result.next).toMatchObject({ level: 3, requirementUsd: '30000.00' });
    expect(cents(result.next.countingUsd)).toBe(counting);
    expect(cents(result.next.gapUsd)).toBe(3_000_000 - counting);
  });

  it('orders older than the window of the next evaluation no longer count', async () => {
    const before = (await call('vipStanding', { token: await signIn('alice@example.com') })).result;
    h.clock.advance(190 * DAY_MS);
    // The session from before has expired by then.
    const token = await signIn('alice@example.com');
    const after = (await call('vipStanding', { token })).result;
    const counting = await paidSince(token, monthsBefore(nextEvaluation(h.clock.now()), 12));
    expect(cents(after.next.countingUsd)).toBe(counting);
    expect(cents(after.next.gapUsd)).toBeGreaterThan(cents(before.next.gapUsd));
  });

  it('a newly paid order narrows the gap by its total', async () => {
    const token = await signIn('vip2@example.com');
    const before = (await call('vipStanding', { token })).result;
    expect(before).toMatchObject({ level: 2, paidUsd: '0.00', next: { level: 3, gapUsd: '30000.00' } });
    const placed = await h.postJson('/__sandbox/orders', {
      account: 'vip2@example.com',
      orders: [{ goodsId: 'g-full-s21-360', quantity: 3, state: 'running' }],
    });
    expect(placed.http).toBe(200);
    const [order] = (await call('orderList', { token })).result.data as OrderSummary[];
    const after = (await call('vipStanding', { token })).result;
    expect(cents(after.next.gapUsd)).toBe(3_000_000 - cents(order?.totalUsd ?? '0'));
  });

  it('an account without a level is level 0 and aims at VIP 1; a met requirement is a gap of 0', async () => {
    const token = await signIn('secure@example.com');
    const { result } = await call('vipStanding', { token });
    expect(result.level).toBe(0);
    expect(result.next).toMatchObject({ level: 1, requirementUsd: '1000.00', gapUsd: '0.00' });
    expect(cents(result.paidUsd)).toBeGreaterThan(100_000);
  });

  it('VIP 5 is the top: no next level', async () => {
    const { result } = await call('vipStanding', { token: await signIn('vip5@example.com') });
    expect(result).toMatchObject({ level: 5, next: null });
  });
});

describe('pointsSummary', () => {
  it('needs a signed-in account', async () => {
    expect((await h.get(contract.pointsSummary.path, { token: undefined })).http).toBe(401);
  });

  it("answers alice's balance and her points movements from the ledger, newest first", async () => {
    const token = await signIn('alice@example.com');
    const { result } = await call('pointsSummary', { token });
    expect(result.balance).toBe('800.00');
    expect(result.totalCount).toBe(1);
    expect(result.movements).toEqual([
      expect.objectContaining({ kind: 'adjustment', amount: '800.00', reference: 'seed', txId: expect.any(String) }),
    ]);
    // Points set lower by the wallet fixture: one more movement, out of the account.
    await h.postJson('/__sandbox/wallet', { account: 'alice@example.com', points: '650.25' });
    const after = (await call('pointsSummary', { token })).result;
    expect(after.balance).toBe('650.25');
    expect(after.totalCount).toBe(2);
    expect(after.movements[0]).toMatchObject({ kind: 'adjustment', amount: '-149.75', reference: 'fixture' });
    const ledger = (await h.get('/__sandbox/wallet?account=alice@example.com')).body;
    const sum = ledger.entries
      .filter((entry: { account: string }) => entry.account === 'user:10001:points')
      .reduce((total: number, entry: { amountCents: number }) => total + entry.amountCents, 0);
    expect(sum).toBe(65_025);
  });

  it('points an order holds, then gives back when it is cancelled, are movements with its number', async () => {
    const token = await signIn('alice@example.com');
    const created = await h.post(
      contract.orderCreate.path,
      {
        requestId: `create-${randomUUID()}`,
        goodsId: 'g-easy-s21-180',
        quantity: 1,
        pool: 'Antpool',
        payoutAddress: sandboxPayoutAddress('loyalty-test'),
        serviceFeeDays: 0,
        pointsUsd: '100.50',
        agreed: true,
      },
      { token },
    );
    expect(created.body.status, created.body.message).toBe(200);
    const orderNo: string = created.body.result.orderNo;
    const held = (await call('pointsSummary', { token })).result;
    expect(held.balance).toBe('699.50');
    expect(held.movements[0]).toMatchObject({ kind: 'hold', amount: '-100.50', reference: orderNo });
    expect((await h.post(contract.orderCancel.path, { orderNo }, { token })).body.status).toBe(200);
    const released = (await call('pointsSummary', { token })).result;
    expect(released.balance).toBe('800.00');
    expect(released.movements[0]).toMatchObject({ kind: 'release', amount: '100.50', reference: orderNo });
    expect(released.totalCount).toBe(3);
  });

  it('limit picks the latest movements; a bad limit is a 400', async () => {
    const token = await signIn('alice@example.com');
    for (const points of ['700', '600', '500']) {
      await h.postJson('/__sandbox/wallet', { account: 'alice@example.com', points });
    }
    const { result } = await call('pointsSummary', { token, query: 'limit=2' });
    expect(result.totalCount).toBe(4);
    expect(result.movements.map((movement: { amount: string }) => movement.amount)).toEqual(['-100.00', '-100.00']);
    for (const limit of ['0', '51', 'abc']) {
      const reply = await h.get(`${contract.pointsSummary.path}?limit=${limit}`, { token });
      expect(reply.body.status).toBe(400);
    }
  });

  it('an account without points has a balance of 0 and no movements', async () => {
    const { result } = await call('pointsSummary', { token: await signIn('vip5@example.com') });
    expect(result).toMatchObject({ balance: '0.00', movements: [], totalCount: 0 });
  });
});
