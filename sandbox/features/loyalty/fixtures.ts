import type { Hono } from 'hono';
import { z } from 'zod';
import type { FeatureDeps } from '../feature.ts';
import { formatMinor, USD_DECIMALS } from '../orders/money.ts';
import { createVipEvaluation } from './evaluation.ts';

const account = z.string().trim().toLowerCase().min(3).max(254);

/**
 * `GET /__sandbox/loyalty?account=` → `{ now, vipLevel, paidOrders }`: the sandbox clock, the account's level (its
 * due evaluations run first) and its paid orders (number, total, paid time), oldest first, so a test can work the
 * VIP gap out itself.
 */
export function loyaltyFixtures(app: Hono, { db, now, accounts }: FeatureDeps): void {
  const paid = db.prepare(
    'SELECT order_no, total_cents, paid_at FROM orders WHERE uid = ? AND paid_at IS NOT NULL ORDER BY paid_at, id',
  );
  const evaluation = createVipEvaluation(db);
  app.get('/__sandbox/loyalty', (c) => {
    const parsed = account.safeParse(c.req.query('account') ?? '');
    if (!parsed.success) return c.json({ status: 400, message: 'account: an email is required', result: null }, 400);
    const user = accounts.find({ email: parsed.data });
    if (!user) return c.json({ status: 404, message: `account: no account ${parsed.data}`, result: null }, 404);
    const at = now();
    evaluation.catchUp(user.uid, at);
    const rows = paid.all(user.uid) as unknown as Array<{ order_no: string; total_cents: number; paid_at: number }>;
    const level = evaluation.level(user.uid);
    return c.json({
      now: new Date(at).toISOString(),
      vipLevel: level === 0 ? null : level,
      paidOrders: rows.map((row) => ({
        orderNo: row.order_no,
        totalUsd: formatMinor(row.total_cents, USD_DECIMALS),
        paidAt: new Date(row.paid_at).toISOString(),
      })),
    });
  });
}
