import Big from 'big.js';
import {
  HOSTING_INVOICE_DUE_DAYS,
  HOSTING_PERIOD_DAYS,
  type HostingElectricityBilling,
  type HostingManagementRule,
  hostingInvoiceAmount,
} from '../../../runtime/domain/hosting.ts';
import { BASIS_POINTS, settledDaySats, usdCentsOfSats } from '../../../runtime/domain/mining.ts';
import type { Database } from '../../db.ts';
import { createMinerOrderStore, type MinerOrderRow } from '../miners/orders.ts';
import { networkDay } from '../plans/network.ts';
import {
  DAY_MS,
  type HostedUnit,
  type Incident,
  type IncidentKind,
  POOL_FEE_BP,
  SAMPLE_MS,
  SAMPLES_PER_DAY,
  sampleAt,
  type UnitRecord,
  unitsOf,
} from './sim.ts';

export interface InvoiceRow {
  invoice_no: string;
  order_no: string;
  uid: number;
  period: number;
  period_from: number;
  period_to: number;
  due_at: number;
  miners: number;
  energy_wh: number;
  electricity_cents: number;
  credit_cents: number;
  output_cents: number;
  net_cents: number;
  management_cents: number;
  amount_cents: number;
  paid_at: number | null;
}

/** An invoice's number: H, its order's number without the M, and the period (01 is the first 30 days). */
export const invoiceNoOf = (orderNo: string, period: number) =>
  `H${orderNo.slice(1)}-${String(period + 1).padStart(2, '0')}`;

/** Whether an order's invoices leave one unpaid past its due date at `at`. */
export function overdueAt(invoices: readonly InvoiceRow[], at: number): boolean {
  return invoices.some((row) => row.due_at <= at && (row.paid_at === null || row.paid_at > at));
}

/** A paid miner order is hosted from its payment on (an order paid, then cancelled, never is). */
const hosted = (row: MinerOrderRow, at: number) =>
  row.paid_at !== null && row.paid_at <= at && (row.cancelled_at === null || row.paid_at < row.cancelled_at);

/** The hosted miners of a user's paid miner orders, their records and their invoices. */
export function createHostingStore(db: Database) {
  const minerOrders = createMinerOrderStore(db);
  const invoicesOfOrder = db.prepare('SELECT * FROM hosting_invoices WHERE order_no = ? ORDER BY period');
  const invoicesOfUser = db.prepare(
    'SELECT * FROM hosting_invoices WHERE uid = ? ORDER BY period_to DESC, invoice_no DESC',
  );
  const invoiceByNo = db.prepare('SELECT * FROM hosting_invoices WHERE invoice_no = ?');
  const incidentsOf = db.prepare(
    'SELECT kind, ratio_bp, from_at, to_at FROM hosting_incidents WHERE miner_id = ? ORDER BY from_at',
  );
  const addIncident = db.prepare(
    'INSERT INTO hosting_incidents (miner_id, kind, ratio_bp, from_at, to_at) VALUES (?, ?, ?, ?, ?)',
  );
  const insertInvoice = db.prepare(
    `INSERT OR IGNORE INTO hosting_invoices (invoice_no, order_no, uid, period, period_from, period_to, due_at, miners,
       energy_wh, electricity_cents, credit_cents, output_cents, net_cents, management_cents, amount_cents, paid_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );

  const invoices = (orderNo: string) => invoicesOfOrder.all(orderNo) as unknown as InvoiceRow[];

  function recordOf(unit: HostedUnit, orderInvoices: readonly InvoiceRow[]): UnitRecord {
    const incidents = (
      incidentsOf.all(unit.minerId) as Array<{ kind: IncidentKind; ratio_bp: number; from_at: number; to_at: number }>
    ).map((row): Incident => ({ kind: row.kind, ratioBp: row.ratio_bp, fromAt: row.from_at, toAt: row.to_at }));
    return { incidents, overdueAt: (at) => overdueAt(orderInvoices, at) };
  }

  /**
   * Issues the order's invoice for period `period` (its 30 days from the estimated start): the energy its
   * miners drew and what they mined, sample by sample, then the amount (runtime/domain/hosting.ts). An
   * invoice with nothing to pay is paid when issued.
   */
  function issue(row: MinerOrderRow, period: number, earlier: readonly InvoiceRow[]): void {
    const from = row.estimated_start + period * HOSTING_PERIOD_DAYS * DAY_MS;
    const to = from + HOSTING_PERIOD_DAYS * DAY_MS;
    const units = unitsOf(row);
    const records = units.map((unit) => recordOf(unit, earlier));
    let energyW10 = 0;
    let outputCents = 0;
    const poolFeeBp = POOL_FEE_BP[row.pool] ?? 0;
    for (let dayAt = from; dayAt < to; dayAt += DAY_MS) {
      let thHundredths = 0;
      units.forEach((unit, index) => {
        const record = records[index] as UnitRecord;
        for (let at = Math.max(dayAt, unit.onlineAt); at < dayAt + DAY_MS; at += SAMPLE_MS) {
          const sample = sampleAt(unit, at, record);
          energyW10 += sample.powerW;
          thHundredths += sample.thHundredths;
        }
      });
      if (thHundredths === 0) continue;
      // The day's average TH/s (the sum of 144 samples in hundredths), settled like a plan's day at 100% uptime.
      const network = networkDay(dayAt);
      const sats = settledDaySats(network, new Big(thHundredths).div(SAMPLES_PER_DAY * 100), poolFeeBp, BASIS_POINTS);
      outputCents += usdCentsOfSats(sats, network.btcPriceUsd);
    }
    const amount = hostingInvoiceAmount({
      // A sample is 10 minutes: W × 1/6 h.
      energyWh: Math.round(energyW10 / 6),
      electricityE4: row.electricity_e4,
      billing: row.electricity_billing as HostingElectricityBilling,
      prepaidCents: row.electricity_cents,
      firstPeriod: period === 0,
      outputCents,
      managementFeeBp: row.management_fee_bp,
      rule: row.management_fee_rule as HostingManagementRule,
      minersCents: row.miners_cents,
      recoveredBeforeCents: earlier.reduce((sum, invoice) => sum + invoice.net_cents, 0),
    });
    insertInvoice.run(
      invoiceNoOf(row.order_no, period),
      row.order_no,
      row.uid,
      period,
      from,
      to,
      to + HOSTING_INVOICE_DUE_DAYS * DAY_MS,
      units.length,
      Math.round(energyW10 / 6),
      amount.electricityCents,
      amount.creditCents,
      outputCents,
      amount.netCents,
      amount.managementCents,
      amount.amountCents,
      amount.amountCents === 0 ? to : null,
    );
  }

  return {
    /** The user's miner orders that are hosted at `at`, newest first. */
    orders: (uid: number, at: number) => minerOrders.ofUser(uid).filter((row) => hosted(row, at)),
    invoices,
    invoice: (invoiceNo: string) => invoiceByNo.get(invoiceNo) as InvoiceRow | undefined,
    userInvoices: (uid: number) => invoicesOfUser.all(uid) as unknown as InvoiceRow[],
    recordOf,

    /**
     * Issues every invoice of the order whose period ended by `at`, oldest first (each one's samples know the
     * earlier ones, whose overdue days stopped the miners). Amounts are fixed once issued.
     */
    issueDue(row: MinerOrderRow, at: number): InvoiceRow[] {
      let issued = invoices(row.order_no);
      for (
        let period = issued.length;
        row.estimated_start + (period + 1) * HOSTING_PERIOD_DAYS * DAY_MS <= at;
        period = issued.length
      ) {
        issue(row, period, issued);
        issued = invoices(row.order_no);
      }
      return issued;
    },

    addIncident(minerId: string, incident: Incident): void {
      addIncident.run(minerId, incident.kind, incident.ratioBp, incident.fromAt, incident.toAt);
    },
  };
}

export type HostingStore = ReturnType<typeof createHostingStore>;
