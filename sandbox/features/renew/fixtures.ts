import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { transaction } from '../../db.ts';
import type { FeatureDeps } from '../feature.ts';
import { createMining } from '../mining/settle.ts';
import { sandboxPayoutAddress } from '../orders/bech32.ts';
import { DAY_MS, FULL_PLAN, startOfUtcDay } from '../orders/status.ts';
import { createOrderStore, type GoodsRow } from '../orders/store.ts';
import { createWithholding } from './withhold.ts';

const HOUR_MS = 3_600_000;
const account = z.string().trim().toLowerCase().min(3).max(254);
const orderNo = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/);
const nearEndOrder = z
  .object({
    goodsId: z.string().min(1).max(100),
    quantity: z.number().int().min(1).max(100).default(1),
    /** UTC days left to mine, today included: the plan ends at 00:00 UTC that many days after today's. */
    daysLeft: z.number().int().min(1).max(3650),
    /** Full plans: prepaid service-fee days left (default: to the end of the term). */
    serviceFeeDaysLeft: z.number().int().min(0).max(3650).optional(),
    autoDeduct: z.boolean().default(false),
    /** Full plans: electricity withholding on. */
    withhold: z.boolean().default(false),
  })
  .strict();

/**
 * Sandbox-only renewal fixtures:
 * - `POST /__sandbox/renew/orders { account, orders: [{ goodsId, quantity?, daysLeft, serviceFeeDaysLeft?,
 *   autoDeduct?, withhold? }] }`: paid plans that started long enough ago to end `daysLeft` UTC days from today
 *   (so they are near their end, or not), answered with their numbers. Their past days are settled at once, and
 *   the end and prepaid days are then set as asked (outage days in that history would have moved them).
 * - `POST /__sandbox/renew/withhold { orderNo, enabled }`: an order's withholding switch, without the verification
 *   the real call asks for.
 */
export function renewFixtures(app: Hono, { db, now, accounts }: FeatureDeps): void {
  const store = createOrderStore(db);
  const withholding = createWithholding(db);
  const mining = createMining(db);
  // After the past days are settled: the end and the prepaid days as asked, whatever outage days moved them by.
  const pinEnd = db.prepare('UPDATE orders SET end_at = ?, service_fee_paid_days = ? WHERE order_no = ?');
  const bad = (c: Context, message: string, status: 400 | 404 = 400) =>
    c.json({ status, message, result: null }, status);

  app.post('/__sandbox/renew/orders', async (c) => {
    const parsed = z
      .object({ account, orders: z.array(nearEndOrder).min(1).max(20) })
      .strict()
      .safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return bad(c, `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
    }
    const user = accounts.find({ email: parsed.data.account });
    if (!user) return bad(c, `account: no account ${parsed.data.account}`, 404);
    const today = startOfUtcDay(now());
    const planned: Array<{
      order: z.infer<typeof nearEndOrder>;
      goods: GoodsRow;
      paidAt: number;
      serviceFeeDays: number | undefined;
    }> = [];
    for (const [index, order] of parsed.data.orders.entries()) {
      const goods = store.goods(order.goodsId);
      if (!goods) return bad(c, `orders.${index}.goodsId: no goods ${order.goodsId}`);
      const term = goods.duration_days;
      if (order.daysLeft > term) return bad(c, `orders.${index}.daysLeft: more than the plan's ${term} days`);
      const full = goods.goods_type === FULL_PLAN;
      if (!full && (order.serviceFeeDaysLeft !== undefined || order.withhold)) {
        return bad(c, `orders.${index}: only full plans (goodsType 11) have fee days and withholding`);
      }
      const daysRun = term - order.daysLeft;
      const left = Math.min(order.serviceFeeDaysLeft ?? order.daysLeft, order.daysLeft);
      // Paid at 17:00 UTC the day before a start `daysRun` days before today.
      const paidAt = today - daysRun * DAY_MS - 7 * HOUR_MS;
      planned.push({ order, goods, paidAt, serviceFeeDays: full ? daysRun + left : undefined });
    }
    const orderNos = transaction(db, () => {
      const placed = planned.map(({ order, goods, paidAt, serviceFeeDays }) => {
        const no = store.place({
          uid: user.uid,
          goods,
          quantity: order.quantity,
          payoutAddress: sandboxPayoutAddress(`${user.uid}/fixture`),
          serviceFeeDays,
          createdAt: paidAt - 10 * 60_000,
          paidAt,
          autoDeduct: order.autoDeduct,
        });
        if (order.withhold) withholding.set(no, user.uid, true, paidAt);
        return no;
      });
      mining.settleUser(user.uid, now());
      placed.forEach((no, index) => {
        const { order, serviceFeeDays } = planned[index] as (typeof planned)[number];
        pinEnd.run(today + order.daysLeft * DAY_MS, serviceFeeDays ?? 0, no);
      });
      return placed;
    });
    return c.json({ orderNos });
  });

  app.post('/__sandbox/renew/withhold', async (c) => {
    const parsed = z
      .object({ orderNo, enabled: z.boolean() })
      .strict()
      .safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return bad(c, 'orderNo, enabled: an order number and true or false are required');
    const row = store.byNo(parsed.data.orderNo);
    if (!row) return bad(c, `orderNo: no order ${parsed.data.orderNo}`, 404);
    withholding.set(row.order_no, row.uid, parsed.data.enabled, now());
    return c.json({ orderNo: row.order_no, enabled: parsed.data.enabled });
  });
}
