import { assign, fromPromise, setup } from 'xstate';
import type { GoodsSummary } from '../runtime/http/contract.ts';

/** Loads the float (stable) plan list; the fetch is injected so tests and views choose the source. */
export const floatGoodsMachine = setup({
  types: {
    context: {} as { goods: GoodsSummary[]; error: string | null },
    events: {} as { type: 'goods.retry' },
  },
  actors: {
    fetchGoods: fromPromise<GoodsSummary[]>(async () => {
      throw new Error('fetchGoods must be provided');
    }),
  },
}).createMachine({
  id: 'floatGoods',
  context: { goods: [], error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchGoods',
        src: 'fetchGoods',
        onDone: { target: 'loaded', actions: assign({ goods: ({ event }) => event.output, error: null }) },
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) => (event.error instanceof Error ? event.error.message : 'some error'),
          }),
        },
      },
    },
    loaded: {},
    failed: { on: { 'goods.retry': 'loading' } },
  },
});
