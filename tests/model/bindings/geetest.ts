import { geetestMachine } from '../../../machines/challenges/geetestMachine.ts';
import type { FlowSpec } from '../driver.ts';
import { widgetBinding } from './turnstile.ts';

const answer = { lot_number: 'l', captcha_output: 'o', pass_token: 'p', gen_time: '1' };

/** The Geetest dialog: solved, refused (anything but 200 is a failure), failing, and given up. */
export const spec: FlowSpec<typeof geetestMachine> = {
  machine: geetestMachine,
  input: { taskId: 't-sample', captchaId: 'sandbox-geetest-captcha-id' },
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

export const binding = widgetBinding<typeof geetestMachine>('geetest', 'checkAnswer');
