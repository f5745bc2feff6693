import {
  HOSTED_MINER_STATUSES,
  HOSTING_ERRORS,
  HOSTING_SAMPLE_MINUTES,
  type HostedMiner,
  type HostedMinerStatus,
  type HostingError,
  type HostingInvoice,
  type HostingSummary,
} from '../../../runtime/http/contract/hosting.ts';
import type { UserRow } from '../../accounts.ts';
import { seoLanguage } from '../../content/seo.ts';
import { transaction } from '../../db.ts';
import { CallError, type Define, ok } from '../../http.ts';
import type { FeatureDeps } from '../feature.ts';
import { SITES } from '../miners/data.ts';
import type { MinerOrderRow } from '../miners/orders.ts';
import { fromUnits } from '../miners/seed.ts';
import { formatMinor, USD_DECIMALS } from '../orders/money.ts';
import { createLedger, HOUSE_REVENUE, InsufficientFunds, userBalance } from '../wallet/ledger.ts';
import { type HostedUnit, lastDay, lastSeen, type Sample, type UnitRecord, unitsOf } from './sim.ts';
import { createHostingStore, type InvoiceRow, overdueAt } from './store.ts';

const usd = (cents: number) => formatMinor(cents, USD_DECIMALS);
const iso = (ms: number) => new Date(ms).toISOString();
/** Hundredths of a TH as TH (a number with at most 2 decimals). */
const th = (hundredths: number) => hundredths / 100;
const kw = (watts: number) => Math.round(watts / 10) / 100;

/** A refusal of HOSTING_ERRORS: 200 with the status in the envelope, as business refusals are (decision 020). */
function refuse(status: 400 | 404 | 409, error: HostingError): CallError {
  return new CallError(200, status, HOSTING_ERRORS[error]);
}

interface FleetUnit {
  unit: HostedUnit;
  order: MinerOrderRow;
  record: UnitRecord;
}

/** A miner's last 24 h, its uptime among the slots it was online (basis points) and whether it is online. */
function dayOf(entry: FleetUnit, at: number) {
  const samples = lastDay(entry.unit, at, entry.record);
  const online = samples.filter((sample) => sample.status !== 'installing');
  const hashing = online.filter((sample) => sample.thHundredths > 0).length;
  const uptimeBp = online.length === 0 ? 0 : Math.floor((hashing * 10_000) / online.length);
  return { samples, now: samples.at(-1) as Sample, uptimeBp, online: online.length > 0 };
}

/** The hosting calls (contract: runtime/http/contract/hosting.ts). */
export function hostingRoutes(define: Define, { db, now }: FeatureDeps): void {
  const store = createHostingStore(db);
  const ledger = createLedger(db);
  const paymentOf = db.prepare('SELECT invoice_no FROM hosting_invoice_payments WHERE uid = ? AND request_id = ?');
  const insertPayment = db.prepare(
    'INSERT INTO hosting_invoice_payments (uid, request_id, invoice_no, amount_cents, at) VALUES (?, ?, ?, ?, ?)',
  );
  const markPaid = db.prepare('UPDATE hosting_invoices SET paid_at = ? WHERE invoice_no = ? AND paid_at IS NULL');

  const signedIn = (user: UserRow | undefined): UserRow => {
    if (!user) throw new CallError(401, 401, 'login required');
    return user;
  };

  /** The user's hosted miners at `at`, each order's due invoices issued first (they stop its miners when overdue). */
  function fleet(uid: number, at: number): FleetUnit[] {
    return store.orders(uid, at).flatMap((order) => {
      const invoices = store.issueDue(order, at);
      return unitsOf(order).map((unit) => ({ unit, order, record: store.recordOf(unit, invoices) }));
    });
  }

  function toMiner(entry: FleetUnit, at: number, language: string): HostedMiner & { uptimeBp: number } {
    const { unit } = entry;
    const day = dayOf(entry, at);
    const site = SITES[unit.site];
    return {
      minerId: unit.minerId,
      serial: unit.serial,
      orderNo: unit.orderNo,
      modelId: unit.modelId,
      modelName: unit.modelName,
      site: { name: site?.name[seoLanguage(language)] ?? unit.site, country: site?.country ?? 'US' },
      pool: unit.pool,
      status: day.now.status,
      stoppedByInvoice: day.now.byInvoice,
      nominalTh: th(unit.nominalThHundredths),
      actualTh: th(day.now.thHundredths),
      nominalPowerW: unit.powerW,
      actualPowerW: day.now.powerW,
      uptimePercent: formatMinor(day.uptimeBp, 2),
      lastSeenAt: (() => {
        const seen = lastSeen(unit, at, entry.record, day.samples);
        return seen === null ? null : iso(seen);
      })(),
      onlineAt: iso(unit.onlineAt),
      uptimeBp: day.online ? day.uptimeBp : -1,
    };
  }

  function summaryOf(miners: Array<HostedMiner & { uptimeBp: number }>): HostingSummary {
    const byStatus = Object.fromEntries(HOSTED_MINER_STATUSES.map((status) => [status, 0])) as Record<
      HostedMinerStatus,
      number
    >;
    for (const miner of miners) byStatus[miner.status] += 1;
    const online = miners.filter((miner) => miner.status !== 'installing');
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    const uptimes = miners.filter((miner) => miner.uptimeBp >= 0).map((miner) => miner.uptimeBp);
    return {
      byStatus,
      nominalTh: th(sum(online.map((miner) => Math.round(miner.nominalTh * 100)))),
      actualTh: th(sum(online.map((miner) => Math.round(miner.actualTh * 100)))),
      nominalKw: kw(sum(online.map((miner) => miner.nominalPowerW))),
      actualKw: kw(sum(online.map((miner) => miner.actualPowerW))),
      averageUptimePercent: uptimes.length === 0 ? null : formatMinor(Math.floor(sum(uptimes) / uptimes.length), 2),
    };
  }

  function toInvoice(row: InvoiceRow, order: MinerOrderRow | undefined, at: number): HostingInvoice {
    const billing = order?.electricity_billing ?? 'prepaidMonthly';
    return {
      invoiceNo: row.invoice_no,
      orderNo: row.order_no,
      modelName: order?.model_name ?? '',
      miners: row.miners,
      periodFrom: iso(row.period_from),
      periodTo: iso(row.period_to),
      issuedAt: iso(row.period_to),
      dueAt: iso(row.due_at),
      energyKwh: formatMinor(row.energy_wh, 3),
      electricityUsdPerKwh: fromUnits(order?.electricity_e4 ?? 0, 4),
      electricityBilling: billing,
      electricityUsd: usd(row.electricity_cents),
      creditUsd: usd(row.credit_cents),
      creditReason: row.credit_cents === 0 ? null : billing === 'deductedDaily' ? 'deducted' : 'prepaid',
      outputUsd: usd(row.output_cents),
      netUsd: usd(row.net_cents),
      managementFeePercent: fromUnits(order?.management_fee_bp ?? 0, 2),
      managementRule: order?.management_fee_rule ?? 'afterPayback',
      managementFeeUsd: usd(row.management_cents),
      amountUsd: usd(row.amount_cents),
      status: row.paid_at === null ? 'unpaid' : 'paid',
      overdue: row.paid_at === null && overdueAt([row], at),
      paidAt: row.paid_at === null ? null : iso(row.paid_at),
    };
  }

  const balanceUsd = (uid: number) => usd(Math.max(0, ledger.balance(userBalance(uid))));

  define('hostingMiners', (_input, ctx) => {
    const user = signedIn(ctx.user);
    const at = now();
    const miners = transaction(db, () => fleet(user.uid, at)).map((entry) => toMiner(entry, at, ctx.language));
    return ok({
      asOf: iso(at),
      miners: miners.map(({ uptimeBp: _uptime, ...miner }) => miner),
      summary: summaryOf(miners),
    });
  });

  define('hostingSeries', ({ minerId }, ctx) => {
    const user = signedIn(ctx.user);
    const at = now();
    const all = transaction(db, () => fleet(user.uid, at));
    const chosen = minerId === undefined ? all : all.filter((entry) => entry.unit.minerId === minerId);
    if (minerId !== undefined && chosen.length === 0) throw refuse(404, 'minerNotFound');
    const days = chosen.map((entry) => dayOf(entry, at));
    const samples = (days[0]?.samples ?? []).map((sample, index) => ({
      at: iso(sample.at),
      th: th(days.reduce((sum, day) => sum + (day.samples[index]?.thHundredths ?? 0), 0)),
    }));
    const nominal = chosen.reduce(
      (sum, entry, index) => sum + (days[index]?.now.status === 'installing' ? 0 : entry.unit.nominalThHundredths),
      0,
    );
    return ok({
      minerId: minerId ?? null,
      asOf: iso(at),
      intervalMinutes: HOSTING_SAMPLE_MINUTES,
      nominalTh: th(nominal),
      samples,
    });
  });

  define('hostingInvoices', (_input, ctx) => {
    const user = signedIn(ctx.user);
    const at = now();
    const orders = transaction(db, () => {
      const rows = store.orders(user.uid, at);
      for (const row of rows) store.issueDue(row, at);
      return rows;
    });
    const byNo = new Map(orders.map((row) => [row.order_no, row]));
    return ok({
      invoices: store.userInvoices(user.uid).map((row) => toInvoice(row, byNo.get(row.order_no), at)),
      balanceUsd: balanceUsd(user.uid),
      fundPasswordSet: Boolean(user.fund_password_hash),
    });
  });

  define('hostingInvoicePay', ({ invoiceNo, requestId }, ctx) => {
    // The gate let this through only with a passed fund-password task (ALWAYS_VERIFIED in challenges.ts).
    const user = signedIn(ctx.user);
    const at = now();
    return transaction(db, () => {
      const orders = store.orders(user.uid, at);
      for (const row of orders) store.issueDue(row, at);
      const byNo = new Map(orders.map((row) => [row.order_no, row]));
      const view = (row: InvoiceRow) =>
        ok({ invoice: toInvoice(row, byNo.get(row.order_no), at), balanceUsd: balanceUsd(user.uid) });
      const before = paymentOf.get(user.uid, requestId) as { invoice_no: string } | undefined;
      if (before) {
        if (before.invoice_no !== invoiceNo) throw new CallError(400, 400, 'requestId: used for another payment');
        return view(store.invoice(invoiceNo) as InvoiceRow);
      }
      const invoice = store.invoice(invoiceNo);
      if (invoice?.uid !== user.uid) throw refuse(404, 'notFound');
      if (invoice.paid_at !== null) throw refuse(409, 'paid');
      try {
        ledger.post('payment', invoiceNo, at, [
          { account: userBalance(user.uid), amountCents: -invoice.amount_cents },
          { account: HOUSE_REVENUE, amountCents: invoice.amount_cents },
        ]);
      } catch (error) {
        if (error instanceof InsufficientFunds) throw refuse(400, 'balance');
        throw error;
      }
      // Guarded: only an unpaid invoice is marked, so a racing payment cannot pay it twice (it rolls back).
      if (markPaid.run(at, invoiceNo).changes !== 1) throw refuse(409, 'paid');
      insertPayment.run(user.uid, requestId, invoiceNo, invoice.amount_cents, at);
      return view({ ...invoice, paid_at: at });
    });
  });
}
