import {
  type CashierAddress,
  type CashierCoin,
  CHECKOUT_ERRORS,
  type CheckoutError,
  type PaymentState,
} from '../../../runtime/http/contract/checkout.ts';
import { atomically, type Database } from '../../db.ts';
import { CallError } from '../../http.ts';
import { COUPON_ORDER_PREFIX, type CouponOrderRow, createCouponOrderStore } from '../minerCoupons/orders.ts';
import { createMinerOrderStore, MINER_ORDER_PREFIX, type MinerOrderRow } from '../miners/orders.ts';
import { formatMinor, USD_DECIMALS } from '../orders/money.ts';
import { createSettlement } from '../orders/settle.ts';
import { createOrderStore, type OrderRow, stateOf } from '../orders/store.ts';
import { createRenewOrderStore, RENEW_ORDER_PREFIX, type RenewOrderRow } from '../renew/orders.ts';
import {
  createLedger,
  HOUSE_CHAIN,
  HOUSE_POINTS,
  HOUSE_REVENUE,
  InsufficientFunds,
  orderPoints,
  orderReceived,
  orderRemain,
  userBalance,
  userPoints,
} from '../wallet/ledger.ts';
import { createWalletStore } from '../wallet/store.ts';
import { quoteMinor } from './crypto.ts';
import { createPointsOrderStore, POINTS_ORDER_PREFIX, type PointsOrderRow } from './pointsOrders.ts';

/** A refusal of CHECKOUT_ERRORS: 200 with the status in the envelope, as business refusals are (decision 020). */
export function refuse(status: 400 | 403 | 404 | 409, error: CheckoutError): CallError {
  return new CallError(200, status, CHECKOUT_ERRORS[error]);
}

export interface CashierAddressRow {
  address: string;
  order_no: string;
  coin: CashierCoin;
  network: string;
  rate_cents: number;
  decimals: number;
  opened_at: number;
}

/**
 * An order the cashier can take money for (decision 102): a plan order (`orders`, numbers P…) or a miner
 * order (`miner_orders`, numbers M…). Paying, receiving crypto, cancelling and settling work on this; only
 * what the order is for (its row) differs.
 */
export type Payable =
  | { kind: 'plan'; orderNo: string; uid: number; totalCents: number; payExpireAt: number; row: OrderRow }
  | { kind: 'minerSale'; orderNo: string; uid: number; totalCents: number; payExpireAt: number; row: MinerOrderRow }
  | { kind: 'points'; orderNo: string; uid: number; totalCents: number; payExpireAt: number; row: PointsOrderRow }
  | { kind: 'minerCoupon'; orderNo: string; uid: number; totalCents: number; payExpireAt: number; row: CouponOrderRow }
  | { kind: 'renew'; orderNo: string; uid: number; totalCents: number; payExpireAt: number; row: RenewOrderRow };

const planPayable = (row: OrderRow): Payable => ({
  kind: 'plan',
  orderNo: row.order_no,
  uid: row.uid,
  totalCents: row.total_cents,
  payExpireAt: row.pay_expire_at,
  row,
});
const minerPayable = (row: MinerOrderRow): Payable => ({
  kind: 'minerSale',
  orderNo: row.order_no,
  uid: row.uid,
  totalCents: row.total_cents,
  payExpireAt: row.pay_expire_at,
  row,
});

const pointsPayable = (row: PointsOrderRow): Payable => ({
  kind: 'points',
  orderNo: row.order_no,
  uid: row.uid,
  totalCents: row.total_cents,
  payExpireAt: row.pay_expire_at,
  row,
});

const couponPayable = (row: CouponOrderRow): Payable => ({
  kind: 'minerCoupon',
  orderNo: row.order_no,
  uid: row.uid,
  totalCents: row.total_cents,
  payExpireAt: row.pay_expire_at,
  row,
});

const renewPayable = (row: RenewOrderRow): Payable => ({
  kind: 'renew',
  orderNo: row.order_no,
  uid: row.uid,
  totalCents: row.total_cents,
  payExpireAt: row.pay_expire_at,
  row,
});

/**
 * A miner or points order at `at`, by its times as plan orders are: a payment or cancellation counts before
 * the expiry.
 */
function timedStatus(
  row: { paid_at: number | null; cancelled_at: number | null; pay_expire_at: number },
  at: number,
): 'open' | 'paid' | 'cancelled' | 'expired' {
  const cancelAt = Math.min(row.cancelled_at ?? Number.POSITIVE_INFINITY, row.pay_expire_at);
  if (row.paid_at !== null && row.paid_at < cancelAt && row.paid_at <= at) return 'paid';
  if (at < cancelAt) return 'open';
  return cancelAt === row.cancelled_at ? 'cancelled' : 'expired';
}

/** Where an order's money stands at `at`, all in cents. */
export interface OrderMoney {
  state: PaymentState;
  /** Received towards the total (all of it once paid). */
  paidCents: number;
  /** Still to pay (0 unless awaiting or underpaid). */
  dueCents: number;
  remainCents: number;
}

/** Paying orders (plans and miners alike): from the wallet, or crypto from the chain; each payment is one ledger transaction. */
export function createPayments(db: Database) {
  const orders = createOrderStore(db);
  const minerOrders = createMinerOrderStore(db);
  const pointsOrders = createPointsOrderStore(db);
  const renewOrders = createRenewOrderStore(db);
  const couponOrders = createCouponOrderStore(db);
  const ledger = createLedger(db);
  const wallet = createWalletStore(db);
  const planSettlement = createSettlement(db);
  const takeStock = db.prepare('UPDATE plan_terms SET stock = stock - ? WHERE goods_id = ? AND stock >= ?');
  const addressesOf = db.prepare('SELECT * FROM cashier_addresses WHERE order_no = ? ORDER BY opened_at, rowid');
  const receivedAt = db.prepare(
    'SELECT COALESCE(SUM(amount_minor), 0) AS amount FROM order_payments WHERE address = ? AND method = ?',
  );
  const settled = db.prepare(
    'INSERT INTO order_settlements (order_no, settled_at) VALUES (?, ?) ON CONFLICT DO NOTHING',
  );

  /** Any user's order by its number (the chain finds the order of an address). */
  function find(orderNo: string): Payable | undefined {
    if (orderNo.startsWith(MINER_ORDER_PREFIX)) {
      const row = minerOrders.byNo(orderNo);
      return row && minerPayable(row);
    }
    if (orderNo.startsWith(POINTS_ORDER_PREFIX)) {
      const row = pointsOrders.byNo(orderNo);
      return row && pointsPayable(row);
    }
    if (orderNo.startsWith(COUPON_ORDER_PREFIX)) {
      const row = couponOrders.byNo(orderNo);
      return row && couponPayable(row);
    }
    if (orderNo.startsWith(RENEW_ORDER_PREFIX)) {
      const row = renewOrders.byNo(orderNo);
      return row && renewPayable(row);
    }
    const row = orders.byNo(orderNo);
    return row && planPayable(row);
  }

  function money(order: Payable, at: number): OrderMoney {
    const received = ledger.balance(orderReceived(order.orderNo));
    const remainCents = ledger.balance(orderRemain(order.orderNo));
    let status: 'open' | 'paid' | 'cancelled' | 'expired';
    if (order.kind === 'plan') {
      const state = stateOf(order.row, at);
      status =
        state.status === 'cancelled'
          ? state.cancelReason === 'user'
            ? 'cancelled'
            : 'expired'
          : state.status === 'unpaid'
            ? 'open'
            : 'paid';
    } else status = timedStatus(order.row, at);
    if (status === 'cancelled' || status === 'expired')
      return { state: status, paidCents: 0, dueCents: 0, remainCents };
    if (status === 'paid') return { state: 'paid', paidCents: order.totalCents, dueCents: 0, remainCents };
    return {
      state: received > 0 ? 'underpaid' : 'awaiting',
      paidCents: received,
      dueCents: order.totalCents - received,
      remainCents,
    };
  }

  /** Refuses paying an order that is not awaiting payment, with the reason. */
  function mustBeOpen(state: PaymentState): void {
    if (state === 'paid') throw refuse(409, 'paid');
    if (state === 'expired') throw refuse(409, 'expired');
    if (state === 'cancelled') throw refuse(409, 'cancelled');
  }

  /** The plan's or batch's stock goes down by the order's quantity, once, when it is paid; false when too little is left. */
  function reserveStock(order: Payable): boolean {
    if (order.kind === 'plan')
      return takeStock.run(order.row.quantity, order.row.goods_id, order.row.quantity).changes === 1;
    if (order.kind === 'minerSale') return minerOrders.takeStock(order.row);
    // Points are never sold out; a coupon order's coupons were reserved when it was placed, while it is alive.
    return true;
  }

  function markPaid(order: Payable, at: number, method: 'balance' | 'points' | 'crypto', coin: string | null) {
    if (order.kind === 'plan') return orders.markPaid(order.row, at, method, coin);
    if (order.kind === 'minerSale') return minerOrders.markPaid(order.row, at, method, coin);
    if (order.kind === 'renew') return renewOrders.markPaid(order.row, at, method, coin);
    if (order.kind === 'minerCoupon') return couponOrders.markPaid(order.row, at, method, coin);
    return pointsOrders.markPaid(order.row, at, method, coin);
  }

  /** A paid points order's points and bonus reach the account, in the payment's database transaction. */
  function deliver(order: Payable, at: number): void {
    // A paid renewal extends its plan, once: deliver runs only when markPaid changed the renewal.
    if (order.kind === 'renew') renewOrders.extendPlan(order.row, at);
    // Bought coupons reach the buyer (the seller's proceeds moved with the payment: completeLegs).
    if (order.kind === 'minerCoupon') couponOrders.deliver(order.row, at);
    if (order.kind !== 'points') return;
    const cents = (order.row.points + order.row.bonus_points) * 100;
    ledger.post('pointsPurchase', order.orderNo, at, [
      { account: HOUSE_POINTS, amountCents: -cents },
      { account: userPoints(order.uid), amountCents: cents },
    ]);
  }

  /** The order is paid: its held points and received crypto become revenue (excess crypto becomes remain). */
  function completeLegs(order: Payable, extra: Array<{ account: string; amountCents: number }>) {
    const held = ledger.balance(orderPoints(order.orderNo));
    const received = ledger.balance(orderReceived(order.orderNo));
    const fromWallet = extra.reduce((sum, leg) => sum - leg.amountCents, 0);
    const excess = received + fromWallet - order.totalCents;
    return [
      ...extra,
      { account: orderPoints(order.orderNo), amountCents: -held },
      { account: orderReceived(order.orderNo), amountCents: -received },
      { account: orderRemain(order.orderNo), amountCents: excess },
      // A coupon sale pays its seller (less the market's fee) in the payment's transaction; the rest is revenue.
      ...(order.kind === 'minerCoupon'
        ? couponOrders.revenueLegs(order.row)
        : [{ account: HOUSE_REVENUE, amountCents: order.totalCents + held }]),
    ];
  }

  return {
    find,
    /** The user's order; another user's answers undefined. */
    of(uid: number, orderNo: string): Payable | undefined {
      const order = find(orderNo);
      return order?.uid === uid ? order : undefined;
    },
    money,
    mustBeOpen,
    reserveStock,
    addresses: (orderNo: string) => addressesOf.all(orderNo) as unknown as CashierAddressRow[],

    /** What the user's paid orders, plans and miners, came to: the KYC limit counts it. */
    paidTotalCents: (uid: number, planCents: number) =>
      planCents + minerOrders.paidTotalCents(uid) + renewOrders.paidTotalCents(uid),

    /**
     * Settles the user's dead unpaid orders, plans (orders/settle.ts) and miners alike, once each: held points
     * back, the coupon free again, received crypto to remain (decision 100).
     */
    settleUser(uid: number, at: number): void {
      planSettlement.settleUser(uid, at);
      const dead = [
        ...minerOrders.deadUnsettled(uid, at),
        ...pointsOrders.deadUnsettled(uid, at),
        ...renewOrders.deadUnsettled(uid, at),
        ...couponOrders.deadUnsettled(uid, at),
      ];
      if (dead.length === 0) return;
      atomically(db, () => {
        for (const orderNo of dead) {
          if (settled.run(orderNo, at).changes !== 1) continue;
          const held = ledger.balance(orderPoints(orderNo));
          const received = ledger.balance(orderReceived(orderNo));
          ledger.post('release', orderNo, at, [
            { account: orderPoints(orderNo), amountCents: -held },
            { account: userPoints(uid), amountCents: held },
            { account: orderReceived(orderNo), amountCents: -received },
            { account: orderRemain(orderNo), amountCents: received },
          ]);
          wallet.releaseCoupon(orderNo);
        }
      });
    },

    /** The user cancels an unpaid, live order; false if it was not. */
    cancel(order: Payable, at: number): boolean {
      if (order.kind === 'plan') return orders.cancel(order.orderNo, at);
      if (order.kind === 'minerSale') return minerOrders.cancel(order.orderNo, at);
      if (order.kind === 'renew') return renewOrders.cancel(order.orderNo, at);
      if (order.kind === 'minerCoupon') return couponOrders.cancel(order.orderNo, at);
      return pointsOrders.cancel(order.orderNo, at);
    },

    /**
     * Pays what is due from the user's balance or points, in the caller's transaction: stock first (409 stock),
     * then one ledger transaction (400 balance / points when it would go below 0), then the order is marked paid.
     */
    payFromWallet(order: Payable, method: 'balance' | 'points', at: number): void {
      const { state, dueCents } = money(order, at);
      mustBeOpen(state);
      if (order.kind === 'points' && method === 'points') throw refuse(400, 'pointsForPoints');
      if (order.kind === 'minerCoupon' && method === 'points') throw refuse(400, 'couponPoints');
      if (!reserveStock(order)) throw refuse(409, 'stock');
      const account = method === 'balance' ? userBalance(order.uid) : userPoints(order.uid);
      try {
        ledger.post('payment', order.orderNo, at, completeLegs(order, [{ account, amountCents: -dueCents }]));
      } catch (error) {
        if (error instanceof InsufficientFunds) throw refuse(400, method === 'balance' ? 'balance' : 'points');
        throw error;
      }
      if (!markPaid(order, at, method, null)) throw refuse(409, 'paid');
      deliver(order, at);
      orders.addPayment({
        order_no: order.orderNo,
        method,
        coin: null,
        network: null,
        address: null,
        amount_minor: dueCents,
        decimals: USD_DECIMALS,
        usd_cents: dueCents,
        tx_id: null,
        at,
      });
    },

    /**
     * Crypto arrived at an order's address, worth `usdCents` at the address's rate: towards an open order (paid
     * once the total is reached, the excess becoming remain), or all of it remain when the order is paid, expired
     * or cancelled, or the plan or batch sold out meanwhile. The caller settles the user's dead orders first.
     */
    receiveCrypto(address: CashierAddressRow, amountMinor: number, usdCents: number, txId: string, at: number) {
      const order = find(address.order_no);
      if (!order) throw new Error(`no order ${address.order_no}`);
      orders.addPayment({
        order_no: order.orderNo,
        method: 'crypto',
        coin: address.coin,
        network: address.network,
        address: address.address,
        amount_minor: amountMinor,
        decimals: address.decimals,
        usd_cents: usdCents,
        tx_id: txId,
        at,
      });
      const { state, dueCents } = money(order, at);
      const open = state === 'awaiting' || state === 'underpaid';
      const into = open ? orderReceived(order.orderNo) : orderRemain(order.orderNo);
      ledger.post('crypto', order.orderNo, at, [
        { account: HOUSE_CHAIN, amountCents: -usdCents },
        { account: into, amountCents: usdCents },
      ]);
      if (!open || usdCents < dueCents) return;
      if (!reserveStock(order)) {
        // Sold out while the coin was on its way: the order cannot be served, the money is the user's.
        const received = ledger.balance(orderReceived(order.orderNo));
        ledger.post('crypto', order.orderNo, at, [
          { account: orderReceived(order.orderNo), amountCents: -received },
          { account: orderRemain(order.orderNo), amountCents: received },
        ]);
        return;
      }
      ledger.post('payment', order.orderNo, at, completeLegs(order, []));
      if (markPaid(order, at, 'crypto', address.coin)) deliver(order, at);
    },

    /** The cashier's address as the client shows it: what is still to send at its rate, what it received. */
    addressView(address: CashierAddressRow, dueCents: number): CashierAddress {
      const received = (receivedAt.get(address.address, 'crypto') as { amount: number }).amount;
      return {
        coin: address.coin,
        network: address.network,
        address: address.address,
        amount: formatMinor(quoteMinor(dueCents, address.rate_cents, address.decimals), address.decimals),
        rateUsd: formatMinor(address.rate_cents, USD_DECIMALS),
        received: formatMinor(received, address.decimals),
        // The simulated chain confirms a transfer at once.
        confirmations: received > 0 ? 1 : 0,
      };
    },
  };
}

export type Payments = ReturnType<typeof createPayments>;
