import { atomically, type Database } from '../../db.ts';
import { orderPoints, orderReceived, orderRemain, userPoints } from '../wallet/ledger.ts';
import { createWalletStore } from '../wallet/store.ts';

/**
 * An unpaid order that dies (expires or is cancelled) gives back what it held: its points go back to the user,
 * its coupon is free again and crypto it received becomes remain funds. Expiry is derived from the clock, so
 * nothing runs at the moment it happens: whoever reads or acts on the user's orders settles the dead ones first,
 * in one transaction, and `order_settlements` makes each order settle exactly once.
 */
export function createSettlement(db: Database) {
  const wallet = createWalletStore(db);
  const { ledger } = wallet;
  const dead = db.prepare(
    `SELECT order_no FROM orders o
     WHERE uid = ? AND paid_at IS NULL AND (cancelled_at IS NOT NULL OR pay_expire_at <= ?)
       AND NOT EXISTS (SELECT 1 FROM order_settlements s WHERE s.order_no = o.order_no)`,
  );
  const settled = db.prepare(
    'INSERT INTO order_settlements (order_no, settled_at) VALUES (?, ?) ON CONFLICT DO NOTHING',
  );

  return {
    /** Settles the user's dead orders not settled yet; safe to call again and again. */
    settleUser(uid: number, at: number): void {
      const orderNos = (dead.all(uid, at) as Array<{ order_no: string }>).map((row) => row.order_no);
      if (orderNos.length === 0) return;
      atomically(db, () => {
        for (const orderNo of orderNos) {
          // The insert is the once-only guard: a second settlement of the order changes nothing.
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
  };
}

export type Settlement = ReturnType<typeof createSettlement>;
