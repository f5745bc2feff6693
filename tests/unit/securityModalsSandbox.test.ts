import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SECURITY_CODES } from '../../sandbox/features/security/routes.ts';
import { SEED_TOTP_SECRET } from '../../sandbox/seed.ts';
import { type Harness, loginWithPassword, outboxCode, PATHS, startSandbox } from './sandboxHarness.ts';

const SEC = {
  status: '/user-api/user/security/status',
  fundAdd: '/user-api/fundPassword/add',
  fundReset: '/user-api/fundPassword/reset',
  gaQr: '/user-api/ga/qr_code',
  gaBind: '/user-api/ga/bind',
  emailSend: '/user-api/email/bind/sendCode',
  emailBind: '/user-api/email/bind',
};

let h: Harness;
beforeAll(async () => {
  h = await startSandbox();
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.post('/__sandbox/reset', {});
});

/** A fresh phone account (login by code creates it): no email, no fund password, no authenticator. */
async function phoneUser(number: string): Promise<string> {
  await h.post(PATHS.sendPhoneCode, { phoneCode: '+44', phoneNumber: number, type: 'login' });
  const smsCode = await outboxCode(h, `+44${number}`);
  const reply = await h.post(PATHS.loginByPhone, { phoneCode: '+44', phoneNumber: number, smsCode });
  return reply.body.data.authToken;
}

describe('security calls of the account modals', () => {
  it('reports what is set up', async () => {
    const secure = await loginWithPassword(h, 'secure@example.com', 'Secure2024');
    expect((await h.get(SEC.status, { token: secure })).body.data).toEqual({
      fundPasswordSet: true,
      gaBound: true,
      email: 'secure@example.com',
    });
    const fresh = await phoneUser('7700900001');
    expect((await h.get(SEC.status, { token: fresh })).body.data).toEqual({
      fundPasswordSet: false,
      gaBound: false,
      email: null,
    });
    expect((await h.get(SEC.status)).http).toBe(401);
  });

  it('sets a first fund password under the PIN rules, once', async () => {
    const token = await phoneUser('7700900002');
    for (const [pin, why] of [
      ['12345', 'must be 6 digits'],
      ['777777', 'one digit six times'],
      ['123456', 'a run'],
      ['654321', 'a run'],
    ]) {
      const reply = await h.post(SEC.fundAdd, { fundPassword: pin }, { token });
      expect(reply.body.code).toBe(400);
      expect(reply.body.msg).toContain(why);
    }
    expect((await h.post(SEC.fundAdd, { fundPassword: '135790' }, { token })).body).toMatchObject({
      code: 0,
      data: true,
    });
    expect((await h.post(SEC.fundAdd, { fundPassword: '246802' }, { token })).body.code).toBe(
      SECURITY_CODES.fundPasswordExists,
    );
    expect((await h.get(SEC.status, { token })).body.data.fundPasswordSet).toBe(true);
  });

  it('resets the fund password only with the current one', async () => {
    const token = await loginWithPassword(h, 'secure@example.com', 'Secure2024');
    const wrong = await h.post(SEC.fundReset, { oldFundPassword: '000001', fundPassword: '246802' }, { token });
    expect(wrong.body.code).toBe(SECURITY_CODES.wrongFundPassword);
    const right = await h.post(SEC.fundReset, { oldFundPassword: '135790', fundPassword: '246802' }, { token });
    expect(right.body).toMatchObject({ code: 0, data: true });
    const again = await h.post(SEC.fundReset, { oldFundPassword: '135790', fundPassword: '975310' }, { token });
    expect(again.body.code).toBe(SECURITY_CODES.wrongFundPassword);
  });

  it('binds an authenticator after a current code from the scanned secret', async () => {
    const token = await phoneUser('7700900003');
    expect((await h.post(SEC.gaBind, { code: '123456' }, { token })).body.code).toBe(SECURITY_CODES.noPendingGa);
    const qr = (await h.get(SEC.gaQr, { token })).body.data;
    expect(qr.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    const totp = OTPAuth.URI.parse(qr.otpauthUri) as OTPAuth.TOTP;
    expect(totp.secret.base32).toBe(qr.secret);
    const now = h.clock.now();
    const current = totp.generate({ timestamp: now });
    const stale = totp.generate({ timestamp: now - 10 * 60_000 });
    if (stale !== current) {
      expect((await h.post(SEC.gaBind, { code: stale }, { token })).body.code).toBe(SECURITY_CODES.wrongGaCode);
    }
    expect((await h.post(SEC.gaBind, { code: current }, { token })).body).toMatchObject({ code: 0, data: true });
    expect((await h.get(SEC.status, { token })).body.data.gaBound).toBe(true);
    expect((await h.get(SEC.gaQr, { token })).body.code).toBe(SECURITY_CODES.gaAlreadyBound);
  });

  it('an account with an authenticator cannot bind another', async () => {
    const token = await loginWithPassword(h, 'secure@example.com', 'Secure2024');
    const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(SEED_TOTP_SECRET) }).generate({
      timestamp: h.clock.now(),
    });
    expect((await h.post(SEC.gaBind, { code }, { token })).body.code).toBe(SECURITY_CODES.gaAlreadyBound);
  });

  it('binds an email with a bind code sent to it, never a login code or a taken address', async () => {
    const token = await phoneUser('7700900004');
    expect((await h.post(SEC.emailSend, { email: 'alice@example.com' }, { token })).body.code).toBe(
      SECURITY_CODES.emailTaken,
    );
    expect((await h.post(SEC.emailSend, { email: 'new.owner@example.com' }, { token })).body.data.sent).toBe(true);
    const code = await outboxCode(h, 'new.owner@example.com');
    expect(
      (
        await h.post(
          SEC.emailBind,
          { email: 'new.owner@example.com', emailCode: '000000' === code ? '111111' : '000000' },
          { token },
        )
      ).body.code,
    ).toBe(SECURITY_CODES.wrongEmailCode);
    expect(
      (await h.post(SEC.emailBind, { email: 'new.owner@example.com', emailCode: code }, { token })).body,
    ).toMatchObject({
      code: 0,
      data: true,
    });
    expect((await h.get(SEC.status, { token })).body.data.email).toBe('new.owner@example.com');
    // A bound email is replaced only by the verified change (changeEmail), never bound over.
    expect(
      (await h.post(SEC.emailBind, { email: 'new.owner@example.com', emailCode: code }, { token })).body.code,
    ).toBe(SECURITY_CODES.emailBound);
    // A login code for the address does not bind it.
    const other = await phoneUser('7700900014');
    h.clock.advance(61_000);
    await h.post(PATHS.sendEmailCode, { email: 'other.owner@example.com', type: 'login' });
    const loginCode = await outboxCode(h, 'other.owner@example.com');
    expect(
      (await h.post(SEC.emailBind, { email: 'other.owner@example.com', emailCode: loginCode }, { token: other })).body
        .code,
    ).toBe(SECURITY_CODES.wrongEmailCode);
  });
});

describe("sandbox view of an account's security settings", () => {
  it('shows the key being bound, the authenticator, the email and whether a fund password is the one given', async () => {
    const token = await phoneUser('7700900006');
    const view = async (query: string) => (await h.get(`/__sandbox/security?${query}`)).body;
    // `+` unescaped in a query string arrives as a space; both spellings name the phone account.
    expect(await view('account=+447700900006')).toEqual({
      email: null,
      fundPasswordSet: false,
      gaBound: false,
      gaPending: null,
    });
    const qr = (await h.get(SEC.gaQr, { token })).body.data;
    expect((await view('account=%2B447700900006')).gaPending).toBe(qr.secret);
    await h.post(SEC.fundAdd, { fundPassword: '135792' }, { token });
    expect(await view('account=%2B447700900006&fundPassword=135792')).toMatchObject({
      fundPasswordSet: true,
      fundPasswordIs: true,
    });
    expect((await view('account=%2B447700900006&fundPassword=135790')).fundPasswordIs).toBe(false);
    expect(await view('account=SECURE@example.com')).toEqual({
      email: 'secure@example.com',
      fundPasswordSet: true,
      gaBound: true,
      gaPending: null,
    });
    expect((await h.get('/__sandbox/security?account=nobody@example.com')).http).toBe(404);
    expect((await h.get('/__sandbox/security')).http).toBe(400);
  });
});

describe('sandbox messages for test accounts', () => {
  it('gives an account its own messages, newest first, some unread', async () => {
    const token = await phoneUser('7700900005');
    const info = (await h.get(PATHS.userInfo, { token })).body.data;
    expect(info.email).toBeNull();
    await h.post(SEC.emailSend, { email: 'reader@example.com' }, { token });
    await h.post(
      SEC.emailBind,
      { email: 'reader@example.com', emailCode: await outboxCode(h, 'reader@example.com') },
      { token },
    );
    const seeded = await h.postJson('/__sandbox/messages', {
      email: 'reader@example.com',
      count: 12,
      unread: 3,
      category: 2,
    });
    expect(seeded.body.messageIds).toHaveLength(12);
    expect((await h.get('/message-api/common/message/unReadMessageNum', { token })).body.result).toBe(3);
    const page = (
      await h.get('/message-api/common/message/messageList1?messageCategory=2&pageNo=2&pageSize=10', { token })
    ).body.result;
    expect(page.totalCount).toBe(12);
    expect(page.data.map((m: { cardTypeData1: { title: string } }) => m.cardTypeData1.title)).toEqual([
      'Message 11',
      'Message 12',
    ]);
    expect((await h.postJson('/__sandbox/messages', { email: 'nobody@example.com', count: 1 })).http).toBe(404);
  });
});
