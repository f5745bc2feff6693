import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { saleProceeds } from '../../../runtime/domain/minerCoupons.ts';
import { CHECKOUT_PAY_WINDOW_MINUTES } from '../../../runtime/http/contract/checkout.ts';
import {
  COUPON_ID_PATTERN,
  COUPON_ORDER_PATTERN,
  DELEGATE_ID_PATTERN,
  IMPORT_CODE_PATTERN,
  MINER_COUPON_MAX_DEDUCTION_PERCENT,
} from '../../../runtime/http/contract/minerCoupons.ts';
import { transaction } from '../../db.ts';
import { CallError } from '../../http.ts';
import { COIN_DECIMALS, cashierAddressFor, quoteMinor, rateCents, usdCentsOf } from '../checkout/crypto.ts';
import { type CashierAddressRow, createPayments } from '../checkout/payments.ts';
import type { FeatureDeps } from '../feature.ts';
import { parseMinor, USD_DECIMALS } from '../orders/money.ts';
import { createCouponOrderStore } from './orders.ts';
import { placePurchase } from './routes.ts';
import { COUPON_TRADERS } from './seed.ts';
import { createCouponStore, listingStatus } from './store.ts';

const DAY_MS = 86_400_000;
const money = z.string().regex(/^\d{1,9}(\.\d{1,2})?$/);

const setupBody = z
  .object({
    /** The account the grants and listings are for (an email). */
    account: z.string().trim().toLowerCase().min(3).max(254).optional(),
    /** Gives the account the coupon market's entry in its route list (the coupon pages' guard), or takes it away. */
    couponRoute: z.boolean().optional(),
    /** A new coupon issue (Bitmain), valid `expiresInDays` from now (negative: expired already). */
    coupon: z
      .object({
        couponId: z.string().regex(COUPON_ID_PATTERN),
        name: z.string().min(1).max(80).default('Antminer test coupon'),
        faceValueUsd: money,
        models: z.array(z.string().min(1).max(40)).min(1).max(10).default(['Antminer S21']),
        maxDeductionPercent: z.number().int().min(1).max(MINER_COUPON_MAX_DEDUCTION_PERCENT).default(30),
        expiresInDays: z.number().min(-3650).max(3650).default(180),
        transferable: z.boolean().default(true),
      })
      .strict()
      .optional(),
    /** Coupons the account receives (stock op `import`). */
    grant: z
      .array(z.object({ couponId: z.string().regex(COUPON_ID_PATTERN), quantity: z.number().int().min(1).max(1000) }))
      .max(20)
      .default([]),
    /** Listings the account puts up from its holdings (after the grants), no verification. */
    listings: z
      .array(
        z.object({
          couponId: z.string().regex(COUPON_ID_PATTERN),
          quantity: z.number().int().min(1).max(1000),
          unitPriceUsd: money,
        }),
      )
      .max(20)
      .default([]),
    /** Import codes anyone may redeem once with `bmCouponImport`. */
    codes: z
      .array(
        z.object({
          code: z.string().regex(IMPORT_CODE_PATTERN),
          couponId: z.string().regex(COUPON_ID_PATTERN),
          quantity: z.number().int().min(1).max(1000),
        }),
      )
      .max(20)
      .default([]),
    /**
     * The account buys (after its listings): an order of `quantity` coupons of another's listing, placed as
     * `bmOrderCreate` places it (its refusals refuse the fixture), then paid in crypto through the cashier's chain
     * (`paid`), or left unpaid (its 30 minutes to pay running).
     */
    purchases: z
      .array(
        z
          .object({
            delegateId: z.string().regex(DELEGATE_ID_PATTERN),
            quantity: z.number().int().min(1).max(1000).default(1),
            paid: z.boolean().default(false),
          })
          .strict(),
      )
      .max(20)
      .default([]),
    /**
     * Sales of the account's new listings (`listing`: an index into this request's `listings`): `buyer` (an email;
     * default a seeded coupon trader) orders `quantity` coupons and pays in crypto, so the account's wallet gets the
     * proceeds less the fee through the ledger.
     */
    sales: z
      .array(
        z
          .object({
            listing: z.number().int().min(0).max(19),
            quantity: z.number().int().min(1).max(1000).default(1),
            buyer: z.string().trim().toLowerCase().min(3).max(254).optional(),
          })
          .strict(),
      )
      .max(20)
      .default([]),
  })
  .strict();

const orderBody = z
  .object({
    /** The buyer (an email): an unpaid order reserving `quantity` coupons of the listing, as `bmOrderCreate` makes. */
    account: z.string().trim().toLowerCase().min(3).max(254),
    delegateId: z.string().regex(DELEGATE_ID_PATTERN),
    quantity: z.number().int().min(1).max(1000).default(1),
  })
  .strict();

const expireBody = z
  .object({
    /** The coupon's validity ends now: its listings are expired, it can no longer be sold or used. */
    couponId: z.string().regex(COUPON_ID_PATTERN).optional(),
    /** The unpaid purchase order's deadline is now: its coupons are back on the listing. */
    orderNo: z.string().regex(COUPON_ORDER_PATTERN).optional(),
  })
  .strict();

/**
 * `POST /__sandbox/minerCoupons` `{ account?, couponRoute?, coupon?, grant?, listings?, codes?, purchases?, sales? }`
 * → `{ couponId, delegateIds, orderNos }`: a coupon issue, coupons for an account, its listings and import codes, its
 * purchases (paid in crypto or unpaid) and sales of its new listings (paid in crypto), for a test's own data, all or
 * nothing. `orderNos`: the purchases' orders then the sales', each in the order given.
 * `POST /__sandbox/minerCoupons/expire` `{ couponId? , orderNo? }`: a coupon expires now, or an unpaid order's
 * deadline is now. `POST /__sandbox/minerCoupons/order` `{ account, delegateId, quantity? }` → `{ orderNo }`: another
 * buyer's unpaid order takes the coupons (no checks but what is left). `GET /__sandbox/minerCoupons?account=` →
 * `{ holdings, listings, orders }` as stored.
 */
export function minerCouponFixtures(app: Hono, { db, now, accounts }: FeatureDeps): void {
  const store = createCouponStore(db);
  const orders = createCouponOrderStore(db);
  const bad = (c: Context, message: string, status: 400 | 404 = 400) =>
    c.json({ status, message, result: null }, status);
  const setCouponRoute = db.prepare('UPDATE users SET coupon_route = ? WHERE uid = ?');
  const insertCode = db.prepare('INSERT INTO coupon_import_codes (code, coupon_id, quantity) VALUES (?, ?, ?)');
  const expireCoupon = db.prepare('UPDATE miner_coupons SET expire_at = ? WHERE coupon_id = ?');
  const expireOrder = db.prepare(
    'UPDATE coupon_orders SET pay_expire_at = ? WHERE order_no = ? AND paid_at IS NULL AND cancelled_at IS NULL',
  );
  const ordersOf = db.prepare('SELECT * FROM coupon_orders WHERE uid = ? OR seller_uid = ? ORDER BY id');
  const payments = createPayments(db);
  const openAddress = db.prepare(
    `INSERT INTO cashier_addresses (address, order_no, coin, network, rate_cents, decimals, opened_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const addressRow = db.prepare('SELECT * FROM cashier_addresses WHERE address = ?');

  /** An order placed as `bmOrderCreate` places it; its refusal says which entry of the request it was. */
  function buy(entry: string, uid: number, delegateId: string, quantity: number, at: number): string {
    const requestId = `fixture-${randomUUID()}`;
    try {
      return placePurchase(store, orders, { uid, delegateId, quantity, at, requestId }).orderNo;
    } catch (error) {
      if (error instanceof CallError) throw new Error(`${entry}: ${error.message}`);
      throw error;
    }
  }

  /**
   * Pays an order in full as the chain pays a cashier address (`/__sandbox/chain/pay`): a USDT address opened for
   * it, the transfer received through the cashier's payments (the ledger pays the seller less the fee; the coupons
   * reach the buyer).
   */
  function payInCrypto(entry: string, orderNo: string, at: number): void {
    const order = payments.find(orderNo);
    if (!order) throw new Error(`${entry}: no order ${orderNo}`);
    // As the chain does: what died before the transfer gives back what it held first.
    payments.settleUser(order.uid, at);
    const address = cashierAddressFor(orderNo, 'USDT', 'TRC20');
    const rate = rateCents('USDT', at);
    openAddress.run(address, orderNo, 'USDT', 'TRC20', rate, COIN_DECIMALS.USDT, at);
    const target = addressRow.get(address) as unknown as CashierAddressRow;
    const amount = quoteMinor(payments.money(order, at).dueCents, rate, COIN_DECIMALS.USDT);
    payments.receiveCrypto(target, amount, usdCentsOf(amount, rate, COIN_DECIMALS.USDT), randomUUID(), at);
    const after = payments.find(orderNo);
    if (!after || payments.money(after, at).state !== 'paid') throw new Error(`${entry}: ${orderNo} not paid`);
  }

  /** A seeded coupon trader who is not the seller. */
  const trader = (seller: number) => COUPON_TRADERS.find((one) => one.uid !== seller)?.uid as number;

  async function parse<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T> | Response> {
    let json: unknown;
    try {
      json = await c.req.json();
    } catch {
      return bad(c, 'body: a JSON object expected');
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return bad(c, `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
    }
    return parsed.data;
  }

  app.post('/__sandbox/minerCoupons', async (c) => {
    const body = await parse(c, setupBody);
    if (body instanceof Response) return body;
    const user = body.account ? accounts.find({ email: body.account }) : undefined;
    if (body.account && !user) return bad(c, `account: no account ${body.account}`, 404);
    const trades = body.purchases.length > 0 || body.sales.length > 0;
    if ((body.grant.length > 0 || body.listings.length > 0 || body.couponRoute !== undefined || trades) && !user) {
      return bad(c, 'account: required to grant, list, trade or set the coupon route');
    }
    const buyers = new Map<string, number>();
    for (const [index, sale] of body.sales.entries()) {
      if (sale.listing >= body.listings.length) return bad(c, `sales.${index}.listing: no listing ${sale.listing}`);
      if (sale.buyer === undefined) continue;
      const buyer = accounts.find({ email: sale.buyer });
      if (!buyer) return bad(c, `sales.${index}.buyer: no account ${sale.buyer}`, 404);
      buyers.set(sale.buyer, buyer.uid);
    }
    const at = now();
    try {
      const { delegateIds, orderNos } = transaction(db, () => {
        if (body.coupon) {
          const face = parseMinor(body.coupon.faceValueUsd, USD_DECIMALS) ?? 0;
          if (face <= 0) throw new Error('coupon.faceValueUsd: above 0 expected');
          if (store.coupon(body.coupon.couponId)) throw new Error(`coupon.couponId: ${body.coupon.couponId} exists`);
          store.addCoupon({
            coupon_id: body.coupon.couponId,
            issuer: 'Bitmain',
            name: body.coupon.name,
            face_value_cents: face,
            models: JSON.stringify(body.coupon.models),
            max_deduction_percent: body.coupon.maxDeductionPercent,
            issued_at: at - DAY_MS,
            expire_at: at + Math.round(body.coupon.expiresInDays * DAY_MS),
            transferable: body.coupon.transferable ? 1 : 0,
          });
        }
        for (const { code, couponId, quantity } of body.codes) {
          if (!store.coupon(couponId)) throw new Error(`codes: no coupon ${couponId}`);
          insertCode.run(code, couponId, quantity);
        }
        if (!user) return { delegateIds: [], orderNos: [] };
        if (body.couponRoute !== undefined) setCouponRoute.run(body.couponRoute ? 1 : 0, user.uid);
        for (const { couponId, quantity } of body.grant) {
          if (!store.coupon(couponId)) throw new Error(`grant: no coupon ${couponId}`);
          store.addOp({ uid: user.uid, couponId, op: 'import', quantity, change: quantity, reference: null, at });
        }
        const delegateIds = body.listings.map(({ couponId, quantity, unitPriceUsd }) => {
          if (store.held(user.uid, couponId).quantity < quantity) throw new Error(`listings: ${couponId} not held`);
          const unitPriceCents = parseMinor(unitPriceUsd, USD_DECIMALS) ?? 0;
          return store.list({ uid: user.uid, couponId, quantity, unitPriceCents, at, requestId: null });
        });
        const orderNos: string[] = [];
        for (const [index, { delegateId, quantity, paid }] of body.purchases.entries()) {
          const orderNo = buy(`purchases.${index}`, user.uid, delegateId, quantity, at);
          if (paid) payInCrypto(`purchases.${index}`, orderNo, at);
          orderNos.push(orderNo);
        }
        for (const [index, sale] of body.sales.entries()) {
          const delegateId = delegateIds[sale.listing] as string;
          const buyer = sale.buyer === undefined ? trader(user.uid) : (buyers.get(sale.buyer) as number);
          const orderNo = buy(`sales.${index}`, buyer, delegateId, sale.quantity, at);
          payInCrypto(`sales.${index}`, orderNo, at);
          orderNos.push(orderNo);
        }
        return { delegateIds, orderNos };
      });
      return c.json({ couponId: body.coupon?.couponId ?? null, delegateIds, orderNos });
    } catch (error) {
      return bad(c, error instanceof Error ? error.message : String(error));
    }
  });

  app.post('/__sandbox/minerCoupons/order', async (c) => {
    const body = await parse(c, orderBody);
    if (body instanceof Response) return body;
    const user = accounts.find({ email: body.account });
    if (!user) return bad(c, `account: no account ${body.account}`, 404);
    const at = now();
    const listing = store.listing(body.delegateId, at);
    if (!listing) return bad(c, `delegateId: no listing ${body.delegateId}`, 404);
    if (listingStatus(listing, at).remaining < body.quantity) return bad(c, 'quantity: not that many left');
    const orderNo = orders.place({
      uid: user.uid,
      delegateId: body.delegateId,
      sellerUid: listing.uid,
      couponId: listing.coupon_id,
      quantity: body.quantity,
      unitPriceCents: listing.unit_price_cents,
      feeCents: saleProceeds(listing.unit_price_cents, body.quantity).feeCents,
      at,
      payExpireAt: Math.min(at + CHECKOUT_PAY_WINDOW_MINUTES * 60_000, listing.expire_at),
      requestId: `fixture-${at}-${Math.random().toString(36).slice(2, 10)}`,
    });
    return c.json({ orderNo });
  });

  app.post('/__sandbox/minerCoupons/expire', async (c) => {
    const body = await parse(c, expireBody);
    if (body instanceof Response) return body;
    const at = now();
    if (body.couponId && expireCoupon.run(at, body.couponId).changes !== 1) {
      return bad(c, `couponId: no coupon ${body.couponId}`, 404);
    }
    if (body.orderNo && expireOrder.run(at, body.orderNo).changes !== 1) {
      return bad(c, `orderNo: no unpaid order ${body.orderNo}`, 404);
    }
    return c.json({ expired: true, at: new Date(at).toISOString() });
  });

  app.get('/__sandbox/minerCoupons', (c) => {
    const email = (c.req.query('account') ?? '').trim().toLowerCase();
    const user = accounts.find({ email });
    if (!user) return bad(c, `account: no account ${email}`, 404);
    const at = now();
    return c.json({
      holdings: store.holdings(user.uid, at),
      listings: store.listingsOf(user.uid, at).map((row) => ({
        delegateId: row.delegate_id,
        couponId: row.coupon_id,
        quantity: row.quantity,
        sold: row.sold,
        reserved: row.reserved,
        cancelled: row.cancelled_at !== null,
      })),
      orders: (ordersOf.all(user.uid, user.uid) as Array<{ order_no: string }>).map((row) => {
        const order = orders.byNo(row.order_no);
        return (
          order && { orderNo: order.order_no, buyer: order.uid, seller: order.seller_uid, paid: order.paid_at !== null }
        );
      }),
    });
  });
}
