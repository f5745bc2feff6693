import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { BATCH_ID_PATTERN } from '../../../runtime/http/contract/miners.ts';
import type { FeatureDeps } from '../feature.ts';
import { createMinerOrderStore } from './orders.ts';
import { createMinerStore } from './store.ts';

const batchBody = z
  .object({
    batchId: z.string().regex(BATCH_ID_PATTERN),
    stock: z.number().int().min(0).max(1_000_000).optional(),
    /** ISO 8601: a moment in the past closes the batch. */
    paymentDeadline: z.iso.datetime().optional(),
  })
  .strict();

/**
 * `POST /__sandbox/miners` `{ batchId, stock?, paymentDeadline? }` → the batch as the API shows it: sets a
 * sale batch's stock (0 is sold out) or payment deadline (past is closed) until the next reset.
 */
export function minerFixtures(app: Hono, { db, now, accounts }: FeatureDeps): void {
  const store = createMinerStore(db);
  const minerOrders = createMinerOrderStore(db);
  const bad = (c: Context, message: string, status: 400 | 404 = 400) =>
    c.json({ status, message, result: null }, status);

  app.post('/__sandbox/miners', async (c) => {
    let json: unknown;
    try {
      json = await c.req.json();
    } catch {
      return bad(c, 'body: a JSON object expected');
    }
    const parsed = batchBody.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return bad(c, `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
    }
    const { batchId, stock, paymentDeadline } = parsed.data;
    if (!store.batch(batchId, 'en', now())) return bad(c, `no batch ${batchId}`, 404);
    if (stock !== undefined) store.setStock(batchId, stock);
    if (paymentDeadline !== undefined) store.setDeadline(batchId, Date.parse(paymentDeadline));
    return c.json(store.batch(batchId, 'en', now()));
  });

  /**
   * `GET /__sandbox/miners/orders?account=<email>` → `{ orders: [{ orderNo, batchId, quantity, totalUsd, paid,
   * cancelled, payExpireAt }] }`: the account's miner orders, newest first (tests count them).
   */
  app.get('/__sandbox/miners/orders', (c) => {
    const parsed = z
      .string()
      .trim()
      .toLowerCase()
      .min(3)
      .max(254)
      .safeParse(c.req.query('account') ?? '');
    if (!parsed.success) return bad(c, 'account: an email is required');
    const user = accounts.find({ email: parsed.data });
    if (!user) return bad(c, `account: no account ${parsed.data}`, 404);
    return c.json({
      orders: minerOrders.ofUser(user.uid).map((row) => ({
        orderNo: row.order_no,
        batchId: row.batch_id,
        quantity: row.quantity,
        totalCents: row.total_cents,
        paid: row.paid_at !== null,
        cancelled: row.cancelled_at !== null,
        payExpireAt: new Date(row.pay_expire_at).toISOString(),
      })),
    });
  });
}
