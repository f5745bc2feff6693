import type { AnyStateMachine, EventObject } from 'xstate';
import { turnstileMachine } from '../../../machines/challenges/turnstileMachine.ts';
import { MODAL_ANIMATION_MS } from '../../../machines/shell/modalMachine.ts';
import type { Driver, FlowBinding, FlowSpec } from '../driver.ts';
import { arrange } from './slider.ts';

/** The sandbox's widget tokens live 2 minutes (sandbox/tasks.ts); a check after that is refused. */
const TOKEN_TTL_MS = 2 * 60_000;
const HOLD_MS = 900;

type WidgetVendor = 'cfTurnstile' | 'hcaptcha' | 'geetest';
const CHECK_PATHS: Record<WidgetVendor, string> = {
  cfTurnstile: '/v1/app/common/itw/task/cfTurnstileCheck',
  hcaptcha: '/v1/app/common/itw/task/hcaptchaCheck',
  geetest: '/v1/app/common/itw/task/geetestCheck',
};
const scriptPath = (vendor: WidgetVendor) => `/__sandbox/widget/${vendor}/api.js`;

const status = (event: EventObject | undefined) =>
  (event as { output?: { status: number } } | undefined)?.output?.status;

/** Brings up a widget task: the home page's plan list must first pass one. */
export async function startWidgetTask(d: Driver, vendor: WidgetVendor, scriptFails = false): Promise<void> {
  await d.sandbox('POST', '/__sandbox/challenges', {
    rules: [{ calls: ['floatGoodsList'], task: vendor, block: true, times: 1 }],
  });
  // The widget's script is held a moment (or fails), so its loading is on screen.
  await d.sandbox(
    'POST',
    '/__sandbox/faults',
    scriptFails
      ? { path: scriptPath(vendor), kind: 'status', status: 500, ms: HOLD_MS, count: 1 }
      : { path: scriptPath(vendor), kind: 'latency', ms: HOLD_MS, count: 1 },
  );
  await d.visit('/en');
}

/**
 * The binding shared by the widget flows (Turnstile, hCaptcha, Geetest): the sandbox's widget is
 * solved with a click; a refused check is a real one (the token expired while the check was on its
 * way); a failing check or script comes from the sandbox's faults.
 */
export function widgetBinding<M extends AnyStateMachine>(vendor: WidgetVendor, checkActor: string): FlowBinding<M> {
  return {
    start: async (d, { path }) => {
      await startWidgetTask(d, vendor, path[0]?.type === 'captcha.error');
      await d.expectVisible('dialog', 'Security check');
    },
    states: {
      loading: (d) => d.expectText('Loading the check…'),
      waiting: async (d) => {
        await d.expectVisible('checkbox', 'Verify you are human');
        await d.expectNoText('Loading the check…');
        await d.expectNoText('Checking…');
      },
      unavailable: (d) => d.expectText('The check could not be loaded. Close this window and try again later.'),
      checking: (d) => d.expectText('Checking…'),
      passed: async (d) => {
        await d.expectHidden('dialog', 'Security check');
        await d.expectVisible('list', 'Stable plans');
      },
      // The dialog closes and the reason shows as an error message (the server's, or the vendor's fallback);
      // the plans whose call it guarded show their own failure beside it.
      rejected: async (d) => {
        await d.expectHidden('dialog', 'Security check');
        await d.expectText(/expired|fail|fault/i);
      },
      cancelled: (d) => d.expectHidden('dialog', 'Security check'),
    },
    events: {
      'captcha.ready': async () => {},
      'captcha.error': async (d, { before }) => {
        // While loading, the script failing (arranged at the start) is the error; later, the widget's own call.
        if (before.value === 'loading') return;
        await d.sandbox('POST', '/__sandbox/faults', {
          path: `/__sandbox/widget/${vendor}/solve`,
          kind: 'status',
          status: 503,
          count: 1,
        });
        await d.click('checkbox', 'Verify you are human');
        await d.expectText('Verification failed');
      },
      'captcha.solved': async (d, { upcoming }) => {
        const next = upcoming[0];
        const refused = next?.type === `xstate.done.actor.${checkActor}` && status(next) !== 200;
        if (refused) {
          await d.sandbox('POST', '/__sandbox/faults', { path: CHECK_PATHS[vendor], kind: 'latency', ms: HOLD_MS });
        } else {
          await arrange(d, CHECK_PATHS[vendor], next, checkActor);
        }
        await d.click('checkbox', 'Verify you are human');
        if (refused) {
          await d.expectText('Checking…');
          await d.advance(TOKEN_TTL_MS + 1000);
        }
      },
      'captcha.cancel': async (d) => {
        await d.press('Escape');
        await d.advance(MODAL_ANIMATION_MS);
      },
      [`xstate.done.actor.${checkActor}`]: async (d) => {
        await d.expectNoText('Checking…');
        await d.advance(MODAL_ANIMATION_MS);
      },
      [`xstate.error.actor.${checkActor}`]: async (d) => {
        await d.expectNoText('Checking…');
        await d.advance(MODAL_ANIMATION_MS);
      },
    },
  };
}

/** The Turnstile dialog (hCaptcha runs on the same machine; the challenge flow's paths show it too). */
export const spec: FlowSpec<typeof turnstileMachine> = {
  machine: turnstileMachine,
  input: { taskId: 't-sample', vendor: 'cfTurnstile', siteKey: 'sandbox-turnstile-site-key' },
  events: {
    'captcha.solved': [{ type: 'captcha.solved', token: 'token' }],
    'captcha.error': [{ type: 'captcha.error', code: '503' }],
  },
  outputs: {
    checkToken: [
      { status: 200, message: 'success' },
      { status: 2302, message: 'cfTurnstile token expired' },
    ],
  },
};

export const binding = widgetBinding<typeof turnstileMachine>('cfTurnstile', 'checkToken');
