import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { challengeMachine } from '../../../machines/challenges/challengeMachine.ts';
import { MODAL_ANIMATION_MS } from '../../../machines/shell/modalMachine.ts';
import type { ChallengeTask } from '../../../runtime/captcha/taskInbox.ts';
import type { Driver, FlowBinding, FlowSpec } from '../driver.ts';
import { arrange, sliderAnswer, slideTo } from './slider.ts';
import { SECURE, signInSecure } from './verification.ts';

const puzzle = { bgImage: 'data:,', pieceImage: 'data:,', width: 320, height: 160, pieceSize: 50, y: 40 };
const sample = (type: ChallengeTask['type'], data: Record<string, unknown>) =>
  ({ type: 'task.received', task: { taskId: `t-${type}`, block: true, type, data } }) as {
    type: 'task.received';
    task: ChallengeTask;
  };

export const TOAST = 'Thanks for checking in.';
/** The sandbox's dialog task (sandbox/tasks.ts): its title and one button; here it leads to the plan list. */
const DIALOG_TITLE = 'Security notice';
const DIALOG_ACTION = '/en/list';
const TASK_TTL_MS = 10 * 60_000;
const CHECK_PATH = '/v1/app/common/itw/task/taskCheck';

/** The task flow: each kind of task shown and ended, a dialog refused and failing, tasks one after another. */
export const spec: FlowSpec<typeof challengeMachine> = {
  machine: challengeMachine,
  events: {
    'task.received': [
      sample('toast', { content: TOAST }),
      sample('dialog', { title: DIALOG_TITLE, buttons: [{ text: 'OK', action: DIALOG_ACTION, receipt: 'r' }] }),
      sample('auth', { authMethod: ['pay'], authInfo: '' }),
      sample('slider', puzzle),
      sample('cfTurnstile', { siteKey: 'sandbox-turnstile-site-key' }),
      sample('hcaptcha', { siteKey: 'sandbox-hcaptcha-site-key' }),
      sample('geetest', { captchaId: 'sandbox-geetest-captcha-id' }),
    ],
    'dialog.press': [{ type: 'dialog.press', index: 0 }],
  },
  outputs: {
    confirmDialog: [
      { status: 200, message: 'success', action: DIALOG_ACTION },
      { status: 2302, message: 'the task expired; request a new one', action: DIALOG_ACTION },
    ],
    slider: [{ outcome: 'completed' }],
    turnstile: [{ outcome: 'completed' }],
    geetest: [{ outcome: 'cancelled' }],
    verification: [{ outcome: 'completed' }],
  },
  maxSteps: 40,
};

const taskOf = (event: EventObject) => (event as unknown as { task: ChallengeTask }).task;
const VENDOR_NAMES = { cfTurnstile: 'Turnstile', hcaptcha: 'hCaptcha', geetest: 'Geetest' } as const;

async function closeFromFrame(d: Driver): Promise<void> {
  await d.press('Escape');
  await d.advance(MODAL_ANIMATION_MS);
}

/** Once the flow's check has answered (its busy sign gone), the dialog animates out on the clock. */
async function dialogGone(d: Driver, name: string, busy: () => Promise<void>): Promise<void> {
  await busy();
  await d.advance(MODAL_ANIMATION_MS);
  await d.expectHidden('dialog', name);
}

export const binding: FlowBinding<typeof challengeMachine> = {
  start: async (d) => {
    await d.sandbox('POST', '/__sandbox/challenges', { rules: [] });
    await d.visit('/en');
    await d.expectVisible('list', 'Stable plans');
  },
  states: {
    idle: async (d) => {
      await d.expectHidden('dialog', 'Security check');
      await d.expectHidden('dialog', 'Security verification');
      await d.expectHidden('dialog', DIALOG_TITLE);
    },
    'dialog.open': async (d, snapshot: AnyMachineSnapshot) => {
      await d.expectVisible('dialog', DIALOG_TITLE);
      await d.expectEnabled('button', 'OK');
      if ((snapshot.context as { dialogProblem: string | null }).dialogProblem !== null) {
        await d.expectVisible('alert');
      }
    },
    'dialog.confirming': (d) => d.expectEnabled('button', 'OK', false),
    verifying: (d) => d.expectVisible('dialog', 'Security verification'),
    slider: (d) => d.expectText('Drag the slider to fit the piece into the gap.'),
    turnstile: async (d, snapshot) => {
      const type = (snapshot.context as { task: ChallengeTask }).task.type as 'cfTurnstile' | 'hcaptcha';
      await d.expectText(`Sandbox ${VENDOR_NAMES[type]}`);
    },
    // The sandbox widget names the init params the task carried (product, risk type).
    geetest: (d) => d.expectText(/^Sandbox Geetest \(bind, slide\)$/),
  },
  events: {
    // A task comes with the next page load's plan list (the page is idle, so nothing is lost by reloading).
    'task.received': async (d, { event }) => {
      const task = taskOf(event);
      if (task.type === 'auth') await signInSecure(d);
      await d.sandbox('POST', '/__sandbox/challenges', {
        rules: [
          {
            calls: ['floatGoodsList'],
            task: task.type,
            block: true,
            times: 1,
            ...(task.type === 'auth' ? { authMethod: ['pay'] } : {}),
            ...(task.type === 'toast' ? { content: TOAST } : {}),
            ...(task.type === 'dialog' ? { action: DIALOG_ACTION } : {}),
          },
        ],
      });
      await d.visit('/en');
      // A toast is shown and settled at once; the held plan list then comes through.
      if (task.type === 'toast') {
        await d.expectText(TOAST);
        await d.expectVisible('list', 'Stable plans');
      }
    },
    'dialog.press': async (d, { upcoming }) => {
      const next = upcoming[0];
      if (
        next?.type === 'xstate.done.actor.confirmDialog' &&
        (next as unknown as { output: { status: number } }).output.status !== 200
      ) {
        // A refused check for real: the task has expired by the time the button is pressed.
        await d.advance(TASK_TTL_MS + 1000);
        await d.sandbox('POST', '/__sandbox/faults', { path: CHECK_PATH, kind: 'latency', ms: 600, count: 1 });
      } else {
        await arrange(d, CHECK_PATH, next, 'confirmDialog');
      }
      await d.click('button', 'OK');
    },
    'dialog.cancel': (d) => closeFromFrame(d),
    'xstate.done.actor.confirmDialog': async (d, { event }) => {
      if ((event as unknown as { output: { status: number } }).output.status !== 200) return;
      await dialogGone(d, DIALOG_TITLE, () => d.expectEnabled('button', 'OK'));
      // The button's action: an in-site link, followed by the router.
      if ((await d.url()) !== DIALOG_ACTION) throw new Error(`the dialog's action led to ${await d.url()}`);
    },
    'xstate.error.actor.confirmDialog': async () => {},
    'xstate.done.actor.verification': async (d) => {
      await d.fill('Fund password', SECURE.fundPassword);
      await dialogGone(d, 'Security verification', () => d.expectHidden('button', 'Verifying…'));
      await d.expectVisible('list', 'Stable plans');
    },
    'xstate.done.actor.slider': async (d) => {
      await slideTo(d, await sliderAnswer(d));
      await d.press('Enter');
      await dialogGone(d, 'Security check', () => d.expectNoText('Checking…'));
      await d.expectVisible('list', 'Stable plans');
    },
    'xstate.done.actor.turnstile': async (d) => {
      await d.click('checkbox', 'Verify you are human');
      await d.expectVisible('checkbox', 'Verified');
      await dialogGone(d, 'Security check', () => d.expectNoText('Checking…'));
      await d.expectVisible('list', 'Stable plans');
    },
    // Given up: the dialog closes from its frame, and the held plan list fails.
    'xstate.done.actor.geetest': async (d) => {
      await d.expectVisible('checkbox', 'Verify you are human');
      await closeFromFrame(d);
      await d.expectHidden('dialog', 'Security check');
    },
  },
};
