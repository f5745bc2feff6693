// @vitest-environment jsdom
// @vitest-environment-options {"resources":"usable"}
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type CaptchaAnswer,
  type CaptchaVendor,
  captchaAdapter,
  type GeetestAnswer,
  widgetSource,
} from '../../runtime/captcha/adapters.ts';
import { allowConsole } from '../setup/consoleGuard.ts';
import { type Harness, startSandbox } from './sandboxHarness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startSandbox();
});
afterAll(() => h.close());
beforeEach(() => {
  document.body.innerHTML = '';
});

const KEYS: Record<CaptchaVendor, string> = {
  cfTurnstile: 'sandbox-turnstile-site-key',
  hcaptcha: 'sandbox-hcaptcha-site-key',
  geetest: 'sandbox-geetest-captcha-id',
};

async function blockedTask(vendor: CaptchaVendor, email: string) {
  await h.postJson('/__sandbox/challenges', { rules: [{ calls: ['sendEmailCode'], task: vendor, times: 1 }] });
  const reply = await h.post('/user-api/common/sendMailCode', { email, type: 'login' });
  expect(reply.body.code).toBe(2301);
  return reply.body.task as { taskId: string; taskData: Record<string, unknown> };
}

function render(vendor: CaptchaVendor) {
  const element = document.createElement('div');
  document.body.append(element);
  const answers: CaptchaAnswer[] = [];
  const errors: string[] = [];
  const adapter = captchaAdapter(vendor, { apiBase: h.url, siteKeys: {} });
  const widget = adapter.render(
    element,
    { siteKey: KEYS[vendor], locale: 'en' },
    { onAnswer: (a) => answers.push(a), onError: (c) => errors.push(c) },
  );
  return { element, answers, errors, widget };
}

describe('captcha adapters with the sandbox widget (jsdom loads the served script)', () => {
  it('without a configured site key the sandbox widget is used; with one, the vendor script', () => {
    const settings = { apiBase: 'http://api.test', siteKeys: { hcaptcha: 'real-key' } };
    expect(widgetSource('cfTurnstile', settings, 'task-key')).toEqual({
      src: 'http://api.test/__sandbox/widget/cfTurnstile/api.js',
      siteKey: 'task-key',
    });
    expect(widgetSource('hcaptcha', settings, 'task-key')).toEqual({
      src: 'https://js.hcaptcha.com/1/api.js?render=explicit&recaptchacompat=off',
      siteKey: 'real-key',
    });
  });

  for (const vendor of ['cfTurnstile', 'hcaptcha'] as const) {
    it(`${vendor}: a click yields a single-use token that passes the task check once`, async () => {
      const task = await blockedTask(vendor, `${vendor.toLowerCase()}-widget@example.com`);
      const { element, answers, errors, widget } = render(vendor);
      await widget;
      const box = within(element).getByRole('checkbox', { name: 'Verify you are human' });
      fireEvent.click(box);
      await waitFor(() => expect(answers).toHaveLength(1));
      expect(errors).toEqual([]);
      expect(within(element).getByRole('checkbox', { name: 'Verified' }).getAttribute('aria-checked')).toBe('true');
      const token = (answers[0] as { token: string }).token;
      const path = vendor === 'cfTurnstile' ? 'cfTurnstileCheck' : 'hcaptchaCheck';
      const first = await h.post(`/v1/app/common/itw/task/${path}`, { taskId: task.taskId, token });
      expect(first.body.status).toBe(200);
      const replay = await h.post(`/v1/app/common/itw/task/${path}`, { taskId: task.taskId, token });
      expect(replay.body.status).toBe(2302);
    });
  }

  it('reset brings the widget back to unsolved; remove takes it out of the page', async () => {
    const { element, answers, widget } = render('cfTurnstile');
    const w = await widget;
    fireEvent.click(within(element).getByRole('checkbox', { name: 'Verify you are human' }));
    await waitFor(() => expect(answers).toHaveLength(1));
    w.reset();
    expect(within(element).getByRole('checkbox', { name: 'Verify you are human' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    w.remove();
    expect(element.children).toHaveLength(0);
  });

  it('geetest: the answer carries the four fields the check verifies', async () => {
    const task = await blockedTask('geetest', 'geetest-widget@example.com');
    const { element, answers, widget } = render('geetest');
    await widget;
    fireEvent.click(within(element).getByRole('checkbox', { name: 'Verify you are human' }));
    await waitFor(() => expect(answers).toHaveLength(1));
    const answer = answers[0] as GeetestAnswer;
    expect(Object.keys(answer).sort()).toEqual(['captcha_output', 'gen_time', 'lot_number', 'pass_token']);
    const forged = await h.post('/v1/app/common/itw/task/geetestCheck', {
      taskId: task.taskId,
      ...answer,
      captcha_output: 'made-up',
    });
    expect(forged.body.status).toBe(2302);
  });

  it('a failing solve reports the HTTP status as the error code', async () => {
    await h.postJson('/__sandbox/faults', { path: '/__sandbox/widget/hcaptcha/solve', kind: 'status', status: 503 });
    const { element, answers, errors, widget } = render('hcaptcha');
    await widget;
    fireEvent.click(within(element).getByRole('checkbox', { name: 'Verify you are human' }));
    await waitFor(() => expect(errors).toEqual(['503']));
    expect(answers).toEqual([]);
    expect(within(element).getByRole('status').textContent).toBe('Verification failed');
  });

  it('a script that cannot load rejects the render; the failure is not remembered, so a later render asks again', async () => {
    // jsdom reports each failed script load; here they are what the test makes happen.
    allowConsole(/^Could not load script: ".*\/missing\/__sandbox\/widget\/geetest\/api\.js"/);
    const adapter = captchaAdapter('geetest', { apiBase: `${h.url}/missing`, siteKeys: {} });
    const attempt = () =>
      adapter.render(
        document.createElement('div'),
        { siteKey: KEYS.geetest, locale: 'en' },
        { onAnswer: () => {}, onError: () => {} },
      );
    await expect(attempt()).rejects.toThrow('captcha script failed to load');
    expect(document.head.querySelectorAll('script[src$="/missing/__sandbox/widget/geetest/api.js"]')).toHaveLength(0);
    await expect(attempt()).rejects.toThrow('captcha script failed to load');
  });
});
