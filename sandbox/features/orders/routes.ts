import { ORDER_NOT_FOUND, ORDER_STATUSES, type OrderStatus } from '../../../runtime/http/contract/orders.ts';
import type { Database } from '../../db.ts';
import { CallError, type Define, ok } from '../../http.ts';
import type { FeatureDeps } from '../feature.ts';
import { createMining } from '../mining/settle.ts';
import { createLedger, orderRemain } from '../wallet/ledger.ts';
import { createSettlement } from './settle.ts';
import { createOrderStore, stateOf, toDetail, toSummary } from './store.ts';

export function orderRoutes(define: Define, { db, now }: FeatureDeps): void {
  const store = createOrderStore(db);
  const ledger = createLedger(db);
  const settlement = createSettlement(db);
  const mining = createMining(db);
  const uidOf = (user: { uid: number } | undefined) => {
    if (!user) throw new CallError(401, 401, 'login required');
    return user.uid;
  };

  define('orderList', ({ status, pageNo, pageSize }, { user }) => {
    const at = now();
    settlement.settleUser(uidOf(user), at);
    // Outage days move the end of a plan: the order pages show what the mining settlement decided.
    mining.settleUser(uidOf(user), at);
    const orders = store.ofUser(uidOf(user)).map((row) => ({ row, state: stateOf(row, at) }));
    const counts = { all: orders.length, ...countByStatus(orders.map(({ state }) => state.status)) };
    const shown = status ? orders.filter(({ state }) => state.status === status) : orders;
    return ok({
      data: shown.slice((pageNo - 1) * pageSize, pageNo * pageSize).map(({ row, state }) => toSummary(row, state)),
      pageNo,
      pageSize,
      totalCount: shown.length,
      counts,
    });
  });

  define('orderDetail', ({ orderNo }, { user }) => {
    const at = now();
    settlement.settleUser(uidOf(user), at);
    // Outage days move the end of a plan: the order pages show what the mining settlement decided.
    mining.settleUser(uidOf(user), at);
    const row = store.one(uidOf(user), orderNo);
    // Another user's order answers as an unknown one, so order numbers reveal nothing.
    if (!row) throw new CallError(200, 404, ORDER_NOT_FOUND);
    const money = { payments: store.payments(orderNo), remainCents: ledger.balance(orderRemain(orderNo)) };
    return ok(toDetail(row, stateOf(row, at), money));
  });
}

function countByStatus(statuses: OrderStatus[]): Record<OrderStatus, number> {
  const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<OrderStatus, number>;
  for (const status of statuses) counts[status] += 1;
  return counts;
}

/** The user's orders that are unpaid by the sandbox clock now: the header's red dot, as the unpaid tab counts. */
export function unpaidOrderCount(db: Database, uid: number, at: number): number {
  return createOrderStore(db)
    .ofUser(uid)
    .filter((row) => stateOf(row, at).status === 'unpaid').length;
}
