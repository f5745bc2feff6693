import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { transaction } from '../../db.ts';
import type { FeatureDeps } from '../feature.ts';
import { sandboxPayoutAddress } from './bech32.ts';
import { DAY_MS, FULL_PLAN, startOfUtcDay } from './status.ts';
import { createOrderStore, type GoodsRow, type PlaceOrder, stateOf } from './store.ts';

const FIXTURE_STATES = ['unpaid', 'pendingStart', 'running', 'suspended', 'ended', 'cancelled'] as const;

const account = z.string().trim().toLowerCase().min(3).max(254);
const fixtureOrder = z
  .object({
    goodsId: z.string().min(1).max(100),
    quantity: z.number().int().min(1).max(100).default(1),
    state: z.enum(FIXTURE_STATES),
    /** Full plans only; the default is 30 days (or the plan's length if shorter). */
    serviceFeeDaysLeft: z.number().int().min(0).max(3650).optional(),
    autoDeduct: z.boolean().default(false),
    /**
     * The payout address as stored, unchecked: an order from before an address stopped receiving payouts
     * (the home's address-change check). The sandbox's own address of the account by default.
     */
    payoutAddress: z.string().trim().min(1).max(120).optional(),
  })
  .strict();
type FixtureOrder = z.infer<typeof fixtureOrder>;

/** `{ account, clear: true }` or `{ account, orders }`; picked by key so errors name the real field. */
function ordersBody(body: unknown) {
  if (typeof body === 'object' && body !== null && 'clear' in body)
    return z
      .object({ account, clear: z.literal(true) })
      .strict()
      .safeParse(body);
  return z
    .object({ account, orders: z.array(fixtureOrder).min(1).max(50) })
    .strict()
    .safeParse(body);
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * `POST /__sandbox/orders`: orders in a given state for one account (times chosen so the state holds
 * now), answered with their numbers; `{ account, clear: true }` deletes the account's orders.
 */
export function orderFixtures(app: Hono, { db, now, accounts }: FeatureDeps): void {
  const store = createOrderStore(db);
  const bad = (c: Context, message: string, status: 400 | 404 = 400) =>
    c.json({ status, message, result: null }, status);

  /** `GET /__sandbox/orders?account=`: the account's orders, newest first, with their status now. */
  app.get('/__sandbox/orders', (c) => {
    const parsed = account.safeParse(c.req.query('account') ?? '');
    if (!parsed.success) return bad(c, 'account: an email is required');
    const user = accounts.find({ email: parsed.data });
    if (!user) return bad(c, `account: no account ${parsed.data}`, 404);
    const at = now();
    return c.json({
      orders: store.ofUser(user.uid).map((row) => ({ orderNo: row.order_no, status: stateOf(row, at).status })),
    });
  });

  /**
   * `POST /__sandbox/orders/expire { orderNo }`: an unpaid order's validity ends now (one order, not the
   * clock, which parallel browser tests share).
   */
  const expireNow = db.prepare(
    'UPDATE orders SET pay_expire_at = MAX(created_at + 1, ?) WHERE order_no = ? AND paid_at IS NULL AND cancelled_at IS NULL',
  );
  app.post('/__sandbox/orders/expire', async (c) => {
    const parsed = z
      .object({ orderNo: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/) })
      .strict()
      .safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return bad(c, 'orderNo: an order number is required');
    const changed = Number(expireNow.run(now() - 1, parsed.data.orderNo).changes);
    if (changed === 0) return bad(c, `orderNo: no unpaid order ${parsed.data.orderNo}`, 404);
    return c.json({ orderNo: parsed.data.orderNo, expired: true });
  });

  app.post('/__sandbox/orders', async (c) => {
    let body: unknown;
    try {
      const text = await c.req.text();
      body = text.length > 64 * 1024 ? undefined : JSON.parse(text);
    } catch {
      return bad(c, 'body: malformed JSON');
    }
    const parsed = ordersBody(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return bad(c, `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
    }
    const user = accounts.find({ email: parsed.data.account });
    if (!user) return bad(c, `account: no account ${parsed.data.account}`, 404);
    if ('clear' in parsed.data) return c.json({ cleared: store.clear(user.uid) });

    const placed: PlaceOrder[] = [];
    for (const [index, order] of parsed.data.orders.entries()) {
      const goods = store.goods(order.goodsId);
      if (!goods) return bad(c, `orders.${index}.goodsId: no goods ${order.goodsId}`);
      const plan = planFor(order, goods, now());
      if (typeof plan === 'string') return bad(c, `orders.${index}.${plan}`);
      placed.push({
        ...plan,
        uid: user.uid,
        goods,
        quantity: order.quantity,
        autoDeduct: order.autoDeduct,
        payoutAddress: order.payoutAddress ?? sandboxPayoutAddress(`${user.uid}/fixture`),
      });
    }
    const orderNos = transaction(db, () => placed.map((order) => store.place(order)));
    return c.json({ orderNos });
  });
}

type Plan = Pick<PlaceOrder, 'createdAt' | 'paidAt' | 'cancelledAt' | 'serviceFeeDays'>;

/** Times (and prepaid days) that put the order in `state` at `now`, or the reason it cannot be. */
function planFor(order: FixtureOrder, goods: GoodsRow, now: number): Plan | string {
  const full = goods.goods_type === FULL_PLAN;
  const duration = goods.duration_days;
  const daysLeft = order.serviceFeeDaysLeft;
  if (daysLeft !== undefined && !full) return 'serviceFeeDaysLeft: only full plans (goodsType 11) have fee days';
  if (daysLeft !== undefined && daysLeft > duration) return `serviceFeeDaysLeft: more than the plan's ${duration} days`;
  const today = startOfUtcDay(now);
  const defaultDays = Math.min(30, duration);
  // Paid at 17:00 UTC the day before a start `daysAgo` days before today.
  const startedDaysAgo = (daysAgo: number, serviceFeeDays?: number): Plan => {
    const paidAt = today - daysAgo * DAY_MS - 7 * HOUR_MS;
    return { createdAt: paidAt - 10 * MINUTE_MS, paidAt, serviceFeeDays };
  };

  switch (order.state) {
    case 'unpaid':
      return { createdAt: now - MINUTE_MS, serviceFeeDays: daysLeft ?? defaultDays };
    case 'cancelled':
      return { createdAt: now - 2 * HOUR_MS, cancelledAt: now - HOUR_MS, serviceFeeDays: daysLeft ?? defaultDays };
    case 'pendingStart': {
      const paidAt = Math.max(today, now - MINUTE_MS);
      return { createdAt: paidAt - 10 * MINUTE_MS, paidAt, serviceFeeDays: daysLeft ?? defaultDays };
    }
    case 'running': {
      if (daysLeft === 0) return "serviceFeeDaysLeft: 0 days left is the state 'suspended'";
      if (!full) return startedDaysAgo(Math.min(5, duration - 1));
      const left = daysLeft ?? defaultDays;
      const daysRun = Math.min(5, duration - left);
      return startedDaysAgo(daysRun, left + daysRun);
    }
    case 'suspended': {
      if (!full) return 'state: only full plans (goodsType 11) are suspended';
      if (daysLeft) return 'serviceFeeDaysLeft: a suspended order has 0 days left';
      // The prepaid days ran out 2 days ago, well before the end.
      const paidDays = Math.min(10, duration - 3);
      if (paidDays < 1) return `goodsId: the plan's ${duration} days are too short to be suspended`;
      return startedDaysAgo(paidDays + 2, paidDays);
    }
    case 'ended':
      if (daysLeft) return 'serviceFeeDaysLeft: an ended order has 0 days left';
      // Every fee day paid, so it was never suspended.
      return startedDaysAgo(duration + 3, full ? duration : undefined);
  }
}
