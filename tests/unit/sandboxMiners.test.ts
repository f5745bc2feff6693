import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  MINER_BATCH_NOT_FOUND,
  MINER_MODEL_NOT_FOUND,
  type MinerModel,
  RENTAL_GOODS_TYPE,
  type RentalPlan,
  type SaleBatch,
} from '../../runtime/http/contract/miners.ts';
import { type CallName, contract } from '../../runtime/http/contract.ts';
import { type Harness, startSandbox } from './sandboxHarness.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

let h: Harness;
beforeAll(async () => {
  h = await startSandbox();
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.post('/__sandbox/reset', {});
});

/** A public read by contract name, checked against the contract; the language header as the client sends it. */
async function read<T>(name: CallName, query: Record<string, string> = {}, language = 'en'): Promise<T> {
  const qs = new URLSearchParams(query).toString();
  const reply = await h.get(`${contract[name].path}${qs ? `?${qs}` : ''}`, {
    headers: { 'Current-Language': language },
  });
  expect(reply.http).toBe(200);
  expect(contract[name].response.safeParse(reply.body).success).toBe(true);
  expect(reply.body.status).toBe(200);
  return reply.body.result as T;
}

async function status(name: CallName, query: Record<string, string>) {
  const reply = await h.get(`${contract[name].path}?${new URLSearchParams(query)}`);
  return { http: reply.http, status: reply.body.status, message: reply.body.message };
}

const setBatch = (body: Record<string, unknown>) => h.postJson('/__sandbox/miners', body);

describe('miner models (minerModels, minerModelDetail)', () => {
  it('lists the models with their public specs, newest release first', async () => {
    const models = await read<MinerModel[]>('minerModels');
    const names = models.map((m) => m.name);
    for (const name of ['Antminer S21 XP', 'Antminer S21 Pro', 'Antminer S21', 'Antminer S19 XP', 'Antminer T21']) {
      expect(names).toContain(name);
    }
    const s21 = models.find((m) => m.id === 's21');
    expect(s21).toMatchObject({ hashrateTh: 200, powerW: 3500, efficiencyJt: 17.5, cooling: 'air' });
    // The stated efficiency is the stated power over the stated hashrate, within a spec sheet's rounding.
    for (const m of models) expect(Math.abs(m.powerW / m.hashrateTh - m.efficiencyJt)).toBeLessThan(0.3);
    const released = models.map((m) => m.releasedOn);
    expect([...released].sort().reverse()).toEqual(released);
  });

  it('summaries come in the request language (sg is sent as hk), English for an unknown one', async () => {
    const en = await read<MinerModel[]>('minerModels');
    const ja = await read<MinerModel[]>('minerModels', {}, 'ja');
    const hk = await read<MinerModel[]>('minerModels', {}, 'hk');
    const xx = await read<MinerModel[]>('minerModels', {}, 'xx');
    const summary = (list: MinerModel[]) => list.find((m) => m.id === 's21xp')?.summary;
    expect(summary(en)).toContain('most efficient air-cooled');
    expect(summary(ja)).toContain('空冷');
    expect(summary(hk)).toContain('風冷');
    expect(summary(xx)).toBe(summary(en));
  });

  it('counts the listed batches per model; the detail holds them', async () => {
    const models = await read<MinerModel[]>('minerModels');
    expect(models.find((m) => m.id === 's19xp')?.batchCount).toBe(2);
    expect(models.find((m) => m.id === 'm60s')?.batchCount).toBe(0);
    const { model, batches } = await read<{ model: MinerModel; batches: SaleBatch[] }>('minerModelDetail', {
      modelId: 's19xp',
    });
    expect(model.name).toBe('Antminer S19 XP');
    expect(batches.map((b) => [b.id, b.status])).toEqual([
      ['800000000605', 'onSale'],
      ['800000000606', 'soldOut'],
    ]);
  });

  it('an unknown model is status 404; a malformed id is a field error', async () => {
    expect(await status('minerModelDetail', { modelId: 's99' })).toMatchObject({
      http: 200,
      status: 404,
      message: MINER_MODEL_NOT_FOUND,
    });
    expect((await status('minerModelDetail', { modelId: 'S21 XP!' })).http).toBe(400);
  });
});

describe('sale batches (minerSaleList, minerSaleDetail)', () => {
  it('lists open batches, on sale before sold out, with every term a buyer needs', async () => {
    const batches = await read<SaleBatch[]>('minerSaleList');
    expect(batches.length).toBeGreaterThanOrEqual(7);
    const statuses = batches.map((b) => b.status);
    expect(statuses).not.toContain('closed');
    expect(statuses.indexOf('soldOut')).toBeGreaterThan(statuses.lastIndexOf('onSale'));
    const s21xp = batches.find((b) => b.id === '800000000601');
    expect(s21xp).toMatchObject({
      modelName: 'Antminer S21 XP',
      hashrateTh: 270,
      powerW: 3645,
      efficiencyJt: 13.5,
      unitPriceUsd: '5400.00',
      pricePerThUsd: '20.00',
      electricityUsdPerKwh: '0.0720',
      electricityBilling: 'prepaidMonthly',
      managementFee: { rule: 'afterPayback', percent: '30.00' },
      warrantyMonths: 12,
      minQuantity: 1,
      site: { name: 'Rockdale, Texas', country: 'US' },
    });
    for (const b of batches) {
      // Deadlines are ahead of the sandbox clock, mining starts after the deadline's day, stock within the batch.
      expect(Date.parse(b.paymentDeadline)).toBeGreaterThan(h.clock.now());
      expect(b.estimatedStartOn > b.paymentDeadline.slice(0, 10)).toBe(true);
      expect(b.stock).toBeLessThanOrEqual(b.totalUnits);
      expect(b.minQuantity).toBeLessThanOrEqual(b.maxQuantity);
    }
  });

  it('filters by model', async () => {
    const batches = await read<SaleBatch[]>('minerSaleList', { modelId: 's21pro' });
    expect(batches.map((b) => b.modelId)).toEqual(['s21pro']);
  });

  it('site names follow the language', async () => {
    const [de] = await read<SaleBatch[]>('minerSaleList', { modelId: 's21xphyd' }, 'de');
    const [zh] = await read<SaleBatch[]>('minerSaleList', { modelId: 's21xphyd' }, 'zh');
    expect(de?.site.name).toBe('Bahir Dar, Äthiopien');
    expect(zh?.site.name).toBe('巴赫达尔（埃塞俄比亚）');
  });

  it('a batch whose deadline passed is closed: not listed, its detail says so', async () => {
    const listed = await read<SaleBatch[]>('minerSaleList');
    expect(listed.map((b) => b.id)).not.toContain('800000000600');
    const closed = await read<SaleBatch>('minerSaleDetail', { id: '800000000600' });
    expect(closed.status).toBe('closed');
  });

  it('batches close as the clock passes their deadline', async () => {
    const before = await read<SaleBatch[]>('minerSaleList');
    h.clock.advance(60 * DAY_MS);
    expect(await read<SaleBatch[]>('minerSaleList')).toEqual([]);
    expect(before.length).toBeGreaterThan(0);
  });

  it('unknown batch ids are status 404; malformed ones a field error', async () => {
    expect(await status('minerSaleDetail', { id: '123' })).toMatchObject({
      status: 404,
      message: MINER_BATCH_NOT_FOUND,
    });
    expect((await status('minerSaleDetail', { id: 'abc' })).http).toBe(400);
  });
});

describe('the /__sandbox/miners fixture', () => {
  it('sets a batch sold out and back until the next reset', async () => {
    const reply = await setBatch({ batchId: '800000000601', stock: 0 });
    expect(reply.http).toBe(200);
    expect(reply.body).toMatchObject({ id: '800000000601', stock: 0, status: 'soldOut' });
    expect((await read<SaleBatch>('minerSaleDetail', { id: '800000000601' })).status).toBe('soldOut');
    await h.post('/__sandbox/reset', {});
    expect((await read<SaleBatch>('minerSaleDetail', { id: '800000000601' })).stock).toBe(186);
  });

  it('closes a batch with a past deadline', async () => {
    const past = new Date(h.clock.now() - DAY_MS).toISOString();
    const reply = await setBatch({ batchId: '800000000603', paymentDeadline: past });
    expect(reply.body.status).toBe('closed');
    expect((await read<SaleBatch[]>('minerSaleList')).map((b) => b.id)).not.toContain('800000000603');
  });

  it('refuses unknown batches and bad bodies', async () => {
    expect((await setBatch({ batchId: '999', stock: 1 })).http).toBe(404);
    expect((await setBatch({ batchId: '800000000601', stock: -1 })).http).toBe(400);
    expect((await setBatch({ batchId: '800000000601', extra: true })).http).toBe(400);
  });
});

describe('rental plans (rentalPlans, goodsDetail of type 9)', () => {
  it('lists whole-miner rentals with stock, the sold-out one last', async () => {
    const plans = await read<RentalPlan[]>('rentalPlans');
    expect(plans.length).toBeGreaterThanOrEqual(4);
    expect(plans.at(-1)).toMatchObject({ goodsId: 'g-rental-s19xp-30', stock: 0 });
    const s21 = plans.find((p) => p.goodsId === 'g-rental-s21-180');
    // 200 TH × $0.0598 × 180 days = $2,152.80.
    expect(s21).toMatchObject({ modelId: 's21', hashrateTh: 200, powerW: 3500, pricePerThDayUsd: '0.0598' });
    expect(s21?.unitPriceUsd).toBe('2152.80');
  });

  it('a rental plan is goods the plan detail page sells: all-inclusive, with its terms', async () => {
    const detail = await read<Record<string, unknown>>('goodsDetail', { goodsId: 'g-rental-s21xp-30' });
    expect(detail).toMatchObject({
      goodsType: RENTAL_GOODS_TYPE,
      allInclusive: true,
      hashrateTh: 270,
      durationDays: 30,
      stock: 24,
      hashrateFeePerThDay: '0.0689',
    });
    const info = await read<{ goodsStatus: number }>('goodsInfo', { goodsId: 'g-rental-s21xp-30' });
    expect(info.goodsStatus).toBe(1);
  });

  it('rentals stay off the plan lists', async () => {
    for (const goodsType of ['3', '5', '7', '11']) {
      const list = await read<Array<{ goodsId: string }>>('goodsList', { goodsType, currency: 'BTC' });
      expect(list.some((g) => g.goodsId.startsWith('g-rental-'))).toBe(false);
    }
  });

  it("the plans fixture sets a rental's stock", async () => {
    await h.postJson('/__sandbox/plans', { goodsId: 'g-rental-t21-60', stock: 0 });
    const plans = await read<RentalPlan[]>('rentalPlans');
    expect(plans.find((p) => p.goodsId === 'g-rental-t21-60')?.stock).toBe(0);
  });
});
