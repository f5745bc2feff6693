import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '../../runtime/http/contract.ts';
import { SEED_TOTP_SECRET } from '../../sandbox/seed.ts';
import { type Harness, loginWithPassword, outboxCode, PATHS, startSandbox } from './sandboxHarness.ts';

const TASK = '/v1/app/common/itw/task';
let h: Harness;
beforeAll(async () => {
  h = await startSandbox();
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.post('/__sandbox/reset', {});
});

/** Sets one rule making `call` ask for `task` on every request. */
async function rule(calls: string[], task: string, extra: Record<string, unknown> = {}) {
  const reply = await h.postJson('/__sandbox/challenges', { rules: [{ calls, task, ...extra }] });
  expect(reply.http).toBe(200);
}

/** The secret x of a slider task, read from the database as a person reads it off the image. */
function sliderX(taskId: string): number {
  const row = h.sandbox.db.prepare('SELECT secret FROM tasks WHERE task_id = ?').get(taskId) as { secret: string };
  return (JSON.parse(row.secret) as { x: number }).x;
}

const send = (email: string, extra: Record<string, unknown> = {}) =>
  h.post(PATHS.sendEmailCode, { email, type: 'login', ...extra });

describe('default rule: a slider on the third code request to one account within an hour', () => {
  it('asks on the third request, checks the offset, then lets the retry through exactly once', async () => {
    expect((await send('ivy@example.com')).body.data.sent).toBe(true);
    h.clock.advance(61_000);
    expect((await send('ivy@example.com')).body.data.sent).toBe(true);
    h.clock.advance(61_000);
    const third = await send('ivy@example.com');
    expect(third.body).toMatchObject({ code: 2301, data: null, task: { taskType: 'slider', block: true } });
    expect(contract.sendEmailCode.response.safeParse(third.body).success).toBe(true);
    const { taskId, taskData } = third.body.task;
    expect(taskData.bgImage).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(taskData).toMatchObject({ width: 320, height: 160, pieceSize: 50 });
    // Another account is not affected.
    expect((await send('jon@example.com')).body.code).toBe(0);

    // Retrying before passing is refused.
    expect((await send('ivy@example.com', { taskResult: JSON.stringify({ taskId }) })).body.code).toBe(2302);
    const x = sliderX(taskId);
    const miss = await h.post(`${TASK}/sliderCheck`, { taskId, x: x + 30 });
    expect(miss.body).toMatchObject({ status: 2302, message: 'slider check fail', result: null });
    // A miss regenerates the puzzle: the old offset is gone.
    const fresh = sliderX(taskId);
    const hit = await h.post(`${TASK}/sliderCheck`, { taskId, x: fresh + 4 });
    expect(hit.body).toMatchObject({ status: 200, result: { taskId, passed: true } });

    const before = (await h.get('/__sandbox/outbox?to=ivy@example.com')).body.sentAt;
    const retry = await send('ivy@example.com', { taskResult: JSON.stringify({ taskId }) });
    expect(retry.body).toMatchObject({ code: 0, data: { sent: true } });
    expect((await h.get('/__sandbox/outbox?to=ivy@example.com')).body.sentAt).not.toBe(before);
    const replay = await send('ivy@example.com', { taskResult: JSON.stringify({ taskId }) });
    expect(replay.body.code).toBe(2302);
    expect(replay.body.msg).toMatch(/already used/);
  });

  it('a passed task does not open another call or account', async () => {
    await rule(['sendEmailCode'], 'slider');
    const { taskId } = (await send('kim@example.com')).body.task;
    await h.post(`${TASK}/sliderCheck`, { taskId, x: sliderX(taskId) });
    expect((await send('lee@example.com', { taskResult: JSON.stringify({ taskId }) })).body.code).toBe(2302);
    expect((await send('kim@example.com', { taskResult: 'not json' })).body.code).toBe(2302);
  });

  it('locks a slider after five misses and serves a new puzzle on request', async () => {
    await rule(['sendEmailCode'], 'slider');
    const { taskId } = (await send('kim@example.com')).body.task;
    const puzzle = await h.get(`${TASK}/slider?taskId=${taskId}`);
    expect(puzzle.body.result.pieceImage).toMatch(/^data:image\/svg/);
    for (let i = 0; i < 5; i++) await h.post(`${TASK}/sliderCheck`, { taskId, x: sliderX(taskId) + 50 });
    const late = await h.post(`${TASK}/sliderCheck`, { taskId, x: sliderX(taskId) });
    expect(late.body.status).toBe(2302);
    expect(late.body.message).toMatch(/too many/);
  });
});

describe('captcha widgets', () => {
  const solve = (vendor: string, siteKey: string) => h.postJson(`/__sandbox/widget/${vendor}/solve`, { siteKey });

  it.each([
    ['cfTurnstile', 'cfTurnstileCheck'],
    ['hcaptcha', 'hcaptchaCheck'],
  ])('%s: a widget token passes once; made-up, reused and expired tokens fail', async (vendor, check) => {
    await rule(['sendEmailCode'], vendor);
    const { taskId, taskData } = (await send('max@example.com')).body.task;
    expect(taskData.siteKey).toBeTruthy();
    expect((await solve(vendor, 'wrong-key')).http).toBe(400);
    const made = await h.post(`${TASK}/${check}`, { taskId, token: 'made-up' });
    expect(made.body.status).toBe(2302);
    const { token } = (await solve(vendor, taskData.siteKey)).body;
    expect((await h.post(`${TASK}/${check}`, { taskId, token })).body).toMatchObject({
      status: 200,
      result: { passed: true },
    });

    const second = (await send('max@example.com')).body.task;
    expect((await h.post(`${TASK}/${check}`, { taskId: second.taskId, token })).body.message).toMatch(/already used/);
    const stale = (await solve(vendor, taskData.siteKey)).body.token;
    h.clock.advance(3 * 60_000);
    expect((await h.post(`${TASK}/${check}`, { taskId: second.taskId, token: stale })).body.message).toMatch(/expired/);

    expect((await send('max@example.com', { taskResult: JSON.stringify({ taskId }) })).body.code).toBe(0);
  });

  it('geetest: the widget answer passes; a tampered one fails', async () => {
    await rule(['loginByEmail'], 'geetest');
    const login = { email: 'alice@example.com', passwd: 'Alice2024!' };
    const { taskId, taskData } = (await h.post(PATHS.loginByEmail, login)).body.task;
    expect(taskData.captchaId).toBeTruthy();
    const answer = (await solve('geetest', taskData.captchaId)).body;
    const tampered = await h.post(`${TASK}/geetestCheck`, { taskId, ...answer, captcha_output: 'forged' });
    expect(tampered.body.status).toBe(2302);
    const good = (await solve('geetest', taskData.captchaId)).body;
    expect((await h.post(`${TASK}/geetestCheck`, { taskId, ...good })).body.status).toBe(200);
    const retry = await h.post(PATHS.loginByEmail, { ...login, taskResult: JSON.stringify({ taskId }) });
    expect(retry.body).toMatchObject({ code: 0, data: { loginType: 'login' } });
  });

  it('the generic taskCheck reads the answer by task type', async () => {
    await rule(['sendEmailCode'], 'slider');
    const { taskId } = (await send('ned@example.com')).body.task;
    expect((await h.post(`${TASK}/taskCheck`, { taskId, param: { x: sliderX(taskId) + 40 } })).body.status).toBe(2302);
    expect((await h.post(`${TASK}/taskCheck`, { taskId, param: { x: sliderX(taskId) } })).body.status).toBe(200);
  });
});

describe('dialog and toast tasks', () => {
  it('a blocking dialog passes with its receipt', async () => {
    await rule(['sendEmailCode'], 'dialog', { action: '/self-dialog?show=bindEmail' });
    const { taskId, taskData } = (await send('oli@example.com')).body.task;
    const button = taskData.buttons[0];
    expect(button.action).toBe('/self-dialog?show=bindEmail');
    expect((await h.post(`${TASK}/taskCheck`, { taskId, param: { receipt: 'guess' } })).body.status).toBe(2302);
    expect((await h.post(`${TASK}/taskCheck`, { taskId, param: { receipt: button.receipt } })).body.status).toBe(200);
    expect((await send('oli@example.com', { taskResult: JSON.stringify({ taskId }) })).body.code).toBe(0);
  });

  it('a non-blocking toast rides along with a successful reply, twice when asked for two times', async () => {
    await rule(['sendEmailCode'], 'toast', { block: false, content: 'Codes are rate limited', times: 2 });
    const first = await send('pat@example.com');
    expect(first.body).toMatchObject({ code: 0, data: { sent: true }, task: { taskType: 'toast', block: false } });
    expect(first.body.task.taskData.content).toBe('Codes are rate limited');
    expect((await send('pat@example.com')).body.task).toBeDefined();
    expect((await send('pat@example.com')).body.task).toBeUndefined();
  });
});

describe('auth tasks', () => {
  let token: string;
  const askAuth = async (methods: string[]) => {
    await rule(['pushId'], 'auth', { authMethod: methods });
    token = await loginWithPassword(h, 'secure@example.com', 'Secure2024');
    const reply = await h.post('/v1/app/auth/user/pushId', { pushId: 'p-1' }, { token });
    expect(reply.body).toMatchObject({ status: 2301, task: { taskType: 'auth' } });
    expect(reply.body.task.taskData).toMatchObject({ authMethod: methods, authInfo: 'se***@example.com' });
    return reply.body.task.taskId as string;
  };
  const check = (taskId: string, verifyCodeInfo: Array<{ authMethod: string; code: string }>) =>
    h.post(`${TASK}/authCheckTask`, { taskId, verifyCodeInfo });

  it('fund password: wrong gives 2204 with a message, right passes and the retry runs', async () => {
    const taskId = await askAuth(['pay']);
    const wrong = await check(taskId, [{ authMethod: 'pay', code: '000000' }]);
    expect(wrong.body).toMatchObject({ status: 2204, message: 'fund password is incorrect', result: null });
    expect((await check(taskId, [{ authMethod: 'pay', code: '135790' }])).body.status).toBe(200);
    const retry = await h.post(
      '/v1/app/auth/user/pushId',
      { pushId: 'p-1', taskResult: JSON.stringify({ taskId }) },
      { token },
    );
    expect(retry.body).toMatchObject({ status: 200, result: true });
  });

  it('authenticator (RFC 6238) code from the seeded secret', async () => {
    const taskId = await askAuth(['ga']);
    expect((await check(taskId, [{ authMethod: 'ga', code: '123456' }])).body.status).toBe(2204);
    // The sandbox clock is the test's: compute the code for that time.
    const now = Date.parse((await h.postJson('/__sandbox/clock', { advanceSeconds: 0 })).body.now);
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(SEED_TOTP_SECRET), digits: 6, period: 30 });
    expect((await check(taskId, [{ authMethod: 'ga', code: totp.generate({ timestamp: now }) }])).body.status).toBe(
      200,
    );
  });

  it('email code sent by authMessageSend, together with the fund password', async () => {
    const taskId = await askAuth(['pay', 'email']);
    const sent = await h.post(`${TASK}/authMessageSend`, { taskId, authMethod: 'email' });
    expect(sent.body).toMatchObject({ status: 200, result: { sent: true } });
    const code = await outboxCode(h, 'secure@example.com');
    const missing = await check(taskId, [{ authMethod: 'pay', code: '135790' }]);
    expect(missing.body).toMatchObject({ status: 2204, message: 'email code is incorrect or expired' });
    const both = await check(taskId, [
      { authMethod: 'pay', code: '135790' },
      { authMethod: 'email', code },
    ]);
    expect(both.body.status).toBe(200);
  });

  it('five wrong answers lock the task: 2205', async () => {
    const taskId = await askAuth(['pay']);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await check(taskId, [{ authMethod: 'pay', code: '111111' }])).body.status);
    expect(statuses).toEqual([2204, 2204, 2204, 2204, 2205, 2205]);
    expect((await check(taskId, [{ authMethod: 'pay', code: '135790' }])).body.status).toBe(2205);
  });
});

describe('challenge rules endpoint', () => {
  it('refuses rules naming unknown calls or tasks, and restores the default preset', async () => {
    expect((await h.postJson('/__sandbox/challenges', { rules: [{ calls: ['nope'], task: 'slider' }] })).http).toBe(
      400,
    );
    expect((await h.postJson('/__sandbox/challenges', { rules: [{ calls: ['pushId'], task: 'magic' }] })).http).toBe(
      400,
    );
    const preset = await h.postJson('/__sandbox/challenges', { preset: 'default' });
    expect(preset.body.rules).toEqual([
      { calls: ['sendEmailCode', 'sendPhoneCode'], task: 'slider', block: true, fromNth: 3, windowSeconds: 3600 },
    ]);
  });

  it('adds rules scoped to accounts beside the ones in force, leaving other accounts alone', async () => {
    const added = await h.postJson('/__sandbox/challenges', {
      add: [{ calls: ['sendEmailCode'], task: 'slider', accounts: ['Scoped@Example.com'] }],
    });
    expect(added.body.rules).toHaveLength(2);
    expect((await send('scoped@example.com')).body).toMatchObject({ code: 2301, task: { taskType: 'slider' } });
    expect((await send('other@example.com')).body.data.sent).toBe(true);
  });

  it('exempts accounts from the rules in force unless a rule names them; replacing the rules ends it', async () => {
    await h.postJson('/__sandbox/challenges', { preset: 'default' });
    const exempted = await h.postJson('/__sandbox/challenges', { exempt: ['Free@Example.com'] });
    expect(exempted.body.exempt).toEqual(['free@example.com']);
    for (let i = 0; i < 3; i++) {
      h.clock.advance(61_000);
      expect((await send('free@example.com')).body.data.sent).toBe(true);
    }
    // Someone else still meets the default slider on the third request.
    for (let i = 0; i < 2; i++) {
      h.clock.advance(61_000);
      await send('unfree@example.com');
    }
    h.clock.advance(61_000);
    expect((await send('unfree@example.com')).body).toMatchObject({ code: 2301, task: { taskType: 'slider' } });
    // A rule naming the account still applies to it.
    await h.postJson('/__sandbox/challenges', {
      add: [{ calls: ['sendEmailCode'], task: 'cfTurnstile', accounts: ['free@example.com'] }],
    });
    h.clock.advance(61_000);
    expect((await send('free@example.com')).body).toMatchObject({ code: 2301, task: { taskType: 'cfTurnstile' } });
    await h.postJson('/__sandbox/challenges', { preset: 'default' });
    expect((await h.get('/__sandbox/challenges')).body.exempt).toEqual([]);
  });
});
