import { describe, expect, it } from 'vitest';
import { btcOfSats, outputSats } from '../../runtime/domain/mining.ts';
import type { NetworkStats } from '../../runtime/http/contract/plans.ts';
import { callPath } from '../model/calls.ts';
import { SANDBOX_URL } from '../setup/sandboxUrl.ts';

const LIST = '/v1/app/common/goods/list';

describe('sandbox: goods list by kind, with estimated output', () => {
  it.each([
    [5, ['g-easy-s21-180', 'g-easy-s19xp-90']],
    [11, ['g-full-s21-360']],
    [3, []],
    [7, ['g-stable-s21-30', 'g-stable-s21xp-60']],
  ])('type %i lists the plans on sale for the web (3 is a transfer, never a plan)', async (goodsType, ids) => {
    const body = await (await fetch(`${SANDBOX_URL}${LIST}?goodsType=${goodsType}&currency=BTC`)).json();
    expect(body.status).toBe(200);
    expect(body.result.map((g: { goodsId: string }) => g.goodsId)).toEqual(ids);
  });

  it("estimates the output of the whole term from hashrate, days and today's network figures", async () => {
    const body = await (await fetch(`${SANDBOX_URL}${LIST}?goodsType=5`)).json();
    const [s21, s19] = body.result as Array<{ hashrateTh: number; durationDays: number; estimatedOutputBtc: number }>;
    const today = (await (await fetch(`${SANDBOX_URL}${callPath('networkStats')}`)).json()).result as NetworkStats;
    // The figure the plan cards and the plan page compute from today's network (runtime/domain/mining.ts).
    expect(s21?.estimatedOutputBtc).toBe(btcOfSats(outputSats(today, 100, 180)).toNumber());
    expect(s21?.estimatedOutputBtc).toBeGreaterThan(0);
    // 100 TH/s × 180 days and 50 TH/s × 90 days: the same output per TH-day.
    expect((s21?.estimatedOutputBtc ?? 0) / (100 * 180)).toBeCloseTo((s19?.estimatedOutputBtc ?? 0) / (50 * 90), 10);
  });

  it.each(['goodsType=4', 'goodsType=abc', 'goodsType=5&currency=%3Cx%3E', ''])(
    'answers %s with 400',
    async (query) => {
      const res = await fetch(`${SANDBOX_URL}${LIST}?${query}`);
      expect(res.status).toBe(400);
      expect((await res.json()).status).toBe(400);
    },
  );
});
