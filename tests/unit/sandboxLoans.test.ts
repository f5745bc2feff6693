import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  collateralValueCents,
  LTV_THRESHOLDS,
  liquidationPriceCents,
  ltvBp,
  ltvLevel,
} from '../../runtime/domain/loans.ts';
import {
  LOAN_ERRORS,
  LOAN_RULES,
  type LoanOrder,
  type LoanRepayInfo,
  type LtvDay,
} from '../../runtime/http/contract/loans.ts';
import { type CallName, contract } from '../../runtime/http/contract.ts';
import { type Harness, loginWithPassword, startSandbox } from './sandboxHarness.ts';

/**
 * The service-fee loan in the sandbox (issue #18): eligibility with its reasons, turning it on behind the pay
 * verification and off, the 24 h wait before turning it on again, the settlement paying exactly 3 days on the
 * right day, interest, LTV and collateral, and repayments that never exceed what is owed, once per request id.
 */
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const ACCOUNT = 'secure@example.com';
const PASSWORD = 'Secure2024';
const FUND_PASSWORD = '135790';
/** 10 units of 200 TH at 0.0499 USD per TH per day: 99.80 USD a day, 299.40 for the loan's 3 days. */
const THREE_DAYS_CENTS = 29_940;

let h: Harness;
let token = '';
beforeAll(async () => {
  h = await startSandbox();
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.post('/__sandbox/reset', {});
  await h.postJson('/__sandbox/challenges', { rules: [] });
  await h.postJson('/__sandbox/wallet', {
    account: ACCOUNT,
    balanceUsd: '1000.00',
    points: '500.00',
    fundPassword: FUND_PASSWORD,
  });
  await h.postJson('/__sandbox/orders', { account: ACCOUNT, clear: true });
  token = await loginWithPassword(h, ACCOUNT, PASSWORD);
});
// Whatever a test did, money was only moved: every transaction and the whole ledger sum to zero.
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

/** The pay verification a call asks for, answered with the fund password: the retry's fields. */
async function passTask(name: CallName, fields: Record<string, unknown>) {
  const first = await call(name, fields);
  expect(first.status, JSON.stringify(first)).toBe(2301);
  expect(first.task).toMatchObject({ taskType: 'auth', block: true, taskData: { authMethod: ['pay'] } });
  const check = await h.post(path('authCheckTask'), {
    taskId: first.task.taskId,
    verifyCodeInfo: [{ authMethod: 'pay', code: FUND_PASSWORD }],
  });
  expect(check.body.status).toBe(200);
  return { ...fields, taskResult: JSON.stringify({ taskId: first.task.taskId }) };
}

/** A call that moves money, through its verification task as the client does it. */
async function verified(name: CallName, fields: Record<string, unknown>) {
  return call(name, await passTask(name, fields));
}

interface LoanFixture {
  quantity?: number;
  daysRun?: number;
  paidDays?: number;
  loanOnDaysAgo?: number;
  loanOffHoursAgo?: number;
}
async function loanOrder(spec: LoanFixture = {}, account = ACCOUNT): Promise<{ orderNo: string; loanId: string }> {
  const reply = await h.postJson('/__sandbox/loans', { account, ...spec });
  expect(reply.http, JSON.stringify(reply.body)).toBe(200);
  return reply.body;
}

interface FixtureLoan {
  loanId: string;
  orderNo: string;
  enabled: boolean;
  principalCents: number;
  interestCents: number;
  collateralSats: number;
  disbursements: { date: string; days: number; amountCents: number; ltvBp: number | null }[];
  repayments: { amountCents: number; interestCents: number; principalCents: number }[];
}
async function loansOf(account = ACCOUNT): Promise<FixtureLoan[]> {
  return (await h.get(`/__sandbox/loans?account=${encodeURIComponent(account)}`)).body.loans;
}
const list = async (as = token) => (await call('loanList', {}, as)).result as { orders: LoanOrder[] };
const orderOf = async (orderNo: string) => (await list()).orders.find((o) => o.orderNo === orderNo) as LoanOrder;
const cents = (usd: string) => Math.round(Number(usd) * 100);
const dateOf = (at: number) => new Date(at).toISOString().slice(0, 10);

async function advanceDays(days: number): Promise<void> {
  const reply = await h.postJson('/__sandbox/mining/advance', { days });
  expect(reply.http).toBe(200);
  // The sandbox clock moved past the session's 7 days maybe: sign in again.
  token = await loginWithPassword(h, ACCOUNT, PASSWORD);
}

/** The sandbox's clock (the harness's plus what the mining fixture advanced it by). */
const sandboxNow = async () => Date.parse((await h.get(`/__sandbox/loans?account=${ACCOUNT}`)).body.now);

/** Today's BTC price in cents per BTC, from the network series at the sandbox's clock. */
const todaysPrice = async () => {
  const date = dateOf(await sandboxNow());
  const [network] = (await h.get(`/__sandbox/mining/network?from=${date}&to=${date}`)).body.days;
  return cents(network.btcPriceUsd);
};

describe('eligibility', () => {
  it('lists full plans with each unmet rule named: 2,000 T, 30 days running, 10 days prepaid, running', async () => {
    const eligible = await loanOrder({ quantity: 10, daysRun: 30, paidDays: 40 });
    const small = await loanOrder({ quantity: 9, daysRun: 30, paidDays: 40 });
    const young = await loanOrder({ quantity: 10, daysRun: 29, paidDays: 40 });
    const short = await loanOrder({ quantity: 10, daysRun: 40, paidDays: 49 });
    const none = await loanOrder({ quantity: 1, daysRun: 5, paidDays: 9 });
    const [pending] = (
      await h.postJson('/__sandbox/orders', {
        account: ACCOUNT,
        orders: [
          { goodsId: 'g-full-s21-360', state: 'pendingStart', quantity: 10 },
          // All-inclusive plans take no service-fee loan: not listed.
          { goodsId: 'g-easy-s21-180', state: 'running' },
        ],
      })
    ).body.orderNos as string[];
    const orders = (await list()).orders;
    const reasons = (no: string) => orders.find((o) => o.orderNo === no)?.reasons;
    expect(orders).toHaveLength(6);
    expect(orders.find((o) => o.orderNo === eligible.orderNo)).toMatchObject({
      eligible: true,
      reasons: [],
      hashrateTh: 2000,
      daysRunning: 30,
      serviceFeeDaysLeft: 10,
      loan: null,
    });
    expect(reasons(small.orderNo)).toEqual(['hashrate']);
    expect(reasons(young.orderNo)).toEqual(['daysRunning']);
    expect(reasons(short.orderNo)).toEqual(['prepaidDays']);
    expect(reasons(none.orderNo)).toEqual(['hashrate', 'daysRunning', 'prepaidDays']);
    expect(reasons(pending as string)).toEqual(['notRunning', 'daysRunning']);
  });

  it('seeds loans@example.com with an eligible plan, an ineligible one and a loan that has paid fees', async () => {
    const own = await loginWithPassword(h, 'loans@example.com', 'Loans2024!');
    const orders = (await list(own)).orders;
    expect(orders).toHaveLength(3);
    expect(orders.filter((o) => o.eligible)).toHaveLength(1);
    expect(orders.find((o) => o.quantity === 2)?.reasons).toEqual(['hashrate', 'daysRunning', 'prepaidDays']);
    const withLoan = orders.find((o) => o.loan !== null);
    expect(withLoan?.loan).toMatchObject({ enabled: true });
    expect(withLoan?.loan?.disbursements).toBeGreaterThan(0);
    const [loan] = await loansOf('loans@example.com');
    // 12 units: 2,400 TH × 0.0499 × 3 days each time.
    for (const disbursement of loan?.disbursements ?? []) {
      expect(disbursement).toMatchObject({ days: 3, amountCents: 35_928 });
    }
    expect(loan?.collateralSats).toBeGreaterThan(0);
    expect(withLoan?.suspended).toBe(false);
  });
});

describe('turning the loan on and off', () => {
  it('turns on behind the pay verification, off without it; turning on again waits 24 h', async () => {
    const { orderNo } = await loanOrder();
    const on = await verified('loanEnable', { orderNo });
    expect(on.status, on.message).toBe(200);
    expect(on.result.loan).toMatchObject({ enabled: true, enableAfter: null, owedUsd: '0.00', level: 'none' });
    // Turning on what is on answers as it is.
    expect((await verified('loanEnable', { orderNo })).result.loan.enabled).toBe(true);

    const off = await call('loanDisable', { orderNo });
    expect(off.status).toBe(200);
    const offAt = await sandboxNow();
    expect(off.result.loan).toMatchObject({
      enabled: false,
      enableAfter: new Date(offAt + 24 * HOUR_MS).toISOString(),
    });

    // Inside the wait: refused with its own message, whatever the verification said.
    h.clock.advance(23 * HOUR_MS);
    const early = await verified('loanEnable', { orderNo });
    expect(early).toMatchObject({ status: 409, message: LOAN_ERRORS.wait, result: null });
    expect((await orderOf(orderNo)).loan?.enabled).toBe(false);

    h.clock.advance(HOUR_MS);
    const again = await verified('loanEnable', { orderNo });
    expect(again.status, again.message).toBe(200);
    expect(again.result.loan.enabled).toBe(true);
    const detail = (await call('loanDetail', { loanId: again.result.loan.loanId })).result;
    expect(detail.toggles.map((t: { enabled: boolean }) => t.enabled)).toEqual([true, false, true]);
  });

  it('refuses an order that is not eligible, an unknown one, and nothing without the fund password', async () => {
    const { orderNo } = await loanOrder({ quantity: 5 });
    expect(await verified('loanEnable', { orderNo })).toMatchObject({ status: 409, message: LOAN_ERRORS.notEligible });
    expect(await verified('loanEnable', { orderNo: 'P20990101000001' })).toMatchObject({
      status: 404,
      message: LOAN_ERRORS.notFound,
    });
    await h.postJson('/__sandbox/wallet', { account: ACCOUNT, fundPassword: null });
    const eligible = await loanOrder();
    expect(await call('loanEnable', { orderNo: eligible.orderNo })).toMatchObject({
      status: 403,
      message: LOAN_ERRORS.fundPassword,
    });
  });
});

describe('the settlement', () => {
  it('pays exactly 3 days on the day that starts with fewer than 3 left, once, and the plan is never suspended', async () => {
    // 40 days run, 52 paid: 12 left. The day that starts with 2 left is 10 days from today.
    const { orderNo } = await loanOrder({ quantity: 10, daysRun: 40, paidDays: 52 });
    expect((await verified('loanEnable', { orderNo })).status).toBe(200);
    const startOfToday = Math.floor((await sandboxNow()) / DAY_MS) * DAY_MS;

    await advanceDays(10);
    expect((await loansOf())[0]?.disbursements).toEqual([]);
    expect((await orderOf(orderNo)).serviceFeeDaysLeft).toBe(2);

    await advanceDays(1);
    const [loan] = await loansOf();
    expect(loan?.disbursements).toEqual([
      { date: dateOf(startOfToday + 10 * DAY_MS), days: 3, amountCents: THREE_DAYS_CENTS, ltvBp: 0 },
    ]);
    expect(loan?.principalCents).toBe(THREE_DAYS_CENTS);
    // 2 left + 3 paid − the day gone.
    expect((await orderOf(orderNo)).serviceFeeDaysLeft).toBe(4);
    // Interest of its first day: 299.40 × 1% ÷ 30 = 9.98 cents, rounded down.
    expect(loan?.interestCents).toBe(9);

    await advanceDays(2);
    const later = (await loansOf())[0];
    expect(later?.disbursements).toHaveLength(1);
    // Three days of interest on 299.40: 89,820 cent-days × 1% ÷ 30 = 29.94, rounded down once.
    expect(later?.interestCents).toBe(29);
    const mining = (await h.get(`/__sandbox/mining?account=${ACCOUNT}`)).body;
    expect(mining.days.filter((day: { state: string }) => day.state === 'suspended')).toEqual([]);
  });

  it('holds the output as collateral while the loan is on: not paid out, and paid, paying and unpaid still add up', async () => {
    const { orderNo } = await loanOrder({ quantity: 10, daysRun: 40, paidDays: 70 });
    expect((await verified('loanEnable', { orderNo })).status).toBe(200);
    await advanceDays(8);
    const now = await sandboxNow();
    const mining = (await h.get(`/__sandbox/mining?account=${ACCOUNT}`)).body;
    const [loan] = await loansOf();
    const pledgedDays = mining.days.filter((day: { date: string }) => day.date >= dateOf(now - 8 * DAY_MS));
    expect(loan?.collateralSats).toBe(pledgedDays.reduce((sum: number, day: { sats: number }) => sum + day.sats, 0));
    expect(loan?.collateralSats).toBeGreaterThan(0);
    for (const day of pledgedDays) expect(day.paid).toBe(false);
    expect(mining.paidSats + mining.payingSats + mining.unpaidSats).toBe(mining.totalSats);
    // The dashboard gives the loan as the reason the output waits, not the payout threshold.
    const count = (await call('hashrateCount', { currency: 'BTC' })).result;
    expect(count).toMatchObject({ unpaidReason: 'collateral' });
    const output = (await call('hashrateEverydayList', { currency: 'BTC', orderNo, pageNo: '1', pageSize: '5' }))
      .result;
    expect(output.data[0]).toMatchObject({ status: 'unpaid', reason: 'collateral' });
  });

  it('pays no further days while the LTV is 65% or more: the plan then stands still', async () => {
    // On since today with 4 days left: little collateral when it first pays, and the output about matches the
    // fee, so the LTV climbs towards 100% with each disbursement until the loan no longer pays.
    const { orderNo } = await loanOrder({ quantity: 10, daysRun: 40, paidDays: 44, loanOnDaysAgo: 0 });
    await advanceDays(20);
    const [loan] = await loansOf();
    expect(loan?.disbursements.length).toBeGreaterThan(0);
    for (const disbursement of loan?.disbursements ?? []) {
      expect(disbursement.ltvBp).toBeLessThan(LTV_THRESHOLDS.initialBp);
    }
    // Each settled day it stood still started with the loan's figures of the day before at 65% or more of the
    // collateral's worth at that day's price: the only reason a loan that is on does not pay.
    const mining = (await h.get(`/__sandbox/mining?account=${ACCOUNT}`)).body;
    const stopped = (mining.days as { orderNo: string; date: string; state: string }[]).filter(
      (day) => day.orderNo === orderNo && day.state === 'suspended',
    );
    expect(stopped.length).toBeGreaterThan(0);
    const { history } = (await call('loanLtv')).result as { history: LtvDay[] };
    for (const { date } of stopped) {
      const eve = history.find((day) => day.date === dateOf(Date.parse(`${date}T00:00:00Z`) - DAY_MS)) as LtvDay;
      const [network] = (await h.get(`/__sandbox/mining/network?from=${date}&to=${date}`)).body.days;
      const owed = cents(eve.principalUsd) + cents(eve.interestUsd);
      const sats = Math.round(Number(eve.collateralBtc) * 1e8);
      expect(ltvBp(owed, sats, cents(network.btcPriceUsd))).toBeGreaterThanOrEqual(LTV_THRESHOLDS.initialBp);
    }
  });
});

describe('LTV', () => {
  it('is (principal + interest) ÷ collateral at today’s price, with its level and liquidation price', async () => {
    await loanOrder({ quantity: 10, daysRun: 45, paidDays: 35, loanOnDaysAgo: 20 });
    const [loan] = await loansOf();
    expect(loan?.disbursements.length).toBeGreaterThan(0);
    const owed = (loan?.principalCents ?? 0) + (loan?.interestCents ?? 0);
    const sats = loan?.collateralSats ?? 0;
    const price = await todaysPrice();
    const ltv = (await call('loanLtv')).result;
    expect(ltv.figures).toMatchObject({
      owedUsd: (owed / 100).toFixed(2),
      collateralUsd: (collateralValueCents(sats, price) / 100).toFixed(2),
      ltvBp: ltvBp(owed, sats, price),
      level: ltvLevel(owed, sats, price),
      liquidationPriceUsd: ((liquidationPriceCents(owed, sats) ?? 0) / 100).toFixed(2),
    });
    expect(ltv.thresholds).toEqual({ initialBp: 6500, marginCallBp: 8000, liquidationBp: 9000 });
    // The history has every settled day since the loan was turned on, each at its day's price.
    expect(ltv.history).toHaveLength(20);
    const last = ltv.history.at(-1);
    expect(cents(last.principalUsd)).toBe(loan?.principalCents);
    expect(Math.round(Number(last.collateralBtc) * 1e8)).toBe(sats);
  });

  it('answers a loan of another account, and an unknown one, as no such loan', async () => {
    const own = await loginWithPassword(h, 'loans@example.com', 'Loans2024!');
    const theirs = (await list(own)).orders.find((o) => o.loan)?.loan?.loanId as string;
    expect((await call('loanDetail', { loanId: theirs }, own)).status).toBe(200);
    expect(await call('loanDetail', { loanId: theirs })).toMatchObject({ status: 404, message: LOAN_ERRORS.noLoan });
    expect(await call('loanDetail', { loanId: 'L00000000000000' })).toMatchObject({ status: 404 });
    expect(await call('loanRepayInfo', { orderNo: theirs.replace(/^L/, 'P') })).toMatchObject({ status: 404 });
  });
});

describe('repaying', () => {
  async function owing() {
    const { orderNo } = await loanOrder({ quantity: 10, daysRun: 45, paidDays: 35, loanOnDaysAgo: 20 });
    const info = (await call('loanRepayInfo', { orderNo })).result as LoanRepayInfo;
    expect(cents(info.owedUsd)).toBeGreaterThan(0);
    return { orderNo, info, owed: cents(info.owedUsd) };
  }
  const repay = (orderNo: string, amountUsd: string, payMethod = 'balance', requestId = `repay-${randomUUID()}`) =>
    verified('loanRepay', { orderNo, amountUsd, payMethod, requestId });

  it('never takes more than owed, interest first, and charges a request id once', async () => {
    const { orderNo, info, owed } = await owing();
    const more = await repay(orderNo, ((owed + 1) / 100).toFixed(2));
    expect(more).toMatchObject({ status: 400, message: LOAN_ERRORS.exceeds });
    expect(await repay(orderNo, '0')).toMatchObject({ status: 400, message: LOAN_ERRORS.amount });

    const requestId = `repay-${randomUUID()}`;
    const first = await repay(orderNo, '100.00', 'balance', requestId);
    expect(first.status, first.message).toBe(200);
    expect(first.result.repayment).toMatchObject({ amountUsd: '100.00', interestUsd: info.interestUsd });
    expect(cents(first.result.repayment.principalUsd)).toBe(10_000 - cents(info.interestUsd));
    expect(first.result.owedUsd).toBe(((owed - 10_000) / 100).toFixed(2));
    // The retry answers the same repayment and charges nothing more.
    const retry = await repay(orderNo, '100.00', 'balance', requestId);
    expect(retry.result.repayment.repaymentNo).toBe(first.result.repayment.repaymentNo);
    const after = (await call('loanRepayInfo', { orderNo })).result as LoanRepayInfo;
    expect(after.balanceUsd).toBe('900.00');
    expect(cents(after.owedUsd)).toBe(owed - 10_000);
    // The same key for another repayment is refused.
    expect(await repay(orderNo, '50.00', 'balance', requestId)).toMatchObject({
      status: 400,
      message: LOAN_ERRORS.requestId,
    });
    // More than the balance holds.
    await h.postJson('/__sandbox/wallet', { account: ACCOUNT, balanceUsd: '1.00' });
    expect(await repay(orderNo, '2.00')).toMatchObject({ status: 400, message: LOAN_ERRORS.balance });
  });

  it('concurrent repayments never repay more than owed', async () => {
    const { orderNo, owed } = await owing();
    await h.postJson('/__sandbox/wallet', { account: ACCOUNT, balanceUsd: '100000.00' });
    const part = Math.ceil((owed * 2) / 5);
    const ready = await Promise.all(
      [0, 1, 2, 3, 4].map(() =>
        passTask('loanRepay', {
          orderNo,
          amountUsd: (part / 100).toFixed(2),
          payMethod: 'balance',
          requestId: `repay-${randomUUID()}`,
        }),
      ),
    );
    const replies = await Promise.all(ready.map((fields) => call('loanRepay', fields)));
    const done = replies.filter((reply) => reply.status === 200);
    expect(done).toHaveLength(2);
    for (const reply of replies.filter((r) => r.status !== 200)) expect(reply.message).toBe(LOAN_ERRORS.exceeds);
    const [loan] = await loansOf();
    expect(loan?.repayments.reduce((sum, r) => sum + r.amountCents, 0)).toBe(2 * part);
    expect((loan?.principalCents ?? 0) + (loan?.interestCents ?? 0)).toBe(owed - 2 * part);
  });

  it('repaying everything with points releases the collateral to the normal payouts', async () => {
    const { orderNo, owed } = await owing();
    await h.postJson('/__sandbox/wallet', { account: ACCOUNT, points: '5000.00' });
    await call('loanDisable', { orderNo });
    const held = (await loansOf())[0]?.collateralSats ?? 0;
    expect(held).toBeGreaterThan(0);
    const all = await repay(orderNo, (owed / 100).toFixed(2), 'points');
    expect(all.status, all.message).toBe(200);
    expect(all.result).toMatchObject({ owedUsd: '0.00', collateralReleased: true });
    expect((await loansOf())[0]).toMatchObject({ principalCents: 0, interestCents: 0, collateralSats: 0 });
    expect(await repay(orderNo, '1.00')).toMatchObject({ status: 409, message: LOAN_ERRORS.nothingOwed });
    // The released output goes with the next payout (the sum is far above the 0.005 BTC threshold).
    await advanceDays(1);
    const mining = (await h.get(`/__sandbox/mining?account=${ACCOUNT}`)).body;
    expect(mining.unpaidSats).toBe(0);
    expect(mining.paidSats + mining.payingSats).toBe(mining.totalSats);
    // The points history names it.
    const points = (await call('pointsHistory', { type: 'spent', pageNo: '1', pageSize: '10' })).result;
    expect(points.data[0]).toMatchObject({ source: 'loanRepayment', amount: `-${(owed / 100).toFixed(2)}` });
  });
});

describe('the rules in the contract', () => {
  it('are the issue’s numbers', () => {
    expect(LOAN_RULES).toMatchObject({
      minThPerUnit: 2000,
      minDaysRunning: 30,
      minPrepaidDays: 10,
      thresholdDays: 3,
      payDays: 3,
      reenableWaitHours: 24,
    });
  });
});
