import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { BATCH_ID_PATTERN } from '../../../runtime/http/contract/miners.ts';
import { transaction } from '../../db.ts';
import type { FeatureDeps } from '../feature.ts';
import { createMinerOrderStore, type MinerOrderRow } from '../miners/orders.ts';
import { sandboxPayoutAddress } from '../orders/bech32.ts';
import { createLedger, HOUSE_CHAIN, HOUSE_REVENUE } from '../wallet/ledger.ts';
import { DAY_MS, HOUR_MS, unitsOf } from './sim.ts';
import { createHostingStore } from './store.ts';

const incident = z
  .object({
    /** The unit of the order, from 1. */
    unit: z.number().int().min(1).max(100),
    kind: z.enum(['underperforming', 'stopped', 'needsRepair', 'maintenance']),
    /** An underperforming miner's share of its nominal hashrate, percent. */
    percent: z.number().int().min(0).max(89).default(70),
    /** It started this many hours ago and lasts this many hours. */
    hoursAgo: z
      .number()
      .min(0)
      .max(24 * 400)
      .default(1),
    hours: z
      .number()
      .positive()
      .max(24 * 400)
      .default(24),
  })
  .strict();

const hostingBody = z
  .object({
    account: z.string().trim().toLowerCase().min(3).max(254),
    batchId: z.string().regex(BATCH_ID_PATTERN).default('800000000604'),
    quantity: z.number().int().min(1).max(100).default(2),
    /** Its estimated start (00:00 UTC) was this many days ago: 31 or more issues the first invoice. */
    onlineDaysAgo: z.number().int().min(-60).max(400).default(40),
    incidents: z.array(incident).max(50).default([]),
  })
  .strict();

/**
 * `POST /__sandbox/hosting {account, batchId?, quantity?, onlineDaysAgo?, incidents?}` → `{orderNo, minerIds}`:
 * a paid miner order of the batch's terms, paid in crypto 3 days before its estimated start `onlineDaysAgo` days
 * ago (its stock untouched), with site incidents on its units. `GET /__sandbox/hosting?account=` → the account's
 * invoices as stored (amounts in cents).
 */
export function hostingFixtures(app: Hono, { db, now, accounts }: FeatureDeps): void {
  const minerOrders = createMinerOrderStore(db);
  const store = createHostingStore(db);
  const ledger = createLedger(db);
  const bad = (c: Context, message: string, status: 400 | 404 = 400) =>
    c.json({ status, message, result: null }, status);

  app.post('/__sandbox/hosting', async (c) => {
    let json: unknown;
    try {
      json = await c.req.json();
    } catch {
      return bad(c, 'body: a JSON object expected');
    }
    const parsed = hostingBody.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return bad(c, `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
    }
    const body = parsed.data;
    const user = accounts.find({ email: body.account });
    if (!user) return bad(c, `account: no account ${body.account}`, 404);
    const batch = minerOrders.batch(body.batchId);
    if (!batch) return bad(c, `batchId: no batch ${body.batchId}`, 404);
    const at = now();
    const start = Math.floor(at / DAY_MS) * DAY_MS - body.onlineDaysAgo * DAY_MS;
    const paidAt = Math.min(at, start - 3 * DAY_MS);
    const result = transaction(db, () => {
      const orderNo = minerOrders.place({
        uid: user.uid,
        // The batch's terms, as bought back then: its deadline and start moved to the order's days.
        batch: { ...batch, estimated_start: start, payment_deadline: paidAt + DAY_MS },
        quantity: body.quantity,
        payoutAddress: sandboxPayoutAddress(`${user.uid}/1`),
        at: paidAt - HOUR_MS,
        payWindowMs: DAY_MS,
      });
      const order = minerOrders.byNo(orderNo) as MinerOrderRow;
      if (!minerOrders.markPaid(order, paidAt, 'crypto', 'USDT')) throw new Error(`${orderNo}: not paid`);
      ledger.post('payment', orderNo, paidAt, [
        { account: HOUSE_CHAIN, amountCents: -order.total_cents },
        { account: HOUSE_REVENUE, amountCents: order.total_cents },
      ]);
      const units = unitsOf(order);
      for (const one of body.incidents) {
        const unit = units[one.unit - 1];
        if (!unit) throw new RangeError(`incidents: the order has no unit ${one.unit}`);
        const fromAt = at - one.hoursAgo * HOUR_MS;
        store.addIncident(unit.minerId, {
          kind: one.kind,
          ratioBp: one.kind === 'underperforming' ? one.percent * 100 : 0,
          fromAt,
          toAt: fromAt + one.hours * HOUR_MS,
        });
      }
      return { orderNo, minerIds: units.map((unit) => unit.minerId) };
    });
    return c.json(result);
  });

  app.get('/__sandbox/hosting', (c) => {
    const user = accounts.find({ email: (c.req.query('account') ?? '').trim().toLowerCase() });
    if (!user) return bad(c, 'account: no such account', 404);
    return c.json({ invoices: store.userInvoices(user.uid) });
  });
}
