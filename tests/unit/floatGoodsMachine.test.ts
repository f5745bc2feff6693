import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { floatGoodsMachine } from '../../machines/floatGoodsMachine.ts';
import type { GoodsSummary } from '../../runtime/http/contract.ts';

const plan = { goodsId: 'g1', goodsName: 'Plan' } as GoodsSummary;

describe('floatGoodsMachine', () => {
  it('loads the goods the injected actor returns', async () => {
    const actor = createActor(
      floatGoodsMachine.provide({ actors: { fetchGoods: fromPromise(async () => [plan]) } }),
    ).start();
    const state = await waitFor(actor, (s) => s.matches('loaded'));
    expect(state.context.goods).toEqual([plan]);
  });

  it('fails with the error message, and retries on goods.retry', async () => {
    let calls = 0;
    const actor = createActor(
      floatGoodsMachine.provide({
        actors: {
          fetchGoods: fromPromise(async () => {
            calls += 1;
            if (calls === 1) throw new Error('unknown error, please retry');
            return [plan];
          }),
        },
      }),
    ).start();
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error).toBe('unknown error, please retry');
    actor.send({ type: 'goods.retry' });
    const loaded = await waitFor(actor, (s) => s.matches('loaded'));
    expect(loaded.context).toEqual({ goods: [plan], error: null });
    expect(calls).toBe(2);
  });
});
