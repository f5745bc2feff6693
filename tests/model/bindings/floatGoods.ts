import { floatGoodsMachine } from '../../../machines/floatGoodsMachine.ts';
import type { Driver, FlowBinding, FlowSpec } from '../driver.ts';

/** The home page's stable plans: loading, loaded from the sandbox, failed and retried. */
export const spec: FlowSpec<typeof floatGoodsMachine> = {
  machine: floatGoodsMachine,
  outputs: { fetchGoods: [[]] },
  errors: { fetchGoods: [new Error('injected fault: HTTP 502')] },
};

const LIST = '/v1/app/common/goods/query/floatGoods/list';

/**
 * Holds the list replies back so the loading state is on screen, and fails them all when the path
 * says so (the header's mining menu asks for the same list, as in a real outage both fail).
 */
async function arrangeList(d: Driver, next: string | undefined): Promise<void> {
  await d.sandbox('POST', '/__sandbox/faults', { clear: true });
  const fails = next === 'xstate.error.actor.fetchGoods';
  await d.sandbox(
    'POST',
    '/__sandbox/faults',
    fails
      ? { path: LIST, kind: 'status', status: 502, ms: 600, count: 100 }
      : { path: LIST, kind: 'latency', ms: 600, count: 100 },
  );
}

export const binding: FlowBinding<typeof floatGoodsMachine> = {
  start: async (d, { path }) => {
    await arrangeList(d, path[0]?.type);
    await d.visit('/en');
  },
  states: {
    loading: (d) => d.expectVisible('status'),
    loaded: async (d) => {
      await d.expectHidden('status');
      await d.expectVisible('list', 'Stable plans');
    },
    failed: async (d) => {
      await d.expectVisible('alert');
      await d.expectVisible('button', 'Try again');
    },
  },
  events: {
    'xstate.done.actor.fetchGoods': async () => {},
    'xstate.error.actor.fetchGoods': async () => {},
    'goods.retry': async (d, { upcoming }) => {
      await arrangeList(d, upcoming[0]?.type);
      await d.click('button', 'Try again');
    },
  },
};
