import { satsOfUsdCents, withholdDay } from '../../../runtime/domain/renew.ts';
import type { Database } from '../../db.ts';
import { dayStart, seriesDay } from '../mining/network.ts';
import { feeCents } from '../orders/money.ts';
import type { OrderRow } from '../orders/store.ts';
import { createLedger, HOUSE_MINING, HOUSE_REVENUE } from '../wallet/ledger.ts';

export interface WithholdDayRow {
  order_no: string;
  day: number;
  uid: number;
  output_sats: number;
  fee_cents: number;
  btc_price_cents: number;
  fee_sats: number;
  withheld: 0 | 1;
  ledger_tx: string | null;
  settled_at: number;
}

/**
 * Electricity withholding of full plans (runtime/domain/renew.ts): the switch per order, and the mining
 * settlement's first step of a day (mining/settle.ts `settleDay`, before auto-deduct). On a day a full plan with
 * withholding on starts without a prepaid service-fee day, the day's fee (TH × fee per TH per day, in cents, as a
 * paid day costs) is converted to satoshis at that day's BTC price (the network series) and, when the day's output
 * covers it, taken off the output: the settlement credits the output less the fee, the fee moves from
 * `house:mining` to `house:revenue` in BTC (one ledger transaction, at 00:00 UTC after the day), and the day counts
 * as a paid service-fee day. A smaller output takes nothing: the plan is suspended that day as without
 * withholding. Each order-day is handled once (the primary key of `elec_withhold_days`).
 */
export function createWithholding(db: Database) {
  const ledger = createLedger(db);
  const switchOf = db.prepare('SELECT enabled FROM elec_withhold WHERE order_no = ?');
  const setSwitch = db.prepare(
    `INSERT INTO elec_withhold (order_no, uid, enabled, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (order_no) DO UPDATE SET enabled = excluded.enabled, updated_at = excluded.updated_at`,
  );
  const insertDay = db.prepare(
    `INSERT INTO elec_withhold_days (order_no, day, uid, output_sats, fee_cents, btc_price_cents, fee_sats, withheld,
       settled_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
  );
  const setLedgerTx = db.prepare('UPDATE elec_withhold_days SET ledger_tx = ? WHERE order_no = ? AND day = ?');
  const setPaidDays = db.prepare('UPDATE orders SET service_fee_paid_days = ? WHERE order_no = ?');
  // Only days of orders the account still has (a sandbox fixture may delete orders).
  const daysOf = db.prepare(
    `SELECT w.* FROM elec_withhold_days w JOIN orders o ON o.order_no = w.order_no
     WHERE w.uid = ? ORDER BY w.day DESC, w.order_no`,
  );

  const enabled = (orderNo: string) => (switchOf.get(orderNo) as { enabled: number } | undefined)?.enabled === 1;

  /** The day's fee of a full plan: one service-fee day of the whole order, in cents and in sats at the day's price. */
  function dayFee(order: OrderRow, thHundredths: number, day: number) {
    const cents = feeCents(thHundredths, order.service_fee_per_th_day, 1);
    const priceCents = seriesDay(day).btcPriceCents;
    return { cents, priceCents, sats: satsOfUsdCents(cents, priceCents) };
  }

  return {
    enabled,
    set: (orderNo: string, uid: number, on: boolean, at: number) => setSwitch.run(orderNo, uid, on ? 1 : 0, at),
    dayFee,
    days: (uid: number) => daysOf.all(uid) as unknown as WithholdDayRow[],

    /**
     * The settlement's first step of a full plan's day (`index` from its start): the satoshis withheld from the
     * day's output (`outputSats`: the day's output before the fee, computed only when needed), or 0 when nothing
     * was (withholding off, a prepaid day left, or an output smaller than the fee). A withheld day is paid: the order's paid days cover it (in the row passed
     * too, so the rest of the settlement sees it).
     */
    settleDay(
      order: OrderRow,
      index: number,
      day: number,
      thHundredths: number,
      outputSats: () => number,
      now: number,
    ) {
      if (index < order.service_fee_paid_days || !enabled(order.order_no)) return 0;
      const fee = dayFee(order, thHundredths, day);
      const output = outputSats();
      const { withheld } = withholdDay(output, fee.sats);
      const inserted = insertDay.run(
        order.order_no,
        day,
        order.uid,
        output,
        fee.cents,
        fee.priceCents,
        fee.sats,
        withheld ? 1 : 0,
        now,
      );
      if (inserted.changes !== 1 || !withheld) return 0;
      const txId = ledger.post('payment', `withhold:${order.order_no}:${day}`, dayStart(day + 1), [
        { account: HOUSE_MINING, amountCents: -fee.sats, coin: 'BTC' },
        { account: HOUSE_REVENUE, amountCents: fee.sats, coin: 'BTC' },
      ]);
      setLedgerTx.run(txId ?? null, order.order_no, day);
      setPaidDays.run(index + 1, order.order_no);
      order.service_fee_paid_days = index + 1;
      return fee.sats;
    },
  };
}

export type Withholding = ReturnType<typeof createWithholding>;
