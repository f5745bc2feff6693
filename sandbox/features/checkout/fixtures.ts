import { randomBytes } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { decimalString } from '../../../runtime/http/contract/orders.ts';
import { transaction } from '../../db.ts';
import type { FeatureDeps } from '../feature.ts';
import { formatMinor, parseMinor, USD_DECIMALS } from '../orders/money.ts';
import { createOrderStore } from '../orders/store.ts';
import { COIN_DECIMALS, cashierAddressFor, quoteMinor, rateCents, usdCentsOf } from './crypto.ts';
import { type CashierAddressRow, createPayments } from './payments.ts';

const chainPayBody = z
  .object({
    address: z.string().min(1).max(120),
    /** In the coin, e.g. "0.00105263" BTC or "120.50" USDT. */
    amount: decimalString,
    /** The chain's transaction id; a transfer is credited once, so delivering it again changes nothing. */
    txId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,100}$/)
      .optional(),
  })
  .strict();

/**
 * The test form: `{ orderNo, part }` pays the order's latest cashier address (opening a USDT TRC20 one when it has
 * none): `full` sends what is due, `under` half of it, `over` what is due and 10 USD more.
 */
const chainPayOrderBody = z
  .object({
    orderNo: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
    part: z.enum(['full', 'under', 'over']),
  })
  .strict();

/**
 * `POST /__sandbox/chain/pay { address, amount, txId? }`: the sandbox's stand-in for the chain and the payment
 * provider watching it. A transfer to a cashier address credits its order at the address's quoted rate: the full
 * amount pays it, less leaves it underpaid, more leaves the excess as remain funds; a transfer to a paid, expired or
 * cancelled order is all remain. A real deployment gets these events from its payment provider instead.
 */
export function checkoutFixtures(app: Hono, { db, now }: FeatureDeps): void {
  const orders = createOrderStore(db);
  const payments = createPayments(db);
  const addressRow = db.prepare('SELECT * FROM cashier_addresses WHERE address = ?');
  const latestAddress = db.prepare(
    'SELECT * FROM cashier_addresses WHERE order_no = ? ORDER BY opened_at DESC, rowid DESC LIMIT 1',
  );
  const insertAddress = db.prepare(
    `INSERT INTO cashier_addresses (address, order_no, coin, network, rate_cents, decimals, opened_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const bad = (c: Context, message: string, status: 400 | 404 = 400) =>
    c.json({ status, message, result: null }, status);

  /** Where the order stands after a transfer, as the test reads it. */
  function outcome(orderNo: string, txId: string, usdCents: number, credited: boolean) {
    const order = payments.find(orderNo);
    if (!order) return { orderNo, txId, credited };
    const money = payments.money(order, now());
    return {
      orderNo,
      txId,
      credited,
      usd: formatMinor(usdCents, USD_DECIMALS),
      state: money.state,
      paidUsd: formatMinor(money.paidCents, USD_DECIMALS),
      dueUsd: formatMinor(money.dueCents, USD_DECIMALS),
      remainUsd: formatMinor(money.remainCents, USD_DECIMALS),
    };
  }

  app.post('/__sandbox/chain/pay', async (c) => {
    let body: unknown;
    try {
      const text = await c.req.text();
      body = text.length > 64 * 1024 ? undefined : JSON.parse(text);
    } catch {
      return bad(c, 'body: malformed JSON');
    }
    const byOrder = typeof body === 'object' && body !== null && 'orderNo' in body;
    if (byOrder) {
      const order = chainPayOrderBody.safeParse(body);
      if (!order.success) {
        const issue = order.error.issues[0];
        return bad(c, `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
      }
      const row = payments.find(order.data.orderNo);
      if (!row) return bad(c, `orderNo: no order ${order.data.orderNo}`, 404);
      const at = now();
      let target = latestAddress.get(row.orderNo) as CashierAddressRow | undefined;
      if (!target) {
        const address = cashierAddressFor(row.orderNo, 'USDT', 'TRC20');
        insertAddress.run(address, row.orderNo, 'USDT', 'TRC20', rateCents('USDT', at), COIN_DECIMALS.USDT, at);
        target = addressRow.get(address) as unknown as CashierAddressRow;
      }
      const { dueCents } = payments.money(row, at);
      const due = quoteMinor(dueCents, target.rate_cents, target.decimals);
      const extra = quoteMinor(1_000, target.rate_cents, target.decimals);
      const part = order.data.part;
      body = {
        address: target.address,
        amount: formatMinor(
          part === 'full' ? due : part === 'over' ? due + extra : Math.max(1, Math.floor(due / 2)),
          target.decimals,
        ),
      };
    }
    const parsed = chainPayBody.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return bad(c, `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
    }
    const { address, amount } = parsed.data;
    const target = addressRow.get(address) as CashierAddressRow | undefined;
    if (!target) return bad(c, `address: no cashier address ${address}`, 404);
    const txId = parsed.data.txId ?? randomBytes(32).toString('hex');
    const earlier = orders.paymentByTx(txId);
    if (earlier) {
      if (earlier.address !== address) return bad(c, `txId: ${txId} paid another address`);
      return c.json(outcome(earlier.order_no, txId, earlier.usd_cents, false));
    }
    const amountMinor = parseMinor(amount, target.decimals);
    if (amountMinor === undefined || amountMinor === 0) {
      return bad(c, `amount: more than 0 ${target.coin}, at most ${target.decimals} decimals`);
    }
    const usdCents = usdCentsOf(amountMinor, target.rate_cents, target.decimals);
    if (usdCents === 0) return bad(c, 'amount: worth less than 0.01 USD');
    const at = now();
    transaction(db, () => {
      const row = payments.find(target.order_no);
      // What died before the transfer gives back what it held first, so the transfer lands as remain.
      if (row) payments.settleUser(row.uid, at);
      payments.receiveCrypto(target, amountMinor, usdCents, txId, at);
    });
    return c.json(outcome(target.order_no, txId, usdCents, true));
  });
}
