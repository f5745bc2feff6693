import { autoDeductMachine } from '../../../machines/loyalty/autoDeductMachine.ts';
import { failCall, holdCall, releaseCalls, visitRoute } from '../calls.ts';
import type { Driver, FlowBinding, FlowSpec, PathEvent } from '../driver.ts';
import { freshEmail, tokenByApi } from './accountSteps.ts';

/** Held until the waiting state is seen, then released (`releaseCalls`): under the client's 10 s timeout. */
const HOLD_MS = 8000;
const FAULT = 'injected fault: HTTP 503';
const SWITCH = /^Auto-deduct for P\d+$/;

/** The path's own account (fresh per path: the Chromium sandbox is shared) and its order's switch state. */
let account = '';
let on = true;

/**
 * The auto-deduct switch on `/dashboard/points/plan`: a running full plan with auto-deduct on; flipping the switch
 * asks first (cancel leaves it), confirming saves it in the sandbox, a failure retries the same change, a saved or
 * failed change is dismissed. The path's order is its only one, so the sample's order number stands for it.
 */
export const spec: FlowSpec<typeof autoDeductMachine> = {
  machine: autoDeductMachine,
  events: { 'autoDeduct.toggle': [{ type: 'autoDeduct.toggle', orderNo: 'the-order', enabled: false }] },
  outputs: { save: [{ orderNo: 'the-order', autoDeduct: false }] },
  errors: { save: [new Error(FAULT)] },
  maxSteps: 8,
};

async function arrange(d: Driver, next: PathEvent | undefined): Promise<void> {
  if (next?.type === 'xstate.error.actor.save') await failCall(d, 'autoDeductSet', { status: 503, ms: HOLD_MS });
  // Succeeding next, or the path ends while it waits: held so the waiting state shows.
  else await holdCall(d, 'autoDeductSet', HOLD_MS);
}

export const binding: FlowBinding<typeof autoDeductMachine> = {
  start: async (d) => {
    account = freshEmail('auto-deduct');
    on = true;
    await d.setCookie('auth', await tokenByApi(d, account));
    await d.sandbox('POST', '/__sandbox/orders', {
      account,
      orders: [{ goodsId: 'g-full-s21-360', state: 'running', serviceFeeDaysLeft: 20, autoDeduct: true }],
    });
    await visitRoute(d, 'dashboard.points.plan', {});
    await d.expectRead('Plans with auto-deduct', 'loaded');
    await d.expectVisible('switch', SWITCH);
  },
  states: {
    idle: async (d) => {
      await d.expectHidden('group', /Confirm auto-deduct/);
      await d.expectHidden('alert');
      await d.expectEnabled('switch', SWITCH, true);
      await d.expectText(on ? 'Auto-deduct on' : 'Auto-deduct off');
    },
    confirming: async (d) => {
      await d.expectVisible('group', /Confirm auto-deduct/);
      await d.expectVisible('button', on ? 'Turn off' : 'Turn on');
      await d.expectVisible('button', 'Cancel');
    },
    saving: async (d) => {
      await d.expectText('Saving…');
      await d.expectEnabled('switch', SWITCH, false);
    },
    saved: async (d) => {
      await d.expectText(on ? /Auto-deduct is on for P\d+\./ : /Auto-deduct is off for P\d+\./);
      await d.expectVisible('button', 'Close');
      await d.expectText(on ? 'Auto-deduct on' : 'Auto-deduct off');
    },
    failed: async (d) => {
      await d.expectVisible('alert');
      await d.expectText(FAULT);
      await d.expectVisible('button', 'Try again');
      await d.expectVisible('button', 'Dismiss');
    },
  },
  events: {
    'autoDeduct.toggle': async (d) => {
      await d.click('switch', SWITCH);
    },
    'autoDeduct.confirm': async (d, { upcoming }) => {
      await arrange(d, upcoming[0]);
      await d.click('button', on ? 'Turn off' : 'Turn on');
    },
    'autoDeduct.cancel': async (d) => {
      await d.click('button', 'Cancel');
    },
    'autoDeduct.retry': async (d, { upcoming }) => {
      await arrange(d, upcoming[0]);
      await d.click('button', 'Try again');
    },
    'autoDeduct.dismiss': async (d, { before }) => {
      await d.click('button', before.matches('failed') ? 'Dismiss' : 'Close');
    },
    'xstate.done.actor.save': async (d) => {
      await releaseCalls(d);
      on = !on;
    },
    'xstate.error.actor.save': releaseCalls,
  },
};
