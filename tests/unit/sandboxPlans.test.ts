import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outputSats } from '../../runtime/domain/mining.ts';
import { PRODUCT_TYPE } from '../../runtime/domain/products.ts';
import { GOODS_DISCONTINUED } from '../../runtime/http/contract/plans.ts';
import { contract } from '../../runtime/http/contract.ts';
import { callPath } from '../model/calls.ts';
import { type Harness, startSandbox } from './sandboxHarness.ts';

const DETAIL = callPath('goodsDetail');
const NETWORK = callPath('networkStats');
const FIXTURE = '/__sandbox/plans';
const DAY_MS = 86_400_000;

let h: Harness;
beforeAll(async () => {
  h = await startSandbox();
});
afterAll(() => h.close());

async function detail(goodsId: string) {
  const reply = await h.get(`${DETAIL}?goodsId=${encodeURIComponent(goodsId)}`);
  expect(reply.http).toBe(200);
  expect(contract.goodsDetail.response.safeParse(reply.body).success).toBe(true);
  return reply.body;
}

async function network() {
  const reply = await h.get(NETWORK);
  expect(reply.http).toBe(200);
  expect(contract.networkStats.response.safeParse(reply.body).success).toBe(true);
  return reply.body.result;
}

describe('goods detail', () => {
  it('answers an easy plan with its facts, all-inclusive, and its stock and limits', async () => {
    const { status, result } = await detail('g-easy-s21-180');
    expect(status).toBe(200);
    expect(result).toMatchObject({
      goodsId: 'g-easy-s21-180',
      goodsName: 'S21 Easy 180 days',
      goodsType: 5,
      minerModel: 'Antminer S21',
      efficiencyJt: 17.5,
      hashrateTh: 100,
      durationDays: 180,
      hashrateFeePerThDay: '0.0595',
      serviceFeePerThDay: '0.0499',
      allInclusive: true,
      minServiceFeeDays: 0,
      pool: 'Antpool',
      poolFeePercent: '2.50',
      stock: 240,
      minQuantity: 1,
      maxQuantity: 50,
      startWithinHours: 24,
    });
  });

  it('a full plan pays its service fee by the day, with a minimum first payment', async () => {
    const { result } = await detail('g-full-s21-360');
    expect(result).toMatchObject({ goodsType: 11, allInclusive: false, minServiceFeeDays: 30, maxQuantity: 20 });
  });

  it('a seeded sold-out plan has no stock', async () => {
    expect((await detail('g-stable-s21xp-60')).result.stock).toBe(0);
  });

  it('an unknown plan or one not on sale is the discontinued status, as goodsInfo answers it', async () => {
    for (const goodsId of ['g-no-such-plan', 'g-discontinued', 'g-stable-ended']) {
      const reply = await detail(goodsId);
      expect(reply).toMatchObject({
        status: GOODS_DISCONTINUED,
        message: 'product_discontinued_content',
        result: null,
      });
      const info = await h.get(`${callPath('goodsInfo')}?goodsId=${goodsId}`);
      if (goodsId === 'g-no-such-plan') expect(info.body.status).toBe(GOODS_DISCONTINUED);
      else expect(info.body.result.goodsStatus).not.toBe(1);
    }
  });

  it('the fixture sets stock and limits until the next reset, and refuses nonsense', async () => {
    const set = await h.postJson(FIXTURE, { goodsId: 'g-stable-s21-30', stock: 0, maxQuantity: 5 });
    expect(set.http).toBe(200);
    expect(set.body).toEqual({ goodsId: 'g-stable-s21-30', stock: 0, minQuantity: 1, maxQuantity: 5 });
    expect((await detail('g-stable-s21-30')).result).toMatchObject({ stock: 0, maxQuantity: 5 });
    expect((await h.postJson(FIXTURE, { goodsId: 'g-stable-s21-30', minQuantity: 9 })).http).toBe(400);
    expect((await h.postJson(FIXTURE, { goodsId: 'g-none', stock: 1 })).http).toBe(404);
    expect((await h.postJson(FIXTURE, { goodsId: 'g-stable-s21-30', stock: -1 })).http).toBe(400);
    await h.postJson('/__sandbox/reset', {});
    expect((await detail('g-stable-s21-30')).result).toMatchObject({ stock: 12, maxQuantity: 50 });
  });
});

describe('plan lists by product type (spec section 9: 7 floating, 5 easy, 3 transfer)', () => {
  const list = async (query: string) => {
    const reply = await h.get(`${callPath('goodsList')}?${query}`);
    expect(contract.goodsList.response.safeParse(reply.body).success).toBe(true);
    return (reply.body.result as Array<{ goodsId: string; goodsType: number }>).map((g) => [g.goodsId, g.goodsType]);
  };

  it('answers each code with its own kind: full plans are never under the transfer code', async () => {
    expect(await list(`goodsType=${PRODUCT_TYPE.easy}&currency=BTC`)).toEqual([
      ['g-easy-s21-180', 5],
      ['g-easy-s19xp-90', 5],
    ]);
    expect(await list(`goodsType=${PRODUCT_TYPE.full}&currency=BTC`)).toEqual([['g-full-s21-360', 11]]);
    expect((await list(`goodsType=${PRODUCT_TYPE.floating}&currency=BTC`)).every(([, type]) => type === 7)).toBe(true);
    // Transfers are not plans on sale: none in the sandbox.
    expect(await list(`goodsType=${PRODUCT_TYPE.transfer}&currency=BTC`)).toEqual([]);
    expect((await h.get(`${callPath('goodsList')}?goodsType=4&currency=BTC`)).http).toBe(400);
  });

  it('lists in BTC or ETH; any other currency falls back to BTC', async () => {
    const btc = await list(`goodsType=${PRODUCT_TYPE.easy}&currency=BTC`);
    expect(await list(`goodsType=${PRODUCT_TYPE.easy}&currency=DOGE`)).toEqual(btc);
    expect(await list(`goodsType=${PRODUCT_TYPE.easy}`)).toEqual(btc);
    expect(await list(`goodsType=${PRODUCT_TYPE.easy}&currency=ETH`)).toEqual([]);
    const float = await h.get(`${callPath('floatGoodsList')}?pageSize=50&pageNo=1&currency=NOPE`);
    expect(float.body.result.data.length).toBeGreaterThan(0);
  });
});

describe('network stats', () => {
  it("are the sandbox clock's UTC day, the same all day, exact decimals", async () => {
    const morning = await network();
    expect(morning.date).toBe(new Date(h.clock.now()).toISOString().slice(0, 10));
    expect(morning.blockRewardBtc).toBe('3.125');
    expect(morning.difficulty).toMatch(/^\d+$/);
    expect(morning.btcPriceUsd).toMatch(/^\d+\.\d{2}$/);
    expect(morning.feesPerBlockBtc).toMatch(/^0\.\d{8}$/);
    h.clock.advance(10 * 60 * 60 * 1000); // still the same UTC day (10:00 → 20:00)
    expect(await network()).toEqual(morning);
  });

  it('move by the day, the difficulty only at a retarget, within believable bounds', async () => {
    const days = [];
    for (let i = 0; i < 30; i++) {
      h.clock.advance(DAY_MS);
      days.push(await network());
    }
    expect(new Set(days.map((d) => d.date)).size).toBe(30);
    expect(new Set(days.map((d) => d.btcPriceUsd)).size).toBeGreaterThan(20);
    expect(new Set(days.map((d) => d.difficulty)).size).toBeLessThanOrEqual(4);
    for (const day of days) {
      expect(Number(day.difficulty)).toBeGreaterThanOrEqual(1e14);
      expect(Number(day.btcPriceUsd)).toBeGreaterThan(50_000);
      // 100 TH/s earns a few thousand satoshis a day at these figures.
      expect(outputSats(day, 100)).toBeGreaterThan(3_000);
      expect(outputSats(day, 100)).toBeLessThan(8_000);
    }
  });
});
