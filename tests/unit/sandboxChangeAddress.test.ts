import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CHANGE_ADDRESS_ERRORS,
  type ChangeAddressInfo,
  type ChangeAddressResult,
  PAYOUT_HOLD_MS,
} from '../../runtime/http/contract/changeAddress.ts';
import { type CallName, contract } from '../../runtime/http/contract.ts';
import { CODE_TTL_MS, RESEND_WINDOW_MS } from '../../sandbox/outbox.ts';
import { type Harness, loginWithPassword, outboxCode, startSandbox } from './sandboxHarness.ts';

const DAY_MS = 86_400_000;
const ACCOUNT = 'alice@example.com';
const FUND_PASSWORD = '246810';
/** Valid mainnet addresses (BIP-173 and BIP-350 test vectors, a legacy one). */
const NEW_SEGWIT = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
const NEW_LEGACY = '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2';
const FULL_PLAN = 'g-full-s21-360';

let h: Harness;
let token = '';
beforeAll(async () => {
  h = await startSandbox();
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.post('/__sandbox/reset', {});
  await h.postJson('/__sandbox/challenges', { rules: [] });
  token = await loginWithPassword(h, ACCOUNT, 'Alice2024!');
});

const path = (name: CallName) => contract[name].path;

async function call(name: CallName, fields: Record<string, unknown> = {}) {
  const reply =
    contract[name].method === 'GET'
      ? await h.get(`${path(name)}?${new URLSearchParams(fields as Record<string, string>)}`, { token })
      : await h.post(path(name), fields, { token });
  expect(contract[name].response.safeParse(reply.body).success, JSON.stringify(reply.body)).toBe(true);
  return reply.body;
}

const info = async () => (await call('changeAddressOrderList')).result as ChangeAddressInfo;
const changeableOrders = async () => (await info()).orders.filter((o) => o.changeable);

/** Sends a code by email and reads it from the outbox; the clock moves past the resend window first. */
async function emailCode(): Promise<string> {
  h.clock.advance(RESEND_WINDOW_MS);
  const sent = await call('changeAddressSms', { channel: 'email' });
  expect(sent.result).toEqual({ sent: true, remainingSeconds: 60 });
  return outboxCode(h, ACCOUNT);
}

describe('changeAddressOrderList', () => {
  it("lists the paid orders with their payout addresses, the saved addresses and the account's contact", async () => {
    const result = await info();
    expect(result.orders.length).toBeGreaterThan(3);
    expect(result.orders.every((o) => o.status !== 'unpaid' && o.status !== 'cancelled')).toBe(true);
    for (const order of result.orders) {
      expect(order.coin).toBe('BTC');
      expect(order.payoutAddress).toMatch(/^bc1/);
      expect(order.changeable).toBe(order.status === 'running' || order.status === 'pendingStart');
    }
    expect(result.orders.some((o) => !o.changeable)).toBe(true);
    // Alice's two saved BTC addresses, the default first.
    expect(result.saved).toHaveLength(2);
    expect(result.saved[0]?.isDefault).toBe(true);
    expect(result.history).toEqual([]);
    expect(result.holdUntil).toBeNull();
    expect(result.holdHours).toBe(72);
    expect(result.contact.email).toBe('a***e@example.com');
  });

  it('needs a signed-in user', async () => {
    const reply = await h.get(path('changeAddressOrderList'));
    expect(reply.http).toBe(401);
  });
});

describe('changeAddressSms', () => {
  it('sends a code to the email, not again within 60 s, and refuses a channel the account lacks', async () => {
    const first = await call('changeAddressSms', { channel: 'email' });
    expect(first.result).toEqual({ sent: true, remainingSeconds: 60 });
    const again = await call('changeAddressSms', { channel: 'email' });
    expect(again.result.sent).toBe(false);
    expect(await outboxCode(h, ACCOUNT)).toMatch(/^\d{6}$/);
    // Alice has no phone.
    const sms = await call('changeAddressSms', { channel: 'sms' });
    expect(sms).toMatchObject({ status: 400, message: CHANGE_ADDRESS_ERRORS.noChannel });
  });
});

describe('changeAddressConfirm', () => {
  it('changes one order, records the change with its 72 h hold and saves the address', async () => {
    const [order] = await changeableOrders();
    const code = await emailCode();
    const reply = await call('changeAddressConfirm', {
      orderNo: order?.orderNo,
      address: ` ${NEW_SEGWIT} `,
      channel: 'email',
      code,
    });
    expect(reply.status).toBe(200);
    const result = reply.result as ChangeAddressResult;
    const at = h.clock.now();
    expect(result.holdUntil).toBe(new Date(at + PAYOUT_HOLD_MS).toISOString());
    expect(result.changes).toEqual([
      expect.objectContaining({
        orderNo: order?.orderNo,
        oldAddress: order?.payoutAddress,
        newAddress: NEW_SEGWIT,
        channel: 'email',
        changedAt: new Date(at).toISOString(),
      }),
    ]);
    const after = await info();
    expect(after.orders.find((o) => o.orderNo === order?.orderNo)?.payoutAddress).toBe(NEW_SEGWIT);
    expect(after.history).toHaveLength(1);
    expect(after.holdUntil).toBe(result.holdUntil);
    expect(after.saved.find((s) => s.address === NEW_SEGWIT)).toMatchObject({ orderCount: 1, isDefault: false });
    // The code worked once.
    const reused = await call('changeAddressConfirm', {
      orderNo: order?.orderNo,
      address: NEW_LEGACY,
      channel: 'email',
      code,
    });
    expect(reused).toMatchObject({ status: 400, message: CHANGE_ADDRESS_ERRORS.wrongCode });
    // The hold ends 72 h later.
    h.clock.advance(PAYOUT_HOLD_MS);
    expect((await info()).holdUntil).toBeNull();
  });

  it("home's check asks for a change while a live plan pays to an address that cannot receive payouts, until it is changed", async () => {
    const check = async () => (await call('addressChangeCheck')).result as { needChange: boolean };
    expect(await check()).toEqual({ needChange: false });
    const placed = await h.postJson('/__sandbox/orders', {
      account: ACCOUNT,
      orders: [
        { goodsId: FULL_PLAN, state: 'ended', payoutAddress: 'bc1qretiredexchangeaddress' },
        { goodsId: FULL_PLAN, state: 'running', payoutAddress: 'bc1qretiredexchangeaddress' },
      ],
    });
    const [, running] = placed.body.orderNos as string[];
    expect(await check()).toEqual({ needChange: true });
    const code = await emailCode();
    expect(
      (await call('changeAddressConfirm', { orderNo: running, address: NEW_SEGWIT, channel: 'email', code })).status,
    ).toBe(200);
    // The ended plan keeps its old address: it pays nothing more, so it asks for nothing.
    expect(await check()).toEqual({ needChange: false });
  });

  it('refuses an invalid address, a wrong or expired code, an order that no longer mines, and keeps the code', async () => {
    const list = await info();
    const order = list.orders.find((o) => o.changeable);
    const over = list.orders.find((o) => !o.changeable);
    const code = await emailCode();
    const ask = (fields: Record<string, unknown>) =>
      call('changeAddressConfirm', { orderNo: order?.orderNo, address: NEW_SEGWIT, channel: 'email', code, ...fields });
    for (const address of [
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5',
      'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
      'hello',
    ]) {
      expect(await ask({ address })).toMatchObject({ status: 400, message: CHANGE_ADDRESS_ERRORS.invalidAddress });
    }
    expect(await ask({ address: order?.payoutAddress })).toMatchObject({
      status: 409,
      message: CHANGE_ADDRESS_ERRORS.sameAddress,
    });
    expect(await ask({ orderNo: over?.orderNo })).toMatchObject({
      status: 409,
      message: CHANGE_ADDRESS_ERRORS.notChangeable,
    });
    expect(await ask({ orderNo: 'P0000000' })).toMatchObject({ status: 404, message: CHANGE_ADDRESS_ERRORS.notFound });
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await ask({ code: wrong })).toMatchObject({ status: 400, message: CHANGE_ADDRESS_ERRORS.wrongCode });
    // A malformed code never reaches the handler.
    const malformed = await h.post(
      path('changeAddressConfirm'),
      { orderNo: order?.orderNo, address: NEW_SEGWIT, channel: 'email', code: '12' },
      { token },
    );
    expect(malformed.body.status).toBe(400);
    // None of these used the code up; it expires 10 minutes after it was sent.
    h.clock.advance(CODE_TTL_MS);
    expect(await ask({})).toMatchObject({ status: 400, message: CHANGE_ADDRESS_ERRORS.wrongCode });
    expect((await info()).history).toEqual([]);
  });

  it('asks for the withdrawal verification once the account has a fund password', async () => {
    await h.postJson('/__sandbox/wallet', { account: ACCOUNT, fundPassword: FUND_PASSWORD });
    const [order] = await changeableOrders();
    const code = await emailCode();
    const fields = { orderNo: order?.orderNo, address: NEW_LEGACY, channel: 'email', code };
    const first = await call('changeAddressConfirm', fields);
    expect(first.status).toBe(2301);
    expect(first.task).toMatchObject({ taskType: 'auth', block: true, taskData: { authMethod: ['pay'] } });
    const check = await h.post(path('authCheckTask'), {
      taskId: first.task.taskId,
      verifyCodeInfo: [{ authMethod: 'pay', code: FUND_PASSWORD }],
    });
    expect(check.body.status).toBe(200);
    const done = await call('changeAddressConfirm', {
      ...fields,
      taskResult: JSON.stringify({ taskId: first.task.taskId }),
    });
    expect(done.status).toBe(200);
    expect(done.result.changes[0].newAddress).toBe(NEW_LEGACY);
  });
});

describe('changeAddressBatchSubmit', () => {
  it('changes several orders with one code, all or none', async () => {
    const orders = await changeableOrders();
    expect(orders.length).toBeGreaterThanOrEqual(2);
    const orderNos = orders.map((o) => o.orderNo);
    const code = await emailCode();
    // One unknown order refuses the whole batch, and a duplicate is refused.
    expect(
      await call('changeAddressBatchSubmit', {
        orderNos: [...orderNos, 'P0000000'],
        address: NEW_SEGWIT,
        channel: 'email',
        code,
      }),
    ).toMatchObject({ status: 404, message: CHANGE_ADDRESS_ERRORS.notFound });
    expect(
      await call('changeAddressBatchSubmit', {
        orderNos: [orderNos[0], orderNos[0]],
        address: NEW_SEGWIT,
        channel: 'email',
        code,
      }),
    ).toMatchObject({ status: 400, message: CHANGE_ADDRESS_ERRORS.duplicate });
    expect((await info()).history).toEqual([]);
    const reply = await call('changeAddressBatchSubmit', { orderNos, address: NEW_SEGWIT, channel: 'email', code });
    expect(reply.status).toBe(200);
    const result = reply.result as ChangeAddressResult;
    expect(result.changes.map((c) => c.orderNo).sort()).toEqual([...orderNos].sort());
    const after = await info();
    expect(after.orders.filter((o) => o.changeable).every((o) => o.payoutAddress === NEW_SEGWIT)).toBe(true);
    expect(after.history).toHaveLength(orderNos.length);
    expect(after.saved.find((s) => s.address === NEW_SEGWIT)?.orderCount).toBe(orderNos.length);
  });

  it('refuses an empty list', async () => {
    const reply = await h.post(
      path('changeAddressBatchSubmit'),
      { orderNos: [], address: NEW_SEGWIT, channel: 'email', code: '123456' },
      { token },
    );
    expect(reply.body.status).toBe(400);
  });
});

interface MiningView {
  payouts: Array<{ sats: number; throughDate: string; sentAt: string }>;
  days: Array<{ date: string; sats: number; paid: boolean }>;
}
const mining = async () => (await h.get(`/__sandbox/mining?account=${encodeURIComponent(ACCOUNT)}`)).body as MiningView;

describe('the payout hold in the settlement', () => {
  it('sends no payout for 72 h after a change, then pays everything that accumulated', async () => {
    // A big plan, so every day's output is above the payout threshold by itself.
    const fixture = await h.postJson('/__sandbox/orders', {
      account: ACCOUNT,
      orders: [{ goodsId: FULL_PLAN, state: 'running', quantity: 100, serviceFeeDaysLeft: 200 }],
    });
    expect(fixture.http, JSON.stringify(fixture.body)).toBe(200);
    // Without a change, each of the next days is paid at the following 00:00 UTC.
    const before = await mining();
    h.clock.advance(2 * DAY_MS);
    const control = await mining();
    const newPayouts = control.payouts.slice(before.payouts.length);
    expect(newPayouts).toHaveLength(2);

    const changedAt = h.clock.now();
    const [order] = await changeableOrders();
    const code = await emailCode();
    const changed = await call('changeAddressConfirm', {
      orderNo: order?.orderNo,
      address: NEW_SEGWIT,
      channel: 'email',
      code,
    });
    const holdUntil = Date.parse(changed.result.holdUntil);
    expect(holdUntil).toBe(changedAt + RESEND_WINDOW_MS + PAYOUT_HOLD_MS);

    h.clock.advance(2 * DAY_MS);
    // Inside the hold, the dashboard says why the balance waits, and until when.
    const heldCount = await call('hashrateCount', { currency: 'BTC' });
    expect(heldCount.result).toMatchObject({
      unpaidReason: 'addressHold',
      payoutHeldUntil: new Date(holdUntil).toISOString(),
    });
    h.clock.advance(DAY_MS);
    const held = await mining();
    // Three midnights passed inside the hold: nothing was sent, the days wait unpaid.
    expect(held.payouts).toHaveLength(control.payouts.length);
    const waiting = held.days.filter((d) => !d.paid && d.sats > 0);
    expect(waiting.length).toBeGreaterThanOrEqual(3);

    h.clock.advance(DAY_MS);
    const after = await mining();
    const released = await call('hashrateCount', { currency: 'BTC' });
    expect(released.result.payoutHeldUntil).toBeNull();
    expect(released.result.unpaidReason).not.toBe('addressHold');
    const sent = after.payouts.slice(control.payouts.length);
    expect(sent).toHaveLength(1);
    expect(Date.parse(sent[0]?.sentAt ?? '')).toBeGreaterThanOrEqual(holdUntil);
    // The first payout after the hold carries every day that waited.
    const sameDays = after.days.filter((d) => d.sats > 0 && waiting.some((w) => w.date === d.date));
    expect(sameDays.every((d) => d.paid)).toBe(true);
    expect(sent[0]?.sats).toBeGreaterThanOrEqual(waiting.reduce((sum, d) => sum + d.sats, 0));
  });

  it('never holds a payout that was due before the change, even when its day is settled later', async () => {
    await h.postJson('/__sandbox/orders', {
      account: ACCOUNT,
      orders: [{ goodsId: FULL_PLAN, state: 'running', quantity: 100, serviceFeeDaysLeft: 200 }],
    });
    await mining();
    const count = (await mining()).payouts.length;
    // Two days pass unread (not settled), then the change is made.
    h.clock.advance(2 * DAY_MS);
    const [order] = await changeableOrders();
    const code = await emailCode();
    await call('changeAddressConfirm', { orderNo: order?.orderNo, address: NEW_SEGWIT, channel: 'email', code });
    const after = await mining();
    expect(after.payouts.length).toBe(count + 2);
  });
});
