import { randomUUID } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { settledDaySats } from '../../runtime/domain/mining.ts';
import { RENEW_WINDOW_DAYS, satsOfUsdCents } from '../../runtime/domain/renew.ts';
import { type Cashier, CHECKOUT_ERRORS } from '../../runtime/http/contract/checkout.ts';
import {
  ELEC_WITHHOLD_ERRORS,
  type ElecWithholdOrder,
  type ElecWithholdRecord,
  RENEW_ERRORS,
  type RenewInfo,
  type RenewOrder,
} from '../../runtime/http/contract/renew.ts';
import { type CallName, contract } from '../../runtime/http/contract.ts';
import { dayOf, dayStart, seriesDay, uptimeBp } from '../../sandbox/features/mining/network.ts';
import { createLedger, HOUSE_MINING, HOUSE_REVENUE } from '../../sandbox/features/wallet/ledger.ts';
import { type Harness, loginWithPassword, startSandbox } from './sandboxHarness.ts';

/**
 * Renewals and electricity withholding (issue #18): which plans can be renewed (the last 7 UTC days of a running
 * plan, not the free trial nor goods no longer sold), the price (TH × the goods' hashrate fee × days), a renewal
 * paid through the cashier extends its plan exactly once and by exactly its days; withholding takes the day's fee
 * in sats at that day's BTC price off the output, suspends the plan when the output cannot cover it, and a year of
 * such days keeps the settlement's sums exact.
 */
const DAY_MS = 86_400_000;
const ACCOUNT = 'secure@example.com';
const TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';
let h: Harness;
let token = '';
beforeAll(async () => {
  h = await startSandbox();
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.post('/__sandbox/reset', {});
  await h.postJson('/__sandbox/challenges', { rules: [] });
  // secure@: fund password 135790, an authenticator, 5,000.00 USD and 300.00 points, 2 running orders.
  await h.postJson('/__sandbox/orders', { account: ACCOUNT, clear: true });
  token = await loginWithPassword(h, ACCOUNT, 'Secure2024');
});
afterEach(async () => {
  expect((await h.get('/__sandbox/ledger')).body).toMatchObject({ sumCents: 0, unbalanced: [] });
});

const path = (name: CallName) => contract[name].path;
async function call(name: CallName, fields: Record<string, unknown> = {}, as = token) {
  const reply =
    contract[name].method === 'GET'
      ? await h.get(`${path(name)}?${new URLSearchParams(fields as Record<string, string>)}`, { token: as })
      : await h.post(path(name), fields, { token: as });
  expect(contract[name].response.safeParse(reply.body).success, JSON.stringify(reply.body)).toBe(true);
  return reply.body;
}
async function result<T>(name: CallName, fields: Record<string, unknown> = {}): Promise<T> {
  const body = await call(name, fields);
  expect(body.status, body.message).toBe(200);
  return body.result as T;
}

interface NearEnd {
  goodsId: string;
  daysLeft: number;
  quantity?: number;
  serviceFeeDaysLeft?: number;
  autoDeduct?: boolean;
  withhold?: boolean;
}
async function nearEnd(...orders: NearEnd[]): Promise<string[]> {
  const reply = await h.postJson('/__sandbox/renew/orders', { account: ACCOUNT, orders });
  expect(reply.http, JSON.stringify(reply.body)).toBe(200);
  return reply.body.orderNos;
}
async function fixtureOrders(orders: Array<Record<string, unknown>>): Promise<string[]> {
  const reply = await h.postJson('/__sandbox/orders', { account: ACCOUNT, orders });
  expect(reply.http, JSON.stringify(reply.body)).toBe(200);
  return reply.body.orderNos;
}
const info = (orderNo: string) => result<RenewInfo>('renewInfo', { orderNo });
async function renew(orderNo: string, days: number, requestId = `renew-${randomUUID()}`) {
  return (await call('renewCreate', { requestId, orderNo, days })) as {
    status: number;
    message: string;
    result: { orderNo: string; totalUsd: string; zero: boolean } | null;
  };
}
/** Pays from the balance or points behind the fund password (the verification task answered). */
async function pay(orderNo: string, payMethod: 'balance' | 'points', requestId = `pay-${randomUUID()}`) {
  const fields = { orderNo, payMethod, requestId };
  const first = await call('orderPay', fields);
  if (first.status !== 2301) return first;
  const check = await h.post(path('authCheckTask'), {
    taskId: first.task.taskId,
    verifyCodeInfo: [{ authMethod: 'pay', code: '135790' }],
  });
  expect(check.body.status).toBe(200);
  return call('orderPay', { ...fields, taskResult: JSON.stringify({ taskId: first.task.taskId }) });
}
const balance = async () => Number((await result<Cashier>('orderCashier', { orderNo: lastRenewal })).balanceUsd);
let lastRenewal = '';

describe('renewal eligibility', () => {
  it('lists running plans in their last 7 days, soonest end first, and says why others cannot be renewed', async () => {
    const [threeDays, farAway, discontinued, oneDay] = (await nearEnd(
      { goodsId: 'g-full-s21-360', daysLeft: 3 },
      { goodsId: 'g-easy-s21-180', daysLeft: 20 },
      { goodsId: 'g-discontinued', daysLeft: 5 },
      { goodsId: 'g-stable-s21-30', daysLeft: 1 },
    )) as [string, string, string, string];
    const [ended, trial, unpaid] = (await fixtureOrders([
      { goodsId: 'g-stable-s21-30', state: 'ended' },
      { goodsId: 'g-free-trial', state: 'running' },
      { goodsId: 'g-easy-s21-180', state: 'unpaid' },
    ])) as [string, string, string];
    const list = await result<{ windowDays: number; orders: RenewOrder[] }>('renewList');
    expect(list.windowDays).toBe(RENEW_WINDOW_DAYS);
    // The free trial (3 days) is running and near its end, but never renewable; the soonest end leads.
    expect(list.orders.map((o) => o.orderNo).sort()).toEqual([oneDay, trial, threeDays, discontinued].sort());
    const ends = list.orders.map((o) => Date.parse(o.endAt ?? ''));
    expect(ends).toEqual([...ends].sort((a, b) => a - b));
    expect(list.orders[0]?.orderNo).toBe(oneDay);
    const byNo = new Map(list.orders.map((o) => [o.orderNo, o]));
    expect(byNo.get(threeDays)).toMatchObject({ daysLeft: 3, renewable: true, refusal: null, status: 'running' });
    expect(byNo.get(oneDay)).toMatchObject({ daysLeft: 1, renewable: true });
    expect(byNo.get(discontinued)).toMatchObject({ renewable: false, refusal: 'discontinued' });
    expect(byNo.get(trial)).toMatchObject({ renewable: false, refusal: 'freeTrial' });
    const today = dayStart(dayOf(h.clock.now()));
    expect(byNo.get(threeDays)?.endAt).toBe(new Date(today + 3 * DAY_MS).toISOString());

    expect(await info(farAway)).toMatchObject({
      renewable: false,
      refusal: 'window',
      daysLeft: 20,
      opensAt: new Date(today + 13 * DAY_MS).toISOString(),
      options: [],
    });
    expect(await info(ended)).toMatchObject({ renewable: false, refusal: 'ended', options: [] });
    expect(await info(unpaid)).toMatchObject({ renewable: false, refusal: 'unpaid' });
    for (const [orderNo, refusal] of [
      [farAway, 'window'],
      [ended, 'ended'],
      [trial, 'freeTrial'],
      [discontinued, 'discontinued'],
      [unpaid, 'unpaid'],
    ] as const) {
      expect(await renew(orderNo, 30)).toMatchObject({ status: 409, message: RENEW_ERRORS[refusal] });
    }
  });

  it("answers another account's order and an unknown one as not found", async () => {
    const [mine] = await nearEnd({ goodsId: 'g-full-s21-360', daysLeft: 3 });
    const alice = await loginWithPassword(h, 'alice@example.com', 'Alice2024!');
    for (const orderNo of [mine, 'P20990101000001']) {
      const reply = await call('renewInfo', { orderNo }, alice);
      expect(reply).toMatchObject({ status: 404, message: RENEW_ERRORS.notFound, result: null });
      const create = await call('renewCreate', { requestId: `renew-${randomUUID()}`, orderNo, days: 30 }, alice);
      expect(create).toMatchObject({ status: 404, message: RENEW_ERRORS.notFound });
    }
    expect((await h.get(path('renewList'))).http).toBe(401);
  });
});

describe('renewal price and payment', () => {
  it("offers the goods' terms up to the plan's own, each at TH × the hashrate fee per TH per day × days", async () => {
    const [full, stable] = await nearEnd(
      { goodsId: 'g-full-s21-360', daysLeft: 3, quantity: 2 },
      { goodsId: 'g-stable-s21-30', daysLeft: 2 },
    );
    const fullInfo = await info(full as string);
    // 400 TH × 0.0541 USD × 30 days = 649.20 USD.
    expect(fullInfo.hashrateFeePerThDayUsd).toBe('0.0541');
    expect(fullInfo.options.map((o) => [o.days, o.hashrateFeeUsd])).toEqual([
      [30, '649.20'],
      [60, '1298.40'],
      [90, '1947.60'],
      [180, '3895.20'],
      [360, '7790.40'],
    ]);
    const end = Date.parse(fullInfo.endAt ?? '');
    expect(fullInfo.options[0]?.newEndAt).toBe(new Date(end + 30 * DAY_MS).toISOString());
    // The service fee is not part of a renewal: the full plan keeps paying it by the day (400 TH × 0.0499).
    expect(fullInfo).toMatchObject({ serviceFeePerThDayUsd: '0.0499', serviceFeePerDayUsd: '19.96' });
    const stableInfo = await info(stable as string);
    // 20 TH × 0.068 USD × 30 days = 40.80 USD; a 30-day plan is offered 30 days only.
    expect(stableInfo.options.map((o) => [o.days, o.hashrateFeeUsd])).toEqual([[30, '40.80']]);
    expect(stableInfo.serviceFeePerDayUsd).toBeNull();
    expect(await renew(stable as string, 60)).toMatchObject({ status: 400, message: RENEW_ERRORS.days });
    const placed = await renew(stable as string, 30);
    expect(placed.result).toMatchObject({ totalUsd: '40.80', zero: false });
    expect(placed.result?.orderNo).toMatch(/^R\d{14}$/);
  });

  it('extends the same order once, by exactly the days paid, however often the payment is sent', async () => {
    const [orderNo] = (await nearEnd({ goodsId: 'g-full-s21-360', daysLeft: 3 })) as [string];
    const before = await info(orderNo);
    const requestId = `renew-${randomUUID()}`;
    const placed = await renew(orderNo, 60, requestId);
    expect(placed.status, placed.message).toBe(200);
    lastRenewal = placed.result?.orderNo ?? '';
    // A double click places nothing new: the same renewal; another renewal waits for this one.
    expect((await renew(orderNo, 60, requestId)).result?.orderNo).toBe(lastRenewal);
    expect(await renew(orderNo, 30)).toMatchObject({ status: 409, message: RENEW_ERRORS.pending });
    expect((await info(orderNo)).pendingRenewal).toMatchObject({ renewNo: lastRenewal, days: 60, totalUsd: '649.20' });

    const cashier = await result<Cashier>('orderCashier', { orderNo: lastRenewal });
    expect(cashier).toMatchObject({
      kind: 'renew',
      state: 'awaiting',
      totalUsd: '649.20',
      durationDays: 60,
      renewal: { planOrderNo: orderNo, days: 60, hashrateFeePerThDayUsd: '0.0541', endAt: before.endAt },
    });
    // Within the cashier's 30 minutes (the plan ends later).
    expect(Date.parse(cashier.payExpireAt) - h.clock.now()).toBe(30 * 60_000);
    const startBalance = await balance();

    const payRequest = `pay-${randomUUID()}`;
    expect(await pay(lastRenewal, 'balance', payRequest)).toMatchObject({ status: 200, result: { state: 'paid' } });
    // The same payment again (a retry) answers the first outcome; another payment is refused.
    expect(await pay(lastRenewal, 'balance', payRequest)).toMatchObject({ status: 200, result: { state: 'paid' } });
    expect(await pay(lastRenewal, 'points')).toMatchObject({ status: 409, message: CHECKOUT_ERRORS.paid });
    expect(await balance()).toBeCloseTo(startBalance - 649.2, 2);

    const after = await info(orderNo);
    expect(Date.parse(after.endAt ?? '') - Date.parse(before.endAt ?? '')).toBe(60 * DAY_MS);
    expect(after.daysLeft).toBe(63);
    expect(after.pendingRenewal).toBeNull();
    expect(after).toMatchObject({ renewable: false, refusal: 'window' });
    expect(after.renewals).toEqual([
      expect.objectContaining({
        renewNo: lastRenewal,
        days: 60,
        totalUsd: '649.20',
        payMethod: 'balance',
        endBefore: before.endAt,
        endAfter: after.endAt,
      }),
    ]);
    // The order's term grew too: its service fee can be paid for the renewed days.
    const detail = (await call('orderDetail', { orderNo })).result as { durationDays: number; endAt: string };
    expect(detail).toMatchObject({ durationDays: 420, endAt: after.endAt });
    const fees = (await call('serviceFeeInfo', { orderNos: orderNo })).result as { orders: Array<{ maxDays: number }> };
    expect(fees.orders[0]?.maxDays).toBe(60);
    expect(await result<Cashier>('orderCashier', { orderNo: lastRenewal })).toMatchObject({
      state: 'paid',
      renewal: { endAt: before.endAt, newEndAt: after.endAt },
    });
  });

  it('paid in crypto, extends once; a second transfer becomes remain funds', async () => {
    const [orderNo] = (await nearEnd({ goodsId: 'g-easy-s21-180', daysLeft: 2 })) as [string];
    const before = await info(orderNo);
    const renewNo = (await renew(orderNo, 30)).result?.orderNo as string;
    await call('cashierAddress', { orderNo: renewNo, coin: 'USDT', network: 'TRC20' });
    const first = await h.postJson('/__sandbox/chain/pay', { orderNo: renewNo, part: 'full' });
    expect(first.body).toMatchObject({ credited: true, state: 'paid' });
    const again = await h.postJson('/__sandbox/chain/pay', { orderNo: renewNo, part: 'over' });
    expect(again.body).toMatchObject({ credited: true, state: 'paid' });
    expect(Number(again.body.remainUsd)).toBeGreaterThan(0);
    const after = await info(orderNo);
    expect(Date.parse(after.endAt ?? '') - Date.parse(before.endAt ?? '')).toBe(30 * DAY_MS);
    expect(after.renewals).toHaveLength(1);
  });

  it('expires with the plan: a renewal not paid before the plan ends extends nothing', async () => {
    // A plan whose farm has no outage on its last day (an outage day would extend it by a day).
    const today = dayOf(h.clock.now());
    const goodsId =
      [
        ['g-easy-s21-180', 'Antminer S21'],
        ['g-easy-s19xp-90', 'Antminer S19XP'],
        ['g-stable-s21xp-60', 'Antminer S21 XP'],
      ].find(([, model]) => uptimeBp(today, model as string) === 10_000)?.[0] ?? 'g-easy-s21-180';
    const [orderNo] = (await nearEnd({ goodsId, daysLeft: 1 })) as [string];
    // 23:50 UTC of the plan's last day: 10 minutes before it ends.
    h.clock.advance(dayStart(dayOf(h.clock.now()) + 1) - 10 * 60_000 - h.clock.now());
    const end = (await info(orderNo)).endAt;
    const renewNo = (await renew(orderNo, 30)).result?.orderNo as string;
    const cashier = await result<Cashier>('orderCashier', { orderNo: renewNo });
    expect(cashier.payExpireAt).toBe(end);
    h.clock.advance(11 * 60_000);
    expect(await pay(renewNo, 'balance')).toMatchObject({ status: 409, message: CHECKOUT_ERRORS.expired });
    expect(await info(orderNo)).toMatchObject({ status: 'ended', endAt: end, refusal: 'ended', renewals: [] });
  });
});

const secure = { gaCode: () => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(TOTP_SECRET) }) };
/** Sets withholding through the real call: the verification task (the authenticator, secure@'s strongest factor). */
async function setWithhold(orderNo: string, enabled: boolean) {
  const fields = { orderNo, enabled };
  const first = await call('elecWithholdSet', fields);
  expect(first).toMatchObject({ status: 2301, task: { taskType: 'auth' } });
  expect(first.task.taskData.authMethod).toEqual(['ga']);
  const code = secure.gaCode().generate({ timestamp: h.clock.now() });
  const check = await h.post(path('authCheckTask'), {
    taskId: first.task.taskId,
    verifyCodeInfo: [{ authMethod: 'ga', code }],
  });
  expect(check.body.status, check.body.message).toBe(200);
  return call('elecWithholdSet', { ...fields, taskResult: JSON.stringify({ taskId: first.task.taskId }) });
}

interface MiningFixture {
  totalSats: number;
  unpaidSats: number;
  paidSats: number;
  payingSats: number;
  walletSats: number;
  payouts: Array<{ sats: number; credited: boolean }>;
  days: Array<{ orderNo: string; date: string; state: string; sats: number; uptimeBp: number }>;
}
const miningOf = async () =>
  (await h.get(`/__sandbox/mining?account=${encodeURIComponent(ACCOUNT)}`)).body as MiningFixture;
const withholdList = () =>
  result<{ orders: ElecWithholdOrder[]; records: ElecWithholdRecord[]; daysWithheld: number; withheldBtc: string }>(
    'elecWithholdList',
  );
const sats = (btc: string) => Math.round(Number(btc) * 1e8);
/** Moves the clock by whole days; the session expired meanwhile, so the account logs in again. */
async function advanceDays(days: number) {
  h.clock.advance(days * DAY_MS);
  token = await loginWithPassword(h, ACCOUNT, 'Secure2024');
}
/** S21 full plan, 200 TH a unit, Antpool 2.5%: the day's output before the fee, and the fee (9.98 USD) in sats. */
const dayFigures = (date: string, units = 1) => {
  const day = dayOf(Date.parse(`${date}T00:00:00Z`));
  const network = seriesDay(day);
  const gross = settledDaySats(network, String(200 * units), 250, uptimeBp(day, 'Antminer S21'));
  const feeCents = 998 * units;
  return {
    gross,
    feeCents,
    feeSats: satsOfUsdCents(feeCents, network.btcPriceCents),
    priceCents: network.btcPriceCents,
  };
};

describe('electricity withholding', () => {
  it('is a money setting: confirmed through the verification task; only paid full plans that have not ended', async () => {
    const [full, easy] = (await nearEnd(
      { goodsId: 'g-full-s21-360', daysLeft: 100 },
      { goodsId: 'g-easy-s21-180', daysLeft: 100 },
    )) as [string, string];
    expect(await setWithhold(full, true)).toMatchObject({ status: 200, result: { orderNo: full, enabled: true } });
    expect((await withholdList()).orders).toEqual([
      expect.objectContaining({ orderNo: full, enabled: true, feePerDayUsd: '9.98', hashrateTh: '200.00' }),
    ]);
    expect(await setWithhold(easy, true)).toMatchObject({ status: 409, message: ELEC_WITHHOLD_ERRORS.notEligible });
    expect(await setWithhold('P20990101000001', true)).toMatchObject({
      status: 404,
      message: ELEC_WITHHOLD_ERRORS.notFound,
    });
    expect(await setWithhold(full, false)).toMatchObject({ status: 200, result: { enabled: false } });
    expect((await withholdList()).orders[0]?.enabled).toBe(false);
  });

  it("takes the day's fee in sats at the day's price when the output covers it, else suspends the day", async () => {
    // 1 prepaid day left (today): from tomorrow on, every day is withheld or suspended.
    const [orderNo] = (await nearEnd({
      goodsId: 'g-full-s21-360',
      daysLeft: 200,
      serviceFeeDaysLeft: 1,
      withhold: true,
    })) as [string];
    const today = dayOf(h.clock.now());
    await advanceDays(41);
    const mining = await miningOf();
    const days = mining.days.filter((d) => d.orderNo === orderNo && dayOf(Date.parse(d.date)) > today);
    expect(days).toHaveLength(40);
    const list = await withholdList();
    const records = new Map(list.records.map((r) => [r.date, r]));
    let withheld = 0;
    let short = 0;
    let prepaid = 0;
    for (const day of days) {
      const figures = dayFigures(day.date);
      const record = records.get(day.date);
      if (!record) {
        // The day after an outage day is prepaid (the outage's compensation): mined in full, nothing withheld.
        prepaid += 1;
        expect(day.sats).toBe(figures.gross);
        continue;
      }
      expect(sats(record?.feeBtc ?? '')).toBe(figures.feeSats);
      expect(sats(record?.outputBtc ?? '')).toBe(figures.gross);
      expect(record?.feeUsd).toBe('9.98');
      expect(Math.round(Number(record?.btcPriceUsd) * 100)).toBe(figures.priceCents);
      if (figures.gross >= figures.feeSats) {
        withheld += 1;
        expect(record?.withheld).toBe(true);
        expect(day.state).not.toBe('suspended');
        expect(day.sats).toBe(figures.gross - figures.feeSats);
        expect(sats(record?.netBtc ?? '')).toBe(day.sats);
      } else {
        short += 1;
        expect(record?.withheld).toBe(false);
        expect(day).toMatchObject({ state: 'suspended', sats: 0 });
      }
    }
    // One prepaid day for each outage day that mined; the network series has both other kinds of days in 40.
    expect(prepaid).toBe(days.filter((d) => d.state === 'outage').length);
    expect(withheld).toBeGreaterThan(0);
    expect(short).toBeGreaterThan(0);
    expect(list.orders[0]).toMatchObject({ orderNo, daysWithheld: withheld, daysShort: short });
    expect(list.daysWithheld).toBe(withheld);
    const ledger = createLedger(h.sandbox.db);
    const feesTaken = list.records.filter((r) => r.withheld).reduce((sum, r) => sum + sats(r.feeBtc), 0);
    expect(sats(list.withheldBtc)).toBe(feesTaken);
    expect(ledger.balance(HOUSE_REVENUE, 'BTC')).toBe(feesTaken);
  });

  it('turned off, a day without a prepaid day is suspended as before; prepaid days are never withheld', async () => {
    const [orderNo] = (await nearEnd({
      goodsId: 'g-full-s21-360',
      daysLeft: 200,
      serviceFeeDaysLeft: 5,
      withhold: false,
    })) as [string];
    const today = dayOf(h.clock.now());
    await advanceDays(10);
    const days = (await miningOf()).days.filter((d) => d.orderNo === orderNo && dayOf(Date.parse(d.date)) >= today);
    // Today and 4 more were prepaid (an outage day among them gives one more); then the plan is suspended.
    expect(days.slice(0, 5).some((d) => d.state === 'suspended')).toBe(false);
    expect(days.at(-1)).toMatchObject({ state: 'suspended', sats: 0 });
    expect((await withholdList()).records).toEqual([]);
  });

  it('a year of withheld and suspended days keeps daily rows, payouts and the ledger exact', async () => {
    // Two units (400 TH) of a 360-day plan starting today, no prepaid day at all: every day goes through withholding.
    const [orderNo] = (await nearEnd({
      goodsId: 'g-full-s21-360',
      daysLeft: 360,
      quantity: 2,
      serviceFeeDaysLeft: 0,
      withhold: true,
    })) as [string];
    await advanceDays(380);
    const mining = await miningOf();
    const mine = mining.days.filter((d) => d.orderNo === orderNo);
    const list = await withholdList();
    const records = new Map(list.records.filter((r) => r.orderNo === orderNo).map((r) => [r.date, r]));
    // Every day of the order went through withholding but those an outage day prepaid (outage days extend the plan).
    const outages = mine.filter((d) => d.state === 'outage').length;
    expect(mine.length).toBe(360 + outages);
    expect(records.size).toBe(mine.length - outages);
    let expected = 0;
    let fees = 0;
    for (const day of mine) {
      const figures = dayFigures(day.date, 2);
      const record = records.get(day.date);
      if (!record) expected += figures.gross;
      else if (record.withheld) {
        expect(sats(record.feeBtc)).toBe(figures.feeSats);
        expected += figures.gross - figures.feeSats;
        fees += figures.feeSats;
      } else expect(day).toMatchObject({ state: 'suspended', sats: 0 });
    }
    expect(mine.reduce((sum, d) => sum + d.sats, 0)).toBe(expected);
    // The settlement's sums: every day's output is paid, paying or unpaid; payouts credited equal the wallet.
    expect(mining.days.reduce((sum, d) => sum + d.sats, 0)).toBe(mining.totalSats);
    expect(mining.paidSats + mining.payingSats + mining.unpaidSats).toBe(mining.totalSats);
    expect(mining.walletSats).toBe(mining.paidSats);
    expect(mining.payouts.filter((p) => p.credited).reduce((sum, p) => sum + p.sats, 0)).toBe(mining.walletSats);
    const ledger = createLedger(h.sandbox.db);
    expect(ledger.balance(HOUSE_REVENUE, 'BTC')).toBe(fees);
    expect(sats(list.withheldBtc)).toBe(fees);
    // house:mining paid out the credited payouts and the fees, in BTC.
    expect(ledger.balance(HOUSE_MINING, 'BTC')).toBe(-(mining.walletSats + fees));
    expect(list.orders).toEqual([]);
  });
});
