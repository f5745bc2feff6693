import { HOSTING_PERIOD_DAYS } from '../../../runtime/domain/hosting.ts';
import type { Database } from '../../db.ts';
import { createMinerOrderStore, type MinerOrderRow } from '../miners/orders.ts';
import { sandboxPayoutAddress } from '../orders/bech32.ts';
import { createLedger, HOUSE_ADJUSTMENTS, HOUSE_CHAIN, HOUSE_REVENUE, userBalance } from '../wallet/ledger.ts';
import { DAY_MS, HOUR_MS, unitsOf } from './sim.ts';
import { createHostingStore } from './store.ts';

/** hosting@example.com (README "Seeded accounts"). */
export const HOSTING_SEED_UID = 10040;
/** The closed S21 batch its miners came from (miners/data.ts). */
const SEED_BATCH = '800000000590';
const SEED_QUANTITY = 6;
/** What its USD balance holds after the seeded payments. */
const SEED_BALANCE_CENTS = 100_000;

/**
 * A paid miner order of 6 Antminer S21 bought in crypto before the batch closed, hosted in Jamestown since
 * about 93 days, so 3 invoices are issued: the first covered by the electricity prepaid at checkout, the
 * second paid from the balance, the third (issued 3 days ago, due in 7) unpaid. Site incidents recorded around
 * the seed time give the fleet mixed states: one miner needs repair, one is in maintenance, one underperforms,
 * one is stopped (power curtailed); the others follow the simulation (sim.ts).
 */
export function seedHosting(db: Database, now: number): void {
  const minerOrders = createMinerOrderStore(db);
  const store = createHostingStore(db);
  const ledger = createLedger(db);
  const batch = minerOrders.batch(SEED_BATCH);
  if (!batch) throw new Error(`hosting seed: no batch ${SEED_BATCH}`);
  const paidAt = batch.payment_deadline - 2 * DAY_MS;
  const orderNo = minerOrders.place({
    uid: HOSTING_SEED_UID,
    batch,
    quantity: SEED_QUANTITY,
    payoutAddress: sandboxPayoutAddress(`${HOSTING_SEED_UID}/1`),
    at: paidAt - HOUR_MS,
    payWindowMs: DAY_MS,
  });
  const placed = minerOrders.byNo(orderNo) as MinerOrderRow;
  if (!minerOrders.markPaid(placed, paidAt, 'crypto', 'USDT')) throw new Error('hosting seed: order not paid');
  ledger.post('payment', orderNo, paidAt, [
    { account: HOUSE_CHAIN, amountCents: -placed.total_cents },
    { account: HOUSE_REVENUE, amountCents: placed.total_cents },
  ]);
  const order = minerOrders.byNo(orderNo) as MinerOrderRow;

  const [, , repair, maintenance, slow, stopped] = unitsOf(order);
  if (repair)
    store.addIncident(repair.minerId, {
      kind: 'needsRepair',
      ratioBp: 0,
      fromAt: now - 36 * HOUR_MS,
      toAt: now + 5 * DAY_MS,
    });
  if (maintenance)
    store.addIncident(maintenance.minerId, {
      kind: 'maintenance',
      ratioBp: 0,
      fromAt: now - 2 * HOUR_MS,
      toAt: now + 22 * HOUR_MS,
    });
  if (slow)
    store.addIncident(slow.minerId, {
      kind: 'underperforming',
      ratioBp: 7200,
      fromAt: now - DAY_MS,
      toAt: now + 10 * DAY_MS,
    });
  if (stopped)
    store.addIncident(stopped.minerId, {
      kind: 'stopped',
      ratioBp: 0,
      fromAt: now - 5 * HOUR_MS,
      toAt: now + 2 * DAY_MS,
    });

  // Invoices as they were issued, one period at a time, each but the newest paid two days after it was (before
  // the next is issued: an overdue invoice would have stopped the miners). The money moves below.
  const pay = db.prepare('UPDATE hosting_invoices SET paid_at = ? WHERE invoice_no = ? AND paid_at IS NULL');
  const paid: Array<{ invoiceNo: string; cents: number; at: number }> = [];
  for (
    let end = order.estimated_start + HOSTING_PERIOD_DAYS * DAY_MS;
    end <= now;
    end += HOSTING_PERIOD_DAYS * DAY_MS
  ) {
    const invoice = store.issueDue(order, end).at(-1);
    const last = end + HOSTING_PERIOD_DAYS * DAY_MS > now;
    if (!invoice || last || invoice.paid_at !== null) continue;
    const at = invoice.period_to + 2 * DAY_MS;
    pay.run(at, invoice.invoice_no);
    paid.push({ invoiceNo: invoice.invoice_no, cents: invoice.amount_cents, at });
  }
  const paying = paid.reduce((sum, one) => sum + one.cents, 0);
  ledger.post('adjustment', 'seed', paidAt, [
    { account: userBalance(HOSTING_SEED_UID), amountCents: SEED_BALANCE_CENTS + paying },
    { account: HOUSE_ADJUSTMENTS, amountCents: -(SEED_BALANCE_CENTS + paying) },
  ]);
  const record = db.prepare(
    'INSERT INTO hosting_invoice_payments (uid, request_id, invoice_no, amount_cents, at) VALUES (?, ?, ?, ?, ?)',
  );
  for (const { invoiceNo, cents, at } of paid) {
    ledger.post('payment', invoiceNo, at, [
      { account: userBalance(HOSTING_SEED_UID), amountCents: -cents },
      { account: HOUSE_REVENUE, amountCents: cents },
    ]);
    record.run(HOSTING_SEED_UID, `seed-${invoiceNo}`, invoiceNo, cents, at);
  }
}
