import { planListMachine } from '../../../machines/planListMachine.ts';
import type { Driver, FlowBinding, FlowSpec } from '../driver.ts';

/** The list page's plans: easy, full and stable in one load; a failure shows the message and a retry. */
export const spec: FlowSpec<typeof planListMachine> = {
  machine: planListMachine,
  errors: { loadPlans: [new Error('injected fault: HTTP 500')] },
};

const LIST = '/v1/app/common/goods/list';
const HOLD_MS = 600;

/**
 * Holds the three list replies so the loading state is on screen, and fails them when the path
 * says the load fails next.
 */
async function arrangeList(d: Driver, next: string | undefined): Promise<void> {
  await d.sandbox('POST', '/__sandbox/faults', { clear: true });
  await d.sandbox(
    'POST',
    '/__sandbox/faults',
    next === 'xstate.error.actor.loadPlans'
      ? { path: LIST, kind: 'status', status: 500, ms: HOLD_MS, count: 3 }
      : { path: LIST, kind: 'latency', ms: HOLD_MS, count: 3 },
  );
}

export const binding: FlowBinding<typeof planListMachine> = {
  start: async (d, { path }) => {
    await arrangeList(d, path[0]?.type);
    await d.visit('/en/list');
  },
  states: {
    loading: async (d) => {
      await d.expectVisible('status');
      await d.expectHidden('list', 'Easy plans');
    },
    loaded: async (d) => {
      await d.expectVisible('list', 'Easy plans');
      await d.expectVisible('list', 'Full plans');
      await d.expectVisible('list', 'Stable plans');
      await d.expectHidden('status');
      await d.expectHidden('alert');
    },
    failed: async (d) => {
      await d.expectText(/The plans could not be loaded\./);
      await d.expectVisible('button', 'Try again');
      await d.expectHidden('list', 'Easy plans');
    },
  },
  events: {
    'xstate.done.actor.loadPlans': async () => {},
    'xstate.error.actor.loadPlans': async () => {},
    'plans.retry': async (d, { upcoming }) => {
      await arrangeList(d, upcoming[0]?.type);
      await d.click('button', 'Try again');
    },
  },
};
