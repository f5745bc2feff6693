import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SETTINGS_CODES } from '../../runtime/http/contract/settings.ts';
import { type CallName, contract } from '../../runtime/http/contract.ts';
import { SECURITY_CODES } from '../../sandbox/features/security/routes.ts';
import { SEED_TOTP_SECRET } from '../../sandbox/seed.ts';
import { type Harness, loginWithPassword, outboxCode, PATHS, startSandbox } from './sandboxHarness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startSandbox();
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.post('/__sandbox/reset', {});
});

const path = (name: CallName) => contract[name].path;

/** Calls by contract name; every reply must match its schema. */
async function call(name: CallName, token: string | undefined, fields: Record<string, unknown> = {}) {
  const reply =
    contract[name].method === 'GET'
      ? await h.get(`${path(name)}?${new URLSearchParams(fields as Record<string, string>)}`, { token })
      : await h.post(path(name), fields, { token });
  if (reply.http === 200) {
    expect(contract[name].response.safeParse(reply.body).success, JSON.stringify(reply.body)).toBe(true);
  }
  return reply;
}

type Answer = { authMethod: 'pay' | 'ga' | 'email'; code: string };

/**
 * A verified call as the client makes it: the first request is answered with the auth task (code 2301), the
 * task is passed with `answers` (a function reads codes sent meanwhile), and the retry carries `taskResult`.
 */
async function verified(
  name: CallName,
  token: string,
  fields: Record<string, unknown>,
  expectMethods: Answer['authMethod'][],
  answers: (taskId: string) => Promise<Answer[]>,
) {
  const first = (await call(name, token, fields)).body;
  expect(first).toMatchObject({ code: 2301, data: null, task: { taskType: 'auth', block: true } });
  expect(first.task.taskData.authMethod).toEqual(expectMethods);
  const taskId: string = first.task.taskId;
  const check = await h.post(path('authCheckTask'), { taskId, verifyCodeInfo: await answers(taskId) });
  expect(check.body.status, check.body.message).toBe(200);
  return (await call(name, token, { ...fields, taskResult: JSON.stringify({ taskId }) })).body;
}

/** The email code of an auth task, sent to the account's address. */
async function emailAnswer(taskId: string, to: string): Promise<Answer[]> {
  // One code per address a minute: the registration's code (or the last task's) went out just now.
  h.clock.advance(61_000);
  await h.post(path('authMessageSend'), { taskId, authMethod: 'email' });
  return [{ authMethod: 'email', code: await outboxCode(h, to) }];
}

const totpNow = (secret = SEED_TOTP_SECRET) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: h.clock.now(),
  });

async function emailUser(email: string, passwd = 'Settings2026'): Promise<string> {
  await h.post(PATHS.sendEmailCode, { email, type: 'register' });
  const emailCode = await outboxCode(h, email);
  const reply = await h.post(PATHS.registerByEmail, { email, emailCode, passwd });
  expect(reply.body.code).toBe(0);
  return reply.body.data.authToken;
}

async function phoneUser(number: string): Promise<string> {
  await h.post(PATHS.sendPhoneCode, { phoneCode: '+44', phoneNumber: number, type: 'login' });
  const smsCode = await outboxCode(h, `+44${number}`);
  const reply = await h.post(PATHS.loginByPhone, { phoneCode: '+44', phoneNumber: number, smsCode });
  return reply.body.data.authToken;
}

const overview = async (token: string) => (await call('settingsOverview', token)).body.data;

describe('settings overview', () => {
  it('shows the seeded accounts as they are set up', async () => {
    const alice = await loginWithPassword(h, 'alice@example.com', 'Alice2024!');
    expect(await overview(alice)).toMatchObject({
      nickname: 'Alice',
      noticeLanguage: 'en',
      email: 'alice@example.com',
      phoneCode: null,
      passwordSet: true,
      fundPasswordSet: false,
      gaBound: false,
      withdrawAuth: ['pay'],
      payAuth: ['pay'],
      availableAuth: ['email'],
      partner: null,
      thirdParty: [{ thirdType: 'google' }, { thirdType: 'telegram' }],
    });
    const secure = await loginWithPassword(h, 'secure@example.com', 'Secure2024');
    expect(await overview(secure)).toMatchObject({
      fundPasswordSet: true,
      gaBound: true,
      withdrawAuth: ['pay', 'ga'],
      availableAuth: ['pay', 'ga', 'email'],
      partner: { partnerId: 'P100001', partnerName: 'Bitmain' },
      thirdParty: [],
    });
    expect((await call('settingsOverview', undefined)).http).toBe(401);
  });
});

describe('profile', () => {
  it('changes the nickname (the greeting reads it) and the notice language, refusing bad values', async () => {
    const token = await emailUser('profile@example.com');
    expect((await call('changeNickname', token, { nickname: '  Miner Max ' })).body).toMatchObject({ code: 0 });
    expect((await h.get(PATHS.userInfo, { token })).body.data.nickname).toBe('Miner Max');
    for (const nickname of ['x', '<b>bold</b>', 'a'.repeat(21)]) {
      expect((await call('changeNickname', token, { nickname })).body.code).toBe(400);
    }
    expect((await call('changeNoticeLanguage', token, { noticeLanguage: 'ja' })).body.code).toBe(0);
    expect((await overview(token)).noticeLanguage).toBe('ja');
    expect((await call('changeNoticeLanguage', token, { noticeLanguage: 'ru' })).body.code).toBe(400);
  });
});

describe('login password', () => {
  it('changes only after the verification and with the current password', async () => {
    const token = await emailUser('pw@example.com', 'OldPass123');
    const wrong = await verified(
      'changePassword',
      token,
      { oldPasswd: 'Nope12345', passwd: 'NewPass456' },
      ['email'],
      (taskId) => emailAnswer(taskId, 'pw@example.com'),
    );
    expect(wrong.code).toBe(SETTINGS_CODES.wrongPassword);
    h.clock.advance(61_000);
    const done = await verified(
      'changePassword',
      token,
      { oldPasswd: 'OldPass123', passwd: 'NewPass456' },
      ['email'],
      (taskId) => emailAnswer(taskId, 'pw@example.com'),
    );
    expect(done).toMatchObject({ code: 0, data: true });
    expect((await h.post(PATHS.loginByEmail, { email: 'pw@example.com', passwd: 'NewPass456' })).body.code).toBe(0);
    // A rule-breaking password never reaches the verification.
    expect((await call('changePassword', token, { oldPasswd: 'NewPass456', passwd: 'short' })).body.code).toBe(400);
  });

  it('asks the authenticator when one is bound, and a retry without the passed task is refused', async () => {
    const token = await loginWithPassword(h, 'secure@example.com', 'Secure2024');
    const first = (await call('changePassword', token, { oldPasswd: 'Secure2024', passwd: 'Secure2025' })).body;
    expect(first.task.taskData.authMethod).toEqual(['ga']);
    const unpassed = await call('changePassword', token, {
      oldPasswd: 'Secure2024',
      passwd: 'Secure2025',
      taskResult: JSON.stringify({ taskId: first.task.taskId }),
    });
    expect(unpassed.body.code).toBe(2302);
    const check = await h.post(path('authCheckTask'), {
      taskId: first.task.taskId,
      verifyCodeInfo: [{ authMethod: 'ga', code: totpNow() }],
    });
    expect(check.body.status).toBe(200);
  });

  it('lets a code-only account set its first password', async () => {
    const token = await phoneUser('7700800001');
    expect((await overview(token)).passwordSet).toBe(false);
    // Nothing to verify with: the session is the proof, as when it logged in by code.
    expect((await call('changePassword', token, { passwd: 'FirstPass1' })).body).toMatchObject({ code: 0 });
    expect((await overview(token)).passwordSet).toBe(true);
  });
});

describe('email and phone', () => {
  it('binds a phone with its code, changes it after verification, and never leaves the account without a login', async () => {
    const token = await emailUser('contact@example.com');
    expect((await call('unbindPhone', token)).body.code).toBe(SETTINGS_CODES.noPhone);
    expect((await call('bindPhoneSendCode', token, { phoneCode: '+1', phoneNumber: '2025550123' })).body.code).toBe(
      SETTINGS_CODES.phoneTaken,
    );
    expect(
      (await call('bindPhoneSendCode', token, { phoneCode: '+44', phoneNumber: '7700800002' })).body,
    ).toMatchObject({
      code: 0,
      data: { sent: true },
    });
    expect(
      (await call('bindPhone', token, { phoneCode: '+44', phoneNumber: '7700800002', smsCode: '000000' })).body.code,
    ).toBe(SETTINGS_CODES.wrongPhoneCode);
    const smsCode = await outboxCode(h, '+447700800002');
    expect((await call('bindPhone', token, { phoneCode: '+44', phoneNumber: '7700800002', smsCode })).body.code).toBe(
      0,
    );
    expect(await overview(token)).toMatchObject({ phoneCode: '+44', phoneNumber: '7700800002' });

    // Change: a code to the new number, then the verification (the email code to the account).
    await call('bindPhoneSendCode', token, { phoneCode: '+44', phoneNumber: '7700800003' });
    const newCode = await outboxCode(h, '+447700800003');
    const changed = await verified(
      'changePhone',
      token,
      { phoneCode: '+44', phoneNumber: '7700800003', smsCode: newCode },
      ['email'],
      (taskId) => emailAnswer(taskId, 'contact@example.com'),
    );
    expect(changed.code).toBe(0);
    expect((await overview(token)).phoneNumber).toBe('7700800003');

    // Unbinding the email leaves the phone; then the phone is the last way in.
    h.clock.advance(61_000);
    const unbound = await verified('unbindEmail', token, {}, ['email'], (taskId) =>
      emailAnswer(taskId, 'contact@example.com'),
    );
    expect(unbound.code).toBe(0);
    expect((await overview(token)).email).toBeNull();
    expect((await call('unbindPhone', token)).body.code).toBe(SETTINGS_CODES.lastLogin);
  });

  it('changes a bound email only through changeEmail, after verification', async () => {
    const token = await emailUser('old.address@example.com');
    await call('bindEmailSendCode', token, { email: 'new.address@example.com' });
    const code = await outboxCode(h, 'new.address@example.com');
    // bindEmail is for an account without one: replacing goes through the verified change.
    expect((await call('bindEmail', token, { email: 'new.address@example.com', emailCode: code })).body.code).toBe(
      SECURITY_CODES.emailBound,
    );
    h.clock.advance(61_000);
    const changed = await verified(
      'changeEmail',
      token,
      { email: 'new.address@example.com', emailCode: code },
      ['email'],
      (taskId) => emailAnswer(taskId, 'old.address@example.com'),
    );
    expect(changed.code).toBe(0);
    expect((await overview(token)).email).toBe('new.address@example.com');
  });
});

describe('fund password and authenticator', () => {
  it('forgets the fund password with an email code, validates it, and refuses a phone account with nothing to prove', async () => {
    const token = await emailUser('forget@example.com');
    await call('fundPasswordAdd', token, { fundPassword: '258036' });
    h.clock.advance(61_000);
    const reset = await verified('fundPasswordForget', token, { fundPassword: '741852' }, ['email'], (taskId) =>
      emailAnswer(taskId, 'forget@example.com'),
    );
    expect(reset.code).toBe(0);
    expect((await call('fundPasswordValidate', token, { fundPassword: '741852' })).body.data).toEqual({ valid: true });
    expect((await call('fundPasswordValidate', token, { fundPassword: '258036' })).body.data).toEqual({ valid: false });
    expect((await call('fundPasswordForget', token, { fundPassword: '111111' })).body.code).toBe(400);

    const phone = await phoneUser('7700800004');
    const refused = await call('fundPasswordForget', phone, { fundPassword: '741852' });
    expect(refused.body).toMatchObject({ code: 403, msg: expect.stringContaining('authenticator or an email') });
  });

  it('unbinds the authenticator with its own code and drops it from the auth methods', async () => {
    const token = await loginWithPassword(h, 'secure@example.com', 'Secure2024');
    expect((await call('gaValidate', token, { code: totpNow() })).body.data).toEqual({ valid: true });
    const done = await verified('gaUnbind', token, {}, ['ga'], async () => [{ authMethod: 'ga', code: totpNow() }]);
    expect(done.code).toBe(0);
    expect(await overview(token)).toMatchObject({ gaBound: false, withdrawAuth: ['pay'] });
    expect((await call('gaUnbind', token)).body.code).toBe(SETTINGS_CODES.noGa);
  });
});

describe('withdraw and pay auth methods', () => {
  it('keeps the fund password, adds what the account has set up, and payments then ask for it', async () => {
    const token = await loginWithPassword(h, 'secure@example.com', 'Secure2024');
    expect((await call('authMethodsGet', token)).body.data).toEqual({
      withdraw: ['pay', 'ga'],
      pay: ['pay'],
      available: ['pay', 'ga', 'email'],
    });
    const set = await verified('authMethodsSet', token, { scope: 'pay', methods: 'email,ga' }, ['ga'], async () => [
      { authMethod: 'ga', code: totpNow() },
    ]);
    expect(set).toMatchObject({ code: 0, data: ['pay', 'ga', 'email'] });
    // orderPay asks for what the account chose.
    const { orderNos } = (
      await h.postJson('/__sandbox/orders', {
        account: 'secure@example.com',
        orders: [{ goodsId: 'g-easy-s19xp-90', state: 'unpaid' }],
      })
    ).body;
    const pay = await h.post(
      path('orderPay'),
      { orderNo: orderNos[0], payMethod: 'balance', requestId: 'settings-pay-1' },
      { token },
    );
    expect(pay.body.task.taskData.authMethod).toEqual(['pay', 'ga', 'email']);
    expect((await call('authMethodsSet', token, { scope: 'withdraw', methods: 'sms' })).body.code).toBe(400);
  });

  it('refuses a method the account has not set up', async () => {
    const token = await emailUser('methods@example.com');
    const reply = await verified('authMethodsSet', token, { scope: 'withdraw', methods: 'pay,ga' }, ['email'], (id) =>
      emailAnswer(id, 'methods@example.com'),
    );
    expect(reply.code).toBe(SETTINGS_CODES.methodUnavailable);
  });
});

describe('third-party logins and partner id', () => {
  it('lists linked logins and unlinks one after verification', async () => {
    const token = await loginWithPassword(h, 'alice@example.com', 'Alice2024!');
    expect((await call('thirdPartyInfo', token)).body.data.map((one: { thirdType: string }) => one.thirdType)).toEqual([
      'google',
      'telegram',
    ]);
    const done = await verified('thirdPartyUnbind', token, { thirdType: 'google' }, ['email'], (id) =>
      emailAnswer(id, 'alice@example.com'),
    );
    expect(done.code).toBe(0);
    expect((await overview(token)).thirdParty).toEqual([expect.objectContaining({ thirdType: 'telegram' })]);
  });

  it('binds a known partner once', async () => {
    const token = await emailUser('partner@example.com');
    expect((await call('partnerIdQuery', token)).body.data).toBeNull();
    expect((await call('partnerIdBind', token, { partnerId: 'P999999' })).body.code).toBe(
      SETTINGS_CODES.unknownPartner,
    );
    expect((await call('partnerIdBind', token, { partnerId: 'bad' })).body.code).toBe(400);
    const bound = await call('partnerIdBind', token, { partnerId: 'p100002' });
    expect(bound.body.data).toMatchObject({ partnerId: 'P100002', partnerName: 'Northwind Hosting' });
    expect((await call('partnerIdQuery', token)).body.data.partnerId).toBe('P100002');
    expect((await call('partnerIdBind', token, { partnerId: 'P100003' })).body.code).toBe(SETTINGS_CODES.partnerBound);
  });
});

describe('settings fixture', () => {
  it('links third-party logins to an account and shows its settings; refuses bad input', async () => {
    const token = await emailUser('fixture@example.com');
    const set = await h.postJson('/__sandbox/settings', {
      account: 'fixture@example.com',
      thirdParty: ['google', 'apple'],
    });
    expect(set.body).toMatchObject({ thirdParty: ['apple', 'google'], withdrawAuth: ['pay'], partner: null });
    expect((await overview(token)).thirdParty.map((one: { thirdType: string }) => one.thirdType).sort()).toEqual([
      'apple',
      'google',
    ]);
    expect((await h.get('/__sandbox/settings?account=fixture@example.com')).body.availableAuth).toEqual(['email']);
    expect((await h.postJson('/__sandbox/settings', { account: 'nobody@example.com' })).http).toBe(404);
    expect(
      (await h.postJson('/__sandbox/settings', { account: 'fixture@example.com', thirdParty: ['<x>'] })).http,
    ).toBe(400);
  });
});
