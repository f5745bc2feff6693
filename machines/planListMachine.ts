import { assign, fromPromise, setup } from 'xstate';
import type { ListedGoods } from '../runtime/http/contract.ts';

export interface PlanSections {
  easy: ListedGoods[];
  full: ListedGoods[];
  stable: ListedGoods[];
}

/** The list page's plans, all three kinds in one load; a failure shows the message and a retry. */
export const planListMachine = setup({
  types: {
    context: {} as { sections: PlanSections; error: string | null },
    events: {} as { type: 'plans.retry' },
  },
  actors: {
    loadPlans: fromPromise<PlanSections>(async () => {
      throw new Error('loadPlans must be provided');
    }),
  },
}).createMachine({
  id: 'planList',
  context: { sections: { easy: [], full: [], stable: [] }, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPlans',
        src: 'loadPlans',
        onDone: { target: 'loaded', actions: assign({ sections: ({ event }) => event.output, error: null }) },
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) => (event.error instanceof Error ? event.error.message : 'some error'),
          }),
        },
      },
    },
    loaded: {},
    failed: { on: { 'plans.retry': 'loading' } },
  },
});
