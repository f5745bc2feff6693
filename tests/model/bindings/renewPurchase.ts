import { renewPurchaseMachine } from '../../../machines/renew/renewPurchaseMachine.ts';
import { failCall, holdCall, releaseCalls, visitRoute } from '../calls.ts';
import type { Driver, FlowBinding, FlowSpec, PathEvent } from '../driver.ts';
import { freshEmail, tokenByApi } from './accountSteps.ts';

/** Held until the waiting state is seen, then released (`releaseCalls`): under the client's 10 s timeout. */
const HOLD_MS = 8000;
const FAULT = 'injected fault: HTTP 503';
const BUY = 'Buy 30 days';

/**
 * Renewing a plan on `/dashboard/renew/detail/{orderNo}` (a fresh account per path, with one full plan 3 days
 * before its end): buying a term places the renewal and its cashier opens; a failed placement shows the message
 * with a retry of the same renewal, a dismissal, or another buy.
 */
export const spec: FlowSpec<typeof renewPurchaseMachine> = {
  machine: renewPurchaseMachine,
  events: {
    'renew.buy': [{ type: 'renew.buy', orderNo: 'the-order', days: 30, requestId: 'renew-sample-request' }],
  },
  outputs: { place: [{ orderNo: 'R20261126000001' }] },
  errors: { place: [new Error(FAULT)] },
  maxSteps: 8,
};

async function arrange(d: Driver, next: PathEvent | undefined): Promise<void> {
  if (next?.type === 'xstate.error.actor.place') await failCall(d, 'renewCreate', { status: 503, ms: HOLD_MS });
  // Succeeding next, or the path ends while it waits: held so the waiting state shows.
  else await holdCall(d, 'renewCreate', HOLD_MS);
}

export const binding: FlowBinding<typeof renewPurchaseMachine> = {
  start: async (d) => {
    const account = freshEmail('renew-buy');
    await d.setCookie('auth', await tokenByApi(d, account));
    const { orderNos } = await d.sandbox<{ orderNos: string[] }>('POST', '/__sandbox/renew/orders', {
      account,
      orders: [{ goodsId: 'g-full-s21-360', daysLeft: 3 }],
    });
    await visitRoute(d, 'dashboard.renew.detail', { orderNo: orderNos[0] ?? '' });
    await d.expectRead('Renewal', 'loaded');
  },
  states: {
    choosing: async (d) => {
      await d.expectEnabled('button', BUY, true);
      await d.expectNoText(FAULT);
    },
    placing: async (d) => {
      await d.expectEnabled('button', 'Placing the renewal…', false);
    },
    failed: async (d) => {
      await d.expectText(FAULT);
      await d.expectVisible('button', 'Dismiss');
      await d.expectEnabled('button', BUY, true);
    },
    toCashier: async (d) => {
      await d.expectRead('Cashier', 'loaded');
      await d.expectText('Renewal of');
      await d.expectText('Not part of a renewal');
      if (!/\/pay\/confirm\/R\d{14}$/.test(await d.url())) throw new Error(`not the cashier: ${await d.url()}`);
    },
  },
  events: {
    'renew.buy': async (d, { upcoming }) => {
      await arrange(d, upcoming[0]);
      await d.click('button', BUY);
    },
    'renew.retry': async (d, { upcoming }) => {
      await arrange(d, upcoming[0]);
      await d.click('button', 'Try again');
    },
    'renew.dismiss': async (d) => {
      await d.click('button', 'Dismiss');
    },
    'xstate.done.actor.place': releaseCalls,
    'xstate.error.actor.place': releaseCalls,
  },
};
