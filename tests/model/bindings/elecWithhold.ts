import { elecWithholdMachine } from '../../../machines/renew/elecWithholdMachine.ts';
import { MODAL_ANIMATION_MS } from '../../../machines/shell/modalMachine.ts';
import { TaskCancelledError } from '../../../runtime/captcha/taskInbox.ts';
import { failCall, holdCall, releaseCalls, signIn, visitRoute } from '../calls.ts';
import type { Driver, FlowBinding, FlowSpec, PathEvent } from '../driver.ts';
import { freshEmail, noChallenges, registerByApi } from './accountSteps.ts';
import { FAULT, FUND_PASSWORD, HOLD_MS, PASSWORD, verifyWithFundPassword } from './settingsSteps.ts';

const SWITCH = /^Electricity withholding for P\d+$/;

/** The path's own account (fresh per path: the Chromium sandbox is shared) and its order's switch state. */
let on = false;

const errorOf = (event: PathEvent | undefined) => (event as { error?: unknown } | undefined)?.error;

/**
 * The electricity-withholding switch on `/dashboard/renew/elecWithhold`: a running full plan with withholding off;
 * flipping the switch asks first (cancel leaves it), confirming asks for the security verification (the account's
 * fund password, its strongest factor) and saves it in the sandbox; a cancelled verification goes back to the
 * confirmation; a failure retries the same change; a saved or failed change is dismissed. The path's order is its
 * only one, so the sample's order number stands for it.
 */
export const spec: FlowSpec<typeof elecWithholdMachine> = {
  machine: elecWithholdMachine,
  events: { 'withhold.toggle': [{ type: 'withhold.toggle', orderNo: 'the-order', enabled: true }] },
  outputs: { save: [{ orderNo: 'the-order', enabled: true }] },
  errors: { save: [new TaskCancelledError('auth'), new Error(FAULT)] },
  maxSteps: 8,
};

/**
 * The save's reply: a fault (after a moment, so the waiting state shows), or the real call, which asks for the
 * verification first: held until the waiting state was seen, since the verification's modal then hides the page.
 */
async function arrange(d: Driver, next: PathEvent | undefined): Promise<void> {
  const error = errorOf(next);
  if (next?.type === 'xstate.error.actor.save' && !(error instanceof TaskCancelledError)) {
    await failCall(d, 'elecWithholdSet', { status: 503, ms: HOLD_MS });
  } else {
    await holdCall(d, 'elecWithholdSet', HOLD_MS);
  }
}

export const binding: FlowBinding<typeof elecWithholdMachine> = {
  start: async (d) => {
    const account = freshEmail('withhold');
    on = false;
    await registerByApi(d, account, PASSWORD);
    await noChallenges(d, account);
    // The fund password is the strongest factor the account has: it verifies the change.
    await d.sandbox('POST', '/__sandbox/wallet', { account, fundPassword: FUND_PASSWORD });
    await d.sandbox('POST', '/__sandbox/renew/orders', {
      account,
      orders: [{ goodsId: 'g-full-s21-360', daysLeft: 100 }],
    });
    await signIn(d, account, PASSWORD);
    await visitRoute(d, 'dashboard.renew.elecWithhold', {});
    await d.expectRead('Plans with electricity withholding', 'loaded');
    await d.expectVisible('switch', SWITCH);
  },
  states: {
    idle: async (d) => {
      await d.expectHidden('group', /Confirm electricity withholding/);
      await d.expectHidden('alert');
      await d.expectEnabled('switch', SWITCH, true);
      await d.expectText(on ? 'Withholding on' : 'Withholding off');
    },
    confirming: async (d) => {
      await d.expectVisible('group', /Confirm electricity withholding/);
      await d.expectVisible('button', on ? 'Turn off' : 'Turn on');
      await d.expectVisible('button', 'Cancel');
    },
    saving: async (d) => {
      await d.expectText('Saving… complete the security verification when asked.');
      await d.expectEnabled('switch', SWITCH, false);
    },
    saved: async (d) => {
      await d.expectText(on ? /Electricity withholding is on for P\d+\./ : /Electricity withholding is off for P\d+\./);
      await d.expectVisible('button', 'Close');
      await d.expectText(on ? 'Withholding on' : 'Withholding off');
    },
    failed: async (d) => {
      await d.expectVisible('alert');
      await d.expectText(FAULT);
      await d.expectVisible('button', 'Try again');
      await d.expectVisible('button', 'Dismiss');
    },
  },
  events: {
    'withhold.toggle': async (d) => {
      await d.click('switch', SWITCH);
    },
    'withhold.confirm': async (d, { upcoming }) => {
      await arrange(d, upcoming[0]);
      await d.click('button', on ? 'Turn off' : 'Turn on');
    },
    'withhold.cancel': async (d) => {
      await d.click('button', 'Cancel');
    },
    'withhold.retry': async (d, { upcoming }) => {
      await arrange(d, upcoming[0]);
      await d.click('button', 'Try again');
    },
    'withhold.dismiss': async (d, { before }) => {
      await d.click('button', before.matches('failed') ? 'Dismiss' : 'Close');
    },
    // The server asks for the verification; the fund password passes it.
    'xstate.done.actor.save': async (d) => {
      await releaseCalls(d);
      await verifyWithFundPassword(d);
      on = !on;
    },
    'xstate.error.actor.save': async (d, { event }) => {
      await releaseCalls(d);
      if (errorOf(event) instanceof TaskCancelledError) {
        await d.expectVisible('dialog', 'Security verification');
        await d.click('button', 'Cancel');
        await d.advance(MODAL_ANIMATION_MS);
      }
      // A fault answers (once released) before any verification.
    },
  },
};
