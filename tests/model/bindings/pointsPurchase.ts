import { pointsPurchaseMachine } from '../../../machines/loyalty/pointsPurchaseMachine.ts';
import { failCall, holdCall, releaseCalls, visitRoute } from '../calls.ts';
import type { Driver, FlowBinding, FlowSpec, PathEvent } from '../driver.ts';
import { freshEmail, tokenByApi } from './accountSteps.ts';

/** Held until the waiting state is seen, then released (`releaseCalls`): under the client's 10 s timeout. */
const HOLD_MS = 8000;
const FAULT = 'injected fault: HTTP 503';
const BUY = 'Buy 500 points';

/**
 * Buying points on `/dashboard/points` (a fresh account per path): a package is ordered and its cashier opens;
 * a failed order shows the message with a retry of the same order, a dismissal, or another package to choose.
 */
export const spec: FlowSpec<typeof pointsPurchaseMachine> = {
  machine: pointsPurchaseMachine,
  events: { 'points.buy': [{ type: 'points.buy', packageId: 'points-500', requestId: 'points-sample-request' }] },
  outputs: { order: [{ orderNo: 'T20261126000001' }] },
  errors: { order: [new Error(FAULT)] },
  maxSteps: 8,
};

async function arrange(d: Driver, next: PathEvent | undefined): Promise<void> {
  if (next?.type === 'xstate.error.actor.order') await failCall(d, 'pointsOrderCreate', { status: 503, ms: HOLD_MS });
  // Succeeding next, or the path ends while it waits: held so the waiting state shows.
  else await holdCall(d, 'pointsOrderCreate', HOLD_MS);
}

export const binding: FlowBinding<typeof pointsPurchaseMachine> = {
  start: async (d) => {
    await d.setCookie('auth', await tokenByApi(d, freshEmail('points-buy')));
    await visitRoute(d, 'dashboard.points', {});
    await d.expectRead('Points packages', 'loaded');
  },
  states: {
    choosing: async (d) => {
      await d.expectEnabled('button', BUY, true);
      await d.expectNoText(FAULT);
    },
    ordering: async (d) => {
      await d.expectEnabled('button', 'Ordering…', false);
      await d.expectEnabled('button', 'Buy 50 points', false);
    },
    failed: async (d) => {
      await d.expectText(FAULT);
      await d.expectVisible('button', 'Dismiss');
      await d.expectEnabled('button', BUY, true);
    },
    toCashier: async (d) => {
      await d.expectRead('Cashier', 'loaded');
      await d.expectText('Points package');
      await d.expectText('500 points + 15 bonus');
      if (!/\/pay\/confirm\/T\d{14}$/.test(await d.url())) throw new Error(`not the cashier: ${await d.url()}`);
    },
  },
  events: {
    'points.buy': async (d, { upcoming }) => {
      await arrange(d, upcoming[0]);
      await d.click('button', BUY);
    },
    'points.retry': async (d, { upcoming }) => {
      await arrange(d, upcoming[0]);
      await d.click('button', 'Try again');
    },
    'points.dismiss': async (d) => {
      await d.click('button', 'Dismiss');
    },
    'xstate.done.actor.order': releaseCalls,
    'xstate.error.actor.order': releaseCalls,
  },
};
