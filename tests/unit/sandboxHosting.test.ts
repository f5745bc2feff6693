import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  electricityCents,
  HOSTING_INVOICE_DUE_DAYS,
  HOSTING_PERIOD_DAYS,
  hostingInvoiceAmount,
} from '../../runtime/domain/hosting.ts';
import {
  HOSTING_ERRORS,
  type HostedMiner,
  type HostingInvoice,
  type HostingInvoices,
  type HostingSummary,
} from '../../runtime/http/contract/hosting.ts';
import { type CallName, contract } from '../../runtime/http/contract.ts';
import { sandboxPayoutAddress } from '../../sandbox/features/orders/bech32.ts';
import { type Harness, loginWithPassword, startSandbox } from './sandboxHarness.ts';

/**
 * Hosted miners (issue #18): the units of paid miner orders only, their status a function of the sandbox
 * clock, the 30-day hosting fee invoices by the stated formula, and paying one from the balance once only.
 */
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const HOSTING = 'hosting@example.com';
const FUND_PASSWORD = '135790';
const PASSWORDS: Record<string, string> = { [HOSTING]: 'Hosting2024', 'vip1@example.com': 'VipLevel1' };

let h: Harness;
let token = '';
beforeAll(async () => {
  h = await startSandbox();
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.post('/__sandbox/reset', {});
  await h.postJson('/__sandbox/challenges', { rules: [] });
  token = await signIn(HOSTING);
});
// Money was only moved: every transaction and the whole ledger sum to zero.
afterEach(async () => {
  expect((await h.get('/__sandbox/ledger')).body).toMatchObject({ sumCents: 0, unbalanced: [] });
});

const signIn = (email: string) => loginWithPassword(h, email, PASSWORDS[email] ?? '');

async function call(name: CallName, fields: Record<string, unknown> = {}, as = token) {
  const reply =
    contract[name].method === 'GET'
      ? await h.get(`${contract[name].path}?${new URLSearchParams(fields as Record<string, string>)}`, { token: as })
      : await h.post(contract[name].path, fields, { token: as });
  expect(contract[name].response.safeParse(reply.body).success, JSON.stringify(reply.body)).toBe(true);
  return reply.body;
}
const miners = async (as = token) =>
  (await call('hostingMiners', {}, as)).result as { asOf: string; miners: HostedMiner[]; summary: HostingSummary };
const invoices = async (as = token) => (await call('hostingInvoices', {}, as)).result as HostingInvoices;
const cents = (usd: string) => Math.round(Number(usd) * 100);

/** The payment's verification task passed: a `taskResult` for one retry of the payment. */
async function passedTask(fields: Record<string, unknown>, as = token): Promise<string> {
  const first = await call('hostingInvoicePay', fields, as);
  expect(first.status, JSON.stringify(first)).toBe(2301);
  expect(first.task).toMatchObject({ taskType: 'auth', block: true, taskData: { authMethod: ['pay'] } });
  const check = await h.post(contract.authCheckTask.path, {
    taskId: first.task.taskId,
    verifyCodeInfo: [{ authMethod: 'pay', code: FUND_PASSWORD }],
  });
  expect(check.body.status).toBe(200);
  return JSON.stringify({ taskId: first.task.taskId });
}

/** hostingInvoicePay as the client sends it: asked, verified, asked again with the task's result. */
async function pay(invoiceNo: string, requestId = `host-${randomUUID()}`) {
  const fields = { invoiceNo, requestId };
  return call('hostingInvoicePay', { ...fields, taskResult: await passedTask(fields) });
}
const debits = async (invoiceNo: string) =>
  (
    (await h.get(`/__sandbox/wallet?account=${HOSTING}`)).body.entries as Array<{
      reference: string;
      amountCents: number;
    }>
  ).filter((entry) => entry.reference === invoiceNo && entry.amountCents < 0);
const unpaid = async () => (await invoices()).invoices.find((invoice) => invoice.status === 'unpaid') as HostingInvoice;

describe('hostingMiners', () => {
  it("shows the seeded customer's 6 miners of one paid order in mixed states, the totals adding up", async () => {
    const { miners: list, summary } = await miners();
    expect(list).toHaveLength(6);
    const orderNo = list[0]?.orderNo as string;
    expect(list.map((m) => m.minerId)).toEqual(Array.from({ length: 6 }, (_, i) => `${orderNo}-0${i + 1}`));
    expect(list[0]).toMatchObject({
      modelId: 's21',
      modelName: 'Antminer S21',
      site: { name: 'Jamestown, North Dakota', country: 'US' },
      nominalTh: 200,
      nominalPowerW: 3500,
    });
    // The site's recorded incidents around the seed time.
    expect(list.slice(2).map((m) => m.status)).toEqual(['needsRepair', 'maintenance', 'underperforming', 'stopped']);
    for (const miner of list) {
      if (miner.status === 'working') expect(miner.actualTh).toBeGreaterThanOrEqual(0.9 * miner.nominalTh);
      if (miner.status === 'underperforming') {
        expect(miner.actualTh).toBeLessThan(0.9 * miner.nominalTh);
        expect(miner.actualTh).toBeGreaterThan(0);
      }
      if (['stopped', 'needsRepair', 'maintenance'].includes(miner.status)) {
        expect([miner.actualTh, miner.actualPowerW]).toEqual([0, 0]);
        expect(Date.parse(miner.lastSeenAt as string)).toBeLessThan(Date.parse(miner.onlineAt) + 200 * DAY_MS);
      }
      expect(miner.stoppedByInvoice).toBe(false);
    }
    const repair = list[2] as HostedMiner;
    // Needs repair since 36 h: last seen before the ticket.
    expect(Date.parse(repair.lastSeenAt as string)).toBeLessThanOrEqual(h.clock.now() - 36 * HOUR_MS);
    expect(Number(repair.uptimePercent)).toBe(0);
    const counted = Object.values(summary.byStatus).reduce((a, b) => a + b, 0);
    expect(counted).toBe(6);
    expect(summary.byStatus).toMatchObject({ needsRepair: 1, maintenance: 1, underperforming: 1, installing: 0 });
    expect(summary.nominalTh).toBe(1200);
    expect(summary.nominalKw).toBe(21);
    expect(summary.actualTh).toBeCloseTo(
      list.reduce((sum, m) => sum + m.actualTh, 0),
      2,
    );
    expect(summary.actualKw).toBeCloseTo(list.reduce((sum, m) => sum + m.actualPowerW, 0) / 1000, 2);
    expect(Number(summary.averageUptimePercent)).toBeCloseTo(
      list.reduce((sum, m) => sum + Number(m.uptimePercent), 0) / 6,
      1,
    );
  });

  it('is derived from paid miner orders only: an unpaid order hosts nothing, paying it hosts its units', async () => {
    const email = 'vip1@example.com';
    await h.postJson('/__sandbox/wallet', { account: email, balanceUsd: '10000.00' });
    const vip = await signIn(email);
    const created = await call(
      'minerOrderCreate',
      {
        requestId: `miner-${randomUUID()}`,
        batchId: '800000000604',
        quantity: 3,
        payoutAddress: sandboxPayoutAddress('hosting-test'),
        agreed: true,
      },
      vip,
    );
    expect(created.status, created.message).toBe(200);
    expect((await miners(vip)).miners).toEqual([]);
    expect((await invoices(vip)).invoices).toEqual([]);
    await h.postJson('/__sandbox/chain/pay', { orderNo: created.result.orderNo, part: 'full' });
    const hosted = await miners(vip);
    expect(hosted.miners.map((m) => m.minerId)).toEqual([1, 2, 3].map((unit) => `${created.result.orderNo}-0${unit}`));
    // Bought today: installed after the batch's estimated start, nothing hashing or charged yet.
    const start = Date.parse(
      `${(await h.get(`${contract.minerSaleDetail.path}?id=800000000604`)).body.result.estimatedStartOn}T00:00:00Z`,
    );
    for (const miner of hosted.miners) {
      expect(miner).toMatchObject({ status: 'installing', actualTh: 0, lastSeenAt: null, uptimePercent: '0.00' });
      expect(Date.parse(miner.onlineAt)).toBeGreaterThanOrEqual(start);
      expect(Date.parse(miner.onlineAt)).toBeLessThan(start + 3 * DAY_MS);
    }
    expect(hosted.summary).toMatchObject({ nominalTh: 0, actualTh: 0, averageUptimePercent: null });
    expect(hosted.summary.byStatus.installing).toBe(3);
    expect((await invoices(vip)).invoices).toEqual([]);
  });

  it('gives the same statuses, figures and series for the same clock, and moves with it', async () => {
    const first = await miners();
    const series = (await call('hostingSeries', { minerId: first.miners[0]?.minerId as string })).result;
    expect(await miners()).toEqual(first);
    h.clock.advance(5 * DAY_MS + 7 * HOUR_MS);
    const later = await miners();
    expect(later.miners.map((m) => m.actualTh)).not.toEqual(first.miners.map((m) => m.actualTh));
    h.clock.advance(-(5 * DAY_MS + 7 * HOUR_MS));
    expect(await miners()).toEqual(first);
    expect((await call('hostingSeries', { minerId: first.miners[0]?.minerId as string })).result).toEqual(series);
  });

  it('charts 24 h of 10-minute samples of a miner or of the fleet; an unknown miner is 404', async () => {
    const { miners: list } = await miners();
    const fleet = (await call('hostingSeries')).result;
    expect(fleet).toMatchObject({ minerId: null, intervalMinutes: 10, nominalTh: 1200 });
    expect(fleet.samples).toHaveLength(144);
    const per = await Promise.all(
      list.map(async (m) => (await call('hostingSeries', { minerId: m.minerId })).result.samples as { th: number }[]),
    );
    fleet.samples.forEach((sample: { th: number }, index: number) => {
      expect(sample.th).toBeCloseTo(
        per.reduce((sum, samples) => sum + (samples[index]?.th ?? 0), 0),
        2,
      );
    });
    // The last sample is the miner's figure now.
    list.forEach((miner, index) => {
      expect(per[index]?.at(-1)?.th).toBe(miner.actualTh);
    });
    const unknown = await call('hostingSeries', { minerId: 'M20990101000001-01' });
    expect(unknown).toMatchObject({ status: 404, message: HOSTING_ERRORS.minerNotFound });
  });

  it('needs a signed-in user', async () => {
    for (const name of ['hostingMiners', 'hostingSeries', 'hostingInvoices'] as const) {
      expect((await h.get(contract[name].path)).http).toBe(401);
    }
  });
});

describe('hostingInvoices', () => {
  it('bills every 30 days by the stated formula: electricity of the energy drawn, less credits, plus management', async () => {
    const { invoices: list, balanceUsd, fundPasswordSet } = await invoices();
    expect({ balanceUsd, fundPasswordSet }).toEqual({ balanceUsd: '1000.00', fundPasswordSet: true });
    expect(list.map((i) => i.status)).toEqual(['unpaid', 'paid', 'paid']);
    expect(list.map((i) => i.invoiceNo.slice(-3))).toEqual(['-03', '-02', '-01']);
    const stored = (await h.get(`/__sandbox/hosting?account=${HOSTING}`)).body.invoices as Array<{
      invoice_no: string;
      energy_wh: number;
    }>;
    for (const invoice of list) {
      const energyWh = stored.find((row) => row.invoice_no === invoice.invoiceNo)?.energy_wh as number;
      expect(invoice.energyKwh).toBe((energyWh / 1000).toFixed(3));
      expect(Date.parse(invoice.periodTo) - Date.parse(invoice.periodFrom)).toBe(HOSTING_PERIOD_DAYS * DAY_MS);
      expect(Date.parse(invoice.dueAt) - Date.parse(invoice.issuedAt)).toBe(HOSTING_INVOICE_DUE_DAYS * DAY_MS);
      // 6 miners of 3,500 W at most 101% for 30 days; at $0.055 per kWh.
      expect(energyWh).toBeLessThanOrEqual(6 * 3535 * 720);
      expect(energyWh).toBeGreaterThan(6 * 3500 * 720 * 0.5);
      expect(cents(invoice.electricityUsd)).toBe(electricityCents(energyWh, 550));
      expect(invoice.managementFeePercent).toBe('30.00');
      expect(cents(invoice.netUsd)).toBe(Math.max(0, cents(invoice.outputUsd) - cents(invoice.electricityUsd)));
      // Far from paying back 6 × $3,650: no management fee yet.
      expect(invoice.managementFeeUsd).toBe('0.00');
      expect(cents(invoice.amountUsd)).toBe(
        cents(invoice.electricityUsd) - cents(invoice.creditUsd) + cents(invoice.managementFeeUsd),
      );
    }
    const [third, second, first] = list as [HostingInvoice, HostingInvoice, HostingInvoice];
    // The first 30 days' electricity was prepaid at checkout (30 days at nominal power: more than was drawn).
    expect(first).toMatchObject({ creditReason: 'prepaid', amountUsd: '0.00', status: 'paid' });
    expect(first.creditUsd).toBe(first.electricityUsd);
    expect(second).toMatchObject({ creditReason: null, creditUsd: '0.00' });
    expect(third).toMatchObject({ status: 'unpaid', overdue: false, paidAt: null });
    expect(cents(third.amountUsd)).toBeGreaterThan(0);
  });

  it('computes the amount as stated: prepaid and deducted credits, the management fee only after payback', () => {
    const base = {
      energyWh: 1_000_000,
      electricityE4: 550,
      billing: 'prepaidMonthly' as const,
      prepaidCents: 100_00,
      firstPeriod: false,
      outputCents: 200_00,
      managementFeeBp: 3000,
      rule: 'afterPayback' as const,
      minersCents: 1000_00,
      recoveredBeforeCents: 0,
    };
    // 1,000 kWh × $0.055 = $55.00; net $145.00, before payback.
    expect(hostingInvoiceAmount(base)).toEqual({
      electricityCents: 5500,
      creditCents: 0,
      netCents: 14500,
      feeBaseCents: 0,
      managementCents: 0,
      amountCents: 5500,
    });
    expect(hostingInvoiceAmount({ ...base, firstPeriod: true }).amountCents).toBe(0);
    expect(hostingInvoiceAmount({ ...base, firstPeriod: true, prepaidCents: 20_00 }).amountCents).toBe(3500);
    expect(hostingInvoiceAmount({ ...base, billing: 'deductedDaily' }).amountCents).toBe(0);
    // $900 recovered before: $100 of this period's $145 net completes payback, 30% of the other $45 is the fee.
    expect(hostingInvoiceAmount({ ...base, recoveredBeforeCents: 900_00 })).toMatchObject({
      feeBaseCents: 4500,
      managementCents: 1350,
      amountCents: 6850,
    });
    expect(hostingInvoiceAmount({ ...base, recoveredBeforeCents: 2000_00 }).managementCents).toBe(4350);
    expect(hostingInvoiceAmount({ ...base, rule: 'fromStart' }).managementCents).toBe(4350);
    // Output below electricity: no net, no fee; the rounding of electricity is half up to the cent.
    expect(hostingInvoiceAmount({ ...base, outputCents: 10_00, rule: 'fromStart' }).managementCents).toBe(0);
    expect(electricityCents(1, 50_000)).toBe(1);
    expect(electricityCents(1, 49_999)).toBe(0);
  });

  it('stops the order’s miners while an invoice is overdue, and they restart once it is paid', async () => {
    const due = Date.parse((await unpaid()).dueAt);
    h.clock.advance(due - h.clock.now() + HOUR_MS);
    const overdue = await unpaid();
    expect(overdue.overdue).toBe(true);
    const stopped = await miners();
    for (const miner of stopped.miners) expect(miner).toMatchObject({ status: 'stopped', stoppedByInvoice: true });
    expect((await pay(overdue.invoiceNo)).status).toBe(200);
    expect((await miners()).miners.some((m) => m.stoppedByInvoice)).toBe(false);
  });
});

describe('hostingInvoicePay', () => {
  it('pays an unpaid invoice from the balance once, however often the same request is sent', async () => {
    const invoice = await unpaid();
    const requestId = `host-${randomUUID()}`;
    const paid = await pay(invoice.invoiceNo, requestId);
    expect(paid.status).toBe(200);
    const balance = (100_000 - cents(invoice.amountUsd)) / 100;
    expect(paid.result).toMatchObject({
      invoice: { invoiceNo: invoice.invoiceNo, status: 'paid', overdue: false },
      balanceUsd: balance.toFixed(2),
    });
    // The retry of a lost answer: the same payment, nothing charged again.
    expect(await pay(invoice.invoiceNo, requestId)).toEqual(paid);
    expect(await debits(invoice.invoiceNo)).toEqual([
      expect.objectContaining({ account: 'user:10040:balance', amountCents: -cents(invoice.amountUsd) }),
    ]);
    // A new payment of it is refused; the request id of another invoice's payment is not reused.
    expect(await pay(invoice.invoiceNo)).toMatchObject({ status: 409, message: HOSTING_ERRORS.paid });
    const other = (await invoices()).invoices.find((i) => i.invoiceNo !== invoice.invoiceNo) as HostingInvoice;
    expect(await pay(other.invoiceNo, requestId)).toMatchObject({ status: 400 });
    expect((await invoices()).balanceUsd).toBe(balance.toFixed(2));
  });

  it('pays once when the same request arrives twice at the same time, and once for two different requests', async () => {
    const invoice = await unpaid();
    const same = { invoiceNo: invoice.invoiceNo, requestId: `host-${randomUUID()}` };
    const [a, b] = await Promise.all([passedTask(same), passedTask(same)]);
    const twice = await Promise.all([
      call('hostingInvoicePay', { ...same, taskResult: a }),
      call('hostingInvoicePay', { ...same, taskResult: b }),
    ]);
    expect(twice.map((reply) => reply.status)).toEqual([200, 200]);
    expect(twice[0].result).toEqual(twice[1].result);
    expect(await debits(invoice.invoiceNo)).toHaveLength(1);

    await h.post('/__sandbox/reset', {});
    token = await signIn(HOSTING);
    const again = await unpaid();
    const one = { invoiceNo: again.invoiceNo, requestId: `host-${randomUUID()}` };
    const two = { invoiceNo: again.invoiceNo, requestId: `host-${randomUUID()}` };
    const [t1, t2] = await Promise.all([passedTask(one), passedTask(two)]);
    const raced = await Promise.all([
      call('hostingInvoicePay', { ...one, taskResult: t1 }),
      call('hostingInvoicePay', { ...two, taskResult: t2 }),
    ]);
    expect(raced.map((reply) => reply.status).sort()).toEqual([200, 409]);
    expect(raced.find((reply) => reply.status === 409)?.message).toBe(HOSTING_ERRORS.paid);
    expect(await debits(again.invoiceNo)).toHaveLength(1);
  });

  it('refuses more than the balance holds, an unknown invoice, and asks for the fund password every time', async () => {
    const invoice = await unpaid();
    await h.postJson('/__sandbox/wallet', { account: HOSTING, balanceUsd: '1.00' });
    expect(await pay(invoice.invoiceNo)).toMatchObject({ status: 400, message: HOSTING_ERRORS.balance });
    expect(await debits(invoice.invoiceNo)).toEqual([]);
    expect((await unpaid()).invoiceNo).toBe(invoice.invoiceNo);
    expect((await invoices()).balanceUsd).toBe('1.00');
    expect(await pay('H20990101000001-01')).toMatchObject({ status: 404, message: HOSTING_ERRORS.notFound });
    // Another customer's invoice is unknown to them.
    const vip = await signIn('vip1@example.com');
    await h.postJson('/__sandbox/wallet', { account: 'vip1@example.com', fundPassword: FUND_PASSWORD });
    const fields = { invoiceNo: invoice.invoiceNo, requestId: `host-${randomUUID()}` };
    const theirs = await call('hostingInvoicePay', { ...fields, taskResult: await passedTask(fields, vip) }, vip);
    expect(theirs).toMatchObject({ status: 404, message: HOSTING_ERRORS.notFound });
  });
});
