import { STATUS } from '../../runtime/http/contract.ts';
import { CallError, type Define } from '../http.ts';
import type { CheckOutcome, Tasks } from '../tasks.ts';

const reply = (taskId: string, outcome: CheckOutcome) => ({
  status: outcome.status,
  message: outcome.message,
  result: outcome.status === STATUS.ok ? { taskId, passed: true } : null,
});

/** The task-check calls: each answers 200 when the task is passed, else a pass-through status and why. */
export function taskRoutes(define: Define, { tasks }: { tasks: Tasks }): void {
  define('sliderPuzzle', ({ taskId }) => tasks.newPuzzle(taskId));
  define('sliderCheck', ({ taskId, x }) => reply(taskId, tasks.checkSlider(taskId, x)));
  define('cfTurnstileCheck', ({ taskId, token }) => reply(taskId, tasks.checkWidget(taskId, 'cfTurnstile', token)));
  define('hcaptchaCheck', ({ taskId, token }) => reply(taskId, tasks.checkWidget(taskId, 'hcaptcha', token)));
  define('geetestCheck', ({ taskId, ...answer }) => reply(taskId, tasks.checkGeetest(taskId, answer)));
  define('authMessageSend', ({ taskId }) => tasks.sendAuthEmail(taskId));
  define('authCheckTask', ({ taskId, verifyCodeInfo }) => reply(taskId, tasks.checkAuth(taskId, verifyCodeInfo)));

  /** The generic check: the answer in `param` is read by the task's type. */
  define('taskCheck', ({ taskId, param }) => {
    const row = tasks.get(taskId);
    const text = (key: string) => (typeof param[key] === 'string' ? (param[key] as string) : '');
    switch (row?.task_type) {
      case undefined:
        return reply(taskId, { status: STATUS.taskRejected, message: 'unknown task; request a new one' });
      case 'slider': {
        const x = Number(param.x);
        if (!Number.isFinite(x)) throw new CallError(400, 400, 'param.x: a number expected');
        return reply(taskId, tasks.checkSlider(taskId, x));
      }
      case 'cfTurnstile':
      case 'hcaptcha':
        return reply(taskId, tasks.checkWidget(taskId, row.task_type, text('token')));
      case 'geetest':
        return reply(
          taskId,
          tasks.checkGeetest(taskId, {
            lot_number: text('lot_number'),
            captcha_output: text('captcha_output'),
            pass_token: text('pass_token'),
            gen_time: text('gen_time'),
          }),
        );
      case 'dialog':
      case 'toast':
        return reply(taskId, tasks.checkDialog(taskId, param.receipt));
      case 'auth':
        throw new CallError(400, 400, 'auth tasks are checked by authCheckTask');
    }
  });
}
