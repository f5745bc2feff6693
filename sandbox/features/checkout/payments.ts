import {
  type CashierAddress,
  type CashierCoin,
  CHECKOUT_ERRORS,
  type CheckoutError,
  type PaymentState,
} from '../../../runtime/http/contract/checkout.ts';
import type { Database } from '../../db.ts';
import { CallError } from '../../http.ts';
import { formatMinor, USD_DECIMALS } from '../orders/money.ts';
import { createOrderStore, type OrderRow, stateOf } from '../orders/store.ts';
import {
  createLedger,
  HOUSE_CHAIN,
  HOUSE_REVENUE,
  InsufficientFunds,
  orderPoints,
  orderReceived,
  orderRemain,
  userBalance,
  userPoints,
} from '../wallet/ledger.ts';
import { quoteMinor } from './crypto.ts';

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

/** Where an order's money stands at `at`, all in cents. */
export interface OrderMoney {
  state: PaymentState;
  /** Received towards the total (all of it once paid). */
  paidCents: number;
  /** Still to pay (0 unless awaiting or underpaid). */
  dueCents: number;
  remainCents: number;
}

/** Paying orders: from the wallet, or crypto from the chain; each payment is one ledger transaction. */
export function createPayments(db: Database) {
  const orders = createOrderStore(db);
  const ledger = createLedger(db);
  const takeStock = db.prepare('UPDATE plan_terms SET stock = stock - ? WHERE goods_id = ? AND stock >= ?');
  const addressesOf = db.prepare('SELECT * FROM cashier_addresses WHERE order_no = ? ORDER BY opened_at, rowid');
  const receivedAt = db.prepare(
    'SELECT COALESCE(SUM(amount_minor), 0) AS amount FROM order_payments WHERE address = ? AND method = ?',
  );

  function money(row: OrderRow, at: number): OrderMoney {
    const order = stateOf(row, at);
    const received = ledger.balance(orderReceived(row.order_no));
    const remainCents = ledger.balance(orderRemain(row.order_no));
    if (order.status === 'cancelled') {
      const state = order.cancelReason === 'user' ? 'cancelled' : 'expired';
      return { state, paidCents: 0, dueCents: 0, remainCents };
    }
    if (order.status !== 'unpaid') return { state: 'paid', paidCents: row.total_cents, dueCents: 0, remainCents };
    return {
      state: received > 0 ? 'underpaid' : 'awaiting',
      paidCents: received,
      dueCents: row.total_cents - received,
      remainCents,
    };
  }

  /** Refuses paying an order that is not awaiting payment, with the reason. */
  function mustBeOpen(state: PaymentState): void {
    if (state === 'paid') throw refuse(409, 'paid');
    if (state === 'expired') throw refuse(409, 'expired');
    if (state === 'cancelled') throw refuse(409, 'cancelled');
  }

  /** The plan's stock goes down by the order's quantity, once, when the order is paid; false when too little is left. */
  const reserveStock = (row: OrderRow) => takeStock.run(row.quantity, row.goods_id, row.quantity).changes === 1;

  /** The order is paid: its held points and received crypto become revenue (excess crypto becomes remain). */
  function completeLegs(row: OrderRow, extra: Array<{ account: string; amountCents: number }>) {
    const held = ledger.balance(orderPoints(row.order_no));
    const received = ledger.balance(orderReceived(row.order_no));
    const fromWallet = extra.reduce((sum, leg) => sum - leg.amountCents, 0);
    const excess = received + fromWallet - row.total_cents;
    return [
      ...extra,
      { account: orderPoints(row.order_no), amountCents: -held },
      { account: orderReceived(row.order_no), amountCents: -received },
      { account: orderRemain(row.order_no), amountCents: excess },
      { account: HOUSE_REVENUE, amountCents: row.total_cents + held },
    ];
  }

  return {
    money,
    mustBeOpen,
    reserveStock,
    addresses: (orderNo: string) => addressesOf.all(orderNo) as unknown as CashierAddressRow[],

    /**
     * Pays what is due from the user's balance or points, in the caller's transaction: stock first (409 stock),
     * then one ledger transaction (400 balance / points when it would go below 0), then the order is marked paid.
     */
    payFromWallet(row: OrderRow, method: 'balance' | 'points', at: number): void {
      const { state, dueCents } = money(row, at);
      mustBeOpen(state);
      if (!reserveStock(row)) throw refuse(409, 'stock');
      const account = method === 'balance' ? userBalance(row.uid) : userPoints(row.uid);
      try {
        ledger.post('payment', row.order_no, at, completeLegs(row, [{ account, amountCents: -dueCents }]));
      } catch (error) {
        if (error instanceof InsufficientFunds) throw refuse(400, method === 'balance' ? 'balance' : 'points');
        throw error;
      }
      if (!orders.markPaid(row, at, method, null)) throw refuse(409, 'paid');
      orders.addPayment({
        order_no: row.order_no,
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
     * or cancelled, or the plan sold out meanwhile. The caller settles the user's dead orders first.
     */
    receiveCrypto(address: CashierAddressRow, amountMinor: number, usdCents: number, txId: string, at: number) {
      const row = orders.byNo(address.order_no);
      if (!row) throw new Error(`no order ${address.order_no}`);
      orders.addPayment({
        order_no: row.order_no,
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
      const { state, dueCents } = money(row, at);
      const open = state === 'awaiting' || state === 'underpaid';
      const into = open ? orderReceived(row.order_no) : orderRemain(row.order_no);
      ledger.post('crypto', row.order_no, at, [
        { account: HOUSE_CHAIN, amountCents: -usdCents },
        { account: into, amountCents: usdCents },
      ]);
      if (!open || usdCents < dueCents) return;
      if (!reserveStock(row)) {
        // Sold out while the coin was on its way: the order cannot be served, the money is the user's.
        const received = ledger.balance(orderReceived(row.order_no));
        ledger.post('crypto', row.order_no, at, [
          { account: orderReceived(row.order_no), amountCents: -received },
          { account: orderRemain(row.order_no), amountCents: received },
        ]);
        return;
      }
      ledger.post('payment', row.order_no, at, completeLegs(row, []));
      orders.markPaid(row, at, 'crypto', address.coin);
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
