import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '../../runtime/http/contract.ts';
import { type Harness, loginWithPassword, outboxCode, PATHS, startSandbox } from './sandboxHarness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startSandbox();
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.post('/__sandbox/reset', {});
  // The default slider rule is covered in sandboxTasks.test.ts; here repeated sends must reach the account calls.
  await h.postJson('/__sandbox/challenges', { rules: [] });
});

describe('send code and the outbox', () => {
  it('sends a 6-digit code by email and records it in the outbox', async () => {
    const reply = await h.post(PATHS.sendEmailCode, { email: 'Carol@Example.com', type: 'login' });
    expect(reply.body).toMatchObject({ code: 0, data: { sent: true, remainingSeconds: 60 } });
    const outbox = await h.get('/__sandbox/outbox?to=carol@example.com');
    expect(outbox.body).toMatchObject({ to: 'carol@example.com', type: 'login' });
    expect(outbox.body.code).toMatch(/^\d{6}$/);
    expect(contract.sendEmailCode.response.safeParse(reply.body).success).toBe(true);
  });

  it('sends by phone to +<phoneCode><phoneNumber>, with or without the plus in phoneCode', async () => {
    await h.post(PATHS.sendPhoneCode, { phoneCode: '+44', phoneNumber: '7700900123', type: 'register' });
    expect((await h.get(`/__sandbox/outbox?to=${encodeURIComponent('+447700900123')}`)).body.type).toBe('register');
    // An unencoded + arrives as a space; the outbox reads it as the plus.
    expect((await h.get('/__sandbox/outbox?to=+447700900123')).http).toBe(200);
  });

  it('sends nothing within 60 s of the last code and tells the seconds left; sends again after', async () => {
    await h.post(PATHS.sendEmailCode, { email: 'dave@example.com', type: 'login' });
    const first = await outboxCode(h, 'dave@example.com');
    h.clock.advance(20_500);
    const again = await h.post(PATHS.sendEmailCode, { email: 'dave@example.com', type: 'login' });
    expect(again.body).toMatchObject({ code: 0, data: { sent: false, remainingSeconds: 40 } });
    expect(again.body.msg).toMatch(/40 s/);
    const outbox = await h.get('/__sandbox/outbox?to=dave@example.com');
    expect(outbox.body.code).toBe(first);
    const firstSentAt = Date.parse(outbox.body.sentAt);
    h.clock.advance(40_000);
    const later = await h.post(PATHS.sendEmailCode, { email: 'dave@example.com', type: 'login' });
    expect(later.body.data.sent).toBe(true);
    const latest = (await h.get('/__sandbox/outbox?to=dave@example.com')).body;
    expect(Date.parse(latest.sentAt) - firstSentAt).toBe(60_500);
  });

  it('refuses a register code for a registered account and a forget code for an unknown one', async () => {
    expect((await h.post(PATHS.sendEmailCode, { email: 'alice@example.com', type: 'register' })).body.code).toBe(1004);
    expect((await h.post(PATHS.sendEmailCode, { email: 'nobody@example.com', type: 'forget' })).body.code).toBe(1006);
    expect((await h.get('/__sandbox/outbox?to=nobody@example.com')).http).toBe(404);
  });

  it('answers a bad type or address with 400 naming the field', async () => {
    const reply = await h.post(PATHS.sendEmailCode, { email: 'not-an-email', type: 'login' });
    expect(reply).toMatchObject({ http: 400, body: { code: 400, data: null } });
    expect(reply.body.msg).toMatch(/^email:/);
    expect((await h.post(PATHS.sendPhoneCode, { phoneCode: '1', phoneNumber: '123', type: 'login' })).body.msg).toMatch(
      /phoneNumber/,
    );
    expect((await h.post(PATHS.sendEmailCode, { email: 'a@b.co', type: 'spam' })).body.msg).toMatch(/^type:/);
  });
});

describe('login mode', () => {
  it.each([
    ['loginType=1&email=alice%40example.com', ['code', 'password'], 'password', true],
    ['loginType=2&phoneCode=%2B1&phoneNumber=2025550123', ['code'], 'code', false],
    ['loginType=1&email=stranger%40example.com', ['code'], 'code', false],
    ['loginType=1&email=frozen%40example.com', ['code', 'password'], 'code', true],
  ])('%s', async (query, all, preferred, forget) => {
    const reply = await h.get(`${PATHS.loginMode}?${query}`);
    expect(reply.body).toEqual({
      code: 0,
      msg: 'success',
      data: { allLoginMode: all, defaultLoginMode: preferred, showForgetPassword: forget },
    });
  });
});

describe('login, register and reset', () => {
  it('logs in by email and password, and refuses a wrong one', async () => {
    const ok = await h.post(PATHS.loginByEmail, { email: 'alice@example.com', passwd: 'Alice2024!', Source: 'google' });
    expect(ok.body).toMatchObject({ code: 0, data: { loginType: 'login' } });
    expect(ok.body.data.authToken.length).toBeGreaterThan(20);
    const wrong = await h.post(PATHS.loginByEmail, { email: 'alice@example.com', passwd: 'Alice2024?' });
    expect(wrong.body).toMatchObject({ code: 1001, data: null });
  });

  it('refuses a password login on a code-only account', async () => {
    const reply = await h.post(PATHS.loginByPhone, { phoneCode: '+1', phoneNumber: '2025550123', passwd: 'Whatever1' });
    expect(reply.body.code).toBe(1003);
  });

  it('logs in by phone code; the code works once', async () => {
    await h.post(PATHS.sendPhoneCode, { phoneCode: '+1', phoneNumber: '2025550123', type: 'login' });
    const smsCode = await outboxCode(h, '+12025550123');
    const login = { phoneCode: '+1', phoneNumber: '2025550123', smsCode };
    const first = await h.post(PATHS.loginByPhone, login);
    expect(first.body).toMatchObject({ code: 0, data: { loginType: 'login' } });
    const info = await h.get(PATHS.userInfo, { token: first.body.data.authToken });
    expect(info.body.data).toMatchObject({ uid: 10002, phoneCode: '+1', phoneNumber: '2025550123', nickname: 'Bob' });
    expect((await h.post(PATHS.loginByPhone, login)).body.code).toBe(1002);
  });

  it('rejects an expired code', async () => {
    await h.post(PATHS.sendEmailCode, { email: 'alice@example.com', type: 'login' });
    const smsCode = await outboxCode(h, 'alice@example.com');
    h.clock.advance(11 * 60_000);
    expect((await h.post(PATHS.loginByEmail, { email: 'alice@example.com', smsCode })).body.code).toBe(1002);
  });

  it('creates the account on a login code for an unknown address and answers loginAndRegister', async () => {
    await h.post(PATHS.sendEmailCode, { email: 'erin@example.com', type: 'login' });
    const smsCode = await outboxCode(h, 'erin@example.com');
    const reply = await h.post(PATHS.loginByEmail, { email: 'erin@example.com', smsCode, Campaign: 'spring' });
    expect(reply.body).toMatchObject({ code: 0, data: { loginType: 'loginAndRegister' } });
    const info = await h.get(PATHS.userInfo, { token: reply.body.data.authToken });
    expect(info.body.data).toMatchObject({ email: 'erin@example.com', campaign: 'spring', freezeStatus: 0 });
    const mode = await h.get(`${PATHS.loginMode}?loginType=1&email=erin%40example.com`);
    expect(mode.body.data.allLoginMode).toEqual(['code']);
    h.clock.advance(61_000);
    await h.post(PATHS.sendEmailCode, { email: 'erin@example.com', type: 'login' });
    const next = await h.post(PATHS.loginByEmail, {
      email: 'erin@example.com',
      smsCode: await outboxCode(h, 'erin@example.com'),
    });
    expect(next.body.data.loginType).toBe('login');
  });

  it('asks for exactly one of smsCode and passwd', async () => {
    const both = await h.post(PATHS.loginByEmail, { email: 'alice@example.com', smsCode: '123456', passwd: 'x' });
    expect(both).toMatchObject({ http: 400, body: { code: 400 } });
    expect((await h.post(PATHS.loginByEmail, { email: 'alice@example.com' })).http).toBe(400);
  });

  it('registers by email with an invite code and a password that follows the rules', async () => {
    await h.post(PATHS.sendEmailCode, { email: 'frank@example.com', type: 'register' });
    const emailCode = await outboxCode(h, 'frank@example.com');
    const weak = await h.post(PATHS.registerByEmail, { email: 'frank@example.com', emailCode, passwd: 'short1' });
    expect(weak.http).toBe(400);
    expect(weak.body.msg).toMatch(/^passwd: must be 8 to 20/);
    const unknownInvite = await h.post(PATHS.registerByEmail, {
      email: 'frank@example.com',
      emailCode,
      inviteCode: 'NOPE',
    });
    expect(unknownInvite.body.code).toBe(1005);
    const reply = await h.post(PATHS.registerByEmail, {
      email: 'frank@example.com',
      emailCode,
      inviteCode: 'ALICE1',
      passwd: 'Frank~2026',
    });
    expect(reply.body).toMatchObject({ code: 0, data: { loginType: 'loginAndRegister' } });
    const token = await loginWithPassword(h, 'frank@example.com', 'Frank~2026');
    // Signing up with a friend's code brings the programme's welcome gift: $10 off a plan, for 30 days.
    const coupons = (await h.get(`${contract.couponList.path}?status=all`, { token })).body.result.data;
    expect(coupons).toMatchObject([
      {
        couponId: expect.stringMatching(/^gift-\d+$/),
        name: '$10 welcome gift',
        amountUsd: '10.00',
        minSpendUsd: '0.00',
        goodsTypes: [11, 5, 7],
        status: 'usable',
        expireAt: new Date(h.clock.now() + 30 * 86_400_000).toISOString(),
      },
    ]);
    const again = await h.post(PATHS.registerByEmail, { email: 'frank@example.com', emailCode });
    expect(again.body.code).toBe(1004);
  });

  it('registers by phone', async () => {
    await h.post(PATHS.sendPhoneCode, { phoneCode: '81', phoneNumber: '9012345678', type: 'register' });
    const smsCode = await outboxCode(h, '+819012345678');
    const reply = await h.post(PATHS.registerByPhone, { phoneCode: '+81', phoneNumber: '9012345678', smsCode });
    expect(reply.body.code).toBe(0);
    const info = await h.get(PATHS.userInfo, { token: reply.body.data.authToken });
    expect(info.body.data).toMatchObject({ phoneCode: '+81', phoneNumber: '9012345678', email: null });
  });

  it.each([
    ['Abcdefg1', true],
    ['abc~!@#$%^&*1', true],
    ['12345678', false],
    ['abcdefgh', false],
    ['Abc1', false],
    ['Abcdefgh1234567890xyz', false],
    ['Abcdefg1()', false],
    ['Abcdefg1 ', false],
  ])('password rule of section 5 on reset: %s -> %s', async (passwd, accepted) => {
    await h.post(PATHS.sendEmailCode, { email: 'alice@example.com', type: 'forget' });
    const emailCode = await outboxCode(h, 'alice@example.com');
    const reply = await h.post(PATHS.resetByEmail, { email: 'alice@example.com', emailCode, passwd });
    expect(reply.body.code === 0).toBe(accepted);
  });

  it('resets a password by phone: the new one works, the old one no longer', async () => {
    await h.post(PATHS.sendEmailCode, { email: 'alice@example.com', type: 'forget' });
    const emailCode = await outboxCode(h, 'alice@example.com');
    expect(
      (await h.post(PATHS.resetByEmail, { email: 'alice@example.com', emailCode, passwd: 'NewPass123' })).body.data,
    ).toBe(true);
    expect((await h.post(PATHS.loginByEmail, { email: 'alice@example.com', passwd: 'Alice2024!' })).body.code).toBe(
      1001,
    );
    expect(await loginWithPassword(h, 'alice@example.com', 'NewPass123')).toBeTruthy();
    // A code-only phone account gets password login once it sets one.
    await h.post(PATHS.sendPhoneCode, { phoneCode: '1', phoneNumber: '2025550123', type: 'forget' });
    const smsCode = await outboxCode(h, '+12025550123');
    const reset = await h.post(PATHS.resetByPhone, {
      phoneCode: '1',
      phoneNumber: '2025550123',
      smsCode,
      passwd: 'BobPass123',
    });
    expect(reset.body.code).toBe(0);
    const login = await h.post(PATHS.loginByPhone, { phoneCode: '1', phoneNumber: '2025550123', passwd: 'BobPass123' });
    expect(login.body.code).toBe(0);
    expect(
      (await h.post(PATHS.resetByPhone, { phoneCode: '1', phoneNumber: '2025550123', smsCode, passwd: 'BobPass123' }))
        .body.code,
    ).toBe(1002);
  });

  it('checks invite codes', async () => {
    expect(
      (await h.post(PATHS.checkInviteCode, { userAccount: 'new@example.com', inviteCode: 'alice1' })).body,
    ).toMatchObject({
      code: 0,
      data: { valid: true, inviterNickname: 'Alice' },
    });
    const unknown = await h.post(PATHS.checkInviteCode, { userAccount: 'new@example.com', inviteCode: 'ZZZZZZ' });
    expect(unknown.body).toMatchObject({ code: 1005, msg: 'the invite code does not exist' });
    expect(
      (await h.post(PATHS.checkInviteCode, { userAccount: 'alice@example.com', inviteCode: 'ALICE1' })).body.code,
    ).toBe(1005);
  });
});

describe('tokens', () => {
  it('answers 401 without, with a bad and with an expired token', async () => {
    expect(await h.get(PATHS.userInfo)).toMatchObject({ http: 401, body: { code: 401, msg: 'login required' } });
    expect((await h.get(PATHS.userInfo, { token: 'forged' })).http).toBe(401);
    expect((await h.get(PATHS.combinedInfo, { token: 'forged' })).body).toMatchObject({ status: 401, result: null });
    const token = await loginWithPassword(h, 'alice@example.com', 'Alice2024!');
    expect((await h.get(PATHS.userInfo, { token })).http).toBe(200);
    h.clock.advance(7 * 24 * 3600 * 1000 + 1);
    expect((await h.get(PATHS.userInfo, { token })).http).toBe(401);
  });

  it('logout invalidates the token; a BM user gets the SSO logout destination', async () => {
    const token = await loginWithPassword(h, 'alice@example.com', 'Alice2024!');
    expect((await h.get(PATHS.logout, { token })).body).toMatchObject({ code: 0, data: { ssoLogoutUrl: null } });
    expect((await h.get(PATHS.userInfo, { token })).http).toBe(401);
    const sso = await loginWithPassword(h, 'sso@example.com', 'Sso2024pass');
    expect((await h.get(PATHS.logout, { token: sso })).body.data.ssoLogoutUrl).toBe(`${h.url}/__sandbox/cas/logout`);
    const back = await fetch(`${h.url}/__sandbox/cas/logout?service=${encodeURIComponent('http://shop.test/')}`, {
      redirect: 'manual',
    });
    expect(back.headers.get('location')).toBe('http://shop.test/');
  });

  it('a token revoked through the dev endpoint answers 401, others of the account stay', async () => {
    const first = await loginWithPassword(h, 'alice@example.com', 'Alice2024!');
    const second = await loginWithPassword(h, 'alice@example.com', 'Alice2024!');
    expect((await h.postJson('/__sandbox/sessions/revoke', { token: first })).body).toEqual({ revoked: true });
    expect((await h.get(PATHS.userInfo, { token: first })).http).toBe(401);
    expect((await h.get(PATHS.userInfo, { token: second })).http).toBe(200);
    expect((await h.postJson('/__sandbox/sessions/revoke', {})).http).toBe(400);
  });

  it('CAS: a ticket from the SSO gives a token once', async () => {
    const sso = await fetch(`${h.url}/__sandbox/cas/login?service=${encodeURIComponent('http://shop.test/cas')}`, {
      redirect: 'manual',
    });
    const ticket = new URL(sso.headers.get('location') ?? '').searchParams.get('ticket');
    expect(ticket).toMatch(/^ST-/);
    const reply = await h.get(`${PATHS.casLogin}?source=web&ticket=${ticket}&service=http%3A%2F%2Fshop.test%2Fcas`);
    expect(reply.body).toMatchObject({ code: 0, data: { maxAge: 604800 } });
    const info = await h.get(PATHS.userInfo, { token: reply.body.data.authToken });
    expect(info.body.data).toMatchObject({ email: 'sso@example.com', logoutUrl: 'BM' });
    expect((await h.get(`${PATHS.casLogin}?ticket=${ticket}`)).body.code).toBe(1008);
  });
});

describe('user info and combined info of the seeded users', () => {
  const combined = async (email: string, password: string) =>
    (await h.get(PATHS.combinedInfo, { token: await loginWithPassword(h, email, password) })).body;

  it('routerList has the coupon entry only for users who have it', async () => {
    const alice = await combined('alice@example.com', 'Alice2024!');
    expect(alice.result.routerList.map((r: { path: string }) => r.path)).toContain('/dashboard/coupons');
    const other = await combined('nocoupon@example.com', 'NoCoupon1');
    expect(other.result.routerList.map((r: { path: string }) => r.path)).not.toContain('/dashboard/coupons');
    expect(contract.combinedInfo.response.safeParse(other).success).toBe(true);
  });

  it.each([1, 2, 3, 4, 5])('vipUser.vipLevel %i', async (level) => {
    expect((await combined(`vip${level}@example.com`, `VipLevel${level}`)).result.vipUser.vipLevel).toBe(level);
  });

  it('unpaid orders, frozen flag, liaison flag', async () => {
    expect((await combined('unpaid@example.com', 'Unpaid2024')).result.order.unPaidOrderNum).toBe(2);
    expect((await combined('nocoupon@example.com', 'NoCoupon1')).result.vipUser.vipLevel).toBeNull();
    expect((await combined('frozen@example.com', 'Frozen2024')).result.userInfo.freezeStatus).toBe(1);
    const liaison = await combined('liaison@example.com', 'Liaison2024');
    expect(liaison.result.userInfo.manager).toEqual({ showCrispTag: true, liaisonFlag: 0 });
  });
});

describe('per-user calls', () => {
  it('third-party bind, push id, mission sum and the user guide status', async () => {
    const token = await loginWithPassword(h, 'vip1@example.com', 'VipLevel1');
    expect(
      (await h.post(PATHS.thirdPartyBind, { thirdType: 'google', thirdToken: 'g-123' }, { token })).body,
    ).toMatchObject({
      code: 0,
      data: { thirdType: 'google', bound: true },
    });
    expect((await h.post(PATHS.thirdPartyBind, { thirdType: 'google', thirdToken: 'g-123' })).http).toBe(401);
    expect((await h.post('/v1/app/auth/user/pushId', { pushId: 'push-abc' }, { token })).body.result).toBe(true);
    const row = h.sandbox.db.prepare('SELECT push_id FROM users WHERE email = ?').get('vip1@example.com') as {
      push_id: string;
    };
    expect(row.push_id).toBe('push-abc');
    expect((await h.get('/v1/app/auth/activity/mission/sumData', { token })).body.result).toEqual({
      voucherAmount1: 10,
    });
    const guide = '/v1/app/auth/user/guide/status?feedbackType=registerMissionGuide';
    expect((await h.get(guide, { token })).body.result).toBe(true);
    const update = await h.post(
      '/v1/app/auth/user/guide/status/update',
      { feedbackType: 'registerMissionGuide', status: '1' },
      { token },
    );
    expect(update.body.result).toBe(true);
    expect((await h.get(guide, { token })).body.result).toBe(false);
  });

  it('tolerates req_platform in query and body', async () => {
    const reply = await h.post(`${PATHS.sendEmailCode}?req_platform=WEB`, {
      email: 'gina@example.com',
      type: 'login',
      req_platform: 'WEB',
    });
    expect(reply.body.code).toBe(0);
  });

  it('accepts JSON bodies too', async () => {
    const res = await fetch(`${h.url}${PATHS.loginByEmail}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'alice@example.com', passwd: 'Alice2024!' }),
    });
    expect((await res.json()).code).toBe(0);
  });
});
