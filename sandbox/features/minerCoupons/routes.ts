import { createHash } from 'node:crypto';
import {
  discountHundredths,
  discountPercent,
  matchesValidity,
  priceInRange,
  remainingDays,
  saleProceeds,
} from '../../../runtime/domain/minerCoupons.ts';
import { CHECKOUT_PAY_WINDOW_MINUTES } from '../../../runtime/http/contract/checkout.ts';
import {
  type CouponPurchaseOrder,
  type CouponSale,
  type ListingFilter,
  MINER_COUPON_ERRORS,
  MINER_COUPON_FEE_BP,
  MINER_COUPON_PRICE_RANGE,
  type MinerCouponError,
  type MyListing,
  type ProceedsRecord,
} from '../../../runtime/http/contract/minerCoupons.ts';
import type { UserRow } from '../../accounts.ts';
import { transaction } from '../../db.ts';
import { CallError, type Define, ok } from '../../http.ts';
import { createPayments } from '../checkout/payments.ts';
import type { FeatureDeps } from '../feature.ts';
import { parseMinor, USD_DECIMALS } from '../orders/money.ts';
import { userBalance } from '../wallet/ledger.ts';
import { createWalletStore } from '../wallet/store.ts';
import { type CouponOrderRow, type CouponOrderStore, createCouponOrderStore } from './orders.ts';
import {
  type CouponStore,
  couponFacts,
  createCouponStore,
  iso,
  type ListingFacts,
  listingStatus,
  listingView,
  maskTrader,
  usd,
} from './store.ts';

const PAY_WINDOW_MS = CHECKOUT_PAY_WINDOW_MINUTES * 60_000;

/** A refusal of MINER_COUPON_ERRORS: 200 with the status in the envelope, as business refusals are (decision 020). */
export function refuse(status: 400 | 403 | 404 | 409, error: MinerCouponError): CallError {
  return new CallError(200, status, MINER_COUPON_ERRORS[error]);
}

/**
 * A buyer's unpaid order of `quantity` coupons of a listing, reserving them until it is paid or dies (30 minutes,
 * or the coupon's expiry if sooner), the market's fee fixed on it: `bmOrderCreate`'s checks and write, also the
 * test fixture's (fixtures.ts). In the caller's transaction: read and reserved in one, so of two buyers of the last
 * coupon the second finds none left. Throws the refusal (`own`, `cancelled`, `expired`, `soldOut`, `quantity`,
 * `notFound`).
 */
export function placePurchase(
  store: CouponStore,
  orders: CouponOrderStore,
  order: { uid: number; delegateId: string; quantity: number; at: number; requestId: string },
): { orderNo: string; totalCents: number; payExpireAt: number } {
  const { uid, delegateId, quantity, at } = order;
  const row = store.listing(delegateId, at);
  if (!row) throw refuse(404, 'notFound');
  if (row.uid === uid) throw refuse(403, 'own');
  const status = listingStatus(row, at);
  if (status.state === 'cancelled') throw refuse(409, 'cancelled');
  if (status.state === 'expired') throw refuse(409, 'expired');
  if (status.remaining === 0) throw refuse(409, 'soldOut');
  if (quantity > status.remaining) throw refuse(400, 'quantity');
  const { grossCents, feeCents } = saleProceeds(row.unit_price_cents, quantity);
  // An order cannot outlive its coupon: expired coupons are never sold.
  const payExpireAt = Math.min(at + PAY_WINDOW_MS, row.expire_at);
  const orderNo = orders.place({
    uid,
    delegateId,
    sellerUid: row.uid,
    couponId: row.coupon_id,
    quantity,
    unitPriceCents: row.unit_price_cents,
    feeCents,
    at,
    payExpireAt,
    requestId: order.requestId,
  });
  return { orderNo, totalCents: grossCents, payExpireAt };
}

const page = <T>(rows: T[], pageNo: number, pageSize: number) => ({
  data: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize),
  pageNo,
  pageSize,
  totalCount: rows.length,
});

/** The market (contract: runtime/http/contract/minerCoupons.ts). Every write is one SQLite transaction. */
export function minerCouponRoutes(define: Define, { db, now }: FeatureDeps): void {
  const store = createCouponStore(db);
  const orders = createCouponOrderStore(db);
  const payments = createPayments(db);
  const wallet = createWalletStore(db);
  const ordersOfBuyer = db.prepare('SELECT * FROM coupon_orders WHERE uid = ? ORDER BY created_at DESC, id DESC');
  const salesOf = db.prepare(
    `SELECT o.*, c.name, c.face_value_cents, u.email, u.phone_code, u.phone_number,
       (SELECT e.tx_id FROM ledger_entries e
          WHERE e.reference = o.order_no AND e.kind = 'payment' AND e.account = :account LIMIT 1) AS tx_id
     FROM coupon_orders o
     JOIN miner_coupons c ON c.coupon_id = o.coupon_id
     JOIN users u ON u.uid = o.uid
     WHERE o.seller_uid = :uid AND o.paid_at IS NOT NULL AND (:delegateId IS NULL OR o.delegate_id = :delegateId)
     ORDER BY o.paid_at DESC, o.id DESC`,
  );
  const trades = db.prepare(
    `SELECT o.*, c.name, c.face_value_cents, c.models,
       b.email AS b_email, b.phone_code AS b_phone_code, b.phone_number AS b_phone_number,
       s.email AS s_email, s.phone_code AS s_phone_code, s.phone_number AS s_phone_number
     FROM coupon_orders o
     JOIN miner_coupons c ON c.coupon_id = o.coupon_id
     JOIN users b ON b.uid = o.uid
     JOIN users s ON s.uid = o.seller_uid
     WHERE o.paid_at IS NOT NULL
     ORDER BY o.paid_at DESC, o.id DESC LIMIT :limit OFFSET :offset`,
  );
  const tradeCount = db.prepare('SELECT COUNT(*) AS n FROM coupon_orders WHERE paid_at IS NOT NULL');
  const importCode = db.prepare('SELECT * FROM coupon_import_codes WHERE code = ?');
  const useCode = db.prepare(
    'UPDATE coupon_import_codes SET used_by = ?, used_at = ? WHERE code = ? AND used_by IS NULL',
  );

  const signedIn = (user: UserRow | undefined): UserRow => {
    if (!user) throw new CallError(401, 401, 'login required');
    return user;
  };
  const onMarket = (row: ListingFacts, at: number) => listingStatus(row, at).remaining > 0;

  function purchaseView(row: CouponOrderRow, at: number): CouponPurchaseOrder {
    const coupon = store.coupon(row.coupon_id);
    const listing = store.listing(row.delegate_id, at);
    if (!coupon || !listing) throw new Error(`coupon order ${row.order_no}: no listing ${row.delegate_id}`);
    const payable = payments.find(row.order_no);
    if (!payable) throw new Error(`coupon order ${row.order_no}: not payable`);
    const money = payments.money(payable, at);
    return {
      orderNo: row.order_no,
      delegateId: row.delegate_id,
      coupon: couponFacts(coupon, at),
      seller: maskTrader(listing),
      quantity: row.quantity,
      unitPriceUsd: usd(row.unit_price_cents),
      discountPercent: discountPercent(coupon.face_value_cents, row.unit_price_cents),
      totalUsd: usd(row.total_cents),
      state: money.state,
      createdAt: iso(row.created_at),
      payExpireAt: iso(row.pay_expire_at),
      paidAt: row.paid_at === null || money.state !== 'paid' ? null : iso(row.paid_at),
      payMethod: money.state === 'paid' ? row.pay_method : null,
      remainUsd: usd(money.remainCents),
    };
  }

  function myListingView(row: ListingFacts, at: number, uid: number): MyListing {
    return {
      ...listingView(row, at, uid),
      grossUsd: usd(row.gross_cents),
      feeUsd: usd(row.fee_cents),
      netUsd: usd(row.gross_cents - row.fee_cents),
    };
  }

  type SaleRow = CouponOrderRow & {
    name: string;
    face_value_cents: number;
    email: string | null;
    phone_code: string | null;
    phone_number: string | null;
    tx_id: string | null;
  };
  const sales = (uid: number, delegateId: string | null) =>
    salesOf.all({ uid, delegateId, account: userBalance(uid) }) as unknown as SaleRow[];
  const saleView = (row: SaleRow): CouponSale => ({
    orderNo: row.order_no,
    delegateId: row.delegate_id,
    couponId: row.coupon_id,
    name: row.name,
    faceValueUsd: usd(row.face_value_cents),
    buyer: maskTrader(row),
    quantity: row.quantity,
    unitPriceUsd: usd(row.unit_price_cents),
    grossUsd: usd(row.total_cents),
    feeUsd: usd(row.fee_cents),
    netUsd: usd(row.total_cents - row.fee_cents),
    paidAt: iso(row.paid_at ?? row.created_at),
  });

  // ---- the market ----
  define('bmMarketList', ({ model, validity, sort, dir, pageNo, pageSize }, ctx) => {
    const at = now();
    const live = store.listings(at).filter((row) => onMarket(row, at));
    const models = [...new Set(live.flatMap((row) => JSON.parse(row.models) as string[]))].sort();
    const direction = dir ?? (sort === 'price' ? 'asc' : 'desc');
    const key = (row: ListingFacts) =>
      sort === 'price'
        ? row.unit_price_cents
        : sort === 'discount'
          ? discountHundredths(row.face_value_cents, row.unit_price_cents)
          : row.expire_at;
    const rows = live
      .filter((row) => model === undefined || model === '' || (JSON.parse(row.models) as string[]).includes(model))
      .filter((row) => matchesValidity(remainingDays(row.expire_at, at), validity))
      .sort(
        (a, b) => (direction === 'asc' ? key(a) - key(b) : key(b) - key(a)) || b.listed_at - a.listed_at || b.id - a.id,
      );
    const viewer = ctx.user?.uid;
    const paged = page(rows, pageNo, pageSize);
    return ok({ ...paged, data: paged.data.map((row) => listingView(row, at, viewer)), models });
  });

  define('bmMarketDetail', ({ delegateId }, ctx) => {
    const at = now();
    const row = store.listing(delegateId, at);
    if (!row) throw refuse(404, 'notFound');
    return ok(listingView(row, at, ctx.user?.uid));
  });

  define('bmBestAsks', ({ limit }, ctx) => {
    const at = now();
    const rows = store
      .listings(at)
      .filter((row) => onMarket(row, at))
      .sort(
        (a, b) =>
          discountHundredths(b.face_value_cents, b.unit_price_cents) -
            discountHundredths(a.face_value_cents, a.unit_price_cents) || a.unit_price_cents - b.unit_price_cents,
      )
      .slice(0, limit);
    return ok(rows.map((row) => listingView(row, at, ctx.user?.uid)));
  });

  define('bmTradeHistory', ({ pageNo, pageSize }) => {
    const rows = trades.all({ limit: pageSize, offset: (pageNo - 1) * pageSize }) as unknown as Array<
      CouponOrderRow & {
        name: string;
        face_value_cents: number;
        models: string;
        b_email: string | null;
        b_phone_code: string | null;
        b_phone_number: string | null;
        s_email: string | null;
        s_phone_code: string | null;
        s_phone_number: string | null;
      }
    >;
    return ok({
      data: rows.map((row) => ({
        tradeId: `${row.order_no.slice(0, 5)}…${row.order_no.slice(-4)}`,
        couponId: row.coupon_id,
        name: row.name,
        faceValueUsd: usd(row.face_value_cents),
        models: JSON.parse(row.models) as string[],
        quantity: row.quantity,
        unitPriceUsd: usd(row.unit_price_cents),
        discountPercent: discountPercent(row.face_value_cents, row.unit_price_cents),
        totalUsd: usd(row.total_cents),
        buyer: maskTrader({ email: row.b_email, phone_code: row.b_phone_code, phone_number: row.b_phone_number }),
        seller: maskTrader({ email: row.s_email, phone_code: row.s_phone_code, phone_number: row.s_phone_number }),
        at: iso(row.paid_at ?? row.created_at),
      })),
      pageNo,
      pageSize,
      totalCount: (tradeCount.get() as { n: number }).n,
    });
  });

  // ---- buying ----
  define('bmOrderPrepare', ({ delegateId }, ctx) => {
    const user = signedIn(ctx.user);
    const at = now();
    const row = store.listing(delegateId, at);
    if (!row) throw refuse(404, 'notFound');
    return ok({
      listing: listingView(row, at, user.uid),
      balanceUsd: usd(wallet.balanceCents(user.uid)),
      fundPasswordSet: user.fund_password_hash !== null,
      payWindowMinutes: Math.max(1, Math.min(CHECKOUT_PAY_WINDOW_MINUTES, Math.floor((row.expire_at - at) / 60_000))),
    });
  });

  define('bmOrderCreate', ({ requestId, delegateId, quantity }, ctx) => {
    const user = signedIn(ctx.user);
    const at = now();
    return transaction(db, () => {
      payments.settleUser(user.uid, at);
      const before = orders.byRequest(user.uid, requestId);
      if (before) {
        if (before.delegate_id !== delegateId || before.quantity !== quantity) throw refuse(400, 'requestReused');
        return ok({
          orderNo: before.order_no,
          totalUsd: usd(before.total_cents),
          payExpireAt: iso(before.pay_expire_at),
        });
      }
      const placed = placePurchase(store, orders, { uid: user.uid, delegateId, quantity, at, requestId });
      return ok({ orderNo: placed.orderNo, totalUsd: usd(placed.totalCents), payExpireAt: iso(placed.payExpireAt) });
    });
  });

  define('bmPurchaseOrders', ({ filter, pageNo, pageSize }, ctx) => {
    const user = signedIn(ctx.user);
    const at = now();
    payments.settleUser(user.uid, at);
    const rows = (ordersOfBuyer.all(user.uid) as unknown as CouponOrderRow[])
      .map((row) => purchaseView(row, at))
      .filter((row) => {
        if (filter === 'unpaid') return row.state === 'awaiting' || row.state === 'underpaid';
        if (filter === 'paid') return row.state === 'paid';
        if (filter === 'closed') return row.state === 'expired' || row.state === 'cancelled';
        return true;
      });
    return ok(page(rows, pageNo, pageSize));
  });

  define('bmPurchaseOrderDetail', ({ orderNo }, ctx) => {
    const user = signedIn(ctx.user);
    const at = now();
    const row = orders.byNo(orderNo);
    if (row?.uid !== user.uid) throw refuse(404, 'orderNotFound');
    payments.settleUser(user.uid, at);
    return ok(purchaseView(row, at));
  });

  define('bmUnpaidCount', (_input, ctx) => ok({ count: orders.unpaidCount(signedIn(ctx.user).uid, now()) }));

  // ---- holding and selling ----
  define('bmHoldings', (_input, ctx) => ok(store.holdings(signedIn(ctx.user).uid, now())));

  define('bmCouponDetail', ({ couponId }, ctx) => {
    const user = signedIn(ctx.user);
    const at = now();
    const holding = store.holdings(user.uid, at).find((row) => row.couponId === couponId);
    if (!holding) throw refuse(404, 'couponNotFound');
    const listings = store
      .listingsOf(user.uid, at)
      .filter((row) => row.coupon_id === couponId)
      .map((row) => myListingView(row, at, user.uid));
    return ok({ holding, listings });
  });

  define('bmSellPrepare', (_input, ctx) => {
    const user = signedIn(ctx.user);
    const at = now();
    return ok({
      holdings: store
        .holdings(user.uid, at)
        .filter((row) => row.transferable && row.state === 'usable' && row.quantity > 0),
      feeBp: MINER_COUPON_FEE_BP,
      priceRange: { ...MINER_COUPON_PRICE_RANGE },
    });
  });

  define('bmDelegateCreate', ({ requestId, couponId, quantity, unitPriceUsd }, ctx) => {
    // The gate let this through only with a passed verification task (settings/verify.ts BY_STRONGEST).
    const user = signedIn(ctx.user);
    const at = now();
    return transaction(db, () => {
      const before = store.listingByRequest(user.uid, requestId);
      if (before) {
        const row = store.listing(before, at);
        if (!row || row.coupon_id !== couponId || row.quantity !== quantity) throw refuse(400, 'requestReused');
        return ok({ delegateId: before, state: listingStatus(row, at).state });
      }
      const coupon = store.coupon(couponId);
      const held = store.held(user.uid, couponId);
      if (!coupon || !held.ever) throw refuse(404, 'couponNotFound');
      if (coupon.transferable !== 1) throw refuse(403, 'notTransferable');
      if (coupon.expire_at <= at) throw refuse(409, 'expired');
      if (quantity > held.quantity) throw refuse(400, 'quantity');
      const priceCents = parseMinor(unitPriceUsd, USD_DECIMALS);
      if (priceCents === undefined || !priceInRange(coupon.face_value_cents, priceCents)) throw refuse(400, 'price');
      const delegateId = store.list({
        uid: user.uid,
        couponId,
        quantity,
        unitPriceCents: priceCents,
        at,
        requestId,
      });
      // The holdings are a sum of operations: never below 0, even if two listings raced.
      if (store.held(user.uid, couponId).quantity < 0) throw refuse(400, 'quantity');
      return ok({ delegateId, state: 'listed' as const });
    });
  });

  define('bmDelegateCancel', ({ delegateId }, ctx) => {
    const user = signedIn(ctx.user);
    const at = now();
    return transaction(db, () => {
      const row = store.listing(delegateId, at);
      if (row?.uid !== user.uid) throw refuse(404, 'notFound');
      const status = listingStatus(row, at);
      if (status.state !== 'listed' && status.state !== 'partiallySold') throw refuse(409, 'ended');
      if (row.reserved > 0) throw refuse(409, 'reserved');
      if (!store.cancel(delegateId, at)) throw refuse(409, 'ended');
      const returned = row.quantity - row.sold;
      if (returned > 0) {
        store.addOp({
          uid: user.uid,
          couponId: row.coupon_id,
          op: 'unlist',
          quantity: returned,
          change: returned,
          reference: delegateId,
          at,
        });
      }
      return ok({ delegateId, state: 'cancelled' as const, returnedQuantity: returned });
    });
  });

  define('bmDelegates', ({ filter, pageNo, pageSize }, ctx) => {
    const user = signedIn(ctx.user);
    const at = now();
    const active = (row: ListingFacts) => {
      const state = listingStatus(row, at).state;
      return state === 'listed' || state === 'partiallySold';
    };
    const keep = (row: ListingFacts, which: ListingFilter) =>
      which === 'all' || (which === 'active' ? active(row) : !active(row));
    const rows = store
      .listingsOf(user.uid, at)
      .filter((row) => keep(row, filter))
      .map((row) => myListingView(row, at, user.uid));
    return ok(page(rows, pageNo, pageSize));
  });

  define('bmSoldOrders', ({ pageNo, pageSize }, ctx) => {
    const user = signedIn(ctx.user);
    return ok(page(sales(user.uid, null).map(saleView), pageNo, pageSize));
  });

  define('bmSoldOrderDetail', ({ delegateId }, ctx) => {
    const user = signedIn(ctx.user);
    const at = now();
    const row = store.listing(delegateId, at);
    if (row?.uid !== user.uid) throw refuse(404, 'notFound');
    return ok({ listing: myListingView(row, at, user.uid), sales: sales(user.uid, delegateId).map(saleView) });
  });

  define('bmStockLog', ({ couponId, op, from, to, pageNo, pageSize }, ctx) => {
    const user = signedIn(ctx.user);
    const { data, totalCount } = store.stockLog(user.uid, { couponId, op, from, to }, pageNo, pageSize);
    return ok({ data, pageNo, pageSize, totalCount });
  });

  define('bmProceedsRecords', ({ pageNo, pageSize }, ctx) => {
    const user = signedIn(ctx.user);
    const rows = sales(user.uid, null);
    const records: ProceedsRecord[] = rows.map((row) => ({
      orderNo: row.order_no,
      delegateId: row.delegate_id,
      couponId: row.coupon_id,
      name: row.name,
      quantity: row.quantity,
      grossUsd: usd(row.total_cents),
      feeUsd: usd(row.fee_cents),
      netUsd: usd(row.total_cents - row.fee_cents),
      destination: 'balance',
      state: 'credited',
      txId: row.tx_id ?? '',
      at: iso(row.paid_at ?? row.created_at),
    }));
    const totalNet = rows.reduce((sum, row) => sum + row.total_cents - row.fee_cents, 0);
    return ok({ ...page(records, pageNo, pageSize), totalNetUsd: usd(totalNet) });
  });

  define('bmCouponImport', ({ code }, ctx) => {
    const user = signedIn(ctx.user);
    const at = now();
    return transaction(db, () => {
      const row = importCode.get(code) as
        | { code: string; coupon_id: string; quantity: number; used_by: number | null }
        | undefined;
      if (!row || row.used_by !== null) throw refuse(404, 'importCode');
      const coupon = store.coupon(row.coupon_id);
      if (!coupon) throw refuse(404, 'importCode');
      if (coupon.expire_at <= at) throw refuse(409, 'expired');
      if (useCode.run(user.uid, at, code).changes !== 1) throw refuse(404, 'importCode');
      store.addOp({
        uid: user.uid,
        couponId: row.coupon_id,
        op: 'import',
        quantity: row.quantity,
        change: row.quantity,
        reference: code,
        at,
      });
      return ok({ couponId: row.coupon_id, quantity: row.quantity });
    });
  });

  define('bmCouponUse', ({ requestId, couponId, quantity }, ctx) => {
    const user = signedIn(ctx.user);
    const at = now();
    return transaction(db, () => {
      const before = store.opByRequest(user.uid, requestId);
      if (before) {
        if (before.coupon_id !== couponId || before.quantity !== quantity) throw refuse(400, 'requestReused');
        return ok({ couponId, quantity, redeemCode: before.reference });
      }
      const coupon = store.coupon(couponId);
      const held = store.held(user.uid, couponId);
      if (!coupon || !held.ever) throw refuse(404, 'couponNotFound');
      if (coupon.expire_at <= at) throw refuse(409, 'expired');
      if (quantity > held.quantity) throw refuse(400, 'quantity');
      const digest = createHash('sha256').update(`${user.uid}/${requestId}`).digest('hex').slice(0, 10).toUpperCase();
      const redeemCode = `BMR-${digest}`;
      store.addOp({
        uid: user.uid,
        couponId,
        op: 'use',
        quantity,
        change: -quantity,
        reference: redeemCode,
        requestId,
        at,
      });
      return ok({ couponId, quantity, redeemCode });
    });
  });
}
