import { geetestMachine } from '../../../machines/challenges/geetestMachine.ts';
import type { FlowSpec } from '../driver.ts';
import { widgetBinding } from './turnstile.ts';

const answer = { lot_number: 'l', captcha_output: 'o', pass_token: 'p', gen_time: '1' };

/** The Geetest dialog: solved, refused (anything but 200 is a failure), failing, and given up. */
export const spec: FlowSpec<typeof geetestMachine> = {
  machine: geetestMachine,
  input: {
    taskId: 't-sample',
    captchaId: 'sandbox-geetest-captcha-id',
    params: { product: 'bind', riskType: 'slide' },
  },
  events: {
    'captcha.solved': [{ type: 'captcha.solved', answer }],
    'captcha.error': [{ type: 'captcha.error', code: '503' }],
  },
  outputs: {
    checkAnswer: [
      { status: 200, message: 'success' },
      { status: 2302, message: 'geetest token expired' },
    ],
  },
};

const shared = widgetBinding<typeof geetestMachine>('geetest', 'checkAnswer');

/** As the other widgets, and the task's params (the sandbox asks for product bind, risk type slide) reach the widget. */
export const binding: typeof shared = {
  ...shared,
  states: {
    ...shared.states,
    waiting: async (d, context) => {
      await shared.states.waiting?.(d, context);
      await d.expectText('Sandbox Geetest (bind, slide)');
    },
  },
};
